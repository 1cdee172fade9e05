// The public catalogue's pages as the server sends them, read without a browser: each product
// page (name, breadcrumb, text, key facts, gallery, its LCP image, the similar products and its
// Product JSON-LD), each service page (text, gallery and Service JSON-LD), each category listing
// (cards, menu, 'More', a search by address, its keywords and ItemList) and the corporate pages
// (About Us, Certificates, Catalogs), in English and Spanish. What needs a browser (clicks,
// scripts, layout, focus, decoded images, carousels) is in tests/e2e; their accessibility in
// tests/e2e/catalogue-a11y.spec.ts. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePath } from "~/.server/pages";
import { categories } from "~/content/categories";
import { productDetails } from "~/content/product-details";
import { products } from "~/content/products";
import { serviceDetails } from "~/content/service-details";
import { services } from "~/content/services";
import { LOCALES } from "~/i18n/locales";
import { engine, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

// A parser only: no script runs and nothing the page links is fetched.
const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
  },
});
afterAll(async () => {
  await window.happyDOM.close();
});

/** The page at `path`, answered 200, as a document to query. */
async function page(path: string): Promise<Document> {
  const res = await server.get(path);
  expect(res.status, path).toBe(200);
  return new window.DOMParser().parseFromString(await res.text(), "text/html") as unknown as Document;
}

/** An element's text as a reader gets it: white space collapsed (as Playwright's toHaveText). */
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();
const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];
const texts = (root: ParentNode, selector: string) => all(root, selector).map(text);
/** The page's JSON-LD blocks. */
const jsonLd = (doc: Document) =>
  all(doc, 'script[type="application/ld+json"]').map((script) => JSON.parse(script.textContent ?? "null"));
/** Whether some element in `root` holds exactly this text (as getByText with exact: true). */
const hasText = (root: ParentNode, wanted: string) =>
  all(root, "*").some((element) => text(element) === wanted);
/** The elements of a kind whose name holds `name`, ignoring case (as getByRole's name). */
const named = (root: ParentNode, selector: string, name: string) =>
  all(root, selector).filter(
    (element) =>
      !element.hasAttribute("hidden") &&
      (element.getAttribute("aria-label") ?? text(element)).toLowerCase().includes(name.toLowerCase()),
  );
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// The twelve screening products, in catalogue order, with their addresses in each language.
const screening = products.flatMap((product) =>
  product.hasPage
    ? [
        {
          ...product,
          paths: { en: `/${product.slug.en}`, es: `/es/${product.slug.es}` },
          details: productDetails.find((details) => details.id === product.id)!,
        },
      ]
    : [],
);
const HOME = { en: { label: "Home", href: "/" }, es: { label: "Inicio", href: "/es" } };

