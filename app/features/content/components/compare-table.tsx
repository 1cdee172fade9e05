import { Table } from "~/components/ui/table";
import { useI18n } from "~/i18n/i18n-context";
import type { ComparedValue, FieldChange } from "~/lib/content/compare";

function Value({ value }: { value: ComparedValue }) {
  const { t } = useI18n();
  if (value === null || value === "")
    return <span className="text-slate-600 italic">{t("contentEditor.empty")}</span>;
  return <span className="break-words whitespace-pre-line">{String(value)}</span>;
}

/** Two versions of an item field by field: the field's path, its value before and after. */
export function CompareTable({
  changes,
  beforeLabel,
  afterLabel,
  caption,
}: {
  changes: FieldChange[];
  beforeLabel: string;
  afterLabel: string;
  caption?: string;
}) {
  const { t } = useI18n();
  return (
    // A focusable, named region: the three columns share a phone's width (long values wrap);
    // what still does not fit scrolls sideways, by keyboard too.
    <Table
      label={caption ?? t("contentEditor.colField")}
      className="table-fixed sm:min-w-[36rem]"
      data-compare-table
    >
      {caption ? <caption className="mb-2 text-left font-semibold">{caption}</caption> : null}
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="w-1/4 p-2 font-semibold">
            {t("contentEditor.colField")}
          </th>
          <th scope="col" className="p-2 font-semibold">
            {beforeLabel}
          </th>
          <th scope="col" className="p-2 font-semibold">
            {afterLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} className="border-b border-slate-200 align-top">
            <th scope="row" className="p-2 font-normal">
              <code className="break-all">{change.field}</code>
            </th>
            <td className="p-2">
              <Value value={change.before} />
            </td>
            <td className="p-2">
              <Value value={change.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
