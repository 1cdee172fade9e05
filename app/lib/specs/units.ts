// The physical quantities a specification field may measure, their units and the conversions
// between them. A value is kept in the unit it was entered in; pages show it in the field's
// own (metric) unit or, when the visitor chose US customary units, in that unit's US
// counterpart. Structured data states the metric value with its UN/CEFACT Recommendation 20
// code (schema.org `unitCode`).

/** Metric (SI and the units the trade writes beside them) or US customary. */
export type UnitSystem = "metric" | "us";
export const UNIT_SYSTEMS: readonly UnitSystem[] = ["metric", "us"];
export const isUnitSystem = (value: unknown): value is UnitSystem => value === "metric" || value === "us";

export interface Unit {
  id: string;
  /** The symbol written after a number (`m³/h`); empty for a count. */
  symbol: string;
  system: UnitSystem;
  /** A value in this unit, in the quantity's base unit. */
  toBase: (value: number) => number;
  fromBase: (value: number) => number;
  /** UN/CEFACT Recommendation 20 common code, where the unit has one. */
  unCode?: string;
}

const linear = (id: string, symbol: string, system: UnitSystem, factor: number, unCode?: string): Unit => ({
  id,
  symbol,
  system,
  toBase: (value) => value * factor,
  fromBase: (value) => value / factor,
  ...(unCode ? { unCode } : {}),
});

/** A US gallon in cubic metres (231 cubic inches). */
const GALLON_M3 = 3.785411784e-3;

/**
 * The quantities, each with its units; the first unit is the base, every factor says how many
 * base units one of the unit is. `us` names, for each metric unit, the unit a US reader is
 * shown instead (and `usLarge`, past `usLargeFrom` in that unit, a larger one: gpm → MGD).
 */
export const QUANTITIES = {
  flow: {
    units: [
      linear("m3/h", "m³/h", "metric", 1, "MQH"),
      linear("l/s", "l/s", "metric", 3.6, "G51"),
      linear("m3/d", "m³/d", "metric", 1 / 24, "G52"),
      linear("gpm", "gpm", "us", GALLON_M3 * 60, "G2"),
      linear("mgd", "MGD", "us", (GALLON_M3 * 1e6) / 24),
    ],
    us: { "m3/h": "gpm", "l/s": "gpm", "m3/d": "gpm" },
    usLarge: { unit: "mgd", from: 10_000 },
  },
  length: {
    units: [
      linear("mm", "mm", "metric", 1, "MMT"),
      linear("cm", "cm", "metric", 10, "CMT"),
      linear("m", "m", "metric", 1000, "MTR"),
      linear("in", "in", "us", 25.4, "INH"),
      linear("ft", "ft", "us", 304.8, "FOT"),
    ],
    us: { mm: "in", cm: "in", m: "ft" },
  },
  angle: {
    units: [linear("deg", "°", "metric", 1, "DD")],
    us: { deg: "deg" },
  },
  power: {
    units: [
      linear("kw", "kW", "metric", 1, "KWT"),
      linear("w", "W", "metric", 0.001, "WTT"),
      // Mechanical horsepower (550 ft·lbf/s), as US motor plates state it: Recommendation
      // 20's brake horsepower (its K43 is the electric horsepower of 746 W).
      linear("hp", "hp", "us", 0.745699872, "BHP"),
    ],
    us: { kw: "hp", w: "hp" },
  },
  mass: {
    units: [
      linear("kg", "kg", "metric", 1, "KGM"),
      linear("t", "t", "metric", 1000, "TNE"),
      linear("lb", "lb", "us", 0.45359237, "LBR"),
    ],
    us: { kg: "lb", t: "lb" },
  },
  volume: {
    units: [
      linear("m3", "m³", "metric", 1, "MTQ"),
      linear("l", "l", "metric", 0.001, "LTR"),
      linear("gal", "gal", "us", GALLON_M3, "GLL"),
      linear("ft3", "ft³", "us", 0.028316846592, "FTQ"),
    ],
    us: { m3: "gal", l: "gal" },
  },
  area: {
    units: [linear("m2", "m²", "metric", 1, "MTK"), linear("ft2", "ft²", "us", 0.09290304, "FTK")],
    us: { m2: "ft2" },
  },
  pressure: {
    units: [
      linear("bar", "bar", "metric", 1, "BAR"),
      linear("kpa", "kPa", "metric", 0.01, "KPA"),
      linear("mbar", "mbar", "metric", 0.001, "MBR"),
      linear("psi", "psi", "us", 0.0689475729, "PS"),
    ],
    us: { bar: "psi", kpa: "psi", mbar: "psi" },
  },
  temperature: {
    units: [
      linear("c", "°C", "metric", 1, "CEL"),
      {
        id: "f",
        symbol: "°F",
        system: "us",
        toBase: (value: number) => ((value - 32) * 5) / 9,
        fromBase: (value: number) => (value * 9) / 5 + 32,
        unCode: "FAH",
      },
    ],
    us: { c: "f" },
  },
  speed: {
    units: [linear("m/s", "m/s", "metric", 1, "MTS"), linear("ft/s", "ft/s", "us", 0.3048, "FS")],
    us: { "m/s": "ft/s" },
  },
  rotation: {
    units: [linear("rpm", "rpm", "metric", 1, "RPM")],
    us: { rpm: "rpm" },
  },
  percentage: {
    units: [linear("percent", "%", "metric", 1, "P1")],
    us: { percent: "percent" },
  },
  count: {
    units: [linear("count", "", "metric", 1, "C62")],
    us: { count: "count" },
  },
} as const satisfies Record<
  string,
  {
    units: readonly Unit[];
    us: Record<string, string>;
    usLarge?: { unit: string; from: number };
  }
