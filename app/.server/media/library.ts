// The media library (ADR 028): images uploaded in batches, each with its words in both
// languages, a focal point, a thumbnail and a placeholder made at upload, and its renditions
// for each content slot made once, when first wanted; where each is used, replacing its file,
// deleting it when nothing uses it.
import { createHash } from "node:crypto";
import { and, count, desc, eq, inArray, like, ne, or, sql } from "drizzle-orm";
import sharp from "sharp";
import { recordAudit, type AuditActor } from "../audit";
import type { Database } from "../db/client";
import { containsPattern } from "../db/like-pattern";
import {
  contentItems,
  contentRevisions,
  mediaImageVariants,
  mediaImages,
  mediaPosts,
  users,
} from "../db/schema";
import { checkImage, MAX_IMAGE_PIXELS, readImageVariant, type ImageProblem } from "./images";
import {
  parseMediaFile,
  mediaHeight,
  mediaImageUrl,
  mediaSizeAspect,
  mediaSizeWidths,
  THUMB_WIDTHS,
  type MediaSize,
  type MediaVariantName,
} from "~/lib/media-url";
import type { LibraryImageInfo } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";
import type { MediaChoice } from "~/lib/media-choice";
import { UPLOAD_FORMATS, UPLOADED_IMAGES_PATH, type UploadFormat } from "~/lib/uploaded-image";

/** Who changes the library: a signed-in user, or a command with no account (`id` null). */
type Actor = AuditActor;

/** Where the crop of a slot stays: a point from 0 to 1 across and down, or the centre. */
export interface FocalPoint {
  x: number;
  y: number;
}

interface Source {
  bytes: Uint8Array;
  width: number;
  height: number;
  focal: FocalPoint | null;
}

/** The image's shape once turned upright (a camera's EXIF orientation). */
async function uprightSize(bytes: Uint8Array) {
  const metadata = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  return { width: upright.width, height: upright.height };
}

/**
 * The part of the upright image a size keeps: its shape, as large as fits, placed so that the
 * focal point is as near its middle as the edges allow (the centre without a focal point).
 */
export function cropFor(
  image: { width: number; height: number },
  aspect: readonly [number, number],
  focal: FocalPoint | null,
) {
  const point = focal ?? { x: 0.5, y: 0.5 };
  const ratio = aspect[0] / aspect[1];
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));
  if (image.width / image.height > ratio) {
    const width = Math.max(1, Math.min(image.width, Math.round(image.height * ratio)));
    return {
      left: clamp(point.x * image.width - width / 2, image.width - width),
      top: 0,
      width,
      height: image.height,
    };
  }
  const height = Math.max(1, Math.min(image.height, Math.round(image.width / ratio)));
  return {
    left: 0,
    top: clamp(point.y * image.height - height / 2, image.height - height),
    width: image.width,
    height,
  };
}

