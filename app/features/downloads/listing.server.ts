// The downloads centre's documents as its pages list them (issue 44): the catalogs and the
// product datasheets the server renders (or the build made), the certificates' scans, and the
// documents the company uploaded, each with its kind, language, version or date, and size; the
// listing's filters with their counts; and the list a product's page shows.
import type { RouterContextProvider } from "react-router";
import { appContext } from "~/.server/app-context";
import { siteContent, storedDocuments, storedDownloads } from "~/.server/content/request-content";
import { newestDocument, type StoredDocument } from "~/.server/documents/stored";
import { seedDocument } from "~/.server/documents/seed";
import { builtFileFacts } from "~/.server/downloads/built-files";
import { appliesToProduct, downloadTitle, type DownloadEntry } from "~/.server/downloads/documents";
import { pagePath } from "~/.server/pages";
import { IMAGE_SLOTS } from "~/content/image-slots";
import type { Locale } from "~/i18n/locales";
import { LOCALES } from "~/i18n/locales";
import type { Messages } from "~/i18n/dictionary";
import { messagesFor, serverT } from "~/i18n/messages.server";
import { documentHref, formatFileSize } from "~/lib/document-files";
import {
  DOCUMENT_TYPES,
  DOCUMENT_LANGUAGES,
  DOWNLOAD_FILTERS,
  downloadFileHref,
  downloadFilterCounts,
  matchesDownloadFilters,
  type DocumentLanguage,
  type DownloadFilter,
  type DownloadFilters,
  type DownloadItem,
} from "~/lib/downloads";
import type { SiteContent } from "~/lib/content/site-content";
import { builtImageUrl } from "~/lib/image-paths";
import type { FilterView, ProductDocumentsView } from "./download-types";
import { hasGivenDetails } from "./visitor.server";

/** What the listing reads of the published content. */
export type ListedContent = Pick<SiteContent, "catalogs" | "products" | "categories" | "certificates">;

const DATE_LOCALES: Record<Locale, string> = { en: "en-GB", es: "es-ES" };
const LARGEST_CERTIFICATE_WIDTH = Math.max(...IMAGE_SLOTS.certificate.widths);

/** A day (YYYY-MM-DD) as the page shows it: "3 Mar 2025", "3 mar 2025". */
export const dayText = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The date and size of an item, in words too. */
function facts(locale: Locale, day: string | undefined, size: number | undefined) {
  return {
    ...(day ? { date: day, dateText: dayText(day, locale) } : {}),
    ...(size !== undefined ? { size, sizeText: formatFileSize(size, locale) } : {}),
  };
}

/** A catalog's or datasheet's newest stored file, else the build's copy, with its date and size. */
function renderedDocument(
  stored: readonly StoredDocument[],
  kind: "catalog" | "datasheet",
  itemId: string,
  language: Locale,
): { href: string; size: number; day: string | undefined } | undefined {
  const newest = newestDocument(stored, kind, itemId, language);
  if (newest) return { href: documentHref(newest.file), size: newest.size, day: dayOf(newest.createdAt) };
  const seed = seedDocument(kind, itemId, language);
  if (!seed) return undefined;
  const href = documentHref(seed.file);
  const built = builtFileFacts(href);
  return { href, size: seed.bytes, day: built ? dayOf(built.modified) : undefined };
}

/** The catalogs: each in each language it has (its uploaded PDF, else the one rendered from the content). */
function catalogItems(
  content: ListedContent,
  stored: readonly StoredDocument[],
  locale: Locale,
): DownloadItem[] {
  return content.catalogs.flatMap((card) =>
    LOCALES.flatMap((language): DownloadItem[] => {
      const common = {
        key: `catalog:${card.id}:${language}`,
        title: card.title[locale],
        type: "catalog" as const,
        format: "pdf" as const,
        gated: false,
        categoryIds: [],
        productIds: [],
      };
      const file = card.documentFile?.[language];
      if (file) {
        const found = stored.find(
          (document) => document.kind === "upload" && document.itemId === card.id && document.file === file,
        );
        if (found)
          return [
            {
              ...common,
              language,
              href: documentHref(found.file),
              ...facts(locale, dayOf(found.createdAt), found.size),
            },
          ];
      }
      // A designed document elsewhere: listed once, its language unknown.
      if (card.documentUrl)
        return language === "en" ? [{ ...common, language: "neutral", href: card.documentUrl }] : [];
      // The Spanish page takes the English upload where there is no Spanish one: listed once.
      if (card.documentFile?.en) return [];
      const rendered = renderedDocument(stored, "catalog", card.id, language);
      return rendered
        ? [{ ...common, language, href: rendered.href, ...facts(locale, rendered.day, rendered.size) }]
        : [];
    }),
  );
}

