// The fields of a content form, rendered from its description (content-form.ts): each
// control named by its path, its label, its error and its "Spanish missing" flag tied to
// it. Paragraphs get a rich-text field per language (a text area without script). A list's add / remove / move buttons submit the form (`intent=list:…`): the server
// sends the form back rearranged, so they work without script too.
import { useState, type DragEvent } from "react";
import { ProseField } from "~/components/rich-text/prose-field";
import { RichTextField } from "~/components/rich-text/rich-text-field";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Field, FieldError, TextField } from "~/components/ui/form-field";
import { CheckboxField, SelectField } from "~/components/ui/choice-fields";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { choiceLabel, contentFieldLabel } from "~/lib/content/field-labels";
import type { MessageKey } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";
import { emptyValue, fieldId, fieldName, PRESENT, valueAt, type FieldSpec } from "../content-form";
import { MediaField } from "~/components/media-field";
import { FieldsProvider, useFields } from "./fields-context";
import { SpecsField } from "./spec-fields";

export { FieldsProvider };

function useLabel() {
  const { locale } = useI18n();
  return (name: string) => contentFieldLabel(name, locale);
}

function MissingFlag({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <Badge tone="warning" id={`${id}-missing`} data-missing-spanish>
      {t("contentEditor.spanishMissingFlag")}
    </Badge>
  );
}

function ListButton({
  op,
  label,
  variant = "secondary",
}: {
  op: string;
  label: string;
  variant?: "secondary" | "ghost";
}) {
  const { disabled } = useFields();
  return (
    <button
      type="submit"
      name="intent"
      value={`list:${op}`}
      formNoValidate
      disabled={disabled}
      className={cn(buttonVariants({ variant, size: "sm" }), "whitespace-normal")}
    >
      {label}
    </button>
  );
}

/** Up, down and remove for one entry of a list. */
function EntryButtons({
  path,
  index,
  count,
  label,
}: {
  path: string[];
  index: number;
  count: number;
  label: string;
}) {
  const { t } = useI18n();
  const at = fieldName([...path, String(index)]);
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
      {index > 0 ? (
        <ListButton op={`up:${at}`} label={`${t("contentEditor.moveUp")}: ${label}`} variant="ghost" />
      ) : null}
      {index < count - 1 ? (
        <ListButton op={`down:${at}`} label={`${t("contentEditor.moveDown")}: ${label}`} variant="ghost" />
      ) : null}
      <ListButton op={`remove:${at}`} label={`${t("contentEditor.remove")}: ${label}`} variant="ghost" />
    </div>
  );
}

/**
 * Moving a list's entry by dragging it onto another: the form is submitted with
 * `intent=list:move:PATH.FROM.TO`, as the up and down buttons submit theirs (which stay the
 * keyboard's way), and the server sends it back rearranged.
 */
function useDragToMove(name: string, disabled: boolean) {
  const [over, setOver] = useState<number>();
  // Draggable only once this code runs: a drag begun on the server's HTML would be dropped on
  // nothing that moves it (the up and down buttons work without it).
  const hydrated = useHydrated();
  // The dragged entry travels with the drag itself (its list and index), not in React state.
  const TYPE = "application/x-content-entry";
  return (index: number) => ({
    draggable: hydrated && !disabled,
    "data-drop-target": over === index ? true : undefined,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest("input, textarea, select, [contenteditable=true]")) return;
      event.stopPropagation();
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData(TYPE, `${name}:${index}`);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!event.dataTransfer.types.includes(TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      if (over !== index) setOver(index);
    },
    onDragLeave: () => setOver(undefined),
    onDrop: (event: DragEvent<HTMLElement>) => {
      const [list, from] = event.dataTransfer.getData(TYPE).split(":");
      setOver(undefined);
      if (list !== name || from === undefined || Number(from) === index) return;
      event.preventDefault();
      event.stopPropagation();
      const form = event.currentTarget.closest("form");
      if (!form) return;
      const submitter = document.createElement("button");
      submitter.type = "submit";
      submitter.name = "intent";
      submitter.value = `list:move:${name}.${from}.${index}`;
      submitter.formNoValidate = true;
      submitter.hidden = true;
      form.append(submitter);
      form.requestSubmit(submitter);
      submitter.remove();
    },
  });
}

