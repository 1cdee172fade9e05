// The sales dashboard's charts (ADR 032): bar charts drawn by hand as SVG on the server, each
// with its figures as a table beside it. No chart library and no script: the markup is the
// same before and after hydration. Lengths across are percentages and lengths down are pixels,
// so the chart fills its column at any width while its text keeps its size (a scaled viewBox
// would shrink the words to a few pixels on a phone). One colour, and every bar carries its
// number in words, so nothing is told by colour alone.
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";

export interface ChartRow {
  key: string;
  /** What the row is (a country, a week): the table's row heading and the bar's label. */
  label: string;
  /** A short label under a column (a week's "3 Mar"); the label when not given. */
  short?: string;
  /** A second line under a column (the year under January). */
  shortSecond?: string;
  /** The bar's length. */
  value: number;
  /** The number written by the bar ("12", "12 · 40 %"). */
  valueText: string;
  /** The table's cells after the row heading, one per `valueHeadings`. */
  cells: string[];
}

export interface BarChartProps {
  /** Unique on the page: the ids of the title, description and table derive from it. */
  id: string;
  title: string;
  /** One sentence read after the title: what the chart shows in short. */
  summary: string;
  /** Bars across for ranked lists, columns up for a series in time. */
  layout: "bars" | "columns";
  rows: ChartRow[];
  labelHeading: string;
  valueHeadings: string[];
  /** The data table's toggle ("Show data"). */
  showData: string;
  /** Said instead of a chart when there are no rows. */
  empty: string;
}

const BAR_ROW = 40;
const COLUMN_TOP = 22;
const COLUMN_PLOT = 140;
const COLUMN_AXIS = 40;

const percent = (value: number) => `${Number(value.toFixed(3))}%`;

function Bars({ rows, max }: { rows: ChartRow[]; max: number }) {
  return (
    <>
      {rows.map((row, index) => {
        const top = index * BAR_ROW;
        const length = row.value > 0 ? Math.max(0.5, (row.value / max) * 100) : 0;
        return (
          <g key={row.key}>
            <text x="0" y={top + 15} className="fill-slate-900 text-sm">
              {row.label}
              <tspan dx="8" className="font-bold">
                {row.valueText}
              </tspan>
            </text>
            <rect x="0" y={top + 22} width={percent(length)} height="12" rx="2" className="fill-brand-700" />
          </g>
        );
      })}
    </>
  );
}

function Columns({ rows, max }: { rows: ChartRow[]; max: number }) {
  const slot = 100 / rows.length;
  const baseline = COLUMN_TOP + COLUMN_PLOT;
  return (
    <>
      <line x1="0" x2="100%" y1={baseline} y2={baseline} className="stroke-slate-500" strokeWidth="1" />
      {rows.map((row, index) => {
        const height = max > 0 ? Number(((row.value / max) * COLUMN_PLOT).toFixed(2)) : 0;
        const middle = percent((index + 0.5) * slot);
        // On a phone every other column's axis label is left out, so they do not run together.
        const axisClass = index % 2 === 1 ? "fill-slate-700 text-xs max-sm:hidden" : "fill-slate-700 text-xs";
        return (
          <g key={row.key}>
            <rect
              x={percent((index + 0.2) * slot)}
              y={baseline - height}
              width={percent(slot * 0.6)}
              height={height}
              rx="2"
              className="fill-brand-700"
            />
            <text
              x={middle}
              y={baseline - height - 6}
              textAnchor="middle"
              className="fill-slate-900 text-xs font-bold"
            >
              {row.valueText}
            </text>
            <text x={middle} y={baseline + 16} textAnchor="middle" className={axisClass}>
              {row.short ?? row.label}
            </text>
            {row.shortSecond ? (
              <text x={middle} y={baseline + 32} textAnchor="middle" className={axisClass}>
                {row.shortSecond}
              </text>
            ) : null}
          </g>
        );
      })}
    </>
  );
}

/** A bar or column chart with its data table (in a disclosure), or a sentence when empty. */
export function BarChart(props: BarChartProps) {
  const { id, title, summary, layout, rows } = props;
  if (rows.length === 0) return <p className="text-slate-700">{props.empty}</p>;
  const max = Math.max(0, ...rows.map((row) => row.value));
  const height = layout === "bars" ? rows.length * BAR_ROW : COLUMN_TOP + COLUMN_PLOT + COLUMN_AXIS;
  return (
    <div className="flex flex-col gap-3">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        width="100%"
        height={height}
        className="block overflow-hidden"
        data-chart={id}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {layout === "bars" ? <Bars rows={rows} max={max} /> : <Columns rows={rows} max={max} />}
      </svg>
      <details className="group">
        <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          {props.showData}
          <span className="sr-only">: {title}</span>
        </summary>
        <div className="mt-2">
          <Table label={title} data-table={id}>
            <caption className="sr-only">{title}</caption>
            <TableHeader>
              <tr>
                <TableHead>{props.labelHeading}</TableHead>
                {props.valueHeadings.map((heading) => (
                  <TableHead key={heading} className="text-right">
                    {heading}
                  </TableHead>
                ))}
              </tr>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key} data-row={row.key}>
                  <th scope="row" className="px-3 py-2 text-left font-normal text-slate-800">
                    {row.label}
                  </th>
                  {row.cells.map((cell, index) => (
                    <TableCell key={index} className="text-right tabular-nums">
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </details>
    </div>
  );
}