/** One rendition of a library image: cropped to the size's shape around the focal point. */
export async function encodeMediaVariant(
  source: Source,
  size: MediaSize,
  width: number,
  format: UploadFormat,
) {
  const height = mediaHeight(size, width, source);
  const aspect = mediaSizeAspect(size);
  let pipeline = sharp(source.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate();
  const crop = aspect ? cropFor(source, aspect, source.focal) : undefined;
  if (crop) pipeline = pipeline.extract(crop);
  // Never larger than the image: a width beyond it (an 800 px photo in a 1,920 px slot) is
  // the image at its own size, in the slot's shape, under the width's name.
  const scale = Math.min(1, (crop?.width ?? source.width) / width);
  pipeline = pipeline.resize(
    Math.max(1, Math.round(width * scale)),
    Math.max(1, Math.round(height * scale)),
    {
      fit: "fill",
    },
  );
  // The build's settings for content images (ADR 006).
  const bytes = await (
    format === "avif" ? pipeline.avif({ quality: 50, effort: 2 }) : pipeline.webp({ quality: 78, effort: 4 })
  ).toBuffer();
  return { size, width, height, format, bytes };
}

/** What an upload makes at once: the grid's thumbnails, the placeholder and the main colour. */
async function uploadRenditions(source: Source) {
  const variants = [];
  for (const width of THUMB_WIDTHS)
    for (const format of UPLOAD_FORMATS)
      variants.push(await encodeMediaVariant(source, "thumb", width, format));
  const tiny = await sharp(source.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .rotate()
    .resize(16, 16, { fit: "inside" })
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  const { dominant } = await sharp(tiny).stats();
  const hex = (value: number) => value.toString(16).padStart(2, "0");
  return {
    variants,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
  };
}

/** A file's name as shown: no folders, at most 200 characters. */
const cleanFileName = (name: string) =>
  name
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .slice(0, 200);

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

/** Checks a file and makes what an upload makes, or says why it cannot be stored. */
async function prepare(bytes: Uint8Array) {
  const checked = await checkImage(bytes);
  if ("problem" in checked) return checked;
  try {
    const upright = await uprightSize(bytes);
    const made = await uploadRenditions({ bytes, ...upright, focal: null });
    return { checked, upright, ...made };
  } catch {
    // A header that reads well over a body that does not (a truncated or damaged file).
    return { problem: "unreadable" as const };
  }
}

export type UploadOutcome = { ok: true; id: string } | { ok: false; problem: ImageProblem };

/** Stores one uploaded file in the library, with its audit row. */
export async function storeLibraryImage(
  db: Database,
  actor: Actor,
  file: { name: string; bytes: Uint8Array },
): Promise<UploadOutcome> {
  const prepared = await prepare(file.bytes);
  if ("problem" in prepared) return { ok: false, problem: prepared.problem };
  const fileName = cleanFileName(file.name);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mediaImages)
      .values({
        hash: hashOf(file.bytes),
        contentType: prepared.checked.contentType,
        width: prepared.upright.width,
        height: prepared.upright.height,
        original: Buffer.from(file.bytes),
        bytes: file.bytes.byteLength,
        uploadedBy: actor.id,
        fileName,
        placeholder: prepared.placeholder,
        color: prepared.color,
      })
      .returning({ id: mediaImages.id });
    await tx
      .insert(mediaImageVariants)
      .values(prepared.variants.map((variant) => ({ ...variant, imageId: row!.id })));
    await recordAudit(tx, actor, {
      action: "media.upload",
      entityType: "media",
      entityId: row!.id,
      after: { fileName, bytes: file.bytes.byteLength },
    });
    return row!.id;
  });
  return { ok: true, id };
}

/** The fields of a library image the list and the detail show (never the bytes). */
const summaryColumns = {
  id: mediaImages.id,
  hash: mediaImages.hash,
  fileName: mediaImages.fileName,
  contentType: mediaImages.contentType,
  width: mediaImages.width,
  height: mediaImages.height,
  bytes: mediaImages.bytes,
  altEn: mediaImages.altEn,
  altEs: mediaImages.altEs,
  captionEn: mediaImages.captionEn,
  captionEs: mediaImages.captionEs,
  decorative: mediaImages.decorative,
  focalX: mediaImages.focalX,
  focalY: mediaImages.focalY,
  placeholder: mediaImages.placeholder,
  color: mediaImages.color,
  createdAt: mediaImages.createdAt,
  updatedAt: mediaImages.updatedAt,
};

export type LibraryImage = Awaited<ReturnType<typeof findLibraryImage>> & object;

/** Whether an image lacks the alt text of a language (a decorative one needs none). */
export const missingAlt = (image: Pick<LibraryImage, "altEn" | "altEs" | "decorative">) =>
  !image.decorative && (!image.altEn.trim() || !image.altEs.trim());

export const LIBRARY_PAGE_SIZE = 60;

/** The library, newest first, searched by file name, alt text and caption (either language). */
/** The library's search: a text in the file name, alt texts or captions; images without alt text. */
function libraryConditions(options: { query?: string; missingAlt?: boolean }) {
  const term = options.query?.trim();
  const pattern = term ? containsPattern(term) : undefined;
  const conditions = [
    pattern
      ? or(
          ...[
            mediaImages.fileName,
            mediaImages.altEn,
            mediaImages.altEs,
            mediaImages.captionEn,
            mediaImages.captionEs,
          ].map((column) => like(sql`lower(${column})`, pattern)),
        )
      : undefined,
    options.missingAlt
      ? and(
          eq(mediaImages.decorative, false),
          or(eq(sql`trim(${mediaImages.altEn})`, ""), eq(sql`trim(${mediaImages.altEs})`, "")),
        )
      : undefined,
  ].filter(Boolean);
  return conditions.length ? and(...conditions) : undefined;
}

