import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../ensure-build.mjs";
import { collectImages } from "./collect-images";
import { contentFiles, loadContentModules, type ContentModule } from "./load-content";

const FIXTURE = path.join(root, "tests/fixtures/content");

describe("loading the content modules", () => {
  it("reads every module of the folder and its subfolders, except types, the page table and tests", async () => {
    expect(contentFiles(FIXTURE)).toEqual(["nested/catalogue.ts", "services.ts"]);
    const modules = await loadContentModules(FIXTURE);
    expect(modules.map((m) => m.file)).toEqual(["nested/catalogue.ts", "services.ts"]);
    expect(Object.keys(modules[1]!.exports)).toContain("services");
  });
});

describe("collectImages", () => {
  it("finds every ImageRef in the exported values, once per src, with every place it is used", async () => {
    const { images, problems } = collectImages(await loadContentModules(FIXTURE));
    expect(problems).toEqual([]);
    expect(images.map((i) => [i.src, i.slot])).toEqual([
      ["fixture/catalogue-cover", "cover"],
      ["fixture/gallery-01", "gallery"],
      ["fixture/odor-treatment", "card"],
    ]);
    expect(images[2]!.where).toEqual([
      "nested/catalogue.ts: catalogue.featured",
      "services.ts: services[0].image",
    ]);
    // Only the ImageRef's own fields are kept (not a gallery image's title).
    expect(Object.keys(images[1]!)).toEqual(["src", "slot", "alt", "label", "where"]);
  });

  const alt = { en: "a", es: "b" };
  const collect = (exports: Record<string, unknown>) =>
    collectImages([{ file: "x.ts", exports } satisfies ContentModule]);

  it("refuses one src used with two slots", () => {
    const { problems } = collect({
      a: { src: "services/x/hero", slot: "hero", alt },
      b: [{ src: "services/x/hero", slot: "card", alt }],
    });
    expect(problems).toEqual([
      'image "services/x/hero" is used with slot "hero" (x.ts: a) and slot "card" (x.ts: b[0]); one file cannot fill both shapes: give one of them its own src',
    ]);
  });

  it("refuses an unknown slot, a missing alt text and a malformed src", () => {
    const { images, problems } = collect({
      a: { src: "a/one", slot: "poster", alt },
      b: { src: "a/two", slot: "card", alt: { en: "only English" } },
      c: { src: "a/Three.jpg", slot: "card", alt },
    });
    expect(images).toEqual([]);
    expect(problems).toEqual([
      'x.ts: a: unknown slot "poster" (one of hero, banner, card, gallery, cover, certificate, portrait)',
      "x.ts: b: alt must be a text in en and es",
      'x.ts: c: src "a/Three.jpg" must be a lowercase path without extension, like "services/odor-treatment/gallery-02"',
    ]);
  });

  it("ignores objects that merely have a src (no slot), and survives cycles", () => {
    const cyclic: Record<string, unknown> = { link: { src: "https://example.com/doc.pdf" } };
    cyclic.self = cyclic;
    expect(collect({ cyclic })).toEqual({ images: [], problems: [] });
  });
});
