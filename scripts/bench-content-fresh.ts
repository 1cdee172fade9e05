// npm run bench:content-fresh — how long a publish takes to show on a second instance.
//
// Starts two production servers (`node server.mjs`, each its own process) on one throwaway
// PostgreSQL database, signs an administrator in on the first, and warms the second's page
// cache. Then, for each run, publishes a new name for a product through the first instance's
// editor (the form an editor posts) and asks the second, every 5 ms, for each page that shows
// the name until it does: the product page (its heading and JSON-LD), its category's listing,
// the home page's search data and the search page. Prints each page's time from the publish's
// answer to the first response with the new name, and when the product's datasheet PDF on
// the second instance names it too (rendered in the background). Medians at the end.
//
//   npm run bench:content-fresh [-- --runs=5]
//
// BENCH_DATABASE_URL: a PostgreSQL server's address whose user may create databases
// (default postgres://postgres@127.0.0.1:5432/postgres).
import { execFileSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { and, eq } from "drizzle-orm";
import { openDatabase } from "~/.server/db/client";
import { contentItems } from "~/.server/db/schema";
import { readContentItem } from "~/.server/content/revisions";
import { seedItems } from "~/.server/content/seed-items";
import { createLogger } from "~/.server/logger";
import { contentFormSpec, imageSourcesOf } from "~/features/content/content-form-spec.server";
import { formEntries } from "~/features/content/content-form";
import {
  accountServerEnv,
  signedInCookie,
  signUp,
  STRONG_PASSWORD,
  verificationLink,
} from "../tests/support/auth";
import { startChildServer, type ChildServer } from "../tests/support/child-server";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { createTestDatabase } from "../tests/support/test-database";
import { ensureBuild } from "./ensure-build.mjs";

const runsArg = process.argv.find((value) => value.startsWith("--runs="));
const RUNS = runsArg ? Number(runsArg.split("=")[1]) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error("--runs must be a whole number above 0");
  process.exit(2);
}
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PRODUCT = "drum-screen";
const PAGES = {
  "product page": "/drum-screen",
  "category listing": "/screening-equipment",
  "Spanish product page": "/es/tamiz-de-tambor-rotativo",
} as const;
const POLL_MS = 5;
const PDF_TIMEOUT_MS = 120_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from `since` until `check` holds, asking every 5 ms. */
async function until(since: number, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<number> {
  for (;;) {
    if (await check()) return performance.now() - since;
    if (performance.now() - since > timeoutMs) throw new Error(`not fresh after ${timeoutMs} ms`);
    await sleep(POLL_MS);
  }
}

/** The text of a PDF (poppler's pdftotext). */
function pdfText(bytes: ArrayBuffer): string {
  return execFileSync("pdftotext", ["-", "-"], { input: Buffer.from(bytes) }).toString("utf8");
}

ensureBuild();
const database = await createTestDatabase(ADMIN_URL);
const smtp = await startSmtpSink();
const servers: ChildServer[] = [];
const stopAll = async () => {
  for (const server of servers) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  await smtp.close();
  await database.drop().catch(() => {});
};

try {
  const email = "fresh-bench@example.com";
  const env = accountServerEnv(smtp, { ADMIN_EMAILS: email, LOG_LEVEL: "warn" });
  // The first migrates and seeds the database; the second starts on it.
  servers.push(await startChildServer(env, { databaseUrl: database.url }));
  servers.push(await startChildServer(env, { databaseUrl: database.url }));
  const [first, second] = servers.map((server) => `http://127.0.0.1:${server.port}`) as [string, string];

  if ((await signUp(first, email, STRONG_PASSWORD)).status !== 200) throw new Error("sign-up refused");
  const verified = await fetch(await verificationLink(smtp, email, first), { redirect: "manual" });
  if (verified.status !== 302) throw new Error(`verification answered ${verified.status}`);
  const cookie = await signedInCookie(first, email, STRONG_PASSWORD);

  const handle = await openDatabase({
    databaseUrl: database.url,
    dataDir: "",
    logger: createLogger("silent"),
  });
  const db = handle.db;
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, "product"), eq(contentItems.key, PRODUCT)));
  if (!row) throw new Error(`no product ${PRODUCT}`);
  const { id } = row;
  const spec = contentFormSpec("product", imageSourcesOf(seedItems().map((item) => item.data)));

  const text = async (origin: string, path: string) => (await fetch(`${origin}${path}`)).text();
  // Each page asked twice: the second answer comes from the cache.
  for (const path of Object.values(PAGES)) for (let i = 0; i < 2; i++) await text(second, path);

  const datasheetHref = async () =>
    /href="(\/documents\/drum-screen-datasheet-en-[0-9a-f]{12}\.pdf)"/.exec(
      await text(second, PAGES["product page"]),
    )?.[1];

  const results: Record<string, number[]> = {};
  const record = (name: string, ms: number) => (results[name] ??= []).push(ms);
  for (let run = 1; run <= RUNS; run++) {
    const name = `Drum Screen R${run}`;
    const item = (await readContentItem(db, id))!;
    const data = structuredClone((item.pending ?? item.published)!.data) as {
      name: { en: string; es: string };
    };
    data.name = { en: name, es: `Tamiz de tambor R${run}` };
    const body = new URLSearchParams([
      ["version", String(item.latest.version)],
      ["intent", "publish"],
      ...formEntries(spec, data),
    ]);
    const sheetBefore = await datasheetHref();
    const published = await fetch(`${first}/admin/content/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: body.toString(),
    });
    if (published.status !== 302) throw new Error(`publish answered ${published.status}`);
    const at = performance.now();
    const spanish = `Tamiz de tambor R${run}`;
    const [product, listing, es, jsonLd, search] = await Promise.all([
      until(at, async () => (await text(second, PAGES["product page"])).includes(`>${name}</h1>`)),
      until(at, async () => (await text(second, PAGES["category listing"])).includes(name)),
      until(at, async () => (await text(second, PAGES["Spanish product page"])).includes(spanish)),
      until(at, async () => (await text(second, PAGES["product page"])).includes(`"name":"${name}"`)),
      until(at, async () =>
        (await text(second, `/search?q=${encodeURIComponent(`R${run}`)}`)).includes(name),
      ),
    ]);
    record("product page (heading)", product);
    record("product page (JSON-LD)", jsonLd);
    record("category listing", listing);
    record("Spanish product page", es);
    record("search page", search);
    const pdf = await until(
      at,
      async () => {
        const href = await datasheetHref();
        if (!href || href === sheetBefore) return false;
        return pdfText(await (await fetch(`${second}${href}`)).arrayBuffer()).includes(name);
      },
      PDF_TIMEOUT_MS,
    );
    record("datasheet PDF", pdf);
    console.log(
      `run ${run}: product ${product.toFixed(0)} ms, JSON-LD ${jsonLd.toFixed(0)} ms, listing ${listing.toFixed(0)} ms, ` +
        `Spanish ${es.toFixed(0)} ms, search ${search.toFixed(0)} ms, datasheet ${(pdf / 1000).toFixed(1)} s`,
    );
    // The renderer's round for the other documents ends before the next publish.
    await sleep(2_000);
  }
  await handle.close();
  console.log(
    "\nFrom the publish's answer on the first instance to the new text on the second (median of runs):",
  );
  for (const [name, values] of Object.entries(results))
    console.log(
      `  ${name.padEnd(24)} ${median(values).toFixed(0).padStart(6)} ms   (max ${Math.max(...values).toFixed(0)} ms)`,
    );
} finally {
  await stopAll();
}
