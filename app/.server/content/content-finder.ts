// The content list's finder (issue 46, "lists that find"): every content item of every type
// (posts too) with its state, where its Spanish stands and when it last changed, searched,
// filtered, sorted and cut into pages. The query is the list's address, the same in both
// languages: `?q=TEXT&type=TYPE&state=STATE&sort=SORT&page=N`; a value it does not know is
// ignored. Where the Spanish stands (missing, stale) is the translations overview's reading
// (`readTranslations`), so the two screens cannot disagree.
//
// The site has some hundred items: the finder reads them whole and does the matching here,
// the same on both engines, case- and accent-insensitive ("camara" finds "Cámara").
import { asc } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentRevisions, type ContentRevisionState } from "../db/schema";
import type { ContentType } from "~/lib/content/schemas";
import { CONTENT_TYPE_ORDER } from "./revisions";
import { readTranslations } from "./translation";

export const CONTENT_STATES = ["draft", "scheduled", "published", "missing-es", "stale-es"] as const;
export type ContentStateFilter = (typeof CONTENT_STATES)[number];

export const CONTENT_SORTS = ["-changed", "changed", "name", "-name"] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** The newest change first: what an editor comes back to is what they were working on. */
export const DEFAULT_CONTENT_SORT: ContentSort = "-changed";
export const CONTENT_PAGE_SIZE = 25;
const MAX_QUERY = 200;

