import { describe, expect, it } from "vitest";
import { PRODUCT_PAGE_IDS } from "~/content/ids";
import { similarProducts, visibleWindow, wrapIndex } from "./similar-products";

const screening = PRODUCT_PAGE_IDS.map((id) => ({ id }));
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

describe("similarProducts", () => {
  it("lists the eleven other screening products, never the current one", () => {
    for (const { id } of screening) {
      const similar = similarProducts(screening, id);
      expect(similar).toHaveLength(11);
      expect(ids(similar)).not.toContain(id);
      expect(new Set(ids(similar)).size).toBe(11);
    }
  });

  it("starts after the current product and wraps round the catalogue", () => {
    expect(ids(similarProducts(screening, "drum-screen"))).toEqual([
      "grit-classifier",
      "internal-feed-drum-screen",
      "manual-screen",
      "perforated-screen",
      "rope-driven-grate",
      "static-screen",
      "back-raked-mechanical-screen",
      "basket-screen",
      "cable-operated-bar-screen",
      "chain-driven-screen",
      "compactor-and-screening-press",
    ]);
    expect(ids(similarProducts(screening, "static-screen"))).toEqual(PRODUCT_PAGE_IDS.slice(0, 11));
    expect(ids(similarProducts(screening, "back-raked-mechanical-screen"))).toEqual(
      PRODUCT_PAGE_IDS.slice(1),
    );
  });

  it("gives the whole list for an unknown product", () => {
    expect(ids(similarProducts(screening, "no-such-product"))).toEqual([...PRODUCT_PAGE_IDS]);
  });
});

describe("visibleWindow", () => {
  const items = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"];

  it("shows three from the start index, which begins at 0", () => {
    expect(visibleWindow(items, 0, 3)).toEqual(["a", "b", "c"]);
  });

  it("moves by one", () => {
    expect(visibleWindow(items, 1, 3)).toEqual(["b", "c", "d"]);
    expect(visibleWindow(items, 2, 3)).toEqual(["c", "d", "e"]);
  });

  it("wraps forward past the end", () => {
    expect(visibleWindow(items, 9, 3)).toEqual(["j", "k", "a"]);
    expect(visibleWindow(items, 10, 3)).toEqual(["k", "a", "b"]);
    expect(visibleWindow(items, 11, 3)).toEqual(["a", "b", "c"]);
  });

  it("wraps backward from the start", () => {
    expect(visibleWindow(items, -1, 3)).toEqual(["k", "a", "b"]);
    expect(visibleWindow(items, -2, 3)).toEqual(["j", "k", "a"]);
    expect(visibleWindow(items, -12, 3)).toEqual(["k", "a", "b"]);
  });

  it("never shows more items than there are, nor repeats one", () => {
    expect(visibleWindow(["a", "b"], 1, 3)).toEqual(["b", "a"]);
    expect(visibleWindow(items, 4, items.length)).toEqual([...items.slice(4), ...items.slice(0, 4)]);
    expect(visibleWindow([], 0, 3)).toEqual([]);
  });
});

describe("wrapIndex", () => {
  it("wraps both ways", () => {
    expect(wrapIndex(11, 11)).toBe(0);
    expect(wrapIndex(-1, 11)).toBe(10);
    expect(wrapIndex(5, 11)).toBe(5);
    expect(wrapIndex(-23, 11)).toBe(10);
  });
});
