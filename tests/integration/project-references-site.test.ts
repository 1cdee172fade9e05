import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteItem, publishContent, readContentItem, unpublishContent } from "~/.server/content/revisions";
import { contentItems, users } from "~/.server/db/schema";
import type { ContentData, ContentType } from "~/lib/content/schemas";
import { addContent } from "../support/content";
import { deadline } from "../support/deadline";
import { engine, startTestServer, type TestServer } from "../support/test-server";

// Where buyers meet the project references outside their own pages: the "In operation at N
// plants" line of the product, category and service pages, the countries on the home page's
// map, site search and the sitemap; and a reference's page once a product it names is gone.
// Two references are published as the editor publishes (checked against the schema): one in
// Spain naming a product with a page (Drum Screen), one without (Micro Disk Sieve) and a
// service (Odor Treatment); one in Mexico naming Drum Screen.
let server: TestServer;
const actor = { id: "user-references-editor", email: "references-editor@example.com" };

const guadalquivir: ContentData<"project"> = {
  slug: { en: "guadalquivir-north", es: "depuradora-guadalquivir-norte" },
  title: { en: "Guadalquivir North Wastewater Works", es: "Depuradora Guadalquivir Norte" },
  summary: {
    en: "Inlet screening, fine sieving and odour control for a growing municipal works.",
    es: "Desbaste de entrada, tamizado fino y control de olores para una depuradora municipal.",
  },
  body: { en: "<p>Two drum screens at the inlet.</p>", es: "<p>Dos tamices de tambor a la entrada.</p>" },
  clientType: "municipal",
  country: "ES",
  // Only the city names the place: search finds it by its Spanish name in Spanish.
  city: { en: "Seville", es: "Sevilla" },
  year: 2022,
  capacity: 45_000,
  populationEquivalent: 180_000,
  products: [
    { productId: "drum-screen", quantity: 2 },
    { productId: "micro-disk-sieve", quantity: 1 },
  ],
  services: ["odor-treatment"],
  photos: [],
  meta: undefined,
};

const monterrey: ContentData<"project"> = {
  slug: { en: "monterrey-dairy", es: "lacteos-monterrey" },
  title: { en: "Monterrey Dairy Effluent Plant", es: "Planta de efluentes lácteos de Monterrey" },
  summary: { en: "Screening ahead of a dairy's effluent treatment.", es: "Desbaste antes del tratamiento." },
  body: { en: "", es: "" },
  clientType: "industrial",
  sector: "dairy",
  country: "MX",
  city: { en: "Monterrey", es: "Monterrey" },
  year: 2020,
  capacity: 3_000,
  products: [{ productId: "drum-screen", quantity: 1 }],
  services: [],
  photos: [],
  meta: undefined,
};

async function itemId(type: ContentType, key: string): Promise<string> {
  const [row] = await server.database.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  return row!.id;
}

/** Adds a reference as a draft and publishes it through the editor's path (schema-checked). */
async function publishReference(key: string, data: ContentData<"project">) {
  const db = server.database.db;
  await addContent(db, "project", key, data, "draft");
  const id = await itemId("project", key);
  const item = (await readContentItem(db, id))!;
  const outcome = await publishContent(db, actor, { itemId: id, startedFrom: item.latest.version, data });
  if (!outcome.ok) throw new Error(`${key} not published: ${JSON.stringify(outcome)}`);
}

/** A page's HTML, once it shows what the test waits for (a publish reaches the pages a moment later). */
async function pageShowing(path: string, expected: string): Promise<string> {
  let html = "";
  await expect
    .poll(
      async () => {
        const res = await server.get(path);
        html = await res.text();
        return res.status === 200 && html.includes(expected);
      },
      { timeout: deadline(10_000) },
    )
    .toBe(true);
  return html;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const textOf = (html: string) => decode(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "")).trim();

