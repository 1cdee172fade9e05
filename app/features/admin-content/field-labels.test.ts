import { describe, expect, it } from "vitest";
import { translate } from "~/i18n/dictionary";
import { dictionaries } from "~/i18n/messages.server";
import { LOCALES } from "~/i18n/locales";
import { CONTENT_SCHEMAS, type ContentType } from "~/lib/content/schemas";
import type { FieldSpec } from "./content-form";
import { contentFormSpec } from "./content-form-spec.server";
import { contentFieldLabel } from "./field-labels";

/** Every named field of a form, at any depth. */
function fieldNames(spec: FieldSpec, out = new Set<string>()): Set<string> {
  if (spec.kind === "group")
    for (const field of spec.fields) {
      out.add(field.name);
      fieldNames(field.spec, out);
    }
  if (spec.kind === "list") fieldNames(spec.item, out);
  return out;
}

describe("the content fields' labels", () => {
  const names = new Set(
    (Object.keys(CONTENT_SCHEMAS) as ContentType[]).flatMap((type) => [...fieldNames(contentFormSpec(type, []))]),
  );

  it("has one in English and in Spanish for every field of every content type", () => {
    expect(names.size).toBeGreaterThan(50);
    for (const locale of LOCALES) {
      const lookup = (key: string) => translate(dictionaries[locale], key);
      const unlabelled = [...names].filter((name) => contentFieldLabel(lookup, name) === name);
      expect(unlabelled, locale).toEqual([]);
    }
  });

  it("shows a name without a label as itself", () => {
    const lookup = (key: string) => translate(dictionaries.en, key);
    expect(contentFieldLabel(lookup, "notAField")).toBe("notAField");
    expect(contentFieldLabel(lookup, "name")).toBe("Name");
  });
});
