import { describe, expect, it } from "vitest";
import {
  inFieldUnit,
  matchesAll,
  matchesFilter,
  specCell,
  specRows,
  specValueProblems,
  type SpecField,
  type SpecValue,
  type SpecWords,
} from "./spec-values";

const WORDS: Record<"en" | "es", SpecWords> = {
  en: { yes: "Yes", no: "No", rangeJoin: "to" },
  es: { yes: "Sí", no: "No", rangeJoin: "a" },
};

const words = (en: string, es: string) => ({ en, es });

const FLOW: SpecField = {
  id: "flow",
  name: words("Flow", "Caudal"),
  kind: "range",
  measure: "flow",
  unit: "m3/h",
};
const SPACING: SpecField = {
  id: "spacing",
  name: words("Bar spacing", "Separación"),
  kind: "range",
  measure: "length",
  unit: "mm",
};
const ANGLE: SpecField = {
  id: "angle",
  name: words("Angle", "Ángulo"),
  kind: "range",
  measure: "angle",
  unit: "deg",
};
const POWER: SpecField = {
  id: "power",
  name: words("Power", "Potencia"),
  kind: "number",
  measure: "power",
  unit: "kw",
};
const HEAT: SpecField = {
  id: "heat",
  name: words("Temperature", "Temperatura"),
  kind: "number",
  measure: "temperature",
  unit: "c",
};
const MATERIAL: SpecField = {
  id: "material",
  name: words("Material", "Material"),
  kind: "choice",
  options: [
    { id: "ss", label: words("Stainless steel", "Acero inoxidable") },
    { id: "galv", label: words("Galvanised steel", "") },
  ],
};
const CONTROL: SpecField = {
  id: "control",
  name: words("Control", "Mando"),
  kind: "choices",
  options: [
    { id: "level", label: words("Level", "Nivel") },
    { id: "timer", label: words("Timer", "Temporizador") },
    { id: "manual", label: words("Manual", "Manual") },
  ],
};
const DRIVE: SpecField = { id: "drive", name: words("Motor drive", "Accionamiento"), kind: "boolean" };
const NOTE: SpecField = { id: "note", name: words("Note", "Nota"), kind: "text" };

/** A cell's text in each language and system. */
const cells = (field: SpecField, value: SpecValue | undefined) => ({
  en: specCell(field, value, "en", "metric", WORDS.en).text,
  es: specCell(field, value, "es", "metric", WORDS.es).text,
  enUs: specCell(field, value, "en", "us", WORDS.en).text,
  esUs: specCell(field, value, "es", "us", WORDS.es).text,
});

