import { describe, expect, it } from "vitest";
import { seedItems } from "~/.server/content/seed-items";
import { toSiteContent } from "~/lib/content/site-content";
import {
  CATALOG_COVERAGE,
  catalogContent,
  catalogProducts,
  datasheetContent,
  datasheetProductIds,
  generatedCatalogIds,
  uncoveredCatalogIds,
} from "./coverage";

const content = toSiteContent(seedItems());
const { catalogs, categories, products, services } = content;

describe("catalog coverage", () => {
  it("has an entry for every catalog card the site generates", () => {
    expect(generatedCatalogIds(content)).toEqual(catalogs.map((card) => card.id));
    expect(uncoveredCatalogIds(content)).toEqual([]);
    expect(uncoveredCatalogIds({ catalogs: [...catalogs, { ...catalogs[0]!, id: "price-list" }] })).toEqual([
      "price-list",
    ]);
  });

  it("puts every product of the catalogue in the product catalog, in category order", () => {
    const covered = catalogProducts(content, "product-catalog");
    expect(covered.map((product) => product.id).sort()).toEqual(products.map((product) => product.id).sort());
    expect(catalogContent(content, "product-catalog").categories.map((entry) => entry.category.id)).toEqual(
      categories.map((category) => category.id),
    );
  });

  it("follows the published content: a product added to a category is in its catalogs", () => {
    const added = { ...products.find((product) => !product.hasPage)!, id: "new-pump" };
    const more = { ...content, products: [...products, added] };
    expect(catalogProducts(more, "product-catalog").map((product) => product.id)).toContain("new-pump");
  });

  it("gives the products with a page their page's details and no other product any", () => {
    const entries = catalogContent(content, "product-catalog").categories.flatMap((entry) => entry.products);
    const detailed = entries.filter((entry) => entry.details).map((entry) => entry.product.id);
    expect(detailed.sort()).toEqual([...datasheetProductIds(content)].sort());
    for (const entry of entries) if (entry.details) expect(entry.details.id).toBe(entry.product.id);
  });

  it("makes the general catalog the company and all nine services", () => {
    const covered = catalogContent(content, "general-catalog");
    expect(covered.coverage.company).toBe(true);
    expect(covered.services.map((entry) => entry.service.id)).toEqual(services.map((service) => service.id));
    expect(covered.categories).toEqual([]);
  });

  it("makes the package treatment catalog the package units and the four related services", () => {
    const covered = catalogContent(content, "package-treatment-catalog");
    const packageUnits = products.filter((product) => product.categoryId === "package-wastewater-treatment");
    expect(packageUnits.length).toBeGreaterThan(0);
    expect(catalogProducts(content, "package-treatment-catalog")).toEqual(packageUnits);
    expect(covered.services.map((entry) => entry.service.id)).toEqual([
      "biological-package-wastewater-treatment",
      "chemical-wastewater-treatment",
      "industrial-wastewater-treatment",
      "drinking-water-treatment",
    ]);
  });

  it("makes the electrical catalog that one service with its whole gallery", () => {
    const covered = catalogContent(content, "electrical-automation-catalog");
    expect(covered.services.map((entry) => entry.service.id)).toEqual(["electrical-and-automation"]);
    expect(covered.coverage.fullGalleries).toBe(true);
    expect(covered.services[0]!.details.gallery.length).toBeGreaterThan(0);
  });

  it("refuses a catalog it has no coverage for, and finds every datasheet's content", () => {
    expect(() => catalogContent(content, "price-list")).toThrow(/No coverage/);
    expect(datasheetProductIds(content).length).toBe(12);
    for (const id of datasheetProductIds(content)) {
      const { product, details, category } = datasheetContent(content, id);
      expect([product.id, details.id, category.id]).toEqual([id, id, product.categoryId]);
    }
    expect(Object.keys(CATALOG_COVERAGE)).toHaveLength(4);
  });
});
