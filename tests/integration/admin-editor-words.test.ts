// The content editor in the editor's words, through the real server: the product editor's HTML
// offers the categories by their titles (in the editor's language), no image source or shape
// to pick, the media library's images by their alt text with the chosen one's thumbnail, and
// its fields in sections with headings (tabs once its script runs). The form is posted as a
// browser without script posts it, read from the page's own HTML: a category chosen by its
// title and a library image chosen for the product's main image are stored as the public
// page needs them (the slot the field's), and the page shows the image; a gallery's entry
// still moves. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { and, eq } from "drizzle-orm";
import { Window } from "happy-dom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentItem } from "~/.server/content/revisions";
import { seedItems } from "~/.server/content/seed-items";
import { contentItems, mediaImages } from "~/.server/db/schema";
import { startAdminWorld, type AdminWorld } from "../support/admin";
import { deadline } from "../support/deadline";
import { engine } from "../support/test-server";

let world: AdminWorld;

beforeAll(async () => {
  world = await startAdminWorld({ PAGE_CACHE: "off" });
}, deadline(60_000));
afterAll(async () => {
  await world?.stop();
});

const get = (path: string) =>
  fetch(new URL(path, world.server.baseUrl), { redirect: "manual", headers: { Cookie: world.admin.cookie } });
const post = (path: string, fields: [string, string][] | Record<string, string>) =>
  fetch(new URL(path, world.server.baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: world.admin.cookie },
    body: new URLSearchParams(fields).toString(),
  });

/** The editor form's fields as a browser without script posts them, read from the page's HTML. */
function formFields(html: string): Map<string, string> {
  const window = new Window();
  window.document.body.innerHTML = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)![1]!;
  const form = window.document.querySelector("form[data-content-form]");
  expect(form, "the editor's form").not.toBeNull();
  const fields = new Map<string, string>();
  for (const [name, value] of new window.FormData(form as never).entries())
    if (typeof value === "string") fields.set(name, value);
  return fields;
}

async function drumId() {
  const [row] = await world.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, "product"), eq(contentItems.key, "drum-screen")));
  return row!.id;
}

async function uploadImage(name: string) {
  const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2a7" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  const response = await fetch(new URL("/admin/media/upload", world.server.baseUrl), {
    method: "POST",
    headers: { Cookie: world.admin.cookie },
    body: form,
  });
  const { results } = (await response.json()) as { results: Array<{ ok: boolean; id: string }> };
  expect(results[0]!.ok).toBe(true);
  return (await world.db.select().from(mediaImages).where(eq(mediaImages.id, results[0]!.id)))[0]!;
}

const drum = seedItems().find((entry) => entry.key === "drum-screen")!.data as {
  slug: { en: string; es: string };
  page: { gallery: { title: { en: string } }[] };
};

describe(`the content editor's words (${engine})`, () => {
  it("offers categories by title, library images by their alt text, no image source or shape, and sections", async () => {
    const image = await uploadImage("words-riverside.jpg");
    await post(`/admin/media/${image.id}`, {
      intent: "save",
      altEn: "Drum screen at the Riverside plant",
      altEs: "Tamiz de tambor en la planta de Riverside",
    });
    const id = await drumId();
    const english = await (await get(`/admin/content/${id}`)).text();
    expect(english).toMatch(/<select[^>]*name="categoryId"[^>]*>[\s\S]*?>Screening Equipment<\/option>/);
    expect(english).not.toMatch(/<option value="screening-equipment"[^>]*>screening-equipment</);
    for (const words of ["Image shape", "Image source"]) expect(english).not.toContain(words);
    expect(english).not.toMatch(/<select[^>]*name="[^"]*\.(slot|src)"/);
    expect(english).toMatch(/<input type="hidden" name="page\.mainImage\.slot" value="gallery"/);
    // The library's image by its words; the field's current image as a thumbnail.
    expect(english).toContain(
      `<option value="${image.id}">Drum screen at the Riverside plant (words-riverside.jpg)</option>`,
    );
    expect(english).toMatch(
      /<img src="\/images\/products\/drum-screen\/[a-z0-9-]+-320\.webp"[^>]*data-media-artwork/,
    );
    // The gallery's entries folded to their titles, each with its thumbnail.
    for (const entry of drum.page.gallery)
      expect(english).toMatch(
        new RegExp(
          `<details[^>]*data-entry="page\\.gallery\\.\\d"[\\s\\S]*?<img[^>]*data-entry-thumb[\\s\\S]*?: (?:<!-- -->)?${entry.title.en}<`,
        ),
      );
    // Sections, readable without script: each with its heading.
    for (const heading of ["Content", "Images", "Specifications", "Search engines"])
      expect(english).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    expect(english).toContain("data-action-bar");
    expect(english).toContain("Published (version 1)");

    const spanish = await (await get(`/es/admin/contenido/${id}`)).text();
    expect(spanish).toMatch(/<select[^>]*name="categoryId"[^>]*>[\s\S]*?>Equipos de desbaste<\/option>/);
    expect(spanish).toContain(`>Tamiz de tambor en la planta de Riverside (words-riverside.jpg)</option>`);
    for (const heading of ["Contenido", "Imágenes", "Especificaciones", "Buscadores"])
      expect(spanish).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
  });

  it("stores a category chosen by title and a library image as the public page needs them", async () => {
    const image = await uploadImage("words-main.jpg");
    await post(`/admin/media/${image.id}`, {
      intent: "save",
      altEn: "Drum screen in its channel",
      altEs: "Tamiz de tambor en su canal",
    });
    const id = await drumId();
    const html = await (await get(`/admin/content/${id}`)).text();
    const category = /<option value="([a-z0-9-]+)"[^>]*>Screening Equipment<\/option>/.exec(html)![1]!;
    const fields = formFields(html);
    fields.set("categoryId", category);
    fields.set("page.mainImage.media", image.id);
    fields.set("page.mainImage.alt.en", "");
    fields.set("page.mainImage.alt.es", "");
    const published = await post(`/admin/content/${id}`, [...fields, ["intent", "publish"]]);
    expect(published.status, await published.clone().text()).toBe(302);

    const stored = (await readContentItem(world.db, id))!.published!.data as {
      categoryId: string;
      page: { mainImage: { media: string; slot: string; src: string } };
    };
    expect(stored.categoryId).toBe("screening-equipment");
    expect(stored.page.mainImage).toMatchObject({ media: image.id, slot: "gallery" });
    expect(stored.page.mainImage.src).toMatch(/^products\/drum-screen\//);
    const page = await (await fetch(new URL(`/${drum.slug.en}`, world.server.baseUrl))).text();
    expect(page).toContain(`/images/media/${image.id}-${image.hash}-gallery-`);
    expect(page).toContain('alt="Drum screen in its channel"');
  });

  it("moves a gallery's entry with the form's own fields, nothing saved", async () => {
    const id = await drumId();
    const html = await (await get(`/admin/content/${id}`)).text();
    expect(html).toContain('value="list:down:page.gallery.0"');
    const titles = drum.page.gallery.map((entry) => entry.title.en);
    const moved = await post(`/admin/content/${id}`, [
      ...formFields(html),
      ["intent", "list:down:page.gallery.0"],
    ]);
    expect(moved.status).toBe(200);
    const after = formFields(await moved.text());
    expect([0, 1, 2].map((index) => after.get(`page.gallery.${index}.title.en`))).toEqual([
      titles[1],
      titles[0],
      titles[2],
    ]);
    expect(after.get("page.gallery.1.slot")).toBe("gallery");
  });
});
