import { describe, expect, it } from "vitest";
import { featuredImagePath } from "./featured-image";

const ORIGIN = "https://www.example.com";

describe("a post's featured image", () => {
  it("is kept as a path when it is on this site", () => {
    expect(featuredImagePath("/uploads/houston.jpg", ORIGIN)).toBe("/uploads/houston.jpg");
    expect(featuredImagePath(" /images/a b.webp?v=2 ", ORIGIN)).toBe("/images/a%20b.webp?v=2");
    expect(featuredImagePath("https://www.example.com/uploads/x.png", ORIGIN)).toBe("/uploads/x.png");
    expect(featuredImagePath("uploads/x.png", ORIGIN)).toBe("/uploads/x.png");
  });

  it("is dropped when missing, elsewhere, or not an image address", () => {
    for (const value of [
      null,
      undefined,
      "",
      "   ",
      "https://cdn.other.example/x.png",
      "//cdn.other.example/x.png",
      "http://www.example.com/x.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "/",
      "http://[::1",
    ]) {
      expect(featuredImagePath(value, ORIGIN), String(value)).toBeUndefined();
    }
  });
});
