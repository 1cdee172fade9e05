// The media library through the real server, its forms posted as a browser posts them: a
// batch upload stores each good file with its thumbnails and placeholder and refuses each bad
// one with a message naming it (the rest of the batch stored); a slot's renditions are made
// once when first asked for, around the focal point, and served with a year's immutable
// caching; an image in use cannot be deleted (its uses listed), an unused one can; replacing
// the file keeps the id and the uses with new addresses. Editors' and administrators' only.
// On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentItem, saveDraft } from "~/.server/content/revisions";
import { contentItems, mediaImages, mediaImageVariants, mediaPosts } from "~/.server/db/schema";
import { auditRows, getPage, postForm, startAdminWorld, type AdminWorld } from "../support/admin";
import { engine } from "../support/test-server";
import { FILE_CSP } from "../../server/security-headers";
import { deadline } from "../support/deadline";

let world: AdminWorld;
beforeAll(async () => {
  world = await startAdminWorld();
}, deadline(120_000));
afterAll(async () => {
  await world?.stop();
});

const get = (path: string, cookie?: string) => getPage(world.server.baseUrl, path, cookie);

/** Places the image in every slot of these sizes in a draft of the About page (as an editor's save would). */
async function placeInDraft(imageId: string, slots: string[]) {
  const [row] = await world.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, "about"), eq(contentItems.key, "about")));
  const item = (await readContentItem(world.db, row!.id))!;
  const data = structuredClone((item.pending ?? item.published)!.data) as unknown;
  const place = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(place);
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.src === "string" && slots.includes(String(record.slot))) record.media = imageId;
      Object.values(record).forEach(place);
    }
  };
  place(data);
  const saved = await saveDraft(
    world.db,
    { id: null, email: "media-test" },
    { itemId: row!.id, startedFrom: item.latest.version, data },
  );
  expect(saved.ok).toBe(true);
}

/** Posts files (and fields) as a multipart form. */
function upload(
  path: string,
  files: Array<[string, Uint8Array, string?]>,
  fields: Record<string, string> = {},
  fileField = "files",
  cookie: string | undefined = world.admin.cookie,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, bytes, type] of files)
    form.append(fileField, new Blob([new Uint8Array(bytes)], { type: type ?? "image/jpeg" }), name);
  return fetch(new URL(path, world.server.baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
    body: form,
  });
}

/** Creates a post as an editor does (`/admin/posts/new`: a draft, opened in the content editor); answers its id. */
async function newPost(title: string): Promise<string> {
  const made = await postForm(world.server.baseUrl, "/admin/posts/new", world.admin.cookie, {
    postType: "news",
    title,
  });
  expect(made.status).toBe(302);
  const id = /^\/admin\/content\/([0-9a-f-]{36})\?done=postCreated$/.exec(
    made.headers.get("location") ?? "",
  )?.[1];
  expect(id, made.headers.get("location") ?? "").toBeDefined();
  return id!;
}

/**
 * Sends a post's form in the content editor (multipart, as its page sends it), started from
 * its latest version, with `media` (a library image's id, or "") as its picture.
 */
async function editPost(id: string, intent: string, title: string, media: string) {
  const item = (await readContentItem(world.db, id))!;
  return upload(
    `/admin/content/${id}`,
    [],
    {
      version: String(item.latest.version),
      intent,
      postType: "news",
      "title.en": title,
      "title.es": "",
      "excerpt.en": "",
      "excerpt.es": "",
      "content.en": "<p>A few words.</p>",
      "content.es": "",
      media,
    },
    "pictureUpload",
  );
}

/** A photo-like test image: left half red, right half blue, with some noise so it compresses like a photo. */
async function picture(width: number, height: number, format: "jpeg" | "png" | "webp" | "avif" = "jpeg") {
  const half = Math.floor(width / 2);
  const base = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 40, b: 210 } },
  }).composite([
    {
      input: { create: { width: half, height, channels: 3, background: { r: 220, g: 30, b: 30 } } },
      left: 0,
      top: 0,
    },
  ]);
  const flat = await base.png().toBuffer();
  const out = sharp(flat);
  return format === "jpeg"
    ? out.jpeg({ quality: 85 }).toBuffer()
    : format === "png"
      ? out.png().toBuffer()
      : format === "webp"
        ? out.webp().toBuffer()
        : out.avif({ effort: 0 }).toBuffer();
}