/**
 * A choice's options with their words in the editor's language: the names the spec gives (a
 * product's, a country's), else the choice's labels.
 * A value not among the options (an item since removed) is kept first, so nothing is lost.
 */
function choiceOptions(
  spec: Extract<FieldSpec, { kind: "choice" }>,
  field: string,
  current: string,
  locale: Locale,
): { value: string; label: string }[] {
  const labelOf = (option: string) => spec.labels?.[option]?.[locale] || choiceLabel(field, option, locale);
  const options = (spec.order?.[locale] ?? spec.options).map((option) => ({
    value: option,
    label: labelOf(option),
  }));
  return current && !spec.options.includes(current)
    ? [{ value: current, label: labelOf(current) }, ...options]
    : options;
}

/** The hints of a category's specification fields: of their list, and of each one's parts. */
const SPEC_FIELD_HINTS: Record<string, MessageKey> = {
  id: "specsEditor.idHint",
  kind: "specsEditor.kindHint",
  measure: "specsEditor.measureHint",
  unit: "specsEditor.unitHint",
  options: "specsEditor.optionsHint",
  filterable: "specsEditor.filterableHint",
};

/** What to write in a field, where the editor says more than its label (a specification field's parts). */
function hintKey(path: readonly string[]): MessageKey | undefined {
  if (path[0] !== "specFields") return undefined;
  if (path.length === 1) return "specsEditor.fieldsHint";
  if (path.length === 3 && /^\d+$/.test(path[1]!)) return SPEC_FIELD_HINTS[path[2]!];
  return undefined;
}

