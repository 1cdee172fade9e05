// npm run bench:news — how the news queries and pages hold up with 100,000 posts.
//
// Needs DATABASE_URL (a PostgreSQL server; the user must be allowed to create databases). It
// creates a scratch database there, migrates it, seeds POSTS posts (90% published, 7% drafts,
// 3% archived; realistic text lengths, Spanish texts on most), and prints the median times of
// the news queries as the app runs them, their plans (EXPLAIN ANALYZE: which index each uses),
// and the server's response times for the news pages, the feed, the sitemap and search, with
// the production server started on that database. The scratch database is dropped at the end.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:news [-- --posts=100000 --runs=21]
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../app/.server/db/client";
import { mediaPosts } from "../app/.server/db/schema";
import { createLogger } from "../app/.server/logger";
import { FEED_SIZE } from "../app/features/news/news-feed.server";
import {
  countPublishedPosts,
  NEWS_PAGE_SIZE,
  newestPublishedPosts,
} from "../app/features/news/news-queries.server";
import { postsMatching, searchPublishedPosts } from "../app/features/news/news-search.server";
import { publishedPostsForSitemap } from "../app/features/news/news-sitemap.server";
import { POSTS_PER_SITEMAP } from "../app/.server/sitemap";
import { ensureBuild, root } from "./ensure-build.mjs";

const DEEP_PAGE = 5_000;

