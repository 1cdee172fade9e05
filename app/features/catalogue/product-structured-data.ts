import { organizationReference } from "~/lib/structured-data";
import type { Locale } from "~/i18n/locales";
import { inFieldUnit, type SpecField, type SpecValue } from "~/lib/specs/spec-values";
import { unitById } from "~/lib/specs/units";

/**
 * A schema.org PropertyValue: one specification of the product. Numbers are in the field's
 * metric unit, with its UN/CEFACT code (`unitCode`) and symbol (`unitText`).
 */
export interface PropertyValue {
  "@type": "PropertyValue";
  /** The field's id, stable across languages and renames. */
  propertyID: string;
  name: string;
  value?: number | string | boolean;
  minValue?: number;
  maxValue?: number;
  unitCode?: string;
  unitText?: string;
}

/** schema.org Product for a screening product page, from the content the page shows. */
export interface ProductStructuredDataInput {
  name: string;
  /** The page's first paragraph. */
  description: string;
  /** Image paths or addresses, the main image first; made absolute against `origin`. */
  images: string[];
  /** The page's path in its language. */
  path: string;
  /** The company: brand and manufacturer. */
  organization: string;
  origin: string;
  /** Its specifications (`specProperties`); none, no `additionalProperty`. */
  properties?: readonly PropertyValue[];
}

export const PRODUCT_CATEGORY = "Water Treatment Equipment";

export function productStructuredData(input: ProductStructuredDataInput) {
  const absolute = (path: string) => new URL(path, input.origin).href;
  const company = organizationReference(input.organization, input.origin);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    image: input.images.map(absolute),
    category: PRODUCT_CATEGORY,
    brand: { "@type": "Brand", name: input.organization },
    manufacturer: company,
    url: absolute(input.path),
    ...(input.properties?.length ? { additionalProperty: [...input.properties] } : {}),
  };
}

/** A converted number without the float's noise (360.00000000000006 → 360). */
const clean = (value: number) => Number(value.toPrecision(10));

/**
 * A product's specifications as structured data: always in the fields' metric units, whatever
 * units the visitor chose (a page kept by the cache states the same data for everyone). The
 * names and texts are the page's language; a field without a value is left out.
 */
export function specProperties(
  fields: readonly SpecField[] | undefined,
  specs: readonly SpecValue[] | undefined,
  locale: Locale,
): PropertyValue[] {
  return (fields ?? []).flatMap((field): PropertyValue[] => {
    const value = specs?.find((spec) => spec.field === field.id);
    if (!value) return [];
    const base = {
      "@type": "PropertyValue" as const,
      propertyID: field.id,
      name: field.name[locale] || field.name.en,
    };
    const label = (id: string | undefined) => {
      const option = field.options?.find((candidate) => candidate.id === id);
      return option && (option.label[locale] || option.label.en);
    };
    switch (field.kind) {
      case "number":
      case "range": {
        const numbers = inFieldUnit(field, value).map(clean);
        const unit = field.unit ? unitById(field.unit) : undefined;
        if (numbers.length === 0 || !unit) return [];
        const measure = {
          ...(unit.unCode ? { unitCode: unit.unCode } : {}),
          ...(unit.symbol ? { unitText: unit.symbol } : {}),
        };
        if (numbers.length === 1) return [{ ...base, value: numbers[0]!, ...measure }];
        return [{ ...base, minValue: numbers[0]!, maxValue: numbers[1]!, ...measure }];
      }
      case "choice": {
        const text = label(value.option);
        return text ? [{ ...base, value: text }] : [];
      }
      case "choices": {
        // In the field's order, as the table lists them.
        const texts = (field.options ?? [])
          .filter((option) => value.options?.includes(option.id))
          .map((option) => option.label[locale] || option.label.en);
        return texts.length ? [{ ...base, value: texts.join(", ") }] : [];
      }
      case "boolean":
        return value.flag === undefined ? [] : [{ ...base, value: value.flag }];
      case "text": {
        const text = value.text?.[locale] || value.text?.en;
        return text ? [{ ...base, value: text }] : [];
      }
    }
  });
}
