// A product's specifications through the real server and its page cache: a category's fields
// and a product's values published as an editor's publish does, then the product page's table
// (row headers, units, "On request") in English and Spanish; the units switch posted as a
// browser without JavaScript posts it (a cookie, back to the page, now in US units; metric
// deletes the cookie; another site's post sets nothing); the structured data in metric
// whatever the visitor chose; the datasheet re-rendered with the table; and a category
// without fields showing none. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { and, desc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDocuments } from "~/.server/db/schema";
import type { SpecField, SpecValue } from "~/lib/specs/spec-values";
import { publishContent } from "../support/content";
import { deadline } from "../support/deadline";
import { engine, startTestServer, type TestServer } from "../support/test-server";

const RENDER_TIMEOUT_MS = 150_000;

const FIELDS: SpecField[] = [
  { id: "flow", name: { en: "Flow", es: "Caudal" }, kind: "range", measure: "flow", unit: "m3/h" },
  {
    id: "bar-spacing",
    name: { en: "Bar spacing", es: "Separación entre barrotes" },
    kind: "number",
    measure: "length",
    unit: "mm",
  },
  {
    id: "drive-power",
    name: { en: "Drive power", es: "Potencia de accionamiento" },
    kind: "number",
    measure: "power",
    unit: "kw",
  },
  {
    id: "material",
    name: { en: "Material", es: "Material" },
    kind: "choice",
    options: [{ id: "stainless-steel", label: { en: "Stainless steel", es: "Acero inoxidable" } }],
  },
  { id: "powered", name: { en: "Motor drive", es: "Accionamiento motorizado" }, kind: "boolean" },
  { id: "weight", name: { en: "Weight", es: "Peso" }, kind: "number", measure: "mass", unit: "kg" },
];

const SPECS: SpecValue[] = [
  { field: "flow", min: 100, max: 500, unit: "m3/h" },
  // Entered in other units than the field's: the page shows the field's.
  { field: "bar-spacing", value: 0.6, unit: "cm" },
  { field: "drive-power", value: 1500, unit: "w" },
  { field: "material", option: "stainless-steel" },
  { field: "powered", flag: true },
];

