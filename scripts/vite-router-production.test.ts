import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import { productionFile, withoutRouterWarnings } from "./vite-router-production";

describe("withoutRouterWarnings", () => {
  it("replaces the calls of the module's own warning functions, messages and all, and keeps its invariants", () => {
    const code = [
      "function warning(cond, message) { if (!cond) console.warn(message); }",
      "function warnOnce(condition, message) { console.warn(message); }",
      "function invariant(value, message) { if (!value) throw new Error(message); }",
      "export function go(to) {",
      "  warning(to !== '', `You should not go to \"${to}\" ${warnOnce(false, 'nested')}`);",
      "  invariant(to, 'Nowhere to go');",
      "  return warnOnce(false, 'once'), to;",
      "}",
    ].join("\n");
    const result = withoutRouterWarnings(code)!;
    expect(result).toContain("  void 0;\n  invariant(to, 'Nowhere to go');\n  return void 0, to;");
    expect(result).not.toMatch(/You should not go|nested|'once'/);
    // The declarations stay (a bundler drops them once unused); the result is still a module.
    expect(result).toContain("function warning(cond, message)");
    expect(parseSync("result.mjs", result).errors).toEqual([]);
  });

  it("leaves a module alone that declares none of them, or only calls one it imports", () => {
    expect(withoutRouterWarnings("export const a = 1;")).toBeUndefined();
    expect(
      withoutRouterWarnings("import { warning } from './x.js';\nwarning(false, 'kept');"),
    ).toBeUndefined();
    expect(withoutRouterWarnings("function warning() {}\nexport const a = 1;")).toBeUndefined();
    expect(withoutRouterWarnings("export const = ;")).toBeUndefined();
  });
});

describe("React Router's builds", () => {
  const require = createRequire(import.meta.url);
  const development = require.resolve("react-router");
  const production = productionFile(development);
  const chunks = (file: string) =>
    readdirSync(path.dirname(file))
      .filter((name) => name.endsWith(".mjs"))
      .map((name) => readFileSync(path.join(path.dirname(file), name), "utf8"));

  it("are two, the package's resolving to the development one, the other next to it with its warnings off", () => {
    expect(development).toMatch(/[\\/]dist[\\/]development[\\/]index\.mjs$/);
    expect(production).toMatch(/[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(productionFile(require.resolve("react-router/dom"))).toMatch(
      /[\\/]production[\\/]dom-export\.mjs$/,
    );
    expect(chunks(production).join("\n")).toContain("var ENABLE_DEV_WARNINGS = false;");
    expect(chunks(development).join("\n")).toContain("var ENABLE_DEV_WARNINGS = true;");
  });

  it("lose every call of the warning functions of their own, and keep their invariants", () => {
    let removed = 0;
    for (const code of chunks(production)) {
      const result = withoutRouterWarnings(code) ?? code;
      expect(parseSync("chunk.mjs", result).errors).toEqual([]);
      for (const [, name] of code.matchAll(/^function (warning|warningOnce|warnOnce)\(/gm))
        expect(result.match(new RegExp(`\\b${name}\\(`, "g")), name).toHaveLength(1);
      expect(result.match(/\binvariant2?\(/g)?.length ?? 0).toBe(code.match(/\binvariant2?\(/g)?.length ?? 0);
      removed += code.length - result.length;
    }
    // The messages are what the browser is spared (gzip reduces them to some 1.8 KB).
    expect(removed).toBeGreaterThan(5000);
  });
});
