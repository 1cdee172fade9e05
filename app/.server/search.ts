import type { SearchAnswer, SearchResult, SearchType } from "~/lib/search-types";
import { SEARCH_LIMIT, SEARCH_MAX_QUERY } from "~/lib/search-types";
import type { SiteContent } from "../lib/content/site-content";
import { serverT } from "../i18n/messages.server";
import type { Locale } from "../i18n/locales";
import { localize } from "../lib/localize";
import { photoImage, placeOf } from "../lib/project-view";
import { cleanSearchInput, normaliseForSearch } from "../lib/normalise-for-search";
import { getPage, isRouted, pagePath, productPageId, type PageId } from "./pages";
import { downloadTitle, type DownloadEntry } from "./downloads/documents";

/** The pages searchable besides products, references, services and categories, with their badge. */
const OTHER_PAGES: Array<[pageId: PageId, type: SearchType]> = [
  ["about", "page"],
  ["projects", "page"],
  ["certificates", "page"],
  ["catalogs", "catalog"],
  ["downloads", "page"],
  ["contact", "page"],
  ["media", "media"],
];

interface IndexedItem {
  result: SearchResult;
  /** Title, normalised for matching. */
  title: string;
  /** Title, description and type (its key and its name in the language), normalised. */
  text: string;
}

// Re-exported: the search's tests and callers know it from here.
export { normaliseForSearch };

function page(pageId: PageId, type: SearchType, locale: Locale, image?: SearchResult["image"]): SearchResult {
  const definition = getPage(pageId);
  return {
    id: pageId,
    type,
    title: definition.title[locale],
    description: definition.description[locale],
    route: pagePath(pageId, locale),
    ...(image ? { image } : {}),
  };
}

/**
 * A project reference as a result: its title, and its place before its summary (its city
 * and country are what a buyer looks for: "Monterrey", "México"); its first photograph.
 */
function projectResult(project: SiteContent["projects"][number], locale: Locale): SearchResult {
  const photo = project.photos.map((entry) => photoImage(entry, locale)).find(Boolean);
  return {
    id: `project-${project.id}`,
    type: "project",
    title: project.title[locale] || project.title.en,
    description: `${placeOf(project, locale)} · ${project.summary[locale] || project.summary.en}`,
    route: pagePath(`project-${project.id}`, locale),
    // Decorative in the list (the title names the result), as the products' pictures.
    ...(photo ? { image: { ...photo, alt: "" } } : {}),
  };
}

/** An uploaded document of the downloads centre as a result: to its page (a gated one's form is there). */
function documentResult(entry: DownloadEntry, locale: Locale): SearchResult {
  return {
    id: `download-${entry.id}`,
    type: "document",
    title: downloadTitle(entry, locale),
    description: [
      serverT(locale, `downloads.types.${entry.type}`),
      serverT(locale, `downloads.formats.${entry.format}`),
      ...(entry.version ? [entry.version] : []),
    ].join(" · "),
    route: pagePath("download", locale, { id: entry.id }),
  };
}

/**
 * Every searchable item in one language, in a fixed order: products (each to its own page
 * where it has one, else to its category), the project references, the service pages, the
 * category pages, then the corporate pages (the references' listing among them), catalogs
 * and the media center. Read from the same content as the pages themselves, so search can
 * never disagree with them.
 */
function buildIndex(
  locale: Locale,
  { products, services, categories, projects }: SearchedContent,
  downloads: readonly DownloadEntry[],
): IndexedItem[] {
  const categoryTitle = new Map(categories.map((category) => [category.id, category.title[locale]]));
  const results: SearchResult[] = [
    ...products
      .filter((product) => isRouted(productPageId(product)))
      .map((product): SearchResult => ({
        id: `product-${product.id}`,
        type: "product",
        title: product.name[locale],
        description: categoryTitle.get(product.categoryId) ?? "",
        route: pagePath(productPageId(product), locale),
        image: localize(product.image, locale),
      })),
    ...projects
      .filter((project) => isRouted(`project-${project.id}`))
      .map((project) => projectResult(project, locale)),
    ...services
      .filter((service) => isRouted(`service-${service.id}`))
      .map((service) => page(`service-${service.id}`, "page", locale)),
    ...categories
      .filter((category) => isRouted(`category-${category.id}`))
      .map((category) => page(`category-${category.id}`, "page", locale, localize(category.image, locale))),
    ...OTHER_PAGES.filter(([pageId]) => isRouted(pageId)).map(([pageId, type]) => page(pageId, type, locale)),
    // The downloads centre's uploaded documents, found by their titles (issue 44).
    ...(isRouted("download") ? downloads.map((entry) => documentResult(entry, locale)) : []),
  ];
  return results.map((result) => ({
    result,
    title: normaliseForSearch(result.title),
    text: normaliseForSearch(
      [result.title, result.description, result.type, serverT(locale, `search.types.${result.type}`)].join(
        "\n",
      ),
    ),
  }));
}

/** What search reads of the published content (ADR 023). */
export type SearchedContent = Pick<SiteContent, "products" | "services" | "categories" | "projects">;

/** A level of the index cache: the next list's entries, and at the last one the indexes per language. */
interface IndexCache {
  next: WeakMap<object, IndexCache>;
  byLocale?: Map<Locale, IndexedItem[]>;
}

// Made once per version of the published content, keyed on each list searched in turn: a
// change of any one of them (the references' alone too) is a new index. A list is a new
// object when its content changes; the old ones' entries go with them.
const indexes: IndexCache = { next: new WeakMap() };
/** No uploaded documents (a caller that has none to give): one object, so one index level. */
const NO_DOWNLOADS: readonly DownloadEntry[] = [];
const indexFor = (
  locale: Locale,
  content: SearchedContent,
  downloads: readonly DownloadEntry[] = NO_DOWNLOADS,
): IndexedItem[] => {
  let level = indexes;
  for (const list of [content.products, content.projects, content.services, content.categories, downloads]) {
    let found = level.next.get(list);
    if (!found) level.next.set(list, (found = { next: new WeakMap() }));
    level = found;
  }
  const byLocale = (level.byLocale ??= new Map<Locale, IndexedItem[]>());
  let index = byLocale.get(locale);
  if (!index) byLocale.set(locale, (index = buildIndex(locale, content, downloads)));
  return index;
};

/** How many items search can find in a language. */
export function searchIndexSize(locale: Locale, content: SearchedContent): number {
  return indexFor(locale, content).length;
}

/**
 * The items whose title, description or type contains the query (blank finds nothing):
 * titles starting with it first, then titles containing it, then the rest, each group in
 * index order; at most SEARCH_LIMIT, with the total that matched. Control characters are
 * removed from the query first (cleanSearchInput): the query answered is the one the news
 * are searched with too.
 */
export function searchSite(
  rawQuery: string,
  locale: Locale,
  content: SearchedContent,
  downloads?: readonly DownloadEntry[],
): SearchAnswer {
  // Cut first, then cleaned: a cut through a surrogate pair leaves a lone half, removed too.
  const query = cleanSearchInput(rawQuery.slice(0, SEARCH_MAX_QUERY)).trim();
  const needle = normaliseForSearch(query);
  if (!needle) return { query, results: [], total: 0 };
  const matches = indexFor(locale, content, downloads)
    .filter((item) => item.text.includes(needle))
    .map((item, order) => ({
      item,
      order,
      rank: item.title.startsWith(needle) ? 0 : item.title.includes(needle) ? 1 : 2,
    }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  return {
    query,
    results: matches.slice(0, SEARCH_LIMIT).map(({ item }) => item.result),
    total: matches.length,
  };
}
