// The editor's form of a content type, read from its zod schema (ADR 023: one declaration
// per type drives the form, the checks and the types): a localized text becomes English and
// Spanish inputs, paragraphs a rich-text field per language, bullet lists repeatable boxes, objects fieldsets, lists of objects
// repeatable groups, enums selects, booleans checkboxes, and an image's source a select of
// the images the site has. The schemas are read through zod's public interface: the kinds of
// their classes, their limits, the JSON Schema zod makes of a list, and the editor kind each
// field in both languages declares (`fieldMeta`).
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import {
  CONTENT_SCHEMAS,
  editorKindOf,
  itemRefFields,
  libraryImageFields,
  specFieldSchema,
  specValueLists,
  type ContentType,
  type ReferencedType,
  type SpecFieldData,
} from "~/lib/content/schemas";
import { seedItems } from "~/.server/content/seed-items";
import { COUNTRY_CODES, countryName, isCountryCode } from "~/lib/countries";
import { metricUnitsOf, QUANTITY_IDS } from "~/lib/specs/units";
import type { FieldSpec, GroupField } from "./content-form";

const fewest = new WeakMap<z.ZodArray, number | undefined>();

/**
 * The fewest entries a list takes, as zod's own JSON Schema of it states (minItems); kept per
 * schema, since making the JSON Schema is most of a form's cost (0.4 ms a form against 0.03).
 */
function minItems(schema: z.ZodArray): number | undefined {
  if (!fewest.has(schema))
    fewest.set(schema, z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }).minItems);
  return fewest.get(schema);
}

const unwrap = (schema: z.ZodType) =>
  schema instanceof z.ZodOptional
    ? { schema: schema.unwrap() as z.ZodType, optional: true }
    : { schema, optional: false };

const isString = (schema: unknown): schema is z.ZodString | z.ZodStringFormat =>
  schema instanceof z.ZodString || schema instanceof z.ZodStringFormat;

/** A field in both languages, as its declaration says it is edited (schemas.ts, `fieldMeta`). */
function bilingualSpec(schema: z.ZodObject): FieldSpec | undefined {
  const editor = editorKindOf(schema);
  const en = schema.shape.en;
  switch (editor) {
    case undefined:
      return undefined;
    case "rich":
      return { kind: "rich" };
    case "prose":
    case "entries": {
      const min = en instanceof z.ZodArray ? minItems(en) : undefined;
      if (editor === "prose") return { kind: "prose", ...(min ? { min } : {}) };
      return { kind: "localized-list", long: false, min };
    }
    case "line":
    case "long": {
      const max = isString(en) ? (en.maxLength ?? undefined) : undefined;
      return { kind: "localized", ...(max ? { max } : {}), long: editor === "long" };
    }
  }
}

/** Past this many options a choice is shown in its labels' order (countries, products), not its own. */
const SORTED_FROM = 20;

/**
 * A choice with its labels, and for a long one its order in each language: sorted here, on the
 * server, so the editor's page and its script show the same order (the browser's collation data
 * may differ from the server's).
 */
function labelledChoice(options: string[], labels: Record<string, { en: string; es: string }>): FieldSpec {
  if (options.length <= SORTED_FROM) return { kind: "choice", options, labels };
  const order = (locale: "en" | "es") => {
    const collator = new Intl.Collator(locale);
    return [...options].sort((a, b) => collator.compare(labels[a]?.[locale] ?? a, labels[b]?.[locale] ?? b));
  };
  return { kind: "choice", options, labels, order: { en: order("en"), es: order("es") } };
}

/** The items a reference may name, by type: each key with its name in both languages. */
export type ReferenceChoices = Partial<
  Record<ReferencedType, Array<{ key: string; name: { en: string; es: string } }>>
>;

/**
 * What a product's specification values are edited against: each category's fields (the
 * categories' newest versions, as the editor's page reads them), and the editor's language,
 * in which numbers are typed.
 */
export interface SpecChoices {
  byCategory: Record<string, SpecFieldData[]>;
  locale: Locale;
}

/**
 * A category's specification field's unit: one of the metric units (the schema refuses the
 * others), in the quantities' order, each named by its quantity and symbol ("Flow: m³/h",
 * field-labels.ts).
 */
const FIELD_UNITS: FieldSpec = {
  kind: "choice",
  optional: true,
  options: QUANTITY_IDS.flatMap((quantity) => metricUnitsOf(quantity).map((unit) => unit.id)),
};

