// A category listing's filters and the product finder, through the real server and its page
// cache: the mixers are given filterable fields (a flow range, a drive power, materials, yes or
// no) and their products values (one entered in litres a second), the aerators a flow of their
// own; then a number finds the products whose range covers it, a list any of its options,
// yes/no its flag, each choice counts what it would leave, the finder filters by category and
// application, filters spelt otherwise are redirected (a data request: not found), a filtered
// page is not indexed and names the unfiltered one canonical, and no made-up or reordered
// query ever makes an entry of the cache (ADR 021). On PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentData } from "~/lib/content/schemas";
import type { SpecField } from "~/lib/specs/spec-values";
import { publishContent } from "../support/content";
import { deadline } from "../support/deadline";
import { engine, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;

const words = (en: string, es: string) => ({ en, es });
const FLOW: SpecField = {
  id: "flow",
  name: words("Flow", "Caudal"),
  kind: "range",
  measure: "flow",
  unit: "m3/h",
  filterable: true,
};
const MIXER_FIELDS: SpecField[] = [
  FLOW,
  {
    id: "drive-power",
    name: words("Drive power", "Potencia"),
    kind: "number",
    measure: "power",
    unit: "kw",
    filterable: true,
  },
  {
    id: "material",
    name: words("Material", "Material"),
    kind: "choices",
    options: [
      { id: "stainless-steel", label: words("Stainless steel", "Acero inoxidable") },
      { id: "cast-iron", label: words("Cast iron", "Fundición") },
      { id: "grp", label: words("GRP", "PRFV") },
    ],
    filterable: true,
  },
  { id: "submersible", name: words("Submersible", "Sumergible"), kind: "boolean", filterable: true },
  { id: "notes", name: words("Notes", "Notas"), kind: "text" },
];

type Specs = ContentData<"product">["specs"];
// Published in this order: the last one's value is what the start waits for.
const MIXERS: Record<string, { specs: Specs; applications?: ("municipal" | "industrial" | "private")[] }> = {
  // No values at all: no filter finds it.
  "static-mixer": { specs: [], applications: [] },
  "coagulation-mixer": {
    specs: [
      { field: "flow", min: 100, max: 500 },
      { field: "drive-power", value: 2.2 },
      { field: "material", options: ["stainless-steel"] },
      { field: "submersible", flag: true },
    ],
    applications: ["municipal"],
  },
  "dynamic-mixer": {
    specs: [
      { field: "flow", min: 600, max: 900 },
      { field: "drive-power", value: 5.5 },
      { field: "material", options: ["cast-iron", "grp"] },
      { field: "submersible", flag: false },
    ],
    applications: ["industrial"],
  },
  // Entered in litres a second: 13.9-97.2 l/s is about 50-350 m³/h.
  "flocculation-mixer": {
    specs: [
      { field: "flow", min: 13.9, max: 97.2, unit: "l/s" },
      { field: "material", options: ["grp"] },
    ],
    applications: ["private", "municipal"],
  },
};
const ALL_MIXERS = ["Coagulation Mixer", "Dynamic Mixer", "Flocculation Mixer", "Static Mixer"];

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  await publishContent(db, "category", "mixers", (data) => {
    data.specFields = MIXER_FIELDS;
  });
  // The aerators share the flow (a field two categories have: the finder offers it with no category chosen).
  await publishContent(db, "category", "aeration-equipment", (data) => {
    data.specFields = [FLOW];
  });
  await publishContent(db, "product", "float-aerator", (data) => {
    data.specs = [{ field: "flow", min: 200, max: 400 }];
    data.applications = ["industrial"];
  });
  for (const [key, { specs, applications }] of Object.entries(MIXERS))
    await publishContent(db, "product", key, (data) => {
      data.specs = specs;
      data.applications = applications;
    });
  // Every change is the site's before a page is asked for (PostgreSQL notifies a moment after).
  const ends = Date.now() + deadline(10_000);
  while (!(await (await server.get("/mixers?flow=300")).text()).includes("Flocculation Mixer")) {
    if (Date.now() > ends) throw new Error("the filters did not reach the mixers' listing");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  while (!(await (await server.get("/product-finder?flow=300")).text()).includes("Float Aerator")) {
    if (Date.now() > ends) throw new Error("the aerators' flow did not reach the finder");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, deadline(60_000));
afterAll(async () => {
  await server?.stop();
});

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const textOf = (html: string) => decode(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "")).trim();

/** The page's HTML (a 200). */
async function page(path: string, init?: RequestInit): Promise<string> {
  const res = await server.get(path, init);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The names on the listing's product cards, in order. */
const cards = (html: string) =>
  [...html.matchAll(/<article\b[\s\S]*?<h3\b[^>]*>([\s\S]*?)<\/h3>/g)].map((match) => textOf(match[1]!));
/** The products of a path that this test gave values (the finder lists the whole catalogue). */
const mixersOf = async (path: string) =>
  cards(await page(path)).filter((name) => ALL_MIXERS.includes(name) || name === "Float Aerator");

/** A checkbox or radio button's label in the filters' form: its words, its count and whether it is ticked. */
function choices(html: string, name: string): Array<{ value: string; text: string; checked: boolean }> {
  return [...html.matchAll(/<label\b[^>]*>(<input\b[^>]*>)([\s\S]*?)<\/label>/g)]
    .filter((match) => match[1]!.includes(` name="${name}"`))
    .map((match) => ({
      value: /value="([^"]*)"/.exec(match[1]!)![1]!,
      text: textOf(match[2]!),
      checked: /\schecked=""/.test(match[1]!),
    }));
}

