// npm run bench:load — how many requests a second the production server answers, on loopback.
//
// Starts the production build on a throwaway embedded database with the demo news (or on
// PostgreSQL: BENCH_DATABASE_URL names a server whose user may create databases; a scratch
// database is made there and dropped at the end), then loads each URL in turn with wrk (when
// installed) or autocannon: 1 thread, 32 connections, browsers' Accept-Encoding. For each
// cacheable page it also measures the latency at a fixed 500 requests a second (autocannon).
// The database also gets four large photographs in the media library, placed in the home page's
// hero (scripts/bench-photos.ts): one of their renditions is loaded as an uploaded image.
// When nginx is installed, it serves the same about-us page bytes, the same script and the same
// image in the same run, as the reference: the table shows each figure's ratio to nginx's. The
// script and the image are loaded in turns with nginx's (N rounds, 3 by default; the median
// round of each side is shown), as a machine's speed can drift during a run.
// A second server with PAGE_CACHE=off measures the pages read from the database uncached.
// WEB_CONCURRENCY=N (with BENCH_DATABASE_URL) runs both servers as N processes (ADR 019).
// Made-up addresses (ADR 021): a third server, its cache warmed with every page of the
// sitemap, receives N (2,000) distinct made-up spellings and queries of those pages; the
// section prints the server's CPU time for them (from /proc, Linux) against that of as many
// cache hits, and the share of the real pages still answered from the cache afterwards.
// Filter queries (ADR 021): a server started in this process (so that its cache's entries can
// be counted), its cache warmed with every page of the sitemap, receives N (2,000) made-up and
// reordered filter queries of the category listings and the product finder (fields no listing
// has, words where a number belongs, options it does not list, filters and options in another
// order, the filters' form as a browser without JavaScript sends it, and filters in their one
// spelling, of pages and of their data requests), each followed by a request for a real page;
// the section prints the answers, the cache's entries before and after (they must be the
// same) and the share of the real pages answered from the cache meanwhile and afterwards (it
// must be 100%).
//
//   npm run bench:load [-- --duration=10 --connections=32 --rounds=3 --no-uncached --made-up=2000 --filter-queries=2000]
//   npm run bench:load -- --made-up-only     (that section alone)
//   npm run bench:load -- --filter-queries-only [--filter-queries=200]     (the filter queries alone)
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { ensureBuild, root, serverEntry } from "./ensure-build.mjs";

const option = (name, fallback) => {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? Number(arg.split("=")[1]) : fallback;
};
const DURATION = option("duration", 10);
const CONNECTIONS = option("connections", 32);
const FIXED_RATE = 500;
const UNCACHED = !process.argv.includes("--no-uncached");
const MADE_UP = option("made-up", 2000);
const ROUNDS = option("rounds", 3);
const MADE_UP_ONLY = process.argv.includes("--made-up-only");
const FILTER_QUERIES = option("filter-queries", 2000);
const FILTER_QUERIES_ONLY = process.argv.includes("--filter-queries-only");
const ACCEPT = { "Accept-Encoding": "gzip, deflate, br, zstd" };

const has = (command) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
const useWrk = has("wrk");