describe("specCell", () => {
  it("writes a range in the field's unit, or converted and rounded to the US unit, in each language", () => {
    expect(cells(FLOW, { field: "flow", min: 100, max: 500, unit: "m3/h" })).toEqual({
      en: "100 to 500 m³/h",
      es: "100 a 500 m³/h",
      enUs: "440 to 2,201 gpm",
      esUs: "440 a 2201 gpm",
    });
    expect(cells(SPACING, { field: "spacing", min: 0.5, max: 6, unit: "mm" })).toEqual({
      en: "0.5 to 6 mm",
      es: "0,5 a 6 mm",
      enUs: "0.0197 to 0.236 in",
      esUs: "0,0197 a 0,236 in",
    });
    expect(
      specCell(FLOW, { field: "flow", min: 100, max: 500, unit: "m3/h" }, "en", "us", WORDS.en).unit,
    ).toBe("gpm");
  });

  it("shows a large flow in MGD, both ends in one unit", () => {
    expect(cells(FLOW, { field: "flow", min: 1000, max: 5000, unit: "m3/h" })).toMatchObject({
      enUs: "6.34 to 31.7 MGD",
      esUs: "6,34 a 31,7 MGD",
    });
  });

  it("converts a value entered in another unit to the field's, and shows it unrounded in its own", () => {
    const inGpm: SpecValue = { field: "flow", min: 440, max: 2200, unit: "gpm" };
    expect(cells(FLOW, inGpm)).toEqual({
      en: "99.9 to 500 m³/h",
      es: "99,9 a 500 m³/h",
      enUs: "440 to 2,200 gpm",
      esUs: "440 a 2200 gpm",
    });
    expect(cells(FLOW, { field: "flow", min: 10, max: 20, unit: "l/s" }).en).toBe("36 to 72 m³/h");
  });

  it("writes a number, a temperature with its offset, and an angle with its sign against the figure", () => {
    expect(cells(POWER, { field: "power", value: 15, unit: "kw" })).toEqual({
      en: "15 kW",
      es: "15 kW",
      enUs: "20.1 hp",
      esUs: "20,1 hp",
    });
    expect(cells(POWER, { field: "power", value: 1.5 })).toMatchObject({ en: "1.5 kW", es: "1,5 kW" });
    expect(cells(HEAT, { field: "heat", value: 100, unit: "c" })).toMatchObject({
      en: "100 °C",
      enUs: "212 °F",
    });
    expect(cells(ANGLE, { field: "angle", min: 70, max: 90, unit: "deg" })).toEqual({
      en: "70 to 90°",
      es: "70 a 90°",
      enUs: "70 to 90°",
      esUs: "70 a 90°",
    });
    expect(cells(SPACING, { field: "spacing", min: 5, max: 5, unit: "mm" }).en).toBe("5 mm");
  });

  it("writes options, several in the field's order, and yes or no, in the page's language", () => {
    expect(cells(MATERIAL, { field: "material", option: "ss" })).toMatchObject({
      en: "Stainless steel",
      es: "Acero inoxidable",
      esUs: "Acero inoxidable",
    });
    // A label not yet translated shows the English one.
    expect(cells(MATERIAL, { field: "material", option: "galv" }).es).toBe("Galvanised steel");
    expect(cells(CONTROL, { field: "control", options: ["timer", "level"] })).toMatchObject({
      en: "Level, Timer",
      es: "Nivel, Temporizador",
    });
    expect(cells(DRIVE, { field: "drive", flag: true })).toMatchObject({ en: "Yes", es: "Sí" });
    expect(cells(DRIVE, { field: "drive", flag: false })).toMatchObject({ en: "No", es: "No" });
    expect(cells(NOTE, { field: "note", text: words("45 kg O₂/h", "45 kg O₂/h") }).es).toBe("45 kg O₂/h");
    expect(cells(NOTE, { field: "note", text: words("On a skid", "") }).es).toBe("On a skid");
  });

  it("leaves the text out (on request) where there is no value or none that fits", () => {
    const onRequest = { en: undefined, es: undefined, enUs: undefined, esUs: undefined };
    expect(cells(FLOW, undefined)).toEqual(onRequest);
    expect(cells(FLOW, { field: "flow", min: 100 })).toEqual(onRequest);
    expect(cells(POWER, { field: "power" })).toEqual(onRequest);
    expect(cells(MATERIAL, { field: "material", option: "gold" })).toEqual(onRequest);
    expect(cells(CONTROL, { field: "control", options: [] })).toEqual(onRequest);
    expect(cells(DRIVE, { field: "drive" })).toEqual(onRequest);
    expect(cells(NOTE, { field: "note", text: words("", "") })).toEqual(onRequest);
  });
});

describe("specRows", () => {
  const fields = [FLOW, MATERIAL, DRIVE];
  const specs: SpecValue[] = [
    { field: "drive", flag: false },
    { field: "flow", min: 100, max: 500, unit: "m3/h" },
  ];

  it("gives a row per field, in the category's order, named in the page's language", () => {
    const rows = specRows(fields, specs, "es", "us", WORDS.es);
    expect(rows.map(({ name, cell }) => [name, cell.text])).toEqual([
      ["Caudal", "440 a 2201 gpm"],
      ["Material", undefined],
      ["Accionamiento", "No"],
    ]);
    expect(rows.map((row) => row.field.id)).toEqual(["flow", "material", "drive"]);
    expect(
      specRows(fields, undefined, "en", "metric", WORDS.en).every((row) => row.cell.text === undefined),
    ).toBe(true);
    expect(specRows(undefined, specs, "en", "metric", WORDS.en)).toEqual([]);
  });
});

