// Library images in the content's slots, through the real server and the content editor's
// form as a browser without script posts it: publishing a page whose library image has no alt
// text (and is not decorative) is refused beside the field, nothing published; once it has
// words, the public pages show the image's renditions for the slot with the library's alt
// text, its placeholder, and the page's own words first; a change of the library's words or
// file shows on the page; the slot's files are made in the background after the publish; a
// used image cannot be deleted; a gallery's entry moves where it is dropped; a product's datasheet
// (rendered in the background) draws its library photo. On PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { and, desc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishDueSchedules, readContentItem, scheduleContent } from "~/.server/content/revisions";
import { checkImportImages } from "~/.server/content/transfer";
import { seedItems } from "~/.server/content/seed-items";
import {
  contentItems,
  contentRevisions,
  mediaImages,
  mediaImageVariants,
  siteDocuments,
} from "~/.server/db/schema";
import { contentFormSpec, imageSourcesOf } from "~/features/content/content-form-spec.server";
import { formEntries } from "~/features/content/content-form";
import type { ContentItem, ContentType } from "~/lib/content/schemas";
import { accountServerEnv, STRONG_PASSWORD, signUp, signedInCookie, verificationLink } from "../support/auth";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { engine, startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

const ADMIN = "media-slots-admin@example.com";
let smtp: SmtpSink;
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({
    env: accountServerEnv(smtp, { ADMIN_EMAILS: ADMIN, PAGE_CACHE: "off" }),
    // A product's datasheet is drawn again with its library photo.
    documents: { render: true },
  });
  expect((await signUp(server.baseUrl, ADMIN, STRONG_PASSWORD)).status).toBe(200);
  await fetch(await verificationLink(smtp, ADMIN, server.baseUrl), { redirect: "manual" });
  cookie = await signedInCookie(server.baseUrl, ADMIN, STRONG_PASSWORD);
}, deadline(60_000));
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const db = () => server.database.db;
const anonymous = (path: string) => fetch(new URL(path, server.baseUrl), { redirect: "manual" });
const post = (path: string, fields: [string, string][] | Record<string, string>) =>
  fetch(new URL(path, server.baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  });

/** A JPEG's start of image marker, as a PDF embeds one (DCTDecode). */
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

