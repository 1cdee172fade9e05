// The filters of a category listing and of the product finder, on the server: which products
// pass the filters an address chose (app/lib/specs/filter-query.ts), how many each choice
// would leave, and the form's controls in a language. A number filter finds the products whose
// value covers it (300 m³/h finds a screen rated 100–500), each read in its own category's
// field, so a field two categories share filters both.
import type { Locale } from "~/i18n/locales";
import { readFilterQuery, type FilterParam } from "~/lib/specs/filter-query";
import { matchesFilter, type SpecField, type SpecFilter, type SpecValue } from "~/lib/specs/spec-values";
import { convert, unitById } from "~/lib/specs/units";
import { typedUnit } from "~/lib/specs/filter-query";
import type { UnitSystem } from "~/lib/specs/units";

/** What the filters read of a product. */
export interface FilteredProduct {
  categoryId: string;
  specs?: readonly SpecValue[];
  applications?: readonly string[];
}

/** A category's specification fields, by the category's id. */
export type FieldsOf = (categoryId: string) => readonly SpecField[] | undefined;

/** A choice of a list filter (an option, a category, yes or no), with how many products it leaves. */
export interface FilterChoice {
  value: string;
  label: string;
  count: number;
}

/** A filter of the form, as the page shows it. */
export type FilterControl =
  | {
      kind: "number";
      name: string;
      label: string;
      /** The field's own (metric) unit, and the unit and symbol the visitor types in. */
      unit: string;
      typedUnit: string;
      symbol: string;
    }
  | { kind: "options"; name: string; label: string; multiple: boolean; choices: FilterChoice[] }
  | { kind: "flag"; name: string; label: string; choices: FilterChoice[] };

/** Whether a product passes one filter (`name` = `value`, as the address spells it). */
function passes(product: FilteredProduct, param: FilterParam, value: string, fieldsOf: FieldsOf): boolean {
  if (param.name === "category") return product.categoryId === value;
  if (param.name === "application") {
    const wanted = value.split(",");
    return (product.applications ?? []).some((application) => wanted.includes(application));
  }
  const field = fieldsOf(product.categoryId)?.find((candidate) => candidate.id === param.name);
  if (!field) return false;
  const spec = product.specs?.find((candidate) => candidate.field === field.id);
  let filter: SpecFilter;
  switch (param.filter.kind) {
    case "number": {
      // The address's number is in the filter's unit; the product's field may have another.
      const inField = field.unit ? convert(Number(value), param.filter.unit, field.unit) : undefined;
      if (inField === undefined) return false;
      filter = { field: field.id, kind: "value", value: inField };
      break;
    }
    case "options":
      filter = { field: field.id, kind: "options", options: value.split(",") };
      break;
    case "flag":
      filter = { field: field.id, kind: "flag", flag: value === "yes" };
      break;
  }
  return matchesFilter(field, spec, filter);
}

/** Whether a product passes every chosen filter. */
export function passesFilters(
  product: FilteredProduct,
  params: readonly FilterParam[],
  chosen: readonly (readonly [string, string])[],
  fieldsOf: FieldsOf,
): boolean {
  return chosen.every(([name, value]) => {
    const param = params.find((candidate) => candidate.name === name);
    return param !== undefined && passes(product, param, value, fieldsOf);
  });
}

/**
 * The filters chosen with one changed to `value`: the others kept, those that no longer apply
 * (a field of another category, in the finder) dropped, as the address would be.
 */
function chosenWith(
  params: readonly FilterParam[],
  chosen: readonly (readonly [string, string])[],
  name: string,
  value: string,
): [string, string][] {
  const query = new URLSearchParams(chosen.filter(([other]) => other !== name) as [string, string][]);
  query.set(name, value);
  return readFilterQuery(params, query, "en").chosen;
}

/** The words of a listing's filters: each filter's name, and each option's. */
export interface FilterLabels {
  label: (param: FilterParam) => string;
  option: (param: FilterParam, option: string) => string;
  yes: string;
  no: string;
}

/**
 * The form's controls for the filters `offered`: each list's choices with how many of
 * `products` (the listing before its filters) they would leave with the other filters kept,
 * a number's unit in the visitor's system.
 */
export function filterControls({
  offered,
  params,
  chosen,
  products,
  fieldsOf,
  labels,
  system,
}: {
  offered: readonly FilterParam[];
  params: readonly FilterParam[];
  chosen: readonly (readonly [string, string])[];
  products: readonly FilteredProduct[];
  fieldsOf: FieldsOf;
  labels: FilterLabels;
  system: UnitSystem;
}): FilterControl[] {
  const count = (name: string, value: string) => {
    const next = chosenWith(params, chosen, name, value);
    return products.filter((product) => passesFilters(product, params, next, fieldsOf)).length;
  };
  return offered.map((param): FilterControl => {
    const label = labels.label(param);
    switch (param.filter.kind) {
      case "number": {
        const typed = typedUnit(param.filter.unit, system);
        return {
          kind: "number",
          name: param.name,
          label,
          unit: param.filter.unit,
          typedUnit: typed,
          symbol: unitById(typed)?.symbol ?? "",
        };
      }
      case "options":
        return {
          kind: "options",
          name: param.name,
          label,
          multiple: param.filter.multiple,
          choices: param.filter.options.map((option) => ({
            value: option,
            label: labels.option(param, option),
            count: count(param.name, option),
          })),
        };
      case "flag":
        return {
          kind: "flag",
          name: param.name,
          label,
          choices: [
            { value: "yes", label: labels.yes, count: count(param.name, "yes") },
            { value: "no", label: labels.no, count: count(param.name, "no") },
          ],
        };
    }
  });
}

/** A field's name in a language (the English one where the other is empty). */
export const fieldName = (field: SpecField, locale: Locale): string => field.name[locale] || field.name.en;

/** An option's label in a language, by its id (the id itself for one the field does not list). */
export function optionLabel(field: SpecField | undefined, option: string, locale: Locale): string {
  const found = field?.options?.find((candidate) => candidate.id === option);
  return found ? found.label[locale] || found.label.en : option;
}
