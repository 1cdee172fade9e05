import { describe, expect, it } from "vitest";
import { categories } from "../content/categories";
import { products } from "../content/products";
import { services } from "../content/services";
import type { Project, SiteContent } from "~/lib/content/site-content";
import { SEARCH_LIMIT, SEARCH_MAX_QUERY } from "~/lib/search-types";
import { isRouted, withPreviewCatalogue } from "./pages";
import { seedSiteContent } from "./content/seed-items";
import { normaliseForSearch, searchIndexSize, searchSite } from "./search";

const content = seedSiteContent();

/** A project reference as the pages read it, with what a test gives. */
function reference(id: string, fields: Partial<Project>): Project {
  return {
    id,
    slug: { en: id, es: `${id}-es` },
    title: { en: `Plant ${id}`, es: `Planta ${id}` },
    summary: { en: "A municipal works.", es: "Una depuradora municipal." },
    body: { en: "", es: "" },
    clientType: "municipal",
    country: "MX",
    city: { en: "Mexico City", es: "Ciudad de México" },
    year: 2021,
    capacity: 12_000,
    products: [{ productId: "drum-screen", quantity: 2 }],
    services: [],
    photos: [],
    meta: undefined,
    ...fields,
  };
}

const mexico = reference("valle-works", {
  title: { en: "Valle Wastewater Works", es: "Depuradora del Valle" },
  summary: { en: "Inlet screens for a growing city.", es: "Desbaste de entrada para una ciudad que crece." },
});
const turkey = reference("konya-plant", {
  title: { en: "Konya Dairy Effluent Plant", es: "Planta de efluentes lácteos de Konya" },
  clientType: "industrial",
  sector: "dairy",
  country: "TR",
  city: { en: "Konya", es: "Konya" },
});

/** Searches with these references published: their pages are in the page table meanwhile. */
const withReferences = <T>(projects: Project[], task: (searched: SiteContent) => T, base = content): T => {
  const searched = { ...base, projects };
  return withPreviewCatalogue(searched, () => task(searched));
};

describe("site search", () => {
  it("indexes every product, service and category, and the other routed pages, in both languages", () => {
    // About Us, Project References, Certificates, Catalogs, Downloads, Contact, and the Media Center once it is routed.
    const others = isRouted("media") ? 7 : 6;
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
    const found = searchSite(other.name.en, "en", content).results.find(
      (result) => result.title === other.name.en,
    );
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

  it("finds a project reference by its title, summary, city and country name, in the language, to its page", () => {
    withReferences([mexico, turkey], (searched) => {
      expect(searchIndexSize("en", searched)).toBe(searchIndexSize("en", content) + 2);
      expect(searchIndexSize("es", searched)).toBe(searchIndexSize("es", content) + 2);
      const city = searchSite("ciudad de mexico", "es", searched);
      expect(city.results).toEqual([
        {
          id: "project-valle-works",
          type: "project",
          title: "Depuradora del Valle",
          description: "Ciudad de México, México · Desbaste de entrada para una ciudad que crece.",
          route: "/es/proyectos/valle-works-es",
        },
      ]);
      // The country by its name in the language searched; its English name finds it in English.
      expect(searchSite("turquía", "es", searched).results.map((result) => result.id)).toContain(
        "project-konya-plant",
      );
      // (The runtime's English name, Türkiye; accents aside as everywhere.)
      expect(searchSite("turkiye", "en", searched).results).toContainEqual(
        expect.objectContaining({ id: "project-konya-plant", route: "/projects/konya-plant" }),
      );
      expect(searchSite("growing city", "en", searched).results.map((result) => result.id)).toEqual([
        "project-valle-works",
      ]);
      // Its badge's word finds every reference.
      expect(
        searchSite("referencia", "es", searched).results.filter((result) => result.type === "project"),
      ).toHaveLength(2);
    });
  });

  it("finds the references' listing as a page in both languages", () => {
    expect(searchSite("project references", "en", content).results[0]).toMatchObject({
      id: "projects",
      type: "page",
      route: "/projects",
    });
    expect(searchSite("referencias de proyectos", "es", content).results[0]).toMatchObject({
      id: "projects",
      type: "page",
      route: "/es/proyectos",
    });
  });

  it("lists references after products and before service pages, titles ranked alike", () => {
    const base = structuredClone(content);
    base.products.find((product) => product.id === "drum-screen")!.name.en = "Drum Screen Kestrel";
    base.services.find((service) => service.id === "odor-treatment")!.title.en = "Odor Treatment Kestrel";
    const plant = reference("kestrel", { title: { en: "Monterrey Kestrel Works", es: "Planta Kestrel" } });
    withReferences(
      [plant],
      (searched) => {
        expect(searchSite("kestrel", "en", searched).results.map((result) => result.id)).toEqual([
          "product-drum-screen",
          "project-kestrel",
          "service-odor-treatment",
        ]);
      },
      base,
    );
  });

  it("builds the index again when only the references change (the products' list the same)", () => {
    withReferences([mexico, turkey], (searched) => {
      const one = { ...searched, projects: [mexico] };
      expect(one.products).toBe(searched.products);
      expect(searchSite("konya", "en", one).total).toBe(0);
      expect(searchSite("konya", "en", searched).total).toBe(1);
      expect(searchSite("konya", "en", { ...one, projects: [turkey] }).total).toBe(1);
    });
  });

  it("finds an uploaded document by its title, in the language, to its page, with its kind", () => {
    const document = {
      id: "0b8c5d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e",
      titleEn: "Clarifier Bridge Operating Manual",
      titleEs: "Manual de operación del puente clarificador",
      type: "manual" as const,
      language: "en" as const,
      version: "2.1",
      issuedOn: "2025-03-04",
      productId: null,
      categoryId: null,
      fileName: "manual.pdf",
      format: "pdf" as const,
      contentType: "application/pdf",
      size: 1000,
      fileKey: "ab".repeat(32),
      gated: false,
      updatedAt: new Date(0),
    };
    const english = searchSite("bridge operating", "en", content, [document]);
    expect(english.results).toEqual([
      {
        id: `download-${document.id}`,
        type: "document",
        title: "Clarifier Bridge Operating Manual",
        description: "Manual · PDF · 2.1",
        route: `/downloads/${document.id}`,
      },
    ]);
    expect(searchSite("operacion del puente", "es", content, [document]).results[0]).toMatchObject({
      title: "Manual de operación del puente clarificador",
      route: `/es/descargas/${document.id}`,
    });
    expect(searchSite("bridge operating", "en", content).total).toBe(0);
  });

  it("leaves out a reference whose page is not in the page table", () => {
    // The seed's page table has no references: nothing links to a page that is not there.
    const searched = { ...content, projects: [mexico] };
    expect(searchIndexSize("en", searched)).toBe(searchIndexSize("en", content));
    expect(searchSite("valle", "en", searched).total).toBe(0);
  });
});
