import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSiteContent } from "~/.server/content/seed-items";
import { usePublishedCatalogue } from "~/.server/pages";
import type { SpecField } from "~/lib/specs/spec-values";
import { createAddressBook } from "./canonical-address";

// The build's routes as far as the address book reads them: ids and parents.
const route = (id: string, parentId?: string) => ({ id, parentId });
const routes = Object.fromEntries(
  [
    route("root"),
    route("routes/site-layout", "root"),
    ...["home", "about", "media", "media-post", "search", "contact", "product-finder"].flatMap((page) =>
      ["en", "es"].map((locale) => route(`${page}.${locale}`, "routes/site-layout")),
    ),
  ].map((r) => [r.id, r]),
) as unknown as ServerBuild["routes"];
const resolve = createAddressBook(routes);
const POST = "0000000a-0000-4000-8000-000000000001";

describe("canonical addresses", () => {
  it("keys a page by its address and the query it uses, in the table's order", () => {
    for (const [url, key] of [
      ["/about-us", "/about-us"],
      ["/about-us?", "/about-us"],
      ["/about-us?utm_source=x&gclid=y&x=", "/about-us"],
      ["/about-us?page=3", "/about-us"],
      ["/?page=2&fbclid=z", "/"],
      ["/media-center?page=2", "/media-center?page=2"],
      ["/media-center?utm_medium=a&page=2&page=3", "/media-center?page=2"],
      ["/contact?product=made-up", "/contact"],
      [`/media-center/post/${POST}?ref=x`, `/media-center/post/${POST}`],
      ["/about-us.data?x=1", "/about-us.data"],
      ["/_.data", "/_.data"],
      ["/es.data", "/es.data"],
      [
        "/media-center.data?page=2&_routes=media.en,root",
        "/media-center.data?page=2&_routes=root%2Cmedia.en",
      ],
    ] as const) {
      expect(resolve(url), url).toEqual({ kind: "page", key });
    }
  });

  it("leaves free text to a render each time", () => {
    for (const url of [
      "/search?q=pump",
      "/search?q=",
      "/search.data?q=x&_routes=search.en",
      "/media-center?page=1234567",
    ]) {
      expect(resolve(url), url).toEqual({ kind: "page", key: undefined });
    }
  });

  it("redirects other spellings, keeping the rest of the query", () => {
    for (const [url, location] of [
      ["/ABOUT-US", "/about-us"],
      ["/%61bout%2Dus", "/about-us"],
      ["/about-us/", "/about-us"],
      ["//about-us//", "/about-us"],
      ["/ES/", "/es"],
      ["/es//Sobre-Nosotros?utm_source=x", "/es/sobre-nosotros?utm_source=x"],
      ["/media-center?page=1&utm_source=x", "/media-center?utm_source=x"],
      ["/media-center?page=02", "/media-center"],
      [`/Media-Center/Post/${POST.toUpperCase()}`, `/media-center/post/${POST}`],
    ] as const) {
      expect(resolve(url), url).toEqual({ kind: "redirect", location });
    }
  });

  it("does not find data requests no link makes", () => {
    for (const url of [
      "/About-Us.data",
      "/about-us/_.data",
      "/_root.data",
      "/media-center.data?page=1",
      "/about-us.data?_routes=media.en",
      "/about-us.data?_routes=made-up",
    ]) {
      expect(resolve(url), url).toEqual({ kind: "not-found" });
    }
  });

  it("leaves alone what is no public page", () => {
    for (const url of [
      "/no-such-page",
      "/about-us%2F",
      "/admin/dashboard",
      "/ADMIN/dashboard",
      "/sitemap.xml",
      "/media-center/post",
      "/assets/app.js",
      "/api/contact",
    ]) {
      expect(resolve(url), url).toEqual({ kind: "other" });
    }
  });
});