describe("inFieldUnit", () => {
  it("gives a value's numbers in the field's unit, none for a value not given", () => {
    expect(inFieldUnit(FLOW, { field: "flow", min: 10, max: 20, unit: "l/s" })).toEqual([36, 72]);
    expect(inFieldUnit(POWER, { field: "power", value: 15 })).toEqual([15]);
    expect(inFieldUnit(FLOW, { field: "flow", min: 10 })).toEqual([]);
    expect(inFieldUnit(MATERIAL, { field: "material", option: "ss" })).toEqual([]);
    expect(inFieldUnit(FLOW, undefined)).toEqual([]);
  });
});

describe("matchesFilter", () => {
  const rated: SpecValue = { field: "flow", min: 100, max: 500, unit: "m3/h" };

  it("finds a range that covers the number asked for, its ends included", () => {
    expect(matchesFilter(FLOW, rated, { field: "flow", kind: "value", value: 300 })).toBe(true);
    expect(matchesFilter(FLOW, rated, { field: "flow", kind: "value", value: 100 })).toBe(true);
    expect(matchesFilter(FLOW, rated, { field: "flow", kind: "value", value: 500 })).toBe(true);
    expect(matchesFilter(FLOW, rated, { field: "flow", kind: "value", value: 600 })).toBe(false);
    expect(matchesFilter(FLOW, rated, { field: "flow", kind: "value", value: 99 })).toBe(false);
  });

  it("matches a range entered in gpm against a number in m³/h", () => {
    // 440 to 2,200 gpm is 99.93 to 499.67 m³/h.
    const inGpm: SpecValue = { field: "flow", min: 440, max: 2200, unit: "gpm" };
    expect(matchesFilter(FLOW, inGpm, { field: "flow", kind: "value", value: 300 })).toBe(true);
    expect(matchesFilter(FLOW, inGpm, { field: "flow", kind: "value", value: 99.9 })).toBe(false);
    expect(matchesFilter(FLOW, inGpm, { field: "flow", kind: "value", value: 499.7 })).toBe(false);
  });

  it("matches a number equal to the one asked for, after conversion", () => {
    const inHp: SpecValue = { field: "power", value: 20, unit: "hp" };
    expect(matchesFilter(POWER, inHp, { field: "power", kind: "value", value: 14.91399744 })).toBe(true);
    expect(matchesFilter(POWER, inHp, { field: "power", kind: "value", value: 15 })).toBe(false);
    expect(
      matchesFilter(POWER, { field: "power", value: 15 }, { field: "power", kind: "value", value: 15 }),
    ).toBe(true);
  });

  it("passes a product with any of the options asked for", () => {
    expect(
      matchesFilter(
        MATERIAL,
        { field: "material", option: "ss" },
        { field: "material", kind: "options", options: ["galv", "ss"] },
      ),
    ).toBe(true);
    expect(
      matchesFilter(
        MATERIAL,
        { field: "material", option: "ss" },
        { field: "material", kind: "options", options: ["galv"] },
      ),
    ).toBe(false);
    const control: SpecValue = { field: "control", options: ["level", "timer"] };
    expect(
      matchesFilter(CONTROL, control, { field: "control", kind: "options", options: ["timer", "manual"] }),
    ).toBe(true);
    expect(matchesFilter(CONTROL, control, { field: "control", kind: "options", options: ["manual"] })).toBe(
      false,
    );
    expect(
      matchesFilter(
        CONTROL,
        { field: "control" },
        { field: "control", kind: "options", options: ["manual"] },
      ),
    ).toBe(false);
  });

  it("passes a yes or no that is the one asked for", () => {
    expect(
      matchesFilter(DRIVE, { field: "drive", flag: false }, { field: "drive", kind: "flag", flag: false }),
    ).toBe(true);
    expect(
      matchesFilter(DRIVE, { field: "drive", flag: true }, { field: "drive", kind: "flag", flag: false }),
    ).toBe(false);
    expect(matchesFilter(DRIVE, { field: "drive" }, { field: "drive", kind: "flag", flag: false })).toBe(
      false,
    );
  });

  it("never passes a product without a value, nor a filter of another kind than the field's", () => {
    expect(matchesFilter(FLOW, undefined, { field: "flow", kind: "value", value: 300 })).toBe(false);
    expect(
      matchesFilter(
        MATERIAL,
        { field: "material", option: "ss" },
        { field: "material", kind: "value", value: 1 },
      ),
    ).toBe(false);
    expect(matchesFilter(FLOW, rated, { field: "flow", kind: "options", options: ["ss"] })).toBe(false);
  });
});

