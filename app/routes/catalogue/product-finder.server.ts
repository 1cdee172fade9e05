import type { RouterContextProvider } from "react-router";
import { siteContent } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { getPage, pagePath, productPageId } from "~/.server/pages";
import type { ProductCardData } from "~/features/catalogue/components/product-card";
import {
  fieldsOfCategories,
  filterParamsOf,
  listingFilters,
} from "~/features/catalogue/listing-filters.server";
import { fieldName, optionLabel, type FilterLabels } from "~/features/catalogue/spec-filters";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { choiceLabel } from "~/lib/content/field-labels";
import { localize } from "~/lib/localize";
import { readFilterQuery } from "~/lib/specs/filter-query";
import type { SpecField } from "~/lib/specs/spec-values";

/**
 * The product finder's data: every product of the catalogue, filtered by category, application
 * and specification fields (the page table declares them: app/lib/specs/filter-query.ts,
 * `finderFilterParams`). With a category chosen the form offers that category's filterable
 * fields; with none, the fields two categories or more share by id, kind and quantity.
 */
export async function finderData({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { categories, products } = await siteContent(context, ["categories", "products"]);
  const page = pageInfo(request, "product-finder");
  const { locale } = page;
  const entry = getPage("product-finder");
  const params = filterParamsOf(entry);
  const categoryTitle = new Map(categories.map((item) => [item.id, item.title[locale] || item.title.en]));
  const cards = products.map((product): ProductCardData => ({
    id: product.id,
    name: product.name[locale] || product.name.en,
    href: pagePath(productPageId(product), locale),
    image: localize(product.image, locale),
    categoryId: product.categoryId,
    categoryTitle: categoryTitle.get(product.categoryId) ?? "",
  }));
  const fieldsOf = fieldsOfCategories(categories);
  /** A field's definition in the category chosen, else in the first category that has it. */
  const fieldFor = (name: string, category: string | undefined) =>
    (category ? fieldsOf(category) : undefined)?.find((field) => field.id === name) ??
    categories.flatMap((item) => item.specFields ?? []).find((field) => field.id === name);

  // The form offers the chosen category's fields, or with none the fields categories share.
  const chosenCategory = new Map(
    readFilterQuery(params, new URL(request.url).searchParams, locale).chosen,
  ).get("category");
  const offered = params.filter((param) =>
    !param.requires
      ? true
      : chosenCategory === undefined
        ? param.requires.orNone
        : param.requires.values.includes(chosenCategory),
  );
  const labels: FilterLabels = {
    label: (param) => {
      if (param.name === "category") return serverT(locale, "finder.category");
      if (param.name === "application") return serverT(locale, "finder.application");
      const field = fieldFor(param.name, chosenCategory);
      return field ? fieldName(field, locale) : param.name;
    },
    option: (param, option) => {
      if (param.name === "category") return categoryTitle.get(option) ?? option;
      if (param.name === "application") return choiceLabel("applications", option, locale);
      // The chosen category's words, else those of the first category whose field lists it.
      const lists = (field: SpecField | undefined) =>
        field?.options?.some((candidate) => candidate.id === option);
      const own = fieldFor(param.name, chosenCategory);
      const field = lists(own)
        ? own
        : categories
            .flatMap((item) => item.specFields ?? [])
            .find((candidate) => candidate.id === param.name && lists(candidate));
      return optionLabel(field, option, locale);
    },
    yes: serverT(locale, "finder.yes"),
    no: serverT(locale, "finder.no"),
  };
  const filters = listingFilters({
    request,
    page: entry,
    locale,
    params,
    offered,
    listed: cards,
    products: new Map(products.map((product) => [product.id, product])),
    fieldsOf,
    labels,
  });
  // A category's field lists the options of that category only (a shared field's list is
  // every category's).
  const own = chosenCategory ? fieldsOf(chosenCategory) : undefined;
  const controls = (filters?.view.controls ?? []).map((control) => {
    const field = own?.find((candidate) => candidate.id === control.name);
    if (control.kind !== "options" || !field?.options) return control;
    const ids = new Set(field.options.map((option) => option.id));
    return { ...control, choices: control.choices.filter((choice) => ids.has(choice.value)) };
  });
  return {
    page,
    messages: messageGroups(locale, ["finder"]),
    filters: filters ? { ...filters.view, controls } : undefined,
    filtered: Boolean(filters?.chosen.length),
    /** Whether the form shows only the fields the categories share (no category chosen). */
    shared: chosenCategory === undefined,
    products: filters?.shown ?? cards,
  };
}
