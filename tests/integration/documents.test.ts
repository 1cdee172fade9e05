import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedItems } from "~/.server/content/seed-items";
import { siteDocuments } from "~/.server/db/schema";
import {
  catalogCoverage,
  catalogProducts,
  datasheetContent,
  datasheetProductIds,
} from "~/.server/documents/coverage";
import { datasheetDocument as linkedDatasheet } from "~/features/catalogue/documents.server";
import { LOCALES, type Locale } from "~/i18n/locales";
import { toSiteContent } from "~/lib/content/site-content";
import { formatFileSize } from "~/lib/document-files";
import { startTestServer, type TestServer } from "../support/test-server";

// A new database holds the seed content: the documents are the build's own copies.
const content = toSiteContent(seedItems());
const { catalogs, company, services } = content;
/** The datasheet a page links while the server has stored none: the build's. */
const datasheetDocument = (id: string, locale: Locale) => linkedDatasheet([], id, locale);

let server: TestServer;
beforeAll(async () => {
  // The seed content's documents are the build's copies: the renderer runs and stores nothing.
  server = await startTestServer({ documents: { render: true } });
});
afterAll(async () => {
  await server?.stop();
});

const CATALOGS_PAGE: Record<Locale, string> = { en: "/catalogs", es: "/es/catalogos" };

/** A document's text (all pages, runs of white space as one space), page count and metadata. */
async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const { info } = await getMeta(pdf);
  return { text: text.replace(/\s+/g, " "), pages: pdf.numPages, info: info as Record<string, unknown> };
}

/** Fetches a document and checks what every one of them must be: a cached, valid PDF. */
async function fetchPdf(href: string): Promise<Uint8Array> {
  const res = await server.get(href);
  expect(res.status, href).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return bytes;
}

function other(locale: Locale): Locale {
  return locale === "en" ? "es" : "en";
}

describe.each(LOCALES)("the catalogs (%s)", (locale) => {
  let html: string;
  beforeAll(async () => {
    const res = await server.get(CATALOGS_PAGE[locale]);
    expect(res.status).toBe(200);
    html = await res.text();
  });

  /** The link of one card, in the page's order, and the size the card states. */
  function card(catalogId: string): { href: string; size: string } {
    const link = new RegExp(
      `href="(/documents/${catalogId}-${locale}-[0-9a-f]{12}\\.pdf)" target="_blank" rel="noopener noreferrer"`,
    );
    const href = link.exec(html)?.[1];
    expect(href, `${catalogId} link on ${CATALOGS_PAGE[locale]}`).toBeDefined();
    const after = html.slice(html.indexOf(href!));
    const size = /PDF, ([0-9.,]+ (?:kB|MB))/.exec(after)?.[1];
    expect(size).toBeDefined();
    return { href: href!, size: size! };
  }

  it.each(catalogs.map((catalog) => catalog.id))(
    "%s: linked from the page in its language, a valid PDF naming what it covers in that language",
    async (catalogId) => {
      const { href, size } = card(catalogId);
      const bytes = await fetchPdf(href);
      expect(size).toBe(formatFileSize(bytes.length, locale));

      const { text, info } = await readPdf(bytes);
      const catalog = catalogs.find((entry) => entry.id === catalogId)!;
      expect(info.Title).toBe(catalog.title[locale]);
      expect(info.Author).toBe(company.name);
      expect(info.Language).toBe(locale);
      expect(text).toContain(company.phone.display);
      expect(text).toContain(company.email);

      const names = [
        ...catalogProducts(content, catalogId).map((product) => product.name),
        ...catalogCoverage(content, catalogId).serviceIds.map(
          (id) => services.find((service) => service.id === id)!.title,
        ),
      ];
      expect(names.length).toBeGreaterThan(0);
      const missing = names.map((name) => name[locale]).filter((name) => !text.includes(name));
      expect(missing).toEqual([]);
      // Names that differ between the languages appear in this one only.
      const wrongLanguage = names
        .filter((name) => name.en !== name.es)
        .map((name) => name[other(locale)])
        .filter((name) => text.includes(name));
      expect(wrongLanguage).toEqual([]);
    },
  );

  it("links nothing on another host", () => {
    expect(html).not.toMatch(/drive\.google\.com/);
  });
});

describe.each(LOCALES)("the datasheets (%s)", (locale) => {
  it.each(datasheetProductIds(content))(
    "%s: one or two pages with the product's name, texts and key facts",
    async (id) => {
      const document = datasheetDocument(id, locale);
      expect(document, `${id} ${locale} in the build's manifest`).toBeDefined();
      expect(document!.href).toMatch(new RegExp(`^/documents/${id}-datasheet-${locale}-[0-9a-f]{12}\\.pdf$`));
      const bytes = await fetchPdf(document!.href);
      expect(bytes.length).toBe(document!.bytes);

      const { text, pages, info } = await readPdf(bytes);
      const { product, details } = datasheetContent(content, id);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
      expect(info.Author).toBe(company.name);
      expect(info.Language).toBe(locale);
      expect(text).toContain(product.name[locale]);
      if (product.name.en !== product.name.es) expect(text).not.toContain(product.name[other(locale)]);
      for (const fact of details.keyFacts[locale]) expect(text).toContain(fact);
      expect(text).toContain(details.paragraphs[locale][2]!.slice(0, 60));
      expect(text).toContain(company.email);
    },
  );
});

describe("datasheet links", () => {
  it.each([
    ["/drum-screen", "en"],
    ["/es/tamiz-de-tambor-rotativo", "es"],
  ] as const)("%s links its own datasheet in its language, with its size", async (path, locale) => {
    const res = await server.get(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const document = datasheetDocument("drum-screen", locale)!;
    expect(html).toContain(`href="${document.href}"`);
    expect((await server.get(document.href)).status).toBe(200);
  });
});

describe("serving documents", () => {
  it("answers any other name under /documents with a plain 404", async () => {
    for (const path of [
      "/documents/product-catalog-en-000000000000.pdf",
      "/documents/manifest.json",
      "/documents/documents.json",
      "/documents/",
      "/documents/..%2Fserver%2Fdocuments.json",
    ]) {
      const res = await server.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toMatch(/^text\/plain/);
    }
  });

  it("gives a PDF a policy that lets the viewer show it and nothing else run", async () => {
    const res = await server.get(datasheetDocument("drum-screen", "en")!.href);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("object-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get("content-disposition")).toBe("inline");
  });

  it("renders nothing for the seed content: the build's copies have the same input keys", async () => {
    await server.documents!.settled();
    expect(await server.database.db.$count(siteDocuments)).toBe(0);
  });
});
