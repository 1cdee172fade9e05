// The first-load size budget of the public pages (issue 13): for one page of each kind, the
// JavaScript a visitor's browser fetches before the page is interactive (the entry, every
// module React Router preloads for the page, which the page's loader adds once painted
// (app/.server/paint-first.ts), and whatever those import statically) and its stylesheets,
// each file gzip-compressed, summed. The admin area is reported apart, without a budget.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaPosts } from "~/.server/db/schema";
import { root } from "../../scripts/ensure-build.mjs";
import { loadBundle, startTestServer, type TestServer } from "../support/test-server";

/** Budgets in KiB of gzip, as `npm run bench:lighthouse` reports the first-load JavaScript. */
const JS_BUDGET_KIB = 120;
const CSS_BUDGET_KIB = 20;

const POST_ID = "00000000-0000-4000-8000-000000000016";

/** One address per kind of public page. */
const PAGES: Array<[kind: string, pathname: string, status?: number]> = [
  ["home", "/"],
  ["home (es)", "/es"],
  ["corporate: about", "/about-us"],
  ["corporate: certificates", "/certificates"],
  ["corporate: catalogs", "/catalogs"],
  ["service", "/wastewater-treatment"],
  ["category", "/screening-equipment"],
  ["product", "/back-raked-mechanical-screen"],
  ["product finder", "/product-finder"],
  ["compare", "/compare?products=drum-screen,basket-screen"],
  ["downloads", "/downloads"],
  ["contact", "/contact"],
  ["search", "/search?q=screen"],
  ["news list", "/media-center"],
  ["news post", `/media-center/post/${POST_ID}`],
  ["auth", "/auth"],
  ["not found", "/no-such-page", 404],
];

const clientDir = path.join(root, "build", "client");
const gzipSizes = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, file))).length;
    gzipSizes.set(file, size);
  }
  return size;
};

/** These scripts and everything they import statically (dynamic imports load later, if at all). */
function withStaticImports(start: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...start].map((file) => file.replace(/^\//, ""));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(clientDir, file), "utf8");
    // `import{…}from"./x.js"` and `import"./x.js"`, never `import("./x.js")`.
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[\w./-]+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  }
  return seen;
}

/** The scripts a rendered page loads first, from its HTML. */
function pageScripts(html: string): Set<string> {
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]* type="module"[^>]* src="([^"]+)"/g)) scripts.add(match[1]!);
  // The preloads the paint-first loader adds, and the modules its bootstrap imports.
  const deferred = /,p=(\[[^\]]*\]),c=/.exec(html);
  if (deferred) for (const src of JSON.parse(deferred[1]!) as string[]) scripts.add(src);
  for (const match of html.matchAll(/import (?:\* as \w+ from )?\\?"(\/assets\/[\w.-]+\.js)\\?"/g))
    scripts.add(match[1]!);
  return scripts;
}

const stylesheets = (html: string) =>
  new Set([...html.matchAll(/<link[^>]* rel="stylesheet"[^>]* href="([^"]+)"/g)].map((match) => match[1]!));

const kib = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;
const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.insert(mediaPosts).values({
    id: POST_ID,
    status: "published",
    postType: "news",
    title: "A post for the size budget",
    excerpt: "Its excerpt.",
    content: "<p>Its content.</p>",
    publishedAt: new Date(Date.UTC(2026, 0, 16)),
  });
});
afterAll(async () => {
  await server?.stop();
});

describe("the first load of every kind of public page", () => {
  it(`stays within ${JS_BUDGET_KIB} KiB of JavaScript and ${CSS_BUDGET_KIB} KiB of CSS (gzip)`, async () => {
    const rows: Array<{ kind: string; path: string; files: number; js: number; css: number }> = [];
    for (const [kind, pathname, status = 200] of PAGES) {
      const res = await server.get(pathname);
      expect(res.status, pathname).toBe(status);
      const html = await res.text();
      const scripts = withStaticImports(pageScripts(html));
      // A page whose scripts cannot be found would pass any budget.
      expect(
        [...scripts].some((file) => file.includes("entry.client")),
        pathname,
      ).toBe(true);
      rows.push({
        kind,
        path: pathname,
        files: scripts.size,
        js: kib(total(scripts)),
        css: kib(total([...stylesheets(html)])),
      });
    }
    console.log(
      `First-load JavaScript and CSS, KiB gzip (budget ${JS_BUDGET_KIB} and ${CSS_BUDGET_KIB}):\n` +
        rows
          .map(
            (row) =>
              `  ${row.kind.padEnd(24)} ${String(row.js).padStart(7)} JS (${row.files} files) ${String(row.css).padStart(6)} CSS  ${row.path}`,
          )
          .join("\n"),
    );
    expect(rows.every((row) => row.css > 0)).toBe(true);
    const over = rows.filter((row) => row.js > JS_BUDGET_KIB || row.css > CSS_BUDGET_KIB);
    expect(over).toEqual([]);
  });

  it("is reported for the admin area too (no budget there)", async () => {
    const { serverBuild } = await loadBundle();
    const { entry, routes } = serverBuild.assets;
    const chain = (id: string | undefined): string[] =>
      id === undefined || !routes[id] ? [] : [...chain(routes[id].parentId), id];
    const adminPages = Object.keys(routes).filter((id) => /^admin-/.test(id) && id.endsWith(".en"));
    expect(adminPages.length).toBeGreaterThan(0);
    const lines = adminPages.map((id) => {
      const scripts = withStaticImports([
        entry.module,
        ...entry.imports,
        ...chain(id).flatMap((routeId) => [routes[routeId]!.module, ...(routes[routeId]!.imports ?? [])]),
      ]);
      return `  ${id.padEnd(24)} ${String(kib(total(scripts))).padStart(7)} JS (${scripts.size} files)`;
    });
    console.log(`First-load JavaScript of the admin pages, KiB gzip (no budget):\n${lines.join("\n")}`);
  });
});
