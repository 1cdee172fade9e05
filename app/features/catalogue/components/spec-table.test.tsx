// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Messages } from "~/i18n/dictionary";
import { I18nProvider } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { specRows, type SpecField, type SpecValue } from "~/lib/specs/spec-values";
import type { UnitSystem } from "~/lib/specs/units";
import { specWords } from "~/lib/specs/spec-words";
import { SpecTable } from "./spec-table";

afterEach(cleanup);

const fields: SpecField[] = [
  {
    id: "flow",
    name: { en: "Flow", es: "Caudal" },
    kind: "range",
    measure: "flow",
    unit: "m3/h",
  },
  {
    id: "bar-spacing",
    name: { en: "Bar spacing", es: "Separación" },
    kind: "number",
    measure: "length",
    unit: "mm",
  },
  { id: "washer", name: { en: "Spray washer", es: "Lavado" }, kind: "boolean" },
  { id: "weight", name: { en: "Weight", es: "Peso" }, kind: "number", measure: "mass", unit: "kg" },
];
const specs: SpecValue[] = [
  { field: "flow", min: 100, max: 500, unit: "m3/h" },
  { field: "bar-spacing", value: 6, unit: "mm" },
  { field: "washer", flag: true },
];

function renderTable(locale: Locale, system: UnitSystem = "metric") {
  const rows = specRows(
    fields,
    specs,
    locale,
    system,
    specWords((key) => serverT(locale, key)),
  );
  render(
    <I18nProvider locale={locale} messages={messageGroups(locale, ["specs"]) as Messages}>
      <h2 id="specs-title">Specifications</h2>
      <SpecTable rows={rows} labelledBy="specs-title" />
    </I18nProvider>,
  );
  return screen.getByRole("table", { name: "Specifications" });
}

/** Each row as [its header, its value]. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [
      within(row).getByRole("rowheader").textContent,
      within(row).getByRole("cell").textContent,
    ]);

describe("SpecTable", () => {
  it("gives each field a row whose header is the field's name, the value with its unit beside it", () => {
    const table = renderTable("en");
    expect(rowsOf(table)).toEqual([
      ["Flow", "100 to 500 m³/h"],
      ["Bar spacing", "6 mm"],
      ["Spray washer", "Yes"],
      ["Weight", "On request"],
    ]);
    for (const header of within(table).getAllByRole("rowheader"))
      expect(header.getAttribute("scope")).toBe("row");
  });

  it("reads in Spanish, with its words and the language's numbers", () => {
    expect(rowsOf(renderTable("es"))).toEqual([
      ["Caudal", "100 a 500 m³/h"],
      ["Separación", "6 mm"],
      ["Lavado", "Sí"],
      ["Peso", "Bajo pedido"],
    ]);
  });

  it("shows US customary units when the visitor chose them", () => {
    expect(rowsOf(renderTable("en", "us")).slice(0, 2)).toEqual([
      ["Flow", "440 to 2,201 gpm"],
      ["Bar spacing", "0.236 in"],
    ]);
  });

  it("names its columns for screen readers", () => {
    const table = renderTable("en");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Specification", "Value"]);
  });
});
