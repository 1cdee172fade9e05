// The content's invariants, as plain functions over loaded values: each returns the list of
// what is wrong (empty when sound). scripts/check-content.ts runs them on app/content/ (the
// seed) and, with --published, on the content published in the database.
import { LOCALES } from "~/i18n/locales";
import type { CollectedImage } from "./collect-images";
import { findSourceFiles, resolveSource, type PlaceholderManifest } from "./image-sources";
import type { ContentModule } from "./load-content";

/** What the product spec fixes: counts, and each gallery's number of images. */
export const SPEC = {
  services: 9,
  categories: 9,
  products: 47,
  productPages: 12,
  serviceGalleries: {
    "wastewater-treatment": 8,
    "mechanical-equipment-manufacturing": 10,
    "drinking-water-treatment": 6,
    "biological-package-wastewater-treatment": 10,
    "odor-treatment": 4,
    "chemical-wastewater-treatment": 3,
    "electrical-and-automation": 6,
    "industrial-wastewater-treatment": 6,
    "sludge-dewatering": 6,
  } as Record<string, number>,
  productGalleries: {
    "back-raked-mechanical-screen": 3,
    "basket-screen": 3,
    "cable-operated-bar-screen": 4,
    "chain-driven-screen": 7,
    "compactor-and-screening-press": 4,
    "drum-screen": 4,
    "grit-classifier": 7,
    "internal-feed-drum-screen": 3,
    "manual-screen": 1,
    "perforated-screen": 4,
    "rope-driven-grate": 1,
    "static-screen": 2,
  } as Record<string, number>,
};
export type Spec = typeof SPEC;

type Entry = Record<string, unknown>;

const isRecord = (value: unknown): value is Entry =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An object whose keys are all languages of the site: a translated value. */
const looksLocalized = (value: Entry): boolean => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (LOCALES as readonly string[]).includes(key));
};

/**
 * Every translated value (an object keyed by language) in the modules' exports has a
 * non-empty text in every language; lists have the same number of non-empty items.
 */
export function checkTranslations(modules: readonly ContentModule[]): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, where: string, ancestors: Set<object>) => {
    if (typeof value !== "object" || value === null || ancestors.has(value)) return;
    if (!Array.isArray(value) && isRecord(value) && looksLocalized(value)) {
      problems.push(...localizedProblems(value, where));
      return;
    }
    ancestors.add(value);
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${where}[${index}]`, ancestors));
    else for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`, ancestors);
    ancestors.delete(value);
  };
  for (const module of modules) {
    for (const [name, value] of Object.entries(module.exports))
      visit(value, `${module.file}: ${name}`, new Set());
  }
  return problems;
}

function localizedProblems(value: Entry, where: string): string[] {
  const problems: string[] = [];
  const present = LOCALES.filter((locale) => value[locale] !== undefined);
  for (const locale of LOCALES) {
    if (value[locale] === undefined) problems.push(`${where}: no ${locale} text`);
  }
  const lists = present.filter((locale) => Array.isArray(value[locale]));
  if (lists.length > 0 && lists.length < present.length) {
    problems.push(
      `${where}: a list in ${lists.join(", ")} but not in ${present.filter((l) => !lists.includes(l)).join(", ")}`,
    );
    return problems;
  }
  if (lists.length > 0) {
    const lengths = present.map((locale) => (value[locale] as unknown[]).length);
    if (new Set(lengths).size > 1) {
      problems.push(
        `${where}: ${present.map((locale, i) => `${locale} has ${lengths[i]} items`).join(", ")}`,
      );
    }
    for (const locale of present) {
      (value[locale] as unknown[]).forEach((item, index) => {
        if (typeof item !== "string" || item.trim() === "")
          problems.push(`${where}.${locale}[${index}] is empty`);
      });
    }
    return problems;
  }
  for (const locale of present) {
    const text = value[locale];
    if (typeof text !== "string") problems.push(`${where}.${locale} is not a text`);
    else if (text.trim() === "") problems.push(`${where}.${locale} is empty`);
  }
  return problems;
}

/** The catalogue's collections, by their export names in app/content/. */
export interface Catalogue {
  services?: unknown;
  serviceDetails?: unknown;
  categories?: unknown;
  products?: unknown;
  productDetails?: unknown;
}
export const CATALOGUE_EXPORTS = [
  "services",
  "serviceDetails",
  "categories",
  "products",
  "productDetails",
] as const;

export function findCatalogue(modules: readonly ContentModule[]): Catalogue {
  const catalogue: Catalogue = {};
  for (const module of modules) {
    for (const name of CATALOGUE_EXPORTS) {
      if (name in module.exports) catalogue[name] = module.exports[name];
    }
  }
  return catalogue;
}

/**
 * Counts, unique ids and slugs (slugs also across services, categories and products, which
 * share the URL space of each language), product categories, and gallery sizes, against
 * the spec. The catalogue comes whole: once one of its collections exists, all must.
 * With `spec` null (the published content, which editors grow and shrink) the counts and
 * gallery sizes are not checked; every other invariant is.
 */