>;

export type Quantity = keyof typeof QUANTITIES;
export const QUANTITY_IDS = Object.keys(QUANTITIES) as [Quantity, ...Quantity[]];
export const isQuantity = (value: unknown): value is Quantity =>
  typeof value === "string" && Object.hasOwn(QUANTITIES, value);

const byId = new Map<string, { unit: Unit; quantity: Quantity }>();
for (const quantity of QUANTITY_IDS)
  for (const unit of QUANTITIES[quantity].units) byId.set(unit.id, { unit, quantity });

/** Every unit's id, for a schema's enum. */
export const UNIT_IDS = [...byId.keys()] as [string, ...string[]];

export const unitById = (id: string): Unit | undefined => byId.get(id)?.unit;
export const quantityOfUnit = (id: string): Quantity | undefined => byId.get(id)?.quantity;

/** The units a value of a quantity may be entered in (the field's own first). */
export function unitsOf(quantity: Quantity, first?: string): Unit[] {
  const units: Unit[] = [...QUANTITIES[quantity].units];
  const at = units.findIndex((unit) => unit.id === first);
  if (at > 0) units.unshift(...units.splice(at, 1));
  return units;
}

/** The metric units of a quantity: what a field's own unit may be. */
export const metricUnitsOf = (quantity: Quantity): Unit[] =>
  QUANTITIES[quantity].units.filter((unit) => unit.system === "metric");

/** Converts a value between two units of one quantity (undefined across quantities). */
export function convert(value: number, from: string, to: string): number | undefined {
  if (from === to) return value;
  const a = byId.get(from);
  const b = byId.get(to);
  if (!a || !b || a.quantity !== b.quantity) return undefined;
  return b.unit.fromBase(a.unit.toBase(value));
}

/**
 * The unit a value is shown in: the field's own (metric) unit, or its US counterpart. `value`
 * (in the field's unit) picks the larger US unit where the quantity has one (a flow past
 * 10,000 gpm reads in MGD).
 */
export function displayUnit(fieldUnit: string, system: UnitSystem, value?: number): string {
  if (system === "metric") return fieldUnit;
  const quantity = quantityOfUnit(fieldUnit);
  if (!quantity) return fieldUnit;
  const definition: { us: Record<string, string>; usLarge?: { unit: string; from: number } } =
    QUANTITIES[quantity];
  const us = definition.us[fieldUnit] ?? fieldUnit;
  const large = definition.usLarge;
  if (large && value !== undefined) {
    const inUs = convert(Math.abs(value), fieldUnit, us);
    if (inUs !== undefined && inUs >= large.from) return large.unit;
  }
  return us;
}

/**
 * A converted value rounded as a datasheet writes it: whole numbers from 1,000 up, else three
 * significant digits (2.5 mm → 0.0984 in; 500 m³/h → 2,201 gpm). A value shown in the unit it
 * was entered in is not rounded.
 */
export function roundForDisplay(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  // Halves round away from zero on either side (Math.round alone takes -1234.5 to -1234).
  if (Math.abs(value) >= 1000) return Math.sign(value) * Math.round(Math.abs(value));
  return Number(value.toPrecision(3));
}
