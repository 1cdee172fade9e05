import { describe, expect, it } from "vitest";
import { listingItemList } from "./listing-structured-data";

const origin = "https://example.com";

describe("listingItemList", () => {
  const list = listingItemList(
    {
      name: "Screening Equipment",
      organisation: "Acme Water",
      screeningCategory: "Water Treatment Equipment",
      products: [
        {
          name: "Drum Screen",
          href: "/drum-screen",
          image: { src: "products/drum-screen/main" },
          categoryId: "screening-equipment",
          categoryTitle: "Screening Equipment",
        },
        {
          name: "Static Mixer",
          href: "/mixers",
          image: { src: "products/static-mixer/main" },
          categoryId: "mixers",
          categoryTitle: "Mixers",
        },
      ],
    },
    origin,
  );

  it("is an ItemList of Product, numbered in the order shown", () => {
    expect(list["@context"]).toBe("https://schema.org");
    expect(list["@type"]).toBe("ItemList");
    expect(list.name).toBe("Screening Equipment");
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement.map((element) => [element.position, element.item.name])).toEqual([
      [1, "Drum Screen"],
      [2, "Static Mixer"],
    ]);
    expect(list.itemListElement.every((element) => element["@type"] === "ListItem")).toBe(true);
    expect(list.itemListElement.every((element) => element.item["@type"] === "Product")).toBe(true);
  });

  it("gives absolute addresses for the page and the built image", () => {
    const [drum] = list.itemListElement;
    expect(drum!.item.url).toBe("https://example.com/drum-screen");
    expect(drum!.item.image).toBe("https://example.com/images/products/drum-screen/main-960.webp");
  });

  it("files screening products under Water Treatment Equipment and the others under their category", () => {
    expect(list.itemListElement.map((element) => element.item.category)).toEqual([
      "Water Treatment Equipment",
      "Mixers",
    ]);
  });

  it("names the company as brand and manufacturer", () => {
    const { brand, manufacturer } = list.itemListElement[1]!.item;
    expect(brand).toEqual({ "@type": "Brand", name: "Acme Water" });
    expect(manufacturer).toEqual({
      "@type": "Organization",
      "@id": "https://example.com/#organization",
      name: "Acme Water",
    });
  });
});