/** One field of the form (and, for a group or list, the fields inside it). */
export function ContentField({
  spec,
  path,
  value,
  label,
}: {
  spec: FieldSpec;
  path: string[];
  value: unknown;
  label: string;
}) {
  const { t, locale } = useI18n();
  const labelOf = useLabel();
  const { errors, missing, disabled, library } = useFields();
  const name = fieldName(path);
  const id = fieldId(path);
  const error = errors[name];
  const dragProps = useDragToMove(name, disabled);
  const hintName = hintKey(path);
  const hint = hintName ? t(hintName) : undefined;

  switch (spec.kind) {
    case "text":
    case "number": {
      if (spec.kind === "text" && spec.media)
        return (
          <MediaField
            id={id}
            name={name}
            value={typeof value === "string" ? value : ""}
            label={label}
            error={error}
            library={library ?? []}
            // A picture of its own (a post's), or an image's library choice beside its alt text.
            hint={t(path.length === 1 ? "contentEditor.pictureHint" : "contentEditor.libraryHint")}
            noneLabel={t("contentEditor.libraryNone")}
            noneShort={t("contentEditor.libraryNoneShort")}
          />
        );
      const defaultValue = value === undefined || value === null ? "" : String(value);
      return spec.kind === "text" && spec.long ? (
        <TextField
          multiline
          id={id}
          name={name}
          label={label}
          error={error}
          defaultValue={defaultValue}
          rows={4}
        />
      ) : (
        <TextField
          id={id}
          name={name}
          label={label}
          hint={hint}
          error={error}
          defaultValue={defaultValue}
          type={spec.kind === "number" ? "text" : (spec.input ?? "text")}
          // A whole number's keypad has no decimal mark; a decimal one (a latitude) needs it.
          inputMode={spec.kind === "number" ? (spec.integer ? "numeric" : "decimal") : undefined}
          autoComplete="off"
        />
      );
    }
    case "boolean":
      return (
        <CheckboxField
          id={id}
          name={name}
          label={label}
          hint={hint}
          error={error}
          defaultChecked={value === true}
        />
      );
    case "choice": {
      const current = typeof value === "string" ? value : "";
      return (
        <SelectField
          id={id}
          name={name}
          label={label}
          hint={hint}
          error={error}
          defaultValue={current}
          options={[
            ...(spec.optional ? [{ value: "", label: t("contentEditor.choiceNone") }] : []),
            ...choiceOptions(spec, path.at(-1) ?? "", current, locale),
          ]}
        />
      );
    }
    case "localized": {
      const text = (value ?? {}) as { en?: string; es?: string };
      const flagged = missing.has(name);
      return (
        <fieldset id={id} className="flex min-w-0 flex-col gap-2" data-field={name}>
          <legend className="text-sm font-semibold text-slate-900">{label}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {(["en", "es"] as const).map((language) => {
              const at = [...path, language];
              const inner = fieldId(at);
              const innerError = errors[fieldName(at)];
              const flag = language === "es" && flagged;
              const props = {
                id: inner,
                name: fieldName(at),
                lang: language,
                defaultValue: text[language] ?? "",
                label: t(language === "en" ? "contentEditor.english" : "contentEditor.spanish"),
                labelLook: "quiet" as const,
                error: innerError,
                aside: flag ? <MissingFlag id={inner} /> : undefined,
                also: [flag && `${inner}-missing`],
              };
              return spec.long ? (
                <TextField key={language} multiline {...props} rows={4} />
              ) : (
                <TextField key={language} {...props} type="text" autoComplete="off" />
              );
            })}
          </div>
        </fieldset>
      );
    }
    case "localized-list": {
      const lists = (value ?? {}) as { en?: string[]; es?: string[] };
      const flagged = missing.has(name);
      return (
        <fieldset
          id={id}
          className="flex min-w-0 flex-col gap-2 rounded-md p-3 ring-1 ring-slate-200"
          data-field={name}
        >
          <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {(["en", "es"] as const).map((language) => {
              const at = [...path, language];
              const entries = lists[language] ?? [];
              const languageLabel = t(language === "en" ? "contentEditor.english" : "contentEditor.spanish");
              const listError = errors[fieldName(at)];
              return (
                <div key={language} id={fieldId(at)} className="flex min-w-0 flex-col gap-2" lang={language}>
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="text-sm text-slate-800">{languageLabel}</p>
                    {language === "es" && flagged ? <MissingFlag id={fieldId(at)} /> : null}
                  </div>
                  <FieldError id={fieldId(at)} error={listError} />
                  {entries.map((entry, index) => {
                    const entryPath = [...at, String(index)];
                    const entryId = fieldId(entryPath);
                    const entryError = errors[fieldName(entryPath)];
                    const entryLabel = `${label}, ${languageLabel} ${index + 1}`;
                    return (
                      <div key={index} className="flex flex-col gap-1">
                        <TextField
                          multiline
                          id={entryId}
                          name={fieldName(entryPath)}
                          label={entryLabel}
                          labelLook="hidden"
                          error={entryError}
                          defaultValue={entry}
                          rows={spec.long ? 4 : 2}
                        />
                        <EntryButtons path={at} index={index} count={entries.length} label={entryLabel} />
                      </div>
                    );
                  })}
                  <div>
                    <ListButton
                      op={`add:${fieldName(at)}`}
                      label={`${t("contentEditor.addParagraph")} (${languageLabel})`}
                    />
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>
      );
    }
    case "prose":
    case "rich": {
      // Paragraphs with inline marks side by side; a rich text's HTML (a post's body, long)
      // one language above the other.
      const texts = (value ?? {}) as { en?: string[] | string; es?: string[] | string };
      const flagged = missing.has(name);
      const prose = spec.kind === "prose";
      return (
        <fieldset
          id={id}
          className="flex min-w-0 flex-col gap-2 rounded-md p-3 ring-1 ring-slate-200"
          data-field={name}
        >
          <legend id={`${id}-legend`} className="px-1 text-sm font-semibold text-slate-900">
            {label}
          </legend>
          <div className={prose ? "grid gap-4 sm:grid-cols-2" : "flex flex-col gap-4"}>
            {(["en", "es"] as const).map((language) => {
              const at = [...path, language];
              const inner = fieldId(at);
              const flag = language === "es" && flagged;
              const text = texts[language];
              return (
                <Field
                  key={language}
                  id={inner}
                  labelId={`${inner}-label`}
                  label={t(language === "en" ? "contentEditor.english" : "contentEditor.spanish")}
                  labelLook="quiet"
                  error={errors[fieldName(at)]}
                  aside={flag ? <MissingFlag id={inner} /> : undefined}
                  also={[flag && `${inner}-missing`]}
                >
                  {(control) => {
                    const shared = {
                      id: control.id,
                      name: fieldName(at),
                      labelId: `${id}-legend ${inner}-label`,
                      describedBy: control["aria-describedby"],
                      invalid: Boolean(control["aria-invalid"]),
                      lang: language,
                    };
                    return prose ? (
                      <ProseField {...shared} paragraphs={Array.isArray(text) ? text : []} />
                    ) : (
                      <RichTextField {...shared} defaultValue={typeof text === "string" ? text : ""} />
                    );
                  }}
                </Field>
              );
            })}
          </div>
        </fieldset>
      );
    }
    case "list": {
      const entries = Array.isArray(value) ? value : [];
      return (
        <fieldset
          id={id}
          className="flex min-w-0 flex-col gap-3"
          data-field={name}
          aria-describedby={hint ? `${id}-hint` : undefined}
        >
          <legend className="text-base font-bold text-slate-900">{label}</legend>
          {hint ? (
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              {hint}
            </p>
          ) : null}
          <FieldError id={id} error={error} />
          {entries.map((entry, index) => {
            const entryLabel = t("contentEditor.entry", { label, n: index + 1 });
            return (
              <div
                key={index}
                className="flex min-w-0 flex-col gap-2 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200 data-drop-target:ring-2 data-drop-target:ring-brand-700"
                {...(spec.item.kind === "group" || spec.item.kind === "choice" ? dragProps(index) : {})}
                data-list-entry={index}
              >
                <ContentField
                  spec={spec.item}
                  path={[...path, String(index)]}
                  value={entry}
                  label={entryLabel}
                />
                <EntryButtons path={path} index={index} count={entries.length} label={entryLabel} />
              </div>
            );
          })}
          <div>
            <ListButton op={`add:${name}`} label={`${t("contentEditor.add")}: ${label}`} />
          </div>
        </fieldset>
      );
    }
    case "specs":
      return <SpecsField spec={spec} path={path} value={value} category={undefined} label={label} />;
    case "group": {
      const record = (value ?? {}) as Record<string, unknown>;
      const fields = spec.fields.map((field) => {
        const at = [...path, field.name];
        const fieldLabel = labelOf(field.name);
        if (field.spec.kind === "specs")
          return (
            <SpecsField
              key={field.name}
              spec={field.spec}
              path={at}
              value={record[field.name]}
              category={record[field.spec.category]}
              label={fieldLabel}
            />
          );
        if (field.optional && field.spec.kind === "group") {
          const present = record[field.name] !== undefined;
          return (
            <div key={field.name} className="flex min-w-0 flex-col gap-2">
              <CheckboxField
                label={t("contentEditor.present", { label: fieldLabel })}
                strong
                name={fieldName([...at, PRESENT])}
                value="1"
                defaultChecked={present}
              />
              <ContentField
                spec={field.spec}
                path={at}
                value={present ? record[field.name] : emptyValue(field.spec)}
                label={fieldLabel}
              />
            </div>
          );
        }
        return (
          <ContentField
            key={field.name}
            spec={field.spec}
            path={at}
            value={record[field.name] ?? (field.optional ? emptyValue(field.spec) : undefined)}
            label={fieldLabel}
          />
        );
      });
      if (path.length === 0) return <div className="flex flex-col gap-6">{fields}</div>;
      return (
        <fieldset
          id={id}
          className={cn(
            "flex min-w-0 flex-col gap-4 rounded-lg p-3 ring-1 ring-slate-200 sm:p-4",
            spec.image && "bg-white",
          )}
          data-field={name}
        >
          <legend className="px-1 text-base font-bold text-slate-900">{label}</legend>
          <FieldError id={id} error={error} />
          {fields}
        </fieldset>
      );
    }
  }
}

export { valueAt };
