import { describe, expect, it } from "vitest";
import { categories } from "~/content/categories";
import { products } from "~/content/products";
import type { Locale } from "~/i18n/locales";
import {
  filterProducts,
  INITIALLY_VISIBLE,
  listingTerm,
  MAX_TERM_LENGTH,
  visibleProducts,
} from "./filter-products";

const catalogue = (locale: Locale) =>
  products.map((product) => ({ id: product.id, name: product.name[locale], categoryId: product.categoryId }));
const names = (items: Array<{ name: string }>) => items.map((item) => item.name);

describe("filterProducts", () => {
  it("without a search text lists only the category's own products, in catalogue order", () => {
    const listed = filterProducts(catalogue("en"), "mixers", "");
    expect(names(listed)).toEqual([
      "Coagulation Mixer",
      "Dynamic Mixer",
      "Flocculation Mixer",
      "Static Mixer",
    ]);
  });

  it("treats a blank or whitespace-only text as no search", () => {
    expect(filterProducts(catalogue("en"), "mixers", "   \t")).toEqual(
      filterProducts(catalogue("en"), "mixers", ""),
    );
    expect(listingTerm("   ")).toBe("");
    expect(listingTerm(null)).toBe("");
    expect(listingTerm("  drum ")).toBe("drum");
    expect(listingTerm("x".repeat(500))).toHaveLength(MAX_TERM_LENGTH);
  });

  it("searches the whole catalogue, whatever the category of the page", () => {
    const listed = filterProducts(catalogue("en"), "mixers", "drum");
    expect(names(listed)).toEqual(["Drum Screen", "Internal Feed Drum Screen"]);
    expect(new Set(listed.map((item) => item.categoryId))).toEqual(new Set(["screening-equipment"]));
  });

  it("ignores case", () => {
    const lower = filterProducts(catalogue("es"), "mixers", "desbaste");
    expect(names(lower)).toEqual(["Cesta de desbaste"]);
    expect(filterProducts(catalogue("es"), "mixers", "DESBASTE")).toEqual(lower);
    const tamiz = names(filterProducts(catalogue("es"), "screening-equipment", "tamiz"));
    expect(tamiz).toContain("Tamiz de tambor rotativo");
    expect(tamiz).toContain("Microtamiz de discos");
    expect(names(filterProducts(catalogue("es"), "screening-equipment", "Tamiz"))).toEqual(tamiz);
  });

  it("ignores accents on either side", () => {
    const plain = names(filterProducts(catalogue("es"), "mixers", "estatic"));
    expect(plain).toEqual(["Reja estática autolimpiante", "Tamiz estático", "Mezclador estático"]);
    expect(names(filterProducts(catalogue("es"), "mixers", "ESTÁTIC"))).toEqual(plain);
    expect(names(filterProducts(catalogue("es"), "mixers", "mecánica"))).toEqual([
      "Reja mecánica de limpieza posterior",
    ]);
  });

  it("matches the name in the page's language only", () => {
    expect(filterProducts(catalogue("es"), "mixers", "screen")).toEqual([]);
    expect(filterProducts(catalogue("en"), "mixers", "reja")).toEqual([]);
  });

  it("finds nothing for a text no name contains", () => {
    expect(filterProducts(catalogue("en"), "mixers", "zzz")).toEqual([]);
  });

  it("leaves no category empty today", () => {
    for (const category of categories) {
      expect(filterProducts(catalogue("en"), category.id, "").length, category.id).toBeGreaterThan(0);
    }
  });
});

describe("visibleProducts", () => {
  const twelve = Array.from({ length: 12 }, (_, index) => index);

  it("holds back all but the first six, with a 'More' button, until show-all", () => {
    expect(INITIALLY_VISIBLE).toBe(6);
    expect(visibleProducts(twelve, false)).toEqual({ shown: [0, 1, 2, 3, 4, 5], hasMore: true });
    expect(visibleProducts(twelve, true)).toEqual({ shown: twelve, hasMore: false });
  });

  it("shows six or fewer whole, with no button", () => {
    expect(visibleProducts(twelve.slice(0, 6), false)).toEqual({ shown: [0, 1, 2, 3, 4, 5], hasMore: false });
    expect(visibleProducts(twelve.slice(0, 7), false).hasMore).toBe(true);
    expect(visibleProducts([], false)).toEqual({ shown: [], hasMore: false });
  });
});
