// A product's specification values in the content editor's form. The form shows the fields of
// the product's category (not the values' own shape): a number or a range with a unit of the
// field's quantity, one of a list as a select, several as checkboxes, yes or no as radio
// buttons, a text in English and Spanish. Each control is named by the field's key
// (`specs.flow.value`, `specs.flow.unit`, `specs.material.option`, `specs.coatings.options.epoxy`,
// `specs.sealed.flag`, `specs.notes.text.es`), so that a value stays with its field whatever
// the order of the values, and the form posts as a plain HTML form. Client-safe.
import type { Locale } from "~/i18n/locales";
import type { SpecFieldData, SpecValueData } from "~/lib/content/schemas";
import { parseLocaleNumber } from "~/lib/specs/numbers";
import { quantityOfUnit, unitById, unitsOf } from "~/lib/specs/units";

/**
 * The form of a product's values: the fields of each category by its key, and the sibling field
 * that names the product's category. `locale`: the language numbers are typed in (the editor's).
 */
export interface SpecsFieldSpec {
  kind: "specs";
  category: string;
  byCategory: Record<string, SpecFieldData[]>;
  locale: Locale;
}

/**
 * A value as the form holds it: a number may still be the text typed (not a number, which the
 * schema refuses and the form shows again as typed).
 */
export type SpecFormValue = Omit<SpecValueData, "value" | "min" | "max"> & {
  value?: number | string;
  min?: number | string;
  max?: number | string;
};

type Read = (name: string) => string | undefined;

/** The flag's words in the form: a radio button each, and none for "not given". */
const FLAG_VALUE = { yes: true, no: false } as const;

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A number as the form shows it: with the editor's language's decimal mark and no grouping
 * (`1234,5` / `1234.5`), which that language reads back as the same number; a text that was
 * typed (and is no number) as it was typed.
 */
export function numberText(value: unknown, locale: Locale): string {
  if (typeof value === "string") return value;
  if (typeof value !== "number" || !Number.isFinite(value)) return "";
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-US", {
      useGrouping: false,
      maximumFractionDigits: 20,
    });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * The units a field's value may be entered in: its quantity's, the field's own first; and the
 * value's own first when it is another (the field's quantity changed, or a unit sent that is
 * not the field's), so that the form shows what was given beside its error.
 */
export function unitChoices(field: SpecFieldData, current?: string): { id: string; symbol: string }[] {
  if (!field.measure) return [];
  const units = unitsOf(field.measure, field.unit).map((unit) => ({ id: unit.id, symbol: unit.symbol }));
  if (current && !units.some((unit) => unit.id === current))
    units.unshift({ id: current, symbol: unitById(current)?.symbol ?? current });
  return units;
}

/** The unit a value's select starts on: the value's own, else the field's. */
export const chosenUnit = (field: SpecFieldData, value: SpecFormValue | undefined) =>
  value?.unit || field.unit || unitChoices(field)[0]?.id || "";

/** The symbol written beside a field's name: its unit's (none for a count or a field without a unit). */
export const fieldUnitSymbol = (field: SpecFieldData) =>
  field.unit && (field.kind === "number" || field.kind === "range") ? unitById(field.unit)?.symbol || "" : "";

/** A value's number as typed in the editor's language: the number, or the text when it is none. */
function readNumberText(typed: string, locale: Locale, forSave: boolean): number | string {
  if (!forSave) return typed;
  const parsed = parseLocaleNumber(typed, locale);
  return parsed.ok ? parsed.value : typed.trim();
}

/**
 * The values posted for `fields` (under `base`, `specs`): a field left empty has none (the
 * page says "on request"). `forSave`: numbers read in `locale` (what is no number is kept as
 * typed, for the schema to refuse) and texts trimmed; otherwise (a list being rearranged, work
 * kept in the browser) everything as typed. Controls of fields the category does not have are
 * not read: changing the category drops the previous one's values.
 */
