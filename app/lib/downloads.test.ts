import { describe, expect, it } from "vitest";
import {
  downloadFileHref,
  downloadFilterCounts,
  downloadFilterValues,
  matchesDownloadFilters,
  type DownloadItem,
} from "./downloads";

const item = (key: string, extra: Partial<DownloadItem>): DownloadItem => ({
  key,
  title: key,
  type: "manual",
  language: "en",
  format: "pdf",
  href: `/${key}`,
  gated: false,
  categoryIds: [],
  productIds: [],
  ...extra,
});

const ITEMS = [
  item("drum-manual", { categoryIds: ["screens"], productIds: ["drum"] }),
  item("drum-drawing", {
    type: "drawing",
    language: "neutral",
    categoryIds: ["screens"],
    productIds: ["drum"],
  }),
  item("screens-brochure", {
    type: "brochure",
    language: "es",
    categoryIds: ["screens"],
    productIds: ["drum", "basket"],
  }),
  item("catalog", { type: "catalog" }),
];

describe("the listing's filters", () => {
  it("keeps what every filter given asks for", () => {
    const kept = (filters: Parameters<typeof matchesDownloadFilters>[1]) =>
      ITEMS.filter((entry) => matchesDownloadFilters(entry, filters)).map((entry) => entry.key);
    expect(kept({})).toHaveLength(4);
    expect(kept({ product: "basket" })).toEqual(["screens-brochure"]);
    expect(kept({ category: "screens", type: "drawing" })).toEqual(["drum-drawing"]);
    expect(kept({ language: "en" })).toEqual(["drum-manual", "catalog"]);
    expect(kept({ product: "drum", language: "es" })).toEqual(["screens-brochure"]);
  });

  it("counts each value with the other filters kept", () => {
    const counts = downloadFilterCounts(ITEMS, { product: "drum", type: "manual" });
    // The kinds count the drum's documents of any kind; the products count manuals of any product.
    expect(Object.fromEntries(counts.type)).toEqual({ manual: 1, drawing: 1, brochure: 1 });
    expect(Object.fromEntries(counts.product)).toEqual({ drum: 1 });
    expect(Object.fromEntries(counts.language)).toEqual({ en: 1 });
  });

  it("takes the catalogue's categories and products, and the fixed kinds and languages", () => {
    const values = downloadFilterValues({
      categories: [{ id: "screens" }],
      products: [{ id: "drum" }, { id: "basket" }],
    });
    expect(values.category).toEqual(["screens"]);
    expect(values.product).toEqual(["drum", "basket"]);
    expect(values.type).toEqual([
      "catalog",
      "datasheet",
      "manual",
      "drawing",
      "brochure",
      "certificate",
      "other",
    ]);
    expect(values.language).toEqual(["en", "es", "neutral"]);
  });
});

describe("a file's address", () => {
  it("is below the listing's in each language, its name escaped", () => {
    expect(downloadFileHref("en", "abc", "Plano general #2.dwg")).toBe(
      "/downloads/file/abc/Plano%20general%20%232.dwg",
    );
    expect(downloadFileHref("es", "abc", "a.pdf")).toBe("/es/descargas/archivo/abc/a.pdf");
  });
});
