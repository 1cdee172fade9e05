// A product's specifications as a table: one row per field of its category, the field's name
// as the row's header, its value with the unit shown (metric or US), "On request" where the
// product has none. Named by the heading above it; at 375 px the two columns wrap their text
// rather than scroll.
import { useI18n } from "~/i18n/i18n-context";
import type { SpecRow } from "~/lib/specs/spec-values";

/** What the table reads of a row (a page's loader may send only this). */
export type SpecTableRow = Pick<SpecRow, "name" | "cell"> & { field: Pick<SpecRow["field"], "id"> };

export function SpecTable({
  rows,
  labelledBy,
  className = "",
}: {
  rows: readonly SpecTableRow[];
  /** The id of the heading that names the table ("Specifications"). */
  labelledBy: string;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <table
      aria-labelledby={labelledBy}
      data-spec-table
      className={`w-full border-collapse text-left ${className}`}
    >
      <thead className="sr-only">
        <tr>
          <th scope="col">{t("specs.field")}</th>
          <th scope="col">{t("specs.value")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 border-y border-slate-200">
        {rows.map((row) => (
          <tr key={row.field.id} data-spec-field={row.field.id}>
            <th scope="row" className="w-1/2 py-3 pr-4 align-top font-semibold break-words text-slate-900">
              {row.name}
            </th>
            <td className="py-3 align-top break-words text-slate-800">
              {row.cell.text ?? <span className="text-slate-700 italic">{t("specs.onRequest")}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
