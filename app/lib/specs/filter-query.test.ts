import { describe, expect, it } from "vitest";
import { productSchema } from "~/lib/content/schemas";
import type { SpecField } from "./spec-values";
import {
  APPLICATIONS,
  canonicalNumber,
  categoryFilterParams,
  finderFilterParams,
  readFilterQuery,
  typedNumber,
  withFilters,
  type FilterParam,
} from "./filter-query";

const words = (en: string) => ({ en, es: en });
const FLOW: SpecField = {
  id: "flow",
  name: words("Flow"),
  kind: "range",
  measure: "flow",
  unit: "m3/h",
  filterable: true,
};
const WIDTH: SpecField = {
  id: "channel-width",
  name: words("Channel width"),
  kind: "number",
  measure: "length",
  unit: "mm",
  filterable: true,
};
const MATERIAL: SpecField = {
  id: "material",
  name: words("Material"),
  kind: "choices",
  options: ["stainless-steel", "galvanised-steel", "grp"].map((id) => ({ id, label: words(id) })),
  filterable: true,
};
const COVERED: SpecField = { id: "covered", name: words("Covered"), kind: "boolean", filterable: true };
const PARAMS = categoryFilterParams([FLOW, WIDTH, MATERIAL, COVERED]);

const read = (query: string, locale: "en" | "es" = "en", params: readonly FilterParam[] = PARAMS) =>
  readFilterQuery(params, new URLSearchParams(query), locale);

describe("a number's one spelling in an address", () => {
  it("is a plain decimal of six significant digits, keeping a whole number's digits", () => {
    expect(canonicalNumber(300)).toBe("300");
    expect(canonicalNumber(1.5)).toBe("1.5");
    expect(canonicalNumber(227.12470704)).toBe("227.125");
    expect(canonicalNumber(1_234_567)).toBe("1234567");
    expect(canonicalNumber(0.0123456789)).toBe("0.0123457");
    expect(canonicalNumber(-12.5)).toBe("-12.5");
    expect(canonicalNumber(-0)).toBe("0");
    expect(canonicalNumber(1e-9)).toBe("0");
    for (const bad of [Number.NaN, Infinity, 1e15, -1e16]) expect(canonicalNumber(bad)).toBeUndefined();
  });
});

describe("a category's filters", () => {
  it("are its filterable fields a listing can filter by, in its order", () => {
    const fields: SpecField[] = [
      { ...FLOW, filterable: false },
      { id: "notes", name: words("Notes"), kind: "text", filterable: true },
      { id: "q", name: words("A field named like the search"), kind: "boolean", filterable: true },
      WIDTH,
      COVERED,
      MATERIAL,
    ];
    expect(categoryFilterParams(fields)).toEqual([
      { name: "channel-width", filter: { kind: "number", unit: "mm" } },
      { name: "covered", filter: { kind: "flag" } },
      {
        name: "material",
        filter: { kind: "options", options: ["stainless-steel", "galvanised-steel", "grp"], multiple: true },
      },
    ]);
    expect(categoryFilterParams(undefined)).toEqual([]);
  });
});

