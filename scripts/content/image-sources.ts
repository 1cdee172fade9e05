import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "../ensure-build.mjs";

/** Where the content's source images live: `<src>.<ext>`. */
export const CONTENT_IMAGES_DIR = path.join(root, "content-images");

/** The extensions a source image may have, in order of preference among real photos. */
export const SOURCE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"] as const;

/** The generated placeholders' list, in the source folder. */
export const PLACEHOLDER_MANIFEST = "placeholders.json";

export interface PlaceholderEntry {
  /** SHA-256 of the generated file: a file whose bytes differ is no longer ours. */
  sha256: string;
  slot: string;
  /** The label drawn on it (EN), or null. */
  label: string | null;
  /** The generator's artwork version that drew it. */
  version: number;
}

export interface PlaceholderManifest {
  /** Keyed by file name relative to the source folder, e.g. "services/odor-treatment/hero.webp". */
  files: Record<string, PlaceholderEntry>;
}

export function sha256(bytes: Buffer | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function readManifest(dir: string = CONTENT_IMAGES_DIR): PlaceholderManifest {
  const file = path.join(dir, PLACEHOLDER_MANIFEST);
  if (!existsSync(file)) return { files: {} };
  const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<PlaceholderManifest>;
  return { files: parsed.files ?? {} };
}

export function writeManifest(manifest: PlaceholderManifest, dir: string = CONTENT_IMAGES_DIR): void {
  const files = Object.fromEntries(Object.entries(manifest.files).sort(([a], [b]) => (a < b ? -1 : 1)));
  const text = {
    about:
      "Placeholder artwork made by `npm run images:placeholders`. A file listed here whose bytes no longer match is a real photo and is never overwritten.",
    files,
  };
  writeFileSync(path.join(dir, PLACEHOLDER_MANIFEST), `${JSON.stringify(text, null, 2)}\n`);
}

/** What the source folder holds for one image's src. */
export interface SourceFiles {
  /** Real images (not generated, or generated and since replaced), relative file names. */
  real: string[];
  /** The generated placeholder, when it is still the one the generator wrote. */
  placeholder?: string;
}

export function findSourceFiles(
  src: string,
  manifest: PlaceholderManifest,
  dir: string = CONTENT_IMAGES_DIR,
): SourceFiles {
  const result: SourceFiles = { real: [] };
  for (const ext of SOURCE_EXTENSIONS) {
    const file = `${src}${ext}`;
    const full = path.join(dir, file);
    if (!existsSync(full)) continue;
    const entry = manifest.files[file];
    if (entry && entry.sha256 === sha256(readFileSync(full))) result.placeholder = file;
    else result.real.push(file);
  }
  return result;
}

export type ResolvedSource =
  { ok: true; file: string; placeholder: boolean } | { ok: false; problem: string };

/** The file an image is built from: its real photo, else its placeholder. */
export function resolveSource(files: SourceFiles, src: string): ResolvedSource {
  if (files.real.length > 1) {
    return {
      ok: false,
      problem: `image "${src}" has several source files (${files.real.join(", ")}): keep one`,
    };
  }
  const [real] = files.real;
  if (real) return { ok: true, file: real, placeholder: false };
  if (files.placeholder) return { ok: true, file: files.placeholder, placeholder: true };
  return {
    ok: false,
    problem: `image "${src}" has no source file: add content-images/${src}.jpg (or .jpeg .png .webp .avif), or run npm run images:placeholders`,
  };
}
