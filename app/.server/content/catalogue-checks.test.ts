// A product's specification values against its category's fields, as publishing and a draft's
// save name what does not fit: each message beside the control the editor's form gives it, in
// English and Spanish.
import { describe, expect, it } from "vitest";
import type { SpecFieldData } from "~/lib/content/schemas";
import { specValueErrors } from "./catalogue-checks";

const FIELDS: SpecFieldData[] = [
  { id: "flow", name: { en: "Flow", es: "Caudal" }, kind: "number", measure: "flow", unit: "m3/h" },
  { id: "width", name: { en: "Width", es: "Ancho" }, kind: "range", measure: "length", unit: "mm" },
  {
    id: "material",
    name: { en: "Material", es: "Material" },
    kind: "choice",
    options: [{ id: "stainless", label: { en: "Stainless steel", es: "Acero inoxidable" } }],
  },
  {
    id: "coatings",
    name: { en: "Coatings", es: "Recubrimientos" },
    kind: "choices",
    options: [{ id: "epoxy", label: { en: "Epoxy", es: "Epoxi" } }],
  },
];

describe("a product's values against its category's fields", () => {
  it("takes values that fit, a US unit of the field's quantity among them", () => {
    expect(
      specValueErrors(
        FIELDS,
        [
          { field: "flow", value: 350, unit: "gpm" },
          { field: "width", min: 1, max: 2, unit: "in" },
          { field: "material", option: "stainless" },
          { field: "coatings", options: ["epoxy"] },
        ],
        "en",
      ),
    ).toEqual({});
    expect(specValueErrors(undefined, undefined, "en")).toEqual({});
  });

  it("names each value that does not fit beside its control, in English and Spanish", () => {
    const values = [
      { field: "flow", value: 350, unit: "kw" },
      { field: "width", max: 2 },
      { field: "material", option: "titanium" },
      { field: "coatings", options: ["epoxy", "lead"] },
      { field: "depth", value: 3 },
      { field: "flow", value: 4 },
      { field: "material", flag: true },
    ];
    expect(specValueErrors(FIELDS, values, "en")).toEqual({
      "specs.flow.unit": "Choose one of this field's units.",
      "specs.width.min": "Enter both the minimum and the maximum (the same number twice for a single value).",
      "specs.material.option": "Choose one of this field's options.",
      "specs.coatings.options": "Choose one of this field's options.",
      "specs.depth":
        "The category's published fields do not include this one: publish the category first, or leave this value empty.",
      "specs.flow": "This field has two values: keep one.",
      "specs.material": "This field has two values: keep one.",
    });
    expect(specValueErrors(FIELDS, [{ field: "width", min: 2 }], "es")).toEqual({
      "specs.width.max": "Escriba el mínimo y el máximo (el mismo número dos veces para un valor único).",
    });
    expect(specValueErrors(FIELDS, [{ field: "flow", option: "x" }], "es")).toEqual({
      "specs.flow": "Este valor no es del tipo del campo de la categoría (ha cambiado): escríbalo de nuevo.",
    });
  });

  it("finds every value unknown to a category without fields", () => {
    expect(Object.keys(specValueErrors(undefined, [{ field: "flow", value: 1 }], "en"))).toEqual([
      "specs.flow",
    ]);
  });
});
