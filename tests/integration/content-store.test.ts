import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openContentStore,
  readPublishedItems,
  seedContent,
  type ContentStore,
} from "~/.server/content/store";
import { openDatabase, type DatabaseHandle } from "~/.server/db/client";
import { createLogger } from "~/.server/logger";
import { contentItems, contentRevisions } from "~/.server/db/schema";
import { about } from "~/content/about";
import { catalogs } from "~/content/catalogs";
import { categories } from "~/content/categories";
import { certificateStandards, certificateTiles, certificatesIntro } from "~/content/certificates";
import { company } from "~/content/company";
import { contactPage } from "~/content/contact";
import { home } from "~/content/home";
import { productDetails } from "~/content/product-details";
import { products } from "~/content/products";
import { serviceDetails } from "~/content/service-details";
import { services } from "~/content/services";
import { seedItems } from "~/.server/content/seed-items";
import { engine, startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

let server: TestServer;
let store: ContentStore;
beforeAll(async () => {
  server = await startTestServer();
  store = await openContentStore(server.database);
});
afterAll(async () => {
  await store?.close();
  await server?.stop();
});

/** Publishes new fields for an item as the editor will: the old version superseded, in one transaction. */
async function publish(db: DatabaseHandle["db"], type: string, key: string, change: (data: never) => void) {
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(contentItems)
      .where(sql`type = ${type} and key = ${key}`);
    const [current] = await tx
      .select()
      .from(contentRevisions)
      .where(sql`item_id = ${item!.id} and state = 'published'`);
    const data = structuredClone(current!.data) as never;
    change(data);
    await tx
      .update(contentRevisions)
      .set({ state: "superseded" })
      .where(eq(contentRevisions.id, current!.id));
    await tx
      .insert(contentRevisions)
      .values({ itemId: item!.id, version: current!.version + 1, state: "published", data });
  });
}

describe(`the site's content in the database on ${engine}`, () => {
  it("is seeded on first start with today's content, each type in the site's order", async () => {
    // The site's pages' items (the demo references of a first embedded start are added on their own).
    const items = (await readPublishedItems(server.database.db)).filter((item) => item.type !== "project");
    const sortedSeed = [...seedItems()].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
    expect(items).toEqual(sortedSeed);
  });

  it("reads back exactly what app/content exports", async () => {
    const content = await store.current();
    expect(content.company).toEqual(company);
    expect(content.home).toEqual(home);
    expect(content.about).toEqual(about);
    expect(content.certificates).toEqual({
      intro: certificatesIntro,
      standards: certificateStandards,
      tiles: certificateTiles,
    });
    expect(content.catalogs).toEqual(catalogs);
    expect(content.contactPage).toEqual(contactPage);
    expect(content.services).toEqual(services);
    expect(content.serviceDetails).toEqual(serviceDetails);
    expect(content.categories).toEqual(categories);
    expect(content.products).toEqual(products);
    expect(content.productDetails).toEqual(productDetails);
  });

  it("seeds once: a second seed, or two at once, adds nothing", async () => {
    expect(await seedContent(server.database.db)).toBe(0);
    const [a, b] = await Promise.all([seedContent(server.database.db), seedContent(server.database.db)]);
    expect(a + b).toBe(0);
    const [{ n }] = (
      (await server.database.db.execute(
        // The site's pages' items (the demo news and references are seeded on their own).
        sql`select count(*)::int as n from content_revisions r join content_items i on i.id = r.item_id
            where i.type not in ('post', 'project')`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    expect(n).toBe(seedItems().length);
  });

  it("keeps the content in memory until a change, and shows a publish once it is notified", async () => {
    const first = await store.current();
    expect(await store.current()).toBe(first);
    // Known without asking the database (no change notified since it was read).
    expect(store.known()?.content).toBe(first);
    await publish(server.database.db, "company", "company", (data: { phone: { display: string } }) => {
      data.phone.display = "+1 (832) 555-0199";
    });
    // The embedded database notifies before the write's promise resolves; PostgreSQL a
    // moment after the commit, on the store's own connection.
    await expect.poll(async () => (await store.current()).company.phone.display).toBe("+1 (832) 555-0199");
    const after = await store.current();
    expect(after).not.toBe(first);
    expect(after.company.phone.display).toBe("+1 (832) 555-0199");
    expect(after.services).toEqual(first.services);
  });

  it("has the content in memory from the start: a page renders though the database went away at once", async () => {
    const other = await startTestServer({ env: { PAGE_CACHE: "off" } });
    try {
      await other.database.close();
      const response = await fetch(`${other.baseUrl}/about-us`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(about.headline.en);
      expect(html).toContain(company.phone.display);
    } finally {
      await other.stop();
    }
  });

  it("reads the counter at each call while its notifications are lost, and listens again", async () => {
    if (!server.databaseUrl) return; // the embedded database notifies in process
    await server.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`,
    );
    await expect.poll(() => store.known()).toBeUndefined();
    await publish(server.database.db, "company", "company", (data: { email: string }) => {
      data.email = "sales@akvaris-water.com";
    });
    // No notification can come: the next call has read the counter.
    expect((await store.current()).company.email).toBe("sales@akvaris-water.com");
    // Connected again (a second later): known without the database once more.
    await expect
      .poll(() => store.known()?.content.company.email, { timeout: deadline(10_000) })
      .toBe("sales@akvaris-water.com");
  });

  it("on a second instance of the same database, shows a publish once notified, and keeps it while the database is away", async () => {
    if (!server.databaseUrl) return; // the embedded database has one process only
    const other = await openDatabase({
      databaseUrl: server.databaseUrl,
      dataDir: "",
      logger: createLogger("silent"),
    });
    const otherStore = await openContentStore(other);
    try {
      expect((await otherStore.current()).products[0]!.name.en).toBe(products[0]!.name.en);
      await publish(server.database.db, "product", products[0]!.id, (data: { name: { en: string } }) => {
        data.name.en = "Renamed Screen";
      });
      await expect.poll(async () => (await otherStore.current()).products[0]!.name.en).toBe("Renamed Screen");
      // The database out of reach: the content last read, not an error.
      await other.close();
      expect((await otherStore.current()).products[0]!.name.en).toBe("Renamed Screen");
    } finally {
      await otherStore.close();
      await other.close();
    }
  });
});