export async function listLibraryImages(
  db: Database,
  options: { query?: string; missingAlt?: boolean; limit?: number; offset?: number } = {},
) {
  return db
    .select({ ...summaryColumns, uploaderEmail: users.email, uploaderName: users.name })
    .from(mediaImages)
    .leftJoin(users, eq(users.id, mediaImages.uploadedBy))
    .where(libraryConditions(options))
    .orderBy(desc(mediaImages.createdAt), desc(mediaImages.id))
    .limit(options.limit ?? LIBRARY_PAGE_SIZE)
    .offset(options.offset ?? 0);
}

/** How many images the library's search finds, on every page. */
export async function countLibraryImages(
  db: Database,
  options: { query?: string; missingAlt?: boolean } = {},
) {
  const [row] = await db.select({ count: count() }).from(mediaImages).where(libraryConditions(options));
  return Number(row?.count ?? 0);
}

export async function findLibraryImage(db: Database, id: string) {
  const [row] = await db
    .select({ ...summaryColumns, uploaderEmail: users.email, uploaderName: users.name })
    .from(mediaImages)
    .leftJoin(users, eq(users.id, mediaImages.uploadedBy))
    .where(eq(mediaImages.id, id));
  return row;
}

/** A place that shows a library image: a content item (its published or pending versions; a post is one). */
export type ImageUse = {
  kind: "content";
  itemId: string;
  type: string;
  key: string;
  name?: { en: string; es: string };
};

/**
 * Where an image is used: the content items whose published version, draft or schedule names
 * it (`"media": "<id>"`), and the posts whose featured image it is. Superseded versions do
 * not count (the history keeps them; restoring one asks for the image again).
 */
export async function imageUses(
  db: Pick<Database, "select" | "selectDistinctOn">,
  id: string,
): Promise<ImageUse[]> {
  const items = await db
    .selectDistinctOn([contentItems.id], {
      itemId: contentItems.id,
      type: contentItems.type,
      key: contentItems.key,
      data: contentRevisions.data,
    })
    .from(contentRevisions)
    .innerJoin(contentItems, eq(contentItems.id, contentRevisions.itemId))
    .where(and(ne(contentRevisions.state, "superseded"), namesImage(id)))
    .orderBy(contentItems.id, desc(contentRevisions.version));
  return items.map(contentUse);
}

export interface ImageWords {
  altEn: string;
  altEs: string;
  captionEn: string;
  captionEs: string;
  decorative: boolean;
  focal: FocalPoint | null;
}

export const WORD_LIMITS = { alt: 300, caption: 1000 } as const;

export type ImageWordsOutcome =
  | { ok: true }
  | { ok: false; problem: "not-found" }
  | { ok: false; problem: "alt-needed"; languages: ("en" | "es")[]; uses: ImageUse[] };

/** What names an image in a revision's fields (`LIKE` on the JSON text). */
const namesImage = (id: string) => like(sql`${contentRevisions.data}::text`, `%"media": "${id}"%`);

/** A content item as a use of an image, named by its name or title when it has one. */
function contentUse(row: { itemId: string; type: string; key: string; data: unknown }): ImageUse {
  const named = row.data as { name?: { en: string; es: string }; title?: { en: string; es: string } };
  const name = named.name ?? named.title;
  return { kind: "content", itemId: row.itemId, type: row.type, key: row.key, ...(name?.en ? { name } : {}) };
}

/**
 * For each language asked about, the items whose published or scheduled version shows the
 * image without alt text of its own in it: emptying the library's alt text in that language
 * would leave those pages' image wordless (publishing asked for it; this keeps it so).
 */