describe("matchesAll", () => {
  const fields = [FLOW, MATERIAL, DRIVE];
  const specs: SpecValue[] = [
    { field: "flow", min: 100, max: 500, unit: "m3/h" },
    { field: "material", option: "ss" },
  ];

  it("passes a product that passes every filter, and any product when there is none", () => {
    expect(
      matchesAll(fields, specs, [
        { field: "flow", kind: "value", value: 300 },
        { field: "material", kind: "options", options: ["ss"] },
      ]),
    ).toBe(true);
    expect(
      matchesAll(fields, specs, [
        { field: "flow", kind: "value", value: 300 },
        { field: "drive", kind: "flag", flag: true },
      ]),
    ).toBe(false);
    expect(matchesAll(fields, specs, [])).toBe(true);
    expect(matchesAll(fields, undefined, [])).toBe(true);
  });

  it("passes no product on a filter of a field the category does not have", () => {
    expect(matchesAll(fields, specs, [{ field: "width", kind: "value", value: 300 }])).toBe(false);
  });
});

describe("specValueProblems", () => {
  const fields = [FLOW, POWER, MATERIAL, CONTROL, DRIVE, NOTE];

  it("finds nothing wrong with values that fit their fields", () => {
    expect(
      specValueProblems(fields, [
        { field: "flow", min: 1, max: 2, unit: "l/s" },
        { field: "power", value: 3, unit: "hp" },
        { field: "material", option: "ss" },
        { field: "control", options: ["level"] },
        { field: "drive", flag: true },
        { field: "note", text: words("a", "b") },
      ]),
    ).toEqual([]);
    expect(specValueProblems(fields, undefined)).toEqual([]);
  });

  it("names each value that does not fit, by its place and property", () => {
    expect(
      specValueProblems(fields, [
        { field: "width", value: 3 },
        { field: "flow", min: 1, max: 2 },
        { field: "flow", min: 3, max: 4 },
        { field: "power", option: "ss" },
        { field: "power", value: 3, unit: "m3/h" },
        { field: "material", option: "gold" },
        { field: "control", options: ["level", "gold"] },
        { field: "drive", value: 1 },
      ]),
    ).toEqual([
      { index: 0, property: "field", problem: "errSpecUnknownField" },
      { index: 2, property: "field", problem: "errSpecFieldTwice" },
      { index: 3, property: "choice", problem: "errSpecWrongKind" },
      { index: 4, property: "field", problem: "errSpecFieldTwice" },
      { index: 4, property: "unit", problem: "errSpecUnitOfQuantity" },
      { index: 5, property: "option", problem: "errSpecUnknownOption" },
      { index: 6, property: "options", problem: "errSpecUnknownOption" },
      { index: 7, property: "number", problem: "errSpecWrongKind" },
    ]);
  });

  it("names the missing end of a range", () => {
    expect(specValueProblems([FLOW], [{ field: "flow", min: 1 }])).toEqual([
      { index: 0, property: "max", problem: "errSpecWrongKind" },
    ]);
    expect(specValueProblems([FLOW], [{ field: "flow", max: 1 }])).toEqual([
      { index: 0, property: "min", problem: "errSpecWrongKind" },
    ]);
  });

  it("finds every value unknown where the category has no fields", () => {
    expect(specValueProblems(undefined, [{ field: "flow", min: 1, max: 2 }])).toEqual([
      { index: 0, property: "field", problem: "errSpecUnknownField" },
    ]);
  });
});
