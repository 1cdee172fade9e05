import { describe, expect, it } from "vitest";
import type { SpecField } from "~/lib/specs/spec-values";
import { compareRows, unionOfFields, type CompareCategory, type CompareProduct } from "./compare-rows";

const words = { yes: "Yes", no: "No", rangeJoin: "to" };
const name = (en: string, es = en) => ({ en, es });

const flow: SpecField = {
  id: "flow",
  name: name("Flow", "Caudal"),
  kind: "range",
  measure: "flow",
  unit: "m3/h",
};
const spacing: SpecField = {
  id: "spacing",
  name: name("Bar spacing"),
  kind: "number",
  measure: "length",
  unit: "mm",
};
const material: SpecField = {
  id: "material",
  name: name("Material"),
  kind: "choice",
  options: [
    { id: "ss304", label: name("Stainless steel 304", "Acero inoxidable 304") },
    { id: "galv", label: name("Galvanised steel") },
  ],
};
const drive: SpecField = {
  id: "drive",
  name: name("Drive power"),
  kind: "number",
  measure: "power",
  unit: "kw",
};
/** Another category's "flow": a text, not a range; a row of its own. */
const flowText: SpecField = { id: "flow", name: name("Flow note"), kind: "text" };

const screens: CompareCategory = { id: "screens", specFields: [flow, spacing, material] };
const sieves: CompareCategory = { id: "sieves", specFields: [material, drive, flow] };
const pumps: CompareCategory = { id: "pumps", specFields: [flowText] };
const empty: CompareCategory = { id: "empty" };
const catalogue = [screens, sieves, pumps, empty];

describe("unionOfFields", () => {
  it("takes the categories in the catalogue's order, each field once where it first appears", () => {
    // The sieve first in the columns: the screens' fields still lead, as the catalogue orders them.
    const union = unionOfFields(catalogue, [{ categoryId: "sieves" }, { categoryId: "screens" }]);
    expect(union.map((row) => row.key)).toEqual(["flow", "spacing", "material", "drive"]);
    expect([...union[0]!.byCategory.keys()]).toEqual(["screens", "sieves"]);
    expect([...union[3]!.byCategory.keys()]).toEqual(["sieves"]);
  });

  it("keeps a field of the same id but another kind apart, under its category's name", () => {
    const union = unionOfFields(catalogue, [{ categoryId: "screens" }, { categoryId: "pumps" }]);
    expect(union.map((row) => row.key)).toEqual(["flow", "spacing", "material", "pumps.flow"]);
  });

  it("has no rows for categories without fields, or for categories no product is in", () => {
    expect(unionOfFields(catalogue, [{ categoryId: "empty" }])).toEqual([]);
    expect(unionOfFields(catalogue, [{ categoryId: "screens" }]).map((row) => row.key)).toEqual([
      "flow",
      "spacing",
      "material",
    ]);
  });
});

describe("compareRows", () => {
  const drum: CompareProduct = {
    id: "drum",
    categoryId: "screens",
    specs: [
      { field: "flow", min: 100, max: 500, unit: "m3/h" },
      { field: "spacing", value: 6, unit: "mm" },
      { field: "material", option: "ss304" },
    ],
  };
  const step: CompareProduct = {
    id: "step",
    categoryId: "screens",
    specs: [
      { field: "flow", min: 100, max: 500, unit: "m3/h" },
      { field: "spacing", value: 3, unit: "mm" },
    ],
  };
  const sieve: CompareProduct = {
    id: "sieve",
    categoryId: "sieves",
    specs: [
      { field: "material", option: "ss304" },
      { field: "drive", value: 0.75, unit: "kw" },
      // The same flow, entered in litres a second: it reads the same once shown in m³/h.
      { field: "flow", min: 100 / 3.6, max: 500 / 3.6, unit: "l/s" },
    ],
  };

  it("reads each product's value in the units shown, on request or not applicable, and marks the rows that differ", () => {
    const rows = compareRows(catalogue, [drum, step, sieve], "en", "metric", words);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(byKey.flow).toMatchObject({
      name: "Flow",
      cells: [
        { applies: true, text: "100 to 500 m³/h" },
        { applies: true, text: "100 to 500 m³/h" },
        { applies: true, text: "100 to 500 m³/h" },
      ],
      differs: false,
    });
    expect(byKey.spacing).toMatchObject({
      cells: [{ applies: true, text: "6 mm" }, { applies: true, text: "3 mm" }, { applies: false }],
      differs: true,
    });
    // The step screen has no material: "on request" (undefined) differs from a value.
    expect(byKey.material).toMatchObject({
      cells: [
        { applies: true, text: "Stainless steel 304" },
        { applies: true, text: undefined },
        { applies: true, text: "Stainless steel 304" },
      ],
      differs: true,
    });
    expect(byKey.drive).toMatchObject({
      cells: [{ applies: false }, { applies: false }, { applies: true, text: "0.75 kW" }],
      differs: true,
    });
  });

  it("compares what the visitor reads: the same figures in US units, the names in Spanish", () => {
    const rows = compareRows(catalogue, [drum, sieve], "es", "us", words);
    expect(rows[0]).toMatchObject({ name: "Caudal", differs: false });
    expect(rows[0]!.cells[0]).toEqual(rows[0]!.cells[1]);
    expect(rows[0]!.cells[0]).toMatchObject({ applies: true, text: expect.stringMatching(/gpm$/) });
    expect(rows.find((row) => row.key === "material")!.cells[0]).toEqual({
      applies: true,
      text: "Acero inoxidable 304",
    });
  });

  it("marks nothing for one product, nor a row where no product has a value", () => {
    expect(compareRows(catalogue, [drum], "en", "metric", words).some((row) => row.differs)).toBe(false);
    const bare: CompareProduct = { id: "bare", categoryId: "screens" };
    const rows = compareRows(catalogue, [bare, { ...bare, id: "bare-2" }], "en", "metric", words);
    expect(rows.every((row) => !row.differs && row.cells.every((cell) => cell.applies && !cell.text))).toBe(
      true,
    );
    // On request for one, not applicable for the other: nothing is known to differ.
    const sieveWithout: CompareProduct = { id: "sieve-2", categoryId: "sieves" };
    const mixed = compareRows(catalogue, [bare, sieveWithout], "en", "metric", words);
    expect(mixed.find((row) => row.key === "spacing")).toMatchObject({
      cells: [{ applies: true, text: undefined }, { applies: false }],
      differs: false,
    });
  });
});
