// The leads of the downloads centre's gated documents (issue 44): who asked for which document
// and when, newest first, each erasable for an erasure request; the list as CSV.
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/download-leads";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { readDownloadEntries } from "~/.server/downloads/documents";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { AdminPage } from "~/components/ui/admin-page";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { actionResult } from "~/features/admin/admin-request.server";
import { ActionResult, type ActionResultData } from "~/features/admin/components/action-result";
import { EmptyList } from "~/features/admin/components/office-list-parts";
import { eraseLead, listLeads } from "~/features/downloads/admin.server";
import { leadView } from "~/features/downloads/admin-view.server";
import type { LeadView } from "~/features/downloads/download-types";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = pageInfo(request, "admin-download-leads");
  const { locale } = page;
  const [leads, entries] = await Promise.all([listLeads(db), readDownloadEntries(db)]);
  const documents = new Set(entries.map((entry) => entry.id));
  return {
    page,
    messages: messageGroups(locale, ["office", "downloads", "downloadsAdmin"]),
    leads: leads.map((lead) =>
      leadView(lead, Boolean(lead.documentId && documents.has(lead.documentId)), locale),
    ),
    listHref: pagePath("admin-downloads", locale),
    exportHref: `${pagePath("admin-download-leads", locale)}/export`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const user = context.get(adminUserContext);
  const { locale } = pageInfo(request, "admin-download-leads");
  const form = await request.formData();
  const id = form.get("leadId");
  if (form.get("intent") !== "erase" || typeof id !== "string" || !UUID.test(id))
    return actionResult(locale, { ok: false, key: "office.invalidRequest" });
  return (await eraseLead(db, user, id))
    ? actionResult(locale, { ok: true, key: "downloadsAdmin.erased" })
    : actionResult(locale, { ok: false, key: "downloadsAdmin.leadGone", status: 404 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function DownloadLeadsPage({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData as { result?: ActionResultData } | undefined;
  return (
    <PageMessages messages={loaderData.messages}>
      <Leads data={loaderData} result={sent?.result} />
    </PageMessages>
  );
}

function Leads({
  data,
  result,
}: {
  data: Route.ComponentProps["loaderData"];
  result: ActionResultData | undefined;
}) {
  const { t } = useI18n();
  return (
    <AdminPage
      title={data.page.title}
      description={data.page.description}
      actions={
        <div className="flex flex-wrap items-center gap-4">
          <Link
            to={data.listHref}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("downloadsAdmin.backToList")}
          </Link>
          {data.leads.length > 0 ? (
            <Form method="post" action={data.exportHref} reloadDocument>
              <Button type="submit" variant="secondary" size="sm">
                {t("downloadsAdmin.exportCsv")}
              </Button>
            </Form>
          ) : null}
        </div>
      }
    >
      <ActionResult result={result} />
      {data.leads.length === 0 ? (
        <EmptyList>{t("downloadsAdmin.leadsNone")}</EmptyList>
      ) : (
        <ul className="grid gap-3" data-leads>
          {data.leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

function LeadCard({ lead }: { lead: LeadView }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const formId = `erase-lead-${lead.id}`;
  const button = (type: "button" | "submit") => (
    <Button
      variant="secondary"
      size="sm"
      type={type}
      form={type === "submit" ? formId : undefined}
      disabled={busy}
    >
      {t("downloadsAdmin.erase")}
      <span className="sr-only">: {lead.name}</span>
    </Button>
  );
  return (
    <li className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200" data-lead={lead.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-bold break-words text-slate-900">{lead.name}</h2>
          <p className="break-all text-slate-800">
            <a href={`mailto:${lead.email}`} className="text-brand-800 underline underline-offset-2">
              {lead.email}
            </a>
          </p>
          <p className="break-words text-slate-800">{lead.company}</p>
        </div>
        <Form method="post" id={formId} className="hidden">
          <input type="hidden" name="intent" value="erase" />
          <input type="hidden" name="leadId" value={lead.id} />
        </Form>
        {hydrated ? (
          <ConfirmDialog
            trigger={button("button")}
            title={t("downloadsAdmin.eraseTitle", { name: lead.name })}
            description={t("downloadsAdmin.eraseText")}
            confirmLabel={t("downloadsAdmin.erase")}
            cancelLabel={t("office.cancel")}
            formId={formId}
          />
        ) : (
          button("submit")
        )}
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div className="flex min-w-0 gap-1">
          <dt className="font-semibold text-slate-800">{t("downloadsAdmin.leadDocument")}:</dt>
          <dd className="min-w-0 break-words">
            {lead.documentHref ? (
              <Link to={lead.documentHref} className="text-brand-800 underline underline-offset-2">
                {lead.document}
              </Link>
            ) : (
              `${lead.document} ${t("downloadsAdmin.documentDeleted")}`
            )}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold text-slate-800">{t("downloadsAdmin.leadWhen")}:</dt>
          <dd>{lead.when}</dd>
        </div>
      </dl>
    </li>
  );
}