/** The results' count line (in the live region). */
function countLine(html: string): string {
  const at = html.indexOf("data-filter-count");
  expect(at, "no count line").toBeGreaterThan(0);
  const region = html.lastIndexOf("<div", at);
  expect(html.slice(region, at)).toContain('role="status"');
  return textOf(html.slice(html.indexOf(">", at) + 1, html.indexOf("</p>", at)));
}

describe(`a category's filters (${engine})`, () => {
  it("find the products whose range covers a number, whatever unit a value was entered in", async () => {
    expect(await mixersOf("/mixers")).toEqual(ALL_MIXERS);
    // 300 m³/h: the coagulation mixer (100-500) and the flocculation mixer (50-350, in l/s).
    expect(await mixersOf("/mixers?flow=300")).toEqual(["Coagulation Mixer", "Flocculation Mixer"]);
    expect(await mixersOf("/mixers?flow=750")).toEqual(["Dynamic Mixer"]);
    expect(await mixersOf("/mixers?flow=40")).toEqual([]);
    expect(await mixersOf("/mixers?flow=550")).toEqual([]);
    // A number field: the value itself.
    expect(await mixersOf("/mixers?drive-power=5.5")).toEqual(["Dynamic Mixer"]);
    expect(await mixersOf("/mixers?drive-power=3")).toEqual([]);
  });

  it("find any option of a list, yes or no, and all the filters at once", async () => {
    expect(await mixersOf("/mixers?material=grp")).toEqual(["Dynamic Mixer", "Flocculation Mixer"]);
    expect(await mixersOf("/mixers?material=stainless-steel,cast-iron")).toEqual([
      "Coagulation Mixer",
      "Dynamic Mixer",
    ]);
    expect(await mixersOf("/mixers?submersible=yes")).toEqual(["Coagulation Mixer"]);
    expect(await mixersOf("/mixers?submersible=no")).toEqual(["Dynamic Mixer"]);
    expect(await mixersOf("/mixers?flow=300&material=grp")).toEqual(["Flocculation Mixer"]);
    // With the search text: the products it finds, filtered.
    expect(cards(await page("/mixers?q=mixer&flow=300"))).toEqual([
      "Coagulation Mixer",
      "Flocculation Mixer",
    ]);
  });

  it("count beside each choice what it would leave, and say the results in a live region", async () => {
    const html = await page("/mixers?flow=300");
    expect(choices(html, "material")).toEqual([
      { value: "stainless-steel", text: "Stainless steel (1)", checked: false },
      { value: "cast-iron", text: "Cast iron (0)", checked: false },
      { value: "grp", text: "GRP (1)", checked: false },
    ]);
    expect(choices(html, "submersible")).toEqual([
      { value: "", text: "Either", checked: true },
      { value: "yes", text: "Yes (1)", checked: false },
      { value: "no", text: "No (0)", checked: false },
    ]);
    expect(countLine(html)).toBe("2 products");
    // The number's box shows it; the text field is no filter.
    expect(html).toMatch(/<input id="listing-filters-flow"[^>]* name="flow" value="300"\/>/);
    expect(html).not.toContain('name="notes"');

    const ticked = await page("/es/mezcladores?material=cast-iron,grp");
    expect(choices(ticked, "material")).toEqual([
      { value: "stainless-steel", text: "Acero inoxidable (1)", checked: false },
      { value: "cast-iron", text: "Fundición (1)", checked: true },
      { value: "grp", text: "PRFV (2)", checked: true },
    ]);
    expect(countLine(ticked)).toBe("2 productos");
    expect(countLine(await page("/mixers?flow=40"))).toBe("No products match these filters.");
    // Without filters the region is empty, as before (a search's line speaks there too).
    expect(await page("/mixers")).not.toContain("data-filter-count");
  });

  it("take numbers in the visitor's units and language from the form, and show them so", async () => {
    // 1,320 gpm is 299.805 m³/h.
    const us = await server.get("/mixers?units=us&flow=1%2C320&material=", {
      headers: { cookie: "site.units=us" },
    });
    expect(us.status).toBe(301);
    expect(us.headers.get("location")).toBe("/mixers?flow=299.805");
    const html = await page("/mixers?flow=299.805", { headers: { cookie: "site.units=us" } });
    expect(cards(html)).toEqual(["Coagulation Mixer", "Flocculation Mixer"]);
    expect(html).toContain(">Flow (gpm)</label>");
    expect(html).toMatch(/name="flow" value="1,320"\/>/);
    // Spanish habits: a point groups thousands.
    const es = await server.get("/es/mezcladores?units=metric&flow=1.500");
    expect(es.headers.get("location")).toBe("/es/mezcladores?flow=1500");
    await es.arrayBuffer();
  });
});

