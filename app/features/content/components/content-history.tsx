import { Form, Link, useNavigation } from "react-router";
import { AdminPage } from "~/components/ui/admin-page";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { SelectField } from "~/components/ui/choice-fields";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { useI18n } from "~/i18n/i18n-context";
import type { FieldChange } from "~/lib/content/compare";
import { CompareTable } from "./compare-table";

export interface HistoryRow {
  version: number;
  state: string;
  live: boolean;
  by: string;
  when: string;
  publishAt?: string;
}

/** Every version of an item; two of them compared field by field; any one restored as a new version. */
export function ContentHistory({
  heading,
  rows,
  latestVersion,
  editHref,
  historyHref,
  compare,
  notice,
}: {
  heading: string;
  rows: HistoryRow[];
  latestVersion: number;
  editHref: string;
  historyHref: string;
  compare?: { from: number; to: number; asked: boolean; changes: FieldChange[] };
  notice?: string;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && Boolean(navigation.formMethod);
  return (
    <AdminPage
      title={heading}
      actions={
        <Link to={editHref} className={buttonVariants({ variant: "secondary", size: "sm" })}>
          {t("contentEditor.edit")}
        </Link>
      }
    >
      {notice ? (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">
          {notice}
        </p>
      ) : null}
      <Table label={heading} className="min-w-xl">
        <TableHeader>
          <tr>
            <TableHead>{t("contentEditor.colVersion")}</TableHead>
            <TableHead>{t("contentEditor.colState")}</TableHead>
            <TableHead>{t("contentEditor.colWho")}</TableHead>
            <TableHead>{t("contentEditor.colWhen")}</TableHead>
            <TableHead>{t("contentEditor.colActions")}</TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.version} data-version={row.version}>
              <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                {row.version}
              </th>
              <TableCell>
                <Badge tone={row.live ? "success" : "neutral"}>{row.state}</Badge>
                {row.publishAt ? <span className="ml-2 text-xs text-slate-700">{row.publishAt}</span> : null}
              </TableCell>
              <TableCell className="break-all">{row.by}</TableCell>
              <TableCell>{row.when}</TableCell>
              <TableCell>
                {row.live ? null : (
                  <Form method="post">
                    <input type="hidden" name="version" value={latestVersion} />
                    <button
                      type="submit"
                      name="restore"
                      value={row.version}
                      disabled={busy}
                      className={buttonVariants({ variant: "secondary", size: "sm" })}
                    >
                      {t("contentEditor.restore", { version: row.version })}
                    </button>
                  </Form>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      {compare && rows.length > 1 ? (
        <section aria-labelledby="compare-heading" className="mt-10" data-compare>
          <h2 id="compare-heading" className="text-xl font-bold text-slate-900">
            {t("contentEditor.compareHeading")}
          </h2>
          <Form method="get" action={historyHref} className="mt-3 flex flex-wrap items-end gap-3">
            {(["from", "to"] as const).map((name) => (
              <SelectField
                key={name}
                id={`compare-${name}`}
                label={t(name === "from" ? "contentEditor.compareFrom" : "contentEditor.compareTo")}
                name={name}
                defaultValue={compare[name]}
                controlClassName="w-auto"
                options={rows.map((row) => ({
                  value: String(row.version),
                  label: `${t("contentEditor.colVersion")} ${row.version} (${row.state})`,
                }))}
              />
            ))}
            <button type="submit" className={buttonVariants({ variant: "secondary" })}>
              {t("contentEditor.compare")}
            </button>
          </Form>
          <div className="mt-4" id="compare-result">
            {compare.changes.length === 0 ? (
              <p className="text-slate-700">{t("contentEditor.noDifferences")}</p>
            ) : (
              <CompareTable
                changes={compare.changes}
                caption={t("contentEditor.compareTitle", { from: compare.from, to: compare.to })}
                beforeLabel={t("contentEditor.colBefore")}
                afterLabel={t("contentEditor.colAfter")}
              />
            )}
          </div>
        </section>
      ) : null}
    </AdminPage>
  );
}
