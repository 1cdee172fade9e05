import type { ImageRef, Localized } from "~/content/types";
import { IMAGE_SLOTS, type ImageSlot } from "~/content/image-slots";
import { LOCALES } from "~/i18n/locales";
import type { ContentModule } from "./load-content";

/** An image of the content, once per src, with every place that refers to it. */
export interface CollectedImage extends ImageRef {
  /** e.g. ["services.ts: services[3].hero"] */
  where: string[];
}

export interface CollectedImages {
  images: CollectedImage[];
  /** Malformed references and conflicts; an empty list when the content is sound. */
  problems: string[];
}

/** A lowercase path of kebab-case names, without extension: "services/odor-treatment/gallery-02". */
export const IMAGE_SRC_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)*$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isSlot = (value: unknown): value is ImageSlot =>
  typeof value === "string" && Object.hasOwn(IMAGE_SLOTS, value);

const isLocalizedText = (value: unknown): value is Localized =>
  isRecord(value) && LOCALES.every((locale) => typeof value[locale] === "string");

/**
 * Every ImageRef found anywhere in the modules' exported values: objects with a string
 * `src` and a `slot`. A reference with an unknown slot, no alt text or a malformed src is a
 * problem; so is one src used with two different slots (one file cannot fill both shapes).
 */
export function collectImages(modules: readonly ContentModule[]): CollectedImages {
  const bySrc = new Map<string, CollectedImage>();
  const problems: string[] = [];

  const visit = (value: unknown, where: string, ancestors: Set<object>) => {
    if (typeof value !== "object" || value === null || ancestors.has(value)) return;
    if (Array.isArray(value)) {
      ancestors.add(value);
      value.forEach((item, index) => visit(item, `${where}[${index}]`, ancestors));
      ancestors.delete(value);
      return;
    }
    if (typeof value.constructor === "function" && value.constructor !== Object) return; // Map, Date …
    const record = value as Record<string, unknown>;
    if (typeof record.src === "string" && "slot" in record) {
      found(record, where);
      return;
    }
    ancestors.add(value);
    for (const [key, child] of Object.entries(record)) visit(child, `${where}.${key}`, ancestors);
    ancestors.delete(value);
  };

  const found = (record: Record<string, unknown>, where: string) => {
    const src = record.src as string;
    const issues: string[] = [];
    if (!IMAGE_SRC_PATTERN.test(src)) {
      issues.push(
        `src "${src}" must be a lowercase path without extension, like "services/odor-treatment/gallery-02"`,
      );
    }
    if (!isSlot(record.slot)) {
      issues.push(
        `unknown slot ${JSON.stringify(record.slot)} (one of ${Object.keys(IMAGE_SLOTS).join(", ")})`,
      );
    }
    if (!isLocalizedText(record.alt)) issues.push(`alt must be a text in ${LOCALES.join(" and ")}`);
    if (record.label !== undefined && !isLocalizedText(record.label)) {
      issues.push(`label must be a text in ${LOCALES.join(" and ")}`);
    }
    const { slot, alt, label } = record;
    if (
      issues.length > 0 ||
      !isSlot(slot) ||
      !isLocalizedText(alt) ||
      (label !== undefined && !isLocalizedText(label))
    ) {
      problems.push(...issues.map((issue) => `${where}: ${issue}`));
      return;
    }
    const image: ImageRef = { src, slot, alt, ...(label ? { label } : {}) };
    const known = bySrc.get(src);
    if (!known) {
      bySrc.set(src, { ...image, where: [where] });
    } else if (known.slot !== image.slot) {
      problems.push(
        `image "${src}" is used with slot "${known.slot}" (${known.where[0]}) and slot "${image.slot}" (${where}); one file cannot fill both shapes: give one of them its own src`,
      );
    } else if (!known.where.includes(where)) {
      known.where.push(where);
    }
  };

  for (const module of modules) {
    for (const [name, value] of Object.entries(module.exports))
      visit(value, `${module.file}: ${name}`, new Set());
  }
  const images = [...bySrc.values()].sort((a, b) => (a.src < b.src ? -1 : a.src > b.src ? 1 : 0));
  return { images, problems };
}