describe(`the product pages' HTML (${engine})`, () => {
  it("the content has the twelve screening products, each with its details", () => {
    expect(screening).toHaveLength(12);
    for (const product of screening) expect(product.details, product.id).toBeDefined();
  });

  for (const product of screening) {
    for (const locale of LOCALES) {
      const path = product.paths[locale];
      it(`${path}: name, breadcrumb, three paragraphs, key facts, gallery, LCP image, similar products`, async () => {
        const doc = await page(path);
        expect(texts(doc, "h1")).toEqual([product.name[locale]]);

        const breadcrumb = all(doc, "nav").filter(
          (nav) => nav.getAttribute("aria-label") === (locale === "en" ? "Breadcrumb" : "Ruta de navegación"),
        );
        expect(breadcrumb).toHaveLength(1);
        const home = all(breadcrumb[0]!, "a");
        expect(home).toHaveLength(1);
        expect(home[0]!.getAttribute("href")).toBe(HOME[locale].href);
        // Home, '>', the product; shown in capitals (the browser checks how it reads).
        expect(text(breadcrumb[0])).toMatch(
          new RegExp(`^${HOME[locale].label}\\s*>\\s*${escapeRegExp(product.name[locale])}$`),
        );
        expect(breadcrumb[0]!.querySelector("ol")!.classList.contains("uppercase")).toBe(true);

        expect(texts(doc, "[data-product-description] > p")).toEqual(product.details.paragraphs[locale]);
        expect(texts(doc, "[data-key-facts] > li")).toEqual(product.details.keyFacts[locale]);
        expect(all(doc, "[data-product-gallery] > li")).toHaveLength(product.details.gallery.length);
        expect(texts(doc, "[data-product-gallery] > li figcaption")).toEqual(
          product.details.gallery.map((image) => image.title[locale]),
        );

        // The main image is the page's LCP image: preloaded and fetched with high priority.
        const main = doc.querySelector("[data-product-description]")!.parentElement!.querySelector("img")!;
        expect(main.getAttribute("fetchpriority")).toBe("high");
        const preloads = all(doc, "link[rel=preload][as=image]");
        expect(preloads).toHaveLength(1);
        expect(preloads[0]!.getAttribute("imagesrcset")).toMatch(
          new RegExp(`/images/${product.details.mainImage.src}-480\\.avif`),
        );

        expect(all(doc, "[data-similar-products] li")).toHaveLength(11);
        // Never the product itself.
        expect(all(doc, `[data-similar-products] li a[href="${path}"]`)).toHaveLength(0);
      });
    }
  }

  it("structured data: a Product with the page's summary and absolute image addresses", async () => {
    const doc = await page("/es/tamiz-de-tambor-rotativo");
    const blocks = jsonLd(doc);
    const product = blocks.find((block) => block?.["@type"] === "Product");
    const drum = screening.find((item) => item.id === "drum-screen")!;
    expect(product).toMatchObject({
      name: "Tamiz de tambor rotativo",
      description: drum.details.summary.es,
      category: "Water Treatment Equipment",
      brand: { name: "Akvaris Water Technologies" },
      manufacturer: { "@type": "Organization", name: "Akvaris Water Technologies" },
    });
    expect(product.url).toMatch(/^https?:\/\/[^/]+\/es\/tamiz-de-tambor-rotativo$/);
    expect(product.image).toHaveLength(1 + drum.details.gallery.length);
    for (const image of product.image)
      expect(image).toMatch(/^https?:\/\/[^/]+\/images\/products\/drum-screen\//);
    expect(blocks.some((block) => block?.["@type"] === "BreadcrumbList")).toBe(true);
    const description = all(doc, 'meta[name="description"]');
    expect(description).toHaveLength(1);
    // The product's summary, as the structured data's.
    expect(description[0]!.getAttribute("content")).toBe(drum.details.summary.es);
  });

  it("every similar product's card links to a product page that answers 200", async () => {
    for (const locale of LOCALES) {
      const doc = await page(screening[0]!.paths[locale]);
      const hrefs = all(doc, "[data-similar-products] li a").map((a) => a.getAttribute("href")!);
      expect(hrefs).toHaveLength(11);
      expect(hrefs.sort()).toEqual(
        screening
          .slice(1)
          .map((product) => product.paths[locale])
          .sort(),
      );
      for (const href of hrefs) expect((await server.get(href)).status, href).toBe(200);
    }
  });

  for (const { locale, path, action, contact, heading, name, firstLine, message } of [
    {
      locale: "en",
      path: "/drum-screen",
      action: "Request a Quote",
      contact: "/contact?product=drum-screen",
      heading: "Quote request",
      name: "Drum Screen",
      firstLine: /^Request for quote: Drum Screen/,
      message: "Message",
    },
    {
      locale: "es",
      path: "/es/tamiz-de-tambor-rotativo",
      action: "Solicitar cotización",
      contact: "/es/contacto?product=drum-screen",
      heading: "Solicitud de cotización",
      name: "Tamiz de tambor rotativo",
      firstLine: /^Solicitud de cotización: Tamiz de tambor rotativo/,
      message: "Mensaje",
    },
  ]) {
    it(`${locale}: 'Request a quote' (in the hero and after the key facts) leads to the contact form with the product chosen`, async () => {
      const actions = named(await page(path), "a", action);
      expect(actions).toHaveLength(2);
      for (const link of actions) expect(link.getAttribute("href")).toBe(contact);

      const form = await page(contact);
      expect(named(form, "h1, h2, h3", heading).length).toBeGreaterThan(0);
      expect(text(form.querySelector("[data-quote-product=drum-screen]"))).toContain(name);
      const field = all(form, "main textarea").find((area) =>
        text(form.querySelector(`label[for="${area.id}"]`)).startsWith(message),
      );
      expect((field as HTMLTextAreaElement | undefined)?.value).toMatch(firstLine);
    });
  }
});

const detailsOf = (id: string) => serviceDetails.find((details) => details.id === id)!;

describe(`the service pages' HTML (${engine})`, () => {
  for (const service of services) {
    const details = detailsOf(service.id);
    for (const locale of LOCALES) {
      const path = pagePath(`service-${service.id}`, locale);
      it(`${path}: hero, text, gallery of ${details.gallery.length} and Service JSON-LD`, async () => {
        const doc = await page(path);
        expect(texts(doc, "h1")).toEqual([service.title[locale]]);
        const main = doc.querySelector("main")!;
        expect(hasText(main, details.intro[locale][0]!), "intro").toBe(true);
        const headings = texts(main, "h2");
        for (const section of details.sections) expect(headings).toContain(section.heading[locale]);
        const bullets = details.sections.flatMap((section) => section.bullets?.[locale] ?? []);
        for (const bullet of bullets) expect(hasText(main, bullet), bullet).toBe(true);
        if (details.closing) expect(hasText(main, details.closing[locale]), "closing").toBe(true);

        expect(all(doc, "[data-gallery-slide]")).toHaveLength(details.gallery.length);
        expect(texts(doc, "[data-gallery-counter]")).toEqual([`1 / ${details.gallery.length}`]);
        expect(texts(doc, "[data-gallery-slide] figcaption")).toEqual(
          details.gallery.map((image) => image.title[locale]),
        );

        const structured = jsonLd(doc).find((data) => data?.["@type"] === "Service");
        expect(structured).toMatchObject({
          name: service.title[locale],
          description: service.summary[locale],
          provider: { "@type": "Organization", name: "Akvaris Water Technologies" },
        });
        expect(new URL(structured.url).pathname).toBe(path);
        expect(new URL(structured.image).pathname).toMatch(
          new RegExp(`^/images/${service.hero.src}-\\d+\\.webp$`),
        );
      });
    }
  }
});

/** Every listing in both languages, with its heading and how many products it has. */
const LISTINGS = categories.flatMap((category) => {
  const count = products.filter((product) => product.categoryId === category.id).length;
  return [
    { path: `/${category.slug.en}`, h1: category.title.en, count, more: "More" },
    { path: `/es/${category.slug.es}`, h1: category.title.es, count, more: "Más" },
  ];
});
const cards = (doc: Document) => all(doc, "main article, main [role=article]");
const status = (doc: Document) => texts(doc, "main [role=status], main output");

describe(`the category pages' HTML (${engine})`, () => {
  it("every category renders its heading, its cards (six at most at first) and its menu, in EN and ES", async () => {
    for (const { path, h1, count, more } of LISTINGS) {
      const doc = await page(path);
      expect(texts(doc, "h1"), path).toEqual([h1]);
      expect(cards(doc), path).toHaveLength(Math.min(count, 6));
      expect(texts(doc, "main details a[aria-current='page']"), path).toEqual([h1]);
      expect(all(doc, "main details li"), path).toHaveLength(9);
      expect(named(doc, "button", more), path).toHaveLength(count > 6 ? 1 : 0);
    }
  });

  it("a ?q= address opens the filtered list, not indexed, canonical to the listing", async () => {
    const doc = await page("/mixers?q=drum");
    expect(status(doc)).toEqual(['Showing 2 results for "drum"']);
    const boxes = all(doc, "main input[type=search]") as HTMLInputElement[];
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.value).toBe("drum");
    expect(cards(doc)).toHaveLength(2);
    expect(all(doc, "meta[name='robots']").map((meta) => meta.getAttribute("content"))).toEqual(["noindex"]);
    const canonical = all(doc, "link[rel='canonical']");
    expect(canonical).toHaveLength(1);
    expect(canonical[0]!.getAttribute("href")).toMatch(/\/mixers$/);
  });

  it("the page carries keywords and an ItemList of its products", async () => {
    const doc = await page("/screening-equipment");
    expect(all(doc, "meta[name='keywords']").map((meta) => meta.getAttribute("content"))).toEqual([
      expect.stringMatching(/^Screening Equipment, Back Raked Mechanical Screen, .*Static Screen$/),
    ]);
    expect(all(doc, "meta[property='og:image']").map((meta) => meta.getAttribute("content"))).toEqual([
      expect.stringMatching(/\/images\/categories\/screening-equipment\/card-960\.webp$/),
    ]);
    const lists = jsonLd(doc);
    const itemList = lists.find((data) => data?.["@type"] === "ItemList");
    expect(itemList.itemListElement).toHaveLength(12);
    expect(itemList.itemListElement[0].item).toMatchObject({
      "@type": "Product",
      name: "Back Raked Mechanical Screen",
      category: "Water Treatment Equipment",
    });
    expect(lists.some((data) => data?.["@type"] === "BreadcrumbList")).toBe(true);
  });
});

