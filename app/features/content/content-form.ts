// The content editor's form, described as plain data (made from the type's zod schema on the
// server, content-form-spec.server.ts) so that the page renders it, and the server rebuilds
// the item from a posted form, without zod in the browser. Fields are named by their path
// from the item's root (`page.gallery.1.alt.es`), so the form posts as a plain HTML form.
import { joinParagraphs, splitParagraphs } from "~/lib/content/inline-doc";
import { postedSpecValues, specEntries, specValuesFromForm, type SpecsFieldSpec } from "./spec-form";

/** One field of a content type's form. */
export type FieldSpec =
  | {
      kind: "text";
      max?: number;
      required: boolean;
      long: boolean;
      input?: "email" | "url";
      /** An image's choice from the media library (its id; empty: the seed's artwork). */
      media?: true;
    }
  | { kind: "number"; min?: number; max?: number; integer?: boolean }
  | { kind: "boolean" }
  /**
   * One of a few values: `optional`, with an empty choice first; `labels`, the words for the
   * values in both languages when they are keys of other items (a product by its name).
   */
  | {
      kind: "choice";
      options: string[];
      optional?: boolean;
      labels?: Record<string, { en: string; es: string }>;
      /** A long choice's options in each language's order of their labels (made on the server). */
      order?: { en: string[]; es: string[] };
    }
  /** A text in English and Spanish, side by side. */
  | { kind: "localized"; max?: number; long: boolean }
  /** Bullets or key facts in English and Spanish: a list of short texts per language. */
  | { kind: "localized-list"; long: boolean; min?: number }
  /**
   * Paragraphs in English and Spanish, with their inline markup (bold, italic, links): one
   * field per language holding the paragraphs separated by blank lines, which the rich-text
   * editor writes (and a person types by hand without JavaScript).
   */
  | { kind: "prose"; min?: number }
  /** HTML in English and Spanish from the rich-text editor (a post's body): one field per language. */
  | { kind: "rich" }
  /**
   * Named fields: a fieldset. An image's (`image`) takes its slot (`slot`: the shape the page
   * crops it to) from the field it fills, and the seed's artwork (`artwork`) until a library
   * image is chosen: neither is the editor's to pick, both are posted as hidden fields.
   */
  | { kind: "group"; fields: GroupField[]; image?: boolean; slot?: string; artwork?: string }
  /** Repeated groups (a gallery, sections, slides). */
  | { kind: "list"; item: FieldSpec; min?: number }
  /** A product's specification values: its category's fields (spec-form.ts). */
  | SpecsFieldSpec;

export interface GroupField {
  name: string;
  optional: boolean;
  spec: FieldSpec;
}

/** The fields of an item as the form holds them: the item's data, numbers maybe still typed text. */
export type FormData = Record<string, unknown>;

/** The name (and path) of a field. */
export const fieldName = (path: string[]) => path.join(".");
/** The id of a field's control or fieldset, for labels and the error summary's links. */
export const fieldId = (path: string[] | string) =>
  `f-${(typeof path === "string" ? path : path.join(".")).replace(/\./g, "-")}`;

/** Marks an optional group (a product's own page) as present. */
export const PRESENT = "_present";

/** An empty value of a field: what "add" puts in a list. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "text":
      return "";
    case "number":
      return "";
    case "boolean":
      return false;
    case "choice":
      return spec.optional ? "" : (spec.options[0] ?? "");
    case "localized":
    case "rich":
      return { en: "", es: "" };
    case "localized-list":
    case "prose":
      return { en: [], es: [] };
    case "group": {
      const empty: Record<string, unknown> = Object.fromEntries(
        spec.fields.filter((field) => !field.optional).map((field) => [field.name, emptyValue(field.spec)]),
      );
      if (spec.image && spec.slot) empty.slot = spec.slot;
      if (spec.image && spec.artwork) empty.src = spec.artwork;
      return empty;
    }
    case "list":
    case "specs":
      return [];
  }
}

/** The indices of a list's entries present in the form, in order. */
function indicesUnder(names: readonly string[], prefix: string): number[] {
  const found = new Set<number>();
  for (const name of names) {
    if (!name.startsWith(`${prefix}.`)) continue;
    const index = /^(\d+)(?:\.|$)/.exec(name.slice(prefix.length + 1))?.[1];
    if (index !== undefined) found.add(Number(index));
  }
  return [...found].sort((a, b) => a - b);
}

type Read = (name: string) => string | undefined;

/**
 * The item's data from a posted form. `forSave`: empty optional texts are left out and empty
 * boxes of a paragraph list dropped (an empty box is no paragraph); otherwise (a list being
 * rearranged) everything is kept as typed.
 */
