// The fields of a content form, rendered from its description (content-form.ts): each
// control named by its path, its label, its error and its "Spanish missing" flag tied to
// it. Paragraphs get a rich-text field per language (a text area without script). A list's add / remove / move buttons submit the form (`intent=list:…`): the server
// sends the form back rearranged, so they work without script too.
import { createContext, useContext, useState, type DragEvent, type ReactNode } from "react";
import { ProseField } from "~/components/rich-text/prose-field";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import type { MediaChoice } from "~/lib/media-choice";
import { contentFieldLabel } from "../field-labels";
import { emptyValue, fieldId, fieldName, PRESENT, valueAt, type FieldSpec } from "../content-form";
import { MediaField } from "~/components/media-field";

interface FieldsContext {
  errors: Record<string, string>;
  missing: ReadonlySet<string>;
  disabled: boolean;
  /** The media library's images an image field may choose. */
  library?: MediaChoice[];
}
const Context = createContext<FieldsContext>({ errors: {}, missing: new Set(), disabled: false });

export function FieldsProvider({ value, children }: { value: FieldsContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

const controlClass = (invalid: boolean) =>
  cn(
    "block min-h-10 w-full min-w-0 rounded-md border bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700",
    invalid ? "border-red-700" : "border-slate-400",
  );

function useLabel() {
  const { lookup } = useI18n();
  return (name: string) => contentFieldLabel(lookup, name);
}

/** The error under a control, and the ids its aria-describedby lists. */
function ErrorText({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

function MissingFlag({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <Badge tone="warning" id={`${id}-missing`} data-missing-spanish>
      {t("contentEditor.spanishMissingFlag")}
    </Badge>
  );
}

const describedBy = (id: string, ...parts: Array<[string, unknown]>) =>
  parts
    .filter(([, on]) => Boolean(on))
    .map(([suffix]) => `${id}-${suffix}`)
    .join(" ") || undefined;

function ListButton({
  op,
  label,
  variant = "secondary",
}: {
  op: string;
  label: string;
  variant?: "secondary" | "ghost";
}) {
  const { disabled } = useContext(Context);
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
  const { t } = useI18n();
  const labelOf = useLabel();
  const { errors, missing, disabled, library } = useContext(Context);
  const name = fieldName(path);
  const id = fieldId(path);
  const error = errors[name];
  const dragProps = useDragToMove(name, disabled);

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
            controlClass={controlClass(Boolean(error))}
            hint={t("contentEditor.libraryHint")}
            noneLabel={t("contentEditor.libraryNone")}
            noneShort={t("contentEditor.libraryNoneShort")}
          />
        );
      const common = {
        id,
        name,
        defaultValue: value === undefined || value === null ? "" : String(value),
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, ["error", error]),
        className: controlClass(Boolean(error)),
      };
      return (
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold text-slate-900">
            {label}
          </label>
          {spec.kind === "text" && spec.long ? (
            <textarea {...common} rows={4} />
          ) : (
            <input
              {...common}
              type={spec.kind === "number" ? "text" : (spec.input ?? "text")}
              inputMode={spec.kind === "number" ? "numeric" : undefined}
              autoComplete="off"
            />
          )}
          <ErrorText id={id} error={error} />
        </div>
      );
    }
    case "boolean":
      return (
        <div className="flex flex-col gap-1">
          <label className="inline-flex min-h-10 items-center gap-2 text-slate-900">
            <input
              type="checkbox"
              id={id}
              name={name}
              defaultChecked={value === true}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
          <ErrorText id={id} error={error} />
        </div>
      );
    case "choice": {
      const current = typeof value === "string" ? value : "";
      const options = spec.options.includes(current) || !current ? spec.options : [current, ...spec.options];
      return (
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold text-slate-900">
            {label}
          </label>
          <select
            id={id}
            name={name}
            defaultValue={current}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, ["error", error])}
            className={controlClass(Boolean(error))}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <ErrorText id={id} error={error} />
        </div>
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
              const common = {
                id: inner,
                name: fieldName(at),
                lang: language,
                defaultValue: text[language] ?? "",
                "aria-invalid": innerError ? true : undefined,
                "aria-describedby": describedBy(inner, ["error", innerError], ["missing", flag]),
                className: controlClass(Boolean(innerError)),
              };
              return (
                <div key={language} className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <label htmlFor={inner} className="text-sm text-slate-800">
                      {t(language === "en" ? "contentEditor.english" : "contentEditor.spanish")}
                    </label>
                    {flag ? <MissingFlag id={inner} /> : null}
                  </div>
                  {spec.long ? (
                    <textarea {...common} rows={4} />
                  ) : (
                    <input {...common} type="text" autoComplete="off" />
                  )}
                  <ErrorText id={inner} error={innerError} />
                </div>
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
                  <ErrorText id={fieldId(at)} error={listError} />
                  {entries.map((entry, index) => {
                    const entryPath = [...at, String(index)];
                    const entryId = fieldId(entryPath);
                    const entryError = errors[fieldName(entryPath)];
                    const entryLabel = `${label}, ${languageLabel} ${index + 1}`;
                    return (
                      <div key={index} className="flex flex-col gap-1">
                        <label htmlFor={entryId} className="sr-only">
                          {entryLabel}
                        </label>
                        <textarea
                          id={entryId}
                          name={fieldName(entryPath)}
                          defaultValue={entry}
                          rows={spec.long ? 4 : 2}
                          aria-invalid={entryError ? true : undefined}
                          aria-describedby={describedBy(entryId, ["error", entryError])}
                          className={controlClass(Boolean(entryError))}
                        />
                        <ErrorText id={entryId} error={entryError} />
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
    case "prose": {
      const lists = (value ?? {}) as { en?: string[]; es?: string[] };
      const flagged = missing.has(name);
      return (
        <fieldset
          id={id}
          className="flex min-w-0 flex-col gap-2 rounded-md p-3 ring-1 ring-slate-200"
          data-field={name}
        >
          <legend id={`${id}-legend`} className="px-1 text-sm font-semibold text-slate-900">
            {label}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {(["en", "es"] as const).map((language) => {
              const at = [...path, language];
              const inner = fieldId(at);
              const innerError = errors[fieldName(at)];
              const flag = language === "es" && flagged;
              return (
                <div key={language} className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <label id={`${inner}-label`} htmlFor={inner} className="text-sm text-slate-800">
                      {t(language === "en" ? "contentEditor.english" : "contentEditor.spanish")}
                    </label>
                    {flag ? <MissingFlag id={inner} /> : null}
                  </div>
                  <ProseField
                    id={inner}
                    name={fieldName(at)}
                    paragraphs={lists[language] ?? []}
                    labelId={`${id}-legend ${inner}-label`}
                    describedBy={describedBy(inner, ["error", innerError], ["missing", flag])}
                    invalid={Boolean(innerError)}
                    lang={language}
                  />
                  <ErrorText id={inner} error={innerError} />
                </div>
              );
            })}
          </div>
        </fieldset>
      );
    }
    case "list": {
      const entries = Array.isArray(value) ? value : [];
      return (
        <fieldset id={id} className="flex min-w-0 flex-col gap-3" data-field={name}>
          <legend className="text-base font-bold text-slate-900">{label}</legend>
          <ErrorText id={id} error={error} />
          {entries.map((entry, index) => {
            const entryLabel = t("contentEditor.entry", { label, n: index + 1 });
            return (
              <div
                key={index}
                className="flex min-w-0 flex-col gap-2 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200 data-drop-target:ring-2 data-drop-target:ring-brand-700"
                {...(spec.item.kind === "group" ? dragProps(index) : {})}
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
    case "group": {
      const record = (value ?? {}) as Record<string, unknown>;
      const fields = spec.fields.map((field) => {
        const at = [...path, field.name];
        const fieldLabel = labelOf(field.name);
        if (field.optional && field.spec.kind === "group") {
          const present = record[field.name] !== undefined;
          return (
            <div key={field.name} className="flex min-w-0 flex-col gap-2">
              <label className="inline-flex min-h-10 items-center gap-2 font-semibold text-slate-900">
                <input
                  type="checkbox"
                  name={fieldName([...at, PRESENT])}
                  value="1"
                  defaultChecked={present}
                  className="size-4 accent-brand-700"
                />
                {t("contentEditor.present", { label: fieldLabel })}
              </label>
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
          <ErrorText id={id} error={error} />
          {fields}
        </fieldset>
      );
    }
  }
}

export { valueAt };
