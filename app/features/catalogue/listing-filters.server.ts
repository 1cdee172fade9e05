// A listing's filters for its loader: the filters its page declares in the page table (the
// address book checks the same ones, ADR 021), what the address chose, the products left and
// the form's controls in the page's language and the visitor's units.
import type { PageDefinition } from "~/.server/pages";
import { serverT } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { readFilterQuery, searchString, withFilters, type FilterParam } from "~/lib/specs/filter-query";
import type { SpecField } from "~/lib/specs/spec-values";
import type { FiltersView } from "./components/spec-filter-form";
import {
  fieldName,
  filterControls,
  optionLabel,
  passesFilters,
  type FieldsOf,
  type FilteredProduct,
  type FilterLabels,
} from "./spec-filters";
import { unitSystemOf } from "./units.server";

/** The filters a page declares (`kind: "filter"` in its query), in its order. */
export function filterParamsOf(page: PageDefinition): FilterParam[] {
  return (page.query ?? []).flatMap((param): FilterParam[] =>
    param.kind === "filter"
      ? [{ name: param.name, filter: param.filter, ...(param.requires ? { requires: param.requires } : {}) }]
      : [],
  );
}

/** Each category's fields, by its id. */
export function fieldsOfCategories(
  categories: ReadonlyArray<{ id: string; specFields?: readonly SpecField[] }>,
): FieldsOf {
  const byId = new Map(categories.map((category) => [category.id, category.specFields]));
  return (id) => byId.get(id);
}

/** The words of fields' filters: their names and options, as the fields give them. */
export function fieldLabels(fields: readonly SpecField[], locale: Locale): FilterLabels {
  const field = (name: string) => fields.find((candidate) => candidate.id === name);
  return {
    label: (param) => {
      const found = field(param.name);
      return found ? fieldName(found, locale) : param.name;
    },
    option: (param, option) => optionLabel(field(param.name), option, locale),
    yes: serverT(locale, "finder.yes"),
    no: serverT(locale, "finder.no"),
  };
}

/**
 * What a listing's filters make of a request: the filters chosen, the cards that pass them
 * (of `listed`, in its order) and the form's view; undefined for a page without filters.
 */
export function listingFilters<Card extends { id: string }>({
  request,
  page,
  locale,
  params = filterParamsOf(page),
  offered = params,
  listed,
  products,
  fieldsOf,
  labels,
}: {
  request: Request;
  page: PageDefinition;
  locale: Locale;
  params?: FilterParam[];
  /** The filters the form shows (the finder's depend on the category chosen). */
  offered?: FilterParam[];
  /** The cards before the filters. */
  listed: readonly Card[];
  /** The products, by the cards' ids. */
  products: ReadonlyMap<string, FilteredProduct>;
  fieldsOf: FieldsOf;
  labels: FilterLabels;
}): { view: FiltersView; shown: Card[]; chosen: [string, string][] } | undefined {
  if (params.length === 0) return undefined;
  const query = new URL(request.url).searchParams;
  const { chosen } = readFilterQuery(params, query, locale);
  const system = unitSystemOf(request);
  const base = listed.flatMap((card) => {
    const product = products.get(card.id);
    return product ? [{ card, product }] : [];
  });
  const shown =
    chosen.length === 0
      ? [...listed]
      : base
          .filter(({ product }) => passesFilters(product, params, chosen, fieldsOf))
          .map(({ card }) => card);
  const controls = filterControls({
    offered,
    params,
    chosen,
    products: base.map(({ product }) => product),
    fieldsOf,
    labels,
    system,
  });
  const rest = searchString(withFilters(params, query, []));
  return {
    view: {
      params,
      controls,
      system,
      clearHref: `${new URL(request.url).pathname}${rest ? `?${rest}` : ""}`,
    },
    shown,
    chosen,
  };
}
