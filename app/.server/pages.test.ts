import { describe, expect, it } from "vitest";
import { categories } from "~/content/categories";
import { CATEGORY_IDS, PRODUCT_PAGE_IDS, SERVICE_IDS } from "~/content/ids";
import { productDetails } from "~/content/product-details";
import { products } from "~/content/products";
import { serviceDetails } from "~/content/service-details";
import { services } from "~/content/services";
import { LOCALES } from "~/i18n/locales";
import { allPages, findPageByPath, getPage, pagePath, productPageId, requestedPage } from "./pages";

const pages = allPages();

describe("the page table", () => {
  it("has one page per service, category and screening product, each with its content", () => {
    expect(services.map((service) => service.id)).toEqual([...SERVICE_IDS]);
    expect(categories.map((category) => category.id)).toEqual([...CATEGORY_IDS]);
    expect(products.filter((product) => product.hasPage).map((product) => product.id)).toEqual([
      ...PRODUCT_PAGE_IDS,
    ]);
    expect(serviceDetails.map((details) => details.id).sort()).toEqual([...SERVICE_IDS].sort());
    expect(productDetails.map((details) => details.id).sort()).toEqual([...PRODUCT_PAGE_IDS].sort());
    for (const id of SERVICE_IDS)
      expect(getPage(`service-${id}`)).toMatchObject({ kind: "service", serviceId: id });
    for (const id of CATEGORY_IDS)
      expect(getPage(`category-${id}`)).toMatchObject({ kind: "category", categoryId: id });
    for (const id of PRODUCT_PAGE_IDS)
      expect(getPage(`product-${id}`)).toMatchObject({ kind: "product", productId: id });
  });

  it("gives every page a unique id and a unique address in each language, and finds it by that address", () => {
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
    const addresses = pages.flatMap((page) => LOCALES.map((locale) => page.paths[locale]));
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const page of pages) {
      for (const locale of LOCALES) {
        const found = findPageByPath(page.paths[locale].replace(":id", "42"));
        expect(found?.page.id, page.paths[locale]).toBe(page.id);
        expect(found?.locale).toBe(locale);
      }
    }
  });

  it("puts English pages at the spec's routes and Spanish ones under /es", () => {
    expect(pagePath("product-drum-screen", "en")).toBe("/drum-screen");
    expect(pagePath("category-mixers", "en")).toBe("/mixers");
    expect(pagePath("service-odor-treatment", "es")).toBe("/es/tratamiento-de-olores");
    expect(pagePath("media-post", "en", { id: "a b" })).toBe("/media-center/post/a%20b");
    for (const page of pages) expect(page.paths.es === "/es" || page.paths.es.startsWith("/es/")).toBe(true);
  });

  it("opens a screening product's own page and any other product's category page", () => {
    const drum = products.find((product) => product.id === "drum-screen")!;
    const penstock = products.find((product) => product.id === "penstock")!;
    expect(productPageId(drum)).toBe("product-drum-screen");
    expect(productPageId(penstock)).toBe("category-flow-control-equipment");
  });

  it("keeps admin pages out of the public, and answers a shared route module with its own kind only", () => {
    expect(getPage("admin-dashboard").access).toBe("admin");
    expect(pages.filter((page) => page.access === "admin").every((page) => !page.indexable)).toBe(true);
    const request = (path: string) => new Request(`http://localhost${path}`);
    expect(requestedPage(request("/es/tamices-y-filtros"), "category")).toMatchObject({
      locale: "es",
      page: { categoryId: "sieve-and-filters" },
    });
    expect(() => requestedPage(request("/mixers"), "service")).toThrow();
    expect(() => requestedPage(request("/no-such-page"), "product")).toThrow();
  });
});
