import { Form, Link, useNavigation } from "react-router";
import { AdminPage } from "~/components/ui/admin-page";
import { Badge } from "~/components/ui/badge";
import { CheckboxField, FileField, RadioGroupField, SelectField } from "~/components/ui/choice-fields";
import { Button, buttonVariants } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { useI18n } from "~/i18n/i18n-context";
import type {
  TranslationCountsView,
  TranslationGroupView,
  TranslationImportOutcome,
} from "../translations-types";

/** The counts of texts as table cells: all, translated, missing, stale. */
function CountCells({ counts }: { counts: TranslationCountsView }) {
  return (
    <>
      <TableCell className="tabular-nums">{counts.fields}</TableCell>
      <TableCell className="tabular-nums">{counts.translated}</TableCell>
      <TableCell className="tabular-nums" data-count="missing">
        {counts.missing}
      </TableCell>
      <TableCell className="tabular-nums" data-count="stale">
        {counts.stale}
      </TableCell>
    </>
  );
}

function CountHeads() {
  const { t } = useI18n();
  return (
    <>
      <TableHead>{t("translations.colTexts")}</TableHead>
      <TableHead>{t("translations.colTranslated")}</TableHead>
      <TableHead>{t("translations.colMissing")}</TableHead>
      <TableHead>{t("translations.colStale")}</TableHead>
    </>
  );
}

/**
 * Where the Spanish of the site stands, by content type and item, with the texts still to
 * translate linking into the editor; the XLIFF export and import forms (plain forms: they
 * work without script).
 */
