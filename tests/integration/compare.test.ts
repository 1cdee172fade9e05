// Comparing products over HTTP (issue 44): the 'Compare' toggle posted as a browser without
// JavaScript posts it (added, removed, back to the page it came from, a fifth refused with a
// message), the pages of a visitor with a comparison rendered for them with the tray rather
// than the cached entry, the compare page's HTML in both languages (its products named by
// their slugs, the other language's redirected, unknown ones left out; the union of the
// categories' fields; the differences marked in words; differences only; noindex; never a
// cache entry) and 'Add all to quote'. Two categories get fields and three products values
// here, so the rows do not follow the seed's. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SpecField } from "~/lib/specs/spec-values";
import { getPage, postForm } from "../support/admin";
import { publishContent } from "../support/content";
import { deadline } from "../support/deadline";
import { engine, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
const base = () => server.baseUrl;

const name = (en: string, es: string) => ({ en, es });
const ratedFlow: SpecField = {
  id: "rated-flow",
  name: name("Rated flow", "Caudal nominal"),
  kind: "range",
  measure: "flow",
  unit: "m3/h",
  filterable: true,
};
const barSpacing: SpecField = {
  id: "bar-spacing",
  name: name("Bar spacing", "Separación entre barras"),
  kind: "number",
  measure: "length",
  unit: "mm",
};
const wettedParts = (options: string[]): SpecField => ({
  id: "wetted-parts",
  name: name("Wetted parts", "Partes mojadas"),
  kind: "choice",
  options: options.map((id) => ({ id, label: name(id.toUpperCase(), `${id.toUpperCase()} (es)`) })),
});
const drivePower: SpecField = {
  id: "drive-power",
  name: name("Drive power", "Potencia de accionamiento"),
  kind: "number",
  measure: "power",
  unit: "kw",
};

/** The address's products: two screens (one with a page of its own each) and a sieve (none). */
const DRUM = { id: "drum-screen", en: "drum-screen", es: "tamiz-de-tambor-rotativo" };
const GRIT = { id: "grit-classifier", en: "grit-classifier", es: "clasificador-de-arenas" };
const SIEVE = { id: "rotary-sieve", en: "rotary-sieve", es: "tamiz-rotativo" };
const THREE = `${DRUM.en},${GRIT.en},${SIEVE.en}`;

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/** Posts the toggle's form as a browser without JavaScript does. */
const toggle = (
  intent: "add" | "remove",
  productId: string,
  returnTo: string,
  cookie?: string,
  path = "/compare",
) => postForm(base(), path, cookie, { intent, productId, returnTo });

/** Whether the page's toggle for a product shows it chosen. */
const pressed = (html: string, productId: string) =>
  new RegExp(`data-compare-toggle="${productId}"[^]*?aria-pressed="(true|false)"`).exec(html)?.[1];

const trayItems = (html: string) =>
  [...html.matchAll(/data-compare-item="([^"]+)"/g)].map((match) => match[1]);
const columns = (html: string) =>
  [...html.matchAll(/data-compare-column="([^"]+)"/g)].map((match) => match[1]);
const rowKeys = (html: string) => [...html.matchAll(/data-compare-row="([^"]+)"/g)].map((match) => match[1]);
/** A row's header and cells, as text. */
function row(html: string, key: string): { header: string; cells: string[]; differs: boolean } {
  const found = new RegExp(`<tr data-compare-row="${key}"([^>]*)>([^]*?)</tr>`).exec(html);
  if (!found) throw new Error(`no row ${key}`);
  const text = (cell: string) =>
    cell
      .replace(/<span class="sr-only">([^<]*)<\/span>/g, " [$1]")
      .replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ")
      .trim();
  return {
    header: text(/<th[^>]*>([^]*?)<\/th>/.exec(found[2]!)![1]!),
    cells: [...found[2]!.matchAll(/<td[^>]*>([^]*?)<\/td>/g)].map((cell) => text(cell[1]!)),
    differs: found[1]!.includes("data-differs"),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  await publishContent(db, "category", "screening-equipment", (data) => {
    data.specFields = [ratedFlow, barSpacing, wettedParts(["ss304", "ss316"])];
  });
  // The sieves share the flow and the wetted parts (with options of their own), and add a drive.
  await publishContent(db, "category", "sieve-and-filters", (data) => {
    data.specFields = [wettedParts(["ss316", "hdpe"]), drivePower, ratedFlow];
  });
  await publishContent(db, "product", DRUM.id, (data) => {
    data.specs = [
      { field: "rated-flow", min: 100, max: 500, unit: "m3/h" },
      { field: "bar-spacing", value: 6, unit: "mm" },
      { field: "wetted-parts", option: "ss304" },
    ];
  });
  await publishContent(db, "product", GRIT.id, (data) => {
    data.specs = [
      { field: "rated-flow", min: 100, max: 500, unit: "m3/h" },
      { field: "bar-spacing", value: 3, unit: "mm" },
    ];
  });
  await publishContent(db, "product", SIEVE.id, (data) => {
    // The same flow entered in litres a second: it reads as the screens' in m³/h.
    data.specs = [
      { field: "rated-flow", min: 100 / 3.6, max: 500 / 3.6, unit: "l/s" },
      { field: "wetted-parts", option: "hdpe" },
      { field: "drive-power", value: 0.75, unit: "kw" },
    ];
  });
  // Every change is the site's before a test reads it (PostgreSQL notifies a moment after each commit).
  const ends = Date.now() + deadline(10_000);
  for (;;) {
    const html = await (await server.get(`/compare?products=${THREE}`)).text();
    if (html.includes("0.75 kW") && html.includes("HDPE") && html.includes("Bar spacing")) break;
    if (Date.now() > ends) throw new Error("the fields and values did not reach the compare page");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, deadline(60_000));
afterAll(async () => {
  await server?.stop();
});

describe(`the 'Compare' toggle without JavaScript (${engine})`, () => {
  it("adds and removes, goes back to the product on the page it came from, and the visitor's pages show the choice", async () => {
    const added = await toggle("add", DRUM.id, `/screening-equipment#compare-${DRUM.id}`);
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(`/screening-equipment#compare-${DRUM.id}`);
    let cookie = cookieOf(added);
    expect(cookie).toMatch(/^site\.compare=/);

    const again = await toggle("add", SIEVE.id, "/es/tamices-y-filtros", cookie, "/es/comparar");
    expect(again.headers.get("location")).toBe("/es/tamices-y-filtros");
    cookie = cookieOf(again);

    // The listing as everyone gets it (every card: 'More'): the shared entry, no tray, nothing chosen.
    await getPage(base(), "/screening-equipment?all=1");
    const shared = await getPage(base(), "/screening-equipment?all=1");
    expect(shared.headers.get("x-page-cache")).toBe("hit");
    const sharedHtml = await shared.text();
    expect(sharedHtml).not.toContain("data-compare-tray");
    expect(pressed(sharedHtml, DRUM.id)).toBe("false");

    // The visitor's: rendered for them, the toggle pressed, the tray with both (in their order).
    const own = await getPage(base(), "/screening-equipment?all=1", cookie);
    expect(own.headers.get("x-page-cache")).toBeNull();
    const html = await own.text();
    expect(pressed(html, DRUM.id)).toBe("true");
    expect(pressed(html, GRIT.id)).toBe("false");
    expect(trayItems(html)).toEqual([DRUM.id, SIEVE.id]);
    expect(html).toMatch(/<a [^>]*href="\/compare"[^>]*>Compare \(2\)<\/a>/);
    expect(html).toContain("Remove Drum Screen from the comparison");
    // A product page too, in Spanish.
    const product = await (await getPage(base(), "/es/tamiz-de-tambor-rotativo", cookie)).text();
    expect(pressed(product, DRUM.id)).toBe("true");
    expect(product).toMatch(/<a [^>]*href="\/es\/comparar"[^>]*>Comparar \(2\)<\/a>/);
    // Named by the product: "Comparar Tamiz de tambor rotativo".
    expect(product).toContain('Comparar<span class="sr-only"> <!-- -->Tamiz de tambor rotativo</span>');

    const removed = await toggle("remove", DRUM.id, "/drum-screen", cookie);
    expect(removed.headers.get("location")).toBe("/drum-screen");
    cookie = cookieOf(removed);
    const after = await (await getPage(base(), "/drum-screen", cookie)).text();
    expect(pressed(after, DRUM.id)).toBe("false");
    expect(trayItems(after)).toEqual([SIEVE.id]);

    // The last one out forgets the cookie: the visitor gets the shared pages again.
    const emptied = await toggle("remove", SIEVE.id, "/drum-screen", cookie);
    expect(emptied.headers.getSetCookie().join()).toMatch(/site\.compare=;.*Max-Age=0/i);
  });

  it("goes back only to a path of this site, and refuses a product the catalogue does not have", async () => {
    for (const returnTo of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "/x\r\nSet-Cookie: a=b",
    ]) {
      const answer = await toggle("add", DRUM.id, returnTo);
      expect(answer.status, JSON.stringify(returnTo)).toBeLessThan(500);
      expect(answer.headers.get("location") ?? "", JSON.stringify(returnTo)).not.toMatch(/evil|[\r\n]/);
      await answer.arrayBuffer();
    }
    const unknown = await toggle("add", "no-such-product", "/screening-equipment");
    expect(unknown.status).toBe(400);
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a fifth product with a message and the way back, and drops none of the four", async () => {
    let cookie: string | undefined;
    for (const id of [DRUM.id, GRIT.id, SIEVE.id, "basket-screen"]) {
      cookie = cookieOf(await toggle("add", id, "/screening-equipment", cookie));
    }
    const fifth = await toggle("add", "static-screen", "/screening-equipment", cookie);
    expect(fifth.status).toBe(409);
    expect(fifth.headers.getSetCookie()).toEqual([]);
    const html = await fifth.text();
    expect(html).toMatch(
      /role="alert"[^>]*><p[^>]*>You can compare up to 4 products: remove one to add Static Screen\./,
    );
    expect(html).toMatch(/<a [^>]*href="\/screening-equipment"[^>]*>Back to the page you were on<\/a>/);
    // The comparison to choose from: the four, each with its 'Remove'.
    expect(columns(html)).toEqual([DRUM.id, GRIT.id, SIEVE.id, "basket-screen"]);
    expect(trayItems(await (await getPage(base(), "/screening-equipment", cookie)).text())).toEqual([
      DRUM.id,
      GRIT.id,
      SIEVE.id,
      "basket-screen",
    ]);
  });
});

describe(`the compare page (${engine})`, () => {
  it("shows the address's products: one column each, one row per field of their categories, the differences marked", async () => {
    const answer = await server.get(`/compare?products=${THREE},no-such-product`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-cache");
    expect(answer.headers.get("x-page-cache")).toBeNull();
    const html = await answer.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("<title>Compare products | ");
    // The unknown slug is left out; the products keep the address's order.
    expect(columns(html)).toEqual([DRUM.id, GRIT.id, SIEVE.id]);
    expect(html).toMatch(
      /<th scope="col" data-compare-column="drum-screen"[^]*?href="\/drum-screen"[^>]*>Drum Screen</,
    );
    // A product without a page of its own links to its category.
    expect(html).toMatch(
      /data-compare-column="rotary-sieve"[^]*?href="\/sieve-and-filters"[^>]*>Rotary Sieve</,
    );
    // The screens' fields in their order, then the sieves' own (shared ones once).
    expect(rowKeys(html)).toEqual(["rated-flow", "bar-spacing", "wetted-parts", "drive-power"]);

    expect(row(html, "rated-flow")).toEqual({
      header: "Rated flow",
      cells: ["100 to 500 m³/h", "100 to 500 m³/h", "100 to 500 m³/h"],
      differs: false,
    });
    expect(row(html, "bar-spacing")).toEqual({
      header: "Bar spacing≠Differs",
      cells: ["6 mm", "3 mm", "— [Not applicable]"],
      differs: true,
    });
    expect(row(html, "wetted-parts")).toEqual({
      header: "Wetted parts≠Differs",
      cells: ["SS304", "On request", "HDPE"],
      differs: true,
    });
    expect(row(html, "drive-power").cells).toEqual(["— [Not applicable]", "— [Not applicable]", "0.75 kW"]);
    expect(html).toContain("3 of 4 specifications differ.");
    // Column headers are the products, row headers the fields, in a named scrolling region.
    expect(html).toMatch(/role="region" aria-label="Comparison table \(scrolls sideways\)" tabindex="0"/);
    expect(html).toContain("Specifications of Drum Screen, Grit Classifier, Rotary Sieve, side by side");
    // Each column's 'Remove' goes back to the comparison without it.
    expect(html).toMatch(
      /name="productId" value="drum-screen"\/><input type="hidden" name="returnTo" value="\/compare\?products=grit-classifier,rotary-sieve"\/>/,
    );
    // Nothing of it is kept by the page cache.
    expect(await server.pageCache!.peek(`/compare?products=${THREE},no-such-product`)).toBeUndefined();
    expect(await server.pageCache!.peek("/compare")).toBeUndefined();
  });

  it("shows the differences only with diff=1, and in US units when the visitor chose them", async () => {
    const html = await (await server.get(`/compare?products=${THREE}&diff=1`)).text();
    expect(rowKeys(html)).toEqual(["bar-spacing", "wetted-parts", "drive-power"]);
    expect(html).toMatch(/<input type="checkbox"[^>]* name="diff" checked="" value="1"\/>/);
    const us = await (
      await server.get(`/compare?products=${THREE}`, { headers: { cookie: "site.units=us" } })
    ).text();
    expect(row(us, "rated-flow").cells[0]).toMatch(/ to .* gpm$/);
    expect(row(us, "drive-power").cells[2]).toMatch(/ hp$/);
  });

  it("reads in Spanish with the Spanish slugs, and sends the English slugs and parameter to them", async () => {
    const spanish = `/es/comparar?productos=${DRUM.es},${GRIT.es},${SIEVE.es}`;
    const html = await (await server.get(spanish)).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("<title>Comparar productos | ");
    expect(columns(html)).toEqual([DRUM.id, GRIT.id, SIEVE.id]);
    expect(row(html, "bar-spacing")).toEqual({
      header: "Separación entre barras≠Difiere",
      cells: ["6 mm", "3 mm", "— [No aplica]"],
      differs: true,
    });
    expect(row(html, "wetted-parts").cells).toEqual(["SS304 (es)", "Bajo pedido", "HDPE (es)"]);
    expect(row(html, "rated-flow").cells[0]).toBe("100 a 500 m³/h");
    // The language switch and hreflang name the same products in each language.
    expect(html).toMatch(new RegExp(`hrefLang="en" href="https?://[^/"]+/compare\\?products=${THREE}"`));
    expect(html).toMatch(new RegExp(`hrefLang="es" href="https?://[^/"]+${spanish.replace("?", "\\?")}"`));

    for (const other of [`/es/comparar?productos=${THREE}`, `/es/comparar?products=${THREE}`]) {
      const moved = await server.get(other);
      expect(moved.status, other).toBe(301);
      expect(moved.headers.get("location"), other).toBe(spanish);
    }
    const english = await server.get(`/compare?productos=${DRUM.es}&diff=1`);
    expect(english.status).toBe(301);
    expect(english.headers.get("location")).toBe(`/compare?products=${DRUM.en}&diff=1`);
  });

  it("compares four products at most, and without an address shows the visitor's choice or how to make one", async () => {
    const five = await (await server.get(`/compare?products=${THREE},basket-screen,static-screen`)).text();
    expect(columns(five)).toEqual([DRUM.id, GRIT.id, SIEVE.id, "basket-screen"]);

    const empty = await (await server.get("/compare")).text();
    expect(columns(empty)).toEqual([]);
    expect(empty).toContain("Nothing to compare yet");
    expect(empty).toMatch(/<a [^>]*href="\/screening-equipment"[^>]*>Browse the catalogue<\/a>/);

    const cookie = cookieOf(await toggle("add", GRIT.id, "/compare"));
    const own = await (await getPage(base(), "/es/comparar", cookie)).text();
    expect(columns(own)).toEqual([GRIT.id]);
    expect(own).toContain("Elige al menos otro producto para compararlo.");
  });

  it("puts every product compared in the quote list, keeping the quantity of one already there", async () => {
    const quoted = await postForm(base(), "/quote", undefined, {
      intent: "add",
      productId: GRIT.id,
      quantity: "3",
      returnTo: "/quote",
    });
    const all = new URLSearchParams([
      ["intent", "quote-all"],
      ["productId", DRUM.id],
      ["productId", GRIT.id],
      ["productId", SIEVE.id],
      ["returnTo", "/es/cotizacion"],
    ]);
    const answer = await fetch(new URL("/es/comparar", base()), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookieOf(quoted) },
      body: all.toString(),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/es/cotizacion");
    const list = await (await getPage(base(), "/es/cotizacion", cookieOf(answer))).text();
    expect([...list.matchAll(/data-quote-item="([^"]+)"/g)].map((match) => match[1])).toEqual([
      GRIT.id,
      DRUM.id,
      SIEVE.id,
    ]);
    expect(list).toMatch(/data-quote-item="grit-classifier"[^]*?name="quantity"[^>]*value="3"/);
    expect(list).toContain('data-quote-badge="3"');

    // The page's button posts every column's product.
    const page = await (await server.get(`/compare?products=${THREE}`)).text();
    expect(page).toMatch(
      /name="intent" value="quote-all"\/><input type="hidden" name="productId" value="drum-screen"\/><input type="hidden" name="productId" value="grit-classifier"\/><input type="hidden" name="productId" value="rotary-sieve"\/>/,
    );
  });
});