async function usesNeedingAlt(
  tx: Pick<Database, "select">,
  id: string,
  languages: readonly ("en" | "es")[],
): Promise<Map<"en" | "es", ImageUse[]>> {
  const needing = new Map<"en" | "es", ImageUse[]>();
  if (languages.length === 0) return needing;
  const rows = await tx
    .select({
      itemId: contentItems.id,
      type: contentItems.type,
      key: contentItems.key,
      data: contentRevisions.data,
    })
    .from(contentRevisions)
    .innerJoin(contentItems, eq(contentItems.id, contentRevisions.itemId))
    .where(and(inArray(contentRevisions.state, ["published", "scheduled"]), namesImage(id)));
  for (const language of languages) {
    const found = new Map<string, ImageUse>();
    for (const row of rows)
      if (imagesIn(row.data).some((image) => image.media === id && !image.alt?.[language]?.trim()))
        found.set(row.itemId, contentUse(row));
    if (found.size > 0) needing.set(language, [...found.values()]);
  }
  return needing;
}

/**
 * Saves an image's words and focal point. A new focal point makes the slots' renditions again
 * (dropped here, made when next wanted); the thumbnails keep the whole image. Emptying an alt
 * text that a published or scheduled page relies on is refused with those pages, unless the
 * image becomes decorative.
 */
export async function updateLibraryImage(
  db: Database,
  actor: Actor,
  id: string,
  words: ImageWords,
): Promise<ImageWordsOutcome> {
  return db.transaction(async (tx): Promise<ImageWordsOutcome> => {
    const [before] = await tx
      .select(summaryColumns)
      .from(mediaImages)
      .where(eq(mediaImages.id, id))
      .for("update");
    if (!before) return { ok: false, problem: "not-found" };
    if (!words.decorative) {
      const emptied = (["en", "es"] as const).filter((language) => {
        const field = language === "en" ? "altEn" : "altEs";
        return !words[field].trim() && (before.decorative || before[field].trim() !== "");
      });
      const needing = await usesNeedingAlt(tx, id, emptied);
      if (needing.size > 0) {
        const uses = new Map<string, ImageUse>();
        for (const use of [...needing.values()].flat()) if (use.kind === "content") uses.set(use.itemId, use);
        return { ok: false, problem: "alt-needed", languages: [...needing.keys()], uses: [...uses.values()] };
      }
    }
    const focalChanged =
      (before.focalX ?? null) !== (words.focal?.x ?? null) ||
      (before.focalY ?? null) !== (words.focal?.y ?? null);
    await tx
      .update(mediaImages)
      .set({
        altEn: words.altEn,
        altEs: words.altEs,
        captionEn: words.captionEn,
        captionEs: words.captionEs,
        decorative: words.decorative,
        focalX: words.focal?.x ?? null,
        focalY: words.focal?.y ?? null,
        updatedAt: new Date(),
        // A new focal point gives the renditions new addresses, so no browser keeps the old crop.
        ...(focalChanged
          ? { hash: hashOf(Buffer.from(`${before.hash}:${words.focal?.x},${words.focal?.y}`)) }
          : {}),
      })
      .where(eq(mediaImages.id, id));
    if (focalChanged)
      await tx
        .delete(mediaImageVariants)
        .where(and(eq(mediaImageVariants.imageId, id), ne(mediaImageVariants.size, "thumb")));
    const pick = (row: typeof before | ImageWords) => ({
      altEn: row.altEn,
      altEs: row.altEs,
      captionEn: row.captionEn,
      captionEs: row.captionEs,
      decorative: row.decorative,
      focal: "focal" in row ? row.focal : row.focalX === null ? null : { x: row.focalX, y: row.focalY },
    });
    await recordAudit(tx, actor, {
      action: "media.update",
      entityType: "media",
      entityId: id,
      before: pick(before),
      after: pick(words),
    });
    if (focalChanged) await followNewHash(tx, id, before.hash);
    return { ok: true };
  });
}

