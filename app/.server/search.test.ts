import { describe, expect, it } from "vitest";
import { categories } from "../content/categories";
import { products } from "../content/products";
import { services } from "../content/services";
import { SEARCH_LIMIT, SEARCH_MAX_QUERY } from "~/lib/search-types";
import { isRouted } from "./pages";
import { seedSiteContent } from "./content/seed-items";
import { normaliseForSearch, searchIndexSize, searchSite } from "./search";

const content = seedSiteContent();

describe("site search", () => {
  it("indexes every product, service and category, and the other routed pages, in both languages", () => {
    // About Us, Certificates, Catalogs, Contact, and the Media Center once it is routed.
    const others = isRouted("media") ? 5 : 4;
    const expected = products.length + services.length + categories.length + others;
    expect(products).toHaveLength(47);
    expect(searchIndexSize("en", content)).toBe(expected);
    expect(searchIndexSize("es", content)).toBe(expected);
  });

  it("finds nothing for a blank or whitespace-only query", () => {
    for (const query of ["", "   ", "\t\n"]) {
      expect(searchSite(query, "en", content)).toEqual({ query: "", results: [], total: 0 });
    }
  });

  it("searches without control characters or lone surrogates, tabs and line breaks as spaces", () => {
    const drum = searchSite("DRUM SCREEN", "en", content);
    for (const query of [
      "\u0000DRUM SCREEN",
      "DR\u0000UM\u0085 SCR\u007FEEN\u001B",
      "DRUM\tSCREEN\n",
      "DRU\uD800M SCREEN\uDC00",
    ]) {
      expect(searchSite(query, "en", content), JSON.stringify(query)).toEqual(drum);
    }
    // A cut at the length limit through a surrogate pair leaves no half of it.
    const cut = searchSite(`${"a".repeat(SEARCH_MAX_QUERY - 1)}\u{1F4A7}`, "en", content);
    expect(cut.query).toBe("a".repeat(SEARCH_MAX_QUERY - 1));
  });

  it("matches titles without regard to case, and Spanish without regard to accents", () => {
    const drum = searchSite("DRUM SCREEN", "en", content);
    expect(drum.results[0]).toMatchObject({ title: "Drum Screen", type: "product", route: "/drum-screen" });
    const es = searchSite("deshidratacion", "es", content);
    expect(es.total).toBeGreaterThan(0);
    expect(
      es.results.every((result) =>
        normaliseForSearch(result.title + result.description).includes("deshidratacion"),
      ),
    ).toBe(true);
    expect(searchSite("DESHIDRATACIÓN", "es", content).total).toBe(es.total);
  });

  it("matches descriptions and types, and ranks titles that start with the query first", () => {
    // A product's description is its category: every sieve and filter product matches.
    const sieve = searchSite("sieve and filters", "en", content);
    expect(sieve.results[0]).toMatchObject({ title: "Sieve and Filters", type: "page" });
    expect(sieve.results.filter((result) => result.type === "product").length).toBe(
      products.filter((product) => product.categoryId === "sieve-and-filters").length,
    );
    expect(searchSite("catalog", "en", content).results.map((result) => result.type)).toContain("catalog");
    expect(searchSite("media", "en", content).results.some((result) => result.type === "media")).toBe(
      isRouted("media"),
    );
    const es = searchSite("catálogo", "es", content);
    expect(es.results[0]).toMatchObject({ type: "catalog", route: "/es/catalogos" });
  });

  it("shows at most ten results and counts them all", () => {
    const screens = searchSite("screen", "en", content);
    expect(screens.total).toBeGreaterThan(SEARCH_LIMIT);
    expect(screens.results).toHaveLength(SEARCH_LIMIT);
    // "product" is every product's type.
    expect(searchSite("product", "en", content).total).toBeGreaterThanOrEqual(products.length);
  });

  it("links products with a page of their own there, others to their category, in the query's language", () => {
    const own = products.find((product) => product.hasPage)!;
    const other = products.find((product) => !product.hasPage)!;
    const category = categories.find((c) => c.id === other.categoryId)!;
    expect(searchSite(own.name.es, "es", content).results[0]!.route).toBe(`/es/${own.slug.es}`);
    const found = searchSite(other.name.en, "en", content).results.find((result) => result.title === other.name.en);
    expect(found?.route).toBe(`/${category.slug.en}`);
  });

  it("names nothing when nothing matches, and cuts very long queries", () => {
    expect(searchSite("zzzz-nothing-like-this", "en", content)).toEqual({
      query: "zzzz-nothing-like-this",
      results: [],
      total: 0,
    });
    expect(searchSite("x".repeat(500), "en", content).query).toHaveLength(100);
  });
});