async function uploadImage(name: string, background = { r: 40, g: 140, b: 90 }, width = 1600) {
  const bytes = await sharp({
    create: { width, height: (width * 3) / 4, channels: 3, background },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  const response = await fetch(new URL("/admin/media/upload", server.baseUrl), {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
  const { results } = (await response.json()) as { results: Array<{ ok: boolean; id: string }> };
  expect(results[0]!.ok).toBe(true);
  return (await db().select().from(mediaImages).where(eq(mediaImages.id, results[0]!.id)))[0]!;
}

async function item(type: ContentType, key: string) {
  const [row] = await db()
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  return (await readContentItem(db(), row!.id))!;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = Record<string, any>;

/** The editor's form of an item as the page posts it, with `change` applied. */
async function form(type: ContentType, key: string, change: (data: Fields) => void) {
  const current = await item(type, key);
  const data = structuredClone((current.pending ?? current.published)!.data) as Fields;
  change(data);
  const spec = contentFormSpec(type, imageSourcesOf(seedItems().map((entry) => entry.data)));
  return {
    id: current.id,
    fields: (intent: string): [string, string][] => [
      ["version", String(current.latest.version)],
      ["intent", intent],
      ...formEntries(spec, data),
    ],
  };
}

const publishedVersions = async (itemId: string) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.itemId, itemId), eq(contentRevisions.state, "published")))
  )[0]!.n;

const drum = seedItems().find((entry) => entry.key === "drum-screen")!.data as {
  slug: { en: string; es: string };
};

/** Asks again until `check` holds (a change reaches the content store a moment after its commit). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

const page = (locale: "en" | "es") =>
  anonymous(locale === "en" ? `/${drum.slug.en}` : `/es/${drum.slug.es}`).then((r) => r.text());

describe(`library images in the content's slots (${engine})`, () => {
  it("refuses to publish a page whose library image has no alt text, and shows its renditions once it has", async () => {
    const image = await uploadImage(`drum-photo-${Date.now()}.jpg`);
    const editor = await form("product", "drum-screen", (data) => {
      data.page.mainImage.media = image.id;
      data.page.mainImage.alt = { en: "", es: "" };
    });
    const before = await publishedVersions(editor.id);
    const refused = await post(`/admin/content/${editor.id}`, editor.fields("publish"));
    expect(refused.status).toBe(400);
    const body = await refused.text();
    expect(body).toContain("This image has no alt text in English: write it here, or in the media library");
    expect(body).toContain("This image has no alt text in Spanish");
    expect(await publishedVersions(editor.id)).toBe(before);
    expect(await page("en")).not.toContain(`/images/media/${image.id}`);
    // A draft may wait for its words.
    expect((await post(`/admin/content/${editor.id}`, editor.fields("save"))).status).toBe(302);

    // Words in the library (English only): Spanish is still refused, in the editor's language.
    await post(`/admin/media/${image.id}`, { intent: "save", altEn: "Drum screen at the Riverside plant" });
    const spanish = await post(
      `/es/admin/contenido/${editor.id}`,
      (
        await form("product", "drum-screen", (data) => {
          data.page.mainImage.media = image.id;
          data.page.mainImage.alt = { en: "", es: "" };
        })
      ).fields("publish"),
    );
    expect(spanish.status).toBe(400);
    expect(await spanish.text()).toContain("Esta imagen no tiene texto alternativo en español");

    await post(`/admin/media/${image.id}`, {
      intent: "save",
      altEn: "Drum screen at the Riverside plant",
      altEs: "Tamiz de tambor en la planta de Riverside",
    });
    const published = await post(
      `/admin/content/${editor.id}`,
      (
        await form("product", "drum-screen", (data) => {
          data.page.mainImage.media = image.id;
          data.page.mainImage.alt = { en: "", es: "" };
        })
      ).fields("publish"),
    );
    expect(published.status).toBe(302);

    // The public pages: the slot's widths in AVIF and WebP, the slot's size, the library's words.
    const base = `/images/media/${image.id}-${image.hash}-gallery`;
    const english = await eventually(
      () => page("en"),
      (html) => html.includes(base),
    );
    expect(english).toContain(`${base}-480.avif 480w, ${base}-800.avif 800w, ${base}-1200.avif 1200w`);
    expect(english).toContain(`${base}-480.webp 480w`);
    expect(english).toMatch(
      new RegExp(
        `<img src="${base}-800\\.webp" width="1200" height="900" alt="Drum screen at the Riverside plant"`,
      ),
    );
    // Its placeholder, as a background while it loads.
    expect(english).toMatch(
      new RegExp(
        `<style nonce="[^"]+">img\\[src\\^="/images/media/${image.id}-${image.hash}-"\\]\\{background:#[0-9a-f]{6} url\\(data:image/webp;base64,`,
      ),
    );
    expect(await page("es")).toContain('alt="Tamiz de tambor en la planta de Riverside"');
    const file = await anonymous(`${base}-800.avif`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/avif");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({
      width: 800,
      height: 600,
    });
    // The slot's other files were made in the background after the publish: six in all.
    const made = await eventually(
      async () =>
        (
          await db()
            .select({ n: sql<number>`count(*)::int` })
            .from(mediaImageVariants)
            .where(and(eq(mediaImageVariants.imageId, image.id), eq(mediaImageVariants.size, "gallery")))
        )[0]!.n,
      (n) => n === 6,
      20_000,
    );
    expect(made).toBe(6);

    // The library's uses name the product, linking to its editor; deleting is refused.
    const refusal = await post(`/admin/media/${image.id}`, { intent: "delete" });
    expect(refusal.status).toBe(409);
    const listed = await refusal.text();
    expect(listed).toContain("Products: Drum Screen");
    expect(listed).toContain(`/admin/content/${editor.id}`);

    // The page's own words come first; the library's change and a new file follow on the page.
    await post(`/admin/media/${image.id}`, {
      intent: "save",
      altEn: "Renamed in the library",
      altEs: "Renombrada",
    });
    expect(
      await eventually(
        () => page("en"),
        (html) => html.includes('alt="Renamed in the library"'),
      ),
    ).toContain('alt="Renamed in the library"');
    const replacement = await sharp({ create: { width: 900, height: 600, channels: 3, background: "white" } })
      .png()
      .toBuffer();
    const replaceForm = new FormData();
    replaceForm.append("intent", "replace");
    replaceForm.append("file", new Blob([new Uint8Array(replacement)], { type: "image/png" }), "new.png");
    const replaced = await fetch(new URL(`/admin/media/${image.id}`, server.baseUrl), {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie },
      body: replaceForm,
    });
    expect(replaced.status).toBe(302);
    const newHash = (await db().select().from(mediaImages).where(eq(mediaImages.id, image.id)))[0]!.hash;
    const after = await eventually(
      () => page("en"),
      (html) => html.includes(`${image.id}-${newHash}-gallery`),
    );
    expect(after).toContain(`/images/media/${image.id}-${newHash}-gallery-800.webp`);
    expect(after).not.toContain(image.hash);
  });

  it("makes an image's renditions only for the sizes it is placed in, never larger than the image", async () => {
    const image = await uploadImage(`small-${Date.now()}.jpg`, { r: 200, g: 90, b: 30 }, 600);
    const file = (size: string, width: number, format = "webp") =>
      `/images/media/${image.id}-${image.hash}-${size}-${width}.${format}`;
    const widthOf = async (response: Response) =>
      (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
    // Placed nowhere: anyone asking for a slot's rendition gets nothing made.
    expect((await anonymous(file("gallery", 1200))).status).toBe(404);
    expect((await anonymous(file("hero", 1920, "avif"))).status).toBe(404);
    // The grid's thumbnails were made at upload, at most the image's width.
    expect(await widthOf(await anonymous(file("thumb", 640)))).toBe(600);

    // Placed in a draft (its preview shows it): the slot's renditions, none wider than 600 px.
    const editor = await form("product", "basket-screen", (data) => {
      data.page.mainImage.media = image.id;
      data.page.mainImage.alt = { en: "", es: "" };
    });
    expect((await post(`/admin/content/${editor.id}`, editor.fields("save"))).status).toBe(302);
    const large = await anonymous(file("gallery", 1200));
    expect(large.status).toBe(200);
    expect(await widthOf(large)).toBe(600);
    expect(await widthOf(await anonymous(file("gallery", 480)))).toBe(480);
    // Its other sizes still are not made.
    expect((await anonymous(file("hero", 1920))).status).toBe(404);
    const discard = await form("product", "basket-screen", () => {});
    expect((await post(`/admin/content/${editor.id}`, discard.fields("discard"))).status).toBe(302);
  });

  it("draws a product's library photo in its datasheet, in place of the placeholder artwork", async () => {
    const red = { r: 200, g: 30, b: 40 };
    const image = await uploadImage(`drum-datasheet-${Date.now()}.jpg`, red);
    await post(`/admin/media/${image.id}`, {
      intent: "save",
      altEn: "Drum screen in the datasheet",
      altEs: "Tamiz de tambor en la ficha técnica",
    });
    const editor = await form("product", "drum-screen", (data) => {
      data.page.mainImage.media = image.id;
      data.page.mainImage.alt = { en: "", es: "" };
    });
    expect((await post(`/admin/content/${editor.id}`, editor.fields("publish"))).status).toBe(302);

    // The datasheet shows the main image: once rendered again, it is the photo. Its images
    // are embedded as JPEG streams, read here straight from the file.
    const imageColours = async () => {
      const [row] = await db()
        .select({ file: siteDocuments.file })
        .from(siteDocuments)
        .where(
          and(
            eq(siteDocuments.kind, "datasheet"),
            eq(siteDocuments.itemId, "drum-screen"),
            eq(siteDocuments.locale, "en"),
          ),
        )
        .orderBy(desc(siteDocuments.createdAt))
        .limit(1);
      if (!row) return [];
      const response = await anonymous(`/documents/${row.file}`);
      if (response.status !== 200) return [];
      const pdf = Buffer.from(await response.arrayBuffer());
      const colours: number[][] = [];
      // Each image stream from its start marker to its "endstream"; the next one after it.
      for (let at = pdf.indexOf(JPEG_START), end = 0; at >= 0; at = pdf.indexOf(JPEG_START, end)) {
        end = pdf.indexOf("endstream", at);
        const { channels } = await sharp(pdf.subarray(at, end), { failOn: "none" }).stats();
        colours.push(channels.slice(0, 3).map((channel) => Math.round(channel.mean)));
      }
      return colours;
    };
    const isRed = ([r, g, b]: number[]) =>
      Math.abs(r! - red.r) < 20 && Math.abs(g! - red.g) < 20 && Math.abs(b! - red.b) < 20;
    const colours = await eventually(imageColours, (found) => found.some(isRed), 240_000);
    expect(colours.some(isRed)).toBe(true);
  }, deadline(300_000));

  it("moves a gallery's entry where it is dropped, nothing saved", async () => {
    const editor = await form("product", "drum-screen", () => {});
    const current = await item("product", "drum-screen");
    const gallery = ((current.pending ?? current.published)!.data as Fields).page.gallery as Fields[];
    expect(gallery.length).toBeGreaterThanOrEqual(3);
    const response = await post(`/admin/content/${editor.id}`, [
      ...editor.fields("list:move:page.gallery.0.2").filter(([name]) => name !== "intent"),
      ["intent", "list:move:page.gallery.0.2"],
    ]);
    expect(response.status).toBe(200);
    const html = await response.text();
    const titles = [0, 1, 2].map(
      (index) =>
        new RegExp(`name="page\\.gallery\\.${index}\\.title\\.en"[^>]*value="([^"]*)"`).exec(html)?.[1],
    );
    expect(titles).toEqual([gallery[1]!.title.en, gallery[2]!.title.en, gallery[0]!.title.en]);
  });

  it("keeps a published page's image from losing its alt text: the library, a content import and a due schedule refuse it", async () => {
    const other = seedItems().find(
      (entry) => entry.type === "product" && entry.key !== "drum-screen" && (entry.data as Fields).page,
    )!;
    const name = (other.data as Fields).name as { en: string; es: string };
    const image = await uploadImage(`kept-words-${Date.now()}.jpg`);
    await post(`/admin/media/${image.id}`, {
      intent: "save",
      altEn: "Clarifier at dawn",
      altEs: "Clarificador al amanecer",
    });
    const editor = await form("product", other.key, (data) => {
      data.page.mainImage.media = image.id;
      data.page.mainImage.alt = { en: "", es: "" };
    });
    expect((await post(`/admin/content/${editor.id}`, editor.fields("publish"))).status).toBe(302);

    // The library: emptying an alt text the published page relies on is refused, naming it.
    const refused = await post(`/admin/media/${image.id}`, {
      intent: "save",
      altEn: "",
      altEs: "Clarificador al amanecer",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      `Published or scheduled pages show this image with no alt text of their own: Products: ${name.en}.`,
    );
    const spanish = await post(`/es/admin/medios/${image.id}`, {
      intent: "save",
      altEn: "Clarifier at dawn",
      altEs: "",
    });
    expect(await spanish.text()).toContain(
      "Páginas publicadas o programadas muestran esta imagen sin texto alternativo propio",
    );
    const words = async () => (await db().select().from(mediaImages).where(eq(mediaImages.id, image.id)))[0]!;
    expect(await words()).toMatchObject({ altEn: "Clarifier at dawn", altEs: "Clarificador al amanecer" });
    // Marked decorative it may go wordless; given words again it is an ordinary image.
    expect((await post(`/admin/media/${image.id}`, { intent: "save", decorative: "on" })).status).toBe(302);
    expect(
      (
        await post(`/admin/media/${image.id}`, {
          intent: "save",
          altEn: "Clarifier at dawn",
          altEs: "Clarificador",
        })
      ).status,
    ).toBe(302);

    // A content import publishes at once, so it is held to the same rule.
    const bare = await uploadImage(`import-bare-${Date.now()}.jpg`);
    const withImage = (media: string) => {
      const data = structuredClone(other.data) as Fields;
      data.page.mainImage.media = media;
      data.page.mainImage.alt = { en: "", es: "Con palabras propias" };
      return { type: "product", key: other.key, data } as ContentItem;
    };
    expect(await checkImportImages(db(), [withImage(bare.id)])).toEqual([
      `product ${other.key}: page.mainImage.alt.en: the image has no alt text in English (write it here or in the media library, or mark the image decorative there)`,
    ]);
    expect(await checkImportImages(db(), [withImage("00000000-0000-4000-8000-000000000000")])).toEqual([
      `product ${other.key}: page.mainImage.media: no image with this id in the media library`,
    ]);
    expect(await checkImportImages(db(), [withImage(image.id)])).toEqual([]);

    // A schedule whose image lost its words after it was scheduled (here, by hand in the
    // database) is not published when due: it goes back to being a draft, with an audit row.
    const current = await item("product", other.key);
    const data = structuredClone(current.latest.data) as Fields;
    data.name.en = `${name.en} (scheduled)`;
    const at = new Date(Date.now() + 3_600_000);
    expect(
      await scheduleContent(
        db(),
        { id: null, email: "test" },
        {
          itemId: current.id,
          startedFrom: current.latest.version,
          data,
          at,
        },
      ),
    ).toMatchObject({ ok: true });
    await db().update(mediaImages).set({ altEs: "" }).where(eq(mediaImages.id, image.id));
    expect(await publishDueSchedules(db(), new Date(at.getTime() + 1_000))).toBe(0);
    const held = await item("product", other.key);
    expect(held.pending).toMatchObject({ state: "draft" });
    expect((held.published!.data as Fields).name.en).toBe(name.en);
    const audit = await db().execute(
      sql`select action, after from admin_audit_log where entity_id = ${current.id} and action = 'content.schedule_held'`,
    );
    const rows = (audit as unknown as { rows: { after: { fields: string[] } }[] }).rows;
    expect(rows.map((row) => row.after.fields)).toEqual([["page.mainImage.alt.es"]]);
  });
});