/** A product's datasheet in a language, when one exists. */
function datasheetItem(
  product: Pick<SiteContent["products"][number], "id" | "categoryId" | "name">,
  stored: readonly StoredDocument[],
  language: Locale,
  locale: Locale,
): DownloadItem | undefined {
  const rendered = renderedDocument(stored, "datasheet", product.id, language);
  return (
    rendered && {
      key: `datasheet:${product.id}:${language}`,
      title: serverT(locale, "downloads.datasheetOf", { name: product.name[locale] }),
      type: "datasheet",
      language,
      format: "pdf",
      href: rendered.href,
      gated: false,
      categoryIds: [product.categoryId],
      productIds: [product.id],
      ...facts(locale, rendered.day, rendered.size),
    }
  );
}

/** The datasheets: one per product with a page, in each language. */
function datasheetItems(
  content: ListedContent,
  stored: readonly StoredDocument[],
  locale: Locale,
): DownloadItem[] {
  return content.products.flatMap((product) =>
    product.hasPage
      ? LOCALES.flatMap((language) => datasheetItem(product, stored, language, locale) ?? [])
      : [],
  );
}

/** The certificates' scans, as the Certificates page shows them enlarged. */
function certificateItems(content: ListedContent, locale: Locale): DownloadItem[] {
  return content.certificates.tiles.map((tile) => {
    const href = builtImageUrl(tile.image.src, LARGEST_CERTIFICATE_WIDTH, "webp");
    const built = builtFileFacts(href);
    return {
      key: `certificate:${tile.id}`,
      title: tile.caption[locale],
      type: "certificate",
      language: "neutral",
      format: "image",
      href,
      gated: false,
      categoryIds: [],
      productIds: [],
      ...facts(locale, undefined, built?.size),
    };
  });
}

/**
 * An uploaded document as a page lists it. A gated one leads to its page (the form) unless the
 * visitor gave their details already; its products are its own, or every one of its category's.
 */
export function uploadedItem(
  entry: DownloadEntry,
  content: Pick<SiteContent, "products">,
  locale: Locale,
  givenDetails: boolean,
): DownloadItem {
  const categoryOf = (productId: string) =>
    content.products.find((product) => product.id === productId)?.categoryId;
  const productIds = entry.productId
    ? [entry.productId]
    : entry.categoryId
      ? content.products
          .filter((product) => product.categoryId === entry.categoryId)
          .map((product) => product.id)
      : [];
  const category = entry.categoryId ?? (entry.productId ? categoryOf(entry.productId) : undefined);
  const gated = entry.gated && !givenDetails;
  return {
    key: `upload:${entry.id}`,
    title: downloadTitle(entry, locale),
    type: entry.type,
    language: entry.language,
    format: entry.format,
    ...(entry.version ? { version: entry.version } : {}),
    href: gated
      ? pagePath("download", locale, { id: entry.id })
      : downloadFileHref(locale, entry.id, entry.fileName),
    gated,
    categoryIds: category ? [category] : [],
    productIds,
    ...facts(locale, entry.issuedOn, entry.size),
  };
}

const TYPE_ORDER = new Map(DOCUMENT_TYPES.map((type, index) => [type, index]));
const LANGUAGE_ORDER = (locale: Locale) =>
  new Map<DocumentLanguage, number>([
    [locale, 0],
    [locale === "en" ? "es" : "en", 1],
    ["neutral", 2],
  ]);

/** Every document, by kind (in the kinds' order), then title, the page's language first. */
export function allDownloadItems(input: {
  content: ListedContent;
  stored: readonly StoredDocument[];
  downloads: readonly DownloadEntry[];
  locale: Locale;
  givenDetails: boolean;
}): DownloadItem[] {
  const { content, stored, downloads, locale, givenDetails } = input;
  const collator = new Intl.Collator(locale);
  const languages = LANGUAGE_ORDER(locale);
  return [
    ...catalogItems(content, stored, locale),
    ...datasheetItems(content, stored, locale),
    ...certificateItems(content, locale),
    ...downloads.map((entry) => uploadedItem(entry, content, locale, givenDetails)),
  ].sort(
    (a, b) =>
      TYPE_ORDER.get(a.type)! - TYPE_ORDER.get(b.type)! ||
      collator.compare(a.title, b.title) ||
      languages.get(a.language)! - languages.get(b.language)!,
  );
}