/** Posts keep their picture's address: after a new hash, theirs is rewritten to it. */
async function followNewHash(tx: Pick<Database, "update" | "select">, id: string, oldHash: string) {
  const [row] = await tx.select({ hash: mediaImages.hash }).from(mediaImages).where(eq(mediaImages.id, id));
  await tx
    .update(mediaPosts)
    .set({
      featuredImageUrl: sql`replace(${mediaPosts.featuredImageUrl}, ${`/${id}-${oldHash}-`}, ${`/${id}-${row!.hash}-`})`,
    })
    .where(like(mediaPosts.featuredImageUrl, `${UPLOADED_IMAGES_PATH}/${id}-${oldHash}-%`));
}

/**
 * Replaces an image's file: the same id (so every use stays), a new hash (so every address is
 * new and no cache shows the old picture), new thumbnails, the slots' renditions made again
 * when next wanted, and the posts that show it pointed at the new addresses.
 */
export async function replaceLibraryImage(
  db: Database,
  actor: Actor,
  id: string,
  file: { name: string; bytes: Uint8Array },
): Promise<UploadOutcome | { ok: false; problem: "not-found" }> {
  const prepared = await prepare(file.bytes);
  if ("problem" in prepared) return { ok: false, problem: prepared.problem };
  const fileName = cleanFileName(file.name);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ hash: mediaImages.hash, fileName: mediaImages.fileName })
      .from(mediaImages)
      .where(eq(mediaImages.id, id))
      .for("update");
    if (!before) return { ok: false, problem: "not-found" } as const;
    let hash = hashOf(file.bytes);
    // The same file again still gets new addresses (its crop may differ from a cached one).
    if (hash === before.hash) hash = hashOf(Buffer.concat([Buffer.from(file.bytes), Buffer.from(id)]));
    await tx
      .update(mediaImages)
      .set({
        hash,
        contentType: prepared.checked.contentType,
        width: prepared.upright.width,
        height: prepared.upright.height,
        original: Buffer.from(file.bytes),
        bytes: file.bytes.byteLength,
        fileName,
        placeholder: prepared.placeholder,
        color: prepared.color,
        // The focal point was chosen on the other picture.
        focalX: null,
        focalY: null,
        updatedAt: new Date(),
      })
      .where(eq(mediaImages.id, id));
    await tx.delete(mediaImageVariants).where(eq(mediaImageVariants.imageId, id));
    await tx
      .insert(mediaImageVariants)
      .values(prepared.variants.map((variant) => ({ ...variant, imageId: id })));
    await followNewHash(tx, id, before.hash);
    await recordAudit(tx, actor, {
      action: "media.replace",
      entityType: "media",
      entityId: id,
      before: { fileName: before.fileName, hash: before.hash },
      after: { fileName, hash },
    });
    return { ok: true, id } as const;
  });
}

/** Deletes an unused image; one in use is kept, and its uses are returned. */
export async function deleteLibraryImage(
  db: Database,
  actor: Actor,
  id: string,
): Promise<{ ok: true } | { ok: false; uses: ImageUse[] } | { ok: false; notFound: true }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ fileName: mediaImages.fileName, hash: mediaImages.hash })
      .from(mediaImages)
      .where(eq(mediaImages.id, id))
      .for("update");
    if (!row) return { ok: false, notFound: true } as const;
    const uses = await imageUses(tx, id);
    if (uses.length > 0) return { ok: false, uses } as const;
    await tx.delete(mediaImages).where(eq(mediaImages.id, id));
    await recordAudit(tx, actor, { action: "media.delete", entityType: "media", entityId: id, before: row });
    return { ok: true } as const;
  });
}

/** Renditions being made in this process, so two requests for one share the work. */
const making = new Map<string, Promise<Buffer | undefined>>();

/**
 * A library rendition that is not stored yet (a slot's, first wanted): made from the original
 * once, stored for every instance (a race between instances keeps the first), and returned.
 * Undefined when the image (with that hash) does not exist.
 */
/**
 * Whether the image is shown in `size` somewhere: in a slot of that size in a content item's
 * version that is not superseded (published, a draft, a schedule: an editor's preview shows
 * those), or, for a post's sizes, as a post's picture. The grid's thumbnails are made at upload.
 */