/** Max throughput: wrk when installed (lighter than a Node load generator), else autocannon. */
async function loadTest(url, duration = DURATION) {
  if (useWrk) {
    const out = execFileSync(
      "wrk",
      [
        "-t1",
        `-c${CONNECTIONS}`,
        `-d${duration}s`,
        "--latency",
        "-H",
        "Accept-Encoding: gzip, deflate, br, zstd",
        url,
      ],
      { encoding: "utf8" },
    );
    const number = (re) => Number(re.exec(out)?.[1] ?? 0);
    const latency = (pct) => {
      const m = new RegExp(`^\\s*${pct}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(out);
      if (!m) return NaN;
      return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
    };
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    const errors =
      number(/Non-2xx or 3xx responses: (\d+)/) +
      (socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
    return { rps: number(/Requests\/sec:\s+([\d.]+)/), p50: latency(50), p99: latency(99), errors };
  }
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: ACCEPT });
  return summary(result);
}

function summary(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function fixedRate(url) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: Math.max(5, Math.round(DURATION / 2)),
    overallRate: FIXED_RATE,
    headers: ACCEPT,
  });
  return summary(result);
}

async function startServer(env, label) {
  const port = 4311 + Math.floor(Math.random() * 8);
  const server = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on("data", (chunk) => String(chunk).includes("Site ready") && resolve());
    server.on("exit", (code) => reject(new Error(`${label} server exited with ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: server.pid,
    stop: () =>
      new Promise((resolve) => {
        server.removeAllListeners("exit");
        server.once("exit", resolve);
        server.kill("SIGTERM");
      }),
  };
}

async function fetchText(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** The response body exactly as sent with Content-Encoding: br (for nginx to serve as is). */
async function brotliBytes(url) {
  const { default: http } = await import("node:http");
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "br" } }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          res.headers["content-encoding"] === "br"
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${url} was not sent with brotli`)),
        );
      })
      .on("error", reject);
  });
}

async function startNginx(aboutBytes, scriptPath, scriptBytes, imagePath, imageBytes) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  chmodSync(dir, 0o755);
  const docs = path.join(dir, "root");
  mkdirSync(path.join(docs, "assets"), { recursive: true });
  writeFileSync(path.join(docs, "about-us"), aboutBytes);
  writeFileSync(path.join(docs, scriptPath.slice(1)), scriptBytes);
  mkdirSync(path.join(docs, path.dirname(imagePath.slice(1))), { recursive: true });
  writeFileSync(path.join(docs, imagePath.slice(1)), imageBytes);
  const port = 4319;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${docs};
    location = /about-us { default_type "text/html; charset=utf-8"; add_header Content-Encoding br; add_header Vary Accept-Encoding; etag on; }
    location /assets/ { default_type "text/javascript; charset=utf-8"; add_header Content-Encoding br; add_header Vary Accept-Encoding; add_header Cache-Control "public, max-age=31536000, immutable"; }
    location /images/media/ { default_type "image/avif"; add_header Cache-Control "public, max-age=31536000, immutable"; add_header X-Content-Type-Options nosniff; }
  }
}
`,
  );
  mkdirSync(path.join(dir, "tmp"));
  const nginx = spawn("nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "inherit" });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        nginx.once("exit", () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        nginx.kill("SIGQUIT");
      }),
  };
}

/** A throwaway database with the demo news: embedded, or a scratch one on BENCH_DATABASE_URL. */
async function prepareDatabase() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-load-"));
  let env = { DATA_DIR: dataDir, DATABASE_URL: "", ALLOW_EMBEDDED_DATABASE: "true" };
  let drop = async () => {};
  if (adminUrl) {
    const name = `bench_load_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env = { DATA_DIR: dataDir, DATABASE_URL: url.href };
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/db-seed.ts"], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: "development" },
    stdio: "inherit",
  });
  // Photographs from the media library in the home page's hero (an uploaded image to serve).
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/bench-photos.ts"], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: "development" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return {
    env,
    cleanup: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The run of median throughput among several (its latencies with it). */
const medianRun = (runs) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];

const fmt = (n, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: digits }) : "–";
const ms = (n) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms` : "–");

