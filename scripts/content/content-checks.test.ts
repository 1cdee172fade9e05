import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CollectedImage } from "./collect-images";
import { checkCatalogue, checkImageSources, checkTranslations, findCatalogue, SPEC } from "./content-checks";
import { sha256, type PlaceholderManifest } from "./image-sources";
import type { ContentModule } from "./load-content";

type Entry = Record<string, unknown> & { id: string };

const galleryOf = (prefix: string, size: number) =>
  Array.from({ length: size }, (_, i) => ({ src: `${prefix}/gallery-${i + 1}` }));

/** A catalogue that satisfies the spec; each test breaks one thing in a fresh copy. */
function validCatalogue() {
  const services: Entry[] = Object.keys(SPEC.serviceGalleries).map((id) => ({
    id,
    slug: { en: id, es: `servicio-${id}` },
  }));
  const serviceDetails: Entry[] = Object.entries(SPEC.serviceGalleries).map(([id, size]) => ({
    id,
    gallery: galleryOf(`services/${id}`, size),
  }));
  const categories: Entry[] = Array.from({ length: SPEC.categories }, (_, i) => ({
    id: `category-${i}`,
    slug: { en: `category-${i}`, es: `categoria-${i}` },
  }));
  const screening = Object.keys(SPEC.productGalleries);
  const products: Entry[] = [
    ...screening.map((id) => ({
      id,
      slug: { en: id, es: `es-${id}` },
      categoryId: "category-0",
      hasPage: true,
    })),
    ...Array.from({ length: SPEC.products - screening.length }, (_, i) => ({
      id: `product-${i}`,
      slug: { en: `product-${i}`, es: `producto-${i}` },
      categoryId: `category-${(i % 8) + 1}`,
      hasPage: false,
    })),
  ];
  const productDetails: Entry[] = Object.entries(SPEC.productGalleries).map(([id, size]) => ({
    id,
    gallery: galleryOf(`products/${id}`, size),
  }));
  return { services, serviceDetails, categories, products, productDetails };
}

const find = (list: Entry[], id: string) => list.find((entry) => entry.id === id)!;

describe("checkCatalogue", () => {
  it("accepts a catalogue that matches the spec, and has nothing to say before there is one", () => {
    expect(checkCatalogue(validCatalogue())).toEqual([]);
    expect(checkCatalogue({})).toEqual([]);
  });

  it("wants the whole catalogue once part of it exists", () => {
    const { productDetails: _dropped, ...partial } = validCatalogue();
    expect(checkCatalogue(partial)).toContain("productDetails: not exported by any module of app/content/");
  });

  it("fails on the wrong number of services, categories and products", () => {
    const c = validCatalogue();
    c.categories.pop();
    c.products.push({ ...c.products.at(-1)!, id: "extra", slug: { en: "extra", es: "extra" } });
    const problems = checkCatalogue(c);
    expect(problems).toContain("categories: 8 entries, the spec has 9");
    expect(problems).toContain("products: 48 entries, the spec has 47");

    const d = validCatalogue();
    d.services = d.services.filter((s) => s.id !== "odor-treatment");
    expect(checkCatalogue(d)).toEqual(
      expect.arrayContaining([
        "services: 8 entries, the spec has 9",
        'service "odor-treatment" (in the spec) is missing',
        'service details "odor-treatment" belong to no service',
      ]),
    );
  });

  it("fails when the screening products with pages are not the spec's twelve", () => {
    const c = validCatalogue();
    find(c.products, "drum-screen").hasPage = false;
    expect(checkCatalogue(c)).toEqual(
      expect.arrayContaining([
        "products: 11 have a page of their own, the spec has 12 (the screening products)",
        'product page "drum-screen" (in the spec) is missing',
      ]),
    );
  });

  it("fails on a gallery whose size differs from the spec", () => {
    const c = validCatalogue();
    (find(c.serviceDetails, "odor-treatment").gallery as unknown[]).pop();
    (find(c.productDetails, "rope-driven-grate").gallery as unknown[]).push({ src: "x" });
    delete find(c.productDetails, "manual-screen").gallery;
    expect(checkCatalogue(c)).toEqual([
      'service "odor-treatment": gallery of 3 images, the spec has 4',
      'product page "manual-screen": no gallery',
      'product page "rope-driven-grate": gallery of 2 images, the spec has 1',
    ]);
  });

  it("without the spec (the published content) leaves counts and gallery sizes to the editors, not the other invariants", () => {
    const c = validCatalogue();
    const dropped = c.categories.pop()!;
    c.products = c.products.filter((p) => p.categoryId !== dropped.id);
    (find(c.serviceDetails, "odor-treatment").gallery as unknown[]).pop();
    find(c.products, "drum-screen").hasPage = false;
    c.productDetails = c.productDetails.filter((d) => d.id !== "drum-screen");
    expect(checkCatalogue(c, null)).toEqual([]);

    c.productDetails = c.productDetails.filter((d) => d.id !== "static-screen");
    c.products[21]!.id = c.products[20]!.id;
    expect(checkCatalogue(c, null)).toEqual([
      `products: id "${c.products[20]!.id}" is used twice`,
      'product page "static-screen": no details (and so no gallery)',
    ]);
  });

  it("fails on missing details", () => {
    const c = validCatalogue();
    c.productDetails = c.productDetails.filter((d) => d.id !== "static-screen");
    expect(checkCatalogue(c)).toEqual(['product page "static-screen": no details (and so no gallery)']);
  });

  it("fails on a duplicate id within a kind", () => {
    const c = validCatalogue();
    c.products[20]!.id = c.products[19]!.id;
    expect(checkCatalogue(c)).toContain(`products: id "${c.products[19]!.id}" is used twice`);
  });

  it("fails on a duplicate slug within a kind and across kinds, per language", () => {
    const c = validCatalogue();
    (c.categories[2]!.slug as Record<string, string>).es = "categoria-1";
    (c.products[30]!.slug as Record<string, string>).en = "odor-treatment";
    const problems = checkCatalogue(c);
    expect(problems).toContain(
      'categories "category-2": es slug "categoria-1" is already used by categories "category-1"',
    );
    expect(problems).toContain(
      `products "${c.products[30]!.id}": en slug "odor-treatment" is already used by services "odor-treatment"`,
    );
  });

  it("fails on a malformed slug", () => {
    const c = validCatalogue();
    (c.services[0]!.slug as Record<string, string>).es = "Tratamiento de aguas";
    expect(checkCatalogue(c)).toEqual([
      'services "wastewater-treatment": es slug "Tratamiento de aguas" is not a lowercase-kebab-case slug',
    ]);
  });

  it("fails on a product image whose text only repeats the product's name", () => {
    const catalogue = validCatalogue();
    const product = find(catalogue.products, "product-0");
    product.name = { en: "SBR Package Plant", es: "Planta compacta SBR" };
    product.image = { alt: { en: "SBR package  plant", es: "Dibujo de un tanque" } };
    expect(checkCatalogue(catalogue)).toEqual([
      `products "product-0": its en image text repeats its name; describe the picture`,
    ]);
  });

  it("fails on a product whose category does not exist", () => {
    const c = validCatalogue();
    c.products[40]!.categoryId = "pumps";
    expect(checkCatalogue(c)).toEqual([`products "${c.products[40]!.id}": category "pumps" does not exist`]);
  });

  it("finds the collections by their export names in any module", () => {
    const c = validCatalogue();
    const modules: ContentModule[] = [
      { file: "services.ts", exports: { services: c.services } },
      { file: "products.ts", exports: { products: c.products, other: 1 } },
    ];
    expect(findCatalogue(modules)).toEqual({ services: c.services, products: c.products });
  });
});