async function placedAs(db: Pick<Database, "select">, id: string, size: MediaSize): Promise<boolean> {
  if (size === "thumb") return false;
  const rows = await db
    .select({ data: contentRevisions.data, type: contentItems.type })
    .from(contentRevisions)
    .innerJoin(contentItems, eq(contentItems.id, contentRevisions.itemId))
    .where(and(ne(contentRevisions.state, "superseded"), namesImage(id)));
  // A post's picture (its `media`) is shown in the post sizes: the list's card and the post's page.
  if ((size === "post" || size === "card") && rows.some((row) => row.type === "post")) return true;
  return rows.some(({ data }) =>
    imagesIn(data).some((image) => image.media?.toLowerCase() === id && image.slot === size),
  );
}

export function makeMissingVariant(db: Database, name: MediaVariantName): Promise<Buffer | undefined> {
  const key = `${name.id}-${name.hash}-${name.size}-${name.width}.${name.format}`;
  const running = making.get(key);
  if (running) return running;
  const job = (async () => {
    const [image] = await db
      .select({
        original: mediaImages.original,
        width: mediaImages.width,
        height: mediaImages.height,
        focalX: mediaImages.focalX,
        focalY: mediaImages.focalY,
      })
      .from(mediaImages)
      .where(and(eq(mediaImages.id, name.id), eq(mediaImages.hash, name.hash)));
    if (!image) return undefined;
    const focal =
      image.focalX === null || image.focalY === null ? null : { x: image.focalX, y: image.focalY };
    const made = await encodeMediaVariant(
      { bytes: image.original, width: image.width, height: image.height, focal },
      name.size,
      name.width,
      name.format,
    );
    await db
      .insert(mediaImageVariants)
      .values({ ...made, imageId: name.id })
      .onConflictDoNothing();
    return made.bytes;
  })().finally(() => making.delete(key));
  making.set(key, job);
  return job;
}

/**
 * An uploaded image's rendition by its file name (a post's picture or a library image in a
 * slot): stored, else made now when it is the first request of a size the image is placed in;
 * undefined for a name that is not one, an image that does not exist (with that hash), or a
 * size it is not placed in.
 */
export async function uploadedImageBytes(db: Database, file: string): Promise<Buffer | undefined> {
  const name = parseMediaFile(file);
  if (!name) return undefined;
  const stored = await readImageVariant(db, name);
  if (stored) return stored;
  // Made on request only where the image is placed in that size: anyone may ask for any name.
  return (await placedAs(db, name.id, name.size)) ? makeMissingVariant(db, name) : undefined;
}

/**
 * Makes every rendition of the slots named that is not stored yet, one at a time, with a turn
 * of the event loop before each (visitors' requests go first). Started when images are placed
 * in slots (an editor's save), not awaited; a failure is the caller's to log.
 */
export async function prepareSlots(db: Database, placed: ReadonlyArray<{ id: string; slot: MediaSize }>) {
  if (placed.length === 0) return 0;
  const images = await db
    .select({ id: mediaImages.id, hash: mediaImages.hash })
    .from(mediaImages)
    .where(inArray(mediaImages.id, [...new Set(placed.map((entry) => entry.id))]));
  const wanted = new Set(placed.map((entry) => `${entry.id} ${entry.slot}`));
  let made = 0;
  for (const image of images)
    for (const key of wanted) {
      const [id, size] = key.split(" ") as [string, MediaSize];
      if (id !== image.id) continue;
      const stored = await db
        .select({ width: mediaImageVariants.width, format: mediaImageVariants.format })
        .from(mediaImageVariants)
        .where(and(eq(mediaImageVariants.imageId, image.id), eq(mediaImageVariants.size, size)));
      for (const width of mediaSizeWidths(size))
        for (const format of UPLOAD_FORMATS) {
          if (stored.some((row) => row.width === width && row.format === format)) continue;
          await new Promise((resolve) => setImmediate(resolve));
          if (await makeMissingVariant(db, { ...image, size, width, format })) made += 1;
        }
    }
  return made;
}

/** An image reference found in an item's data: where it is, and what it holds. */
export interface PlacedImage {
  path: string[];
  slot: MediaSize;
  media?: string;
  alt?: { en?: string; es?: string };
}

