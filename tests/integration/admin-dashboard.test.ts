// The dashboard's "Needs attention" through the real server, read as HTML: an editor's counts
// follow a draft, a schedule, a text missing Spanish, a Spanish text left stale and an image
// without alt text; the sales team's follow new and overdue requests; each role sees only its
// own counts, above the cards, and each count links to its filtered list in the page's
// language; the administrator's Quick Actions add the newer tools to the cards'. (The cards
// themselves, for each role: tests/integration/admin-access.test.ts.) On PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishContent, readContentItem, saveDraft, scheduleContent } from "~/.server/content/revisions";
import { contentItems } from "~/.server/db/schema";
import { storeLibraryImage } from "~/.server/media/library";
import { isRouted, pagePath, type PageId } from "~/.server/pages";
import { getPage, seedMessage, startAdminWorld, type AdminWorld } from "../support/admin";
import { signedInCookie, verifiedAccount } from "../support/auth";
import { deadline } from "../support/deadline";
import { engine } from "../support/test-server";

let world: AdminWorld;
let editor: string;
let sales: string;

/** A verified account holding one role, signed in. */
async function withRole(role: "editor" | "sales") {
  const account = await verifiedAccount(world.server.baseUrl, world.smtp, role);
  await world.db.execute(
    sql`insert into user_roles (user_id, role) select id, ${role} from users where email = ${account.email}`,
  );
  return signedInCookie(world.server.baseUrl, account.email, account.password);
}

beforeAll(async () => {
  world = await startAdminWorld();
  editor = await withRole("editor");
  sales = await withRole("sales");
}, deadline(120_000));
afterAll(async () => {
  await world?.stop();
});

const ACTOR = { id: null, email: "dashboard-test" };

interface Tile {
  count: number;
  href: string;
  text: string;
  /** A <time>'s machine-readable value, where the tile has one. */
  time?: string;
}

/** The dashboard's counts as its HTML shows them, by their id. */
async function dashboard(cookie: string, locale: "en" | "es" = "en") {
  const response = await getPage(world.server.baseUrl, pagePath("admin-dashboard", locale), cookie);
  expect(response.status).toBe(200);
  const html = await response.text();
  const tiles: Record<string, Tile> = {};
  for (const match of html.matchAll(/<li data-attention="(\w+)" data-count="(\d+)"[^>]*>([\s\S]*?)<\/li>/g)) {
    tiles[match[1]!] = {
      count: Number(match[2]),
      href: /href="([^"]+)"/.exec(match[3]!)![1]!.replace(/&amp;/g, "&"),
      text: match[3]!
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
      time: /<time[^>]*datetime="([^"]+)"/i.exec(match[3]!)?.[1],
    };
  }
  const shortcuts = [...html.matchAll(/<li data-quick-action="(\w+)"><a[^>]*href="([^"]+)"/g)].map(
    (match) => [match[1]!, match[2]!] as const,
  );
  const cards = [...html.matchAll(/<li data-card="(\w+)"/g)].map((match) => match[1]!);
  return { html, tiles, shortcuts: Object.fromEntries(shortcuts), cards };
}

const counts = (tiles: Record<string, Tile>) =>
  Object.fromEntries(Object.entries(tiles).map(([id, tile]) => [id, tile.count]));

/** Some of the site's products, in a fixed order. */
async function products(howMany: number) {
  const rows = await world.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.type, "product"))
    .orderBy(asc(contentItems.key))
    .limit(howMany);
  return Promise.all(rows.map(async (row) => (await readContentItem(world.db, row.id))!));
}

type Product = Awaited<ReturnType<typeof products>>[number];
type Named = { name: { en: string; es: string } };

