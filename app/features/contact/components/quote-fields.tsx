// The quote request's own part of the contact form (ADR 026): a note per product, the
// project data and the files. State lives in the contact form; this only draws it.
import { useId } from "react";
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

const inputClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-md border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${invalid ? "border-red-600" : "border-slate-300"}`;

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
  const text = (field: "sector" | "location" | "timeline" | "budget", max: number, hidden = false) => {
    const errorId = `${id}-${field}-error`;
    const invalid = Boolean(errors[field]?.length);
    return hidden ? null : (
      <div>
        <label htmlFor={`${id}-${field}`} className="block text-sm font-semibold text-slate-800">
          {t(`quote.${field}`)} <span className="font-normal text-slate-600">({t("quote.optional")})</span>
        </label>
        <input
          id={`${id}-${field}`}
          name={field}
          maxLength={max}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={inputClass(invalid)}
        />
        {invalid ? (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
            {errors[field]!.join(" ")}
          </p>
        ) : null}
      </div>
    );
  };

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
              <label htmlFor={`${id}-note-${index}`} className="mt-2 block text-sm text-slate-700">
                {t("quote.noteFor", { product: item.name })}{" "}
                <span className="text-slate-600">({t("quote.optional")})</span>
              </label>
              <textarea
                id={`${id}-note-${index}`}
                rows={2}
                maxLength={options.limits.noteMax}
                value={values.notes[item.productId] ?? ""}
                onChange={(event) =>
                  onChange({ ...values, notes: { ...values.notes, [item.productId]: event.target.value } })
                }
                aria-invalid={itemErrors[index]?.length ? true : undefined}
                aria-describedby={itemErrors[index]?.length ? `${id}-note-${index}-error` : undefined}
                className={inputClass(Boolean(itemErrors[index]?.length))}
              />
              {itemErrors[index]?.length ? (
                <p id={`${id}-note-${index}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                  {itemErrors[index].join(" ")}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        {errors.items?.length ? (
          <p className="mt-2 text-sm font-medium text-red-700">{errors.items.join(" ")}</p>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="text-lg font-bold text-slate-900">{t("quote.projectTitle")}</legend>
        <div>
          <label htmlFor={`${id}-application`} className="block text-sm font-semibold text-slate-800">
            {t("quote.application")}{" "}
            <span className="font-normal text-slate-600">({t("quote.optional")})</span>
          </label>
          <select
            id={`${id}-application`}
            name="application"
            value={values.application}
            onChange={(event) => set("application", event.target.value)}
            className={inputClass(Boolean(errors.application?.length))}
          >
            <option value="">{t("quote.applicationNone")}</option>
            {options.applications.map((application) => (
              <option key={application} value={application}>
                {t(`quote.applications.${application as "municipal" | "industrial" | "private"}`)}
              </option>
            ))}
          </select>
        </div>
        {text("sector", options.limits.sectorMax, values.application !== "industrial")}
        <div>
          <label htmlFor={`${id}-flow`} className="block text-sm font-semibold text-slate-800">
            {t("quote.flow")} <span className="font-normal text-slate-600">({t("quote.optional")})</span>
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-flow`}
              name="flow"
              type="number"
              min="0"
              step="any"
              inputMode="decimal"
              value={values.flow}
              onChange={(event) => set("flow", event.target.value)}
              aria-invalid={errors.flow?.length ? true : undefined}
              aria-describedby={
                errors.flow?.length || errors.flowUnit?.length ? `${id}-flow-error` : undefined
              }
              className={inputClass(Boolean(errors.flow?.length))}
            />
            <select
              name="flowUnit"
              aria-label={t("quote.flowUnit")}
              value={values.flowUnit}
              onChange={(event) => set("flowUnit", event.target.value)}
              aria-invalid={errors.flowUnit?.length ? true : undefined}
              className={`${inputClass(Boolean(errors.flowUnit?.length))} w-32`}
            >
              <option value="">{t("quote.flowUnitNone")}</option>
              {options.flowUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {unit.replace("m3", "m³")}
                </option>
              ))}
            </select>
          </div>
          {errors.flow?.length || errors.flowUnit?.length ? (
            <p id={`${id}-flow-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {[...(errors.flow ?? []), ...(errors.flowUnit ?? [])].join(" ")}
            </p>
          ) : null}
        </div>
        {text("location", options.limits.locationMax)}
        {text("timeline", options.limits.timelineMax)}
        {text("budget", options.limits.budgetMax)}
      </fieldset>

      <fieldset className="sm:col-span-2">
        <legend className="text-lg font-bold text-slate-900">{t("quote.filesTitle")}</legend>
        <p id={`${id}-files-hint`} className="text-sm text-slate-600">
          {t("quote.filesHint", { count: options.limits.filesMax })}
        </p>
        <label htmlFor={`${id}-files`} className="mt-2 block text-sm font-semibold text-slate-800">
          {t("quote.chooseFiles")}
        </label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={options.accept}
          aria-describedby={`${id}-files-hint`}
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
          className="mt-1.5 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
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
