import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishContent as publishAsEditor, readContentItem, saveDraft } from "~/.server/content/revisions";
import { exportTranslations } from "~/.server/content/translation";
import { contentItems, users } from "~/.server/db/schema";
import { contentFormSpec } from "~/features/content/content-form-spec.server";
import { contentFieldLabel } from "~/lib/content/field-labels";
import { missingTranslations } from "~/lib/content/schemas";
import { addContent, publishContent, publishedContent } from "../support/content";
import { engine, startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

// A publish reaches the public site with no build and no restart (ADR 023): the page that
// shows the change is rendered again in the background and served from the cache in the next
// response; the pages that do not show it stay as they were; a page added has its address at
// once; a changed slug answers the old address with a permanent redirect.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const cacheStatus = (res: Response) => res.headers.get("x-page-cache");

/** Asks for each page until the cache keeps it (a second answer is a hit). */
async function warm(paths: string[]): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  for (const path of paths) {
    await (await server.get(path)).text();
    const res = await server.get(path);
    await res.text();
    expect(cacheStatus(res), path).toBe("hit");
    etags.set(path, res.headers.get("etag")!);
  }
  return etags;
}

/** Waits until the pages a change touched have been rendered again (PostgreSQL: notified a moment after the commit). */
async function renderedAgain(before: number, atLeast = 1) {
  await expect
    .poll(() => server.pageCache!.stats().backgroundRenders, { timeout: deadline(10_000) })
    .toBeGreaterThanOrEqual(before + atLeast);
  await server.pageCache!.settled();
}

