// What the schema cannot see in a service, category or product: its addresses beside the
// site's other pages, and its product's category. One check for every way content is
// published (ADR 023): the editor's save, publish and schedule, a scheduled version when its
// time comes, and the command line's JSON import. The XLIFF import carries no slugs and no
// category (they are addresses and keys, not texts), so it cannot change what is checked here.
import { and, eq, inArray } from "drizzle-orm";
import { serverT } from "~/i18n/messages.server";
import { LOCALES, type Locale } from "~/i18n/locales";
import type { ContentItem, ContentType, SpecFieldData } from "~/lib/content/schemas";
import { compareContent } from "~/lib/content/compare";
import { toSiteContent } from "~/lib/content/site-content";
import { specValueProblems, type SpecValue } from "~/lib/specs/spec-values";
import type { Database } from "../db/client";
import { contentItems, contentRevisions } from "../db/schema";
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
 * Each category's specification fields in its newest version (the draft or schedule in
 * progress, else the published one), by the category's key (an empty list for a category
 * without fields): what the product editor's form shows, and what a product's draft is
 * checked against, so that the company can define a category's fields and fill its products'
 * values before publishing either. Publishing checks a product's values against the fields it
 * is published beside (`catalogueErrors`).
 */
export async function newestCategoryFields(
  db: Pick<Database, "select">,
): Promise<Record<string, SpecFieldData[]>> {
  const revisions = await db
    .select({
      key: contentItems.key,
      state: contentRevisions.state,
      version: contentRevisions.version,
      data: contentRevisions.data,
    })
    .from(contentItems)
    .innerJoin(contentRevisions, eq(contentRevisions.itemId, contentItems.id))
    .where(
      and(
        eq(contentItems.type, "category"),
        inArray(contentRevisions.state, ["published", "draft", "scheduled"]),
      ),
    );
  // Publishing supersedes every draft and schedule before it: one still pending is newer.
  const newest = new Map<string, { pending: boolean; version: number; data: unknown }>();
  for (const revision of revisions) {
    const pending = revision.state !== "published";
    const known = newest.get(revision.key);
    if (!known || (pending && (!known.pending || revision.version > known.version)))
      newest.set(revision.key, { pending, version: revision.version, data: revision.data });
  }
  return Object.fromEntries(
    [...newest].map(([key, { data }]) => [key, (data as { specFields?: SpecFieldData[] }).specFields ?? []]),
  );
}

/**
 * A product's values that its category's fields do not take, in `locale`, each by its field's
 * key and the control at fault (`specs.flow.unit`; `specs.flow` for the value as a whole), as
 * the editor's form names them: a field the category does not have, a field given twice, a
 * value of another kind (a range without both ends), a unit of another quantity, an option the
 * field does not list.
 *
 * When the company removes a category's field or changes its kind, its products' values for it
 * stay as they were: the pages show only values that fit the category's fields, and the
 * product's editor lists the others as no longer taken and drops them at its next save (its
 * form holds only values that fit). Publishing the category is not held back by its products'
 * values. A product published without passing through the editor (an import, a version
 * scheduled before the change) is checked here, and refused until its values fit.
 */
export function specValueErrors(
  fields: readonly SpecFieldData[] | undefined,
  specs: unknown,
  locale: Locale,
): CatalogueFieldErrors {
  const values = (Array.isArray(specs) ? specs : []) as SpecValue[];
  const errors: CatalogueFieldErrors = {};
  const say = (index: number, part: string | undefined, key: string) => {
    const field = values[index]?.field;
    if (typeof field !== "string") return;
    errors[["specs", field, ...(part ? [part] : [])].join(".")] ??= serverT(
      locale,
      `specsEditor.${key}` as "specsEditor.errSpecWrongKind",
    );
  };
  for (const { index, property, problem } of specValueProblems(fields, values)) {
    const field = fields?.find((candidate) => candidate.id === values[index]?.field);
    switch (problem) {
      case "errSpecUnknownField":
        say(index, undefined, "errSpecUnknownField");
        break;
      case "errSpecFieldTwice":
        say(index, undefined, "errSpecValueTwice");
        break;
      case "errSpecWrongKind":
        // A range given one end only: the missing end is named (no other kind of value is given).
        if (field?.kind === "range" && (property === "min" || property === "max"))
          say(index, property, "errSpecRangeBoth");
        else say(index, undefined, "errSpecWrongKind");
        break;
      case "errSpecUnitOfQuantity":
        say(index, "unit", problem);
        break;
      case "errSpecUnknownOption":
        say(index, property, problem);
        break;
    }
  }
  return errors;
}

/**
 * Checks `changes` as they would be once published together over what the database holds
 * now: each against the pages it would live beside (the others' current slugs, the changes'
 * own included, so a document cannot give two pages one address) and against the slugs that
 * redirect today, and a product's specification values against its category's fields as
 * published with the changes (`draft`: a draft's save, against the categories' newest fields,
 * which its form shows). Answers each changed item's errors, in `locale`; items without any, and
 * items as they are published, are left out. Pass a transaction to check what it is about to write.
 */
export async function catalogueErrors(
  db: Pick<Database, "select">,
  changes: readonly ContentItem[],
  locale: Locale,
  options: { draft?: boolean } = {},
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
  const draftFields =
    options.draft && checked.some((item) => item.type === "product")
      ? await newestCategoryFields(db)
      : undefined;
  const productSpecErrors = (data: unknown) => {
    const { categoryId, specs } = (data ?? {}) as { categoryId?: unknown; specs?: unknown };
    if (typeof categoryId !== "string") return {};
    const fields = draftFields
      ? draftFields[categoryId]
      : after.categories.find((category) => category.id === categoryId)?.specFields;
    return specValueErrors(fields, specs, locale);
  };
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
        .map((item) => ({
          item,
          errors: {
            ...catalogueFieldErrors(item.type, item.key, item.data, locale),
            ...(item.type === "product" ? productSpecErrors(item.data) : {}),
          },
        }))
        .filter(({ errors }) => Object.keys(errors).length > 0),
    former,
  );
}