describe("reading an address's filters", () => {
  it("takes the one spelling as it is", () => {
    expect(read("flow=300&material=stainless-steel,grp&covered=yes")).toEqual({
      chosen: [
        ["flow", "300"],
        ["material", "stainless-steel,grp"],
        ["covered", "yes"],
      ],
      canonical: true,
    });
    // Other parameters (a search, 'More', a campaign's, a made-up field) are not filters.
    expect(read("q=screen&utm_source=x&flow=1.5&all=1&pressure=3")).toEqual({
      chosen: [["flow", "1.5"]],
      canonical: true,
    });
    expect(read("")).toEqual({ chosen: [], canonical: true });
  });

  it("puts reordered filters and options in their order", () => {
    expect(read("covered=no&flow=300")).toEqual({
      chosen: [
        ["flow", "300"],
        ["covered", "no"],
      ],
      canonical: false,
    });
    expect(read("material=grp,stainless-steel")).toEqual({
      chosen: [["material", "stainless-steel,grp"]],
      canonical: false,
    });
    // A form's checkboxes: one parameter each.
    expect(read("material=grp&material=stainless-steel&material=grp").chosen).toEqual([
      ["material", "stainless-steel,grp"],
    ]);
  });

  it("drops unknown options, words where a number belongs, empty values and unknown flags", () => {
    for (const query of [
      "material=brass",
      "material=",
      "material=Stainless-Steel",
      "flow=abc",
      "flow=",
      "flow=1e3",
      "flow=12.5.5",
      "flow=1e400",
      "covered=maybe",
      "covered=",
    ])
      expect(read(query), query).toEqual({ chosen: [], canonical: false });
    expect(read("material=brass,grp").chosen).toEqual([["material", "grp"]]);
  });

  it("spells numbers plainly: other spellings are read and redirected", () => {
    for (const [query, value] of [
      ["flow=300.0", "300"],
      ["flow=0300", "300"],
      ["flow=+300", "300"],
      ["flow=1,5", "1.5"],
      ["flow=1 500", "1500"],
      ["flow=1,500", "1500"],
    ] as const)
      expect(read(query), query).toEqual({ chosen: [["flow", value]], canonical: false });
    // Without the form's mark, a plain decimal is one in either language.
    expect(read("flow=1.500", "es")).toEqual({ chosen: [["flow", "1.5"]], canonical: false });
    expect(read("flow=1.25", "es")).toEqual({ chosen: [["flow", "1.25"]], canonical: true });
  });

  it("reads the form's numbers as typed: the language's habit, and US units converted", () => {
    // Without JavaScript the form sends what was typed, with its units and every box.
    expect(read("units=metric&flow=1.500&channel-width=&covered=", "es")).toEqual({
      chosen: [["flow", "1500"]],
      canonical: false,
    });
    expect(read("units=metric&flow=1.500", "en").chosen).toEqual([["flow", "1.5"]]);
    expect(read("units=us&flow=1,000&channel-width=12", "en").chosen).toEqual([
      ["flow", "227.125"],
      ["channel-width", "304.8"],
    ]);
    // Past 10,000 gpm a flow is shown in MGD, but it is typed in gpm, the field's US unit.
    expect(read("units=us&flow=20000").chosen).toEqual([["flow", "4542.49"]]);
    // The mark alone is not canonical either.
    expect(read("units=us")).toEqual({ chosen: [], canonical: false });
  });

  it("writes the filters back after the query's other parameters", () => {
    const query = new URLSearchParams("covered=yes&q=drum&units=us&utm_source=x&material=grp");
    expect(
      withFilters(PARAMS, query, [
        ["flow", "300"],
        ["covered", "yes"],
      ]).toString(),
    ).toBe("q=drum&utm_source=x&flow=300&covered=yes");
    expect(withFilters(PARAMS, query, []).toString()).toBe("q=drum&utm_source=x");
  });

  it("is a fixed point: the spelling it writes reads as itself", () => {
    const raw = ["", "300", "1,5", "abc", "0300", "1.500", "12,5", "-3", "1 000", "grp", "yes", "no", "x"];
    const pick = (seed: number) => raw[seed % raw.length]!;
    for (let seed = 0; seed < 600; seed++) {
      const query = new URLSearchParams();
      if (seed % 3 === 0) query.append("units", seed % 2 ? "us" : "metric");
      for (const [i, name] of ["covered", "material", "flow", "channel-width", "material"].entries())
        if ((seed >> i) % 2)
          query.append(
            name,
            name === "material" ? ["grp", "stainless-steel", "brass"][seed % 3]! : pick(seed * 7 + i),
          );
      for (const locale of ["en", "es"] as const) {
        const first = readFilterQuery(PARAMS, query, locale);
        const again = readFilterQuery(PARAMS, withFilters(PARAMS, query, first.chosen), locale);
        expect(again, `${query} (${locale})`).toEqual({ chosen: first.chosen, canonical: true });
      }
    }
  });
});

