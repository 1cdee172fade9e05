import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates";

describe("formatLongDate", () => {
  it("writes the long US format in English and the long Spanish format in Spanish", () => {
    const date = new Date("2026-11-12T23:30:00Z");
    expect(formatLongDate(date, "en")).toBe("November 12, 2026");
    expect(formatLongDate(date, "es")).toBe("12 de noviembre de 2026");
  });
});
