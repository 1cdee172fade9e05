import { describe, expect, it } from "vitest";
import {
  QUANTITIES,
  QUANTITY_IDS,
  convert,
  displayUnit,
  metricUnitsOf,
  quantityOfUnit,
  roundForDisplay,
  unitById,
  unitsOf,
} from "./units";

// Reference figures from the definitions (NIST SP 811, Appendix B), written out here rather
// than derived from the module's factors: one of each unit in the other unit of the pair.
const PAIRS: Array<[from: string, to: string, oneFromIsTo: number]> = [
  ["gpm", "m3/h", 0.227124707],
  ["mgd", "m3/h", 157.725491],
  ["mgd", "gpm", 694.444444],
  ["l/s", "m3/h", 3.6],
  ["l/s", "gpm", 15.8503231],
  ["m3/d", "m3/h", 0.0416666667],
  ["m3/d", "gpm", 0.183452814],
  ["in", "mm", 25.4],
  ["in", "cm", 2.54],
  ["ft", "m", 0.3048],
  ["ft", "in", 12],
  ["m", "mm", 1000],
  ["hp", "kw", 0.745699872],
  ["hp", "w", 745.699872],
  ["lb", "kg", 0.45359237],
  ["t", "lb", 2204.62262],
  ["psi", "bar", 0.0689475729],
  ["psi", "kpa", 6.89475729],
  ["bar", "mbar", 1000],
  ["m2", "ft2", 10.7639104],
  ["m/s", "ft/s", 3.2808399],
  ["gal", "l", 3.785411784],
  ["m3", "gal", 264.172052],
  ["ft3", "l", 28.316846592],
];

/** Equal to nine significant digits (the reference figures' precision). */
const close = (actual: number | undefined, expected: number) => {
  expect(actual).toBeDefined();
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(Math.abs(expected) * 5e-9 + 1e-12);
};

describe("convert", () => {
  it.each(PAIRS)("converts 1 %s to %s and back", (from, to, factor) => {
    close(convert(1, from, to), factor);
    close(convert(factor, to, from), 1);
    close(convert(250, from, to), 250 * factor);
    close(convert(250 * factor, to, from), 250);
  });

  it("converts temperatures between Celsius and Fahrenheit at their offsets, both ways", () => {
    const points: Array<[celsius: number, fahrenheit: number]> = [
      [100, 212],
      [0, 32],
      [-40, -40],
      [37, 98.6],
      [-10, 14],
      [200, 392],
    ];
    for (const [celsius, fahrenheit] of points) {
      close(convert(celsius, "c", "f"), fahrenheit);
      close(convert(fahrenheit, "f", "c"), celsius);
    }
  });

  it("brings every unit of every quantity back to where it started", () => {
    for (const quantity of QUANTITY_IDS)
      for (const from of QUANTITIES[quantity].units)
        for (const to of QUANTITIES[quantity].units)
          for (const value of [0, 1, 12.5, 480, -3])
            close(convert(convert(value, from.id, to.id)!, to.id, from.id), value);
  });

  it("keeps a value in its own unit, and converts nothing across quantities or from unknown units", () => {
    expect(convert(7, "mm", "mm")).toBe(7);
    expect(convert(1, "mm", "kw")).toBeUndefined();
    expect(convert(1, "m3/h", "m3")).toBeUndefined();
    expect(convert(1, "furlong", "m")).toBeUndefined();
    expect(convert(1, "m", "furlong")).toBeUndefined();
  });
});

describe("the units", () => {
  it("give each quantity its base first, metric units a field may use, and a US counterpart for each", () => {
    for (const quantity of QUANTITY_IDS) {
      const { units, us } = QUANTITIES[quantity];
      close(units[0]!.toBase(1), 1);
      expect(metricUnitsOf(quantity).length).toBeGreaterThan(0);
      for (const unit of metricUnitsOf(quantity)) {
        const counterpart = (us as Record<string, string>)[unit.id];
        expect(counterpart, `${quantity} ${unit.id}`).toBeDefined();
        expect(quantityOfUnit(counterpart!)).toBe(quantity);
      }
    }
  });

  it("name the UN/CEFACT Recommendation 20 code of each unit a page states", () => {
    const codes = Object.fromEntries(
      [
        "m3/h",
        "l/s",
        "m3/d",
        "gpm",
        "mm",
        "m",
        "in",
        "ft",
        "kw",
        "hp",
        "kg",
        "lb",
        "bar",
        "psi",
        "c",
        "f",
        "m2",
        "m/s",
        "rpm",
        "percent",
        "count",
        "deg",
      ].map((id) => [id, unitById(id)?.unCode]),
    );
    expect(codes).toEqual({
      "m3/h": "MQH",
      "l/s": "G51",
      "m3/d": "G52",
      gpm: "G2",
      mm: "MMT",
      m: "MTR",
      in: "INH",
      ft: "FOT",
      kw: "KWT",
      // 550 ft·lbf/s (745.7 W) is Recommendation 20's brake horsepower; K43 is the electric one (746 W).
      hp: "BHP",
      kg: "KGM",
      lb: "LBR",
      bar: "BAR",
      psi: "PS",
      c: "CEL",
      f: "FAH",
      m2: "MTK",
      "m/s": "MTS",
      rpm: "RPM",
      percent: "P1",
      count: "C62",
      deg: "DD",
    });
  });

  it("list a quantity's units with the field's own first", () => {
    expect(unitsOf("length", "m").map((unit) => unit.id)).toEqual(["m", "mm", "cm", "in", "ft"]);
    expect(unitsOf("length").map((unit) => unit.id)).toEqual(["mm", "cm", "m", "in", "ft"]);
    expect(unitsOf("flow", "nothing").map((unit) => unit.id)[0]).toBe("m3/h");
  });
});