describe(`publishing content on ${engine}`, () => {
  it("shows a product's new text on its page in the next response, rendered before anyone asked; other pages stay cached", async () => {
    const untouched = ["/basket-screen", "/about-us", "/screening-equipment", "/es/tamiz-de-tambor-rotativo"];
    const before = await warm(["/drum-screen", ...untouched]);
    const renders = server.pageCache!.stats();

    await publishContent(server.database.db, "product", "drum-screen", (data) => {
      data.page!.paragraphs.en[0] = "A drum screen rebuilt for the new season, first paragraph edited.";
    });
    await renderedAgain(renders.backgroundRenders);

    const page = await server.get("/drum-screen");
    expect(page.status).toBe(200);
    // Rendered again in the background: this visitor did not wait for a render.
    expect(cacheStatus(page)).toBe("hit");
    expect(await page.text()).toContain("A drum screen rebuilt for the new season, first paragraph edited.");
    // Only the pages of that product were rendered again: the English one and the Spanish
    // one, which reads the same part and comes out the same (same entity tag).
    const after = server.pageCache!.stats();
    expect(after.backgroundRenders - renders.backgroundRenders).toBe(2);
    expect(after.renders).toBe(renders.renders);
    for (const path of untouched) {
      const res = await server.get(path);
      await res.text();
      expect(cacheStatus(res), path).toBe("hit");
      expect(res.headers.get("etag"), path).toBe(before.get(path));
    }
  });

  it("shows a renamed product in its category's listing, its own page and its neighbours' similar products", async () => {
    await warm(["/screening-equipment", "/grit-classifier", "/about-us"]);
    const renders = server.pageCache!.stats();
    await publishContent(server.database.db, "product", "drum-screen", (data) => {
      data.name.en = "Rotary Drum Screen Mk II";
    });
    await renderedAgain(renders.backgroundRenders, 3);
    for (const path of ["/screening-equipment", "/grit-classifier", "/drum-screen"]) {
      const res = await server.get(path);
      expect(cacheStatus(res), path).toBe("hit");
      expect(await res.text(), path).toContain("Rotary Drum Screen Mk II");
    }
    // The about page lists no product: kept as it was.
    const about = await server.get("/about-us");
    expect(cacheStatus(about)).toBe("hit");
    await about.text();
  });

  it("shows a field declared once in the schema (a product's lead time) on its page, in its editor and to the translator", async () => {
    const db = server.database.db;
    const actor = { id: "user-lead-time-editor", email: "lead-time-editor@example.com" };
    await db.insert(users).values({ ...actor, name: "Lead time editor" });
    const [row] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.type, "product"), eq(contentItems.key, "static-screen")));
    const withLeadTime = async (leadTime: unknown) => {
      const item = (await readContentItem(db, row!.id))!;
      const data = structuredClone(item.latest.data) as { page: Record<string, unknown> };
      data.page.leadTime = leadTime;
      return { itemId: row!.id, startedFrom: item.latest.version, data };
    };
    // The editor's form has it, with its label in both languages.
    const form = contentFormSpec("product", []);
    const page = form.kind === "group" ? form.fields.find((field) => field.name === "page") : undefined;
    const pageFields = page?.spec.kind === "group" ? page.spec.fields : [];
    expect(pageFields.find((field) => field.name === "leadTime")).toMatchObject({
      optional: true,
      spec: { kind: "localized", max: 120, long: false },
    });
    expect([contentFieldLabel("leadTime", "en"), contentFieldLabel("leadTime", "es")]).toEqual([
      "Typical lead time",
      "Plazo de entrega habitual",
    ]);
    // The schema's limit holds, and names the field.
    const refused = await publishAsEditor(db, actor, await withLeadTime({ en: "x".repeat(121), es: "" }));
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    expect(JSON.stringify(refused)).toContain("page.leadTime.en");

    const english = "10 to 12 weeks from approved drawings";
    expect(await publishAsEditor(db, actor, await withLeadTime({ en: english, es: "" }))).toMatchObject({
      ok: true,
    });
    // The Spanish is a text still to translate: counted, and offered to the translator.
    const pending = await exportTranslations(db, { scope: "pending", types: ["product"] });
    expect(pending.xml).toContain(english);
    expect(missingTranslations((await readContentItem(db, row!.id))!.latest.data)).toContain("page.leadTime");
    await expect
      .poll(async () => (await server.get("/static-screen")).text(), { timeout: deadline(10_000) })
      .toContain(english);
    // Without its Spanish, the Spanish page says nothing of it rather than show English.
    expect(await (await server.get("/es/reja-estatica-autolimpiante")).text()).not.toContain(
      "data-lead-time",
    );

    const spanish = "De 10 a 12 semanas desde la aprobación de los planos";
    expect(await publishAsEditor(db, actor, await withLeadTime({ en: english, es: spanish }))).toMatchObject({
      ok: true,
    });
    await expect
      .poll(async () => (await server.get("/es/reja-estatica-autolimpiante")).text(), {
        timeout: deadline(10_000),
      })
      .toContain(spanish);
  });

  it("gives a product added in the back office its page at once, in its category, the sitemap and search", async () => {
    const drum = await publishedContent(server.database.db, "product", "drum-screen");
    await warm(["/screening-equipment"]);
    await addContent(server.database.db, "product", "step-screen-x", {
      ...structuredClone(drum),
      slug: { en: "step-screen-x", es: "tamiz-escalonado-x" },
      name: { en: "Step Screen X", es: "Tamiz escalonado X" },
    });
    await expect
      .poll(async () => (await server.get("/step-screen-x")).status, { timeout: deadline(10_000) })
      .toBe(200);
    const page = await (await server.get("/step-screen-x")).text();
    expect(page).toMatch(/<h1[^>]*>Step Screen X<\/h1>/);
    const spanish = await server.get("/es/tamiz-escalonado-x");
    expect(spanish.status).toBe(200);
    expect(await spanish.text()).toMatch(/<h1[^>]*>Tamiz escalonado X<\/h1>/);
    expect(await (await server.get("/screening-equipment")).text()).toContain("Step Screen X");
    expect(await (await server.get("/sitemaps/pages.xml")).text()).toContain("/step-screen-x</loc>");
    const search = await (await server.get("/search?q=step%20screen%20x")).text();
    expect(search).toContain('href="/step-screen-x"');
  });

  it("answers a changed slug's old address with a permanent redirect, and links the new one everywhere", async () => {
    await warm(["/", "/odor-treatment"]);
    const renders = server.pageCache!.stats();
    await publishContent(server.database.db, "service", "odor-treatment", (data) => {
      data.slug.en = "odour-control";
    });
    // The menus of every page link the service: each page kept is rendered again.
    await renderedAgain(renders.backgroundRenders);
    const old = await server.get("/odor-treatment?utm_source=mail");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/odour-control?utm_source=mail");
    const moved = await server.get("/odour-control");
    expect(moved.status).toBe(200);
    expect(await moved.text()).toMatch(/<h1[^>]*>Odor Treatment<\/h1>/);
    const home = await server.get("/");
    expect(cacheStatus(home)).toBe("hit");
    const html = await home.text();
    expect(html).toContain('href="/odour-control"');
    expect(html).not.toContain('href="/odor-treatment"');
    // The Spanish address did not change.
    expect((await server.get("/es/tratamiento-de-olores")).status).toBe(200);
  });

  it("redirects only from slugs that were published, and never from a path the server keeps", async () => {
    const db = server.database.db;
    const actor = { id: "user-slug-editor", email: "slug-editor@example.com" };
    await db.insert(users).values({ ...actor, name: "Slug editor" });
    const [row] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.type, "product"), eq(contentItems.key, "grit-classifier")));
    const id = row!.id;
    const withSlug = async (en: string) => {
      const item = (await readContentItem(db, id))!;
      const data = structuredClone(item.latest.data) as { slug: { en: string } };
      data.slug.en = en;
      return { itemId: id, startedFrom: item.latest.version, data };
    };
    // A draft with an address of its own, never published: replaced by a publish.
    expect(await saveDraft(db, actor, await withSlug("grit-classifier-draft"))).toMatchObject({ ok: true });
    // Published under paths the server keeps (as the editor allowed before it refused them),
    // then under an address of its own.
    expect(await publishAsEditor(db, actor, await withSlug("readyz"))).toMatchObject({ ok: true });
    expect(await publishAsEditor(db, actor, await withSlug("healthz"))).toMatchObject({ ok: true });
    expect(await publishAsEditor(db, actor, await withSlug("grit-classifier-new"))).toMatchObject({
      ok: true,
    });
    await expect
      .poll(async () => (await server.get("/grit-classifier-new")).status, { timeout: deadline(10_000) })
      .toBe(200);

    // The published slugs before still lead to the page; the draft's never was an address.
    const old = await server.get("/grit-classifier");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/grit-classifier-new");
    expect((await server.get("/grit-classifier-draft")).status).toBe(404);
    // The health checks answer as themselves (the redirects are built from the whole history
    // at every load of the content, as at a start).
    for (const path of ["/healthz", "/readyz"]) {
      const res = await server.get(path);
      expect(res.status, path).toBe(200);
      expect(["ok", "ready"], path).toContain(((await res.json()) as { status: string }).status);
    }
  });

  it("takes an unpublished product page off the site: its address is not found", async () => {
    await publishContent(server.database.db, "product", "step-screen-x", (data) => {
      delete data.page;
    });
    await expect
      .poll(async () => (await server.get("/step-screen-x")).status, { timeout: deadline(10_000) })
      .toBe(404);
    expect(await (await server.get("/sitemaps/pages.xml")).text()).not.toContain("/step-screen-x</loc>");
  });
});

describe.runIf(engine === "postgres")("two instances on one PostgreSQL", () => {
  it("shows a publish on the other instance in its next response after the notification, with no request reading the database", async () => {
    const other = await startTestServer({ databaseUrl: server.databaseUrl });
    try {
      const get = (path: string) => other.get(path);
      await (await get("/basket-screen")).text();
      const kept = await get("/basket-screen");
      await kept.text();
      expect(cacheStatus(kept)).toBe("hit");
      const renders = other.pageCache!.stats().backgroundRenders;
      await publishContent(server.database.db, "product", "basket-screen", (data) => {
        data.page!.keyFacts.en.push("Edited on the first instance, shown by the second.");
      });
      await expect
        .poll(() => other.pageCache!.stats().backgroundRenders, { timeout: deadline(10_000) })
        .toBeGreaterThan(renders);
      await other.pageCache!.settled();
      const res = await get("/basket-screen");
      expect(cacheStatus(res)).toBe("hit");
      expect(await res.text()).toContain("Edited on the first instance, shown by the second.");
    } finally {
      await other.stop();
    }
  });
});
