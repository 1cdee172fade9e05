import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { minifySync, transformWithOxc, type Plugin } from "vite";

const ID = "virtual:input-keeper-source";
const RESOLVED = `\0${ID}`;
const SOURCE = fileURLToPath(new URL("../app/lib/input-keeper.ts", import.meta.url));

/**
 * `virtual:input-keeper-source`: the input keeper (app/lib/input-keeper.ts, `keepInputs`) as
 * one minified statement that starts it, for the inline loader every page carries
 * (app/.server/paint-first.ts). Its own scope, so its names meet none of the loader's.
 */
export function inputKeeperSource(): Plugin {
  return {
    name: "input-keeper-source",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(SOURCE);
      // Throws on a syntax error, which fails the build.
      const { code } = await transformWithOxc(readFileSync(SOURCE, "utf8"), SOURCE, { lang: "ts" });
      // A script, not a module: its exports become plain declarations, and what the call
      // does not use (the app's accessor) is dropped.
      const script = `(()=>{${code.replace(/^export /gm, "")}\nkeepInputs();})();`;
      const minified = minifySync("input-keeper.js", script, {
        compress: { unused: true },
        mangle: { toplevel: true },
        module: false,
      });
      if (minified.errors.length > 0) this.error(minified.errors[0]!.message);
      return `export default ${JSON.stringify(minified.code)};`;
    },
  };
}
