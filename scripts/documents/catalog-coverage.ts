import { catalogs } from "~/content/catalogs";
import { categories } from "~/content/categories";
import { CATEGORY_IDS, type CategoryId, PRODUCT_PAGE_IDS, type ServiceId } from "~/content/ids";
import { productDetails } from "~/content/product-details";
import { products } from "~/content/products";
import { serviceDetails } from "~/content/service-details";
import { services } from "~/content/services";
import type { Category, Product, ProductDetails, Service, ServiceDetails } from "~/content/types";

/** What one generated catalog is made of, in its order: the company, categories, services. */
export interface CatalogCoverage {
  /** The company chapter: About Us texts, figures and certificates. */
  company: boolean;
  /** Categories, each with all its products. */
  categoryIds: readonly CategoryId[];
  /** Services, each with its page's texts. */
  serviceIds: readonly ServiceId[];
  /** Whether a service's section shows its whole project gallery, or only a few images. */
  fullGalleries: boolean;
}

/**
 * The four catalogs of the Catalogs page. A card added to app/content/catalogs.ts needs an
 * entry here (the build says so), or a `documentUrl` of its own.
 */
export const CATALOG_COVERAGE: Record<string, CatalogCoverage> = {
  "product-catalog": { company: false, categoryIds: CATEGORY_IDS, serviceIds: [], fullGalleries: false },
  "general-catalog": {
    company: true,
    categoryIds: [],
    serviceIds: services.map((service) => service.id),
    fullGalleries: false,
  },
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
export function generatedCatalogIds(): string[] {
  return catalogs.filter((card) => !card.documentUrl).map((card) => card.id);
}

/** Cards that have neither their own document nor a coverage entry (the build stops on them). */
export function uncoveredCatalogIds(): string[] {
  return generatedCatalogIds().filter((id) => !(id in CATALOG_COVERAGE));
}

export function catalogContent(catalogId: string): CatalogContent {
  const coverage = CATALOG_COVERAGE[catalogId];
  if (!coverage)
    throw new Error(`No coverage for the catalog "${catalogId}" (scripts/documents/catalog-coverage.ts)`);
  return {
    coverage,
    categories: coverage.categoryIds.map((id) => ({
      category: find(categories, id, "category"),
      products: products
        .filter((product) => product.categoryId === id)
        .map((product) => ({
          product,
          details: product.hasPage ? datasheetContent(product.id).details : undefined,
        })),
    })),
    services: coverage.serviceIds.map((id) => ({
      service: find(services, id, "service"),
      details: find(serviceDetails, id, "service details"),
    })),
  };
}

/** Every product a catalog names. */
export function catalogProducts(catalogId: string): Product[] {
  return catalogContent(catalogId).categories.flatMap((entry) =>
    entry.products.map(({ product }) => product),
  );
}

/** The products that get a datasheet: the ones with a page of their own. */
export const DATASHEET_PRODUCT_IDS = PRODUCT_PAGE_IDS;

export function datasheetContent(productId: (typeof PRODUCT_PAGE_IDS)[number]): {
  product: Product;
  details: ProductDetails;
  category: Category;
} {
  const product = find(products, productId, "product");
  return {
    product,
    details: find(productDetails, productId, "product details"),
    category: find(categories, product.categoryId, "category"),
  };
}

function find<T extends { id: string }>(list: readonly T[], id: string, what: string): T {
  const found = list.find((entry) => entry.id === id);
  if (!found) throw new Error(`No ${what} "${id}" in the content`);
  return found;
}