const EN = "/drum-screen";
const ES = "/es/tamiz-de-tambor-rotativo";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ documents: { render: true, retryMs: 500 } });
  // Warm the page in the cache first: the change must reach a cached page.
  expect((await server.get(EN)).status).toBe(200);
  await publishContent(server.database.db, "category", "screening-equipment", (data) => {
    data.specFields = FIELDS;
  });
  await publishContent(server.database.db, "product", "drum-screen", (data) => {
    data.specs = SPECS;
  });
  // Both changes on both pages before any test reads them: on PostgreSQL each publish is
  // notified a moment after its commit, the category's possibly before the product's, and the
  // seed's own fields and values already fill the table and the structured data.
  const ends = Date.now() + deadline(10_000);
  for (const [path, value] of [
    [EN, "100 to 500 m³/h"],
    [ES, "100 a 500 m³/h"],
  ] as const)
    while (!tableRows(await (await server.get(path)).text()).some((row) => row.value === value)) {
      if (Date.now() > ends) throw new Error(`the published values did not reach ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
}, deadline(60_000));
afterAll(async () => {
  await server?.stop();
});

const page = (path: string, cookie?: string) =>
  server.get(path, cookie ? { headers: { Cookie: cookie } } : {});

/** The page's text once the published change has reached it (PostgreSQL notifies a moment after the commit). */
async function eventually(path: string, check: (body: string) => boolean) {
  let last = "";
  await expect
    .poll(
      async () => {
        last = await (await page(path)).text();
        return check(last);
      },
      { timeout: deadline(10_000) },
    )
    .toBe(true);
  return last;
}

const plain = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .trim();

/** The table's rows as [row header, value], with the header's scope. */
function tableRows(html: string): { scope: string; name: string; value: string }[] {
  const table = /<table[^>]*data-spec-table[^>]*>[\s\S]*?<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1];
  if (!table) return [];
  return [
    ...table.matchAll(/<tr[^>]*><th scope="(\w+)"[^>]*>([\s\S]*?)<\/th><td[^>]*>([\s\S]*?)<\/td><\/tr>/g),
  ].map(([, scope, name, value]) => ({ scope: scope!, name: plain(name!), value: plain(value!) }));
}

/** Each of the units switch's buttons, by its value, with its aria-pressed. */
function pressed(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<button[^>]*name="system"[^>]*>/g)].map(([tag]) => [
      /value="(\w+)"/.exec(tag)![1]!,
      /aria-pressed="(\w+)"/.exec(tag)?.[1] ?? "",
    ]),
  );
}

/** The page's schema.org Product. */
function productJsonLd(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const product = scripts
    .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
    .find((data) => data["@type"] === "Product");
  return product!;
}

const postUnits = (
  fields: Record<string, string>,
  origin: string | undefined = server.baseUrl,
  cookie = "",
) =>
  fetch(new URL("/units", server.baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(origin ? { Origin: origin } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe(`a product's specifications (${engine})`, () => {
  it("shows the table with row headers and units in English and Spanish, 'On request' where a value is missing", async () => {
    const en = await eventually(EN, (html) => html.includes("data-spec-table"));
    expect(en).toContain('<h2 id="product-specs-title"');
    // The table is named by the section's heading.
    expect(en).toMatch(/<table aria-labelledby="product-specs-title" data-spec-table/);
    expect(tableRows(en)).toEqual([
      { scope: "row", name: "Flow", value: "100 to 500 m³/h" },
      { scope: "row", name: "Bar spacing", value: "6 mm" },
      { scope: "row", name: "Drive power", value: "1.5 kW" },
      { scope: "row", name: "Material", value: "Stainless steel" },
      { scope: "row", name: "Motor drive", value: "Yes" },
      { scope: "row", name: "Weight", value: "On request" },
    ]);

    const es = await eventually(ES, (html) => html.includes("data-spec-table"));
    expect(es).toContain(">Especificaciones</h2>");
    expect(tableRows(es)).toEqual([
      { scope: "row", name: "Caudal", value: "100 a 500 m³/h" },
      { scope: "row", name: "Separación entre barrotes", value: "6 mm" },
      { scope: "row", name: "Potencia de accionamiento", value: "1,5 kW" },
      { scope: "row", name: "Material", value: "Acero inoxidable" },
      { scope: "row", name: "Accionamiento motorizado", value: "Sí" },
      { scope: "row", name: "Peso", value: "Bajo pedido" },
    ]);

    // The switch beside it: a plain form to the units' address, metric pressed.
    const form = /<form[^>]*data-units-switch[^>]*>/.exec(en)?.[0];
    expect(form).toContain('action="/units"');
    expect(form).toContain('method="post"');
    expect(pressed(en)).toEqual({ metric: "true", us: "false" });
    expect(en).toContain(`name="returnTo" value="${EN}"`);
  });

  it("the switch posted without JavaScript stores US units and goes back; the page then shows them; metric deletes the cookie", async () => {
    await eventually(EN, (html) => html.includes("data-spec-table"));
    const chosen = await postUnits({ system: "us", returnTo: ES });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe(ES);
    const [setCookie] = chosen.headers.getSetCookie();
    expect(setCookie).toMatch(/^site\.units=us; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly/);
    const cookie = cookieOf(chosen);

    const usEn = await page(EN, cookie);
    // Rendered for this visitor, not the shared (metric) entry.
    expect(usEn.headers.get("x-page-cache")).toBeNull();
    const us = await usEn.text();
    expect(
      tableRows(us)
        .slice(0, 3)
        .map((row) => row.value),
    ).toEqual(["440 to 2,201 gpm", "0.236 in", "2.01 hp"]);
    expect(pressed(us)).toEqual({ metric: "false", us: "true" });
    const usEs = await (await page(ES, cookie)).text();
    expect(
      tableRows(usEs)
        .slice(0, 3)
        .map((row) => row.value),
    ).toEqual(["440 a 2201 gpm", "0,236 in", "2,01 hp"]);

    // The structured data stays metric for this visitor too.
    const properties = productJsonLd(us).additionalProperty as Record<string, unknown>[];
    expect(properties.find((property) => property.name === "Flow")).toMatchObject({
      minValue: 100,
      maxValue: 500,
      unitCode: "MQH",
    });

    // Everyone else still gets the metric page (from the cache).
    const anonymous = await page(EN);
    expect(tableRows(await anonymous.text())[0]!.value).toBe("100 to 500 m³/h");

    const metric = await postUnits({ system: "metric", returnTo: EN }, server.baseUrl, cookie);
    expect(metric.status).toBe(303);
    expect(metric.headers.get("location")).toBe(EN);
    expect(metric.headers.getSetCookie()[0]).toMatch(/^site\.units=; Max-Age=0; Path=\//);
  });

  it("answers a post without a way back with the choice, and refuses what it cannot take", async () => {
    // A fetcher's post (the page's script): the choice, with the product's rows in its units.
    const fetched = await postUnits({ system: "us", product: "drum-screen", locale: "es" });
    expect(fetched.status).toBe(200);
    expect(fetched.headers.getSetCookie()[0]).toMatch(/^site\.units=us;/);
    const answer = (await fetched.json()) as {
      system: string;
      rows: { name: string; cell: { text?: string } }[];
    };
    expect(answer.system).toBe("us");
    expect(answer.rows.slice(0, 3).map((row) => [row.name, row.cell.text])).toEqual([
      ["Caudal", "440 a 2201 gpm"],
      ["Separación entre barrotes", "0,236 in"],
      ["Potencia de accionamiento", "2,01 hp"],
    ]);
    const bare = await postUnits({ system: "metric", product: "no-such-product", locale: "en" });
    expect(await bare.json()).toEqual({ ok: true, system: "metric" });

    // Another site's form sets nothing.
    const foreign = await postUnits({ system: "us", returnTo: EN }, "https://elsewhere.example");
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);

    // A way back to another site is not followed.
    const away = await postUnits({ system: "us", returnTo: "//elsewhere.example/" });
    expect(away.status).toBe(200);
    expect(away.headers.get("location")).toBeNull();

    const unknown = await postUnits({ system: "imperial", returnTo: EN });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.getSetCookie()).toEqual([]);

    expect((await server.get("/units")).status).toBe(405);
  });

  it("states the values in the structured data as PropertyValues with UN/CEFACT codes, leaving out a missing one", async () => {
    const html = await eventually(EN, (body) => body.includes("additionalProperty"));
    const properties = productJsonLd(html).additionalProperty as Record<string, unknown>[];
    expect(properties).toEqual([
      {
        "@type": "PropertyValue",
        propertyID: "flow",
        name: "Flow",
        minValue: 100,
        maxValue: 500,
        unitCode: "MQH",
        unitText: "m³/h",
      },
      {
        "@type": "PropertyValue",
        propertyID: "bar-spacing",
        name: "Bar spacing",
        value: 6,
        unitCode: "MMT",
        unitText: "mm",
      },
      {
        "@type": "PropertyValue",
        propertyID: "drive-power",
        name: "Drive power",
        value: 1.5,
        unitCode: "KWT",
        unitText: "kW",
      },
      { "@type": "PropertyValue", propertyID: "material", name: "Material", value: "Stainless steel" },
      { "@type": "PropertyValue", propertyID: "powered", name: "Motor drive", value: true },
    ]);
    const es = productJsonLd(await eventually(ES, (body) => body.includes("additionalProperty")));
    expect((es.additionalProperty as Record<string, unknown>[])[0]).toMatchObject({
      name: "Caudal",
      minValue: 100,
    });
  });

  it(
    "renders the datasheet again with the specifications, metric with US in brackets, in its language",
    async () => {
      // Waits for the product's own values: a datasheet rendered after the category's publish
      // (before the product's reached the worker) has a Specifications section already.
      const en = await storedDatasheetWith("en", "Flow 100 to 500 m³/h (440 to 2,201 gpm)");
      expect(en).toContain("Bar spacing 6 mm (0.236 in)");
      expect(en).toContain("Drive power 1.5 kW (2.01 hp)");
      expect(en).toContain("Motor drive Yes");
      expect(en).toContain("Weight On request");
      expect(en).toContain("US customary units in brackets.");

      const es = await storedDatasheetWith("es", "Caudal 100 a 500 m³/h (440 a 2201 gpm)");
      expect(es).toContain("Potencia de accionamiento 1,5 kW (2,01 hp)");
      expect(es).toContain("Peso Bajo pedido");
    },
    RENDER_TIMEOUT_MS * 2,
  );

  it("shows no section for a product whose category has no fields", async () => {
    await publishContent(server.database.db, "category", "screening-equipment", (data) => {
      delete data.specFields;
    });
    const html = await eventually(EN, (body) => !body.includes("data-spec-table"));
    expect(html).not.toContain("product-specs-title");
    expect(html).not.toContain('action="/units"');
    expect(productJsonLd(html)).not.toHaveProperty("additionalProperty");
  });
});

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

/** The text of the newest stored datasheet of the drum screen once it contains `words`. */
async function storedDatasheetWith(locale: "en" | "es", words: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const [newest] = await server.database.db
          .select({ file: siteDocuments.file })
          .from(siteDocuments)
          .where(
            and(
              eq(siteDocuments.kind, "datasheet"),
              eq(siteDocuments.itemId, "drum-screen"),
              eq(siteDocuments.locale, locale),
            ),
          )
          .orderBy(desc(siteDocuments.createdAt))
          .limit(1);
        if (!newest) return false;
        const res = await server.get(`/documents/${newest.file}`);
        text = res.status === 200 ? await pdfText(await res.arrayBuffer()) : "";
        return text.includes(words);
      },
      { timeout: deadline(RENDER_TIMEOUT_MS), interval: 500 },
    )
    .toBe(true);
  return text;
}