const imageByName = async (fileName: string) =>
  (await world.db.select().from(mediaImages).where(eq(mediaImages.fileName, fileName)))[0];

const variantCount = async (id: string, size?: string) =>
  (
    await world.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mediaImageVariants)
      .where(
        size
          ? and(eq(mediaImageVariants.imageId, id), eq(mediaImageVariants.size, size))
          : eq(mediaImageVariants.imageId, id),
      )
  )[0]!.n;

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

/** The average colour of an image's pixels. */
async function meanColour(bytes: ArrayBuffer) {
  const { channels } = await sharp(Buffer.from(bytes)).stats();
  return { r: channels[0]!.mean, g: channels[1]!.mean, b: channels[2]!.mean };
}

describe(`media library (${engine})`, () => {
  it("is for editors and administrators only", async () => {
    expect((await get("/admin/media")).status).toBe(302);
    expect((await get("/admin/media", world.member.cookie)).status).toBe(403);
    const refused = await upload(
      "/admin/media/upload",
      [["a.jpg", await picture(64, 48)]],
      {},
      "files",
      world.member.cookie,
    );
    expect(refused.status).toBe(403);
    expect((await get("/admin/media", world.admin.cookie)).status).toBe(200);
    expect((await get("/es/admin/medios", world.admin.cookie)).status).toBe(200);
  });

  it("stores a batch of JPEG, PNG, WebP and AVIF files with thumbnails and a placeholder, from the form without script", async () => {
    const id = stamp();
    const names = [`plant-${id}.jpg`, `tank-${id}.png`, `pump-${id}.webp`, `screen-${id}.avif`];
    const response = await upload("/admin/media", [
      [names[0]!, await picture(1600, 1200, "jpeg")],
      [names[1]!, await picture(800, 600, "png"), "image/png"],
      [names[2]!, await picture(900, 900, "webp"), "image/webp"],
      [names[3]!, await picture(1000, 500, "avif"), "image/avif"],
    ]);
    expect(response.status).toBe(200);
    const page = await response.text();
    for (const name of names) expect(page).toContain(`${name}: uploaded.`);
    const jpeg = await imageByName(names[0]!);
    expect(jpeg).toMatchObject({
      width: 1600,
      height: 1200,
      contentType: "image/jpeg",
      decorative: false,
      altEn: "",
    });
    expect(jpeg!.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(jpeg!.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(jpeg!.bytes).toBeGreaterThan(1000);
    expect((await imageByName(names[3]!))!.contentType).toBe("image/avif");
    // At upload: the grid's thumbnails only (two widths, two formats); the slots' come later.
    expect(await variantCount(jpeg!.id)).toBe(4);
    const thumb = await get(`/media/images/${jpeg!.id}-${jpeg!.hash}-thumb-320.webp`);
    expect(thumb.status).toBe(200);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).height).toBe(240);
    // The upload is audited; the list shows it, flagged without alt text, and finds it by name.
    expect((await auditRows(world.db, jpeg!.id)).map((row) => row.action)).toEqual(["media.upload"]);
    const list = await (await get(`/admin/media?q=plant-${id}`, world.admin.cookie)).text();
    expect(list).toContain(names[0]);
    expect(list).not.toContain(names[1]);
    expect(list).toMatch(/data-missing-alt/);
  });

  it("refuses each bad file of a batch with a message naming it in the editor's language, and stores the rest", async () => {
    const id = stamp();
    const good = `good-${id}.jpg`;
    const alsoGood = `good-${id}.png`;
    const jpeg = await picture(400, 300);
    // A PNG of 8,000 × 8,000 pixels: a small file that would decode to 64 megapixels.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "black" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const response = await upload("/es/admin/medios/upload", [
      [`notes-${id}.jpg`, Buffer.from("just some words, not a picture")],
      [good, jpeg],
      [`cut-${id}.jpg`, jpeg.subarray(0, Math.floor(jpeg.length / 2))],
      [`bomb-${id}.png`, bomb, "image/png"],
      [`drawing-${id}.svg`, svg, "image/svg+xml"],
      [`page-${id}.jpg`, html],
      [alsoGood, await picture(300, 300, "png"), "image/png"],
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/json/);
    const { results } = (await response.json()) as {
      results: Array<{ name: string; ok: boolean; message: string }>;
    };
    const byName = new Map(results.map((result) => [result.name, result]));
    expect(results).toHaveLength(7);
    expect(byName.get(`notes-${id}.jpg`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(new RegExp(`^notes-${id}\\.jpg: no es una imagen`)),
    });
    expect(byName.get(`cut-${id}.jpg`)).toMatchObject({
      ok: false,
      message: expect.stringContaining("no se pudo leer la imagen"),
    });
    expect(byName.get(`bomb-${id}.png`)).toMatchObject({
      ok: false,
      message: expect.stringContaining("demasiados píxeles"),
    });
    expect(byName.get(`drawing-${id}.svg`)).toMatchObject({
      ok: false,
      message: expect.stringContaining("formato de imagen (SVG"),
    });
    expect(byName.get(`page-${id}.jpg`)).toMatchObject({
      ok: false,
      message: expect.stringContaining("no es una imagen"),
    });
    expect(byName.get(good)).toMatchObject({ ok: true, message: `${good}: subida.` });
    expect(byName.get(alsoGood)).toMatchObject({ ok: true });
    for (const refused of ["notes", "cut", "bomb", "drawing", "page"])
      expect(
        (
          await world.db
            .select()
            .from(mediaImages)
            .where(sql`${mediaImages.fileName} like ${`${refused}-${id}%`}`)
        ).length,
      ).toBe(0);
    expect(await imageByName(good)).toBeDefined();
    expect(await imageByName(alsoGood)).toBeDefined();
    // A file over 10 MB is refused by itself too.
    const big = await upload("/admin/media/upload", [
      [`huge-${id}.jpg`, new Uint8Array(10 * 1024 * 1024 + 1)],
      [`fine-${id}.jpg`, jpeg],
    ]);
    const bigResults = ((await big.json()) as { results: Array<{ ok: boolean; message: string }> }).results;
    expect(bigResults.map((result) => result.ok)).toEqual([false, true]);
    expect(bigResults[0]!.message).toBe(`huge-${id}.jpg: larger than 10 MB. Choose a smaller file.`);
  });

  it("makes a slot's renditions once when first asked for, cropped around the focal point, with a year's immutable caching", async () => {
    const name = `focal-${stamp()}.jpg`;
    await upload("/admin/media", [[name, await picture(1600, 900)]]);
    const image = (await imageByName(name))!;
    const hero = `/media/images/${image.id}-${image.hash}-portrait-400.webp`;
    // A size is made only where the image is placed: nowhere yet.
    expect((await get(hero)).status).toBe(404);
    await placeInDraft(image.id, ["portrait", "hero"]);
    const first = await get(hero);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = await first.arrayBuffer();
    expect(await sharp(Buffer.from(bytes)).metadata()).toMatchObject({ width: 400, height: 500 });
    // No focal point: the centre, half red and half blue.
    const centred = await meanColour(bytes);
    expect(Math.abs(centred.r - centred.b)).toBeLessThan(60);
    expect(await variantCount(image.id, "portrait")).toBe(1);
    // A file's security headers, not a page's: its own CSP, nosniff, CORP; no Referrer-Policy.
    expect(first.headers.get("content-security-policy")).toBe(FILE_CSP);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(first.headers.get("referrer-policy")).toBeNull();
    // Served again (from memory), the same bytes and the same headers.
    const again = await get(hero);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    const headerNames = (res: Response) =>
      [...res.headers.keys()].filter((header) => !["date", "keep-alive", "x-request-id"].includes(header));
    expect(headerNames(again).sort()).toEqual(headerNames(first).sort());
    expect(await variantCount(image.id, "portrait")).toBe(1);
    const avif = await get(`/media/images/${image.id}-${image.hash}-hero-640.avif`);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).toMatchObject({
      width: 640,
      height: 360,
    });
    // Widths a slot does not use, unknown sizes and wrong hashes are not made.
    expect((await get(`/media/images/${image.id}-${image.hash}-hero-700.webp`)).status).toBe(404);
    expect((await get(`/media/images/${image.id}-${image.hash}-poster-640.webp`)).status).toBe(404);
    expect((await get(`/media/images/${image.id}-0000000000000000-hero-640.webp`)).status).toBe(404);

    // A focal point at the left edge: the portrait crop keeps the red half; new addresses.
    const detail = `/admin/media/${image.id}`;
    const saved = await upload(detail, [], {
      intent: "save",
      altEn: "A red and blue panel",
      altEs: "Un panel rojo y azul",
      captionEn: "",
      captionEs: "",
      focalX: "0.1",
      focalY: "0.5",
    });
    expect(saved.status).toBe(302);
    const moved = (await imageByName(name))!;
    expect(moved).toMatchObject({ altEn: "A red and blue panel", altEs: "Un panel rojo y azul" });
    expect(moved.focalX).toBeCloseTo(0.1);
    expect(moved.hash).not.toBe(image.hash);
    // The old crop's address is gone once the instance has heard of the change (at once on
    // the embedded database, a moment later on PostgreSQL: its memory of files is emptied then).
    await expect.poll(async () => (await get(hero)).status, { timeout: deadline(10_000) }).toBe(404);
    const cropped = await meanColour(
      await (await get(`/media/images/${moved.id}-${moved.hash}-portrait-400.webp`)).arrayBuffer(),
    );
    expect(cropped.r).toBeGreaterThan(180);
    expect(cropped.b).toBeLessThan(80);
    // Thumbnails stay (the whole picture), under the new hash.
    expect((await get(`/media/images/${moved.id}-${moved.hash}-thumb-320.webp`)).status).toBe(200);
  });

  it("checks the detail form's fields and keeps what was typed", async () => {
    const name = `form-${stamp()}.jpg`;
    await upload("/admin/media", [[name, await picture(200, 150)]]);
    const image = (await imageByName(name))!;
    const answer = await upload(`/es/admin/medios/${image.id}`, [], {
      intent: "save",
      altEn: "Kept words",
      altEs: "x".repeat(301),
      focalX: "2",
      focalY: "",
    });
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain("Como máximo 300 caracteres.");
    expect(page).toContain("Un número de 0 a 1.");
    expect(page).toContain("Kept words");
    expect((await imageByName(name))!.altEn).toBe("");
    const half = await upload(`/admin/media/${image.id}`, [], { intent: "save", focalX: "0.5", focalY: "" });
    expect(await half.text()).toContain("Give both numbers, or neither.");
    const decorative = await upload(`/admin/media/${image.id}`, [], { intent: "save", decorative: "on" });
    expect(decorative.status).toBe(302);
    expect((await imageByName(name))!.decorative).toBe(true);
    expect(await (await get(`/admin/media?q=${name}`, world.admin.cookie)).text()).not.toMatch(
      /data-missing-alt/,
    );
  });

  it("refuses to delete an image in use, listing its uses; replacing its file keeps the id and the uses with new addresses", async () => {
    const name = `used-${stamp()}.jpg`;
    await upload("/admin/media", [[name, await picture(1200, 900)]]);
    const image = (await imageByName(name))!;
    const title = `Commissioning ${stamp()}`;
    // A post published with the image as its picture (through the content editor).
    const postId = await newPost(title);
    const published = await editPost(postId, "publish", title, image.id);
    expect(published.status).toBe(302);
    const [post] = await world.db.select().from(mediaPosts).where(eq(mediaPosts.id, postId));
    expect(post!.featuredImageUrl).toBe(`/media/images/${image.id}-${image.hash}-post-1600.webp`);
    const detail = `/admin/media/${image.id}`;
    const shown = await (await get(detail, world.admin.cookie)).text();
    expect(shown).toContain(`News posts: ${title}`);
    expect(shown).toContain(`/admin/content/${postId}`);

    const refused = await upload(detail, [], { intent: "delete" });
    expect(refused.status).toBe(409);
    const refusal = await refused.text();
    expect(refusal).toContain("This image is in use, so it was not deleted");
    expect(refusal).toContain(`News posts: ${title}`);
    expect(await imageByName(name)).toBeDefined();

    // Replace: the same row, a new hash, new thumbnails, the post pointed at the new address.
    const oldThumb = `/media/images/${image.id}-${image.hash}-thumb-320.webp`;
    expect((await get(oldThumb)).status).toBe(200);
    const replaced = await upload(
      detail,
      [[`new-${name}`, await picture(640, 480, "png"), "image/png"]],
      { intent: "replace" },
      "file",
    );
    expect(replaced.status).toBe(302);
    const after = (await world.db.select().from(mediaImages).where(eq(mediaImages.id, image.id)))[0]!;
    expect(after).toMatchObject({
      fileName: `new-${name}`,
      width: 640,
      height: 480,
      contentType: "image/png",
    });
    expect(after.hash).not.toBe(image.hash);
    await expect.poll(async () => (await get(oldThumb)).status, { timeout: deadline(10_000) }).toBe(404);
    expect((await get(`/media/images/${image.id}-${after.hash}-thumb-320.webp`)).status).toBe(200);
    const [postAfter] = await world.db.select().from(mediaPosts).where(eq(mediaPosts.id, post!.id));
    expect(postAfter!.featuredImageUrl).toBe(`/media/images/${image.id}-${after.hash}-post-1600.webp`);
    const served = await get(postAfter!.featuredImageUrl!);
    expect(served.status).toBe(200);
    // The post's widest size, from a 640 px picture: the picture's own width, not enlarged.
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      width: 640,
      height: 360,
    });
    expect(await (await get(detail, world.admin.cookie)).text()).toContain(`News posts: ${title}`);
    // A bad replacement changes nothing and says why.
    const bad = await upload(
      detail,
      [["oops.jpg", Buffer.from("not a picture")]],
      { intent: "replace" },
      "file",
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("oops.jpg: not an image");
    expect((await world.db.select().from(mediaImages).where(eq(mediaImages.id, image.id)))[0]!.hash).toBe(
      after.hash,
    );

    // Once nothing uses it (the post deleted from the posts' list), it is deleted with its renditions.
    const postDeleted = await postForm(world.server.baseUrl, "/admin/posts", world.admin.cookie, {
      intent: "delete",
      itemId: postId,
    });
    expect(postDeleted.status).toBe(302);
    const deleted = await upload(detail, [], { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/media?done=deleted");
    expect(await imageByName(`new-${name}`)).toBeUndefined();
    expect(await variantCount(image.id)).toBe(0);
    expect((await auditRows(world.db, image.id)).map((row) => row.action)).toEqual([
      "media.upload",
      "media.replace",
      "media.delete",
    ]);
  });

  it("gives a post a library image as its picture, and lists the post among the image's uses", async () => {
    const name = `featured-${stamp()}.jpg`;
    await upload("/admin/media", [[name, await picture(1600, 900)]]);
    const image = (await imageByName(name))!;
    const title = `From the library ${stamp()}`;
    // A size is made only where the image is placed: no post names it yet.
    const cardPath = `/media/images/${image.id}-${image.hash}-card-480.webp`;
    expect((await get(cardPath)).status).toBe(404);
    const postId = await newPost(title);
    // A draft naming the image: a use of it, and its sizes are made when first asked for,
    // like a slot's; the site still has no post.
    const saved = await editPost(postId, "save", title, image.id);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/content/${postId}?done=saved`);
    expect(await world.db.select().from(mediaPosts).where(eq(mediaPosts.id, postId))).toEqual([]);
    const card = await get(cardPath);
    expect(card.status).toBe(200);
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({
      width: 480,
      height: 360,
    });
    const uses = await (await get(`/admin/media/${image.id}`, world.admin.cookie)).text();
    expect(uses).toContain(`News posts: ${title}`);
    expect(uses).toContain(`/admin/content/${postId}`);
    // Published: the news pages show it as the post's picture.
    expect((await editPost(postId, "publish", title, image.id)).status).toBe(302);
    const [post] = await world.db.select().from(mediaPosts).where(eq(mediaPosts.id, postId));
    expect(post!.featuredImageUrl).toBe(`/media/images/${image.id}-${image.hash}-post-1600.webp`);
    expect(await (await get(`/media-center/post/${postId}`)).text()).toContain(
      `/media/images/${image.id}-${image.hash}-post-`,
    );
    // An id the library does not have is refused beside the field, the texts kept, nothing saved.
    const versions = (await readContentItem(world.db, postId))!.latest.version;
    const refused = await editPost(postId, "save", "Kept", "00000000-0000-4000-8000-000000000000");
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("This image is no longer in the media library: choose another.");
    expect(page).toContain('value="Kept"');
    expect((await readContentItem(world.db, postId))!.latest.version).toBe(versions);
  });
});
