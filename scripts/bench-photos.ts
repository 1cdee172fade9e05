// Real-size photographs in the site's slots, for the benchmarks (bench-lighthouse.mjs --photos,
// bench-load.mjs): on the database of DATA_DIR / DATABASE_URL, with the site stopped, it makes
// four large JPEGs (4,000 × 3,000, about 3–6 MB each, made with sharp from noise and gradients so
// they compress like photographs rather than flat artwork), stores them in the media library with
// alt texts in both languages, and publishes them into the home page's first two hero slides, the
// Drum Screen's card and main image and the Screening Equipment category's picture and hero. Every
// slot's renditions are made before it ends, as an editor's save starts them in the background.
// Prints one JSON line: the images' ids and the pages that show them.
//
//   DATA_DIR=… tsx scripts/bench-photos.ts
import { applyMigrations } from "~/.server/db/migrate";
import type { Database } from "~/.server/db/client";
import type { AuditActor } from "~/.server/audit";
import { seedContent } from "~/.server/content/store";
import { publishContent, readContentItem } from "~/.server/content/revisions";
import { imagesIn, prepareSlots, storeLibraryImage, updateLibraryImage } from "~/.server/media/library";
import { contentItems } from "~/.server/db/schema";
import { and, eq } from "drizzle-orm";
import { withDatabase } from "./db-cli";
import { makePhoto } from "./photos";

const ACTOR: AuditActor = { id: null, email: "bench-photos@localhost" };
async function itemId(db: Database, type: string, key: string): Promise<string> {
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  if (!row) throw new Error(`no ${type} ${key}`);
  return row.id;
}

// The fields of any content type, changed by path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = Record<string, any>;

/** Publishes the item with `change` applied to its published fields. */
async function publishWith(db: Database, type: string, key: string, change: (data: Fields) => void) {
  const id = await itemId(db, type, key);
  const item = (await readContentItem(db, id))!;
  const data = structuredClone((item.pending ?? item.published)!.data) as Fields;
  change(data);
  const outcome = await publishContent(db, ACTOR, { itemId: id, startedFrom: item.latest.version, data });
  if (!outcome.ok) throw new Error(`publishing ${type} ${key}: ${JSON.stringify(outcome)}`);
  return data;
}

await withDatabase(async (handle) => {
  const { db } = handle;
  await applyMigrations(handle);
  await seedContent(db);
  const ids: string[] = [];
  const bytes: number[] = [];
  for (let n = 1; n <= 4; n++) {
    const photo = await makePhoto(n);
    const stored = await storeLibraryImage(db, ACTOR, { name: `site-photo-${n}.jpg`, bytes: photo });
    if (!stored.ok) throw new Error(`photo ${n} refused: ${stored.problem}`);
    await updateLibraryImage(db, ACTOR, stored.id, {
      altEn: `Treatment plant photograph ${n}`,
      altEs: `Fotografía de planta de tratamiento ${n}`,
      captionEn: "",
      captionEs: "",
      decorative: false,
      focal: null,
    });
    ids.push(stored.id);
    bytes.push(photo.length);
  }
  const [hero1, hero2, product, category] = ids as [string, string, string, string];
  const placed = [
    await publishWith(db, "home", "home", (data) => {
      data.hero[0].image.media = hero1;
      data.hero[1].image.media = hero2;
    }),
    await publishWith(db, "product", "drum-screen", (data) => {
      data.image.media = product;
      data.page.mainImage.media = product;
    }),
    await publishWith(db, "category", "screening-equipment", (data) => {
      data.image.media = category;
      data.hero.media = category;
    }),
  ].flatMap((data) => imagesIn(data).filter((image) => image.media));
  const made = await prepareSlots(
    db,
    placed.map((image) => ({ id: image.media!, slot: image.slot })),
  );
  console.log(
    JSON.stringify({
      ids,
      bytes,
      renditions: made,
      pages: ["/", "/es", "/drum-screen", "/es/tamiz-de-tambor-rotativo", "/screening-equipment"],
    }),
  );
});
