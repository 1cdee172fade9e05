import { describe, expect, it } from "vitest";
import { compareContent } from "./compare";

describe("compareContent", () => {
  it("lists each changed leaf by its path, before and after", () => {
    const before = { name: { en: "Drum", es: "Tambor" }, page: { gallery: [{ alt: { en: "A", es: "" } }] } };
    const after = { name: { en: "Drum", es: "Tamiz" }, page: { gallery: [{ alt: { en: "A", es: "Una" } }] } };
    expect(compareContent(before, after)).toEqual([
      { field: "name.es", before: "Tambor", after: "Tamiz" },
      { field: "page.gallery.0.alt.es", before: "", after: "Una" },
    ]);
  });

  it("shows entries added to or removed from a list, and fields added or left out, against null", () => {
    expect(compareContent({ list: ["a"], flag: true }, { list: ["a", "b"] })).toEqual([
      { field: "list.1", before: null, after: "b" },
      { field: "flag", before: true, after: null },
    ]);
    expect(compareContent({ year: 2008 }, { year: 2008 })).toEqual([]);
  });
});
