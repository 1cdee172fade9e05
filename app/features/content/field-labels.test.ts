import { describe, expect, it } from "vitest";
import {
  contentFieldLabel,
  FIELD_LABELS,
  type ContentFieldName,
  type FieldLabel,
} from "~/lib/content/field-labels";
import { CONTENT_SCHEMAS, specValueSchema, type ContentType } from "~/lib/content/schemas";
import type { FieldSpec } from "./content-form";
import { contentFormSpec } from "./content-form-spec.server";

/**
 * A product's specification value's own names: its form is its category's fields, whose
 * controls and the history's and translations' paths name the value's parts.
 */
const SPEC_VALUE_NAMES = Object.keys(specValueSchema.shape);

/** Every named field of a form, at any depth. */
function fieldNames(spec: FieldSpec, out = new Set<string>()): Set<string> {
  if (spec.kind === "group")
    for (const field of spec.fields) {
      out.add(field.name);
      fieldNames(field.spec, out);
    }
  if (spec.kind === "list") fieldNames(spec.item, out);
  if (spec.kind === "specs") for (const name of SPEC_VALUE_NAMES) out.add(name);
  return out;
}

describe("the content fields' labels", () => {
  const names = new Set(
    (Object.keys(CONTENT_SCHEMAS) as ContentType[]).flatMap((type) => [
      ...fieldNames(contentFormSpec(type, [])),
    ]),
  );

  it("has one in English and in Spanish for every field the editor's forms show, and none for a field no form shows", () => {
    expect(names.size).toBeGreaterThan(50);
    expect(new Set(Object.keys(FIELD_LABELS))).toEqual(names);
    for (const label of Object.values(FIELD_LABELS)) {
      expect(label.en.trim()).not.toBe("");
      expect(label.es.trim()).not.toBe("");
    }
  });

  it("shows a name without a label as itself", () => {
    expect(contentFieldLabel("notAField", "en")).toBe("notAField");
    expect(contentFieldLabel("name", "en")).toBe("Name");
    expect(contentFieldLabel("name", "es")).toBe("Nombre");
  });

  it("is held to the schemas by the compiler (these probes must not compile)", () => {
    const { name: _dropped, ...withoutName } = FIELD_LABELS;
    // @ts-expect-error A field of the schemas without its label.
    const missing: Record<ContentFieldName, FieldLabel> = withoutName;
    const extra = {
      ...FIELD_LABELS,
      // @ts-expect-error A label for a name no content type has.
      notAField: { en: "Not a field", es: "No es un campo" },
    } satisfies Record<ContentFieldName, FieldLabel>;
    expect(Object.keys(missing)).not.toContain("name");
    expect(Object.keys(extra)).toContain("notAField");
  });
});
