// The fields of a content form, rendered from its description (content-form.ts): each
// control named by its path, its label, its error and its "Spanish missing" flag tied to
// it. Paragraphs get a rich-text field per language (a text area without script). A list's add / remove / move buttons submit the form (`intent=list:…`): the server
// sends the form back rearranged, so they work without script too.
import { createContext, useContext, useState, type DragEvent } from "react";
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
import {
  emptyValue,
  fieldId,
  fieldName,
  PRESENT,
  valueAt,
  type FieldSpec,
  type GroupField,
} from "../content-form";
import { artworkThumb, MediaField } from "~/components/media-field";
import type { MediaChoice } from "~/lib/media-choice";
import { EditorSections, type EditorSection, type SectionId } from "./editor-sections";
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
  omit,
  omitIn,
}: {
  spec: FieldSpec;
  path: string[];
  value: unknown;
  label: string;
  /** A group's fields shown elsewhere (in another section of the form). */
  omit?: ReadonlySet<string>;
  /** The same for the groups inside this one, by their names. */
  omitIn?: Record<string, ReadonlySet<string>>;
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
  const artwork = useContext(ArtworkContext);

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
            artwork={artwork}
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
            if (spec.item.kind === "group")
              return (
                <CollapsedEntry
                  key={index}
                  spec={spec.item}
                  path={path}
                  index={index}
                  count={entries.length}
                  value={entry}
                  label={entryLabel}
                  dragProps={dragProps(index)}
                />
              );
            return (
              <div
                key={index}
                className="flex min-w-0 flex-col gap-2 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200 data-drop-target:ring-2 data-drop-target:ring-brand-700"
                {...(spec.item.kind === "choice" ? dragProps(index) : {})}
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
        if (omit?.has(field.name)) return null;
        // An image's source and shape are the site's concern: posted as they are (the shape
        // from the field's slot), never picked.
        if (spec.image && (field.name === "src" || field.name === "slot")) {
          const own = record[field.name];
          const given = field.name === "src" ? own || spec.artwork : own || spec.slot;
          return <input key={field.name} type="hidden" name={fieldName(at)} value={String(given ?? "")} />;
        }
        if (spec.image && field.name === "media")
          return (
            <ArtworkContext.Provider
              key={field.name}
              value={artworkThumb(
                String(record.src || spec.artwork || ""),
                String(spec.slot || record.slot || ""),
              )}
            >
              <ContentField spec={field.spec} path={at} value={record[field.name]} label={fieldLabel} />
            </ArtworkContext.Provider>
          );
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
                omit={omitIn?.[field.name]}
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
            omit={omitIn?.[field.name]}
          />
        );
      });
      if (path.length === 0) return <div className="flex flex-col gap-6">{fields}</div>;
      if (omit && fields.every((field) => field === null)) return null;
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

/** The placeholder artwork's thumbnail of the image whose library choice is rendered inside. */
const ArtworkContext = createContext<string | undefined>(undefined);

/** The words that name a list's entry: its title, name, caption or first text, in the editor's language. */
export function entrySummary(value: unknown, locale: Locale): string {
  if (value === null || typeof value !== "object") return "";
  const record = value as Record<string, unknown>;
  for (const name of ["title", "name", "caption", "label", "text", "question", "alt", "id"]) {
    const field = record[name];
    if (typeof field === "string" && field.trim()) return field.trim();
    if (field && typeof field === "object" && !Array.isArray(field)) {
      const text = field as { en?: unknown; es?: unknown };
      const words =
        (typeof text[locale] === "string" && text[locale]) || (typeof text.en === "string" && text.en);
      if (typeof words === "string" && words.trim()) return words.replace(/<[^>]*>/g, "").trim();
    }
  }
  return "";
}

