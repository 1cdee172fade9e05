// The downloads centre's back office as its screens show it (issue 44): the documents' cards,
// the form's choices of products and categories, and the leads, in the editor's language.
import type { DownloadEntry } from "~/.server/downloads/documents";
import { downloadTitle } from "~/.server/downloads/documents";
import { pagePath } from "~/.server/pages";
import type { Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";
import { formatFileSize } from "~/lib/document-files";
import { downloadFileHref, EXTENSION_ACCEPT } from "~/lib/downloads";
import type { SiteContent } from "~/lib/content/site-content";
import type { LeadRow } from "./admin.server";
import type { AdminDocumentRow, LeadView } from "./download-types";
import { dayText } from "./listing.server";

const DATE_LOCALES: Record<Locale, string> = { en: "en-GB", es: "es-ES" };

/** Date and time as the back office's lists show them, in UTC (the same on the server and in the browser). */
const dateTime = (date: Date, locale: Locale) =>
  `${new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(date)} UTC`;

/** The products and categories a document may belong to, by name. */
export function catalogueChoices(content: Pick<SiteContent, "products" | "categories">, locale: Locale) {
  const collator = new Intl.Collator(locale);
  return {
    products: content.products
      .map((product) => ({ value: product.id, label: product.name[locale] }))
      .sort((a, b) => collator.compare(a.label, b.label)),
    categories: content.categories.map((category) => ({ value: category.id, label: category.title[locale] })),
    accept: EXTENSION_ACCEPT,
  };
}

/** A document's card in the list. */
export function adminRow(
  entry: DownloadEntry,
  content: Pick<SiteContent, "products" | "categories">,
  leads: number,
  locale: Locale,
): AdminDocumentRow {
  const product = entry.productId
    ? content.products.find((candidate) => candidate.id === entry.productId)
    : undefined;
  const category = entry.categoryId
    ? content.categories.find((candidate) => candidate.id === entry.categoryId)
    : undefined;
  const belongsTo =
    product?.name[locale] ?? category?.title[locale] ?? entry.productId ?? entry.categoryId ?? undefined;
  return {
    id: entry.id,
    title: downloadTitle(entry, locale),
    href: pagePath("admin-download", locale, { id: entry.id }),
    type: entry.type,
    language: entry.language,
    ...(belongsTo ? { belongsTo } : {}),
    fileName: entry.fileName,
    format: serverT(locale, `downloads.formats.${entry.format}`),
    size: formatFileSize(entry.size, locale),
    date: dayText(entry.issuedOn, locale),
    gated: entry.gated,
    leads,
    publicHref: downloadFileHref(locale, entry.id, entry.fileName),
  };
}

/** A lead's line in the list. */
export function leadView(lead: LeadRow, exists: boolean, locale: Locale): LeadView {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    company: lead.company,
    document: lead.documentTitle,
    ...(lead.documentId && exists
      ? { documentHref: pagePath("admin-download", locale, { id: lead.documentId }) }
      : {}),
    when: dateTime(lead.createdAt, locale),
  };
}