describe("checkTranslations", () => {
  const module = (value: unknown): ContentModule[] => [{ file: "x.ts", exports: { value } }];

  it("accepts texts and lists present in every language", () => {
    const content = {
      title: { en: "Drum Screen", es: "Tamiz de tambor" },
      paragraphs: { en: ["One.", "Two."], es: ["Uno.", "Dos."] },
      nested: [{ caption: { en: "A", es: "B" }, count: 3, code: "ISO 9001" }],
      phone: { display: "+1", href: "tel:+1" },
    };
    expect(checkTranslations(module(content))).toEqual([]);
  });

  it("fails on a missing or empty translation", () => {
    const content = {
      a: { en: "Screen" },
      b: { en: "Screen", es: "" },
      c: { en: "Screen", es: "   " },
      d: [{ title: { es: "Reja" } }],
    };
    expect(checkTranslations(module(content))).toEqual([
      "x.ts: value.a: no es text",
      "x.ts: value.b.es is empty",
      "x.ts: value.c.es is empty",
      "x.ts: value.d[0].title: no en text",
    ]);
  });

  it("fails on lists of different lengths, empty items, or a list in one language only", () => {
    const content = {
      a: { en: ["One", "Two"], es: ["Uno"] },
      b: { en: ["One", ""], es: ["Uno", "Dos"] },
      c: { en: "One", es: ["Uno"] },
    };
    expect(checkTranslations(module(content))).toEqual([
      "x.ts: value.a: en has 2 items, es has 1 items",
      "x.ts: value.b.en[1] is empty",
      "x.ts: value.c: a list in es but not in en",
    ]);
  });
});

describe("checkImageSources", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "content-images-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const image = (src: string): CollectedImage => ({
    src,
    slot: "card",
    alt: { en: "a", es: "b" },
    where: [`x.ts: ${src}`],
  });

  it("fails on an image with no source file, or with two real ones; a placeholder or one photo is fine", () => {
    mkdirSync(path.join(dir, "products"), { recursive: true });
    writeFileSync(path.join(dir, "products/photo.jpg"), "jpeg bytes");
    writeFileSync(path.join(dir, "products/generated.webp"), "webp bytes");
    writeFileSync(path.join(dir, "products/twice.jpg"), "one");
    writeFileSync(path.join(dir, "products/twice.png"), "two");
    const manifest: PlaceholderManifest = {
      files: {
        "products/generated.webp": { sha256: sha256("webp bytes"), slot: "card", label: null, version: 1 },
      },
    };
    const images = ["photo", "generated", "missing", "twice"].map((name) => image(`products/${name}`));
    expect(checkImageSources(images, manifest, dir)).toEqual([
      'image "products/missing" has no source file: add content-images/products/missing.jpg (or .jpeg .png .webp .avif), or run npm run images:placeholders (x.ts: products/missing)',
      'image "products/twice" has several source files (products/twice.jpg, products/twice.png): keep one (x.ts: products/twice)',
    ]);
  });
});
