import { describe, expect, it } from "vitest";
import { cropFor, imagesIn } from "./library";

describe("a slot's crop around the focal point", () => {
  const wide = { width: 4000, height: 2000 };
  it("keeps the largest part of the slot's shape, centred without a focal point", () => {
    expect(cropFor(wide, [4, 3], null)).toEqual({ left: 667, top: 0, width: 2667, height: 2000 });
    expect(cropFor({ width: 1000, height: 2000 }, [16, 9], null)).toEqual({
      left: 0,
      top: 719,
      width: 1000,
      height: 563,
    });
  });
  it("moves the crop towards the point, as far as the edges allow", () => {
    expect(cropFor(wide, [4, 3], { x: 0.2, y: 0.5 })).toMatchObject({ left: 0, width: 2667 });
    expect(cropFor(wide, [4, 3], { x: 0.6, y: 0.5 })).toMatchObject({ left: 1067 });
    expect(cropFor(wide, [4, 3], { x: 1, y: 0 })).toMatchObject({ left: 1333 });
    expect(cropFor({ width: 1000, height: 2000 }, [16, 9], { x: 0.5, y: 0 })).toMatchObject({ top: 0 });
  });
});

describe("the image references of an item", () => {
  it("finds each with its path, its slot and its library image", () => {
    const data = {
      image: { src: "a", slot: "card", alt: { en: "A", es: "" }, media: "m1" },
      page: {
        gallery: [{ src: "b", slot: "gallery", alt: { en: "B", es: "B" }, title: { en: "T", es: "" } }],
      },
    };
    expect(imagesIn(data)).toEqual([
      { path: ["image"], slot: "card", media: "m1", alt: { en: "A", es: "" } },
      { path: ["page", "gallery", "0"], slot: "gallery", alt: { en: "B", es: "B" } },
    ]);
  });
});
