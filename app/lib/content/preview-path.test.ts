import { describe, expect, it } from "vitest";
import { contentPreviewPath } from "./preview-path";

describe("contentPreviewPath", () => {
  it("names the type, the key and the language, and a version when given", () => {
    expect(contentPreviewPath({ type: "product", key: "drum-screen", locale: "es" })).toBe(
      "/admin/content-preview/product/drum-screen/es",
    );
    expect(contentPreviewPath({ type: "service", key: "water-treatment", locale: "en", version: 3 })).toBe(
      "/admin/content-preview/service/water-treatment/en?version=3",
    );
  });

  it("encodes what would break the path", () => {
    expect(contentPreviewPath({ type: "page", key: "a/b c", locale: "en" })).toBe(
      "/admin/content-preview/page/a%2Fb%20c/en",
    );
  });
});
