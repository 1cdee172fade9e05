// npm run bench:lighthouse -- [paths…] [--all] [--runs=3] [--save] [--photos]
// --all: every URL of the sitemap (every public page in both languages, the news posts of
// the demo news and the demo project references included), then the URLs below the targets
// (quality-bars.md). A project reference's page asked for alone gets the demo content too.
// Lighthouse (mobile defaults) in Debian's Chromium against the production build on a
// throwaway embedded database. Prints, per URL, the median of the runs for the four
// category scores, FCP, LCP, TBT, CLS, the document's transfer size, the first-load
// JavaScript (gzip) of the page: its script files, and apart its inline scripts (hydration
// data), and Lighthouse's benchmark index of the machine (`bi`).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { startBenchServer } from "./bench-server.mjs";
import { root } from "./ensure-build.mjs";

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 3);
const paths = args.filter((a) => !a.startsWith("--"));
// --save keeps each run's full report in .tmp/lighthouse/ for a closer look.
const save = args.includes("--save");
const all = args.includes("--all");
// --photos: large photographs from the media library in the home page's hero, a product and a
// category (scripts/bench-photos.ts) instead of the placeholder artwork.
const photos = args.includes("--photos");
if (paths.length === 0 && !all) paths.push("/", "/es");

// The demo news and references (`npm run db:seed`) for every page, or for the references' pages.
const demo = all || paths.some((p) => /^\/(?:es\/proyectos|projects)(?:\/|$|\?)/.test(p));
const server = await startBenchServer({ seedNews: demo, photos });
const origin = server.origin;

/** Every page the sitemap lists (following a sitemap index), as paths. */
async function sitemapPaths(url) {
  const xml = await (await fetch(url)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
  const found = [];
  for (const loc of locs) {
    if (loc.pathname.endsWith(".xml") || loc.pathname.startsWith("/sitemaps/"))
      found.push(...(await sitemapPaths(origin + loc.pathname)));
    else found.push(loc.pathname + loc.search);
  }
  return [...new Set(found)];
}
if (all) paths.push(...(await sitemapPaths(`${origin}/sitemap.xml`)).filter((p) => !paths.includes(p)));

/**
 * The page's first-load JavaScript, gzip-compressed: the script files it loads first
 * (modulepreloads and module imports) and, apart, its inline scripts (the hydration data:
 * loader data and dictionaries; JSON-LD).
 */
async function firstLoadJs(url) {
  const html = await (await fetch(url)).text();
  const srcs = new Set(
    [...html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)].map((m) => m[1]),
  );
  for (const m of html.matchAll(/import \* as \w+ from "([^"]+)"/g)) srcs.add(m[1]);
  // The modules the page fetches once painted (app/.server/paint-first.ts).
  const deferred = /,p=(\[[^\]]*\]),c=/.exec(html);
  if (deferred) for (const src of JSON.parse(deferred[1])) srcs.add(src);
  const inline = gzipSync(
    Buffer.from([...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("")),
  ).length;
  let files = 0;
  for (const src of srcs) files += gzipSync(readFileSync(path.join(root, "build", "client", src))).length;
  return { files, inline, count: srcs.size };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
const rows = [];
try {
  for (const p of paths) {
    const url = origin + p;
    const samples = [];
    let unscored = 0;
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = result.lhr;
      if (save) {
        const dir = path.join(root, ".tmp", "lighthouse");
        mkdirSync(dir, { recursive: true });
        const name = `${p.replace(/\W+/g, "_") || "_"}-${i + 1}.json`;
        writeFileSync(path.join(dir, name), result.report);
      }
      if (lhr.categories.performance.score === null) {
        // A run Lighthouse could not score (its error is in runtimeError): run it again.
        console.warn(`${p}: run ${i + 1} not scored (${lhr.runtimeError?.code ?? "unknown"}), repeating`);
        if (++unscored > runs) throw new Error(`${p}: Lighthouse could not score the page`);
        i--;
        continue;
      }
      const doc = lhr.audits["network-requests"].details.items.find((r) => r.resourceType === "Document");
      samples.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories["best-practices"].score * 100,
        seo: lhr.categories.seo.score * 100,
        fcp: lhr.audits["first-contentful-paint"].numericValue,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        doc: doc?.transferSize ?? 0,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        // How fast Lighthouse found the machine (its own yardstick): a busy machine reads lower.
        benchmarkIndex: lhr.environment.benchmarkIndex,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id),
      });
    }
    const pick = (key) => median(samples.map((s) => s[key]));
    const js = await firstLoadJs(url);
    rows.push({
      url: p,
      perf: pick("performance"),
      a11y: pick("accessibility"),
      bp: pick("bestPractices"),
      seo: pick("seo"),
      fcpMs: Math.round(pick("fcp")),
      lcpMs: Math.round(pick("lcp")),
      tbtMs: Math.round(pick("tbt")),
      cls: Number(pick("cls").toFixed(3)),
      docKB: Number((pick("doc") / 1024).toFixed(1)),
      jsKBgz: Number((js.files / 1024).toFixed(1)),
      inlineKBgz: Number((js.inline / 1024).toFixed(1)),
      bi: Math.round(pick("benchmarkIndex")),
      failing: [...new Set(samples.flatMap((s) => s.failing))].join(" ") || "-",
    });
  }
} finally {
  await chrome.kill();
  server.stop();
}
console.log(`Lighthouse ${runs} run(s) per URL, median (mobile defaults, simulated throttling):`);
console.table(rows);
const perfect = rows.filter((row) => row.perf === 100).length;
const below = rows.filter((row) => row.perf < 98 || row.a11y < 100 || row.bp < 100 || row.seo < 100);
console.log(
  `${rows.length} URLs: Performance 100 on ${perfect} (${((100 * perfect) / Math.max(rows.length, 1)).toFixed(0)}%, target 90%), ` +
    `${below.length} below target (Performance < 98 or another category < 100)${below.length ? ":" : "."}`,
);
for (const row of below)
  console.log(`  ${row.url}: ${row.perf}/${row.a11y}/${row.bp}/${row.seo} (${row.failing})`);
