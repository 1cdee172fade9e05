// What a product page shows of the product's specifications: the table's rows in the units
// the visitor chose, and the same values in metric for its structured data. None when the
// product's category defines no fields. The units switch's post asks for the rows again.
import type { Category, Product } from "~/content/types";
import { serverT } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { specRows } from "~/lib/specs/spec-values";
import { specWords } from "~/lib/specs/spec-words";
import type { UnitSystem } from "~/lib/specs/units";
import type { SpecSectionData } from "./components/spec-section";
import { specProperties, type PropertyValue } from "./product-structured-data";
import { UNITS_PATH } from "./units-path";

export interface ProductSpecs extends SpecSectionData {
  /** The values in metric, for the page's structured data whatever the visitor chose. */
  properties: PropertyValue[];
}

export function productSpecs(
  system: UnitSystem,
  { categories, product }: { categories: readonly Category[]; product: Product | undefined },
  locale: Locale,
): ProductSpecs | undefined {
  const fields = categories.find((category) => category.id === product?.categoryId)?.specFields;
  if (!product || !fields?.length) return undefined;
  const words = specWords((key) => serverT(locale, key));
  return {
    product: product.id,
    system,
    action: UNITS_PATH,
    // What the table reads of each row, not the field's whole definition.
    rows: specRows(fields, product.specs, locale, system, words).map(({ field, name, cell }) => ({
      field: { id: field.id },
      name,
      cell,
    })),
    properties: specProperties(fields, product.specs, locale),
  };
}
