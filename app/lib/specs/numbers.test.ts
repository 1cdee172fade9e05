import { describe, expect, it } from "vitest";
import { formatNumber, parseLocaleNumber } from "./numbers";

const read = (text: string, locale: "en" | "es") => parseLocaleNumber(text, locale);
const value = (text: string, locale: "en" | "es") => {
  const result = read(text, locale);
  return result.ok ? result.value : result.problem;
};

describe("parseLocaleNumber", () => {
  it("reads a decimal comma and a decimal point alike in both languages", () => {
    for (const locale of ["en", "es"] as const) {
      expect(value("1,5", locale)).toBe(1.5);
      expect(value("1.5", locale)).toBe(1.5);
      expect(value("0,25", locale)).toBe(0.25);
      expect(value("1.2345", locale)).toBe(1.2345);
      expect(value(",5", "es")).toBe(0.5);
      expect(value("12", locale)).toBe(12);
    }
  });

  it("reads a lone separator before exactly three digits as the language's thousands", () => {
    expect(value("1,500", "en")).toBe(1500);
    expect(value("1,500", "es")).toBe(1.5);
    expect(value("1.500", "en")).toBe(1.5);
    expect(value("1.500", "es")).toBe(1500);
  });

  it("reads both separators together, and repeated groups, the one way they can be read", () => {
    for (const locale of ["en", "es"] as const) {
      expect(value("1.234,5", locale)).toBe(1234.5);
      expect(value("1,234.5", locale)).toBe(1234.5);
      expect(value("1.234.567,89", locale)).toBe(1234567.89);
      expect(value("1,234,567.89", locale)).toBe(1234567.89);
      expect(value("1.000.000", locale)).toBe(1_000_000);
      expect(value("1,000,000", locale)).toBe(1_000_000);
    }
  });

  it("takes spaces (plain, no-break, thin) as thousands separators", () => {
    expect(value("12 345,6", "es")).toBe(12345.6);
    expect(value("12 345,6", "en")).toBe(12345.6);
    expect(value("12\u00a0345.6", "en")).toBe(12345.6);
    expect(value("1\u202f000", "es")).toBe(1000);
    expect(value("  7,5  ", "es")).toBe(7.5);
  });

  it("reads a sign, the minus sign's typographic form too", () => {
    expect(value("-3", "en")).toBe(-3);
    expect(value("-3", "es")).toBe(-3);
    expect(value("\u22122,5", "es")).toBe(-2.5);
    expect(value("+4", "en")).toBe(4);
    expect(value("-1.234,5", "es")).toBe(-1234.5);
  });

  it("refuses what is no number, with the problem's key", () => {
    for (const locale of ["en", "es"] as const) {
      for (const bad of [
        "1,2,3.4.5",
        "abc",
        "1..2",
        "1,,2",
        "12,34.5",
        "1.234.5",
        "1,234,5",
        "1e5",
        "--3",
        "3-",
        "-",
        ".",
        "1,5 m",
        "0x10",
      ])
        expect(read(bad, locale), `${bad} (${locale})`).toEqual({ ok: false, problem: "errNumberFormat" });
      expect(read("", locale)).toEqual({ ok: false, problem: "errNumberEmpty" });
      expect(read("   ", locale)).toEqual({ ok: false, problem: "errNumberEmpty" });
    }
  });
});

describe("formatNumber", () => {
  it("writes a number as each language does", () => {
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatNumber(1234.5, "es")).toBe("1234,5");
    expect(formatNumber(12345.6, "es")).toBe("12.345,6");
    expect(formatNumber(2201, "en")).toBe("2,201");
    expect(formatNumber(1.5, "es")).toBe("1,5");
    expect(formatNumber(-3, "en")).toBe("-3");
    expect(formatNumber(70, "es")).toBe("70");
  });

  it("keeps up to six decimals", () => {
    expect(formatNumber(0.1234567, "en")).toBe("0.123457");
    expect(formatNumber(0.0984, "es")).toBe("0,0984");
  });

  it("writes what the same language reads back", () => {
    for (const locale of ["en", "es"] as const)
      for (const n of [0, 0.5, 1.5, 12.75, 1500, 1234.5, 12345.6, 1_500_000, 1234567.891, -2.25])
        expect(value(formatNumber(n, locale), locale), `${n} (${locale})`).toBe(n);
  });
});
