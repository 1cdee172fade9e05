// CSV for spreadsheets: RFC 4180 quoting, UTF-8 with a byte-order mark (so Excel reads the
// accents), and no cell a spreadsheet would run as a formula.

/** A cell starting like this is a formula to Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: defused with a leading apostrophe if it could run, then quoted when it must be. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row and the rows, CRLF line ends, with the BOM. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
