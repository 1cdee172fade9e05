import { describe, expect, it } from "vitest";
import { localizedColumn } from "./localized-column";

describe("localizedColumn", () => {
  const row = { title: "Plant opened", titleEs: "Planta inaugurada", excerpt: "Short", excerptEs: null };

  it("gives the Spanish column on Spanish pages and the English one on English pages", () => {
    expect(localizedColumn(row, "title", "es")).toBe("Planta inaugurada");
    expect(localizedColumn(row, "title", "en")).toBe("Plant opened");
  });

  it("falls back to English while the Spanish text is missing or blank", () => {
    expect(localizedColumn(row, "excerpt", "es")).toBe("Short");
    expect(localizedColumn({ ...row, titleEs: "  " }, "title", "es")).toBe("Plant opened");
  });
});
