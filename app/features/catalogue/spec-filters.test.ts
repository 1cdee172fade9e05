import { describe, expect, it } from "vitest";
import { categoryFilterParams, finderFilterParams } from "~/lib/specs/filter-query";
import type { SpecField } from "~/lib/specs/spec-values";
import {
  filterControls,
  optionLabel,
  passesFilters,
  type FilteredProduct,
  type FilterLabels,
} from "./spec-filters";

const words = (en: string, es = en) => ({ en, es });
const SCREEN_FIELDS: SpecField[] = [
  { id: "flow", name: words("Flow"), kind: "range", measure: "flow", unit: "m3/h", filterable: true },
  {
    id: "material",
    name: words("Material"),
    kind: "choices",
    options: [
      { id: "stainless-steel", label: words("Stainless steel", "Acero inoxidable") },
      { id: "grp", label: words("GRP", "") },
    ],
    filterable: true,
  },
  { id: "covered", name: words("Covered"), kind: "boolean", filterable: true },
];
// The pumps state their flow in litres a second, as a single figure.
const PUMP_FIELDS: SpecField[] = [
  { id: "flow", name: words("Flow"), kind: "number", measure: "flow", unit: "l/s", filterable: true },
];
const fieldsOf = (id: string) => ({ screens: SCREEN_FIELDS, pumps: PUMP_FIELDS })[id];

const product = (categoryId: string, specs: FilteredProduct["specs"], applications?: string[]) => ({
  categoryId,
  specs,
  ...(applications ? { applications } : {}),
});
const SMALL = product("screens", [
  { field: "flow", min: 100, max: 500 },
  { field: "material", options: ["stainless-steel"] },
  { field: "covered", flag: true },
]);
const LARGE = product(
  "screens",
  [
    { field: "flow", min: 600, max: 900 },
    { field: "material", options: ["stainless-steel", "grp"] },
    { field: "covered", flag: false },
  ],
  ["municipal"],
);
// Entered in US units: 440-2,210 gpm (about 100-502 m³/h).
const IMPERIAL = product("screens", [{ field: "flow", min: 440, max: 2210, unit: "gpm" }], ["industrial"]);
const UNKNOWN = product("screens", []);
const PUMP = product("pumps", [{ field: "flow", value: 83.333333 }], ["municipal", "private"]);
const PARAMS = categoryFilterParams(SCREEN_FIELDS);

const passing = (
  products: FilteredProduct[],
  chosen: [string, string][],
  params = PARAMS,
): FilteredProduct[] => products.filter((item) => passesFilters(item, params, chosen, fieldsOf));

describe("a listing's filters", () => {
  it("find the products whose range covers a number, whatever unit their value was entered in", () => {
    const all = [SMALL, LARGE, IMPERIAL, UNKNOWN];
    expect(passing(all, [["flow", "300"]])).toEqual([SMALL, IMPERIAL]);
    expect(passing(all, [["flow", "100"]])).toEqual([SMALL, IMPERIAL]);
    expect(passing(all, [["flow", "500"]])).toEqual([SMALL, IMPERIAL]);
    expect(passing(all, [["flow", "550"]])).toEqual([]);
    expect(passing(all, [["flow", "750"]])).toEqual([LARGE]);
  });

  it("find a list's any option, yes or no, and every filter at once", () => {
    const all = [SMALL, LARGE, IMPERIAL, UNKNOWN];
    expect(passing(all, [["material", "grp"]])).toEqual([LARGE]);
    expect(passing(all, [["material", "stainless-steel,grp"]])).toEqual([SMALL, LARGE]);
    expect(passing(all, [["covered", "yes"]])).toEqual([SMALL]);
    expect(passing(all, [["covered", "no"]])).toEqual([LARGE]);
    expect(
      passing(all, [
        ["flow", "300"],
        ["material", "stainless-steel"],
      ]),
    ).toEqual([SMALL]);
    // A product of a category without the field never passes.
    expect(passing([PUMP], [["material", "grp"]])).toEqual([]);
  });

  it("read a shared field in each product's own category (the finder)", () => {
    const finder = finderFilterParams([
      { id: "screens", specFields: SCREEN_FIELDS },
      { id: "pumps", specFields: PUMP_FIELDS },
    ]);
    const all = [SMALL, LARGE, PUMP];
    // 300 m³/h is 83.3 l/s: the pump's one figure.
    expect(passing(all, [["flow", "300"]], finder)).toEqual([SMALL, PUMP]);
    expect(passing(all, [["application", "municipal"]], finder)).toEqual([LARGE, PUMP]);
    expect(passing(all, [["application", "private,industrial"]], finder)).toEqual([PUMP]);
    expect(
      passing(
        all,
        [
          ["category", "screens"],
          ["flow", "300"],
        ],
        finder,
      ),
    ).toEqual([SMALL]);
  });

  it("count beside each choice the products it would leave, the other filters kept", () => {
    const labels: FilterLabels = {
      label: (param) => param.name,
      option: (param, option) =>
        optionLabel(
          SCREEN_FIELDS.find((field) => field.id === param.name),
          option,
          "es",
        ),
      yes: "Sí",
      no: "No",
    };
    const controls = filterControls({
      offered: PARAMS,
      params: PARAMS,
      chosen: [
        ["flow", "300"],
        ["material", "grp"],
      ],
      products: [SMALL, LARGE, IMPERIAL, UNKNOWN],
      fieldsOf,
      labels,
      system: "us",
    });
    expect(controls).toEqual([
      { kind: "number", name: "flow", label: "flow", unit: "m3/h", typedUnit: "gpm", symbol: "gpm" },
      {
        kind: "options",
        name: "material",
        label: "material",
        multiple: true,
        // With flow 300 kept: the small screen is stainless; no screen for 300 is of GRP. An
        // option without Spanish words reads in English.
        choices: [
          { value: "stainless-steel", label: "Acero inoxidable", count: 1 },
          { value: "grp", label: "GRP", count: 0 },
        ],
      },
      {
        kind: "flag",
        name: "covered",
        label: "covered",
        // Flow 300 and GRP leave none, covered or not.
        choices: [
          { value: "yes", label: "Sí", count: 0 },
          { value: "no", label: "No", count: 0 },
        ],
      },
    ]);
  });
});