/**
 * A photograph of the library placed without artwork of the seed behind it (a project
 * reference's): `{ media, alt, caption }`. It is shown in the gallery's shape.
 */
export const isLibraryPhoto = (record: Record<string, unknown>): record is { media: string; alt: object } =>
  typeof record.media === "string" && record.src === undefined && typeof record.alt === "object";
export const LIBRARY_PHOTO_SLOT = "gallery" satisfies MediaSize;

/** Every image reference (`{ src, slot, … }`, or a library photo) in an item's data, with its path. */
export function imagesIn(data: unknown, path: string[] = []): PlacedImage[] {
  if (Array.isArray(data)) return data.flatMap((entry, index) => imagesIn(entry, [...path, String(index)]));
  if (!data || typeof data !== "object") return [];
  const record = data as Record<string, unknown>;
  const found: PlacedImage[] =
    typeof record.src === "string" && typeof record.slot === "string"
      ? [
          {
            path,
            slot: record.slot as MediaSize,
            ...(typeof record.media === "string" && record.media ? { media: record.media } : {}),
            alt: (record.alt ?? {}) as PlacedImage["alt"],
          },
        ]
      : isLibraryPhoto(record)
        ? [
            {
              path,
              slot: LIBRARY_PHOTO_SLOT,
              ...(record.media ? { media: record.media } : {}),
              alt: record.alt as PlacedImage["alt"],
            },
          ]
        : [];
  for (const [key, value] of Object.entries(record))
    if (value && typeof value === "object") found.push(...imagesIn(value, [...path, key]));
  return found;
}

export type PlacementProblem =
  { field: string; problem: "missing" } | { field: string; problem: "alt"; language: "en" | "es" };

/**
 * What keeps an item's library images from being shown: an image no longer in the library
 * and, when `forPublishing`, an image with no alt text in a language (neither the page's nor
 * the library's) that is not marked decorative.
 */
