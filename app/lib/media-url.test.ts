import { describe, expect, it } from "vitest";
import { mediaHeight, mediaImageUrl, mediaSizeWidths, parseMediaFile } from "./media-url";

const ref = { id: "0b6d3c1e-4a5f-4f7e-9c1d-2a3b4c5d6e7f", hash: "0123456789abcdef" };

describe("media library addresses", () => {
  it("reads back every rendition the site makes, and nothing else", () => {
    for (const size of [
      "thumb",
      "post",
      "hero",
      "banner",
      "card",
      "gallery",
      "cover",
      "certificate",
      "portrait",
    ] as const)
      for (const width of mediaSizeWidths(size))
        for (const format of ["avif", "webp"] as const) {
          const url = mediaImageUrl(ref, size, width, format);
          expect(parseMediaFile(url.split("/").pop()!)).toEqual({ ...ref, size, width, format });
        }
    // A post card's widths and a card slot's are one size.
    expect(mediaSizeWidths("card")).toEqual([320, 480, 640, 960]);
    expect(parseMediaFile(`${ref.id}-${ref.hash}-hero-700.webp`)).toBeUndefined();
    expect(parseMediaFile(`${ref.id}-${ref.hash}-poster-640.webp`)).toBeUndefined();
    expect(parseMediaFile(`${ref.id}-${ref.hash}-hero-640.png`)).toBeUndefined();
    expect(parseMediaFile(`${ref.id}-${ref.hash}-hero-640.webp/../x`)).toBeUndefined();
  });

  it("gives a slot's shape, and the thumbnail the image's own", () => {
    expect(mediaHeight("hero", 1280, { width: 4000, height: 3000 })).toBe(720);
    expect(mediaHeight("portrait", 400, { width: 4000, height: 3000 })).toBe(500);
    expect(mediaHeight("thumb", 320, { width: 4000, height: 3000 })).toBe(240);
  });
});
