import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));
const SHARED = ["./app/lib", "./app/i18n", "./app/components", "./app/content"];

/** Which folders may not import which (tests/no-database/import-boundaries.test.ts proves them). */
function importZones() {
  const features = readdirSync(path.join(root, "app/features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    {
      target: SHARED,
      from: ["./app/features", "./app/routes"],
      message: "Shared code must not import features or routes: take the feature as a prop (a slot) instead.",
    },
    {
      target: SHARED,
      from: "./app/.server",
      message: "Shared code must not import server modules.",
    },
    { target: "./app/features", from: "./app/routes", message: "Features must not import routes." },
    {
      target: "./app/.server",
      from: ["./app/features", "./app/routes"],
      message: "Server modules must not import features or routes: what both need lives in app/lib.",
    },
    ...features.map((feature) => ({
      target: `./app/features/${feature}`,
      from: "./app/features",
      except: [`./${feature}`],
      message: "Features must not import each other: the route that assembles the page combines them.",
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      "test-results/",
      "playwright-report/",
      ".tmp/",
      ".cache/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      // The TypeScript parser reads the modules an import names (no-cycle follows them).
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/resolver-next": [
        importX.createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          alias: { "~": [path.join(root, "app")] },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-duplicates": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // One-way imports (ADR 009): shared code -> features -> routes. Zones, not
    // no-restricted-imports: in a flat config a later no-restricted-imports entry for the same
    // files replaces an earlier one, so several of them cannot add up.
    files: ["app/**"],
    // A test may reach across to set up what it tests (the header's test builds the real menus).
    ignores: ["app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: importZones() }] },
  },
  {
    // No import circle (issue 42): a module never needs, through others, the module it serves.
    files: ["app/**", "server/**", "scripts/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // The Express server serves the build's pages; it never imports a page or a component.
    files: ["server/**"],
    ignores: ["server/**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            {
              target: "./server",
              from: ["./app/routes", "./app/components"],
              message: "The server must not import pages or components: it serves the build's routes.",
            },
          ],
        },
      ],
    },
  },
  {
    // Client-side modules never import the server's modules; the build also refuses it.
    files: ["app/**/*.tsx", "app/lib/**", "app/i18n/**", "app/content/**"],
    ignores: [
      "app/entry.server.tsx",
      "app/root.tsx",
      "app/**/*.server.ts",
      "app/.server/**",
      "app/routes/**",
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/.server/*", "**/.server/*", "**/*.server"],
              message: "Server-only module imported from client code.",
            },
          ],
        },
      ],
    },
  },
  {
    // Casts that switch the type checker off: `x as unknown as T` and `x as never`. Outside
    // tests each one left says why on its line (a disable comment), and the boundary test
    // holds their number, so it can only fall: a type that does not fit is fixed where it is
    // declared (a zod schema's z.infer, the database client's rows()/affected()).
    files: ["app/**", "server/**", "scripts/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
          message:
            "No `as unknown as`: give the value its type where it is made (z.infer, rows<T>(), a type guard).",
        },
        {
          selector: "TSAsExpression[typeAnnotation.type='TSNeverKeyword']",
          message: "No `as never`: it fits anywhere and checks nothing; state the type the value has.",
        },
      ],
    },
  },
  {
    files: ["server.mjs", ".ci/**", "scripts/**", "tests/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "off" },
  },
);
