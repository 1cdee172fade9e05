// A product's specification values in the content editor's form: the form spec of its own kind
// (its category's fields, the editor's language), the form read back into values with numbers
// in either language's habit, what is no number kept as typed and named beside its field in
// both languages, values the fields no longer take, and a category's field's unit choice.
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import type { SpecFieldData } from "~/lib/content/schemas";
import { contentFieldErrors } from "./content-errors.server";
import { dataFromForm, formEntries, type FieldSpec } from "./content-form";
import { contentFormSpec } from "./content-form-spec.server";
import { numberText, staleSpecValues, type SpecsFieldSpec } from "./spec-form";

const FIELDS: SpecFieldData[] = [
  { id: "flow", name: { en: "Flow", es: "Caudal" }, kind: "number", measure: "flow", unit: "m3/h" },
  { id: "width", name: { en: "Width", es: "Ancho" }, kind: "range", measure: "length", unit: "mm" },
  {
    id: "material",
    name: { en: "Material", es: "Material" },
    kind: "choice",
    options: [
      { id: "stainless", label: { en: "Stainless steel", es: "Acero inoxidable" } },
      { id: "galvanised", label: { en: "Galvanised", es: "Galvanizado" } },
    ],
  },
  {
    id: "coatings",
    name: { en: "Coatings", es: "Recubrimientos" },
    kind: "choices",
    options: [
      { id: "epoxy", label: { en: "Epoxy", es: "Epoxi" } },
      { id: "zinc", label: { en: "Zinc", es: "Zinc" } },
    ],
  },
  { id: "sealed", name: { en: "Sealed", es: "Sellado" }, kind: "boolean" },
  { id: "notes", name: { en: "Notes", es: "Notas" }, kind: "text" },
];

const specFor = (locale: Locale) =>
  contentFormSpec("product", [], {}, { byCategory: { mixers: FIELDS, aeration: [] }, locale });

const specsOf = (spec: FieldSpec) =>
  (spec.kind === "group"
    ? spec.fields.find((field) => field.name === "specs")?.spec
    : undefined) as SpecsFieldSpec;

/** The product's values read from a form holding `controls` beside its category. */
function read(locale: Locale, controls: Record<string, string>, category = "mixers", forSave = true) {
  const form = new Map(Object.entries({ categoryId: category, ...controls }));
  const spec = specFor(locale);
  const data = dataFromForm(spec, (name) => form.get(name), [...form.keys()], forSave) as { specs?: unknown };
  return data.specs;
}