export function TranslationsScreen({
  heading,
  groups,
  total,
  types,
  exportHref,
  exportEmpty = false,
  listHref,
  outcome,
}: {
  heading: string;
  groups: TranslationGroupView[];
  total: TranslationCountsView;
  types: { value: string; label: string }[];
  exportHref: string;
  exportEmpty?: boolean;
  listHref: string;
  outcome?: TranslationImportOutcome;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage
      title={heading}
      description={t("translations.intro")}
      actions={
        <Link to={listHref} className={buttonVariants({ variant: "secondary", size: "sm" })}>
          {t("contentEditor.listHeading")}
        </Link>
      }
    >
      {outcome ? <Outcome outcome={outcome} /> : null}

      <div className="mb-10 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="translations-export" className="rounded-lg p-4 ring-1 ring-slate-200">
          <h2 id="translations-export" className="mb-1 text-lg font-bold text-slate-900">
            {t("translations.exportHeading")}
          </h2>
          <p className="mb-4 text-sm text-slate-700">{t("translations.exportIntro")}</p>
          {exportEmpty ? (
            <p role="status" className="mb-4 rounded-md bg-slate-50 p-3 text-slate-900 ring-1 ring-slate-200">
              {t("translations.exportEmpty")}
            </p>
          ) : null}
          <Form method="get" action={exportHref} reloadDocument className="flex flex-col gap-4">
            <RadioGroupField
              legend={t("translations.exportScope")}
              name="scope"
              defaultValue="pending"
              options={(["pending", "all"] as const).map((scope) => ({
                value: scope,
                label: t(scope === "pending" ? "translations.scopePending" : "translations.scopeAll"),
              }))}
            />
            <SelectField
              label={t("translations.exportType")}
              name="type"
              defaultValue=""
              options={[{ value: "", label: t("translations.allTypes") }, ...types]}
            />
            <div>
              <button type="submit" className={buttonVariants({ variant: "primary" })}>
                {t("translations.exportButton")}
              </button>
            </div>
          </Form>
        </section>

        <section aria-labelledby="translations-import" className="rounded-lg p-4 ring-1 ring-slate-200">
          <h2 id="translations-import" className="mb-1 text-lg font-bold text-slate-900">
            {t("translations.importHeading")}
          </h2>
          <p className="mb-4 text-sm text-slate-700">{t("translations.importIntro")}</p>
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
            <FileField
              id="translations-file"
              label={t("translations.importFile")}
              name="file"
              required
              accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml"
            />
            <CheckboxField name="publish" value="1" label={t("translations.importPublish")} />
            <div>
              <Button type="submit" variant="primary" disabled={busy}>
                {t("translations.importButton")}
              </Button>
            </div>
          </Form>
        </section>
      </div>

      <section aria-labelledby="translations-summary" className="mb-10">
        <h2 id="translations-summary" className="mb-3 text-xl font-bold text-slate-900">
          {t("translations.summaryHeading")}
        </h2>
        <Table label={t("translations.summaryHeading")} className="min-w-md">
          <TableHeader>
            <tr>
              <TableHead>{t("translations.colType")}</TableHead>
              <CountHeads />
            </tr>
          </TableHeader>
          <TableBody>
            {groups.map((group) => (
              <TableRow key={group.type} data-summary-type={group.type}>
                <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                  <a href={`#translations-${group.type}`} className="hover:underline">
                    {group.label}
                  </a>
                </th>
                <CountCells counts={group.counts} />
              </TableRow>
            ))}
            <TableRow data-summary-type="total">
              <th scope="row" className="px-3 py-2 font-bold text-slate-900">
                {t("translations.total")}
              </th>
              <CountCells counts={total} />
            </TableRow>
          </TableBody>
        </Table>
      </section>

      <div className="flex flex-col gap-8">
        {groups.map((group) => (
          <section
            key={group.type}
            aria-labelledby={`translations-${group.type}`}
            data-translation-type={group.type}
          >
            <h2 id={`translations-${group.type}`} className="mb-3 text-xl font-bold text-slate-900">
              {group.label}
            </h2>
            <Table label={group.label} className="min-w-2xl">
              <TableHeader>
                <tr>
                  <TableHead>{t("translations.colItem")}</TableHead>
                  <CountHeads />
                  <TableHead>{t("translations.colToDo")}</TableHead>
                </tr>
              </TableHeader>
              <TableBody>
                {group.items.map((item) => (
                  <TableRow key={item.id} data-translation-item={item.key}>
                    <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                      <Link to={item.editHref} className="hover:underline">
                        {item.name}
                      </Link>
                      <span className="block text-xs font-normal text-slate-600">{item.key}</span>
                    </th>
                    <CountCells counts={item.counts} />
                    <TableCell className="min-w-64">
                      {item.pending.length === 0 ? (
                        t("translations.allTranslated")
                      ) : (
                        <details>
                          <summary className="min-h-10 cursor-pointer py-2 font-semibold text-brand-800">
                            {t("translations.showFields", { count: item.pending.length })}
                          </summary>
                          <ul className="flex flex-col gap-1">
                            {item.pending.map((field) => (
                              <li
                                key={field.id}
                                className="flex flex-wrap items-center gap-2"
                                data-unit={field.id}
                              >
                                <Badge tone={field.status === "missing" ? "warning" : "info"}>
                                  {t(
                                    field.status === "missing"
                                      ? "translations.statusMissing"
                                      : "translations.statusStale",
                                  )}
                                </Badge>
                                <Link
                                  to={field.href}
                                  className="inline-flex min-h-8 items-center text-brand-800 underline"
                                >
                                  {field.label}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </details>
                      )}
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

/** What the last import did: a summary, or every problem with its unit. */
function Outcome({ outcome }: { outcome: TranslationImportOutcome }) {
  const { t } = useI18n();
  if (outcome.ok)
    return (
      <div role="status" className="mb-6 rounded-md bg-green-50 p-3 text-green-900 ring-1 ring-green-200">
        <p className="font-semibold">{outcome.message}</p>
        <p>{outcome.rest}</p>
        {outcome.items.length > 0 ? (
          <ul className="mt-2 list-disc pl-5">
            {outcome.items.map((item) => (
              <li key={item.id}>
                <Link to={item.editHref} className="underline">
                  {item.name}
                </Link>{" "}
                ({item.texts})
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  return (
    <div role="alert" className="mb-6 rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
      <p className="mb-2 font-semibold">{outcome.message}</p>
      {outcome.problems.length > 0 ? (
        <Table label={t("translations.colProblem")} className="min-w-md">
          <TableHeader>
            <tr>
              <TableHead>{t("translations.colUnit")}</TableHead>
              <TableHead>{t("translations.colProblem")}</TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {outcome.problems.map((problem, index) => (
              <TableRow key={index} data-problem-unit={problem.unit}>
                <TableCell className="font-mono text-xs break-all">{problem.unit}</TableCell>
                <TableCell>{problem.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </div>
  );
}
