// A product's specification values read against its category's fields: the rows a page, the
// datasheet, the comparison and the structured data show (in metric or US units), the checks
// an editor's save and publishing make, and what a filter matches. Client-safe: no server code.
import type { Locale } from "~/i18n/locales";
import type { SpecFieldData, SpecValueData } from "~/lib/content/schemas";
import { formatNumber } from "./numbers";
import { convert, displayUnit, quantityOfUnit, roundForDisplay, unitById, type UnitSystem } from "./units";

export type SpecField = SpecFieldData;
export type SpecValue = SpecValueData;

/** A value as a page shows it: its text, and its number(s) in the unit shown (for sorting, diffs). */
export interface SpecCell {
  /** The words shown: `100 – 500 m³/h`, `Stainless steel`, `Yes`; undefined: on request. */
  text: string | undefined;
  /** The unit's symbol shown (for a number or range), else undefined. */
  unit?: string;
}

export interface SpecRow {
  field: SpecField;
  /** The field's name in the page's language. */
  name: string;
  cell: SpecCell;
}

/** The words a row needs that are not the content's (the dictionaries give them). */
export interface SpecWords {
  yes: string;
  no: string;
  /** Joins a range's ends: "to" reads `100 to 500`. */
  rangeJoin: string;
}

const valueOf = (specs: readonly SpecValue[] | undefined, field: string) =>
  specs?.find((spec) => spec.field === field);

/** A number in the unit shown: the field's unit (metric) or its US counterpart. */
function shown(value: number, from: string | undefined, fieldUnit: string, target: string): number {
  const source = from && quantityOfUnit(from) === quantityOfUnit(fieldUnit) ? from : fieldUnit;
  if (source === target) return value;
  return roundForDisplay(convert(value, source, target) ?? value);
}

/**
 * A product's value for a field as the page shows it, in `system`'s units; undefined text
 * when the product has none (the page writes "on request").
 */
export function specCell(
  field: SpecField,
  value: SpecValue | undefined,
  locale: Locale,
  system: UnitSystem,
  words: SpecWords,
): SpecCell {
  if (!value) return { text: undefined };
  switch (field.kind) {
    case "number":
    case "range": {
      const fieldUnit = field.unit;
      if (!fieldUnit) return { text: undefined };
      const numbers =
        field.kind === "number"
          ? value.value !== undefined
            ? [value.value]
            : []
          : value.min !== undefined && value.max !== undefined
            ? [value.min, value.max]
            : [];
      if (numbers.length === 0) return { text: undefined };
      const inField = convert(numbers[numbers.length - 1]!, value.unit ?? fieldUnit, fieldUnit);
      const target = displayUnit(fieldUnit, system, inField);
      const texts = numbers.map((n) => formatNumber(shown(n, value.unit, fieldUnit, target), locale));
      const unit = unitById(target)?.symbol ?? "";
      const text =
        texts.length === 2 && texts[0] !== texts[1]
          ? `${texts[0]} ${words.rangeJoin} ${texts[1]}`
          : texts[0]!;
      // The degree of an angle is written against the figure (70°), every other symbol after a space.
      const written = !unit ? text : unit === "°" ? `${text}${unit}` : `${text} ${unit}`;
      return { text: written, ...(unit ? { unit } : {}) };
    }
    case "choice": {
      const option = field.options?.find((candidate) => candidate.id === value.option);
      return { text: option ? option.label[locale] || option.label.en : undefined };
    }
    case "choices": {
      const labels = (field.options ?? [])
        .filter((option) => value.options?.includes(option.id))
        .map((option) => option.label[locale] || option.label.en);
      return { text: labels.length ? labels.join(", ") : undefined };
    }
    case "boolean":
      return { text: value.flag === undefined ? undefined : value.flag ? words.yes : words.no };
    case "text": {
      const text = value.text?.[locale] || value.text?.en;
      return { text: text || undefined };
    }
  }
}

/** A product's rows: one per field of its category, in the category's order. */
export function specRows(
  fields: readonly SpecField[] | undefined,
  specs: readonly SpecValue[] | undefined,
  locale: Locale,
  system: UnitSystem,
  words: SpecWords,
): SpecRow[] {
  return (fields ?? []).map((field) => ({
    field,
    name: field.name[locale] || field.name.en,
    cell: specCell(field, valueOf(specs, field.id), locale, system, words),
  }));
}

/** A value's number(s) in the field's own unit: [value] or [min, max]; none when not given. */
export function inFieldUnit(field: SpecField, value: SpecValue | undefined): number[] {
  if (!value || !field.unit) return [];
  const from = value.unit ?? field.unit;
  const at = (n: number | undefined) => (n === undefined ? undefined : convert(n, from, field.unit!));
  if (field.kind === "number") {
    const n = at(value.value);
    return n === undefined ? [] : [n];
  }
  if (field.kind === "range") {
    const low = at(value.min);
    const high = at(value.max);
    return low === undefined || high === undefined ? [] : [low, high];
  }
  return [];
}

