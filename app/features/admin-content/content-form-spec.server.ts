// The editor's form of a content type, read from its zod schema (ADR 023: one declaration
// per type drives the form, the checks and the types): a localized text becomes English and
// Spanish inputs, paragraphs a rich-text field per language, bullet lists repeatable boxes, objects fieldsets, lists of objects
// repeatable groups, enums selects, booleans checkboxes, and an image's source a select of
// the images the site has.
import type { z } from "zod";
import { CONTENT_SCHEMAS, type ContentType } from "~/lib/content/schemas";
import type { FieldSpec, GroupField } from "./content-form";

/** Texts longer than this get a text area rather than a one-line input. */
const LONG_TEXT = 300;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, string>;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  format?: string;
}

// eslint-disable-next-line no-restricted-syntax -- zod's definitions are read until the schemas carry their editor kinds as metadata
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function check(schema: z.ZodType, name: string): number | undefined {
  const def = defOf(schema);
  for (const entry of def.checks ?? []) {
    const value = entry._zod.def;
    if (value.check === name) return (value.maximum ?? value.minimum ?? value.value) as number;
  }
  return undefined;
}

const unwrap = (schema: z.ZodType) => {
  const def = defOf(schema);
  return def.type === "optional" && def.innerType
    ? { schema: def.innerType, optional: true }
    : { schema, optional: false };
};

function isLocalized(def: Def): boolean {
  const keys = Object.keys(def.shape ?? {});
  return def.type === "object" && keys.length === 2 && keys.includes("en") && keys.includes("es");
}

function specOf(schema: z.ZodType, imageSources: readonly string[]): FieldSpec {
  const def = defOf(schema);
  switch (def.type) {
    case "string": {
      const max = check(schema, "max_length");
      const min = check(schema, "min_length");
      return {
        kind: "text",
        ...(max ? { max } : {}),
        required: (min ?? 0) >= 1 || def.format === "email" || def.format === "url",
        long: (max ?? 0) > LONG_TEXT,
        ...(def.format === "email"
          ? { input: "email" as const }
          : def.format === "url"
            ? { input: "url" as const }
            : {}),
      };
    }
    case "number":
      return { kind: "number", min: check(schema, "greater_than"), max: check(schema, "less_than") };
    case "boolean":
      return { kind: "boolean" };
    case "enum":
      return { kind: "choice", options: Object.values(def.entries ?? {}) };
    case "array":
      return { kind: "list", item: specOf(def.element!, imageSources), min: check(schema, "min_length") };
    case "object": {
      const shape = def.shape ?? {};
      if (isLocalized(def)) {
        const en = defOf(shape.en!);
        if (en.type === "array") {
          // Paragraphs (long texts with inline markup) are prose; short lists stay boxes.
          if ((check(en.element!, "max_length") ?? 0) > LONG_TEXT)
            return {
              kind: "prose",
              ...(check(shape.en!, "min_length") ? { min: check(shape.en!, "min_length") } : {}),
            };
          return {
            kind: "localized-list",
            long: (check(en.element!, "max_length") ?? 0) > LONG_TEXT,
            min: check(shape.en!, "min_length"),
          };
        }
        const max = check(shape.en!, "max_length");
        return { kind: "localized", ...(max ? { max } : {}), long: (max ?? 0) > LONG_TEXT };
      }
      const image = "src" in shape && "slot" in shape;
      const fields: GroupField[] = Object.entries(shape).map(([name, field]) => {
        const { schema: inner, optional } = unwrap(field);
        const spec: FieldSpec =
          image && name === "src"
            ? { kind: "choice", options: [...imageSources] }
            : image && name === "media"
              ? { kind: "text", required: false, long: false, media: true }
              : specOf(inner, imageSources);
        return { name, optional, spec };
      });
      return { kind: "group", fields, ...(image ? { image: true } : {}) };
    }
    default:
      return { kind: "text", required: false, long: false };
  }
}

/** The form of a content type; an image's source is one of `imageSources`. */
export function contentFormSpec(type: ContentType, imageSources: readonly string[]): FieldSpec {
  // eslint-disable-next-line no-restricted-syntax -- zod's definitions are read until the schemas carry their editor kinds as metadata
  return specOf(CONTENT_SCHEMAS[type] as unknown as z.ZodType, imageSources);
}

/** Every image source named in some content: what an image field may choose from. */
export function imageSourcesOf(datas: readonly unknown[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.src === "string" && typeof record.slot === "string") found.add(record.src);
      Object.values(record).forEach(walk);
    }
  };
  datas.forEach(walk);
  return [...found].sort();
}
