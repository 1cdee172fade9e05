// What the schema cannot see in a service, category or product: its addresses beside the
// site's other pages, and its product's category. One check for every way content is
// published (ADR 023): the editor's save, publish and schedule, a scheduled version when its
// time comes, and the command line's JSON import. The XLIFF import carries no slugs and no
// category (they are addresses and keys, not texts), so it cannot change what is checked here.
import { serverT } from "~/i18n/messages.server";
import { LOCALES, type Locale } from "~/i18n/locales";
import type { ContentItem, ContentType } from "~/lib/content/schemas";
import { compareContent } from "~/lib/content/compare";
import { toSiteContent } from "~/lib/content/site-content";
import type { Database } from "../db/client";
import {
  hasPage,
  isReservedSlug,
  projectSlugTakenBy,
  referenceChoices,
  slugTakenBy,
  withPreviewCatalogue,
  type PageId,
} from "../pages";
import { publishedWith, readFormerSlugs, readPublishedItems } from "./store";

/** A message per field path (`slug.en`, `categoryId`), in the language asked for. */
export type CatalogueFieldErrors = Record<string, string>;

/**
 * The item's catalogue errors against the page table in use: a slug another page already
 * answers to (a service, category or product, now or by a former slug, or a fixed page such
 * as /contact, which would shadow it), a slug the server keeps for its own paths (/healthz,
 * /api, /es …: RESERVED_SEGMENTS), and a product's category that the site does not have.
 */
function catalogueFieldErrors(
  type: ContentType,
  key: string,
  data: unknown,
  locale: Locale,
): CatalogueFieldErrors {
  if (type === "project") return projectFieldErrors(key, data, locale);
  if (type !== "service" && type !== "category" && type !== "product") return {};
  const errors: CatalogueFieldErrors = {};
  const record = (data ?? {}) as { slug?: Partial<Record<Locale, unknown>>; categoryId?: unknown };
  for (const language of LOCALES) {
    const slug = record.slug?.[language];
    if (typeof slug !== "string" || slug === "") continue;
    if (isReservedSlug(slug)) {
      errors[`slug.${language}`] = serverT(locale, "contentEditor.errSlugReserved", {
        path: language === "en" ? `/${slug}` : `/es/${slug}`,
      });
      continue;
    }
    const other = slugTakenBy(language, slug, { kind: type, id: key });
    if (other)
      errors[`slug.${language}`] = serverT(locale, "contentEditor.errSlugTaken", {
        path: other.paths[language],
      });
  }
  if (
    type === "product" &&
    typeof record.categoryId === "string" &&
    !hasPage(`category-${record.categoryId}`)
  )
    errors.categoryId = serverT(locale, "contentEditor.errCategory");
  return errors;
}

/**
 * A project reference's errors: a slug another reference answers to (now or by a former
 * slug), and a product or service the site does not have.
 */
function projectFieldErrors(key: string, data: unknown, locale: Locale): CatalogueFieldErrors {
  const errors: CatalogueFieldErrors = {};
  const record = (data ?? {}) as {
    slug?: Partial<Record<Locale, unknown>>;
    products?: Array<{ productId?: unknown }>;
    services?: unknown[];
  };
  for (const language of LOCALES) {
    const slug = record.slug?.[language];
    if (typeof slug !== "string" || slug === "") continue;
    const other = projectSlugTakenBy(language, slug, key);
    if (other)
      errors[`slug.${language}`] = serverT(locale, "contentEditor.errSlugTaken", {
        path: other.paths[language],
      });
  }
  const choices = referenceChoices();
  const products = new Set(choices.product.map((product) => product.key));
  const services = new Set(choices.service.map((service) => service.key));
  (record.products ?? []).forEach((entry, index) => {
    if (typeof entry?.productId === "string" && !products.has(entry.productId))
      errors[`products.${index}.productId`] = serverT(locale, "contentEditor.errProduct");
  });
  (record.services ?? []).forEach((service, index) => {
    if (typeof service === "string" && !services.has(service))
      errors[`services.${index}`] = serverT(locale, "contentEditor.errService");
  });
  return errors;
}

/**
 * Checks `changes` as they would be once published together over what the database holds
 * now: each against the pages it would live beside (the others' current slugs, the changes'
 * own included, so a document cannot give two pages one address) and against the slugs that
 * redirect today. Answers each changed item's errors, in `locale`; items without any, and
 * items as they are published, are left out. Pass a transaction to check what it is about to write.
 */
export async function catalogueErrors(
  db: Pick<Database, "select">,
  changes: readonly ContentItem[],
  locale: Locale,
): Promise<{ item: ContentItem; errors: CatalogueFieldErrors }[]> {
  const checked = changes.filter(
    (item) =>
      item.type === "service" ||
      item.type === "category" ||
      item.type === "product" ||
      item.type === "project",
  );
  if (checked.length === 0) return [];
  const published = await readPublishedItems(db);
  // The redirects of today, and the slugs the changes leave (redirects once they are
  // published): another page may not take one, as the editor refuses it one change at a time.
  const former = await readFormerSlugs(db, toSiteContent(published));
  for (const item of checked) {
    const before = published.find((other) => other.type === item.type && other.key === item.key);
    const slug = (before?.data as { slug?: Record<Locale, string> } | undefined)?.slug;
    const next = (item.data as { slug?: Partial<Record<Locale, unknown>> }).slug;
    for (const language of LOCALES)
      if (slug && slug[language] !== next?.[language])
        former.push({ id: `${item.type}-${item.key}` as PageId, locale: language, slug: slug[language] });
  }
  const after = toSiteContent(publishedWith(published, checked));
  return withPreviewCatalogue(
    after,
    () =>
      checked
        // An item left as it is published is not the change's doing: a conflict it is in is
        // reported on the item that comes to it (a document restates every item).
        .filter((item) => {
          const before = published.find((other) => other.type === item.type && other.key === item.key);
          return !before || compareContent(before.data, item.data).length > 0;
        })
        .map((item) => ({ item, errors: catalogueFieldErrors(item.type, item.key, item.data, locale) }))
        .filter(({ errors }) => Object.keys(errors).length > 0),
    former,
  );
}
