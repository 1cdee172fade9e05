import { describe, expect, it } from "vitest";
import { serviceStructuredData } from "./service-structured-data";

const facts = {
  name: "Sludge Dewatering",
  description: "Belt filter presses and thickeners that cut sludge volume.",
  path: "/sludge-dewatering",
  imagePath: "/images/services/sludge-dewatering/hero-1280.webp",
  areaServed: "Worldwide",
  providerName: "Akvaris Water Technologies",
};

describe("serviceStructuredData", () => {
  const data = serviceStructuredData(facts, "https://example.com");

  it("is a schema.org Service named and described as the page", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Service");
    expect(data.name).toBe("Sludge Dewatering");
    expect(data.serviceType).toBe("Sludge Dewatering");
    expect(data.description).toBe(facts.description);
  });

  it("gives absolute addresses for the page and its image", () => {
    expect(data.url).toBe("https://example.com/sludge-dewatering");
    expect(data.image).toBe("https://example.com/images/services/sludge-dewatering/hero-1280.webp");
  });

  it("keeps a Spanish path's characters valid in the address", () => {
    const es = serviceStructuredData({ ...facts, path: "/es/deshidratación" }, "https://example.com");
    expect(es.url).toBe("https://example.com/es/deshidrataci%C3%B3n");
  });

  it("names the area served and the provider, joined to the site's Organization", () => {
    expect(data.areaServed).toEqual({ "@type": "Place", name: "Worldwide" });
    expect(data.provider).toEqual({
      "@type": "Organization",
      "@id": "https://example.com/#organization",
      name: "Akvaris Water Technologies",
      url: "https://example.com/",
    });
  });

  it("is plain JSON (survives serialisation unchanged)", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
