// A product listing's filters as its address carries them (ADR 021): a category's filterable
// specification fields, and the product finder's category and application. Each filter is a
// parameter named by its field's id (`flow=300`, `material=stainless-steel,cast-iron`,
// `cleaning=yes`), spelt one way: numbers in the field's metric unit, written plainly
// (`1.5`, never `1,5` or `1.50`), options in the field's order, the filters in the listing's
// order. The server redirects any other spelling to that one (or, for a data request, does not
// find it), so made-up and reordered queries never make pages of their own; the listing's
// script writes the same spelling itself. Client-safe: the listing's filters read it too.
import type { Locale } from "~/i18n/locales";
import type { SpecField } from "./spec-values";
import { formatNumber, parseLocaleNumber } from "./numbers";
import { convert, displayUnit, isUnitSystem, type UnitSystem } from "./units";

/** What a filter's value is: a number in `unit`, options of a list (one or several), yes or no. */
export type FilterDefinition =
  | { kind: "number"; unit: string }
  | { kind: "options"; options: readonly string[]; multiple: boolean }
  | { kind: "flag" };

/** One filter of a listing, as its page declares it. */
export interface FilterParam {
  /** The parameter's name: the field's id (or `category`, `application` in the finder). */
  name: string;
  filter: FilterDefinition;
  /**
   * The filter applies only with another one's value (the finder: a field of the category
   * chosen): with `name` one of `values`, or, when `name` is not chosen, if `orNone`.
   */
  requires?: { name: string; values: readonly string[]; orNone: boolean };
}

/**
 * The form's own parameter, sent only by the filters' form without JavaScript: the numbers
 * beside it are as the visitor typed them, in the page language's habit and in the unit
 * system it names (`metric` or `us`). The server reads them so and redirects to the spelling
 * above, without it.
 */
export const TYPED_UNITS_PARAM = "units";

/**
 * Parameter names a field's id cannot take: the listing's and the finder's own (a search text,
 * 'More', the form's units, the finder's category and application) and the router's.
 */
export const RESERVED_FILTER_NAMES: ReadonlySet<string> = new Set([
  "q",
  "all",
  "page",
  "product",
  "category",
  "application",
  TYPED_UNITS_PARAM,
  "_routes",
  "index",
]);

/** A number as the address writes it: a plain decimal, no grouping, no exponent. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** The largest number a filter takes (any larger is not a figure a product is rated at). */
const LARGEST = 1e15;

/**
 * A number's one spelling in an address: six significant digits (never rounding away a whole
 * number's digits), `.` for the decimals, nothing else; undefined for what is not a usable
 * number. 1,000 gpm is 227.124707… m³/h: `227.125`.
 */
