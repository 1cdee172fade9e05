import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CollectedImage } from "./content/collect-images";
import { findSourceFiles, readManifest, resolveSource } from "./content/image-sources";
import { generatePlaceholders, PLACEHOLDER_BUDGET } from "./generate-placeholders";
import { motifFor, placeholderSvg, wrap } from "./images/placeholder-art";

const card = (src: string, label = "Drum Screen"): CollectedImage => ({
  src,
  slot: "card",
  alt: { en: "a", es: "b" },
  label: { en: label, es: label },
  where: ["x.ts"],
});

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "placeholders-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("generatePlaceholders", () => {
  it("draws a WebP of the slot's largest size for each image without a source, within budget", async () => {
    const report = await generatePlaceholders({ images: [card("products/a"), card("products/b")], dir });
    expect(report.generated).toEqual(["products/a", "products/b"]);
    const file = path.join(dir, "products/a.webp");
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 960, 720]);
    expect(statSync(file).size).toBeLessThanOrEqual(PLACEHOLDER_BUDGET.card);
    expect(Object.keys(readManifest(dir).files)).toEqual(["products/a.webp", "products/b.webp"]);
  });

  it("leaves up-to-date placeholders alone and redraws one whose label changed", async () => {
    const before = statSync(path.join(dir, "products/a.webp")).mtimeMs;
    const report = await generatePlaceholders({
      images: [card("products/a"), card("products/b", "Basket Screen")],
      dir,
    });
    expect(report.upToDate).toEqual(["products/a"]);
    expect(report.generated).toEqual(["products/b"]);
    expect(statSync(path.join(dir, "products/a.webp")).mtimeMs).toBe(before);
  });

  it("prefers a real photo of another extension, and then deletes the superseded placeholder", async () => {
    writeFileSync(
      path.join(dir, "products/a.jpg"),
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#888" } })
        .jpeg()
        .toBuffer(),
    );
    const manifest = readManifest(dir);
    expect(resolveSource(findSourceFiles("products/a", manifest, dir), "products/a")).toEqual({
      ok: true,
      file: "products/a.jpg",
      placeholder: false,
    });
    const report = await generatePlaceholders({
      images: [card("products/a"), card("products/b", "Basket Screen")],
      dir,
    });
    expect(report.real).toEqual(["products/a"]);
    expect(report.removed).toEqual(["products/a.webp"]);
    expect(existsSync(path.join(dir, "products/a.webp"))).toBe(false);
    expect(existsSync(path.join(dir, "products/a.jpg"))).toBe(true);
  });

  it("never overwrites a real photo saved over a placeholder's own name, even when forced", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#345" } })
      .webp()
      .toBuffer();
    writeFileSync(path.join(dir, "products/b.webp"), photo);
    const report = await generatePlaceholders({
      images: [card("products/a"), card("products/b")],
      dir,
      force: true,
    });
    expect(report.real).toEqual(["products/a", "products/b"]);
    expect(report.generated).toEqual([]);
    expect(readFileSync(path.join(dir, "products/b.webp")).equals(photo)).toBe(true);
    expect(readManifest(dir).files).toEqual({});
  });

  it("reports placeholders no content uses, and deletes them when asked", async () => {
    await generatePlaceholders({ images: [card("products/c")], dir });
    const kept = await generatePlaceholders({ images: [], dir });
    expect(kept.orphans).toEqual(["products/c.webp"]);
    expect(existsSync(path.join(dir, "products/c.webp"))).toBe(true);
    const pruned = await generatePlaceholders({ images: [], dir, prune: true });
    expect(pruned.removed).toEqual(["products/c.webp"]);
    expect(existsSync(path.join(dir, "products/c.webp"))).toBe(false);
  });
});

describe("the artwork", () => {
  it("is a function of the src alone, and varies between images", () => {
    const input = {
      src: "services/odor-treatment/gallery-01",
      slot: "gallery" as const,
      width: 1200,
      height: 900,
      label: "Scrubber",
    };
    expect(placeholderSvg(input)).toBe(placeholderSvg({ ...input }));
    expect(placeholderSvg({ ...input, src: "services/odor-treatment/gallery-02" })).not.toBe(
      placeholderSvg(input),
    );
    const motifs = new Set(Array.from({ length: 40 }, (_, i) => motifFor(`products/p-${i}/main`)));
    expect(motifs.size).toBeGreaterThanOrEqual(5);
  });

  it("escapes the label and wraps it to the width", () => {
    const svg = placeholderSvg({
      src: "a/b",
      slot: "card",
      width: 960,
      height: 720,
      label: "Tanks & <Pumps>",
    });
    expect(svg).toContain("Tanks &#38; &#60;Pumps&#62;");
    expect(wrap("Biological Package Wastewater Treatment", 80, 1100)).toEqual([
      "Biological Package",
      "Wastewater Treatment",
    ]);
  });
});
