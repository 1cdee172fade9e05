import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    settings: { "import-x/resolver": { node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-duplicates": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // One-way imports: shared code (lib, i18n, components/ui, content) never reaches into
    // features or routes; features never import routes or each other.
    files: ["app/lib/**", "app/i18n/**", "app/components/**", "app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/*", "~/routes/*", "../features/*", "../routes/*"],
              message: "Shared code must not import features or routes.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/routes/*", "../routes/*", "../../routes/*"],
              message: "Features must not import routes.",
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
    files: ["server.mjs", ".ci/**", "scripts/**", "tests/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "off" },
  },
);