function specOf(
  schema: z.ZodType,
  imageSources: readonly string[],
  references: ReferenceChoices,
  specs: SpecChoices,
): FieldSpec {
  const values = schema instanceof z.ZodArray ? specValueLists.get(schema) : undefined;
  if (values)
    return {
      kind: "specs",
      category: values.categoryField,
      byCategory: specs.byCategory,
      locale: specs.locale,
    };
  if (isString(schema) && libraryImageFields.has(schema))
    return { kind: "text", required: false, long: false, media: true };
  const reference = isString(schema) ? itemRefFields.get(schema) : undefined;
  if (reference) {
    const items = references[reference.to] ?? [];
    return labelledChoice(
      items.map((item) => item.key),
      Object.fromEntries(items.map((item) => [item.key, item.name])),
    );
  }
  if (isString(schema)) {
    const max = schema.maxLength ?? undefined;
    const format = schema.format;
    return {
      kind: "text",
      ...(max ? { max } : {}),
      required: (schema.minLength ?? 0) >= 1 || format === "email" || format === "url",
      long: false,
      ...(format === "email"
        ? { input: "email" as const }
        : format === "url"
          ? { input: "url" as const }
          : {}),
    };
  }
  if (schema instanceof z.ZodNumber)
    return {
      kind: "number",
      min: schema.minValue ?? undefined,
      max: schema.maxValue ?? undefined,
      ...(schema.isInt ? { integer: true } : {}),
    };
  if (schema instanceof z.ZodBoolean) return { kind: "boolean" };
  if (schema instanceof z.ZodEnum) {
    const options = schema.options.map(String);
    // The countries by their names, made here so the page and its script read the same words.
    if (options.length === COUNTRY_CODES.length && options.every(isCountryCode))
      return labelledChoice(
        options,
        Object.fromEntries(
          options.map((code) => [code, { en: countryName(code, "en"), es: countryName(code, "es") }]),
        ),
      );
    return { kind: "choice", options };
  }
  if (schema instanceof z.ZodArray)
    return {
      kind: "list",
      item: specOf(schema.element as z.ZodType, imageSources, references, specs),
      min: minItems(schema),
    };
  if (schema instanceof z.ZodObject) {
    const bilingual = bilingualSpec(schema);
    if (bilingual) return bilingual;
    const shape: Record<string, z.ZodType> = schema.shape;
    const image = "src" in shape && "slot" in shape;
    const fields: GroupField[] = Object.entries(shape).map(([name, field]) => {
      const { schema: inner, optional } = unwrap(field);
      const spec: FieldSpec =
        image && name === "src"
          ? { kind: "choice", options: [...imageSources] }
          : schema === specFieldSchema && name === "unit"
            ? FIELD_UNITS
            : specOf(inner, imageSources, references, specs);
      return { name, optional, spec: spec.kind === "choice" && optional ? { ...spec, optional } : spec };
    });
    return { kind: "group", fields, ...(image ? { image: true } : {}) };
  }
  return { kind: "text", required: false, long: false };
}

/**
 * The form of a content type; an image's source is one of `imageSources`, a reference to a
 * product or service one of `references` (none given: any key is taken as typed), a product's
 * specification values those of its category's fields in `specs` (none given: the values are
 * posted in their own shape, and read back only for the categories it has).
 */
export function contentFormSpec(
  type: ContentType,
  imageSources: readonly string[],
  references: ReferenceChoices = {},
  specs: SpecChoices = { byCategory: {}, locale: "en" },
): FieldSpec {
  const schema: z.ZodType = CONTENT_SCHEMAS[type];
  return withImageSlots(specOf(schema, imageSources, references, specs), seedOfType(type));
}

const seedByType = new Map<ContentType, unknown[]>();

/** The seed's data of a type: where each image field's slot and artwork are read. */
function seedOfType(type: ContentType): unknown[] {
  if (!seedByType.has(type))
    seedByType.set(
      type,
      seedItems()
        .filter((item) => item.type === type)
        .map((item) => item.data),
    );
  return seedByType.get(type)!;
}

/**
 * Each image field's slot (the shape its page crops it to) and artwork, as the seed's items
 * fill that field (the most common slot, the first artwork): the form posts them itself, so the
 * editor picks neither, and a new entry of a gallery gets its list's.
 */
function withImageSlots(spec: FieldSpec, examples: readonly unknown[]): FieldSpec {
  const records = examples.filter(
    (example): example is Record<string, unknown> => example !== null && typeof example === "object",
  );
  if (spec.kind === "list")
    return {
      ...spec,
      item: withImageSlots(
        spec.item,
        examples.flatMap((example) => (Array.isArray(example) ? example : [])),
      ),
    };
  if (spec.kind !== "group") return spec;
  const fields = spec.fields.map((field) => ({
    ...field,
    spec: withImageSlots(
      field.spec,
      records.map((record) => record[field.name]),
    ),
  }));
  if (!spec.image) return { ...spec, fields };
  const counts = new Map<string, number>();
  for (const record of records)
    if (typeof record.slot === "string") counts.set(record.slot, (counts.get(record.slot) ?? 0) + 1);
  const slot = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const artwork = records.find((record) => typeof record.src === "string" && record.src !== "")?.src;
  return {
    ...spec,
    fields,
    ...(slot ? { slot } : {}),
    ...(typeof artwork === "string" ? { artwork } : {}),
  };
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
