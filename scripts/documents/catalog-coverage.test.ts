import { describe, expect, it } from "vitest";
import { catalogs } from "~/content/catalogs";
import { CATEGORY_IDS, PRODUCT_PAGE_IDS } from "~/content/ids";
import { products } from "~/content/products";
import { services } from "~/content/services";
import {
  CATALOG_COVERAGE,
  catalogContent,
  catalogProducts,
  datasheetContent,
  generatedCatalogIds,
  uncoveredCatalogIds,
} from "./catalog-coverage";

describe("catalog coverage", () => {
  it("has an entry for every catalog card the site generates", () => {
    expect(generatedCatalogIds()).toEqual(catalogs.map((card) => card.id));
    expect(uncoveredCatalogIds()).toEqual([]);
  });

  it("puts every product of the catalogue in the product catalog, in category order", () => {
    const covered = catalogProducts("product-catalog");
    expect(covered.map((product) => product.id).sort()).toEqual(products.map((product) => product.id).sort());
    expect(catalogContent("product-catalog").categories.map((entry) => entry.category.id)).toEqual([
      ...CATEGORY_IDS,
    ]);
  });

  it("gives the screening products their page's details and no other product any", () => {
    const entries = catalogContent("product-catalog").categories.flatMap((entry) => entry.products);
    const detailed = entries.filter((entry) => entry.details).map((entry) => entry.product.id);
    expect(detailed.sort()).toEqual([...PRODUCT_PAGE_IDS].sort());
    for (const entry of entries) if (entry.details) expect(entry.details.id).toBe(entry.product.id);
  });

  it("makes the general catalog the company and all nine services", () => {
    const content = catalogContent("general-catalog");
    expect(content.coverage.company).toBe(true);
    expect(content.services.map((entry) => entry.service.id)).toEqual(services.map((service) => service.id));
    expect(content.categories).toEqual([]);
  });

  it("makes the package treatment catalog the package units and the four related services", () => {
    const content = catalogContent("package-treatment-catalog");
    const packageUnits = products.filter((product) => product.categoryId === "package-wastewater-treatment");
    expect(packageUnits.length).toBeGreaterThan(0);
    expect(catalogProducts("package-treatment-catalog")).toEqual(packageUnits);
    expect(content.services.map((entry) => entry.service.id)).toEqual([
      "biological-package-wastewater-treatment",
      "chemical-wastewater-treatment",
      "industrial-wastewater-treatment",
      "drinking-water-treatment",
    ]);
  });

  it("makes the electrical catalog that one service with its whole gallery", () => {
    const content = catalogContent("electrical-automation-catalog");
    expect(content.services.map((entry) => entry.service.id)).toEqual(["electrical-and-automation"]);
    expect(content.coverage.fullGalleries).toBe(true);
    expect(content.services[0]!.details.gallery.length).toBeGreaterThan(0);
  });

  it("refuses a catalog it has no coverage for, and finds every datasheet's content", () => {
    expect(() => catalogContent("price-list")).toThrow(/No coverage/);
    for (const id of PRODUCT_PAGE_IDS) {
      const { product, details, category } = datasheetContent(id);
      expect([product.id, details.id, category.id]).toEqual([id, id, product.categoryId]);
    }
    expect(Object.keys(CATALOG_COVERAGE)).toHaveLength(4);
  });
});