export function dataFromForm(
  spec: FieldSpec,
  read: Read,
  names: readonly string[],
  forSave: boolean,
  path: string[] = [],
): unknown {
  const name = fieldName(path);
  switch (spec.kind) {
    case "text":
    case "choice":
      return read(name) ?? "";
    case "number":
      return readNumber(read(name) ?? "", spec.integer ?? false);
    case "boolean":
      return read(name) === "on" || read(name) === "1";
    case "localized":
    case "rich":
      return { en: read(`${name}.en`) ?? "", es: read(`${name}.es`) ?? "" };
    case "localized-list": {
      const list = (language: string) =>
        indicesUnder(names, `${name}.${language}`)
          .map((index) => read(`${name}.${language}.${index}`) ?? "")
          .filter((text) => !forSave || text.trim() !== "");
      return { en: list("en"), es: list("es") };
    }
    case "prose":
      return { en: splitParagraphs(read(`${name}.en`) ?? ""), es: splitParagraphs(read(`${name}.es`) ?? "") };
    case "list":
      return indicesUnder(names, name).map((index) =>
        dataFromForm(spec.item, read, names, forSave, [...path, String(index)]),
      );
    case "specs": {
      // The category as posted beside the values: its fields are the ones read.
      const category = read(fieldName([...path.slice(0, -1), spec.category])) ?? "";
      const fields = spec.byCategory[category];
      return fields
        ? specValuesFromForm(fields, read, name, spec.locale, forSave)
        : postedSpecValues(read, names, name, spec.locale, forSave);
    }
    case "group": {
      const data: Record<string, unknown> = {};
      for (const field of spec.fields) {
        const at = [...path, field.name];
        if (field.optional && field.spec.kind === "group" && read(fieldName([...at, PRESENT])) !== "1")
          continue;
        const value = dataFromForm(field.spec, read, names, forSave, at);
        if (field.optional && forSave && isBlank(field.spec, value)) continue;
        if (field.optional && field.spec.kind === "boolean" && value === false) continue;
        data[field.name] = value;
      }
      // An image's shape follows its field's slot; a new one starts from the field's artwork.
      if (spec.image) {
        if (spec.slot) data.slot = spec.slot;
        if (spec.artwork && (data.src === undefined || data.src === "")) data.src = spec.artwork;
      }
      return data;
    }
  }
}

/**
 * A number as typed, in either language's way: `1.5` or `1,5`, thousands grouped by a space,
 * a comma or a point (`12 000`, `12,000`, `12.000`). In a whole number every mark groups
 * thousands; in a decimal one the last mark is the decimal one when both are used or it is
 * used once (`40,4168` is a latitude). The text as typed when it is none (the schema then says
 * a number is expected, and the editor keeps what was typed).
 */
export function readNumber(typed: string, integer = true): number | string {
  const raw = typed.trim();
  const compact = raw.replace(/[\s\u00a0\u202f]/g, "");
  const match = /^(-?)(\d[\d.,]*)$/.exec(compact);
  if (!match) return raw;
  const sign = match[1]!;
  const body = match[2]!;
  const marks = body.replace(/\d/g, "");
  // Thousands grouped by one kind of mark throughout.
  const grouping = (text: string) => /^\d{1,3}(?:\.\d{3})*$/.test(text) || /^\d{1,3}(?:,\d{3})*$/.test(text);
  let whole = body;
  let fraction = "";
  if (marks !== "" && !integer) {
    const last = Math.max(body.lastIndexOf("."), body.lastIndexOf(","));
    const lastMark = body[last]!;
    const single = marks.length === 1 || (marks.includes(".") && marks.includes(","));
    if (single && marks.split("").filter((mark) => mark === lastMark).length === 1) {
      whole = body.slice(0, last);
      fraction = body.slice(last + 1);
      if (fraction === "") return raw;
    }
  }
  if (/[.,]/.test(whole) && !grouping(whole)) return raw;
  if (!/^\d+$/.test(fraction || "0")) return raw;
  return Number(`${sign}${whole.replace(/[.,]/g, "")}${fraction ? `.${fraction}` : ""}`);
}

/** An optional field left empty: left out of the item. */
function isBlank(spec: FieldSpec, value: unknown): boolean {
  if (spec.kind === "text" || spec.kind === "number" || spec.kind === "choice")
    return typeof value === "string" && value.trim() === "";
  if (spec.kind === "localized" || spec.kind === "rich") {
    const { en, es } = value as { en: string; es: string };
    return en.trim() === "" && es.trim() === "";
  }
  if (spec.kind === "localized-list" || spec.kind === "prose") {
    const { en, es } = value as { en: string[]; es: string[] };
    return en.length === 0 && es.length === 0;
  }
  // An optional list without entries (a category without specification fields) is none.
  if (spec.kind === "list" || spec.kind === "specs") return Array.isArray(value) && value.length === 0;
  return false;
}

/**
 * A change to a list asked by one of its buttons: `add:PATH`, `remove:PATH.N`, `up:PATH.N`,
 * `down:PATH.N`, or by dragging an entry to another place: `move:PATH.N.TO`.
 */
