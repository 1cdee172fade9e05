import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csv", () => {
  it("defuses every cell a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+34 600")).toBe("'+34 600");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("quotes commas, quotes and line breaks per RFC 4180", () => {
    expect(csvCell('Aguas "Claras", S.A.')).toBe('"Aguas ""Claras"", S.A."');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
  });

  it("starts with a BOM and ends rows with CRLF", () => {
    expect(toCsv(["a", "b"], [["1", "López"]])).toBe("\uFEFFa,b\r\n1,López\r\n");
  });
});
