// A product's specification values in the content editor: the fields of its category (its
// newest version), each in the shape of its kind (spec-form.ts): a number or a range with a
// unit of its quantity, one of a list as a select with "not given" first, several as
// checkboxes, yes or no as radio buttons with "not given", a text in English and Spanish.
// Without JavaScript the fields are those of the category the product was opened with; with
// it, choosing another category shows that one's fields (the previous one's values are then
// not posted: the hint says they are dropped).
import { useEffect, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { CheckboxField, SelectField } from "~/components/ui/choice-fields";
import { FieldError, LABEL_LOOKS, TextField } from "~/components/ui/form-field";
import { useI18n } from "~/i18n/i18n-context";
import type { SpecFieldData } from "~/lib/content/schemas";
import { fieldId, fieldName } from "../content-form";
import {
  chosenUnit,
  describeSpecValue,
  fieldUnitSymbol,
  fittingValue,
  numberText,
  staleSpecValues,
  unitChoices,
  type SpecFormValue,
  type SpecsFieldSpec,
} from "../spec-form";
import { useFields } from "./fields-context";

export function SpecsField({
  spec,
  path,
  value,
  category,
  label,
}: {
  spec: SpecsFieldSpec;
  path: string[];
  value: unknown;
  /** The product's category as the form holds it (the sibling field `spec.category`). */
  category: unknown;
  label: string;
}) {
  const { t } = useI18n();
  const { errors } = useFields();
  const name = fieldName(path);
  const id = fieldId(path);
  const categoryControl = fieldId([...path.slice(0, -1), spec.category]);
  const saved = typeof category === "string" ? category : "";
  const [chosen, setChosen] = useState(saved);
  // The category's select is another field of the form: its changes are followed here.
  useEffect(() => {
    const select = document.getElementById(categoryControl);
    if (!(select instanceof HTMLSelectElement)) return;
    const follow = () => setChosen(select.value);
    select.addEventListener("change", follow);
    return () => select.removeEventListener("change", follow);
  }, [categoryControl]);
  const fields = spec.byCategory[chosen] ?? [];
  const values = Array.isArray(value) ? (value as SpecFormValue[]) : [];
  // Values the fields no longer take are listed while the category is the one they were given in.
  const stale = chosen === saved ? staleSpecValues(fields, values) : [];
  const words = { yes: t("specsEditor.yes"), no: t("specsEditor.no") };
  const error = errors[name];

  return (
    <fieldset
      id={id}
      className="flex min-w-0 flex-col gap-4 rounded-lg p-3 ring-1 ring-slate-200 sm:p-4"
      data-field={name}
      data-specs-category={chosen}
      aria-describedby={[`${id}-hint`, `${id}-category-hint`, error && `${id}-error`]
        .filter(Boolean)
        .join(" ")}
    >
      <legend className="px-1 text-base font-bold text-slate-900">{label}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t("specsEditor.specsHint")}
      </p>
      <p id={`${id}-category-hint`} className="text-sm text-slate-600">
        {t("specsEditor.categoryHint")}
      </p>
      <FieldError id={id} error={error} />
      {stale.length > 0 ? (
        <div className="rounded-md bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200" data-stale-specs>
          <p className="font-semibold">{t("specsEditor.staleTitle")}</p>
          <p className="mt-1 text-sm">{t("specsEditor.staleText")}</p>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {stale.map((entry, index) => (
              <li key={`${entry.field}-${index}`} className="break-words">
                <code>{entry.field}</code>: {describeSpecValue(entry, spec.locale, words)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {fields.length === 0 ? (
        <p className="text-sm text-slate-800">{t("specsEditor.noFields")}</p>
      ) : (
        fields.map((field) => (
          <SpecValueField
            // Another category's fields are new controls, not the previous ones refilled.
            key={`${chosen}:${field.id}`}
            field={field}
            value={fittingValue(field, values)}
            index={values.findIndex((entry) => entry.field === field.id)}
            path={path}
            locale={spec.locale}
          />
        ))
      )}
    </fieldset>
  );
}

/** One field's value: its controls under the field's name (with its unit). */
function SpecValueField({
  field,
  value,
  index,
  path,
  locale,
}: {
  field: SpecFieldData;
  value: SpecFormValue | undefined;
  /** The value's place among the product's values (its "Spanish missing" flag is by place). */
  index: number;
  path: string[];
  locale: "en" | "es";
}) {
  const { t } = useI18n();
  const { errors, missing } = useFields();
  const at = [...path, field.id];
  const id = fieldId(at);
  const name = fieldName(at);
  const part = (...parts: string[]) => ({
    id: fieldId([...at, ...parts]),
    name: fieldName([...at, ...parts]),
  });
  const errorOf = (...parts: string[]) => errors[fieldName([...at, ...parts])];
  const own = errors[name];
  const symbol = fieldUnitSymbol(field);
  const title = `${field.name[locale] || field.name.en}${symbol ? ` (${symbol})` : ""}`;
  const legend = <legend className={LABEL_LOOKS.heading}>{title}</legend>;
  const groupProps = {
    id,
    "data-spec-field": field.id,
    "aria-describedby": own ? `${id}-error` : undefined,
    className: "flex min-w-0 flex-col gap-2",
  };

  switch (field.kind) {
    case "number":
    case "range": {
      const units = unitChoices(field, value?.unit);
      const unit = chosenUnit(field, value);
      const numbers: Array<["value" | "min" | "max", string]> =
        field.kind === "number"
          ? [["value", t("specsEditor.value")]]
          : [
              ["min", t("specsEditor.minimum")],
              ["max", t("specsEditor.maximum")],
            ];
      return (
        <fieldset {...groupProps}>
          {legend}
          <FieldError id={id} error={own} />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {numbers.map(([property, words]) => (
              <TextField
                key={property}
                {...part(property)}
                label={words}
                labelLook="quiet"
                error={errorOf(property)}
                defaultValue={numberText(value?.[property], locale)}
                type="text"
                inputMode="decimal"
                autoComplete="off"
              />
            ))}
            {units.length > 1 ? (
              <SelectField
                {...part("unit")}
                label={t("specsEditor.unit")}
                labelLook="quiet"
                error={errorOf("unit")}
                defaultValue={unit}
                options={units.map((choice) => ({
                  value: choice.id,
                  label: choice.symbol || t("specsEditor.noUnit"),
                }))}
              />
            ) : units.length === 1 ? (
              <input type="hidden" name={part("unit").name} value={unit} />
            ) : null}
          </div>
        </fieldset>
      );
    }
    case "choice":
      return (
        <div id={id} data-spec-field={field.id}>
          <SelectField
            {...part("option")}
            label={title}
            error={errorOf("option") ?? own}
            defaultValue={value?.option ?? ""}
            className="max-w-xl"
            options={[
              { value: "", label: t("specsEditor.notGiven") },
              ...(field.options ?? []).map((option) => ({
                value: option.id,
                label: option.label[locale] || option.label.en,
              })),
            ]}
          />
        </div>
      );
    case "choices": {
      const error = errorOf("options") ?? own;
      return (
        <fieldset {...groupProps} aria-describedby={error ? `${id}-error` : undefined}>
          {legend}
          <FieldError id={id} error={error} />
          <div className="flex flex-wrap gap-x-6">
            {(field.options ?? []).map((option) => (
              <CheckboxField
                key={option.id}
                {...part("options", option.id)}
                label={option.label[locale] || option.label.en}
                defaultChecked={value?.options?.includes(option.id) ?? false}
              />
            ))}
          </div>
        </fieldset>
      );
    }
    case "boolean": {
      const error = errorOf("flag") ?? own;
      const current = value?.flag === true ? "yes" : value?.flag === false ? "no" : "";
      return (
        <fieldset {...groupProps} aria-describedby={error ? `${id}-error` : undefined}>
          {legend}
          <FieldError id={id} error={error} />
          <div className="flex flex-wrap gap-x-4">
            {(
              [
                ["yes", t("specsEditor.yes")],
                ["no", t("specsEditor.no")],
                ["", t("specsEditor.notGiven")],
              ] as const
            ).map(([choice, words]) => (
              <label key={choice} className="inline-flex min-h-10 items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name={part("flag").name}
                  value={choice}
                  defaultChecked={choice === current}
                  className="size-4 shrink-0 accent-brand-700"
                />
                {words}
              </label>
            ))}
          </div>
        </fieldset>
      );
    }
    case "text": {
      const flagged = index >= 0 && missing.has(fieldName([...path, String(index), "text"]));
      return (
        <fieldset {...groupProps}>
          {legend}
          <FieldError id={id} error={own} />
          <div className="grid gap-3 sm:grid-cols-2">
            {(["en", "es"] as const).map((language) => {
              const control = part("text", language);
              const flag = language === "es" && flagged;
              return (
                <TextField
                  key={language}
                  {...control}
                  lang={language}
                  label={t(language === "en" ? "specsEditor.english" : "specsEditor.spanish")}
                  labelLook="quiet"
                  error={errorOf("text", language)}
                  defaultValue={value?.text?.[language] ?? ""}
                  type="text"
                  autoComplete="off"
                  aside={
                    flag ? (
                      <Badge tone="warning" id={`${control.id}-missing`} data-missing-spanish>
                        {t("contentEditor.spanishMissingFlag")}
                      </Badge>
                    ) : undefined
                  }
                  also={[flag && `${control.id}-missing`]}
                />
              );
            })}
          </div>
        </fieldset>
      );
    }
  }
}
