import type { SiteContent } from "~/lib/content/site-content";
import type { CategoryId, ServiceId } from "~/content/ids";
import type { Category, Product, ProductDetails, Service, ServiceDetails } from "~/content/types";

/** What one generated catalog is made of, in its order: the company, categories, services. */
export interface CatalogCoverage {
  /** The company chapter: About Us texts, figures and certificates. */
  company: boolean;
  /** Categories, each with all its products. */
  categoryIds: readonly string[];
  /** Services, each with its page's texts. */
  serviceIds: readonly string[];
  /** Whether a service's section shows its whole project gallery, or only a few images. */
  fullGalleries: boolean;
}

/** A coverage that takes every category, or every service, of the published content. */
export const ALL = "all";

/**
 * The four catalogs of the Catalogs page. A card added to the catalogs content needs an
 * entry here, or a `documentUrl` of its own (the renderer logs such a card and skips it).
 * "all" follows the published content: a category or service added there joins the catalog.
 */
export const CATALOG_COVERAGE: Record<
  string,
  Omit<CatalogCoverage, "categoryIds" | "serviceIds"> & {
    categoryIds: readonly CategoryId[] | typeof ALL;
    serviceIds: readonly ServiceId[] | typeof ALL;
  }
> = {
  "product-catalog": { company: false, categoryIds: ALL, serviceIds: [], fullGalleries: false },
  "general-catalog": { company: true, categoryIds: [], serviceIds: ALL, fullGalleries: false },
  "electrical-automation-catalog": {
    company: false,
    categoryIds: [],
    serviceIds: ["electrical-and-automation"],
    fullGalleries: true,
  },
  "package-treatment-catalog": {
    company: false,
    categoryIds: ["package-wastewater-treatment"],
    serviceIds: [
      "biological-package-wastewater-treatment",
      "chemical-wastewater-treatment",
      "industrial-wastewater-treatment",
      "drinking-water-treatment",
    ],
    fullGalleries: false,
  },
};

/** A category with its products, each with its page's details when it has a page. */
export interface CoveredCategory {
  category: Category;
  products: Array<{ product: Product; details?: ProductDetails }>;
}

export interface CoveredService {
  service: Service;
  details: ServiceDetails;
}

export interface CatalogContent {
  coverage: CatalogCoverage;
  categories: CoveredCategory[];
  services: CoveredService[];
}

/** The catalogs the site generates: every card without an owner's own document. */
export function generatedCatalogIds(content: Pick<SiteContent, "catalogs">): string[] {
  return content.catalogs.filter((card) => !card.documentUrl && !card.documentFile).map((card) => card.id);
}

/** Cards that have neither their own document nor a coverage entry (no document is made for them). */
export function uncoveredCatalogIds(content: Pick<SiteContent, "catalogs">): string[] {
  return generatedCatalogIds(content).filter((id) => !(id in CATALOG_COVERAGE));
}

/** A catalog's coverage with "all" read from the content. */
export function catalogCoverage(content: SiteContent, catalogId: string): CatalogCoverage {
  const entry = CATALOG_COVERAGE[catalogId];
  if (!entry)
    throw new Error(`No coverage for the catalog "${catalogId}" (app/.server/documents/coverage.ts)`);
  return {
    ...entry,
    categoryIds: entry.categoryIds === ALL ? content.categories.map((c) => c.id) : entry.categoryIds,
    serviceIds: entry.serviceIds === ALL ? content.services.map((s) => s.id) : entry.serviceIds,
  };
}

export function catalogContent(content: SiteContent, catalogId: string): CatalogContent {
  const coverage = catalogCoverage(content, catalogId);
  return {
    coverage,
    categories: coverage.categoryIds.map((id) => ({
      category: find(content.categories, id, "category"),
      products: content.products
        .filter((product) => product.categoryId === id)
        .map((product) => ({
          product,
          details: product.hasPage ? find(content.productDetails, product.id, "product details") : undefined,
        })),
    })),
    services: coverage.serviceIds.map((id) => ({
      service: find(content.services, id, "service"),
      details: find(content.serviceDetails, id, "service details"),
    })),
  };
}

/** Every product a catalog names. */
export function catalogProducts(content: SiteContent, catalogId: string): Product[] {
  return catalogContent(content, catalogId).categories.flatMap((entry) =>
    entry.products.map(({ product }) => product),
  );
}

/** The products that get a datasheet: the ones with a page of their own. */
export function datasheetProductIds(content: Pick<SiteContent, "products">): string[] {
  return content.products.filter((product) => product.hasPage).map((product) => product.id);
}

export function datasheetContent(
  content: SiteContent,
  productId: string,
): {
  product: Product;
  details: ProductDetails;
  category: Category;
} {
  const product = find(content.products, productId, "product");
  return {
    product,
    details: find(content.productDetails, productId, "product details"),
    category: find(content.categories, product.categoryId, "category"),
  };
}

function find<T extends { id: string }>(list: readonly T[], id: string, what: string): T {
  const found = list.find((entry) => entry.id === id);
  if (!found) throw new Error(`No ${what} "${id}" in the content`);
  return found;
}
