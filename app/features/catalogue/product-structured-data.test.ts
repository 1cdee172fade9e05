import { describe, expect, it } from "vitest";
import { productStructuredData } from "./product-structured-data";

describe("productStructuredData", () => {
  const jsonLd = productStructuredData({
    name: "Tamiz de tambor rotativo",
    description: "El tamiz de tambor rotativo es un tamiz fino.",
    images: [
      "/images/products/drum-screen/detail-1200.webp",
      "/images/products/drum-screen/gallery-01-1200.webp",
    ],
    path: "/es/tamiz-de-tambor-rotativo",
    organization: "Akvaris Water Technologies",
    origin: "https://www.example.com",
  });

  it("is a schema.org Product with the page's name, description and address", () => {
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Tamiz de tambor rotativo",
      description: "El tamiz de tambor rotativo es un tamiz fino.",
      category: "Water Treatment Equipment",
      url: "https://www.example.com/es/tamiz-de-tambor-rotativo",
    });
  });

  it("gives every image as an absolute address, the main image first", () => {
    expect(jsonLd.image).toEqual([
      "https://www.example.com/images/products/drum-screen/detail-1200.webp",
      "https://www.example.com/images/products/drum-screen/gallery-01-1200.webp",
    ]);
  });

  it("names the company as brand and as manufacturer, the latter the site's Organization", () => {
    expect(jsonLd.brand).toEqual({ "@type": "Brand", name: "Akvaris Water Technologies" });
    expect(jsonLd.manufacturer).toEqual({
      "@type": "Organization",
      "@id": "https://www.example.com/#organization",
      name: "Akvaris Water Technologies",
      url: "https://www.example.com/",
    });
  });

  it("survives a round trip through JSON unchanged (what the page embeds)", () => {
    expect(JSON.parse(JSON.stringify(jsonLd))).toEqual(jsonLd);
  });
});