describe("a listing's filters", () => {
  // The screening category filters by flow, material and whether it is covered; the sieves
  // share the flow. Each filter is a parameter named by its field.
  const seed = seedSiteContent();
  const words = (en: string) => ({ en, es: en });
  const FLOW: SpecField = {
    id: "flow",
    name: words("Flow"),
    kind: "range",
    measure: "flow",
    unit: "m3/h",
    filterable: true,
  };
  const fields: Record<string, SpecField[]> = {
    "screening-equipment": [
      FLOW,
      {
        id: "material",
        name: words("Material"),
        kind: "choices",
        options: ["stainless-steel", "galvanised-steel", "grp"].map((id) => ({
          id,
          label: words(id),
        })),
        filterable: true,
      },
      {
        id: "covered",
        name: words("Covered"),
        kind: "boolean",
        filterable: true,
      },
      {
        id: "channel-width",
        name: words("Channel width"),
        kind: "range",
        measure: "length",
        unit: "mm",
      },
    ],
    "sieve-and-filters": [FLOW],
  };
  beforeAll(() =>
    usePublishedCatalogue({
      ...seed,
      categories: seed.categories.map((category) => ({
        ...category,
        specFields: fields[category.id] ?? [],
      })),
    }),
  );
  afterAll(() => usePublishedCatalogue(seed));

  it("renders a filtered listing each time, never keeping it; other parameters leave the page's entry", () => {
    for (const url of [
      "/screening-equipment?flow=300",
      "/screening-equipment?flow=300&material=stainless-steel,grp&covered=no",
      "/screening-equipment?flow=300&material=stainless-steel%2Cgrp",
      "/screening-equipment?utm_source=x&flow=1.5&q=drum",
      "/screening-equipment?all=1&flow=-12.5",
      "/screening-equipment.data?covered=yes&_routes=catalogue.en",
      "/es/equipos-de-desbaste?material=grp",
      "/product-finder?category=screening-equipment&application=municipal,private&covered=yes",
      "/product-finder?flow=300",
      "/es/buscador-de-productos.data?application=industrial",
    ]) {
      expect(resolve(url), url).toEqual({ kind: "page", key: undefined });
    }
    for (const [url, key] of [
      // A field the category does not have (or does not filter by) is any other parameter.
      ["/screening-equipment?pressure=3&channel-width=500", "/screening-equipment"],
      ["/screening-equipment?all=1&x=1", "/screening-equipment?all=1"],
      ["/product-finder?utm_source=x", "/product-finder"],
      ["/about-us?flow=300", "/about-us"],
    ] as const) {
      expect(resolve(url), url).toEqual({ kind: "page", key });
    }
  });

  it("redirects filters spelt otherwise to their one spelling, the rest of the query kept", () => {
    for (const [url, location] of [
      ["/screening-equipment?material=grp&flow=300", "/screening-equipment?flow=300&material=grp"],
      [
        "/screening-equipment?material=grp,stainless-steel",
        "/screening-equipment?material=stainless-steel,grp",
      ],
      [
        "/screening-equipment?material=grp&material=stainless-steel&material=brass",
        "/screening-equipment?material=stainless-steel,grp",
      ],
      [
        "/screening-equipment?utm_source=x&flow=300.0&q=drum",
        "/screening-equipment?utm_source=x&q=drum&flow=300",
      ],
      ["/screening-equipment?flow=abc&utm_source=x", "/screening-equipment?utm_source=x"],
      ["/screening-equipment?flow=&covered=maybe&material=brass", "/screening-equipment"],
      ["/screening-equipment?units=us", "/screening-equipment"],
      // The form without JavaScript: every box, numbers as typed in the visitor's units.
      [
        "/screening-equipment?q=&units=us&flow=1%2C000&material=grp&material=stainless-steel&covered=",
        "/screening-equipment?q=&flow=227.125&material=stainless-steel,grp",
      ],
      ["/es/equipos-de-desbaste?units=metric&flow=1.500", "/es/equipos-de-desbaste?flow=1500"],
      ["/Screening-Equipment?covered=yes&flow=300", "/screening-equipment?flow=300&covered=yes"],
      ["/product-finder?application=private,municipal", "/product-finder?application=municipal,private"],
      ["/product-finder?category=made-up&flow=300", "/product-finder?flow=300"],
      // Not a field of the sieves; with no category, not a field two categories share.
      [
        "/product-finder?category=sieve-and-filters&covered=yes",
        "/product-finder?category=sieve-and-filters",
      ],
      ["/product-finder?covered=yes", "/product-finder"],
      [
        "/product-finder?flow=300&category=sieve-and-filters",
        "/product-finder?category=sieve-and-filters&flow=300",
      ],
    ] as const) {
      expect(resolve(url), url).toEqual({ kind: "redirect", location });
    }
  });

  it("does not find a data request whose filters are spelt otherwise", () => {
    for (const url of [
      "/screening-equipment.data?material=grp&flow=300",
      "/screening-equipment.data?flow=300.0",
      "/screening-equipment.data?units=us&flow=1000",
      "/screening-equipment.data?covered=maybe&_routes=catalogue.en",
      "/product-finder.data?category=made-up",
    ]) {
      expect(resolve(url), url).toEqual({ kind: "not-found" });
    }
  });
});
