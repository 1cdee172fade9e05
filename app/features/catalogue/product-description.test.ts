import { describe, expect, it } from "vitest";
import { productDetails } from "~/content/product-details";
import { META_DESCRIPTION_MAX, productMetaDescription } from "./product-description";

describe("productMetaDescription", () => {
  it("is the first sentence of the paragraph", () => {
    expect(
      productMetaDescription(
        "The Static Screen separates solids from wastewater by gravity alone. It needs no drive.",
      ),
    ).toBe("The Static Screen separates solids from wastewater by gravity alone.");
  });

  it("keeps a decimal point or a figure inside the sentence", () => {
    expect(productMetaDescription("Bars 2.5 mm apart stop fine solids. More follows.")).toBe(
      "Bars 2.5 mm apart stop fine solids.",
    );
  });

  it("cuts a long sentence at a word and marks the cut", () => {
    const long = `${"word ".repeat(60).trim()}.`;
    const description = productMetaDescription(long, 40);
    expect(description).toBe("word word word word word word word word…");
    expect(description.length).toBeLessThanOrEqual(40);
  });

  it("takes a paragraph without a full stop whole", () => {
    expect(productMetaDescription("A screen for small stations")).toBe("A screen for small stations");
  });

  it("gives every product page, in both languages, a distinct description within the limit", () => {
    for (const locale of ["en", "es"] as const) {
      const descriptions = productDetails.map((details) =>
        productMetaDescription(details.paragraphs[locale][0]!),
      );
      for (const description of descriptions) {
        expect(description.length).toBeGreaterThan(50);
        expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      }
      expect(new Set(descriptions).size).toBe(productDetails.length);
    }
  });
});
