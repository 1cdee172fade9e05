// Releases in the back office (issue 46, ADR 034): every release with its state, how many items
// it has, when it is scheduled or was published, and how many of its items changed since they
// were added; and the form that starts a new one (a plain POST, which opens the new release).
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/release-list";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { createRelease, listReleases } from "~/.server/content/releases";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { AdminPage } from "~/components/ui/admin-page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { actionResult, formatDateTime } from "~/features/admin/admin-request.server";
import { ActionResult, type ActionResultData } from "~/features/admin/components/action-result";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

/** A release name's longest (the server checks it too: RELEASE_NAME_MAX). */
const NAME_MAX = 120;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = pageInfo(request, "admin-releases");
  const { locale } = page;
  const releases = await listReleases(db);
  return {
    page,
    messages: messageGroups(locale, ["office", "releases"]),
    rows: releases.map((release) => ({
      id: release.id,
      name: release.name,
      state: release.state,
      items: release.itemCount,
      conflicts: release.conflicts,
      when: formatDateTime(release.state === "published" ? release.publishedAt : release.publishAt, locale),
      href: pagePath("admin-release", locale, { id: release.id }),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const user = context.get(adminUserContext);
  const { locale } = pageInfo(request, "admin-releases");
  const form = await request.formData();
  const name = String(form.get("name") ?? "");
  const created = await createRelease(db, user, name);
  if (!created.ok) return actionResult(locale, { ok: false, key: "releases.errName" }, { name });
  throw redirect(`${pagePath("admin-release", locale, { id: created.id })}?done=created`, { status: 303 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function ReleaseListPage({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData as { result?: ActionResultData; name?: string } | undefined;
  return (
    <PageMessages messages={loaderData.messages}>
      <ReleaseList data={loaderData} result={sent?.result} name={sent?.name} />
    </PageMessages>
  );
}

const STATE_TONES = {
  open: "info",
  scheduled: "warning",
  published: "success",
  held: "danger",
} as const;

function ReleaseList({
  data,
  result,
  name,
}: {
  data: Route.ComponentProps["loaderData"];
  result: ActionResultData | undefined;
  name: string | undefined;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage title={data.page.title} description={data.page.description}>
      <ActionResult result={result} />
      <section
        aria-labelledby="new-release-title"
        className="mb-8 rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="new-release-title" className="text-lg font-bold text-slate-900">
          {t("releases.newHeading")}
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <TextField
            id="release-name"
            label={t("releases.nameLabel")}
            hint={t("releases.nameHint")}
            name="name"
            required
            maxLength={NAME_MAX}
            defaultValue={name ?? ""}
            error={result && !result.ok ? result.text : undefined}
            className="w-full max-w-md"
          />
          <Button type="submit" disabled={busy}>
            {t("releases.create")}
          </Button>
        </Form>
      </section>
      {data.rows.length === 0 ? (
        <p className="text-slate-700">{t("releases.empty")}</p>
      ) : (
        <>
          {/* A table from 768 px; below, one card per release (a table would scroll sideways). */}
          <div className="hidden md:block">
            <Table label={t("releases.tableCaption")}>
              <caption className="sr-only">{t("releases.tableCaption")}</caption>
              <TableHeader>
                <tr>
                  <TableHead>{t("releases.colName")}</TableHead>
                  <TableHead>{t("releases.colState")}</TableHead>
                  <TableHead>{t("releases.colItems")}</TableHead>
                  <TableHead>{t("releases.colWhen")}</TableHead>
                  <TableHead>{t("releases.colConflicts")}</TableHead>
                </tr>
              </TableHeader>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={row.id} data-release={row.name}>
                    <TableCell>
                      <Link
                        to={row.href}
                        className="font-semibold text-brand-700 underline underline-offset-2"
                      >
                        {row.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Badge tone={STATE_TONES[row.state]}>{t(`releases.state_${row.state}`)}</Badge>
                    </TableCell>
                    <TableCell>{row.items}</TableCell>
                    <TableCell>{row.when ?? "—"}</TableCell>
                    <TableCell>
                      {row.conflicts > 0 ? (
                        <Badge tone="danger">
                          {row.conflicts} {t("releases.changedBadge")}
                        </Badge>
                      ) : (
                        t("releases.none")
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ul aria-label={t("releases.tableCaption")} className="grid gap-3 md:hidden">
            {data.rows.map((row) => (
              <li
                key={row.id}
                data-release-card={row.name}
                className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200"
              >
                <Link
                  to={row.href}
                  className="font-semibold break-words text-brand-700 underline underline-offset-2"
                >
                  {row.name}
                </Link>
                <dl className="mt-2 grid gap-1 text-sm text-slate-700">
                  <div className="flex flex-wrap items-center gap-x-2">
                    <dt className="font-semibold text-slate-800">{t("releases.colState")}:</dt>
                    <dd>
                      <Badge tone={STATE_TONES[row.state]}>{t(`releases.state_${row.state}`)}</Badge>
                    </dd>
                  </div>
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="font-semibold text-slate-800">{t("releases.colItems")}:</dt>
                    <dd>{row.items}</dd>
                  </div>
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="font-semibold text-slate-800">{t("releases.colWhen")}:</dt>
                    <dd>{row.when ?? "—"}</dd>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-2">
                    <dt className="font-semibold text-slate-800">{t("releases.colConflicts")}:</dt>
                    <dd>
                      {row.conflicts > 0 ? <Badge tone="danger">{row.conflicts}</Badge> : t("releases.none")}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPage>
  );
}
