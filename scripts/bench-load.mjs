// npm run bench:load — how many requests a second the production server answers, on loopback.
//
// Starts the production build on a throwaway embedded database with the demo news (or on
// PostgreSQL: BENCH_DATABASE_URL names a server whose user may create databases; a scratch
// database is made there and dropped at the end), then loads each URL in turn with wrk (when
// installed) or autocannon: 1 thread, 32 connections, browsers' Accept-Encoding. For each
// cacheable page it also measures the latency at a fixed 500 requests a second (autocannon).
// When nginx is installed, it serves the same about-us page bytes and the same script in the
// same run, as the reference: the table shows each figure's ratio to nginx's.
// A second server with PAGE_CACHE=off measures the pages read from the database uncached.
// WEB_CONCURRENCY=N (with BENCH_DATABASE_URL) runs both servers as N processes (ADR 019).
//
//   npm run bench:load [-- --duration=10 --connections=32 --no-uncached]
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { ensureBuild, root } from "./ensure-build.mjs";

const option = (name, fallback) => {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? Number(arg.split("=")[1]) : fallback;
};
const DURATION = option("duration", 10);
const CONNECTIONS = option("connections", 32);
const FIXED_RATE = 500;
const UNCACHED = !process.argv.includes("--no-uncached");
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

async function startNginx(aboutBytes, scriptPath, scriptBytes) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  chmodSync(dir, 0o755);
  const docs = path.join(dir, "root");
  mkdirSync(path.join(docs, "assets"), { recursive: true });
  writeFileSync(path.join(docs, "about-us"), aboutBytes);
  writeFileSync(path.join(docs, scriptPath.slice(1)), scriptBytes);
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
  return {
    env,
    cleanup: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const fmt = (n, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: digits }) : "–";
const ms = (n) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms` : "–");

async function main() {
  ensureBuild();
  const database = await prepareDatabase();
  const settings = { ...database.env, AUTH_SECRET: randomBytes(32).toString("hex") };
  const rows = [];
  let server;
  let nginx;
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
    const asset = await loadTest(origin + script);
    rows.push({ label: "hashed script", url: script, kind: "asset", ...asset });

    if (has("nginx")) {
      const aboutBytes = await brotliBytes(`${origin}/about-us`);
      const scriptBytes = await brotliBytes(origin + script);
      nginx = await startNginx(aboutBytes, script, scriptBytes);
      rows.push({
        label: "nginx: about-us bytes",
        url: "/about-us",
        kind: "nginx-page",
        ...(await loadTest(nginx.origin + "/about-us")),
      });
      rows.push({
        label: "nginx: same script",
        url: script,
        kind: "nginx-asset",
        ...(await loadTest(nginx.origin + script)),
      });
      await nginx.stop();
      nginx = undefined;
    } else {
      console.log("nginx is not installed (apt-get install nginx-light): no reference figures.");
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
  } finally {
    await nginx?.stop();
    await server?.stop();
    await database.cleanup();
  }

  const nginxPage = rows.find((row) => row.kind === "nginx-page")?.rps;
  const nginxAsset = rows.find((row) => row.kind === "nginx-asset")?.rps;
  console.log("\n| URL | req/s | p50 | p99 | errors | p99 at 500 req/s | × nginx |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    const reference = row.kind === "page" ? nginxPage : row.kind === "asset" ? nginxAsset : undefined;
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