describe(`the corporate pages' HTML (${engine})`, () => {
  for (const { path, h1 } of [
    { path: "/about-us", h1: /Since 2000/i },
    { path: "/es/sobre-nosotros", h1: /2000/ },
    { path: "/certificates", h1: /^Certificates$/ },
    { path: "/es/certificados", h1: /^Certificados$/ },
    { path: "/catalogs", h1: /^Catalogs$/ },
    { path: "/es/catalogos", h1: /^Catálogos$/ },
  ]) {
    it(`${path} renders its heading`, async () => {
      const headings = texts(await page(path), "h1");
      expect(headings).toHaveLength(1);
      expect(headings[0]).toMatch(h1);
    });
  }

  it("Certificates: the three systems and four certificate tiles with their captions", async () => {
    const doc = await page("/certificates");
    for (const name of [
      "ISO 9001 Quality Management System",
      "ISO 14001 Environmental Management System",
      "ISO 45001 Occupational Health and Safety Management System",
    ]) {
      expect(named(doc, "h1, h2, h3, h4, h5, h6", name).length, name).toBeGreaterThan(0);
    }
    expect(all(doc, "main li a[href^='/images/certificates/']")).toHaveLength(4);
    const captions = texts(doc, "figcaption");
    expect(captions).toHaveLength(4);
    expect(captions[0]).toBe("ISO 45001:2018");
    expect(captions[1]).toMatch(/.+/);
    expect(captions.slice(2)).toEqual(["ISO 9001:2015", "ISO 14001:2015"]);
  });

  it("Catalogs: four cards whose Read More opens the document in a new tab", async () => {
    const doc = await page("/catalogs");
    expect(texts(doc, "main h2")).toEqual([
      "Product Catalog",
      "General Catalog",
      "Electrical and Automation Catalog",
      "Package Treatment Catalog",
    ]);
    const links = all(doc, "a").filter((link) =>
      /Read More/.test(link.getAttribute("aria-label") ?? text(link)),
    );
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.getAttribute("href")).toMatch(/^\/documents\/[a-z-]+-en-[0-9a-f]{12}\.pdf$/);
    }
  });
});