/** The filters a query asks for: known values only (the page table drops the rest, ADR 021). */
export function chosenFilters(
  params: URLSearchParams,
  values: Record<DownloadFilter, readonly string[]>,
): DownloadFilters {
  const filters: DownloadFilters = {};
  for (const name of DOWNLOAD_FILTERS) {
    const value = params.get(name);
    if (value && values[name].includes(value)) filters[name] = value;
  }
  return filters;
}

/** The listing as the page shows it: the documents the filters keep, and the filters with their counts. */
export function downloadListing(input: {
  content: ListedContent;
  stored: readonly StoredDocument[];
  downloads: readonly DownloadEntry[];
  locale: Locale;
  givenDetails: boolean;
  params: URLSearchParams;
}) {
  const { content, locale } = input;
  const all = allDownloadItems(input);
  const collator = new Intl.Collator(locale);
  const names: Record<DownloadFilter, Array<{ value: string; label: string }>> = {
    category: content.categories.map((category) => ({ value: category.id, label: category.title[locale] })),
    product: content.products
      .map((product) => ({ value: product.id, label: product.name[locale] }))
      .sort((a, b) => collator.compare(a.label, b.label)),
    type: DOCUMENT_TYPES.map((type) => ({ value: type, label: serverT(locale, `downloads.types.${type}`) })),
    language: DOCUMENT_LANGUAGES.map((language) => ({
      value: language,
      label: serverT(locale, `downloads.languages.${language}`),
    })),
  };
  const values = Object.fromEntries(
    DOWNLOAD_FILTERS.map((name) => [name, names[name].map((option) => option.value)]),
  ) as Record<DownloadFilter, string[]>;
  const filters = chosenFilters(input.params, values);
  const counts = downloadFilterCounts(all, filters);
  const items = all.filter((item) => matchesDownloadFilters(item, filters));
  const active = Object.keys(filters).length > 0;
  return {
    items,
    active,
    total: all.length,
    count: serverT(locale, items.length === 1 ? "downloads.countOne" : "downloads.count", {
      n: items.length,
    }),
    clearHref: pagePath("downloads", locale),
    filters: DOWNLOAD_FILTERS.map((name): FilterView => ({
      name,
      label: serverT(locale, `downloads.filters.${name}`),
      selected: filters[name] ?? "",
      options: names[name].map((option) => ({ ...option, count: counts[name].get(option.value) ?? 0 })),
    })),
  };
}

export type DownloadListing = ReturnType<typeof downloadListing>;

/** The texts a product page's documents show (the rest of the group stays out of its data). */
const PRODUCT_TEXTS = [
  "productHeading",
  "productAll",
  "gated",
  "factType",
  "factLanguage",
  "factFormat",
  "factVersion",
  "factDate",
  "types",
  "languages",
  "formats",
] as const;

/**
 * A product page's documents (issue 44): its datasheets (the page's language first) and the
 * uploaded documents of the product or of its category, noted as read for the page cache, with
 * the listing's address for this product and the texts they are shown with.
 */
export async function productDocuments(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  productId: string,
  locale: Locale,
): Promise<ProductDocumentsView & { messages: Messages }> {
  const { env } = context.get(appContext);
  const { products } = await siteContent(context, ["products"]);
  const product = products.find((candidate) => candidate.id === productId);
  const stored = await storedDocuments(context, [{ kind: "datasheet", itemId: productId }]);
  const downloads = await storedDownloads(context, productId);
  const givenDetails = await hasGivenDetails(request, env.AUTH_SECRET);
  const group = messagesFor(locale).downloads;
  const messages = {
    downloads: Object.fromEntries(PRODUCT_TEXTS.map((key) => [key, group[key]])),
  } as Messages;
  if (!product) return { items: [], allHref: pagePath("downloads", locale), messages };
  const datasheets = [locale, locale === "en" ? "es" : "en"].flatMap(
    (language) => datasheetItem(product, stored, language as Locale, locale) ?? [],
  );
  const uploads = downloads
    .filter((entry) => appliesToProduct(entry, product))
    .map((entry) => uploadedItem(entry, { products }, locale, givenDetails));
  return {
    items: [...datasheets, ...uploads],
    allHref: `${pagePath("downloads", locale)}?product=${encodeURIComponent(product.id)}`,
    messages,
  };
}
