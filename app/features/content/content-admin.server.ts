// What the content screens' loaders and actions need beyond the data layer: names, states
// and dates in the editor's language, the form read back into an item, a schedule's time.
import { newestCategoryFields } from "~/.server/content/catalogue-checks";
import type { ContentItemView, ContentListRow, RevisionInfo } from "~/.server/content/revisions";
import { CONTENT_TYPE_ORDER } from "~/.server/content/revisions";
import { seedItems } from "~/.server/content/seed-items";
import type { Database } from "~/.server/db/client";
import { imagesIn, libraryChoices, type PlacementProblem } from "~/.server/media/library";
import { pagePath, referenceChoices } from "~/.server/pages";
import type { MessageKey } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";
import type { ContentType } from "~/lib/content/schemas";
import type { MediaChoice } from "~/lib/media-choice";
import { contentFormSpec, imageSourcesOf } from "./content-form-spec.server";
import type { ContentGroupView, ContentRowView } from "./content-editor-types";
import { dataFromForm, type FieldSpec } from "./content-form";

const TYPE_LABELS: Record<ContentType, MessageKey> = {
  company: "contentEditor.typeCompany",
  home: "contentEditor.typeHome",
  about: "contentEditor.typeAbout",
  certificates: "contentEditor.typeCertificates",
  catalogs: "contentEditor.typeCatalogs",
  "contact-page": "contentEditor.typeContactPage",
  service: "contentEditor.typeService",
  category: "contentEditor.typeCategory",
  product: "contentEditor.typeProduct",
  post: "contentEditor.typePost",
  project: "contentEditor.typeProject",
};

export const typeLabel = (type: ContentType, locale: Locale) => serverT(locale, TYPE_LABELS[type]);

/** A date and time for the back office, in UTC (the same for every editor and every instance). */
export function formatContentDate(date: Date, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
  return `${text} UTC`;
}

/** An item's name in the editor's language: its name or title, else its type (a page's content). */
export function itemName(
  item: { type: ContentType; key: string; name?: { en: string; es: string } },
  locale: Locale,
): string {
  if (item.name) return item.name[locale] || item.name.en;
  return typeLabel(item.type, locale);
}

/**
 * The products in the order the site lists them: by category (in the categories' order), then
 * by their position; each knows whether it is first or last of its category (to move it).
 */
function productsByCategory(rows: ContentListRow[], categories: ContentListRow[]) {
  const order = new Map(categories.map((row, index) => [row.key, index]));
  const sorted = rows
    .filter((row) => row.type === "product")
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        (order.get(a.row.categoryId ?? "") ?? 999) - (order.get(b.row.categoryId ?? "") ?? 999) ||
        a.index - b.index,
    )
    .map(({ row }) => row);
  return sorted.map((row, index) => ({
    row,
    first: sorted[index - 1]?.categoryId !== row.categoryId,
    last: sorted[index + 1]?.categoryId !== row.categoryId,
    category: categories.find((category) => category.key === row.categoryId),
  }));
}

/** An item's state badges in the list: published (its version) or not, and a draft or schedule waiting. */
export function rowStates(
  row: Pick<ContentListRow, "publishedVersion" | "pending">,
  locale: Locale,
): ContentRowView["states"] {
  return [
    row.publishedVersion !== null
      ? {
          tone: "published",
          label: serverT(locale, "contentEditor.statePublished", { version: row.publishedVersion }),
        }
      : { tone: "none", label: serverT(locale, "contentEditor.stateUnpublished") },
    ...(row.pending?.state === "draft"
      ? [{ tone: "draft" as const, label: serverT(locale, "contentEditor.stateDraft") }]
      : row.pending?.state === "scheduled"
        ? [
            {
              tone: "scheduled" as const,
              label: serverT(locale, "contentEditor.stateScheduled", {
                date: formatContentDate(row.pending.publishAt, locale),
              }),
            },
          ]
        : []),
  ];
}