export function canonicalNumber(value: number): string | undefined {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST) return undefined;
  const size = Math.abs(value);
  if (size < 1e-6) return "0";
  const digits = Math.floor(Math.log10(size)) + 1;
  const rounded = digits >= 1 ? Number(value.toFixed(Math.max(0, 6 - digits))) : Number(value.toPrecision(6));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** The unit a number filter is typed in, in a unit system (the field's own, or its US one). */
export const typedUnit = (unit: string, system: UnitSystem): string => displayUnit(unit, system);

function readNumber(
  unit: string,
  given: readonly string[],
  locale: Locale,
  typed: UnitSystem | undefined,
): string | undefined {
  for (const raw of given) {
    const text = raw.trim();
    if (!text) continue;
    let value: number | undefined;
    if (!typed && PLAIN_NUMBER.test(text)) value = Number(text);
    else {
      const parsed = parseLocaleNumber(text, locale);
      value = parsed.ok ? parsed.value : undefined;
    }
    if (value !== undefined && typed === "us") value = convert(value, typedUnit(unit, "us"), unit);
    const spelt = value === undefined ? undefined : canonicalNumber(value);
    if (spelt !== undefined) return spelt;
  }
  return undefined;
}

function readValue(
  filter: FilterDefinition,
  given: readonly string[],
  locale: Locale,
  typed: UnitSystem | undefined,
): string | undefined {
  switch (filter.kind) {
    case "number":
      return readNumber(filter.unit, given, locale, typed);
    case "options": {
      const named = new Set(given.flatMap((value) => value.split(",")).map((value) => value.trim()));
      const chosen = filter.options.filter((option) => named.has(option));
      return chosen.length === 0 ? undefined : filter.multiple ? chosen.join(",") : chosen[0];
    }
    case "flag":
      return given.find((value) => value === "yes" || value === "no");
  }
}

/** The filters an address chose, in their one spelling, and whether it spelt them so. */
export interface FilterQuery {
  /** `[name, value]` in the listing's order: the filters that apply. */
  chosen: [string, string][];
  /**
   * Whether the address's filter parameters are exactly `chosen`, in that order, without
   * the form's units: else its canonical address is another.
   */
  canonical: boolean;
}

/**
 * The filters a query chose among a listing's `params`: unknown options, words where a number
 * belongs, empty values and filters that do not apply are dropped, a parameter given twice is
 * read as one (a form's checkboxes), the form's numbers are read in `locale`'s habit and
 * converted from the unit system it typed them in.
 */
export function readFilterQuery(
  params: readonly FilterParam[],
  query: URLSearchParams | undefined,
  locale: Locale,
): FilterQuery {
  if (!query || params.length === 0) return { chosen: [], canonical: true };
  const marks = query.getAll(TYPED_UNITS_PARAM);
  const typed = marks.length === 0 ? undefined : isUnitSystem(marks[0]) ? marks[0] : "metric";
  const values = new Map<string, string>();
  for (const param of params) {
    const given = query.getAll(param.name);
    if (given.length === 0) continue;
    const value = readValue(param.filter, given, locale, typed);
    if (value !== undefined) values.set(param.name, value);
  }
  for (const param of params) {
    const requires = param.requires;
    if (!requires || !values.has(param.name)) continue;
    const other = values.get(requires.name);
    if (other === undefined ? !requires.orNone : !requires.values.includes(other)) values.delete(param.name);
  }
  const chosen = params.flatMap((param): [string, string][] =>
    values.has(param.name) ? [[param.name, values.get(param.name)!]] : [],
  );
  const names = new Set(params.map((param) => param.name));
  const given = [...query].filter(([name]) => names.has(name) || name === TYPED_UNITS_PARAM);
  const canonical =
    given.length === chosen.length &&
    given.every(([name, value], index) => name === chosen[index]![0] && value === chosen[index]![1]);
  return { chosen, canonical };
}

/**
 * A query with its filters replaced by `chosen`: the other parameters (a search text, 'More',
 * a campaign's tags) as they were, then the filters in their order.
 */
export function withFilters(
  params: readonly FilterParam[],
  query: URLSearchParams,
  chosen: readonly (readonly [string, string])[],
): URLSearchParams {
  const names = new Set([...params.map((param) => param.name), TYPED_UNITS_PARAM]);
  const next = new URLSearchParams([...query].filter(([name]) => !names.has(name)));
  for (const [name, value] of chosen) next.append(name, value);
  return next;
}

/**
 * A query as an address writes it, with the commas between options as they are (`,` needs
 * no escape in a query, and reads the same either way).
 */
export const searchString = (query: URLSearchParams): string => query.toString().replace(/%2C/g, ",");

/** The kinds of field a listing filters by: a number or range, a list, yes or no. */
const FILTER_KINDS = new Set<SpecField["kind"]>(["number", "range", "choice", "choices", "boolean"]);

/** A field's filter, or undefined when the field is not one a listing filters by. */
export function fieldFilter(field: SpecField): FilterDefinition | undefined {
  if (!field.filterable || !FILTER_KINDS.has(field.kind) || RESERVED_FILTER_NAMES.has(field.id))
    return undefined;
  if (field.kind === "number" || field.kind === "range")
    return field.unit ? { kind: "number", unit: field.unit } : undefined;
  if (field.kind === "boolean") return { kind: "flag" };
  const options = (field.options ?? []).map((option) => option.id);
  return options.length > 0 ? { kind: "options", options, multiple: true } : undefined;
}

/** A category's filters, in its fields' order. */
export function categoryFilterParams(fields: readonly SpecField[] | undefined): FilterParam[] {
  return (fields ?? []).flatMap((field) => {
    const filter = fieldFilter(field);
    return filter ? [{ name: field.id, filter }] : [];
  });
}

/** Where a product serves, as the finder filters it (the product schema's `applications`). */
export const APPLICATIONS = ["municipal", "industrial", "private"] as const;

/** What the finder reads of a category: its id and its fields. */
export interface FinderCategory {
  id: string;
  specFields?: readonly SpecField[];
}

/**
 * The product finder's filters: the category (one), the application (any of), then each
 * filterable field once by its id, in the order the categories first name them. A field
 * applies with a category that has it, or, with no category chosen, when two categories or
 * more have it (the fields the catalogue shares). A field shared so keeps its first category's
 * unit, and its options are all of theirs; a later category's field of another kind or quantity
 * under the same id is not this filter (that category is filtered without it).
 */
export function finderFilterParams(categories: readonly FinderCategory[]): FilterParam[] {
  const fields = new Map<string, { field: SpecField; filter: FilterDefinition; categories: string[] }>();
  for (const category of categories)
    for (const field of category.specFields ?? []) {
      const filter = fieldFilter(field);
      if (!filter) continue;
      const known = fields.get(field.id);
      if (!known) {
        fields.set(field.id, { field, filter, categories: [category.id] });
        continue;
      }
      // A field of another kind under the same id is not this filter's: that category goes without.
      if (fieldKindOf(known.field) !== fieldKindOf(field) || known.field.measure !== field.measure) continue;
      known.categories.push(category.id);
      if (known.filter.kind === "options" && filter.kind === "options") {
        const have = new Set(known.filter.options);
        known.filter = {
          ...known.filter,
          options: [...known.filter.options, ...filter.options.filter((id) => !have.has(id))],
        };
      }
    }
  return [
    {
      name: "category",
      filter: { kind: "options", options: categories.map((category) => category.id), multiple: false },
    },
    { name: "application", filter: { kind: "options", options: APPLICATIONS, multiple: true } },
    ...[...fields].map(([name, { filter, categories: having }]): FilterParam => ({
      name,
      filter,
      requires: { name: "category", values: having, orNone: having.length > 1 },
    })),
  ];
}

/** A field's kind as a filter reads it: a number and a range are both numbers. */
const fieldKindOf = (field: SpecField) =>
  field.kind === "range" ? "number" : field.kind === "choices" ? "choice" : field.kind;

/**
 * A number filter's value (in its field's unit) as its box shows it: in the unit the visitor
 * types in, in the language's habit, to five significant digits (what the box reads back to
 * the same filter).
 */
export function typedNumber(value: string, unit: string, system: UnitSystem, locale: Locale): string {
  const number = Number(value);
  const shown = system === "metric" ? number : (convert(number, unit, typedUnit(unit, system)) ?? number);
  return formatNumber(Math.abs(shown) >= 1e5 ? Math.round(shown) : Number(shown.toPrecision(5)), locale);
}