/** CPU seconds (user + system) a process and its children (WEB_CONCURRENCY's workers) have used. */
function cpuSeconds(pid) {
  const ticks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
  // Fields after the command's name: state, ppid, … utime (12th), stime (13th).
  const fields = (file) =>
    readFileSync(file, "utf8")
      .replace(/^.*\) /s, "")
      .split(" ");
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fields(`/proc/${entry}/stat`);
      if (Number(entry) === pid || Number(stat[1]) === pid) total += Number(stat[11]) + Number(stat[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return total / ticks;
}

/** The pages of the sitemap (every file of its index): the site's real addresses. */
async function sitemapPaths(origin) {
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const paths = [];
  for (const file of locs(await fetchText(`${origin}/sitemap.xml`))) {
    paths.push(...locs(await fetchText(origin + file)));
  }
  return paths;
}

/** A made-up spelling or query of a real address: the i-th of many, all distinct. */
function madeUp(path, i, random) {
  const token = `${i}${random().toString(36).slice(2, 8)}`;
  const letter = path.search(/[a-z]/);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const hasPages = path === "/media-center" || path === "/es/centro-de-medios";
  const kinds = [
    () => `${path}?${pick(["x", "ref", "s", "v", "lang", "id"])}${token}=${token}`,
    () => `${path}?utm_source=${token}&utm_medium=${pick(["email", "cpc", "social"])}&utm_campaign=c${i}`,
    () => `${path}?gclid=${token}`,
    () => `${path}?fbclid=${token}&utm_content=${i}`,
    // Case: one letter up (the home pages have none to raise: a query instead).
    () =>
      letter < 0
        ? `${path}?Q=${token}`
        : `${path.slice(0, letter)}${path[letter].toUpperCase()}${path.slice(letter + 1)}?c=${token}`,
    // A letter percent-encoded.
    () =>
      letter < 0
        ? `${path}?%61=${token}`
        : `${path.slice(0, letter)}%${path.charCodeAt(letter).toString(16)}${path.slice(letter + 1)}?e=${token}`,
    () => `/${path}?d=${token}`,
    () => `${path.replace(/\/(?=[^/]*$)/, "//")}?dd=${token}`,
    () => `${path === "/" ? "" : path}/?t=${token}`,
    // ?page= where there are no pages; on the news lists, pages past the last.
    () => `${path}?page=${hasPages ? 1000 + i : 2 + i}`,
  ];
  return kinds[i % kinds.length]();
}

/** Requests the URLs, a few at a time; counts the answers by status and by x-page-cache. */
async function requestAll(origin, paths, concurrency = 8) {
  const counts = { status: {}, hit: 0 };
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const response = await fetch(origin + path, { redirect: "manual", headers: ACCEPT });
      await response.arrayBuffer();
      counts.status[response.status] = (counts.status[response.status] ?? 0) + 1;
      if (response.headers.get("x-page-cache") === "hit") counts.hit++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return counts;
}

/**
 * The made-up addresses' section (ADR 021): warm the cache with the sitemap's pages, send
 * MADE_UP made-up requests, then ask for every real page again. Prints the server's CPU time
 * for the made-up requests (total and per request) against as many cache hits, and the share
 * of real pages answered from the cache afterwards (it must be 100%).
 */
async function madeUpSection(settings) {
  const server = await startServer(settings, "made-up addresses");
  try {
    const { origin, pid } = server;
    const real = await sitemapPaths(origin);
    await requestAll(origin, real, 2);
    const warm = await requestAll(origin, real);
    // A seeded generator: the same addresses on every run.
    let seed = 0x2f6b1a3d;
    const random = () => (seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
    const made = [];
    const seen = new Set();
    for (let i = 0; made.length < MADE_UP; i++) {
      const path = madeUp(real[i % real.length], i, random);
      if (seen.has(path) || real.includes(path)) continue;
      made.push(path);
      seen.add(path);
    }

    // As many requests for real pages, from the cache, as the reference.
    const reference = Array.from({ length: made.length }, (_, i) => real[i % real.length]);
    let start = cpuSeconds(pid);
    await requestAll(origin, reference);
    const hitCpu = cpuSeconds(pid) - start;

    start = cpuSeconds(pid);
    const wall = performance.now();
    const answered = await requestAll(origin, made);
    const madeUpWall = performance.now() - wall;
    const madeUpCpu = cpuSeconds(pid) - start;

    const after = await requestAll(origin, real);
    const statuses = Object.entries(answered.status)
      .map(([status, count]) => `${status}: ${fmt(count)}`)
      .join(", ");
    console.log(`\nMade-up addresses (ADR 021), ${fmt(real.length)} real pages in the sitemap:`);
    console.log(`  cache warmed: ${fmt(warm.hit)} of ${fmt(real.length)} real pages answered from the cache`);
    console.log(
      `  ${fmt(made.length)} made-up requests: ${statuses}; ${fmt(answered.hit)} answered from a real page's entry; ${fmt(madeUpWall)} ms wall`,
    );
    console.log(
      `  server CPU for them: ${fmt(madeUpCpu * 1000)} ms, ${ms((madeUpCpu * 1000) / made.length)} a request` +
        ` (${fmt(made.length)} cache hits of real pages: ${fmt(hitCpu * 1000)} ms, ${ms((hitCpu * 1000) / made.length)} a request` +
        `${hitCpu > 0 ? `; ratio ${(madeUpCpu / hitCpu).toFixed(2)}×` : ""})`,
    );
    console.log(
      `  real pages answered from the cache afterwards: ${fmt(after.hit)} of ${fmt(real.length)} (${((100 * after.hit) / real.length).toFixed(1)}%)`,
    );
    if (after.hit !== real.length) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

/** The filters a listing's form offers, read from its HTML: its number boxes and each list's values. */
function formFilters(html) {
  const form = /<form id="(?:listing|finder)-filters"[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) return undefined;
  const numbers = [...form.matchAll(/<input id="[^"]*" type="text"[^>]*? name="([^"]+)"/g)].map((m) => m[1]);
  const lists = new Map();
  for (const [, name, value] of form.matchAll(
    /<input type="(?:checkbox|radio)"[^>]*? name="([^"]+)"(?: checked="")? value="([^"]*)"/g,
  ))
    if (value) lists.set(name, [...(lists.get(name) ?? []), value]);
  // In the form's order, which is the filters' one order.
  const order = [...form.matchAll(/ name="([^"]+)"/g)]
    .map((m) => m[1])
    .filter((name, i, all) => all.indexOf(name) === i);
  return { numbers, lists: [...lists].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)) };
}

/**
 * The i-th made-up or reordered filter query of a listing (its path and its form's filters):
 * what it is, and the answer its kind calls for ("entry": the page's own cache entry; "render":
 * rendered for the request, never kept; a redirect; a data request not found).
 */
function filterQuery(path, { numbers, lists }, i) {
  const n = 1 + (i % 997) + (i % 7) / 8;
  const number = numbers[i % Math.max(numbers.length, 1)];
  const [list, values] = lists[i % Math.max(lists.length, 1)] ?? [];
  const [first, second] = lists;
  const data = `${path}.data`;
  const kinds = [
    number && [`${path}?${number}=${n}`, "render"],
    number && [`${path}?${number}=${n}&utm_source=s${i}`, "render"],
    number && [`${data}?${number}=${n}`, "render"],
    number && [`${path}?${number}=x${i}`, "redirect"],
    number && [`${path}?${number}=${n}.0`, "redirect"],
    number && [`${path}?units=metric&${number}=${String(n).replace(".", ",")}`, "redirect"],
    number && [`${data}?${number}=0${n}`, "not-found"],
    list && [`${path}?${list}=${values[i % values.length]}&v=${i}`, "render"],
    list && values.length > 1 && [`${path}?${list}=${[...values].reverse().join(",")}&v=${i}`, "redirect"],
    list && [`${path}?${list}=made-up-${i}`, "redirect"],
    second && [`${path}?${second[0]}=${second[1][0]}&${first[0]}=${first[1][0]}&v=${i}`, "redirect"],
    second && [`${data}?${second[0]}=${second[1][0]}&${first[0]}=${first[1][0]}&v=${i}`, "not-found"],
    [`${path}?pressure-${i}=${n}`, "entry"],
    [`${path}?colour=red&size=${i}`, "entry"],
  ].filter(Boolean);
  return kinds[i % kinds.length];
}

/**
 * The filter queries' section (ADR 021): a server in this process, its cache warmed with the
 * sitemap's pages; FILTER_QUERIES made-up and reordered filter queries of the listings with
 * filters, each followed by a real page; then every real page again. Prints the answers, the
 * cache's entries before and after, and the real pages' share answered from the cache.
 */
async function filterSection(settings) {
  process.env.NODE_ENV = "production";
  const { startServer, serverBuild } = await import(pathToFileURL(serverEntry).href);
  const server = await startServer({
    rawEnv: {
      ...process.env,
      ...settings,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      NODE_ENV: "production",
    },
    build: serverBuild,
    clientDir: path.join(root, "build", "client"),
    documents: { render: false },
  });
  try {
    const origin = `http://127.0.0.1:${server.port}`;
    const cache = server.pageCache;
    if (!cache) throw new Error("the page cache is off (PAGE_CACHE)");
    const real = await sitemapPaths(origin);
    await requestAll(origin, real, 2);
    const warm = await requestAll(origin, real);
    const listings = [];
    for (const path of real) {
      const filters = formFilters(await fetchText(origin + path));
      if (filters && (filters.numbers.length > 0 || filters.lists.length > 0)) listings.push([path, filters]);
    }
    if (listings.length === 0) throw new Error("no page of the sitemap has filters");
    const queries = Array.from({ length: FILTER_QUERIES }, (_, i) => {
      const [path, filters] = listings[i % listings.length];
      return filterQuery(path, filters, Math.floor(i / listings.length));
    });
    const before = cache.stats();
    // Each filter query, then a real page: the real pages asked for while the queries come.
    const answers = { status: {}, hit: 0, expected: 0 };
    let during = 0;
    let next = 0;
    const worker = async () => {
      while (next < queries.length) {
        const i = next++;
        const [url, kind] = queries[i];
        const response = await fetch(origin + url, { redirect: "manual", headers: ACCEPT });
        await response.arrayBuffer();
        answers.status[response.status] = (answers.status[response.status] ?? 0) + 1;
        const hit = response.headers.get("x-page-cache") === "hit";
        if (hit) answers.hit++;
        const status = { entry: 200, render: 200, redirect: 301, "not-found": 404 }[kind];
        if (response.status === status && hit === (kind === "entry")) answers.expected++;
        const page = await fetch(origin + real[i % real.length], { headers: ACCEPT });
        await page.arrayBuffer();
        if (page.headers.get("x-page-cache") === "hit") during++;
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const after = await requestAll(origin, real);
    const stats = cache.stats();
    const statuses = Object.entries(answers.status)
      .map(([status, count]) => `${status}: ${fmt(count)}`)
      .join(", ");
    const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;
    console.log(
      `\nFilter queries (ADR 021), ${fmt(queries.length)} against ${fmt(listings.length)} listings with filters (the categories' and the finder's), ${fmt(real.length)} real pages:`,
    );
    console.log(`  cache warmed: ${fmt(warm.hit)} of ${fmt(real.length)} real pages answered from the cache`);
    console.log(
      `  answers: ${statuses}; ${fmt(answers.hit)} from a page's own entry; ${fmt(answers.expected)} of ${fmt(queries.length)} as their kind calls for`,
    );
    console.log(
      `  cache entries: ${fmt(before.pages)} before, ${fmt(stats.pages)} after (${fmt(before.bytes)} and ${fmt(stats.bytes)} bytes); renders kept: ${fmt(stats.renders - before.renders)}`,
    );
    console.log(
      `  real pages answered from the cache: ${fmt(during)} of ${fmt(queries.length)} while the queries came (${percent(during, queries.length)}), ${fmt(after.hit)} of ${fmt(real.length)} afterwards (${percent(after.hit, real.length)})`,
    );
    if (during !== queries.length || after.hit !== real.length || stats.pages !== before.pages)
      process.exitCode = 1;
  } finally {
    await server.close();
  }
}

async function main() {
  ensureBuild();
  const database = await prepareDatabase();
  const settings = { ...database.env, AUTH_SECRET: randomBytes(32).toString("hex") };
  const rows = [];
  let server;
  let nginx;
  if (MADE_UP_ONLY || FILTER_QUERIES_ONLY) {
    try {
      if (MADE_UP_ONLY) await madeUpSection(settings);
      if (FILTER_QUERIES_ONLY) await filterSection(settings);
    } finally {
      await database.cleanup();
    }
    return;
  }
  try {
    server = await startServer(settings, "cached");
    const { origin } = server;
    const newsList = await fetchText(`${origin}/media-center`);
    const post = /href="(\/media-center\/post\/[^"]+)"/.exec(newsList)?.[1];
    const home = await fetchText(`${origin}/`);
    // The largest script the home page loads (the framework's shared chunk): the smallest
    // ones are too small to be precompressed.
    const scripts = [...new Set([...home.matchAll(/(\/assets\/[\w.-]+\.js)/g)].map((m) => m[1]))];
    const sizes = await Promise.all(
      scripts.map(async (url) => (await brotliBytes(origin + url).catch(() => Buffer.alloc(0))).length),
    );
    const script = scripts[sizes.indexOf(Math.max(...sizes))];
    if (!post || !script) throw new Error("no post link on /media-center or no script on /");
    const pages = [
      ["/about-us", "about-us"],
      ["/", "home"],
      ["/es", "home (es)"],
      ["/screening-equipment", "category"],
      ["/media-center", "news list"],
      [post, "post"],
      // What a client-side navigation to the news list fetches (the root's data is kept).
      ["/media-center.data?_routes=media.en", "news list data (.data)"],
    ];
    console.log(
      `Load generator: ${useWrk ? "wrk" : "autocannon"}, ${CONNECTIONS} connections, ${DURATION} s per URL.`,
    );
    for (const [url, label] of pages) {
      await fetch(origin + url, { headers: ACCEPT }).then((r) => r.arrayBuffer());
      const max = await loadTest(origin + url);
      const steady = await fixedRate(origin + url);
      rows.push({ label, url, kind: "page", ...max, p99At500: steady.p99, errorsAt500: steady.errors });
      console.log(`  ${label}: ${fmt(max.rps)} req/s`);
    }
    // An uploaded photograph's rendition as the home page's hero shows it (from the database
    // once, then from the server's memory).
    const image = /(\/images\/media\/[\w.-]+-hero-1280\.avif)/.exec(home)?.[1];
    if (!image) throw new Error("no library image in the home page's hero");
    const imageBytes = Buffer.from(await (await fetch(origin + image)).arrayBuffer());
    if (has("nginx")) {
      nginx = await startNginx(
        await brotliBytes(`${origin}/about-us`),
        script,
        await brotliBytes(origin + script),
        image,
        imageBytes,
      );
    } else {
      console.log("nginx is not installed (apt-get install nginx-light): no reference figures.");
    }
    // The script and the image against nginx's same bytes: rounds taken in turn (ours, then
    // nginx's), so that a change in the machine's speed during the run weighs on both sides;
    // the table shows each side's median round.
    for (const [url, label, kind, reference] of [
      [script, "hashed script", "asset", "nginx: same script"],
      [image, "uploaded image", "image", "nginx: same image"],
    ]) {
      const ours = [];
      const theirs = [];
      for (let round = 0; round < (nginx ? ROUNDS : 1); round++) {
        ours.push(await loadTest(origin + url));
        if (nginx) theirs.push(await loadTest(nginx.origin + url));
      }
      rows.push({ label, url, kind, ...medianRun(ours) });
      if (nginx) {
        rows.push({ label: reference, url, kind: `nginx-${kind}`, ...medianRun(theirs) });
        const ratios = theirs.map((run, i) => `${(run.rps / ours[i].rps).toFixed(2)}×`).join(", ");
        console.log(
          `  ${label}: ${fmt(medianRun(ours).rps)} req/s; nginx's rate over ours, round by round: ${ratios}`,
        );
      }
    }
    if (nginx) {
      rows.push({
        label: "nginx: about-us bytes",
        url: "/about-us",
        kind: "nginx-page",
        ...(await loadTest(nginx.origin + "/about-us")),
      });
      await nginx.stop();
      nginx = undefined;
    }
    await server.stop();
    server = undefined;

    if (UNCACHED) {
      server = await startServer({ ...settings, PAGE_CACHE: "off" }, "uncached");
      for (const [url, label] of [
        ["/media-center", "news list, uncached"],
        [post, "post, uncached"],
      ]) {
        // A few seconds of the same load first: the figure is a warm process rendering, as
        // in service, not its first compilations.
        await loadTest(server.origin + url, 3);
        rows.push({ label, url, kind: "uncached", ...(await loadTest(server.origin + url)) });
      }
      await server.stop();
      server = undefined;
    }
    if (MADE_UP > 0) await madeUpSection(settings);
    if (FILTER_QUERIES > 0) await filterSection(settings);
  } finally {
    await nginx?.stop();
    await server?.stop();
    await database.cleanup();
  }

  const nginxPage = rows.find((row) => row.kind === "nginx-page")?.rps;
  const nginxAsset = rows.find((row) => row.kind === "nginx-asset")?.rps;
  const nginxImage = rows.find((row) => row.kind === "nginx-image")?.rps;
  console.log("\n| URL | req/s | p50 | p99 | errors | p99 at 500 req/s | × nginx |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    const reference = { page: nginxPage, asset: nginxAsset, image: nginxImage }[row.kind];
    const ratio = reference ? `${(reference / row.rps).toFixed(2)}× slower` : "";
    console.log(
      `| ${row.label} \`${row.url}\` | ${fmt(row.rps)} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.errors + (row.errorsAt500 ?? 0)} | ${row.p99At500 === undefined ? "" : ms(row.p99At500)} | ${ratio} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