export type ListOp =
  | { op: "add"; path: string[] }
  | { op: "remove" | "up" | "down"; path: string[]; index: number }
  | { op: "move"; path: string[]; index: number; to: number };

export function parseListOp(value: string): ListOp | undefined {
  const match = /^(add|remove|up|down|move):([A-Za-z0-9.]+)$/.exec(value);
  if (!match) return undefined;
  const path = match[2]!.split(".");
  if (match[1] === "add") return { op: "add", path };
  if (match[1] === "move") {
    const to = Number(path.pop());
    const index = Number(path.pop());
    if (!Number.isSafeInteger(index) || !Number.isSafeInteger(to)) return undefined;
    return { op: "move", path, index, to };
  }
  const index = Number(path.pop());
  if (!Number.isSafeInteger(index)) return undefined;
  return { op: match[1] as "remove" | "up" | "down", path, index };
}

/** The spec of the field at a path (list entries by index), if there is one. */
export function specAt(spec: FieldSpec, path: readonly string[]): FieldSpec | undefined {
  let current: FieldSpec | undefined = spec;
  for (let at = 0; at < path.length && current; at += 1) {
    const part = path[at]!;
    if (current.kind === "group") current = current.fields.find((field) => field.name === part)?.spec;
    else if (current.kind === "list") current = /^\d+$/.test(part) ? current.item : undefined;
    else if (current.kind === "localized-list") {
      // `intro.en` is the English list: its entries are texts.
      if ((part === "en" || part === "es") && at === path.length - 1)
        return { kind: "text", required: true, long: current.long };
      return undefined;
    } else return undefined;
  }
  return current;
}

/** Applies a list button's change to the form's data (a new object; the old one is left as it was). */
export function applyListOp(spec: FieldSpec, data: FormData, op: ListOp): FormData {
  const target = specAt(spec, op.path);
  if (!target || (target.kind !== "list" && target.kind !== "text")) return data;
  const copy = structuredClone(data);
  let node: unknown = copy;
  for (const part of op.path) {
    if (node === null || typeof node !== "object") return data;
    node = (node as Record<string, unknown>)[part];
  }
  if (!Array.isArray(node)) return data;
  const list = node as unknown[];
  if (op.op === "add") list.push(target.kind === "list" ? emptyValue(target.item) : "");
  else if (op.index >= 0 && op.index < list.length) {
    if (op.op === "remove") list.splice(op.index, 1);
    if (op.op === "move" && op.to >= 0 && op.to < list.length)
      list.splice(op.to, 0, ...list.splice(op.index, 1));
    const swap = op.op === "up" ? op.index - 1 : op.op === "down" ? op.index + 1 : -1;
    if (swap >= 0 && swap < list.length) [list[op.index], list[swap]] = [list[swap], list[op.index]];
  }
  return copy;
}

/** The value at a path of the form's data. */
export function valueAt(data: unknown, path: readonly string[]): unknown {
  let node = data;
  for (const part of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Every field of the form with its value, as the form would post it (for keeping a draft in this browser). */
export function formEntries(spec: FieldSpec, data: unknown, path: string[] = []): [string, string][] {
  const name = fieldName(path);
  switch (spec.kind) {
    case "text":
    case "choice":
    case "number":
      return [[name, data === undefined || data === null ? "" : String(data)]];
    case "boolean":
      return data === true ? [[name, "on"]] : [];
    case "localized":
    case "rich": {
      const value = (data ?? {}) as { en?: string; es?: string };
      return [
        [`${name}.en`, value.en ?? ""],
        [`${name}.es`, value.es ?? ""],
      ];
    }
    case "localized-list": {
      const value = (data ?? {}) as { en?: string[]; es?: string[] };
      return (["en", "es"] as const).flatMap((language) =>
        (value[language] ?? []).map((text, index): [string, string] => [
          `${name}.${language}.${index}`,
          text,
        ]),
      );
    }
    case "prose": {
      const value = (data ?? {}) as { en?: string[]; es?: string[] };
      return [
        [`${name}.en`, joinParagraphs(value.en ?? [])],
        [`${name}.es`, joinParagraphs(value.es ?? [])],
      ];
    }
    case "list":
      return (Array.isArray(data) ? data : []).flatMap((entry, index) =>
        formEntries(spec.item, entry, [...path, String(index)]),
      );
    case "specs":
      return specEntries(spec, data, undefined, name);
    case "group": {
      const value = (data ?? {}) as Record<string, unknown>;
      return spec.fields.flatMap((field) => {
        const at = [...path, field.name];
        if (field.spec.kind === "specs")
          return specEntries(field.spec, value[field.name], value[field.spec.category], fieldName(at));
        if (field.optional && field.spec.kind === "group") {
          if (value[field.name] === undefined) return [];
          return [
            [fieldName([...at, PRESENT]), "1"] as [string, string],
            ...formEntries(field.spec, value[field.name], at),
          ];
        }
        return formEntries(field.spec, value[field.name], at);
      });
    }
  }
}
