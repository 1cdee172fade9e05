// The quote request's own part of the contact form (ADR 026): a note per product, the
// project data and the files. State lives in the contact form; this only draws it.
import { useId } from "react";
import { controlClass, Field, TextField, withLook } from "~/components/ui/form-field";
import { FileField, SelectField } from "~/components/ui/choice-fields";
import { useI18n } from "~/i18n/i18n-context";
import type { QuoteProjectField } from "../quote-project-fields";

export interface QuoteFormOptions {
  items: Array<{ productId: string; name: string; quantity: number }>;
  applications: string[];
  flowUnits: string[];
  accept: string;
  limits: {
    noteMax: number;
    sectorMax: number;
    locationMax: number;
    timelineMax: number;
    budgetMax: number;
    filesMax: number;
    fileBytesMax: number;
  };
}

/** The products' notes and the project fields, as typed. */
export type QuoteValues = { notes: Record<string, string> } & Record<QuoteProjectField, string>;

export const emptyQuoteValues = (): QuoteValues => ({
  notes: {},
  application: "",
  sector: "",
  flow: "",
  flowUnit: "",
  location: "",
  timeline: "",
  budget: "",
});

export function QuoteFields({
  options,
  values,
  errors,
  itemErrors,
  files,
  fileErrors,
  onChange,
  onFiles,
  onRemoveFile,
}: {
  options: QuoteFormOptions;
  values: QuoteValues;
  errors: Partial<Record<string, string[]>>;
  itemErrors: Record<number, string[]>;
  files: File[];
  fileErrors: Record<number, string>;
  onChange: (values: QuoteValues) => void;
  onFiles: (files: File[]) => void;
  onRemoveFile: (index: number) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const set = (field: Exclude<keyof QuoteValues, "notes">, value: string) =>
    onChange({ ...values, [field]: value });
  // A project field is optional: its label says so.
  const optional = (label: string) => (
    <>
      {label} <span className="font-normal text-slate-600">({t("quote.optional")})</span>
    </>
  );
  const text = (field: "sector" | "location" | "timeline" | "budget", max: number, hidden = false) =>
    hidden ? null : (
      <TextField
        id={`${id}-${field}`}
        label={optional(t(`quote.${field}`))}
        error={errors[field]}
        name={field}
        maxLength={max}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    );

  return (
    <>
      <fieldset className="sm:col-span-2">
        <legend className="text-lg font-bold text-slate-900">{t("quote.productsTitle")}</legend>
        <ul className="mt-3 grid gap-4">
          {options.items.map((item, index) => (
            <li key={item.productId} className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
              <p className="font-semibold text-slate-900">
                {t("quote.itemLine", { quantity: item.quantity, product: item.name })}
              </p>
              <TextField
                multiline
                id={`${id}-note-${index}`}
                className="mt-2"
                label={
                  <>
                    {t("quote.noteFor", { product: item.name })}{" "}
                    <span className="text-slate-600">({t("quote.optional")})</span>
                  </>
                }
                labelLook="quiet"
                error={itemErrors[index]}
                rows={2}
                maxLength={options.limits.noteMax}
                value={values.notes[item.productId] ?? ""}
                onChange={(event) =>
                  onChange({ ...values, notes: { ...values.notes, [item.productId]: event.target.value } })
                }
              />
            </li>
          ))}
        </ul>
        {errors.items?.length ? (
          <p className="mt-2 text-sm font-medium text-red-700">{errors.items.join(" ")}</p>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="text-lg font-bold text-slate-900">{t("quote.projectTitle")}</legend>
        <SelectField
          id={`${id}-application`}
          label={optional(t("quote.application"))}
          error={errors.application}
          name="application"
          value={values.application}
          onChange={(event) => set("application", event.target.value)}
          options={[
            { value: "", label: t("quote.applicationNone") },
            ...options.applications.map((application) => ({
              value: application,
              label: t(`quote.applications.${application as "municipal" | "industrial" | "private"}`),
            })),
          ]}
        />
        {text("sector", options.limits.sectorMax, values.application !== "industrial")}
        <Field
          id={`${id}-flow`}
          label={optional(t("quote.flow"))}
          error={[...(errors.flow ?? []), ...(errors.flowUnit ?? [])]}
        >
          {(control) => (
            <div className="flex gap-2">
              <input
                {...control}
                aria-invalid={errors.flow?.length ? true : undefined}
                name="flow"
                type="number"
                min="0"
                step="any"
                inputMode="decimal"
                value={values.flow}
                onChange={(event) => set("flow", event.target.value)}
                className={controlClass}
              />
              <select
                name="flowUnit"
                aria-label={t("quote.flowUnit")}
                value={values.flowUnit}
                onChange={(event) => set("flowUnit", event.target.value)}
                aria-invalid={errors.flowUnit?.length ? true : undefined}
                aria-describedby={errors.flowUnit?.length ? `${id}-flow-error` : undefined}
                className={withLook("w-32 shrink-0")}
              >
                <option value="">{t("quote.flowUnitNone")}</option>
                {options.flowUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit.replace("m3", "m³")}
                  </option>
                ))}
              </select>
            </div>
          )}
        </Field>
        {text("location", options.limits.locationMax)}
        {text("timeline", options.limits.timelineMax)}
        {text("budget", options.limits.budgetMax)}
      </fieldset>

      <fieldset className="sm:col-span-2">
        <legend className="text-lg font-bold text-slate-900">{t("quote.filesTitle")}</legend>
        <FileField
          id={`${id}-files`}
          className="mt-2"
          label={t("quote.chooseFiles")}
          hint={t("quote.filesHint", { count: options.limits.filesMax })}
          multiple
          accept={options.accept}
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
        {files.length > 0 ? (
          <ul className="mt-3 grid gap-2" data-quote-files>
            {files.map((file, index) => (
              <li
                key={`${file.name}-${index}`}
                className="rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="break-all text-slate-800">
                    {file.name} ({(file.size / 1_000_000).toFixed(1)} MB)
                  </span>
                  <button
                    type="button"
                    onClick={() => onRemoveFile(index)}
                    className="rounded-md px-2 py-1 text-sm font-semibold text-red-800 ring-1 ring-red-700 hover:bg-red-50"
                  >
                    {t("quote.removeFile")}
                    <span className="sr-only"> ({file.name})</span>
                  </button>
                </div>
                {fileErrors[index] ? (
                  <p className="mt-1 text-sm font-medium text-red-700" data-file-error>
                    {fileErrors[index]}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
    </>
  );
}
