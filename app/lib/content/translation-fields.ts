// The texts a translator works on, read from an item's fields with its type's schema
// (ADR 027): every localized text, every paragraph and every entry of a text list, each with
// a stable id that names the item and the field, so that a translation comes back to the
// place it was taken from.
//
// Ids: `<type>.<key>.<field path>`, the path as the schema names it with list positions as
// numbers, and a paragraph's or a list entry's position last:
//   service.odor-treatment.title            a localized text
//   service.odor-treatment.intro.0          the first paragraph of the intro
//   service.odor-treatment.sections.2.bullets.1
//   product.drum-screen.page.gallery.0.alt  an image's alternative text
//   post.3f2a….content.2                    the third block of a post's body (rich text)
// Types and keys hold no dots (keys are slugs), so the first two segments are the item's; an
// id is an XML NMTOKEN (letters, digits, '.', '-'). A field is looked up by its whole id among
// the item's fields, never parsed into a path on trust. Slugs are addresses, not texts: they
// are left to the editor.
//
// A rich text (HTML from the rich-text editor, a post's body) is translated block by block:
// each paragraph, heading, list item… with text is a unit, its content in the paragraphs'
// inline markup, numbered like a paragraph (rich-blocks.ts). Its Spanish is that of the
// Spanish HTML's block at the same position when the Spanish has the same blocks as the
// English, else missing; a translation is put back into the English HTML's blocks.
import { z } from "zod";
import { translatableBlocks, withTranslatedBlocks } from "./rich-blocks";
import { CONTENT_SCHEMAS, editorKindOf, NOT_TRANSLATED_FIELDS, type ContentType } from "./schemas";

/**
 * How a text is written: a plain text, a paragraph with inline markup, an entry of a list, a
 * block of a rich text (inline markup too).
 */
export type TranslatableKind = "text" | "paragraph" | "entry" | "block";