export function contentGroups(
  rows: ContentListRow[],
  locale: Locale,
  allRows: ContentListRow[] = rows,
): ContentGroupView[] {
  const categories = allRows.filter((row) => row.type === "category");
  const products = new Map(productsByCategory(allRows, categories).map((entry) => [entry.row.id, entry]));
  const productOrder = new Map([...products.keys()].map((id, index) => [id, index]));
  // The whole list (not only the items missing Spanish) has the project references' group even
  // while the site has none: the way to add the first is its form.
  const whole = rows.length === allRows.length;
  // Posts have their own list (the news' order, their states and types).
  return CONTENT_TYPE_ORDER.filter((type) => type !== "post")
    .map((type) => ({
      type,
      label: typeLabel(type, locale),
      rows: rows
        .filter((row) => row.type === type)
        .sort((a, b) => (type === "product" ? productOrder.get(a.id)! - productOrder.get(b.id)! : 0))
        .map((row): ContentRowView => ({
          id: row.id,
          key: row.key,
          name: itemName(row, locale),
          states: rowStates(row, locale),
          missingSpanish: row.missingSpanish,
          editHref: pagePath("admin-content-edit", locale, { id: row.id }),
          historyHref: pagePath("admin-content-history", locale, { id: row.id }),
          ...(products.has(row.id)
            ? {
                product: {
                  category: products.get(row.id)!.category
                    ? itemName(products.get(row.id)!.category!, locale)
                    : (row.categoryId ?? ""),
                  first: products.get(row.id)!.first,
                  last: products.get(row.id)!.last,
                  published: row.publishedVersion !== null,
                },
              }
            : {}),
          ...(row.type === "project" ? { project: { published: row.publishedVersion !== null } } : {}),
        })),
    }))
    .filter((group) => group.rows.length > 0 || (whole && group.type === "project"));
}

/**
 * The editor's form of an item: an image may be any the site's content names, or the item's
 * own; a product's specification values are those of its category's fields in their newest
 * version (a draft's, where the company is defining them), typed in the editor's language.
 */
export async function formSpecFor(
  db: Database,
  item: Pick<ContentItemView, "type" | "latest" | "published">,
  locale: Locale,
): Promise<FieldSpec> {
  const sources = imageSourcesOf([
    ...seedItems().map((entry) => entry.data),
    item.latest.data,
    item.published?.data,
  ]);
  const byCategory = item.type === "product" ? await newestCategoryFields(db) : {};
  // A reference (a product's category, a project's products) is chosen from the site's items.
  return contentFormSpec(item.type, sources, referenceChoices(), { byCategory, locale });
}

/** A posted form read back into an item's fields (see content-form.ts). */
export function readContentForm(spec: FieldSpec, form: globalThis.FormData, forSave: boolean) {
  const names = [...new Set([...form.keys()])];
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return dataFromForm(spec, read, names, forSave) as Record<string, unknown>;
}

/** Who wrote a revision, as the editor reads it. */
export const revisionAuthor = (revision: Pick<RevisionInfo, "by">, locale: Locale) =>
  revision.by ?? serverT(locale, "contentEditor.someone");

/**
 * A publication time typed in the form (`YYYY-MM-DDTHH:mm` in the editor's time zone, whose
 * offset the page sends; UTC without script), in the future.
 */
export function readScheduleAt(
  raw: string,
  tzOffset: string,
  now: Date,
): { at: Date } | { error: "errDateRequired" | "errDatePast" } {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(raw.trim());
  const offset = Number(tzOffset || 0);
  if (!match || !Number.isInteger(offset) || Math.abs(offset) > 16 * 60) return { error: "errDateRequired" };
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const local = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  const check = new Date(local);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59)
    return { error: "errDateRequired" };
  const at = new Date(local + offset * 60_000);
  if (at.getTime() <= now.getTime()) return { error: "errDatePast" };
  return { at };
}

/** The media library's images an item's image fields may choose, as the picker shows them (ADR 028). */
export function mediaChoices(db: Database, values: unknown, locale: Locale): Promise<MediaChoice[]> {
  const used = imagesIn(values).flatMap((image) => (image.media ? [image.media] : []));
  return libraryChoices(db, used, locale);
}

/** What keeps an item's library images off a page, beside each field, in the editor's language. */
export function placementErrors(
  problems: readonly PlacementProblem[],
  locale: Locale,
): Record<string, string> {
  return Object.fromEntries(
    problems.map((problem) => [
      problem.field,
      problem.problem === "missing"
        ? serverT(locale, "contentEditor.errMediaMissing")
        : serverT(locale, "contentEditor.errAltMissing", {
            language: serverT(
              locale,
              problem.language === "en" ? "contentEditor.languageEn" : "contentEditor.languageEs",
            ),
          }),
    ]),
  );
}