describe(`the product finder (${engine})`, () => {
  it("filters the whole catalogue by category, application and the fields the categories share", async () => {
    const all = await page("/product-finder");
    expect(cards(all).length).toBeGreaterThan(40);
    expect(all).not.toContain('name="robots"');
    // With no category: the flow (mixers and aerators) and not the mixers' own fields.
    expect(all).toContain('name="flow"');
    expect(all).not.toContain('name="drive-power"');

    expect(await mixersOf("/product-finder?flow=300")).toEqual([
      "Float Aerator",
      "Coagulation Mixer",
      "Flocculation Mixer",
    ]);
    expect(await mixersOf("/product-finder?category=mixers&application=municipal")).toEqual([
      "Coagulation Mixer",
      "Flocculation Mixer",
    ]);
    expect(await mixersOf("/product-finder?application=private")).toEqual(["Flocculation Mixer"]);
    const mixers = await page("/product-finder?category=mixers&drive-power=2.2");
    expect(cards(mixers)).toEqual(["Coagulation Mixer"]);
    // With a category: its own fields, its options only, each choice counted.
    expect(mixers).toContain('name="drive-power"');
    expect(choices(mixers, "category").find((choice) => choice.checked)).toEqual({
      value: "mixers",
      text: "Mixers (1)",
      checked: true,
    });
    expect(choices(mixers, "application")).toEqual([
      { value: "municipal", text: "Municipal (1)", checked: false },
      { value: "industrial", text: "Industrial (0)", checked: false },
      { value: "private", text: "Private (0)", checked: false },
    ]);
    expect(countLine(mixers)).toBe("1 product");
    // In Spanish, with the result's category under its name.
    const es = await page("/es/buscador-de-productos?category=mixers&material=grp");
    expect(cards(es)).toEqual(["Mezclador dinámico", "Mezclador de floculación"]);
    expect(countLine(es)).toBe("2 productos");
    expect(textOf(await page("/es/buscador-de-productos?flow=300"))).toContain("Categoría: Mezcladores");
  });

  it("is a page of the sitemap, in both languages", async () => {
    const sitemap = await page("/sitemaps/pages.xml");
    expect(sitemap).toMatch(/<loc>[^<]*\/product-finder<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/es\/buscador-de-productos<\/loc>/);
  });
});

