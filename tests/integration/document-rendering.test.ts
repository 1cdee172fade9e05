import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDocumentRenders, siteDocuments } from "~/.server/db/schema";
import { collectLog, engine, startTestServer, type TestServer } from "../support/test-server";
import { publishContent } from "../support/content";

// The catalogs and datasheets follow the published content (ADR 023): rendered in the
// background by one instance, stored in the database, linked by the pages, kept two
// generations deep.

const RENDER_TIMEOUT_MS = 150_000;

async function waitFor<T>(
  what: string,
  look: () => Promise<T | undefined | false>,
  timeoutMs = RENDER_TIMEOUT_MS,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

type Db = TestServer["database"]["db"];

const rowsOf = (db: Db, kind: "catalog" | "datasheet", itemId: string, locale: "en" | "es") =>
  db
    .select({
      file: siteDocuments.file,
      inputKey: siteDocuments.inputKey,
      createdAt: siteDocuments.createdAt,
    })
    .from(siteDocuments)
    .where(
      and(eq(siteDocuments.kind, kind), eq(siteDocuments.itemId, itemId), eq(siteDocuments.locale, locale)),
    )
    .orderBy(siteDocuments.createdAt);

/** The file of the newest stored document whose text contains `name`, once it is there. */
async function storedWith(
  server: TestServer,
  kind: "catalog" | "datasheet",
  itemId: string,
  locale: "en" | "es",
  name: string,
) {
  return waitFor(`${kind} ${itemId} ${locale} naming "${name}"`, async () => {
    const rows = await rowsOf(server.database.db, kind, itemId, locale);
    const newest = rows.at(-1);
    if (!newest) return undefined;
    const res = await server.get(`/documents/${newest.file}`);
    if (res.status !== 200) return undefined;
    return (await pdfText(await res.arrayBuffer())).includes(name) ? newest.file : undefined;
  });
}

const linkIn = (html: string, base: string) =>
  new RegExp(`href="/documents/(${base}-[0-9a-f]{12}\\.pdf)"`).exec(html)?.[1];

const rename = (suffix: string) => (data: { name: { en: string; es: string } }) => {
  data.name = { en: `Drum Screen ${suffix}`, es: `Tamiz de tambor ${suffix}` };
};

describe("documents rendered from the published content", () => {
  let server: TestServer;
  const log = collectLog();
  beforeAll(async () => {
    server = await startTestServer({
      env: { LOG_LEVEL: "info" },
      logDestination: log,
      documents: { render: true, retryMs: 500 },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(
    "a renamed product gets a new datasheet and product catalog, linked by its pages; the old files still answer",
    async () => {
      const before = {
        en: linkIn(await (await server.get("/drum-screen")).text(), "drum-screen-datasheet-en"),
        catalogEn: linkIn(await (await server.get("/catalogs")).text(), "product-catalog-en"),
      };
      expect(before.en).toBeDefined();
      expect(before.catalogEn).toBeDefined();

      await publishContent(server.database.db, "product", "drum-screen", rename("X-9000"));

      const datasheet = {
        en: await storedWith(server, "datasheet", "drum-screen", "en", "Drum Screen X-9000"),
        es: await storedWith(server, "datasheet", "drum-screen", "es", "Tamiz de tambor X-9000"),
      };
      const catalog = {
        en: await storedWith(server, "catalog", "product-catalog", "en", "Drum Screen X-9000"),
        es: await storedWith(server, "catalog", "product-catalog", "es", "Tamiz de tambor X-9000"),
      };
      // A catalog the product is not in is not rendered again.
      expect(await rowsOf(server.database.db, "catalog", "general-catalog", "en")).toEqual([]);

      // The cached pages are rendered again with the new links.
      await waitFor(
        "the product pages to link the new datasheets",
        async () => {
          const en = await (await server.get("/drum-screen")).text();
          const es = await (await server.get("/es/tamiz-de-tambor-rotativo")).text();
          return en.includes(`/documents/${datasheet.en}`) && es.includes(`/documents/${datasheet.es}`);
        },
        20_000,
      );
      await waitFor(
        "the catalogs pages to link the new catalogs",
        async () => {
          const en = await (await server.get("/catalogs")).text();
          const es = await (await server.get("/es/catalogos")).text();
          return en.includes(`/documents/${catalog.en}`) && es.includes(`/documents/${catalog.es}`);
        },
        20_000,
      );

      // Someone may hold the old link: it still answers.
      for (const file of [before.en, before.catalogEn]) {
        const res = await server.get(`/documents/${file}`);
        expect(res.status, file).toBe(200);
      }
      const res = await server.get(`/documents/${datasheet.en}`);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-disposition")).toBe("inline");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");

      // Each document rendered once.
      const rendered = log
        .entries()
        .filter((entry) => entry.msg === "document rendered")
        .map((entry) => `${String(entry.kind)}:${String(entry.id)}:${String(entry.locale)}`);
      expect(rendered.sort()).toEqual(
        [
          "catalog:product-catalog:en",
          "catalog:product-catalog:es",
          "datasheet:drum-screen:en",
          "datasheet:drum-screen:es",
        ].sort(),
      );
    },
    RENDER_TIMEOUT_MS * 2,
  );

  it(
    "keeps two generations of a document; going back to earlier content links its document again",
    async () => {
      const first = await rowsOf(server.database.db, "datasheet", "drum-screen", "en");
      expect(first).toHaveLength(1);
      await publishContent(server.database.db, "product", "drum-screen", rename("Y-2"));
      const second = await storedWith(server, "datasheet", "drum-screen", "en", "Drum Screen Y-2");
      // The round goes on to the Spanish datasheet and both catalogs: every document of a
      // generation is stored before the next is published or the renders are counted.
      await server.documents!.settled();
      await publishContent(server.database.db, "product", "drum-screen", rename("Z-3"));
      const third = await storedWith(server, "datasheet", "drum-screen", "en", "Drum Screen Z-3");
      await server.documents!.settled();
      const rows = await rowsOf(server.database.db, "datasheet", "drum-screen", "en");
      expect(rows.map((row) => row.file)).toEqual([second, third]);
      expect((await server.get(`/documents/${first[0]!.file}`)).status).toBe(404);

      // Back to the second version's name: its stored document is the newest again, unrendered.
      const renders = log.entries().filter((entry) => entry.msg === "document rendered").length;
      await publishContent(server.database.db, "product", "drum-screen", rename("Y-2"));
      await waitFor("the second generation to be the newest again", async () => {
        const now = await rowsOf(server.database.db, "datasheet", "drum-screen", "en");
        return now.at(-1)?.file === second;
      });
      await waitFor("the product catalog naming Y-2 again", async () => {
        const now = await rowsOf(server.database.db, "catalog", "product-catalog", "en");
        const res = await server.get(`/documents/${now.at(-1)!.file}`);
        return (await pdfText(await res.arrayBuffer())).includes("Drum Screen Y-2");
      });
      await server.documents!.settled();
      expect(log.entries().filter((entry) => entry.msg === "document rendered").length).toBe(renders);
    },
    RENDER_TIMEOUT_MS * 4,
  );

  it(
    "a document that cannot be rendered is logged and tried again later; the site keeps answering",
    async () => {
      const failures = () =>
        log
          .entries()
          .filter(
            (entry) =>
              entry.msg === "rendering a document failed; will try again later" && entry.id === "drum-screen",
          ).length;
      await publishContent(server.database.db, "product", "drum-screen", (data) => {
        data.page!.mainImage.src = "products/no-such-image";
      });
      await waitFor("two failed attempts", async () => failures() >= 4, 30_000);
      expect((await server.get("/drum-screen")).status).toBe(200);
      expect((await server.get("/catalogs")).status).toBe(200);
      // The pages still link the documents stored before.
      const html = await (await server.get("/drum-screen")).text();
      const linked = linkIn(html, "drum-screen-datasheet-en");
      expect(linked).toBeDefined();
      expect((await server.get(`/documents/${linked}`)).status).toBe(200);

      // Fixed: rendered.
      await publishContent(server.database.db, "product", "drum-screen", (data) => {
        data.page!.mainImage.src = "products/drum-screen/detail";
        data.name = { en: "Drum Screen Fixed", es: "Tamiz de tambor Fixed" };
      });
      await storedWith(server, "datasheet", "drum-screen", "en", "Drum Screen Fixed");
      // No claim is left once the round is over.
      await server.documents!.settled();
      expect(await server.database.db.$count(siteDocumentRenders)).toBe(0);
    },
    RENDER_TIMEOUT_MS * 2,
  );
});

describe.skipIf(engine !== "postgres")("two instances on one PostgreSQL", () => {
  let first: TestServer;
  let second: TestServer;
  const logs = [collectLog(), collectLog()];
  beforeAll(async () => {
    first = await startTestServer({
      env: { LOG_LEVEL: "info" },
      logDestination: logs[0],
      documents: { render: true },
    });
    second = await startTestServer({
      databaseUrl: first.databaseUrl,
      documents: { render: true },
      env: { LOG_LEVEL: "info" },
      logDestination: logs[1],
    });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it(
    "render each document once, and both link it",
    async () => {
      await publishContent(first.database.db, "product", "drum-screen", rename("Twin"));
      const file = await storedWith(first, "datasheet", "drum-screen", "en", "Drum Screen Twin");
      await storedWith(first, "catalog", "product-catalog", "es", "Tamiz de tambor Twin");
      await storedWith(first, "datasheet", "drum-screen", "es", "Tamiz de tambor Twin");
      await storedWith(first, "catalog", "product-catalog", "en", "Drum Screen Twin");
      await Promise.all([first.documents!.settled(), second.documents!.settled()]);
      const rendered = logs
        .flatMap((log) => log.entries())
        .filter((entry) => entry.msg === "document rendered")
        .map((entry) => `${String(entry.kind)}:${String(entry.id)}:${String(entry.locale)}`);
      expect(rendered.sort()).toEqual(
        [
          "catalog:product-catalog:en",
          "catalog:product-catalog:es",
          "datasheet:drum-screen:en",
          "datasheet:drum-screen:es",
        ].sort(),
      );
      expect(await first.database.db.$count(siteDocuments)).toBe(4);
      await waitFor(
        "the second instance to link the new datasheet",
        async () => {
          const html = await (await second.get("/drum-screen")).text();
          return html.includes(`/documents/${file}`);
        },
        20_000,
      );
      expect((await second.get(`/documents/${file}`)).status).toBe(200);
    },
    RENDER_TIMEOUT_MS * 2,
  );
});