describe("a product's specification values in the editor's form", () => {
  it("is a form of its own kind: the categories' fields, beside the category's field, in the editor's language", () => {
    const specs = specsOf(specFor("es"));
    expect(specs).toEqual({
      kind: "specs",
      category: "categoryId",
      byCategory: { mixers: FIELDS, aeration: [] },
      locale: "es",
    });
    // Without the categories (a form made by a script), the values are still a form of their own.
    expect(specsOf(contentFormSpec("product", [])).byCategory).toEqual({});
  });

  it("reads numbers in the editor's language, each with the unit chosen", () => {
    expect(read("en", { "specs.flow.value": "1,234.5", "specs.flow.unit": "gpm" })).toEqual([
      { field: "flow", value: 1234.5, unit: "gpm" },
    ]);
    expect(read("es", { "specs.flow.value": "1.234,5", "specs.flow.unit": "m3/h" })).toEqual([
      { field: "flow", value: 1234.5, unit: "m3/h" },
    ]);
    for (const locale of ["en", "es"] as const) {
      expect(read(locale, { "specs.flow.value": "1,5" })).toEqual([{ field: "flow", value: 1.5 }]);
      expect(read(locale, { "specs.flow.value": "1.5" })).toEqual([{ field: "flow", value: 1.5 }]);
      expect(read(locale, { "specs.flow.value": "12 000" })).toEqual([{ field: "flow", value: 12000 }]);
    }
    // A lone mark before three digits groups thousands in the language that groups with it.
    expect(read("en", { "specs.flow.value": "1,500" })).toEqual([{ field: "flow", value: 1500 }]);
    expect(read("es", { "specs.flow.value": "1,500" })).toEqual([{ field: "flow", value: 1.5 }]);
    expect(
      read("es", { "specs.width.min": "0,5", "specs.width.max": "1.200", "specs.width.unit": "mm" }),
    ).toEqual([{ field: "width", min: 0.5, max: 1200, unit: "mm" }]);
  });

  it("keeps what is no number as typed, and leaves an empty value out", () => {
    expect(
      read("en", { "specs.flow.value": " about 300 ", "specs.width.min": "5", "specs.width.max": "" }),
    ).toEqual([
      { field: "flow", value: "about 300" },
      { field: "width", min: 5 },
    ]);
    expect(
      read("en", { "specs.flow.value": "  ", "specs.flow.unit": "m3/h", "specs.sealed.flag": "" }),
    ).toBeUndefined();
    // A list rearranged keeps every text as typed, numbers too.
    expect(read("es", { "specs.flow.value": "1,5 " }, "mixers", false)).toEqual([
      { field: "flow", value: "1,5 " },
    ]);
  });

  it("reads a choice, several choices, yes or no and a text in both languages", () => {
    expect(
      read("en", {
        "specs.material.option": "galvanised",
        "specs.coatings.options.epoxy": "on",
        "specs.coatings.options.zinc": "on",
        "specs.coatings.options.lead": "on",
        "specs.sealed.flag": "no",
        "specs.notes.text.en": " Shaft sealed. ",
        "specs.notes.text.es": "",
      }),
    ).toEqual([
      { field: "material", option: "galvanised" },
      { field: "coatings", options: ["epoxy", "zinc"] },
      { field: "sealed", flag: false },
      { field: "notes", text: { en: "Shaft sealed.", es: "" } },
    ]);
  });

  it("reads only the fields of the category posted beside them", () => {
    // The category changed without script: the previous one's fields are still in the form.
    expect(read("en", { "specs.flow.value": "12" }, "aeration")).toBeUndefined();
  });

  it("posts what it shows: each field of the category, numbers in the editor's way, and reads it back", () => {
    const values = [
      { field: "flow", value: 1234.5, unit: "gpm" },
      { field: "width", min: 0.5, max: 1200, unit: "mm" },
      { field: "material", option: "stainless" },
      { field: "coatings", options: ["zinc"] },
      { field: "sealed", flag: true },
      { field: "notes", text: { en: "Sealed.", es: "Sellado." } },
    ];
    for (const locale of ["en", "es"] as const) {
      const spec = specFor(locale);
      const entries = formEntries(spec, { categoryId: "mixers", specs: values }).filter(
        ([name]) => name.startsWith("specs.") || name === "categoryId",
      );
      expect(entries).toContainEqual(["specs.flow.value", locale === "en" ? "1234.5" : "1234,5"]);
      expect(entries).toContainEqual(["specs.width.min", locale === "en" ? "0.5" : "0,5"]);
      expect(entries).toContainEqual(["specs.sealed.flag", "yes"]);
      expect(entries).not.toContainEqual(["specs.coatings.options.epoxy", "on"]);
      const form = new Map(entries);
      const back = dataFromForm(spec, (name) => form.get(name), [...form.keys()], true) as { specs: unknown };
      expect(back.specs, locale).toEqual(values);
    }
    // A form made without the categories posts the values in their own shape, read back alike.
    const bare = formEntries(contentFormSpec("product", []), { categoryId: "mixers", specs: values });
    const form = new Map(bare);
    const back = dataFromForm(specFor("en"), (name) => form.get(name), [...form.keys()], true) as {
      specs: unknown;
    };
    expect(back.specs).toEqual(values);
    const unknown = dataFromForm(
      contentFormSpec("product", []),
      (name) => form.get(name),
      [...form.keys()],
      true,
    ) as {
      specs: unknown;
    };
    expect(unknown.specs).toEqual(values);
  });

  it("shows numbers in the editor's language without grouping, as that language reads them back", () => {
    expect(numberText(1234.5, "en")).toBe("1234.5");
    expect(numberText(1234.5, "es")).toBe("1234,5");
    expect(numberText(1.234, "en")).toBe("1.234");
    expect(numberText(1.234, "es")).toBe("1,234");
    expect(numberText(0.1, "es")).toBe("0,1");
    expect(numberText("about 3", "es")).toBe("about 3");
    expect(numberText(undefined, "en")).toBe("");
  });

  it("lists the values the fields no longer take, and leaves them out of the form", () => {
    const values = [
      { field: "flow", value: 12, unit: "m3/h" },
      { field: "speed", value: 3 },
      { field: "material", value: 4 },
      { field: "coatings", options: ["zinc", "lead"] },
      { field: "sealed", flag: false },
    ];
    expect(staleSpecValues(FIELDS, values)).toEqual([
      { field: "speed", value: 3 },
      { field: "material", value: 4 },
      { field: "coatings", options: ["lead"] },
    ]);
    const entries = new Map(formEntries(specFor("en"), { categoryId: "mixers", specs: values }));
    expect(entries.get("specs.material.option")).toBe("");
    expect(entries.get("specs.coatings.options.zinc")).toBe("on");
    expect(entries.has("specs.speed.value")).toBe(false);
  });

  it("names a value's problems beside its field, in English and Spanish", () => {
    const data = {
      specs: [
        { field: "flow", value: "about 300", unit: "m3/h" },
        { field: "width", min: 5, max: 2, unit: "mm" },
        { field: "depth", value: 3, unit: "furlong" },
      ],
    };
    expect(contentFieldErrors("product", data, "en")).toMatchObject({
      "specs.flow.value": "Enter a number, such as 1.5, 1,5 or 1,234.5.",
      "specs.width.max": "The maximum must be at least the minimum.",
      "specs.depth.unit": "Choose one of this field's units.",
    });
    expect(contentFieldErrors("product", data, "es")).toMatchObject({
      "specs.flow.value": "Escriba un número, como 1,5, 1.5 o 1.234,5.",
      "specs.width.max": "El máximo debe ser al menos el mínimo.",
      "specs.depth.unit": "Elija una de las unidades de este campo.",
    });
  });
});

describe("a category's specification fields in the editor's form", () => {
  it("chooses a field's unit among the metric units, by quantity", () => {
    const category = contentFormSpec("category", []);
    const list =
      category.kind === "group" ? category.fields.find((field) => field.name === "specFields") : undefined;
    const item = list?.spec.kind === "list" ? list.spec.item : undefined;
    const unit =
      item?.kind === "group" ? item.fields.find((field) => field.name === "unit")?.spec : undefined;
    expect(unit).toMatchObject({ kind: "choice", optional: true });
    const options = unit?.kind === "choice" ? unit.options : [];
    expect(options.slice(0, 4)).toEqual(["m3/h", "l/s", "m3/d", "mm"]);
    expect(options).not.toContain("gpm");
    expect(options).not.toContain("psi");
  });
});
