// The translations overview names a product's specification text by its category's field, and
// links to that field's Spanish box in the editor (the value's place among the product's
// values is not the form's); a category's fields' names and options are texts like any other.
import { describe, expect, it } from "vitest";
import type { TranslationItem } from "~/.server/content/translation";
import { translatableFields } from "~/lib/content/translation-fields";
import { translationGroups } from "./translations.server";

const category = {
  specFields: [
    {
      id: "material",
      name: { en: "Material", es: "" },
      kind: "choice",
      options: [{ id: "duplex", label: { en: "Duplex steel", es: "" } }],
    },
    { id: "notes", name: { en: "Notes", es: "Notas" }, kind: "text" },
  ],
};
const product = {
  categoryId: "mixers",
  specs: [
    { field: "material", option: "duplex" },
    { field: "notes", text: { en: "Shaft sealed.", es: "" } },
  ],
};

const item = (type: "category" | "product", key: string, data: unknown): TranslationItem => ({
  id: `${type}-id`,
  type,
  key,
  latestVersion: 1,
  version: 1,
  data,
  fields: translatableFields(type, key, data)
    .filter((field) => field.path[0] === "specFields" || field.path[0] === "specs")
    .map((field) => ({ ...field, status: field.es ? "translated" : "missing" })),
});

describe("the translations overview of specification texts", () => {
  it("names a value's text by its field and links to its Spanish box; counts the fields' names and options", () => {
    const groups = translationGroups(
      [item("category", "mixers", category), item("product", "mixer", product)],
      "es",
    );
    const [categories, products] = [
      groups.find((g) => g.type === "category")!,
      groups.find((g) => g.type === "product")!,
    ];
    expect(categories.items[0]!.pending.map((field) => field.id)).toEqual([
      "category.mixers.specFields.0.name",
      "category.mixers.specFields.0.options.0.label",
    ]);
    expect(categories.counts).toMatchObject({ fields: 3, missing: 2 });
    expect(products.items[0]!.pending).toEqual([
      {
        id: "product.mixer.specs.1.text",
        label: "Especificaciones › Notas",
        status: "missing",
        href: "/es/admin/contenido/product-id#f-specs-notes-text-es",
      },
    ]);
  });
});