export async function placementProblems(
  db: Pick<Database, "select">,
  data: unknown,
  forPublishing: boolean,
): Promise<PlacementProblem[]> {
  const placed = imagesIn(data).filter((image) => image.media);
  const ids = [...new Set(placed.map((image) => image.media!))].filter((id) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id),
  );
  const rows = ids.length
    ? await db
        .select({
          id: mediaImages.id,
          altEn: mediaImages.altEn,
          altEs: mediaImages.altEs,
          decorative: mediaImages.decorative,
        })
        .from(mediaImages)
        .where(inArray(mediaImages.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems: PlacementProblem[] = [];
  for (const image of placed) {
    const found = byId.get(image.media!.toLowerCase());
    const at = image.path.join(".");
    if (!found) {
      problems.push({ field: `${at}.media`, problem: "missing" });
      continue;
    }
    if (!forPublishing || found.decorative) continue;
    if (!image.alt?.en?.trim() && !found.altEn.trim())
      problems.push({ field: `${at}.alt.en`, problem: "alt", language: "en" });
    if (!image.alt?.es?.trim() && !found.altEs.trim())
      problems.push({ field: `${at}.alt.es`, problem: "alt", language: "es" });
  }
  return problems;
}

/**
 * The library's images an editor's picker offers, as it shows them: the newest, and those of
 * `alsoIds` (what the item already shows) even when older.
 */
export async function libraryChoices(
  db: Database,
  alsoIds: readonly string[],
  locale: Locale,
): Promise<MediaChoice[]> {
  const newest = await listLibraryImages(db, { limit: 300 });
  const missing = alsoIds.filter((id) => !newest.some((image) => image.id === id));
  const more = await Promise.all(missing.map((id) => findLibraryImage(db, id)));
  const images = [...newest, ...more.filter((image): image is NonNullable<typeof image> => Boolean(image))];
  const width = THUMB_WIDTHS[0];
  return images.map((image) => ({
    id: image.id,
    fileName: image.fileName || serverT(locale, "mediaLibrary.noFileName"),
    thumb: mediaImageUrl(image, "thumb", width, "webp"),
    width,
    height: mediaHeight("thumb", width, image),
    alt: image.decorative ? "" : locale === "es" ? image.altEs : image.altEn,
    missingAlt: missingAlt(image),
    search: [image.fileName, image.altEn, image.altEs, image.captionEn, image.captionEs]
      .join(" ")
      .toLowerCase(),
  }));
}

/** What the pages show of each library image placed in the content, by id (every copy of this module shares it). */
const PLACED_KEY = Symbol.for("site.mediaLibrary.placed");
type PlacedInfo = LibraryImageInfo & { id: string };
const placedImages = (): Map<string, PlacedInfo> => {
  const holder = globalThis as { [PLACED_KEY]?: Map<string, PlacedInfo> };
  return (holder[PLACED_KEY] ??= new Map());
};

/**
 * Gives every image reference of the content that names a library image what the pages need
 * of it (`library`: its hash, words, colour and placeholder), read in one query. A reference to
 * an image no longer in the library keeps none, and pages show its seed artwork.
 */
/** An image reference of the content that names a library image (and is given its `library`). */
const isLibraryRef = (
  record: Record<string, unknown>,
): record is { media: string; library?: LibraryImageInfo } =>
  (typeof record.src === "string" && typeof record.slot === "string" && typeof record.media === "string") ||
  isLibraryPhoto(record);

export async function attachLibraryImages(db: Database, content: object, remember = true): Promise<void> {
  const refs: Array<{ media: string; library?: LibraryImageInfo }> = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (isLibraryRef(record)) refs.push(record);
      for (const inner of Object.values(record)) if (inner && typeof inner === "object") walk(inner);
    }
  };
  walk(content);
  const ids = [...new Set(refs.map((ref) => ref.media.toLowerCase()))].filter((id) => UUID.test(id));
  const rows = ids.length
    ? await db
        .select({
          id: mediaImages.id,
          hash: mediaImages.hash,
          altEn: mediaImages.altEn,
          altEs: mediaImages.altEs,
          decorative: mediaImages.decorative,
          color: mediaImages.color,
          placeholder: mediaImages.placeholder,
        })
        .from(mediaImages)
        .where(inArray(mediaImages.id, ids))
    : [];
  const byId = new Map(
    rows.map((row): [string, PlacedInfo] => [
      row.id,
      {
        id: row.id,
        hash: row.hash,
        alt: { en: row.altEn, es: row.altEs },
        decorative: row.decorative,
        color: row.color,
        placeholder: row.placeholder,
      },
    ]),
  );
  for (const ref of refs) {
    const found = byId.get(ref.media.toLowerCase());
    if (found) {
      const { id: _id, ...library } = found;
      ref.library = library;
    } else delete ref.library;
  }
  if (remember) for (const [id, info] of byId) placedImages().set(`${id}-${info.hash}`, info);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PLACED_URL =
  /\/images\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{16})-/g;
const MARK = Buffer.from("/images/media/");
const HEAD_END = Buffer.from("</head>");

/**
 * A rendered page that shows library images gets, before `</head>`, a style giving each of
 * them its colour and blurred placeholder as a background while it loads (added here, on the
 * server, so the pages' scripts do not grow). Other pages are returned as they were.
 */
export function withImagePlaceholders(html: Buffer, nonce: string): Buffer {
  if (html.indexOf(MARK) < 0) return html;
  const end = html.indexOf(HEAD_END);
  if (end < 0) return html;
  const seen = new Set<string>();
  for (const match of html.toString("latin1").matchAll(PLACED_URL)) seen.add(match[1]!);
  const rules = [...seen].flatMap((key) => {
    const info = placedImages().get(key);
    if (!info) return [];
    const colour = /^#[0-9a-f]{6}$/.test(info.color) ? info.color : "#cbd5e1";
    const blur = /^data:image\/webp;base64,[A-Za-z0-9+/=]+$/.test(info.placeholder)
      ? ` url(${info.placeholder}) center/cover no-repeat`
      : "";
    return [`img[src^="/images/media/${key}-"]{background:${colour}${blur}}`];
  });
  if (rules.length === 0) return html;
  const style = Buffer.from(`<style nonce="${nonce}">${rules.join("")}</style>`);
  return Buffer.concat([html.subarray(0, end), style, html.subarray(end)]);
}
