// The translations screen's loader and action helpers (ADR 027): the overview in the editor's
// language, the uploaded XLIFF file read within its limit, and an import's outcome in words.
import {
  isMultipartRequest,
  MaxFileSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { countFields, type TranslationItem, type TranslationPlan } from "~/.server/content/translation";
import { CONTENT_TYPE_ORDER } from "~/.server/content/revisions";
import { pagePath } from "~/.server/pages";
import type { Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";
import { contentFieldLabel } from "~/lib/content/field-labels";
import type { XliffProblem } from "~/lib/content/xliff";
import { fieldId } from "./content-form";
import { itemName, typeLabel } from "./content-admin.server";
import type { TranslationGroupView, TranslationImportOutcome } from "./translations-types";

/** The largest XLIFF file the screen takes (the whole site with every text is about 0.4 MB). */
export const MAX_TRANSLATION_BYTES = 4_000_000;

/** A field's place in the item, as the editor's labels name it: "Sections 3 › Heading". */
function fieldLabel(path: readonly string[], index: number | undefined, locale: Locale): string {
  const label = (name: string) => contentFieldLabel(name, locale);
  const parts: string[] = [];
  for (const segment of path) {
    if (/^\d+$/.test(segment) && parts.length > 0) parts[parts.length - 1] += ` ${Number(segment) + 1}`;
    else parts.push(label(segment));
  }
  if (index !== undefined) parts[parts.length - 1] += ` ${index + 1}`;
  return parts.join(" › ");
}

/**
 * A product's specification text (`specs.2.text`) as its editor names it: by its category's
 * field (`Specifications › Coating notes`, the control `specs.coating-notes.text.es`), since
 * the value's place among the product's values is not the form's.
 */
function specTextPlace(
  item: TranslationItem,
  path: readonly string[],
  items: readonly TranslationItem[],
  locale: Locale,
): { label: string; control: string[] } | undefined {
  if (item.type !== "product" || path[0] !== "specs" || path[2] !== "text") return undefined;
  const { specs, categoryId } = (item.data ?? {}) as {
    specs?: Array<{ field?: unknown }>;
    categoryId?: unknown;
  };
  const field = specs?.[Number(path[1])]?.field;
  if (typeof field !== "string") return undefined;
  const category = items.find((other) => other.type === "category" && other.key === categoryId);
  const fields = (category?.data as { specFields?: Array<{ id: string; name: { en: string; es: string } }> })
    ?.specFields;
  const name = fields?.find((candidate) => candidate.id === field)?.name;
  return {
    label: `${contentFieldLabel("specs", locale)} › ${name?.[locale] || name?.en || field}`,
    control: ["specs", field, "text"],
  };
}

/** The overview: per content type, its items with their counts and the texts still to do. */
export function translationGroups(items: readonly TranslationItem[], locale: Locale): TranslationGroupView[] {
  return CONTENT_TYPE_ORDER.map((type) => {
    const ofType = items.filter((item) => item.type === type);
    return {
      type,
      label: typeLabel(type, locale),
      counts: countFields(ofType.flatMap((item) => item.fields)),
      items: ofType.map((item) => {
        const editHref = pagePath("admin-content-edit", locale, { id: item.id });
        return {
          id: item.id,
          key: item.key,
          name: itemName(item, locale),
          editHref,
          counts: countFields(item.fields),
          pending: item.fields
            .filter((field) => field.status !== "translated")
            .map((field) => {
              const spec = specTextPlace(item, field.path, items, locale);
              return {
                id: field.id,
                label: spec?.label ?? fieldLabel(field.path, field.index, locale),
                status: field.status as "missing" | "stale",
                href: `${editHref}#${fieldId([...(spec?.control ?? field.path), "es"])}`,
              };
            }),
        };
      }),
    };
  }).filter((group) => group.items.length > 0);
}

/** The uploaded file and the checkbox, read as they stream; a file past the limit stops the reading. */
export async function readImportForm(
  request: Request,
): Promise<{ text?: string; publish: boolean; tooLarge?: true }> {
  if (!isMultipartRequest(request)) {
    const form = await request.formData();
    return { publish: form.get("publish") === "1" };
  }
  let text: string | undefined;
  let publish = false;
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: MAX_TRANSLATION_BYTES,
      maxParts: 10,
      maxTotalSize: MAX_TRANSLATION_BYTES + 64 * 1024,
    })) {
      if (part.isFile) {
        if (part.name === "file" && part.size > 0) text = new TextDecoder().decode(part.bytes);
      } else if (part.name === "publish") publish = part.text === "1";
    }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MultipartParseError)
      return { publish, tooLarge: true };
    throw error;
  }
  return { publish, ...(text !== undefined ? { text } : {}) };
}

/** Each problem of a refused file in the editor's language, with its unit. */
export function problemRows(problems: readonly XliffProblem[], locale: Locale) {
  return problems.map((problem) => ({
    unit: problem.unit ?? serverT(locale, "translations.wholeFile"),
    message: `${serverT(locale, `translations.problem_${problem.code}`)}${problem.detail ? ` (${problem.detail})` : ""}`,
  }));
}

/** What an accepted import did, in the editor's language. */
export function importSummary(
  plan: TranslationPlan,
  publish: boolean,
  locale: Locale,
  items: readonly TranslationItem[],
): Extract<TranslationImportOutcome, { ok: true }> {
  const texts = plan.items.reduce((sum, item) => sum + item.units.length, 0);
  const byId = new Map(items.map((item) => [item.id, item]));
  return {
    ok: true,
    message:
      plan.items.length === 0
        ? serverT(locale, "translations.importNothing")
        : serverT(locale, publish ? "translations.importDonePublished" : "translations.importDoneDrafts", {
            texts,
            items: plan.items.length,
          }),
    rest: serverT(locale, "translations.importRest", {
      unchanged: plan.unchanged,
      untranslated: plan.untranslated,
    }),
    items: plan.items.map((item) => {
      const known = byId.get(item.itemId);
      return {
        id: item.itemId,
        name: known ? itemName(known, locale) : item.key,
        texts: item.units.length,
        editHref: pagePath("admin-content-edit", locale, { id: item.itemId }),
      };
    }),
  };
}