export function checkCatalogue(catalogue: Catalogue, spec: Spec | null = SPEC): string[] {
  const present = CATALOGUE_EXPORTS.filter((name) => catalogue[name] !== undefined);
  if (present.length === 0) return [];
  const problems: string[] = [];
  const lists: Partial<Record<(typeof CATALOGUE_EXPORTS)[number], Entry[]>> = {};
  for (const name of CATALOGUE_EXPORTS) {
    const value = catalogue[name];
    if (value === undefined) problems.push(`${name}: not exported by any module of app/content/`);
    else if (!Array.isArray(value) || !value.every(isRecord))
      problems.push(`${name}: must be a list of entries`);
    else lists[name] = value;
  }
  const { services, serviceDetails, categories, products, productDetails } = lists;

  const count = (name: string, list: Entry[] | undefined, expected: number | undefined) => {
    if (list && expected !== undefined && list.length !== expected)
      problems.push(`${name}: ${list.length} entries, the spec has ${expected}`);
  };
  count("services", services, spec?.services);
  count("categories", categories, spec?.categories);
  count("products", products, spec?.products);
  if (products && spec) {
    const pages = products.filter((p) => p.hasPage === true).length;
    if (pages !== spec.productPages) {
      problems.push(
        `products: ${pages} have a page of their own, the spec has ${spec.productPages} (the screening products)`,
      );
    }
  }

  for (const [name, list] of Object.entries(lists)) problems.push(...duplicateIds(name, list));
  const slugOwners = new Map<string, string>();
  for (const [name, list] of [
    ["services", services],
    ["categories", categories],
    ["products", products],
  ] as const) {
    for (const [index, entry] of (list ?? []).entries()) {
      const label = `${name} "${String(entry.id ?? index)}"`;
      if (!isRecord(entry.slug)) {
        problems.push(`${label}: no slug`);
        continue;
      }
      for (const locale of LOCALES) {
        const slug = entry.slug[locale];
        if (typeof slug !== "string" || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
          problems.push(
            `${label}: ${locale} slug ${JSON.stringify(slug)} is not a lowercase-kebab-case slug`,
          );
          continue;
        }
        const key = `${locale}:${slug}`;
        const owner = slugOwners.get(key);
        if (owner) problems.push(`${label}: ${locale} slug "${slug}" is already used by ${owner}`);
        else slugOwners.set(key, label);
      }
    }
  }

  if (products && categories) {
    const categoryIds = new Set(categories.map((c) => c.id));
    for (const product of products) {
      if (!categoryIds.has(product.categoryId)) {
        problems.push(
          `products "${String(product.id)}": category "${String(product.categoryId)}" does not exist`,
        );
      }
    }
  }

  const said = (value: unknown) =>
    typeof value === "string" ? value.trim().toLowerCase().replace(/\s+/g, " ") : undefined;
  // A card shows the product's name next to its image: an alt text that only repeats the
  // name makes a screen reader say it twice (axe: image-redundant-alt).
  for (const product of products ?? []) {
    const alt = isRecord(product.image) && isRecord(product.image.alt) ? product.image.alt : undefined;
    if (!alt || !isRecord(product.name)) continue;
    for (const locale of LOCALES) {
      if (said(alt[locale]) !== undefined && said(alt[locale]) === said(product.name[locale])) {
        problems.push(
          `products "${String(product.id)}": its ${locale} image text repeats its name; describe the picture`,
        );
      }
    }
  }

  problems.push(...galleries("service", services, serviceDetails, spec?.serviceGalleries));
  const pages = products?.filter((p) => p.hasPage === true);
  problems.push(...galleries("product page", pages, productDetails, spec?.productGalleries));
  return problems;
}

function duplicateIds(name: string, list: Entry[]): string[] {
  const seen = new Set<unknown>();
  const problems: string[] = [];
  for (const [index, entry] of list.entries()) {
    if (typeof entry.id !== "string" || entry.id === "") problems.push(`${name}[${index}]: no id`);
    else if (seen.has(entry.id)) problems.push(`${name}: id "${entry.id}" is used twice`);
    seen.add(entry.id);
  }
  return problems;
}

/**
 * Each owner (service, product page) has details whose gallery has the spec's count; without
 * the spec's counts (`fixed` undefined), each owner has details with a gallery.
 */
function galleries(
  kind: string,
  owners: Entry[] | undefined,
  details: Entry[] | undefined,
  fixed: Record<string, number> | undefined,
): string[] {
  if (!owners || !details) return [];
  const problems: string[] = [];
  const ownerIds = new Set(owners.map((o) => o.id));
  const byId = new Map(details.map((d) => [d.id, d]));
  const expected: Record<string, number | undefined> =
    fixed ?? Object.fromEntries(owners.map((owner) => [String(owner.id), undefined]));
  for (const [id, size] of Object.entries(expected)) {
    if (!ownerIds.has(id)) problems.push(`${kind} "${id}" (in the spec) is missing`);
    const entry = byId.get(id);
    if (!entry) {
      problems.push(`${kind} "${id}": no details (and so no gallery)`);
      continue;
    }
    const gallery = entry.gallery;
    if (!Array.isArray(gallery)) problems.push(`${kind} "${id}": no gallery`);
    else if (size !== undefined && gallery.length !== size)
      problems.push(`${kind} "${id}": gallery of ${gallery.length} images, the spec has ${size}`);
  }
  for (const id of ownerIds) {
    if (fixed && typeof id === "string" && !(id in fixed))
      problems.push(`${kind} "${id}" is not in the spec`);
  }
  for (const id of byId.keys()) {
    if (!ownerIds.has(id)) problems.push(`${kind} details "${String(id)}" belong to no ${kind}`);
  }
  return problems;
}

/** Every image has exactly one source file (a real photo, or its placeholder). */
export function checkImageSources(
  images: readonly CollectedImage[],
  manifest: PlaceholderManifest,
  sourceDir: string,
): string[] {
  const problems: string[] = [];
  for (const image of images) {
    const resolved = resolveSource(findSourceFiles(image.src, manifest, sourceDir), image.src);
    if (!resolved.ok) problems.push(`${resolved.problem} (${image.where[0]})`);
  }
  return problems;
}
