import { existsSync } from "node:fs";
import { parseSync, Visitor, type Plugin } from "vite";

/** React Router's own modules, in either of the builds its package ships. */
const ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;

/**
 * React Router's functions that only tell a developer of a misuse of its API on the console
 * (`warning`, `warningOnce`, `warnOnce`): they return nothing and change nothing else. Its
 * `invariant`s, which throw, are kept.
 */
const WARNINGS = new Set(["warning", "warningOnce", "warnOnce"]);

/**
 * A module's code with every call of one of its own console-warning functions replaced by
 * `void 0`, message and all; undefined when it has none. A function of such a name that the
 * module does not declare at its top level is not React Router's and is left alone.
 */
export function withoutRouterWarnings(code: string, file = "module.mjs"): string | undefined {
  const { program, errors } = parseSync(file, code);
  if (errors.length > 0) return undefined;
  const declared = new Set<string>();
  for (const node of program.body)
    if (node.type === "FunctionDeclaration" && node.id && WARNINGS.has(node.id.name))
      declared.add(node.id.name);
  if (declared.size === 0) return undefined;
  const calls: Array<{ start: number; end: number }> = [];
  new Visitor({
    CallExpression(call) {
      if (call.callee.type === "Identifier" && declared.has(call.callee.name)) calls.push(call);
    },
  }).visit(program);
  // A call inside another's message goes with it; the rest are replaced from the end, so that
  // each replacement leaves the places before it as they were.
  const outermost: typeof calls = [];
  for (const call of calls.sort((a, b) => a.start - b.start))
    if (call.start >= (outermost.at(-1)?.end ?? 0)) outermost.push(call);
  let result = code;
  for (const { start, end } of outermost.reverse())
    result = `${result.slice(0, start)}void 0${result.slice(end)}`;
  return calls.length > 0 ? result : undefined;
}

/** The production build's file of one of React Router's development modules (same name, next door). */
export const productionFile = (developmentFile: string): string =>
  developmentFile.replace(/([\\/]react-router[\\/]dist[\\/])development([\\/])/, "$1production$2");

/**
 * React Router as the browser needs it, in every page's first load: its production build, which
 * its package does not select (every export condition names the development one; the two differ
 * in `ENABLE_DEV_WARNINGS`: the default error screen's note to developers and further
 * warnings), and without its developer warnings, which that build still ships (some 1.8 KB of
 * gzip). They only report a misuse of its API, which the development server (this plugin does
 * not run there) and the server's build still do. Nothing a visitor sees or does changes.
 */
export function routerProductionBuild(): Plugin {
  return {
    name: "router-production-build",
    apply: "build",
    // Before Vite's own resolver, which would resolve the package's export conditions first.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: {
      // Both of its entries, so that the browser gets one copy of it.
      filter: { id: /^react-router(?:\/dom)?$/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved) return null;
        const production = productionFile(resolved.id);
        return production !== resolved.id && existsSync(production)
          ? { ...resolved, id: production }
          : resolved;
      },
    },
    transform: {
      filter: { id: ROUTER_DIST },
      handler(code, id) {
        const result = withoutRouterWarnings(code, id);
        return result === undefined ? undefined : { code: result, map: null };
      },
    },
  };
}