export function specValuesFromForm(
  fields: readonly SpecFieldData[],
  read: Read,
  base: string,
  locale: Locale,
  forSave: boolean,
): SpecFormValue[] {
  const values: SpecFormValue[] = [];
  for (const field of fields) {
    const at = (...parts: string[]) => read([base, field.id, ...parts].join(".")) ?? "";
    const unit = at("unit").trim();
    const withUnit = unit ? { unit } : {};
    switch (field.kind) {
      case "number": {
        const typed = at("value");
        if (typed.trim() === "") break;
        values.push({ field: field.id, value: readNumberText(typed, locale, forSave), ...withUnit });
        break;
      }
      case "range": {
        const min = at("min");
        const max = at("max");
        if (min.trim() === "" && max.trim() === "") break;
        values.push({
          field: field.id,
          ...(min.trim() !== "" ? { min: readNumberText(min, locale, forSave) } : {}),
          ...(max.trim() !== "" ? { max: readNumberText(max, locale, forSave) } : {}),
          ...withUnit,
        });
        break;
      }
      case "choice": {
        const option = at("option").trim();
        if (option !== "") values.push({ field: field.id, option });
        break;
      }
      case "choices": {
        const options = (field.options ?? [])
          .filter((option) => ["on", "1"].includes(at("options", option.id)))
          .map((option) => option.id);
        if (options.length > 0) values.push({ field: field.id, options });
        break;
      }
      case "boolean": {
        const flag = at("flag");
        if (flag === "yes" || flag === "no") values.push({ field: field.id, flag: FLAG_VALUE[flag] });
        break;
      }
      case "text": {
        const en = forSave ? at("text", "en").trim() : at("text", "en");
        const es = forSave ? at("text", "es").trim() : at("text", "es");
        if (en.trim() !== "" || es.trim() !== "") values.push({ field: field.id, text: { en, es } });
        break;
      }
    }
  }
  return values;
}

/**
 * The values posted in their own shape, for a category whose fields the form was not made with
 * (a form made without the categories): each field's kind read from its controls' names.
 */
export function postedSpecValues(
  read: Read,
  names: readonly string[],
  base: string,
  locale: Locale,
  forSave: boolean,
): SpecFormValue[] {
  const controls = new Map<string, string[]>();
  for (const name of names) {
    if (!name.startsWith(`${base}.`)) continue;
    const [id, ...rest] = name.slice(base.length + 1).split(".");
    if (id && rest.length > 0) controls.set(id, [...(controls.get(id) ?? []), rest.join(".")]);
  }
  const fields = [...controls].map(([id, parts]): SpecFieldData => {
    const has = (part: string) => parts.some((name) => name === part || name.startsWith(`${part}.`));
    const kind =
      has("min") || has("max")
        ? "range"
        : has("value")
          ? "number"
          : has("option")
            ? "choice"
            : has("options")
              ? "choices"
              : has("flag")
                ? "boolean"
                : "text";
    const unit = read([base, id, "unit"].join("."));
    const measure = unit ? quantityOfUnit(unit) : undefined;
    const options = parts
      .filter((name) => name.startsWith("options."))
      .map((name) => name.slice("options.".length));
    return {
      id,
      name: { en: id, es: "" },
      kind,
      ...(measure ? { measure } : {}),
      ...(kind === "choices"
        ? { options: options.map((option) => ({ id: option, label: { en: option, es: "" } })) }
        : {}),
    };
  });
  return specValuesFromForm(fields, read, base, locale, forSave);
}

/** What the form posts for one field holding `value` (a select and a radio button always post one). */
function fieldEntries(field: SpecFieldData, value: SpecFormValue | undefined, base: string, locale: Locale) {
  const name = (...parts: string[]) => [base, field.id, ...parts].join(".");
  const entries: [string, string][] = [];
  switch (field.kind) {
    case "number":
      entries.push([name("value"), numberText(value?.value, locale)]);
      if (field.measure) entries.push([name("unit"), chosenUnit(field, value)]);
      break;
    case "range":
      entries.push(
        [name("min"), numberText(value?.min, locale)],
        [name("max"), numberText(value?.max, locale)],
      );
      if (field.measure) entries.push([name("unit"), chosenUnit(field, value)]);
      break;
    case "choice":
      entries.push([name("option"), value?.option ?? ""]);
      break;
    case "choices":
      for (const option of field.options ?? [])
        if (value?.options?.includes(option.id)) entries.push([name("options", option.id), "on"]);
      break;
    case "boolean":
      entries.push([name("flag"), value?.flag === true ? "yes" : value?.flag === false ? "no" : ""]);
      break;
    case "text":
      entries.push([name("text", "en"), value?.text?.en ?? ""], [name("text", "es"), value?.text?.es ?? ""]);
      break;
  }
  return entries;
}