describe("the product finder's filters", () => {
  const pumps = {
    id: "pumps",
    specFields: [
      { ...FLOW, unit: "l/s", kind: "number" as const },
      { ...MATERIAL, options: [{ id: "cast-iron", label: words("Cast iron") }, MATERIAL.options![0]!] },
      { ...COVERED, kind: "choice" as const, options: [{ id: "a", label: words("A") }] },
    ],
  };
  const screens = { id: "screens", specFields: [FLOW, WIDTH, MATERIAL, COVERED] };
  const finder = finderFilterParams([screens, pumps, { id: "mixers" }]);

  it("are the category, the application and each field once, with the categories that have it", () => {
    expect(finder).toEqual([
      {
        name: "category",
        filter: { kind: "options", options: ["screens", "pumps", "mixers"], multiple: false },
      },
      { name: "application", filter: { kind: "options", options: APPLICATIONS, multiple: true } },
      // Shared by two categories (a number and a range of one quantity): offered with none chosen.
      {
        name: "flow",
        filter: { kind: "number", unit: "m3/h" },
        requires: { name: "category", values: ["screens", "pumps"], orNone: true },
      },
      {
        name: "channel-width",
        filter: { kind: "number", unit: "mm" },
        requires: { name: "category", values: ["screens"], orNone: false },
      },
      {
        name: "material",
        filter: {
          kind: "options",
          options: ["stainless-steel", "galvanised-steel", "grp", "cast-iron"],
          multiple: true,
        },
        requires: { name: "category", values: ["screens", "pumps"], orNone: true },
      },
      // The pumps' "covered" is a list, not yes or no: not this filter's.
      {
        name: "covered",
        filter: { kind: "flag" },
        requires: { name: "category", values: ["screens"], orNone: false },
      },
    ]);
  });

  it("drop a field the category chosen does not have, and a field not shared with none chosen", () => {
    const query =
      "category=pumps&application=private,municipal&flow=300&channel-width=500&material=cast-iron";
    expect(read(query, "en", finder)).toEqual({
      chosen: [
        ["category", "pumps"],
        ["application", "municipal,private"],
        ["flow", "300"],
        ["material", "cast-iron"],
      ],
      canonical: false,
    });
    expect(read("flow=300&channel-width=500&covered=yes", "en", finder).chosen).toEqual([["flow", "300"]]);
    // One category only: the first of the finder's order.
    expect(read("category=pumps,screens", "en", finder).chosen).toEqual([["category", "screens"]]);
  });

  it("take their applications from the product schema", () => {
    const applications = productSchema.shape.applications.unwrap().element.options;
    expect([...APPLICATIONS]).toEqual(applications);
  });
});

describe("a number's box", () => {
  it("shows the address's value in the visitor's units and language, and reads back to it", () => {
    expect(typedNumber("1500", "m3/h", "metric", "es")).toBe("1500");
    expect(typedNumber("1234.5", "m3/h", "metric", "en")).toBe("1,234.5");
    expect(typedNumber("227.125", "m3/h", "us", "en")).toBe("1,000");
    expect(typedNumber("304.8", "mm", "us", "es")).toBe("12");
    for (const [value, unit] of [
      ["227.125", "m3/h"],
      ["0.5", "mm"],
      ["12345.6", "kw"],
    ] as const)
      for (const locale of ["en", "es"] as const)
        for (const system of ["metric", "us"] as const) {
          const typed = typedNumber(value, unit, system, locale);
          const params = [{ name: "x", filter: { kind: "number", unit } } as const];
          const query = new URLSearchParams([
            ["units", system],
            ["x", typed],
          ]);
          const back = Number(readFilterQuery(params, query, locale).chosen[0]?.[1]);
          expect(
            Math.abs(back - Number(value)) / Number(value),
            `${value} ${unit} ${system} ${locale}`,
          ).toBeLessThan(1e-4);
        }
  });
});
