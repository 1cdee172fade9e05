import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentData } from "~/lib/content/schemas";
import { addContent, publishContent } from "../support/content";
import { deadline } from "../support/deadline";
import { engine, startTestServer, type TestServer } from "../support/test-server";

// Project references' public pages (HTML only): a reference published has its page in both
// languages with its facts, products and structured data; the listing filters by each of its
// filters without JavaScript (a GET form) and counts plants and countries; a filtered listing
// is not indexed; a changed slug answers the old address with a permanent redirect. The
// embedded template also holds the demo references: this test's own are in countries and
// years no demo is, so every count below is this test's.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const reference = (overrides: Partial<ContentData<"project">>): ContentData<"project"> => ({
  slug: { en: "test-auckland-inlet", es: "prueba-entrada-auckland" },
  title: { en: "Inlet screening, Auckland", es: "Desbaste de entrada, Auckland" },
  summary: {
    en: "Two drum screens for a coastal town's plant.",
    es: "Dos tamices de tambor para una planta costera.",
  },
  body: { en: "<p>Installed in 1999.</p><script>alert(1)</script>", es: "<p>Instalados en 1999.</p>" },
  clientType: "municipal",
  country: "NZ",
  city: { en: "Auckland", es: "Auckland" },
  coordinates: { latitude: -36.85, longitude: 174.76 },
  year: 1999,
  capacity: 12_500,
  populationEquivalent: 60_000,
  products: [
    { productId: "drum-screen", quantity: 2 },
    { productId: "belt-filter-press", quantity: 1 },
  ],
  services: ["wastewater-treatment"],
  photos: [],
  testimonial: {
    quote: { en: "On time and on budget.", es: "En plazo y en presupuesto." },
    role: { en: "Operations manager", es: "Jefe de operaciones" },
  },
  meta: undefined,
  ...overrides,
});