const option = (name: string, fallback: number) => {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split("=")[1]) : fallback;
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number above 0`);
    process.exit(2);
  }
  return value;
};
const POSTS = option("posts", 100_000);
const RUNS = option("runs", 21);

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error(
    "bench:news needs a PostgreSQL server: set DATABASE_URL, e.g.\n" +
      "  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:news\n" +
      "It creates a scratch database on that server and drops it at the end; the database named in the URL is not touched.",
  );
  process.exit(2);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

async function timeIt(run: () => Promise<unknown>, runs = RUNS): Promise<number> {
  for (let i = 0; i < 3; i++) await run(); // warm: plans, buffers
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const name = `news_bench_${randomBytes(5).toString("hex")}`;
const scratch = new URL(adminUrl);
scratch.pathname = `/${name}`;
await withAdmin((client) => client.query(`create database ${name}`));
console.log(`Scratch database ${name} on ${scratch.host} (dropped at the end).`);

let stopServer: (() => Promise<void>) | undefined;
const handle = await openDatabase({
  databaseUrl: scratch.href,
  dataDir: path.join(root, ".tmp"),
  logger: createLogger("warn"),
});
try {
  await handle.migrate(path.join(root, "drizzle"));
  const db = handle.db;
  const pool = new pg.Pool({ connectionString: scratch.href, max: 2 });

  // ---- Seed ----
  const started = performance.now();
  await pool.query(
    `insert into media_posts (status, post_type, title, excerpt, title_es, excerpt_es, content, published_at, created_at, updated_at)
     select
       case when i % 100 < 90 then 'published' when i % 100 < 97 then 'draft' else 'archived' end,
       case when i % 4 = 0 then 'press_release' else 'news' end,
       (array['Drum screens','Belt filter press','Dissolved air flotation','MBBR package plant','Grit classifier','Rotary sludge thickener','Surface aerators','Static mixer'])[1 + i % 8]
         || ' ' || (array['commissioned','ordered','delivered','upgraded','inspected'])[1 + (i / 8) % 5]
         || ' for ' || (array['a municipal plant','a poultry processor','a dairy','a textile mill','a brewery','a paper mill'])[1 + (i / 40) % 6]
         || case when i % 1000 = 7 then ' in Zacatecas' else ' in ' || (array['Texas','Jalisco','Puebla','Sinaloa','Nuevo León','Ontario'])[1 + (i / 240) % 6] end
         || ' (' || i || ')',
       'Our engineers completed the ' || (array['design','installation','start-up','retrofit'])[1 + i % 4]
         || ' of equipment treating ' || (100 + i % 900) || ' m³/day of ' || (array['wastewater','process water','drinking water','sludge'])[1 + (i / 3) % 4] || '.',
       case when i % 10 < 6 then (array['Tamices de tambor','Filtro prensa de banda','Flotación por aire disuelto','Planta compacta MBBR','Clasificador de arena','Espesador rotativo de lodos','Aireadores superficiales','Mezclador estático'])[1 + i % 8]
         || ' para ' || (array['una depuradora municipal','una procesadora avícola','una láctea','una textil','una cervecera','una papelera'])[1 + (i / 40) % 6] || ' (' || i || ')' end,
       case when i % 10 < 6 then 'Nuestros ingenieros completaron la obra para tratar ' || (100 + i % 900) || ' m³/día de agua.' end,
       repeat('<p>Project details, figures and photographs of the installation. </p>', 25),
       case when i % 100 < 90 or i % 100 >= 97 then now() - (i * interval '47 minutes') when i % 2 = 0 then now() - (i * interval '47 minutes') end,
       now() - (i * interval '47 minutes'),
       now() - (i * interval '47 minutes') + interval '1 hour'
     from generate_series(1, $1::int) as i`,
    [POSTS],
  );
  await pool.query("vacuum analyze media_posts");
  const published = await countPublishedPosts(db);
  console.log(
    `Seeded ${POSTS.toLocaleString("en")} posts (${published.toLocaleString("en")} published) in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`,
  );

  // ---- Queries, as the app runs them ----
  const lastPage = Math.max(1, Math.ceil(published / NEWS_PAGE_SIZE));
  const deepPage = Math.min(DEEP_PAGE, lastPage);
  // The list's query as the app runs it, and beside it the plain form that reads every row
  // before the offset (what the list ran before), for comparison.
  const listPage = (page: number) => newestPublishedPosts(db, NEWS_PAGE_SIZE, (page - 1) * NEWS_PAGE_SIZE);
  const listPagePlainOffset = (page: number) =>
    db
      .select(getTableColumns(mediaPosts))
      .from(mediaPosts)
      .where(eq(mediaPosts.status, "published"))
      .orderBy(desc(mediaPosts.publishedAt), desc(mediaPosts.id))
      .limit(NEWS_PAGE_SIZE)
      .offset((page - 1) * NEWS_PAGE_SIZE);
  const [somePost] = await listPage(Math.ceil(lastPage / 2));
  const [a, b] = [await listPage(lastPage), await listPagePlainOffset(lastPage)];
  if (JSON.stringify(a.map((post) => post.id)) !== JSON.stringify(b.map((post) => post.id)))
    throw new Error("the two list queries disagree");
  const postById = () =>
    db
      .select()
      .from(mediaPosts)
      .where(and(eq(mediaPosts.id, somePost!.id), eq(mediaPosts.status, "published")));
  const countQuery = db
    .select({ n: sql<number>`count(*)` })
    .from(mediaPosts)
    .where(eq(mediaPosts.status, "published"));
  const lastSitemapSlice = Math.floor((published - 1) / POSTS_PER_SITEMAP) * POSTS_PER_SITEMAP;

  const queries: Array<[label: string, run: () => Promise<unknown>]> = [
    [`list page 1 (limit ${NEWS_PAGE_SIZE})`, () => listPage(1)],
    [
      `list page ${deepPage.toLocaleString("en")} (offset ${((deepPage - 1) * NEWS_PAGE_SIZE).toLocaleString("en")})`,
      () => listPage(deepPage),
    ],
    [`list last page ${lastPage.toLocaleString("en")}`, () => listPage(lastPage)],
    [`  plain offset: page ${deepPage.toLocaleString("en")}`, () => listPagePlainOffset(deepPage)],
    [`  plain offset: last page`, () => listPagePlainOffset(lastPage)],
    ["count of published posts", () => countPublishedPosts(db)],
    ["post by id", postById],
    ["home: newest 3", () => newestPublishedPosts(db, 3)],
    ["feed: newest 20", () => newestPublishedPosts(db, FEED_SIZE)],
    [
      `sitemap: last slice of ${POSTS_PER_SITEMAP.toLocaleString("en")}`,
      () => publishedPostsForSitemap(db, lastSitemapSlice, POSTS_PER_SITEMAP),
    ],
    ['search "wastewater" (common)', () => searchPublishedPosts(db, "wastewater", "en", 10)],
    ['search "zacatecas" (rare)', () => searchPublishedPosts(db, "zacatecas", "en", 10)],
    ['search "qqqq" (no match)', () => searchPublishedPosts(db, "qqqq", "en", 10)],
    ['search "depuradora" (Spanish page)', () => searchPublishedPosts(db, "depuradora", "es", 10)],
  ];
  console.log(`Queries (median of ${RUNS} runs):`);
  for (const [label, run] of queries) console.log(`  ${label.padEnd(44)} ${ms(await timeIt(run))}`);

  // ---- Plans ----
  const plans: Array<[label: string, query: { toSQL(): { sql: string; params: unknown[] } }]> = [
    ["list page 1", listPage(1)],
    [`list page ${deepPage}`, listPage(deepPage)],
    ["count", countQuery],
    ["post by id", postById()],
    [`list last page`, listPage(lastPage)],
    [`list last page, plain offset`, listPagePlainOffset(lastPage)],
    ['search "zacatecas"', postsMatching(db, "zacatecas", "en", 10)],
  ];
  console.log("\nPlans (EXPLAIN ANALYZE):");
  for (const [label, query] of plans) {
    const { sql: text, params } = query.toSQL();
    const { rows } = await pool.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${text}`, params);
    const lines = rows.map((row) => row["QUERY PLAN"]);
    const nodes = lines
      .filter((line) => /Scan|Sort|Limit|Aggregate|Loop|WindowAgg|Filter/.test(line))
      .map((line) =>
        line
          .replace(/\s+\(cost=[^)]*\)/, "")
          .replace(/\(actual time=[\d.]+\.\./, "(")
          .trim(),
      );
    const time = lines.find((line) => line.startsWith("Execution Time"));
    console.log(`  ${label}: ${time}`);
    for (const node of nodes) console.log(`    ${node}`);
  }
  await pool.end();

  // ---- The production server on this database ----
  ensureBuild();
  const server = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: scratch.href,
      PORT: "0",
      HOST: "127.0.0.1",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  stopServer = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once("exit", () => resolve());
      server.kill("SIGTERM");
    });
  // Its errors are shown: a page that answers 500 says why.
  server.stdout!.on("data", (chunk: Buffer) => {
    for (const line of String(chunk).split("\n")) if (line.includes('"level":50')) console.error(line);
  });
  // It listens on a free port and names its address once ready.
  const origin = await new Promise<string>((resolve, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => {
      const ready = /Site ready at http:\/\/[^:]+:(\d+)/.exec(String(chunk));
      if (ready) resolve(`http://127.0.0.1:${ready[1]}`);
    });
    server.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const get = async (pathname: string) => {
    const res = await fetch(origin + pathname);
    await res.arrayBuffer();
    return res.status;
  };
  console.log(`\nServer responses (production build, median of ${RUNS} runs, whole body):`);
  const pages: Array<[label: string, path: string]> = [
    ["news list, page 1", "/media-center"],
    [`news list, page ${deepPage.toLocaleString("en")}`, `/media-center?page=${deepPage}`],
    ["news list (es), page 1", "/es/centro-de-medios"],
    ["a post", `/media-center/post/${somePost!.id}`],
    ["feed (en)", "/media-center/feed.xml"],
    ["sitemap index", "/sitemap.xml"],
    ["sitemap: posts file 1", "/sitemaps/posts-1.xml"],
    ['search page "wastewater"', "/search?q=wastewater"],
    ['search page "qqqq" (no match)', "/search?q=qqqq"],
    ["home page (3 newest)", "/"],
  ];
  for (const [label, pathname] of pages) {
    const status = await get(pathname);
    if (status !== 200) {
      const why =
        status !== 404
          ? ""
          : pathname.includes("/post/")
            ? " (post page not routed)"
            : pathname.startsWith("/sitemaps/posts")
              ? " (no posts file while post pages are not routed)"
              : /^\/(es\/)?(media-center|centro-de-medios)($|\?)/.test(pathname)
                ? " (list page not routed)"
                : "";
      console.log(`  ${label.padEnd(44)} HTTP ${status}${why}`);
      continue;
    }
    console.log(`  ${label.padEnd(44)} ${ms(await timeIt(() => get(pathname)))}`);
  }
} finally {
  await stopServer?.();
  await handle.close();
  await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
  console.log(`\nDropped ${name}.`);
}
