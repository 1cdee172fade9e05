import { describe, expect, it } from "vitest";
import { missingTranslations, validateContent } from "~/lib/content/schemas";
import { seedItems } from "./seed-items";

describe("content schemas", () => {
  const items = seedItems();

  it("accept every item of today's content, whole and unchanged", () => {
    expect(items.length).toBeGreaterThan(60);
    for (const item of items) {
      const result = validateContent(item.type, item.data);
      expect(result.ok ? [] : result.errors, `${item.type} ${item.key}`).toEqual([]);
      if (result.ok) expect(result.data).toEqual(item.data);
    }
  });

  it("give every item a key unique within its type", () => {
    const keys = items.map((item) => `${item.type}/${item.key}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("name the field of every problem", () => {
    const product = structuredClone(items.find((item) => item.key === "drum-screen")!.data) as Record<
      string,
      unknown
    >;
    product.name = { en: " ", es: "Tamiz de tambor" };
    product.slug = { en: "Drum Screen", es: "tamiz-de-tambor" };
    (product.page as { gallery: Array<{ alt: unknown }> }).gallery[1]!.alt = { en: "x".repeat(301), es: "" };
    product.colour = "blue";
    const result = validateContent("product", product);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { field: "name.en", message: "required" },
        { field: "slug.en", message: "lower-case letters and digits joined by '-'" },
        { field: "page.gallery.1.alt.en", message: "at most 300 characters" },
        expect.objectContaining({ field: "(item)" }),
      ]),
    );
  });

  it("refuse a company e-mail, telephone or social link that is not one", () => {
    const company = structuredClone(items.find((item) => item.type === "company")!.data) as Record<
      string,
      unknown
    >;
    company.email = "info at example";
    company.phone = { display: "+1 832", href: "javascript:alert(1)" };
    company.social = { ...(company.social as object), facebook: "http://www.facebook.com/x" };
    const result = validateContent("company", company);
    expect(result.ok ? [] : result.errors.map((error) => error.field).sort()).toEqual([
      "email",
      "phone.href",
      "social.facebook",
    ]);
  });

  it("list the fields whose Spanish is missing, and none in today's content", () => {
    for (const item of items) expect(missingTranslations(item.data), `${item.type} ${item.key}`).toEqual([]);
    const service = structuredClone(items.find((item) => item.type === "service")!.data) as {
      title: { es: string };
      intro: { es: string[] };
      sections: Array<{ heading: { es: string } }>;
    };
    service.title.es = "";
    service.intro.es = service.intro.es.slice(1);
    service.sections[0]!.heading.es = "  ";
    expect(missingTranslations(service)).toEqual(["title", "intro", "sections.0.heading"]);
  });

  it("do not ask for a Spanish uploaded PDF (the Spanish page takes the English one)", () => {
    const catalogs = structuredClone(items.find((item) => item.type === "catalogs")!.data) as {
      cards: Array<Record<string, unknown>>;
    };
    catalogs.cards[0]!.documentFile = { en: "product-catalog-upload-en-0123456789ab.pdf", es: "" };
    expect(validateContent("catalogs", catalogs).ok).toBe(true);
    expect(missingTranslations(catalogs)).toEqual([]);
  });
});
