import { describe, expect, it } from "vitest";
import type { SpecField, SpecValue } from "~/lib/specs/spec-values";
import { productStructuredData, specProperties } from "./product-structured-data";

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

describe("specProperties", () => {
  const fields: SpecField[] = [
    { id: "flow", name: { en: "Flow", es: "Caudal" }, kind: "range", measure: "flow", unit: "m3/h" },
    {
      id: "bar-spacing",
      name: { en: "Bar spacing", es: "Separación" },
      kind: "number",
      measure: "length",
      unit: "mm",
    },
    {
      id: "power",
      name: { en: "Drive power", es: "Potencia" },
      kind: "number",
      measure: "power",
      unit: "kw",
    },
    {
      id: "material",
      name: { en: "Material", es: "Material" },
      kind: "choice",
      options: [{ id: "aisi-304", label: { en: "Stainless steel", es: "Acero inoxidable" } }],
    },
    { id: "washer", name: { en: "Spray washer", es: "Lavado" }, kind: "boolean" },
    { id: "weight", name: { en: "Weight", es: "Peso" }, kind: "number", measure: "mass", unit: "kg" },
  ];
  const specs: SpecValue[] = [
    { field: "flow", min: 100, max: 500, unit: "m3/h" },
    // Entered in other units than the field's: stated in the field's.
    { field: "bar-spacing", value: 0.6, unit: "cm" },
    { field: "power", value: 1500, unit: "w" },
    { field: "material", option: "aisi-304" },
    { field: "washer", flag: false },
  ];

  it("states each value in the field's metric unit, with its UN/CEFACT code and symbol", () => {
    expect(specProperties(fields, specs, "en")).toEqual([
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
        propertyID: "power",
        name: "Drive power",
        value: 1.5,
        unitCode: "KWT",
        unitText: "kW",
      },
      { "@type": "PropertyValue", propertyID: "material", name: "Material", value: "Stainless steel" },
      { "@type": "PropertyValue", propertyID: "washer", name: "Spray washer", value: false },
    ]);
  });

  it("leaves out a field without a value, and names the rest in the page's language", () => {
    const spanish = specProperties(fields, specs, "es");
    expect(spanish.map((property) => property.name)).toEqual([
      "Caudal",
      "Separación",
      "Potencia",
      "Material",
      "Lavado",
    ]);
    expect(spanish.find((property) => property.propertyID === "material")?.value).toBe("Acero inoxidable");
  });

  it("become the Product's additionalProperty; none, no additionalProperty", () => {
    const input = {
      name: "Drum Screen",
      description: "A fine screen.",
      images: [],
      path: "/drum-screen",
      organization: "Akvaris Water Technologies",
      origin: "https://www.example.com",
    };
    const properties = specProperties(fields, specs, "en");
    expect(productStructuredData({ ...input, properties }).additionalProperty).toEqual(properties);
    expect(productStructuredData({ ...input, properties: [] })).not.toHaveProperty("additionalProperty");
    expect(productStructuredData(input)).not.toHaveProperty("additionalProperty");
  });
});