/** An item's published fields, changed. */
function changed(item: Product, change: (data: Named) => void) {
  const data = structuredClone(item.published!.data) as Named;
  change(data);
  return { itemId: item.id, startedFrom: item.latest.version, data };
}

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe(`the dashboard's "Needs attention" (${engine})`, () => {
  it("counts an editor's draft, schedule, missing and stale Spanish and image without alt text", async () => {
    const before = await dashboard(editor);
    expect(Object.keys(before.tiles)).toEqual([
      "drafts",
      "scheduled",
      "missingSpanish",
      "staleSpanish",
      "imagesWithoutAlt",
    ]);

    const [drafted, scheduled, untranslated, stale] = await products(4);
    // A draft (of the fields as published), a publication tomorrow, a name published without
    // its Spanish, and an English name changed after its Spanish.
    expect(
      (
        await saveDraft(
          world.db,
          ACTOR,
          changed(drafted!, () => {}),
        )
      ).ok,
    ).toBe(true);
    const at = new Date(Date.now() + 60 * 60_000);
    const renamed = "Scheduled drum screen for the dashboard";
    expect(
      (
        await scheduleContent(world.db, ACTOR, {
          ...changed(scheduled!, (data) => (data.name.en = renamed)),
          at,
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await publishContent(
          world.db,
          ACTOR,
          changed(untranslated!, (data) => (data.name.es = "")),
        )
      ).ok,
    ).toBe(true);
    expect(
      (
        await publishContent(
          world.db,
          ACTOR,
          changed(stale!, (data) => (data.name.en += " (2026)")),
        )
      ).ok,
    ).toBe(true);
    const stored = await storeLibraryImage(world.db, ACTOR, { name: "no-alt.png", bytes: await picture() });
    expect(stored.ok).toBe(true);

    const after = await dashboard(editor);
    const was = counts(before.tiles);
    expect(counts(after.tiles)).toEqual({
      drafts: was.drafts! + 1,
      // The schedule's version is a change of the name's English too: stale until translated.
      scheduled: was.scheduled! + 1,
      missingSpanish: was.missingSpanish! + 1,
      staleSpanish: was.staleSpanish! + 2,
      imagesWithoutAlt: was.imagesWithoutAlt! + 1,
    });
    // The soonest schedule (nothing else is due within the hour) is named, with its time.
    expect(after.tiles.scheduled!.text).toContain(`Next: ${renamed}`);
    expect(after.tiles.scheduled!.time).toBe(at.toISOString());

    // An image given its alt text in both languages leaves the count.
    await world.db.execute(
      sql`update media_images set alt_en = 'A blue test card', alt_es = 'Una tarjeta azul' where id = ${stored.ok ? stored.id : ""}`,
    );
    expect((await dashboard(editor)).tiles.imagesWithoutAlt!.count).toBe(was.imagesWithoutAlt);
  });

  it("reads a count of zero as done, and links each count to its filtered list in the page's language", async () => {
    // Every image described: nothing waiting.
    await world.db.execute(sql`update media_images set alt_en = 'An image', alt_es = 'Una imagen'`);
    for (const locale of ["en", "es"] as const) {
      const { tiles } = await dashboard(world.admin.cookie, locale);
      expect(tiles.imagesWithoutAlt!.count).toBe(0);
      expect(tiles.imagesWithoutAlt!.text).toContain(locale === "en" ? "Nothing waiting" : "Nada pendiente");
      const list = (id: Parameters<typeof pagePath>[0], query: string) => `${pagePath(id, locale)}?${query}`;
      expect(Object.fromEntries(Object.entries(tiles).map(([id, tile]) => [id, tile.href]))).toEqual({
        drafts: list("admin-content", "state=draft"),
        scheduled: list("admin-content", "state=scheduled"),
        missingSpanish: list("admin-content", "state=missing-es"),
        staleSpanish: list("admin-content", "state=stale-es"),
        imagesWithoutAlt: list("admin-media", "missing=1"),
        newRequests: list("admin-messages", "status=new"),
        overdueRequests: list("admin-messages", "overdue=1"),
      });
    }
    expect((await dashboard(world.admin.cookie, "es")).tiles.drafts!.href).toBe(
      "/es/admin/contenido?state=draft",
    );
  });

  it("counts new and overdue requests for the sales team, and shows no content counts to it", async () => {
    const before = await dashboard(sales);
    expect(Object.keys(before.tiles)).toEqual(["newRequests", "overdueRequests"]);
    // One arrived just now; one has waited two weeks, past any reminder's working hours.
    await seedMessage(world.db, { email: "fresh@example.com" });
    await seedMessage(world.db, { email: "waiting@example.com", minutesAgo: 14 * 24 * 60 });
    // Spam is neither.
    await seedMessage(world.db, { email: "spam@example.com", isSpam: true, minutesAgo: 14 * 24 * 60 });
    const after = await dashboard(sales);
    expect(counts(after.tiles)).toEqual({
      newRequests: before.tiles.newRequests!.count + 2,
      overdueRequests: before.tiles.overdueRequests!.count + 1,
    });
    // Each count is its list's: the list it links to says as many.
    for (const id of ["newRequests", "overdueRequests"] as const) {
      const list = await (await getPage(world.server.baseUrl, after.tiles[id]!.href, sales)).text();
      const total = after.tiles[id]!.count;
      expect(list).toContain(`of ${total}`);
    }
    // Below the counts, the cards; no Quick Actions (an administrator's).
    expect(after.html.indexOf('data-attention="overdueRequests"')).toBeLessThan(
      after.html.indexOf('data-card="contact"'),
    );
    expect(after.shortcuts).toEqual({});
    expect(after.html).not.toContain("state=draft");
  });

  it("shows an editor no request counts, and an account without a role no counts at all", async () => {
    const { tiles, shortcuts, html } = await dashboard(editor);
    expect(tiles.newRequests).toBeUndefined();
    expect(tiles.overdueRequests).toBeUndefined();
    expect(html).not.toContain(pagePath("admin-messages", "en"));
    expect(shortcuts).toEqual({});

    const member = await dashboard(world.member.cookie, "es");
    expect(member.tiles).toEqual({});
    expect(member.cards).toEqual(["contact", "media", "content", "users"]);
    expect(member.shortcuts).toEqual({});
    expect(member.html).toContain("Se requiere el rol de administrador:");
    expect(member.html).not.toContain("data-attention");
  });

  it("gives an administrator the counts first, then the cards and Quick Actions with the newer tools", async () => {
    for (const locale of ["en", "es"] as const) {
      const { html, tiles, cards, shortcuts } = await dashboard(world.admin.cookie, locale);
      expect(Object.keys(tiles)).toHaveLength(7);
      expect(cards).toEqual(["contact", "media", "content", "users"]);
      expect(html.indexOf("data-attention")).toBeLessThan(html.indexOf("data-card"));
      expect(html).toContain(locale === "en" ? "Quick Actions" : "Acciones rápidas");
      const address = (id: PageId, query?: string) => `${pagePath(id, locale)}${query ? `?${query}` : ""}`;
      expect(shortcuts).toEqual({
        contact: address("admin-messages"),
        media: address("admin-posts"),
        content: address("admin-content"),
        users: address("admin-users"),
        audit: address("admin-audit"),
        newPost: address("admin-post-new"),
        addProduct: address("admin-content", "type=product"),
        mediaLibrary: address("admin-media"),
        translations: address("admin-content-translations"),
        // The releases' page once the page table has it.
        ...(isRouted("admin-releases" as PageId) ? { releases: address("admin-releases" as PageId) } : {}),
      });
    }
  });
});