/** The "In operation at N plants" line of a page: its text and its link, or undefined. */
function plantsLine(html: string): { text: string; href: string } | undefined {
  const at = html.indexOf("data-plants-in-operation");
  if (at < 0) return undefined;
  const block = html.slice(html.lastIndexOf("<p", at), html.indexOf("</p>", at));
  expect(block.match(/<a\b/g)).toHaveLength(1);
  return { text: textOf(block), href: decode(/<a [^>]*href="([^"]+)"/.exec(block)![1]!) };
}

/** An attribute of an element's opening tag. */
const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decode(value);
};

/** The home map's country markers: code, link, tooltip and screen-reader name. */
function countryMarkers(html: string) {
  return [...html.matchAll(/(<a [^>]*data-map-country="([A-Z]{2})"[^>]*>)(.*?)<\/a>/g)].map((match) => ({
    code: match[2],
    href: attribute(match[1]!, "href"),
    title: attribute(match[1]!, "title"),
    name: textOf(/<span class="sr-only">(.*?)<\/span>/.exec(match[3]!)?.[1] ?? ""),
  }));
}

/** The search page's results (the page's shell links the listing too). */
const results = (html: string) => html.slice(html.indexOf('aria-live="polite"'), html.indexOf("<footer"));

/** Every address a page links inside the site (its shell's links too). */
const internalLinks = (html: string) =>
  [
    ...new Set(
      [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)]
        .map((match) => decode(match[1]!))
        .filter((href) => href.startsWith("/") && !href.startsWith("//")),
    ),
  ].sort();

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  // A new embedded database has the demo references (seedDemoProjects, beside the demo news):
  // removed, so that both engines count these two alone.
  await db.delete(contentItems).where(eq(contentItems.type, "project"));
  await db.insert(users).values({ ...actor, name: "References editor" });
  await publishReference("guadalquivir-north", guadalquivir);
  await publishReference("monterrey-dairy", monterrey);
  // Both are the site's before any page is asked for (PostgreSQL notifies the content store a
  // moment after each commit: a page rendered between the two would count one).
  const ends = Date.now() + deadline(10_000);
  while (!(await (await server.get("/projects")).text()).includes("2 plants in 2 countries")) {
    if (Date.now() > ends) throw new Error("the two references did not reach the listing");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(async () => {
  await server?.stop();
});

describe(`project references across the site (${engine})`, () => {
  it("says where a product runs on its page, linked to its references, in English and Spanish", async () => {
    const en = plantsLine(await pageShowing("/drum-screen", "data-plants-in-operation"));
    expect(en).toEqual({
      text: "In operation at 2 plants in 2 countries",
      href: "/projects?product=drum-screen",
    });
    // By the top facts: under the title, before the quote call.
    const html = await (await server.get("/drum-screen")).text();
    const [title, line, quote] = [
      /<h1\b/,
      /data-plants-in-operation/,
      /href="\/contact\?product=drum-screen"/,
    ].map((pattern) => html.search(pattern));
    expect(title).toBeGreaterThan(0);
    expect(line).toBeGreaterThan(title!);
    expect(quote).toBeGreaterThan(line!);

    const es = plantsLine(await pageShowing("/es/tamiz-de-tambor-rotativo", "data-plants-in-operation"));
    expect(es).toEqual({
      text: "En funcionamiento en 2 plantas de 2 países",
      href: "/es/proyectos?product=drum-screen",
    });

    // The link leads to the listing filtered by the product: both references.
    const listing = await (await server.get(en!.href)).text();
    expect(listing).toContain("Guadalquivir North Wastewater Works");
    expect(listing).toContain("Monterrey Dairy Effluent Plant");
    const listingEs = await server.get(es!.href);
    expect(listingEs.status).toBe(200);
    expect(await listingEs.text()).toContain("Depuradora Guadalquivir Norte");

    // A product no reference names has no line.
    expect(plantsLine(await (await server.get("/basket-screen")).text())).toBeUndefined();
  });

  it("says where a category's products run under its title, and where a service was delivered", async () => {
    const screening = await pageShowing("/screening-equipment", "data-plants-in-operation");
    expect(plantsLine(screening)).toEqual({
      text: "In operation at 2 plants in 2 countries",
      href: "/projects?category=screening-equipment",
    });
    expect(screening.indexOf("data-plants-in-operation")).toBeGreaterThan(screening.search(/<h1\b/));
    // A product without a page of its own counts in its category.
    expect(plantsLine(await pageShowing("/es/tamices-y-filtros", "data-plants-in-operation"))).toEqual({
      text: "En funcionamiento en 1 planta de 1 país",
      href: "/es/proyectos?category=sieve-and-filters",
    });
    expect(plantsLine(await pageShowing("/odor-treatment", "data-plants-in-operation"))).toEqual({
      text: "In operation at 1 plant in 1 country",
      href: "/projects?service=odor-treatment",
    });
    const service = await pageShowing("/es/tratamiento-de-olores", "data-plants-in-operation");
    expect(plantsLine(service)).toEqual({
      text: "En funcionamiento en 1 planta de 1 país",
      href: "/es/proyectos?service=odor-treatment",
    });
    const filtered = await (await server.get("/es/proyectos?service=odor-treatment")).text();
    expect(filtered).toContain("Depuradora Guadalquivir Norte");
    expect(filtered).not.toContain("Planta de efluentes lácteos de Monterrey");
    // A service no reference names has no line.
    expect(plantsLine(await (await server.get("/sludge-dewatering")).text())).toBeUndefined();
  });

  it("marks the references' countries on the home page's map as links named for screen readers, with the count below", async () => {
    const en = await pageShowing("/", "data-map-country");
    expect(countryMarkers(en)).toEqual([
      { code: "MX", href: "/projects?country=MX", title: "Mexico: 1 reference", name: "Mexico: 1 reference" },
      { code: "ES", href: "/projects?country=ES", title: "Spain: 1 reference", name: "Spain: 1 reference" },
    ]);
    const line = /<p [^>]*data-map-references[^>]*>(.*?)<\/p>/.exec(en)?.[1] ?? "";
    expect(textOf(line)).toBe("2 plants in 2 countriesSee the references");
    expect(line).toContain('href="/projects"');
    // Below the map, after the offices' legend.
    expect(en.indexOf("data-map-references")).toBeGreaterThan(en.indexOf('id="map-title"'));
    expect(en.indexOf("data-map-references")).toBeLessThan(en.indexOf('id="news-title"'));

    const es = await pageShowing("/es", "data-map-country");
    expect(countryMarkers(es)).toEqual([
      {
        code: "ES",
        href: "/es/proyectos?country=ES",
        title: "España: 1 referencia",
        name: "España: 1 referencia",
      },
      {
        code: "MX",
        href: "/es/proyectos?country=MX",
        title: "México: 1 referencia",
        name: "México: 1 referencia",
      },
    ]);
    expect(textOf(/<p [^>]*data-map-references[^>]*>(.*?)<\/p>/.exec(es)?.[1] ?? "")).toBe(
      "2 plantas en 2 paísesVer las referencias",
    );
    const spain = await (await server.get("/es/proyectos?country=ES")).text();
    expect(spain).toContain("Depuradora Guadalquivir Norte");
    expect(spain).not.toContain("Planta de efluentes lácteos de Monterrey");
  });

  it("finds a reference in search by its city's Spanish name, with its badge; and the listing as a page", async () => {
    const es = results(
      await pageShowing("/es/buscar?q=sevilla", "/es/proyectos/depuradora-guadalquivir-norte"),
    );
    const result =
      /<a [^>]*href="\/es\/proyectos\/depuradora-guadalquivir-norte"[^>]*>(.*?)<\/a>/.exec(es)?.[1] ?? "";
    expect(textOf(result)).toContain("Depuradora Guadalquivir Norte");
    expect(textOf(result)).toContain("Referencia");
    expect(textOf(result)).toContain("Sevilla, España");
    // The city's English name in English; the Spanish one finds nothing there.
    expect(results(await (await server.get("/search?q=seville")).text())).toContain(
      'href="/projects/guadalquivir-north"',
    );
    expect(results(await (await server.get("/search?q=sevilla")).text())).not.toContain("/projects/");
    expect(results(await (await server.get("/search?q=project%20references")).text())).toContain(
      'href="/projects"',
    );
  });

  it("links the listing in the Corporate menu and the footer's quick links, after About Us", async () => {
    for (const [home, about, listing] of [
      ["/", "/about-us", "/projects"],
      ["/es", "/es/sobre-nosotros", "/es/proyectos"],
    ] as const) {
      const html = await (await server.get(home)).text();
      for (const part of [html.slice(0, html.indexOf("<main")), html.slice(html.indexOf("<footer"))]) {
        const hrefs = [...part.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((match) => match[1]);
        const at = hrefs.indexOf(about);
        expect(at, home).toBeGreaterThanOrEqual(0);
        expect(hrefs[at + 1], home).toBe(listing);
      }
    }
  });

  it("lists every reference and the listing in the sitemap, in both languages with their alternates", async () => {
    const sitemap = await (await server.get("/sitemaps/pages.xml")).text();
    const entries = sitemap.split("<url>").slice(1);
    const entry = (path: string) =>
      entries.filter((block) => new RegExp(`<loc>[^<]*${path}</loc>`).test(block));
    for (const [en, es] of [
      ["/projects", "/es/proyectos"],
      ["/projects/guadalquivir-north", "/es/proyectos/depuradora-guadalquivir-norte"],
      ["/projects/monterrey-dairy", "/es/proyectos/lacteos-monterrey"],
    ] as const) {
      for (const path of [en, es]) {
        const found = entry(path);
        expect(found, path).toHaveLength(1);
        expect(found[0]).toMatch(new RegExp(`hreflang="en" href="[^"]*${en}"`));
        expect(found[0]).toMatch(new RegExp(`hreflang="es" href="[^"]*${es}"`));
        expect(found[0]).toMatch(new RegExp(`hreflang="x-default" href="[^"]*${en}"`));
      }
    }
  });

  it("leaves a product unpublished or deleted off a reference's page, with no link to a page not found", async () => {
    const db = server.database.db;
    expect(
      await unpublishContent(db, actor, { itemId: await itemId("product", "micro-disk-sieve") }),
    ).toMatchObject({ ok: true });
    expect(await deleteItem(db, actor, await itemId("product", "drum-screen"), "product")).toBe(true);
    await expect
      .poll(async () => (await server.get("/drum-screen")).status, { timeout: deadline(10_000) })
      .toBe(404);

    for (const path of ["/projects/guadalquivir-north", "/es/proyectos/depuradora-guadalquivir-norte"]) {
      let html = "";
      await expect
        .poll(
          async () => {
            html = await (await server.get(path)).text();
            return html.includes("Micro Disk Sieve") || html.includes("Microtamiz de discos");
          },
          { timeout: deadline(10_000) },
        )
        .toBe(false);
      expect(html).not.toMatch(/Drum Screen|Tamiz de tambor rotativo/);
      // The service is still there, linked.
      expect(html).toMatch(/Odor Treatment|Tratamiento de olores/);
      const links = internalLinks(html);
      expect(links.length).toBeGreaterThan(20);
      const missing: string[] = [];
      for (const link of links) {
        const res = await server.get(link);
        await res.arrayBuffer();
        if (res.status === 404) missing.push(link);
      }
      expect(missing, path).toEqual([]);
    }

    // The pages that counted them count what is left: none for the category of the unpublished
    // product, and the service's line is the reference's.
    expect(plantsLine(await (await server.get("/sieve-and-filters")).text())).toBeUndefined();
    expect(plantsLine(await (await server.get("/screening-equipment")).text())).toBeUndefined();
    expect(plantsLine(await (await server.get("/odor-treatment")).text())?.text).toBe(
      "In operation at 1 plant in 1 country",
    );
  });
});