/** The thumbnail of a list's entry: its library image, else its placeholder artwork (or its `image`'s). */
export function entryThumb(
  spec: Extract<FieldSpec, { kind: "group" }>,
  value: unknown,
  library: readonly MediaChoice[],
): string | undefined {
  if (value === null || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  const imageField = spec.fields.find((field) => field.spec.kind === "group" && field.spec.image);
  const image = spec.image || spec.fields.some((field) => field.name === "media") ? record : undefined;
  const nested =
    !image && imageField ? (record[imageField.name] as Record<string, unknown> | undefined) : undefined;
  const source = image ?? nested;
  const own = imageField?.spec.kind === "group" ? imageField.spec : spec;
  if (!source) return undefined;
  const media =
    typeof source.media === "string" ? library.find((entry) => entry.id === source.media) : undefined;
  if (media) return media.thumb;
  return artworkThumb(String(source.src || own.artwork || ""), String(own.slot || source.slot || ""));
}

/**
 * One entry of a list of groups (a gallery's image, a section, a slide), folded to a line with
 * its name and thumbnail; opened by a click or the keyboard (Enter, Space), and open from the
 * start when it has an error or nothing in it yet. Its fields stay in the form while folded.
 */
function CollapsedEntry({
  spec,
  path,
  index,
  count,
  value,
  label,
  dragProps,
}: {
  spec: Extract<FieldSpec, { kind: "group" }>;
  path: string[];
  index: number;
  count: number;
  value: unknown;
  label: string;
  dragProps: object;
}) {
  const { locale } = useI18n();
  const { errors, library, openEntry } = useFields();
  const at = [...path, String(index)];
  const name = fieldName(at);
  const summary = entrySummary(value, locale);
  const thumb = entryThumb(spec, value, library ?? []);
  const failed = Object.keys(errors).some((field) => field === name || field.startsWith(`${name}.`));
  return (
    <div
      className="min-w-0 rounded-md bg-slate-50 ring-1 ring-slate-200 data-drop-target:ring-2 data-drop-target:ring-brand-700"
      {...dragProps}
      data-list-entry={index}
    >
      <details
        open={failed || summary === "" || openEntry === name ? true : undefined}
        className="group/entry"
        data-entry={name}
      >
        <summary className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700">
          <span
            aria-hidden="true"
            className="text-slate-600 transition-transform group-open/entry:rotate-90 motion-reduce:transition-none"
          >
            ▸
          </span>
          {thumb ? (
            <img
              src={thumb}
              alt=""
              loading="lazy"
              className="h-9 w-12 shrink-0 rounded object-cover ring-1 ring-slate-200"
              data-entry-thumb
            />
          ) : null}
          <span className="min-w-0 grow truncate">
            <span className="text-sm text-slate-700">{label}</span>
            {summary ? <span className="font-semibold text-slate-900">: {summary}</span> : null}
          </span>
          {failed ? <FailedMark /> : null}
        </summary>
        <div className="flex min-w-0 flex-col gap-2 border-t border-slate-200 p-3">
          <ContentField spec={spec} path={at} value={value} label={label} />
          <EntryButtons path={path} index={index} count={count} label={label} />
        </div>
      </details>
    </div>
  );
}

function FailedMark() {
  const { t } = useI18n();
  return (
    <Badge tone="danger" className="shrink-0">
      {t("editorWorkspace.entryHasError")}
    </Badge>
  );
}

/** The section a field of the item's root goes in. */
function sectionOf(field: GroupField): SectionId {
  if (field.name === "meta") return "seo";
  if (field.spec.kind === "specs" || field.name === "specFields") return "specs";
  return isImageField(field.spec) ? "images" : "content";
}

function isImageField(spec: FieldSpec): boolean {
  if (spec.kind === "group") return Boolean(spec.image);
  if (spec.kind === "text") return Boolean(spec.media);
  if (spec.kind === "list" && spec.item.kind === "group")
    return Boolean(spec.item.image) || spec.item.fields.some((field) => field.name === "media");
  return false;
}

const SECTION_LABELS: Record<SectionId, MessageKey> = {
  content: "editorWorkspace.sectionContent",
  images: "editorWorkspace.sectionImages",
  specs: "editorWorkspace.sectionSpecs",
  seo: "editorWorkspace.sectionSeo",
};

/**
 * The item's whole form in sections (Content, Images, Specifications, Search engines): a
 * group's images (a product's own page's main image and gallery) go to Images with its name
 * before theirs. `extras`: what the editor adds to a section (a post's picture upload).
 */
export function ContentForm({
  spec,
  values,
  heading,
  dirty,
  extras = {},
  remembered,
  onActive,
}: {
  spec: FieldSpec;
  values: Record<string, unknown>;
  heading: string;
  dirty: boolean;
  /** The tab the editor had open before the form came back from the server. */
  remembered?: SectionId;
  onActive?: (id: SectionId) => void;
  extras?: Partial<Record<SectionId, React.ReactNode>>;
}) {
  const { t, locale } = useI18n();
  const { errors } = useFields();
  if (spec.kind !== "group") return <ContentField spec={spec} path={[]} value={values} label={heading} />;
  const parts: Record<SectionId, { names: string[]; nodes: React.ReactNode[] }> = {
    content: { names: [], nodes: [] },
    images: { names: [], nodes: [] },
    specs: { names: [], nodes: [] },
    seo: { names: [], nodes: [] },
  };
  const rootLabel = (name: string) => contentFieldLabel(name, locale);
  for (const field of spec.fields) {
    const section = sectionOf(field);
    const value = values[field.name];
    const label = rootLabel(field.name);
    const inner = field.spec.kind === "group" && !field.spec.image ? field.spec : undefined;
    const images = inner?.fields.filter((child) => isImageField(child.spec)) ?? [];
    if (section === "content" && inner && images.length > 0) {
      // A group with images of its own (a product's page): its words here, its images in Images.
      const omit = new Set(images.map((child) => child.name));
      parts.content.names.push(field.name);
      parts.content.nodes.push(
        <SingleField key={field.name} field={field} values={values} label={label} omit={omit} />,
      );
      const record = (value ?? {}) as Record<string, unknown>;
      for (const child of images) {
        const at = [field.name, child.name];
        parts.images.names.push(fieldName(at));
        parts.images.nodes.push(
          <ContentField
            key={fieldName(at)}
            spec={child.spec}
            path={at}
            value={record[child.name] ?? emptyValue(child.spec)}
            label={rootLabel(child.name)}
          />,
        );
      }
      continue;
    }
    parts[section].names.push(field.name);
    parts[section].nodes.push(<SingleField key={field.name} field={field} values={values} label={label} />);
  }
  for (const [section, extra] of Object.entries(extras) as [SectionId, React.ReactNode][])
    if (extra) parts[section].nodes.push(<div key={`extra-${section}`}>{extra}</div>);
  const sections: EditorSection[] = (["content", "images", "specs", "seo"] as const)
    .filter((id) => parts[id].nodes.length > 0)
    .map((id) => ({
      id,
      label: t(SECTION_LABELS[id]),
      names: parts[id].names,
      content: parts[id].nodes,
    }));
  return (
    <EditorSections
      sections={sections}
      errors={errors}
      dirty={dirty}
      remembered={remembered}
      onActive={onActive}
    />
  );
}

/** One field of the item's root, as the root group renders it (a present-or-not group, a product's values). */
function SingleField({
  field,
  values,
  label,
  omit,
}: {
  field: GroupField;
  /** The item's whole record: a product's values read its category beside them. */
  values: Record<string, unknown>;
  label: string;
  omit?: ReadonlySet<string>;
}) {
  const root: FieldSpec = { kind: "group", fields: [field] };
  return (
    <ContentField
      spec={root}
      path={[]}
      value={values}
      label={label}
      {...(omit ? { omitIn: { [field.name]: omit } } : {})}
    />
  );
}
