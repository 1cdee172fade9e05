// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { BarChart, type BarChartProps, type ChartRow } from "./sales-charts";

afterEach(cleanup);

const row = (key: string, label: string, value: number, extra: Partial<ChartRow> = {}): ChartRow => ({
  key,
  label,
  value,
  valueText: String(value),
  cells: [String(value)],
  ...extra,
});

const props = (overrides: Partial<BarChartProps> = {}): BarChartProps => ({
  id: "countries",
  title: "Requests by country",
  summary: "Most requests: Mexico, 8.",
  layout: "bars",
  rows: [row("MX", "Mexico", 8), row("CO", "Colombia", 2), row("_unknown", "Unknown", 0)],
  labelHeading: "Country",
  valueHeadings: ["Requests"],
  showData: "Show data",
  empty: "No requests in this period.",
  ...overrides,
});

describe("BarChart", () => {
  it("is an image named by its title and summary, each bar labelled with its number", () => {
    render(<BarChart {...props()} />);
    const chart = screen.getByRole("img", { name: "Requests by country Most requests: Mexico, 8." });
    expect(chart.tagName.toLowerCase()).toBe("svg");
    expect(chart.querySelector("title")?.textContent).toBe("Requests by country");
    const texts = [...chart.querySelectorAll("text")].map((text) => text.textContent);
    expect(texts).toEqual(["Mexico8", "Colombia2", "Unknown0"]);
    // Lengths across are shares of the largest; an empty row draws no bar.
    const widths = [...chart.querySelectorAll("rect")].map((rect) => rect.getAttribute("width"));
    expect(widths).toEqual(["100%", "25%", "0%"]);
  });

  it("carries the same figures as a table with a caption and headings for columns and rows", () => {
    render(
      <BarChart
        {...props({
          valueHeadings: ["Requests", "Share"],
          rows: [row("MX", "Mexico", 8, { cells: ["8", "80%"] })],
        })}
      />,
    );
    const table = screen.getByRole("table", { name: "Requests by country" });
    expect(table.querySelector("caption")?.textContent).toBe("Requests by country");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Country", "Requests", "Share"]);
    const heading = within(table).getByRole("rowheader");
    expect(heading.textContent).toBe("Mexico");
    expect(heading.getAttribute("scope")).toBe("row");
    expect(
      within(table)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["8", "80%"]);
    expect(table.closest("details")?.querySelector("summary")?.textContent).toBe(
      "Show data: Requests by country",
    );
  });

  it("draws a time series as columns with every value written, zeros included", () => {
    const rows = ["2025-01", "2025-02", "2025-03", "2025-04"].map((key, i) =>
      row(key, key, [3, 0, 6, 1][i]!, { short: key.slice(5), shortSecond: i === 0 ? "2025" : undefined }),
    );
    const markup = renderToStaticMarkup(<BarChart {...props({ id: "months", layout: "columns", rows })} />);
    document.body.innerHTML = markup;
    const chart = document.querySelector("svg")!;
    const columns = [...chart.querySelectorAll("rect")];
    expect(columns.map((rect) => rect.getAttribute("height"))).toEqual(["70", "0", "140", "23.33"]);
    expect(columns.map((rect) => rect.getAttribute("x"))).toEqual(["5%", "30%", "55%", "80%"]);
    const values = [...chart.querySelectorAll("text.font-bold")].map((text) => text.textContent);
    expect(values).toEqual(["3", "0", "6", "1"]);
    expect(markup).toContain(">2025</text>");
    // Every other axis label gives way on a phone.
    expect(chart.querySelectorAll("text.max-sm\\:hidden")).toHaveLength(2);
    // No script, no handler: the same markup before and after hydration.
    expect(markup).not.toMatch(/<script|on[a-z]+=/i);
    document.body.innerHTML = "";
  });

  it("says there is nothing to draw instead of an empty chart", () => {
    render(<BarChart {...props({ rows: [] })} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("No requests in this period.")).toBeTruthy();
  });
});