describe("displayUnit", () => {
  it("keeps the field's own unit in metric", () => {
    for (const unit of ["m3/h", "mm", "kw", "c", "deg"]) expect(displayUnit(unit, "metric", 1e9)).toBe(unit);
  });

  it("shows each metric unit's US counterpart", () => {
    const us = Object.fromEntries(
      [
        "m3/h",
        "l/s",
        "m3/d",
        "mm",
        "cm",
        "m",
        "kw",
        "w",
        "kg",
        "t",
        "m3",
        "l",
        "m2",
        "bar",
        "kpa",
        "mbar",
        "c",
        "m/s",
        "deg",
        "rpm",
        "percent",
        "count",
      ].map((unit) => [unit, displayUnit(unit, "us", 1)]),
    );
    expect(us).toEqual({
      "m3/h": "gpm",
      "l/s": "gpm",
      "m3/d": "gpm",
      mm: "in",
      cm: "in",
      m: "ft",
      kw: "hp",
      w: "hp",
      kg: "lb",
      t: "lb",
      m3: "gal",
      l: "gal",
      m2: "ft2",
      bar: "psi",
      kpa: "psi",
      mbar: "psi",
      c: "f",
      "m/s": "ft/s",
      deg: "deg",
      rpm: "rpm",
      percent: "percent",
      count: "count",
    });
  });

  it("switches a flow from gpm to MGD from 10,000 gpm, whatever its sign or metric unit", () => {
    // 10,000 gpm = 2,271.24707 m³/h = 630.901964 l/s = 54,509.9296 m³/d.
    expect(displayUnit("m3/h", "us", 2271.2)).toBe("gpm");
    expect(displayUnit("m3/h", "us", 2271.25)).toBe("mgd");
    expect(displayUnit("m3/h", "us", -2500)).toBe("mgd");
    expect(displayUnit("l/s", "us", 630.9)).toBe("gpm");
    expect(displayUnit("l/s", "us", 631)).toBe("mgd");
    expect(displayUnit("m3/d", "us", 54_500)).toBe("gpm");
    expect(displayUnit("m3/d", "us", 54_510)).toBe("mgd");
    // Without a value (a filter's unit, a column's), the smaller unit.
    expect(displayUnit("m3/h", "us")).toBe("gpm");
    // No other quantity has a larger unit.
    expect(displayUnit("mm", "us", 1e9)).toBe("in");
  });

  it("keeps a unit it does not know", () => {
    expect(displayUnit("furlong", "us", 3)).toBe("furlong");
  });
});

describe("roundForDisplay", () => {
  it("writes three significant digits below 1,000 and whole numbers from there", () => {
    expect(roundForDisplay(convert(2.5, "mm", "in")!)).toBe(0.0984);
    expect(roundForDisplay(convert(500, "m3/h", "gpm")!)).toBe(2201);
    expect(roundForDisplay(convert(15, "kw", "hp")!)).toBe(20.1);
    expect(roundForDisplay(convert(6, "bar", "psi")!)).toBe(87);
    expect(roundForDisplay(12.345)).toBe(12.3);
    expect(roundForDisplay(999.96)).toBe(1000);
    expect(roundForDisplay(0.000123456)).toBe(0.000123);
  });

  it("rounds a negative value as its positive twin", () => {
    expect(roundForDisplay(-1234.5)).toBe(-1235);
    expect(roundForDisplay(1234.5)).toBe(1235);
    expect(roundForDisplay(-0.0984252)).toBe(-0.0984);
    expect(roundForDisplay(convert(-40, "c", "f")!)).toBe(-40);
  });

  it("leaves zero and what is not a finite number alone", () => {
    expect(roundForDisplay(0)).toBe(0);
    expect(roundForDisplay(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(roundForDisplay(Number.NaN)).toBeNaN();
  });
});
