// What needs an editor's attention (the dashboard, issue 46): the site's content with a draft
// waiting or a publication scheduled, its texts missing Spanish or with stale Spanish, and the
// library's images without alt text. Each is counted as the list it links to filters it: the
// translations' from the overview's own computation (translation.ts), an image's as the media
// library's "missing alt text" filter reads it (library.ts). The requests' counts are the
// pipeline's (app/features/contact/request-attention.server.ts).
import { and, count, eq, or, sql } from "drizzle-orm";
import { rows, type Database } from "./db/client";
import { contentItems, contentRevisions, mediaImages } from "./db/schema";
import { countFields, readTranslations } from "./content/translation";

/** The next publication a schedule makes: its item and time. */
export interface NextScheduled {
  itemId: string;
  type: string;
  key: string;
  /** The item's name or title in both languages, where it has one. */
  name?: { en: string; es: string };
  publishAt: Date;
}

export interface ContentAttention {
  /** Items (posts too) whose newest version is a draft not yet published. */
  drafts: number;
  /** Publications waiting for their time, and the first of them. */
  scheduled: number;
  next?: NextScheduled;
  /** Items with at least one text that has English and no Spanish. */
  missingSpanish: number;
  /** Items with at least one Spanish text older than its English. */
  staleSpanish: number;
  /** Library images, not decorative, without alt text in either language. */
  imagesWithoutAlt: number;
}

const nameOf = (data: unknown): NextScheduled["name"] => {
  if (typeof data !== "object" || data === null) return undefined;
  for (const field of ["name", "title"]) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value === "object" && value !== null && "en" in value && "es" in value) {
      const { en, es } = value as { en: unknown; es: unknown };
      if (typeof en === "string" && typeof es === "string") return { en, es };
    }
  }
  return undefined;
};

/** Items whose newest revision is a draft (the editor's and the content list's "draft"). */
async function countDrafts(db: Database): Promise<number> {
  const [row] = await rows<{ total: number | string }>(
    db,
    sql`
      select count(*)::int as total
      from ${contentRevisions} r
      where r.state = 'draft'
        and r.version = (select max(m.version) from ${contentRevisions} m where m.item_id = r.item_id)
    `,
  );
  return Number(row?.total ?? 0);
}

/** Every waiting schedule (an item keeps at most one), with the soonest and its item. */
async function scheduledPublications(db: Database): Promise<Pick<ContentAttention, "scheduled" | "next">> {
  const [row] = await rows<{
    total: number | string;
    item_id: string;
    type: string;
    key: string;
    data: unknown;
    publish_at: string | Date;
  }>(
    db,
    sql`
      select (count(*) over ())::int as total, r.item_id, i.type, i.key, r.data, r.publish_at
      from ${contentRevisions} r
      join ${contentItems} i on i.id = r.item_id
      where r.state = 'scheduled'
      order by r.publish_at asc, r.item_id asc
      limit 1
    `,
  );
  if (!row) return { scheduled: 0 };
  const name = nameOf(row.data);
  return {
    scheduled: Number(row.total),
    next: {
      itemId: row.item_id,
      type: row.type,
      key: row.key,
      ...(name ? { name } : {}),
      publishAt: new Date(row.publish_at),
    },
  };
}

/** Items missing Spanish and items with stale Spanish, as the translations overview counts them. */
async function translationAttention(
  db: Database,
): Promise<Pick<ContentAttention, "missingSpanish" | "staleSpanish">> {
  let missingSpanish = 0;
  let staleSpanish = 0;
  for (const item of await readTranslations(db)) {
    const counts = countFields(item.fields);
    if (counts.missing > 0) missingSpanish += 1;
    if (counts.stale > 0) staleSpanish += 1;
  }
  return { missingSpanish, staleSpanish };
}

/** The media library's "missing alt text" filter (`listLibraryImages`' `missingAlt`), counted. */
async function countImagesWithoutAlt(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(mediaImages)
    .where(
      and(
        eq(mediaImages.decorative, false),
        or(eq(sql`trim(${mediaImages.altEn})`, ""), eq(sql`trim(${mediaImages.altEs})`, "")),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The content's counts, read side by side. */
export async function contentAttention(db: Database): Promise<ContentAttention> {
  const [drafts, scheduled, translations, imagesWithoutAlt] = await Promise.all([
    countDrafts(db),
    scheduledPublications(db),
    translationAttention(db),
    countImagesWithoutAlt(db),
  ]);
  return { drafts, ...scheduled, ...translations, imagesWithoutAlt };
}