/** The kind of field a value's shape is (for a value whose category's fields are not known). */
function kindOfValue(value: SpecFormValue): SpecFieldData["kind"] {
  if (value.min !== undefined || value.max !== undefined) return "range";
  if (value.value !== undefined) return "number";
  if (value.option !== undefined) return "choice";
  if (value.options !== undefined) return "choices";
  if (value.flag !== undefined) return "boolean";
  return "text";
}

/**
 * Every control of the values' form with what it holds, as the page posts it: the fields of
 * the category when they are known, else (a form made without the categories, as a script
 * or a test makes it) a control per value, in the shape of the value.
 */
export function specEntries(
  spec: SpecsFieldSpec,
  data: unknown,
  category: unknown,
  base: string,
): [string, string][] {
  const values = (Array.isArray(data) ? data : []) as SpecFormValue[];
  const fields = typeof category === "string" ? spec.byCategory[category] : undefined;
  if (fields)
    return fields.flatMap((field) => fieldEntries(field, fittingValue(field, values), base, spec.locale));
  return values.flatMap((value) => {
    const kind = kindOfValue(value);
    const measure = value.unit ? quantityOfUnit(value.unit) : undefined;
    const field: SpecFieldData = {
      id: value.field,
      name: { en: value.field, es: "" },
      kind,
      ...(measure ? { measure, unit: value.unit } : {}),
      ...(kind === "choices"
        ? { options: (value.options ?? []).map((id) => ({ id, label: { en: id, es: "" } })) }
        : {}),
    };
    return fieldEntries(field, value, base, spec.locale);
  });
}

/**
 * A field's value among a product's values, as far as the field takes it: none when its shape
 * is of another kind (the field's kind changed) or its option is no longer listed; of several
 * options, the listed ones. A number in a unit of another quantity is kept, with its unit,
 * for the editor to correct (saving refuses it).
 */
export function fittingValue(field: SpecFieldData, data: unknown): SpecFormValue | undefined {
  const values = (Array.isArray(data) ? data : []) as SpecFormValue[];
  const value = values.find((candidate) => candidate.field === field.id);
  if (!value || kindOfValue(value) !== field.kind) return undefined;
  const listed = new Set((field.options ?? []).map((option) => option.id));
  if (field.kind === "choice") return value.option && listed.has(value.option) ? value : undefined;
  if (field.kind === "choices") {
    const options = (value.options ?? []).filter((option) => listed.has(option));
    return options.length > 0 ? { ...value, options } : undefined;
  }
  return value;
}

/**
 * What of a product's values the category's fields no longer take (`fittingValue`): the
 * values of a field it no longer has or whose kind changed, and options no longer listed. The page does not show them and the form does not hold them, so saving drops them;
 * the editor lists them above the fields, for the editor to enter again what still applies.
 */
export function staleSpecValues(fields: readonly SpecFieldData[], data: unknown): SpecFormValue[] {
  const values = (Array.isArray(data) ? data : []) as SpecFormValue[];
  return values.flatMap((value) => {
    const field = fields.find((candidate) => candidate.id === value.field);
    const fitting = field ? fittingValue(field, [value]) : undefined;
    if (!fitting) return [value];
    if (field?.kind !== "choices") return [];
    const dropped = (value.options ?? []).filter((option) => !fitting.options?.includes(option));
    return dropped.length > 0 ? [{ ...value, options: dropped }] : [];
  });
}

/** A value in a few words, for the list of values the fields no longer take. */
export function describeSpecValue(
  value: SpecFormValue,
  locale: Locale,
  words: { yes: string; no: string },
): string {
  const unit = value.unit ? (unitById(value.unit)?.symbol ?? value.unit) : "";
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  switch (kindOfValue(value)) {
    case "number":
      return withUnit(numberText(value.value, locale));
    case "range":
      return withUnit(`${numberText(value.min, locale)} – ${numberText(value.max, locale)}`);
    case "choice":
      return value.option ?? "";
    case "choices":
      return (value.options ?? []).join(", ");
    case "boolean":
      return value.flag ? words.yes : words.no;
    case "text":
      return value.text?.[locale] || value.text?.en || "";
  }
}