/** Waits until the published references are the site's (PostgreSQL: notified a moment after the commit). */
async function until(path: string, status: number) {
  const ends = Date.now() + deadline(10_000);
  while ((await server.get(path)).status !== status) {
    if (Date.now() > ends) throw new Error(`${path} did not answer ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const count = (html: string) => /data-projects-count="true">([^<]*)</.exec(html)?.[1];
const cards = (html: string) => [...html.matchAll(/data-project="([^"]+)"/g)].map((match) => match[1]);

describe(`project references on ${engine}`, () => {
  beforeAll(async () => {
    await addContent(server.database.db, "project", "test-auckland-inlet", reference({}));
    await addContent(
      server.database.db,
      "project",
      "test-santiago-dairy",
      reference({
        slug: { en: "test-santiago-dairy", es: "prueba-lacteos-santiago" },
        title: { en: "Dairy effluent, Santiago", es: "Efluente lácteo, Santiago" },
        clientType: "industrial",
        sector: "dairy",
        populationEquivalent: undefined,
        country: "CL",
        city: { en: "Santiago", es: "Santiago" },
        coordinates: undefined,
        year: 1998,
        products: [{ productId: "dissolved-air-flotation-daf", quantity: 1 }],
        services: ["industrial-wastewater-treatment"],
        testimonial: undefined,
      }),
    );
    // A draft is no page of the site.
    await addContent(
      server.database.db,
      "project",
      "test-draft-lima",
      reference({ slug: { en: "test-draft-lima", es: "prueba-borrador-lima" }, country: "PE", year: 1997 }),
      "draft",
    );
    await until("/projects/test-santiago-dairy", 200);
  });

  it("shows a published reference's page in both languages: facts, linked products and services, testimonial, structured data", async () => {
    const res = await server.get("/projects/test-auckland-inlet");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Inlet screening, Auckland</h1>");
    expect(html).toContain("12,500 m³/day");
    expect(html).toContain("60,000");
    expect(html).toContain("Municipal");
    // The body is shown without what the sanitiser removes.
    expect(html).toContain("<p>Installed in 1999.</p>");
    expect(html).not.toContain("alert(1)");
    // A product with a page is linked; one without is linked to its category's page.
    expect(html).toMatch(/href="\/drum-screen"[^>]*>Rotary Drum Screen|href="\/drum-screen"/);
    expect(html).toContain('href="/sludge-dewatering-equipment"');
    expect(html).toContain('href="/wastewater-treatment"');
    expect(html).toContain("On time and on budget.");
    // Canonical, hreflang and the Spanish address.
    expect(html).toMatch(/rel="canonical" href="https?:\/\/[^/"]+\/projects\/test-auckland-inlet"/);
    expect(html).toMatch(/hrefLang="es" href="https?:\/\/[^/"]+\/es\/proyectos\/prueba-entrada-auckland"/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { "@type": string; about?: { geo?: { latitude: number } } },
    );
    const article = ld.find((entry) => entry["@type"] === "Article");
    expect(article?.about?.geo?.latitude).toBe(-36.85);
    expect(ld.some((entry) => entry["@type"] === "BreadcrumbList")).toBe(true);

    const es = await server.get("/es/proyectos/prueba-entrada-auckland");
    expect(es.status).toBe(200);
    const spanish = await es.text();
    expect(spanish).toContain("Desbaste de entrada, Auckland</h1>");
    expect(spanish).toContain("12.500 m³/día");
    expect(spanish).toContain("Nueva Zelanda");
  });

  it("answers a draft's and an unknown address with the site's 404", async () => {
    expect((await server.get("/projects/test-draft-lima")).status).toBe(404);
    expect((await server.get("/projects/no-such-reference")).status).toBe(404);
  });

  it("filters the listing by each filter with a plain GET, counting plants and countries", async () => {
    const cases: Array<[string, string[], string]> = [
      ["country=NZ", ["test-auckland-inlet"], "1 plant in 1 country"],
      ["country=CL", ["test-santiago-dairy"], "1 plant in 1 country"],
      ["year=1998", ["test-santiago-dairy"], "1 plant in 1 country"],
      ["application=dairy&year=1998", ["test-santiago-dairy"], "1 plant in 1 country"],
      ["product=drum-screen&year=1999", ["test-auckland-inlet"], "1 plant in 1 country"],
      ["category=sludge-dewatering-equipment&country=NZ", ["test-auckland-inlet"], "1 plant in 1 country"],
      ["service=industrial-wastewater-treatment&country=CL", ["test-santiago-dairy"], "1 plant in 1 country"],
      ["country=NZ&year=1998", [], "No plants"],
    ];
    for (const [query, expected, words] of cases) {
      const html = await (await server.get(`/projects?${query}`)).text();
      expect(cards(html), query).toEqual(expected);
      expect(count(html), query).toBe(words);
      // A filtered listing is the listing again for search engines.
      expect(html, query).toContain('name="robots" content="noindex"');
      expect(html, query).toMatch(/rel="canonical" href="https?:\/\/[^/"]+\/projects"/);
    }
    // The filters are a form that works without script: a GET to the listing, one select per filter.
    const html = await (await server.get("/es/proyectos")).text();
    const form = /<form[^>]*aria-labelledby="project-filters-title"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/es/proyectos"');
    expect(form).toContain('method="get"');
    for (const name of ["country", "application", "product", "category", "service", "year"])
      expect(html).toContain(`name="${name}"`);
    expect(html).not.toContain('content="noindex"');
    expect(html).toContain("Nueva Zelanda (1)");
    // The map marks each country as a link that filters by it.
    expect(html).toMatch(/data-map-country="NZ"[^>]*|href="\/es\/proyectos\?country=NZ"/);
    expect(html).toContain('href="/es/proyectos?country=CL"');
    // A value no reference has is ignored: the whole listing.
    const all = cards(await (await server.get("/projects")).text());
    expect(cards(await (await server.get("/projects?country=ZZ")).text())).toEqual(all);
    expect(all).toEqual(expect.arrayContaining(["test-auckland-inlet", "test-santiago-dairy"]));
    expect(all).not.toContain("test-draft-lima");
  });

  it("answers a former slug with a permanent redirect to the new one, in each language", async () => {
    await publishContent(server.database.db, "project", "test-santiago-dairy", (data) => {
      data.slug = { en: "test-santiago-dairy-plant", es: "prueba-planta-lactea-santiago" };
    });
    await until("/projects/test-santiago-dairy-plant", 200);
    const en = await server.get("/projects/test-santiago-dairy");
    expect(en.status).toBe(301);
    expect(en.headers.get("location")).toBe("/projects/test-santiago-dairy-plant");
    const es = await server.get("/es/proyectos/prueba-lacteos-santiago");
    expect(es.status).toBe(301);
    expect(es.headers.get("location")).toBe("/es/proyectos/prueba-planta-lactea-santiago");
  });
});
