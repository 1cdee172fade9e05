// The comparison's rows: the union of the products' categories' specification fields, each
// product's value as its page shows it, and whether the values differ. Client-safe: no server
// code (the compare page's loader makes the rows; a test reads them here).
import type { Locale } from "~/i18n/locales";
import { specCell, type SpecField, type SpecValue, type SpecWords } from "~/lib/specs/spec-values";
import type { UnitSystem } from "~/lib/specs/units";

/** A category as the comparison reads it: its fields, in its order. */
export interface CompareCategory {
  id: string;
  specFields?: readonly SpecField[];
}

/** A product as the comparison reads it: its category and its values. */
export interface CompareProduct {
  id: string;
  categoryId: string;
  specs?: readonly SpecValue[];
}

/**
 * One row of the comparison: a field of one or more of the products' categories. Two
 * categories' fields are one row when they share their id, kind and quantity (both a flow in
 * m³/h, say); otherwise each is a row of its own.
 */
export interface CompareField {
  /** The row's id: the field's, or the field's with its category's when another row has it. */
  key: string;
  /** The field's definition in each category that has it, by the category's id. */
  byCategory: Map<string, SpecField>;
}

const sameField = (a: SpecField, b: SpecField) =>
  a.id === b.id && a.kind === b.kind && (a.measure ?? "") === (b.measure ?? "");

/**
 * The union of the fields of the products' categories: the categories in the catalogue's
 * order (`categories`), each category's fields in its own order, a field two categories share
 * once (where it first appears).
 */
export function unionOfFields(
  categories: readonly CompareCategory[],
  products: readonly Pick<CompareProduct, "categoryId">[],
): CompareField[] {
  const used = new Set(products.map((product) => product.categoryId));
  const rows: CompareField[] = [];
  for (const category of categories) {
    if (!used.has(category.id)) continue;
    for (const field of category.specFields ?? []) {
      const shared = rows.find((row) => {
        const first = row.byCategory.values().next().value;
        return first !== undefined && sameField(first, field) && !row.byCategory.has(category.id);
      });
      if (shared) {
        shared.byCategory.set(category.id, field);
        continue;
      }
      const taken = rows.some((row) => row.key === field.id);
      rows.push({
        key: taken ? `${category.id}.${field.id}` : field.id,
        byCategory: new Map([[category.id, field]]),
      });
    }
  }
  return rows;
}

/** A product's cell in a row: not a field of its category, or its value (undefined: on request). */
export type CompareCell = { applies: false } | { applies: true; text: string | undefined };

export interface CompareRow {
  key: string;
  /** The field's name in the page's language (as the first category that has it names it). */
  name: string;
  /** One cell per product, in the products' order. */
  cells: CompareCell[];
  /** Whether the products' cells differ (never, for one product). */
  differs: boolean;
}

const cellSignature = (cell: CompareCell) =>
  !cell.applies ? "\u0000n/a" : cell.text === undefined ? "\u0000on-request" : cell.text;

/**
 * The comparison's rows: one per field of the union (`unionOfFields`), each product's value as
 * its page shows it in `system`'s units. A row differs when some product has a value and its
 * cells do not all read the same (a value against "on request" or "not applicable" differs
 * too); a row with no value at all ("on request" beside "not applicable") tells nothing apart.
 */
export function compareRows(
  categories: readonly CompareCategory[],
  products: readonly CompareProduct[],
  locale: Locale,
  system: UnitSystem,
  words: SpecWords,
): CompareRow[] {
  return unionOfFields(categories, products).map((row) => {
    const named = row.byCategory.values().next().value!;
    const cells = products.map((product): CompareCell => {
      const field = row.byCategory.get(product.categoryId);
      if (!field) return { applies: false };
      const value = product.specs?.find((spec) => spec.field === field.id);
      return { applies: true, text: specCell(field, value, locale, system, words).text };
    });
    return {
      key: row.key,
      name: named.name[locale] || named.name.en,
      cells,
      differs:
        cells.some((cell) => cell.applies && cell.text !== undefined) &&
        new Set(cells.map(cellSignature)).size > 1,
    };
  });
}