/** A filter on one field: a number the product must cover, options it must have one of, yes/no. */
export type SpecFilter =
  | { field: string; kind: "value"; value: number }
  | { field: string; kind: "options"; options: string[] }
  | { field: string; kind: "flag"; flag: boolean };

/**
 * Whether a product's value passes a filter. A number filter (in the field's unit) finds a
 * range that covers it (300 m³/h finds a screen rated 100–500) and a number equal to it (to
 * the thousandth, after conversion); a product without a value never passes.
 */
export function matchesFilter(field: SpecField, value: SpecValue | undefined, filter: SpecFilter): boolean {
  if (!value) return false;
  switch (filter.kind) {
    case "value": {
      const numbers = inFieldUnit(field, value);
      if (numbers.length === 0) return false;
      const tolerance = Math.max(Math.abs(filter.value), 1) * 1e-6;
      if (numbers.length === 2)
        return filter.value >= numbers[0]! - tolerance && filter.value <= numbers[1]! + tolerance;
      return Math.abs(numbers[0]! - filter.value) <= tolerance;
    }
    case "options": {
      if (field.kind === "choice") return value.option !== undefined && filter.options.includes(value.option);
      return (value.options ?? []).some((option) => filter.options.includes(option));
    }
    case "flag":
      return value.flag === filter.flag;
  }
}

/** Whether a product passes every filter (each on a field of `fields`; others never pass). */
export function matchesAll(
  fields: readonly SpecField[],
  specs: readonly SpecValue[] | undefined,
  filters: readonly SpecFilter[],
): boolean {
  return filters.every((filter) => {
    const field = fields.find((candidate) => candidate.id === filter.field);
    return field !== undefined && matchesFilter(field, valueOf(specs, field.id), filter);
  });
}

/** What is wrong with a product's values against its category's fields, by the value's place. */
export interface SpecValueProblem {
  /** The index of the value in the product's `specs`. */
  index: number;
  /** The value's property at fault (`value`, `unit`, `option`…), or undefined for the whole. */
  property?: string;
  /** The dictionary key of the message (`errSpec…`), the same in the editor and at publishing. */
  problem:
    | "errSpecUnknownField"
    | "errSpecFieldTwice"
    | "errSpecWrongKind"
    | "errSpecUnitOfQuantity"
    | "errSpecUnknownOption";
}

/**
 * The values that do not fit the category's fields: a field the category does not have, a
 * field given twice, a value of another kind than the field's, a unit of another quantity, an
 * option the field does not list. Empty when every value fits.
 */
export function specValueProblems(
  fields: readonly SpecField[] | undefined,
  specs: readonly SpecValue[] | undefined,
): SpecValueProblem[] {
  const problems: SpecValueProblem[] = [];
  const seen = new Set<string>();
  (specs ?? []).forEach((spec, index) => {
    const field = fields?.find((candidate) => candidate.id === spec.field);
    if (!field) return problems.push({ index, property: "field", problem: "errSpecUnknownField" });
    if (seen.has(spec.field)) problems.push({ index, property: "field", problem: "errSpecFieldTwice" });
    seen.add(spec.field);
    const given = {
      number: spec.value !== undefined,
      range: spec.min !== undefined || spec.max !== undefined,
      choice: spec.option !== undefined,
      choices: spec.options !== undefined,
      boolean: spec.flag !== undefined,
      text: spec.text !== undefined,
    };
    const others = Object.entries(given).filter(([kind, has]) => has && kind !== field.kind);
    if (others.length > 0 || (field.kind === "range" && (spec.min === undefined || spec.max === undefined)))
      return problems.push({
        index,
        property: others[0]?.[0] ?? (spec.min === undefined ? "min" : "max"),
        problem: "errSpecWrongKind",
      });
    if ((field.kind === "number" || field.kind === "range") && spec.unit && field.measure)
      if (quantityOfUnit(spec.unit) !== field.measure)
        problems.push({ index, property: "unit", problem: "errSpecUnitOfQuantity" });
    const ids = new Set((field.options ?? []).map((option) => option.id));
    if (field.kind === "choice" && spec.option !== undefined && !ids.has(spec.option))
      problems.push({ index, property: "option", problem: "errSpecUnknownOption" });
    if (field.kind === "choices" && spec.options?.some((option) => !ids.has(option)))
      problems.push({ index, property: "options", problem: "errSpecUnknownOption" });
    return undefined;
  });
  return problems;
}
