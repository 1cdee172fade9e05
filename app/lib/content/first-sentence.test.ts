import { describe, expect, it } from "vitest";
import { productDetails } from "~/content/product-details";
import { firstSentence } from "./first-sentence";
import { SUMMARY_MAX } from "./schemas";

describe("firstSentence", () => {
  it("is the first sentence of the paragraph", () => {
    expect(
      firstSentence(
        "The Static Screen separates solids from wastewater by gravity alone. It needs no drive.",
        SUMMARY_MAX,
      ),
    ).toBe("The Static Screen separates solids from wastewater by gravity alone.");
  });

  it("keeps a decimal point or a figure inside the sentence", () => {
    expect(firstSentence("Bars 2.5 mm apart stop fine solids. More follows.", SUMMARY_MAX)).toBe(
      "Bars 2.5 mm apart stop fine solids.",
    );
  });

  it("cuts a long sentence at a word and marks the cut", () => {
    const long = `${"word ".repeat(60).trim()}.`;
    const description = firstSentence(long, 40);
    expect(description).toBe("word word word word word word word word…");
    expect(description.length).toBeLessThanOrEqual(40);
  });

  it("takes a paragraph without a full stop whole", () => {
    expect(firstSentence("A screen for small stations", SUMMARY_MAX)).toBe("A screen for small stations");
  });

  it("gives every seed product page, in both languages, a summary of its own", () => {
    for (const locale of ["en", "es"] as const) {
      const summaries = productDetails.map((details) => details.summary[locale]);
      for (const summary of summaries) expect(summary.length).toBeGreaterThan(50);
      expect(new Set(summaries).size).toBe(productDetails.length);
    }
  });
});