export interface ContentQuery {
  q: string;
  type?: ContentType;
  state?: ContentStateFilter;
  sort: ContentSort;
  page: number;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/**
 * The list's query read from its address. Unknown values are dropped; `?missing=1` (the list's
 * older filter) reads as `state=missing-es`.
 */
export function readContentQuery(params: URLSearchParams): ContentQuery {
  const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const type = params.get("type");
  const state = params.get("state") ?? (params.get("missing") === "1" ? "missing-es" : null);
  const sort = params.get("sort");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q,
    ...(isOneOf(CONTENT_TYPE_ORDER, type) ? { type } : {}),
    ...(isOneOf(CONTENT_STATES, state) ? { state } : {}),
    sort: isOneOf(CONTENT_SORTS, sort) ? sort : DEFAULT_CONTENT_SORT,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query as the list's address writes it (defaults left out), without the page. */
export function contentQueryParams(query: ContentQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.type) params.set("type", query.type);
  if (query.state) params.set("state", query.state);
  if (query.sort !== DEFAULT_CONTENT_SORT) params.set("sort", query.sort);
  return params;
}

/** An item as the list shows it. */
export interface FoundContent {
  id: string;
  type: ContentType;
  key: string;
  /** The item's name or title in both languages, where it has one. */
  name?: { en: string; es: string };
  publishedVersion: number | null;
  latestVersion: number;
  /** A newer revision than the published one, not yet live. */
  pending?: { state: "draft" } | { state: "scheduled"; publishAt: Date };
  /** Texts with English and no Spanish, and texts whose English changed after their Spanish. */
  missingSpanish: number;
  staleSpanish: number;
  /** The newest revision written or published. */
  changedAt: Date;
}

export interface ContentPage {
  rows: FoundContent[];
  /** Items matching the query, on every page. */
  total: number;
  /** The page shown: the one asked for, or the last when it was past the end. */
  page: number;
  pages: number;
}

/** A text as the search compares it: lower case, without accents. */
export const foldText = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en");

export function matchesState(row: FoundContent, state: ContentStateFilter): boolean {
  switch (state) {
    case "draft":
      return row.pending?.state === "draft" || (row.publishedVersion === null && !row.pending);
    case "scheduled":
      return row.pending?.state === "scheduled";
    case "published":
      return row.publishedVersion !== null && !row.pending;
    case "missing-es":
      return row.missingSpanish > 0;
    case "stale-es":
      return row.staleSpanish > 0;
  }
}

interface RevisionMeta {
  itemId: string;
  version: number;
  state: ContentRevisionState;
  createdAt: Date;
  publishAt: Date | null;
  publishedAt: Date | null;
}

/** Every item with its state and words to search, in the back office's order (type, then position). */
export async function readContentRows(db: Database): Promise<Array<FoundContent & { words: string }>> {
  const [items, revisions] = await Promise.all([
    readTranslations(db),
    db
      .select({
        itemId: contentRevisions.itemId,
        version: contentRevisions.version,
        state: contentRevisions.state,
        createdAt: contentRevisions.createdAt,
        publishAt: contentRevisions.publishAt,
        publishedAt: contentRevisions.publishedAt,
      })
      .from(contentRevisions)
      .orderBy(asc(contentRevisions.itemId), asc(contentRevisions.version)),
  ]);
  const byItem = new Map<string, RevisionMeta[]>();
  for (const row of revisions) {
    const list = byItem.get(row.itemId);
    if (list) list.push(row);
    else byItem.set(row.itemId, [row]);
  }
  return items.map((item) => {
    const versions = byItem.get(item.id) ?? [];
    const latest = versions.at(-1);
    const published = versions.find((row) => row.state === "published");
    const pending =
      latest && latest !== published && latest.state === "draft"
        ? ({ state: "draft" } as const)
        : latest && latest.state === "scheduled" && latest.publishAt
          ? ({ state: "scheduled", publishAt: new Date(latest.publishAt) } as const)
          : undefined;
    let changedAt = 0;
    for (const row of versions)
      changedAt = Math.max(
        changedAt,
        new Date(row.createdAt).getTime(),
        row.publishedAt ? new Date(row.publishedAt).getTime() : 0,
      );
    let missing = 0;
    let stale = 0;
    for (const field of item.fields) {
      if (field.status === "missing") missing += 1;
      else if (field.status === "stale") stale += 1;
    }
    const slug = (item.data as { slug?: unknown } | null)?.slug;
    const words = foldText(
      [
        item.key,
        ...(item.name ? [item.name.en, item.name.es] : []),
        ...(typeof slug === "object" && slug !== null
          ? Object.values(slug).filter((v) => typeof v === "string")
          : []),
        ...item.fields.flatMap((field) => [field.en, field.es]),
      ].join("\n"),
    );
    return {
      id: item.id,
      type: item.type,
      key: item.key,
      ...(item.name ? { name: item.name } : {}),
      publishedVersion: published ? Number(published.version) : null,
      latestVersion: latest ? Number(latest.version) : 0,
      ...(pending ? { pending } : {}),
      missingSpanish: missing,
      staleSpanish: stale,
      changedAt: new Date(changedAt),
      words,
    };
  });
}

/**
 * A page of the items the query finds. `nameOf` gives a row's name as the list shows it (in
 * the editor's language, a page's content by its type), which the name sort follows.
 */
export async function findContent(
  db: Database,
  query: ContentQuery,
  nameOf: (row: FoundContent) => string,
  locale: string,
): Promise<ContentPage> {
  const terms = foldText(query.q).split(/\s+/).filter(Boolean);
  const all = await readContentRows(db);
  const found = all.filter(
    (row) =>
      (!query.type || row.type === query.type) &&
      (!query.state || matchesState(row, query.state)) &&
      terms.every((term) => row.words.includes(term)),
  );
  // The site's order (type, position) breaks ties and is where a sort starts from.
  const place = new Map(found.map((row, index) => [row.id, index]));
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const names = new Map(found.map((row) => [row.id, nameOf(row)]));
  const sign = query.sort.startsWith("-") ? -1 : 1;
  const byName = (a: FoundContent, b: FoundContent) => collator.compare(names.get(a.id)!, names.get(b.id)!);
  const byChange = (a: FoundContent, b: FoundContent) => a.changedAt.getTime() - b.changedAt.getTime();
  const compare = query.sort.endsWith("name") ? byName : byChange;
  found.sort((a, b) => sign * compare(a, b) || place.get(a.id)! - place.get(b.id)!);
  const total = found.length;
  const pages = Math.max(1, Math.ceil(total / CONTENT_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = found
    .slice((page - 1) * CONTENT_PAGE_SIZE, page * CONTENT_PAGE_SIZE)
    .map(({ words: _words, ...row }) => row);
  return { rows, total, page, pages };
}

export { CONTENT_TYPE_ORDER };