describe(`filtered addresses and the page cache (${engine})`, () => {
  it("redirect filters spelt otherwise to their one spelling, the rest of the query kept", async () => {
    for (const [path, location] of [
      ["/mixers?material=grp&flow=300", "/mixers?flow=300&material=grp"],
      ["/mixers?material=grp,stainless-steel", "/mixers?material=stainless-steel,grp"],
      ["/mixers?flow=abc&material=brass&utm_source=x", "/mixers?utm_source=x"],
      ["/mixers?flow=300.0&submersible=maybe", "/mixers?flow=300"],
      // The form as a browser without JavaScript sends it.
      [
        "/mixers?units=metric&flow=300&drive-power=&material=grp&material=stainless-steel&submersible=",
        "/mixers?flow=300&material=stainless-steel,grp",
      ],
      ["/product-finder?application=private,municipal", "/product-finder?application=municipal,private"],
      ["/product-finder?drive-power=2.2&category=made-up", "/product-finder"],
      [
        "/es/buscador-de-productos?flow=300&category=mixers",
        "/es/buscador-de-productos?category=mixers&flow=300",
      ],
    ] as const) {
      const res = await server.get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(location);
      await res.arrayBuffer();
    }
  });

  it("are not indexed, and name the unfiltered page canonical", async () => {
    for (const [path, canonical] of [
      ["/mixers?flow=300", "/mixers"],
      ["/es/mezcladores?material=grp", "/es/mezcladores"],
      ["/product-finder?category=mixers", "/product-finder"],
    ] as const) {
      const html = await page(path);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${canonical}"/>`));
    }
    expect(await page("/mixers")).not.toContain('name="robots"');
  });

  it("never make an entry of the cache: the unfiltered page stays the one entry", async () => {
    const stats = () => server.pageCache!.stats();
    for (const path of ["/mixers", "/product-finder", "/mixers.data"]) {
      const warm = await server.get(path);
      expect(warm.status, path).toBe(200);
      await warm.arrayBuffer();
    }
    const mixers = (await server.pageCache!.peek("/mixers"))!;
    const finder = (await server.pageCache!.peek("/product-finder"))!;
    expect(mixers).toBeDefined();
    expect(finder).toBeDefined();
    const before = stats();
    const statuses = new Map<number, number>();
    const paths = [
      // Filtered: rendered for the request, not kept.
      "/mixers?flow=300",
      "/mixers?flow=300&material=grp&utm_source=x",
      "/product-finder?category=mixers&application=municipal",
      "/mixers.data?flow=300",
      // Reordered or invalid: redirected (a data request: not found).
      "/mixers?material=grp&flow=300",
      "/mixers?flow=abc",
      "/mixers.data?material=grp&flow=300",
      "/mixers.data?flow=300.0",
      // Made-up fields: any other parameter, the page's entry.
      "/mixers?pressure=3&x=1",
      "/product-finder?colour=red",
    ];
    for (let i = 0; i < 5; i++)
      for (const path of paths) {
        const res = await server.get(path.replace("300", String(300 + i)));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 200) expect(res.headers.get("x-page-cache") ?? "none", path).not.toBe("miss");
        await res.arrayBuffer();
      }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 30, 301: 10, 404: 10 });
    const after = stats();
    expect(after.pages).toBe(before.pages);
    expect(after.bytes).toBe(before.bytes);
    expect(after.renders).toBe(before.renders);
    // The made-up fields were answered from the entries; those are the very same.
    const hit = await server.get("/mixers?pressure=3");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(mixers.etags).toContain(hit.headers.get("etag"));
    await hit.arrayBuffer();
    expect(await server.pageCache!.peek("/mixers")).toBe(mixers);
    expect(await server.pageCache!.peek("/product-finder")).toBe(finder);
  });

  it("answer a data request with the filtered listing's data", async () => {
    const res = await server.get("/mixers.data?flow=750");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-page-cache")).toBeNull();
    const body = await res.text();
    // The cards' data: the dynamic mixer's alone (the page's keywords name every mixer).
    expect(body).toContain('"dynamic-mixer"');
    expect(body).not.toContain('"coagulation-mixer"');
    expect(body).toContain('"filtered",true');
  });
});