export interface TranslatableField {
  /** `<type>.<key>.<path>` (see above). */
  id: string;
  /** The localized field's path in the item's data (without the language). */
  path: string[];
  /** A paragraph's, a list entry's or a block's position; undefined for a localized text. */
  index?: number;
  kind: TranslatableKind;
  /** A block's place in its HTML (`p`, `h2`, `ul>li`; `RichBlock.layout`), for the translator. */
  block?: string;
  en: string;
  /** The Spanish text; empty when missing. */
  es: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function walk(
  schema: z.ZodType,
  value: unknown,
  path: string[],
  prefix: string,
  out: TranslatableField[],
): void {
  while (schema instanceof z.ZodOptional) schema = schema.unwrap() as z.ZodType;
  if (value === undefined || value === null) return;
  const editor = editorKindOf(schema);
  if (editor) {
    // A field in both languages: paragraphs and list entries one unit each, a text one unit.
    if (!isRecord(value)) return;
    const id = [prefix, ...path].join(".");
    if (editor === "prose" || editor === "entries") {
      const kind: TranslatableKind = editor === "prose" ? "paragraph" : "entry";
      const en = Array.isArray(value.en) ? value.en : [];
      const es = Array.isArray(value.es) ? value.es : [];
      en.forEach((text, index) => {
        if (typeof text !== "string" || text.trim() === "") return;
        const spanish = es[index];
        out.push({
          id: `${id}.${index}`,
          path,
          index,
          kind,
          en: text,
          es: typeof spanish === "string" ? spanish : "",
        });
      });
      return;
    }
    if (editor === "rich") {
      if (typeof value.en !== "string") return;
      const blocks = translatableBlocks(value.en, typeof value.es === "string" ? value.es : "");
      blocks.forEach((block, index) =>
        out.push({
          id: `${id}.${index}`,
          path,
          index,
          kind: "block",
          block: block.layout,
          en: block.en,
          es: block.es,
        }),
      );
      return;
    }
    if (typeof value.en !== "string" || value.en.trim() === "") return;
    out.push({ id, path, kind: "text", en: value.en, es: typeof value.es === "string" ? value.es : "" });
    return;
  }
  if (schema instanceof z.ZodObject) {
    if (!isRecord(value)) return;
    const shape: Record<string, z.ZodType> = schema.shape;
    for (const [name, field] of Object.entries(shape)) {
      if (NOT_TRANSLATED_FIELDS.has(name)) continue;
      walk(field, value[name], [...path, name], prefix, out);
    }
    return;
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    const element = schema.element as z.ZodType;
    value.forEach((entry, index) => walk(element, entry, [...path, String(index)], prefix, out));
  }
}

/** Every translatable text of an item, in the order of its fields. */
export function translatableFields(type: ContentType, key: string, data: unknown): TranslatableField[] {
  const out: TranslatableField[] = [];
  const schema: z.ZodType = CONTENT_SCHEMAS[type];
  walk(schema, data, [], `${type}.${key}`, out);
  return out;
}

/** The item an id names (its first two segments), or undefined when it has fewer. */
export function itemOfUnitId(id: string): { type: string; key: string } | undefined {
  const [type, key, ...rest] = id.split(".");
  return type && key && rest.length > 0 ? { type, key } : undefined;
}

/** Whether the field's Spanish text is there. */
export const hasSpanish = (field: Pick<TranslatableField, "es">) => field.es.trim() !== "";

/**
 * The item's data with the Spanish text of some of its fields replaced. A paragraph or list
 * entry past the end of the Spanish list extends it; a position skipped leaves a hole
 * (undefined), which `listGaps` names. A rich text's blocks are put into the English HTML
 * (`withTranslatedBlocks`): a block not given keeps its Spanish when the Spanish had the same
 * blocks, else its English (see `blocksLeftInEnglish`).
 */
export function withSpanish(
  data: unknown,
  changes: readonly { field: TranslatableField; es: string }[],
): Record<string, unknown> {
  const copy = structuredClone(data) as Record<string, unknown>;
  const blocks = new Map<{ en: unknown; es: unknown }, Map<number, string>>();
  for (const { field, es } of changes) {
    let at: unknown = copy;
    for (const segment of field.path) at = (at as Record<string, unknown>)[segment];
    const localized = at as { en: unknown; es: unknown };
    if (field.kind === "block") {
      const given = blocks.get(localized) ?? new Map<number, string>();
      given.set(field.index ?? 0, es);
      blocks.set(localized, given);
    } else if (field.index === undefined) localized.es = es;
    else {
      const list = Array.isArray(localized.es) ? [...(localized.es as unknown[])] : [];
      list[field.index] = es;
      localized.es = list;
    }
  }
  // All of a rich text's blocks at once: each is placed by the English HTML's blocks.
  for (const [localized, given] of blocks)
    localized.es = withTranslatedBlocks(
      typeof localized.en === "string" ? localized.en : "",
      typeof localized.es === "string" ? localized.es : "",
      given,
    );
  return copy;
}

/**
 * The blocks of rich texts that `changes` translate in part while their Spanish does not have
 * the English blocks (none of the field's blocks has Spanish): written with `withSpanish`, they
 * would be left in English under the Spanish page, and counted as translated from then on. An
 * import asks for them too. `fields` are the item's.
 */
export function blocksLeftInEnglish(
  fields: readonly TranslatableField[],
  changes: readonly { field: TranslatableField; es: string }[],
): TranslatableField[] {
  const given = new Set(changes.map((change) => change.field.id));
  const paths = new Set(
    changes.filter((change) => change.field.kind === "block").map((change) => change.field.path.join(".")),
  );
  return [...paths].flatMap((path) => {
    const blocks = fields.filter((field) => field.kind === "block" && field.path.join(".") === path);
    if (blocks.some(hasSpanish)) return [];
    return blocks.filter((field) => !given.has(field.id));
  });
}

/**
 * The Spanish positions left empty in the lists of `data` (a translation of paragraph 3 when
 * paragraph 2 has none), as the path of the list and the position.
 */
export function listGaps(data: unknown, at: string[] = []): { path: string[]; index: number }[] {
  if (Array.isArray(data)) return data.flatMap((value, index) => listGaps(value, [...at, String(index)]));
  if (!isRecord(data)) return [];
  if (Array.isArray(data.es) && "en" in data) {
    const gaps: { path: string[]; index: number }[] = [];
    for (let index = 0; index < data.es.length; index += 1)
      if (typeof data.es[index] !== "string") gaps.push({ path: at, index });
    return gaps;
  }
  return Object.entries(data).flatMap(([name, value]) => listGaps(value, [...at, name]));
}

/** Where a field's translation stands. */
export type TranslationStatus = "translated" | "missing" | "stale";

/** The version in which each field's English and its Spanish last changed. */
export type ChangeVersions = Map<string, { en: number; es: number }>;

/**
 * Reads an item's revisions (oldest first, the ones that count: not a discarded draft) and
 * notes, for each field, the last version whose English differed from the revision before,
 * and the same for its Spanish.
 */
export function changeVersions(
  type: ContentType,
  key: string,
  revisions: readonly { version: number; data: unknown }[],
): ChangeVersions {
  const last = new Map<string, { en: string; es: string; enAt: number; esAt: number }>();
  for (const revision of revisions) {
    for (const field of translatableFields(type, key, revision.data)) {
      const before = last.get(field.id);
      if (!before) {
        last.set(field.id, { en: field.en, es: field.es, enAt: revision.version, esAt: revision.version });
        continue;
      }
      if (before.en.trim() !== field.en.trim()) {
        before.en = field.en;
        before.enAt = revision.version;
      }
      if (before.es.trim() !== field.es.trim()) {
        before.es = field.es;
        before.esAt = revision.version;
      }
    }
  }
  return new Map([...last].map(([id, entry]) => [id, { en: entry.enAt, es: entry.esAt }]));
}

/**
 * Missing: no Spanish text. Stale: the English changed in a later version than the Spanish
 * was last changed in. Translated otherwise.
 */
export function translationStatus(field: TranslatableField, changes: ChangeVersions): TranslationStatus {
  if (!hasSpanish(field)) return "missing";
  const at = changes.get(field.id);
  return at && at.en > at.es ? "stale" : "translated";
}
