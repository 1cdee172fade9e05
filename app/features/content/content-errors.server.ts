// The schema's complaints about a form, per field, in the editor's language: zod's issue
// codes map to the dictionary's messages (required, too long, at least N, the format), and a
// check of the schema's own names its message (`params.inline`: the editor's group's, or the
// specification fields' group's).
import type { z } from "zod";
import type { Database } from "~/.server/db/client";
import { isUploadedDocumentOf, uploadedDocumentsOf } from "~/.server/documents/uploads";
import type { Dictionary } from "~/i18n/dictionary";
import { dictionaries, serverT } from "~/i18n/messages.server";
import { LOCALES, type Locale } from "~/i18n/locales";
import { CONTENT_SCHEMAS, type ContentType } from "~/lib/content/schemas";
import { specAt } from "./content-form";
import { contentFormSpec } from "./content-form-spec.server";

/** A message per field path (`page.gallery.1.alt.en`), or per list for a list's own limits. */
export type ContentFieldErrors = Record<string, string>;

/** One of zod's complaints, as `safeParse` reports it. */
type Issue = z.core.$ZodIssue;

/** A message of the editor's group: the schema names one for its own checks (`params.inline`). */
type EditorKey = keyof Dictionary["contentEditor"];
const isEditorKey = (value: unknown): value is EditorKey =>
  typeof value === "string" && Object.hasOwn(dictionaries.en.contentEditor, value);

/** A message of the specification fields' group (a category's fields, a product's values). */
type SpecsKey = keyof Dictionary["specsEditor"];
const isSpecsKey = (value: unknown): value is SpecsKey =>
  typeof value === "string" && Object.hasOwn(dictionaries.en.specsEditor, value);

/** Fields whose format is an address segment or a key: lower-case words joined by '-'. */
const SLUG_FIELDS = new Set(["en", "es", "id", "serviceId", "categoryId"]);

function messageOf(locale: Locale, issue: Issue): string {
  const t = (key: EditorKey, values?: Record<string, string | number>) =>
    serverT(locale, `contentEditor.${key}`, values);
  const last = String(issue.path.at(-1) ?? "");
  const parent = String(issue.path.at(-2) ?? "");
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? t("errRequired") : t("errTooShort", { n: Number(issue.minimum) });
      if (issue.origin === "array") return t("errAtLeast", { n: Number(issue.minimum) });
      return t("errNumberMin", { n: Number(issue.minimum) });
    case "too_big":
      if (issue.origin === "string") return t("errTooLong", { n: Number(issue.maximum) });
      if (issue.origin === "array") return t("errAtMost", { n: Number(issue.maximum) });
      return t("errNumberMax", { n: Number(issue.maximum) });
    case "invalid_format":
      if (issue.format === "email") return t("errEmail");
      if (issue.format === "url") return t("errUrl");
      if (last === "href") return t("errTel");
      if (last === "country") return t("errCountry");
      if (last === "src") return t("errImage");
      if (parent === "documentFile") return t("errDocumentFile");
      if (SLUG_FIELDS.has(last) && (parent === "slug" || last !== "en")) return t("errSlug");
      return t("errPattern");
    case "invalid_type":
      return issue.expected === "number" ? t("errNumber") : t("errRequired");
    case "invalid_value":
      return t("errChoice");
    case "custom": {
      const named: unknown = issue.params?.inline;
      if (isSpecsKey(named)) return serverT(locale, `specsEditor.${named}`);
      return isEditorKey(named) ? t(named) : t("errInvalid");
    }
    default:
      return t("errInvalid");
  }
}

/**
 * A problem of a product's specification value (`specs.2.max`), by the value's field as the
 * form names its controls (`specs.flow.max`), in that form's words: a number that is none, a
 * unit or an option not among the field's.
 */
function specValueIssue(data: unknown, path: string[], issue: Issue, locale: Locale) {
  const specs = (data as { specs?: unknown } | null)?.specs;
  const field = Array.isArray(specs)
    ? (specs[Number(path[1])] as { field?: unknown } | undefined)?.field
    : undefined;
  if (typeof field !== "string") return undefined;
  const property = path[2];
  const words = (key: SpecsKey) => serverT(locale, `specsEditor.${key}`);
  const message =
    issue.code === "invalid_type" && issue.expected === "number"
      ? words("errSpecNotNumber")
      : property === "unit" && issue.code !== "custom"
        ? words("errSpecUnitOfQuantity")
        : (property === "option" || property === "options") && issue.code !== "custom"
          ? words("errSpecUnknownOption")
          : messageOf(locale, issue);
  // An option of several is named by its list (the field's checkboxes).
  return {
    field: ["specs", field, ...path.slice(2, property === "options" ? 3 : undefined)].join("."),
    message,
  };
}

/**
 * The form's errors, or none when the item is valid. A paragraph's error is the error of its
 * prose field's language (one field holds all of a language's paragraphs), naming the paragraph.
 */
export function contentFieldErrors(type: ContentType, data: unknown, locale: Locale): ContentFieldErrors {
  const result = CONTENT_SCHEMAS[type].safeParse(data);
  if (result.success) return {};
  const spec = contentFormSpec(type, []);
  const errors: ContentFieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    if (type === "product" && path[0] === "specs" && path.length > 2) {
      const named = specValueIssue(data, path, issue, locale);
      if (named) {
        errors[named.field] ??= named.message;
        continue;
      }
    }
    const message = messageOf(locale, issue);
    const index = path.at(-1) ?? "";
    if (/^\d+$/.test(index) && specAt(spec, path.slice(0, -2))?.kind === "prose") {
      const field = path.slice(0, -1).join(".");
      const text = serverT(locale, "contentEditor.errParagraph", { n: Number(index) + 1, message });
      errors[field] = errors[field] ? `${errors[field]} ${text}` : text;
      continue;
    }
    errors[path.join(".") || "(item)"] ??= message;
  }
  return errors;
}

/**
 * A catalog card's uploaded PDFs that are not stored (a name typed by hand, or another card's):
 * the page would have nothing to link.
 */
export async function uploadedDocumentErrors(
  db: Database,
  type: ContentType,
  data: unknown,
  locale: Locale,
): Promise<ContentFieldErrors> {
  if (type !== "catalogs") return {};
  const errors: ContentFieldErrors = {};
  const cards = ((data ?? {}) as { cards?: unknown }).cards;
  if (!Array.isArray(cards)) return errors;
  for (const [index, card] of cards.entries()) {
    const { id, documentFile } = (card ?? {}) as {
      id?: unknown;
      documentFile?: Partial<Record<Locale, unknown>>;
    };
    if (typeof id !== "string" || !documentFile) continue;
    let stored: Set<string> | undefined;
    for (const language of LOCALES) {
      const file = documentFile[language];
      if (typeof file !== "string" || file === "" || !/\.pdf$/.test(file)) continue;
      stored ??= await uploadedDocumentsOf(db, id);
      if (!isUploadedDocumentOf(id, file) || !stored.has(file))
        errors[`cards.${index}.documentFile.${language}`] = serverT(
          locale,
          "contentEditor.errDocumentMissing",
        );
    }
  }
  return errors;
}
