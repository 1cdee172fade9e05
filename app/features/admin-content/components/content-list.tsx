import { Form, Link } from "react-router";
import { AdminPage } from "~/components/ui/admin-page";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { useI18n } from "~/i18n/i18n-context";
import type { ContentGroupView } from "../content-editor-types";

const TONES = { published: "success", draft: "warning", scheduled: "info", none: "neutral" } as const;

/** Every item of the site's content by type, with its state and its missing Spanish fields. */
export function ContentList({
  heading,
  groups,
  onlyMissing,
  listHref,
}: {
  heading: string;
  groups: ContentGroupView[];
  onlyMissing: boolean;
  listHref: string;
}) {
  const { t } = useI18n();
  return (
    <AdminPage title={heading} description={t("contentEditor.listIntro")}>
      <Form method="get" className="mb-6 flex flex-wrap items-center gap-3">
        <label className="inline-flex min-h-10 items-center gap-2 text-slate-900">
          <input
            type="checkbox"
            name="missing"
            value="1"
            defaultChecked={onlyMissing}
            className="size-4 accent-brand-700"
          />
          {t("contentEditor.onlyMissing")}
        </label>
        <button type="submit" className={buttonVariants({ variant: "secondary", size: "sm" })}>
          {t("contentEditor.filter")}
        </button>
        {onlyMissing ? (
          <Link to={listHref} className={buttonVariants({ variant: "link" })}>
            {t("contentEditor.showAll")}
          </Link>
        ) : null}
      </Form>
      {groups.length === 0 ? <p className="text-slate-700">{t("contentEditor.noneMissing")}</p> : null}
      <div className="flex flex-col gap-8">
        {groups.map((group) => (
          <section
            key={group.type}
            aria-labelledby={`content-type-${group.type}`}
            data-content-type={group.type}
          >
            <h2 id={`content-type-${group.type}`} className="mb-3 text-xl font-bold text-slate-900">
              {group.label}
            </h2>
            <Table label={group.label} className="min-w-xl">
              <TableHeader>
                <tr>
                  <TableHead>{t("contentEditor.colItem")}</TableHead>
                  <TableHead>{t("contentEditor.colState")}</TableHead>
                  <TableHead>{t("contentEditor.colSpanish")}</TableHead>
                  <TableHead>{t("contentEditor.colActions")}</TableHead>
                </tr>
              </TableHeader>
              <TableBody>
                {group.rows.map((row) => (
                  <TableRow key={row.id} data-content-row={row.key}>
                    <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                      <Link to={row.editHref} className="hover:underline">
                        {row.name}
                      </Link>
                      <span className="block text-xs font-normal text-slate-600">{row.key}</span>
                    </th>
                    <TableCell>
                      <div className="flex flex-wrap gap-1">
                        {row.states.map((state) => (
                          <Badge key={state.tone} tone={TONES[state.tone]}>
                            {state.label}
                          </Badge>
                        ))}
                      </div>
                    </TableCell>
                    <TableCell>
                      {row.missingSpanish > 0 ? (
                        <Badge tone="warning" data-missing-spanish={row.missingSpanish}>
                          {t("contentEditor.missingSpanish", { count: row.missingSpanish })}
                        </Badge>
                      ) : (
                        t("contentEditor.spanishComplete")
                      )}
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-2">
                        <Link
                          to={row.editHref}
                          className={buttonVariants({ variant: "secondary", size: "sm" })}
                        >
                          {t("contentEditor.edit")}
                          <span className="sr-only">: {row.name}</span>
                        </Link>
                        <Link
                          to={row.historyHref}
                          className={buttonVariants({ variant: "ghost", size: "sm" })}
                        >
                          {t("contentEditor.history")}
                          <span className="sr-only">: {row.name}</span>
                        </Link>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        ))}
      </div>
    </AdminPage>
  );
}
