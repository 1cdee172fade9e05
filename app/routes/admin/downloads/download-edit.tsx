// One document of the downloads centre in the back office (issue 44): its words, kind,
// language, version, date, product or category and gate changed, its file replaced (checked
// as an upload is), or the document deleted; each change audited.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/download-edit";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { siteContent } from "~/.server/content/request-content";
import { readDownloadEntry, downloadTitle } from "~/.server/downloads/documents";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { AdminPage } from "~/components/ui/admin-page";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { actionResult } from "~/features/admin/admin-request.server";
import { ActionResult, type ActionResultData } from "~/features/admin/components/action-result";
import {
  checkDocumentFields,
  checkPostedFile,
  deleteDocument,
  formValues,
  leadCounts,
  readDocumentForm,
  updateDocument,
  valuesOf,
} from "~/features/downloads/admin.server";
import { adminRow, catalogueChoices } from "~/features/downloads/admin-view.server";
import { DocumentForm } from "~/features/downloads/components/document-form";
import type { DocumentFormView } from "~/features/downloads/download-types";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const notFound = () => data(null, { status: 404 });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  if (!UUID.test(params.id)) throw notFound();
  const entry = await readDownloadEntry(db, params.id);
  if (!entry) throw notFound();
  const base = pageInfo(request, "admin-download");
  const { locale } = base;
  const content = await siteContent(context, ["products", "categories"]);
  const leads = (await leadCounts(db)).get(entry.id) ?? 0;
  const title = downloadTitle(entry, locale);
  return {
    page: { ...base, title: `${base.title}: ${title}` },
    messages: messageGroups(locale, ["office", "downloads", "downloadsAdmin"]),
    row: adminRow(entry, content, leads, locale),
    form: { values: valuesOf(entry), errors: {} } satisfies DocumentFormView,
    choices: catalogueChoices(content, locale),
    listHref: pagePath("admin-downloads", locale),
    leadsHref: pagePath("admin-download-leads", locale),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, logger } = context.get(appContext);
  const user = context.get(adminUserContext);
  const { locale } = pageInfo(request, "admin-download");
  if (!UUID.test(params.id)) throw notFound();
  const posted = await readDocumentForm(request);
  const intent = posted.fields.intent;
  if (intent === "delete") {
    if (!(await deleteDocument(db, user, params.id))) throw notFound();
    logger.info({ documentId: params.id }, "download document deleted");
    throw redirect(`${pagePath("admin-downloads", locale)}?done=deleted`, { status: 303 });
  }
  if (intent !== "save") return actionResult(locale, { ok: false, key: "office.invalidRequest" });
  const values = formValues(posted.fields);
  const content = await siteContent(context, ["products", "categories"]);
  const checked = checkDocumentFields(values, content, locale);
  const file = checkPostedFile(posted, locale, false);
  const errors: DocumentFormView["errors"] = {
    ...("errors" in checked ? checked.errors : {}),
    ...(file.kind === "refused" ? { file: file.message } : {}),
  };
  if ("errors" in checked || file.kind === "refused")
    return actionResult(locale, { ok: false, key: "downloadsAdmin.fixErrors" }, { form: { values, errors } });
  const outcome = await updateDocument(
    db,
    user,
    params.id,
    checked.fields,
    file.kind === "ok" ? file.file : undefined,
  );
  if (outcome === "not-found") throw notFound();
  return actionResult(locale, {
    ok: true,
    key: outcome === "done" ? "downloadsAdmin.saved" : "office.resultUnchanged",
  });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function DownloadEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData as { result?: ActionResultData; form?: DocumentFormView } | undefined;
  return (
    <PageMessages messages={loaderData.messages}>
      <DownloadEdit data={loaderData} result={sent?.result} form={sent?.form ?? loaderData.form} />
    </PageMessages>
  );
}

function DownloadEdit({
  data: loaded,
  result,
  form,
}: {
  data: Route.ComponentProps["loaderData"];
  result: ActionResultData | undefined;
  form: DocumentFormView;
}) {
  const { t } = useI18n();
  const { row } = loaded;
  return (
    <AdminPage
      title={loaded.page.title}
      description={loaded.page.description}
      actions={
        <div className="flex flex-wrap gap-4">
          <Link
            to={loaded.listHref}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("downloadsAdmin.backToList")}
          </Link>
          <Link
            to={loaded.leadsHref}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("downloadsAdmin.leadsLink")}
          </Link>
        </div>
      }
    >
      <ActionResult result={result} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <DocumentForm
          key={result?.ok ? result.at : "form"}
          id="edit-document"
          mode="edit"
          form={form}
          products={loaded.choices.products}
          categories={loaded.choices.categories}
          accept={loaded.choices.accept}
        />
        <div className="grid min-w-0 gap-6">
          <section
            aria-labelledby="document-file-title"
            className="min-w-0 rounded-xl bg-white p-5 ring-1 ring-slate-200"
          >
            <h2 id="document-file-title" className="text-lg font-bold text-slate-900">
              {t("downloadsAdmin.fileHeading")}
            </h2>
            <p className="mt-2 break-all text-slate-800" data-document-file>
              {row.fileName} ({row.format}, {row.size})
            </p>
            <p className="mt-2 text-slate-700">{t("downloadsAdmin.leadsOf", { count: row.leads })}</p>
            <p className="mt-3">
              <a href={row.publicHref} className="font-semibold text-brand-700 underline underline-offset-2">
                {t("downloadsAdmin.openFile")}
              </a>
            </p>
          </section>
          <DeleteDocument title={row.title} />
        </div>
      </div>
    </AdminPage>
  );
}

/** Delete: confirmed in a dialog with script; without it, the button posts its form. */
function DeleteDocument({ title }: { title: string }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const formId = "delete-document";
  const button = (type: "button" | "submit") => (
    <Button variant="destructive" type={type} form={type === "submit" ? formId : undefined} disabled={busy}>
      {t("downloadsAdmin.delete")}
    </Button>
  );
  return (
    <section
      aria-labelledby="delete-document-title"
      className="min-w-0 rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="delete-document-title" className="text-lg font-bold text-slate-900">
        {t("downloadsAdmin.deleteHeading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("downloadsAdmin.deleteText")}</p>
      <Form method="post" encType="multipart/form-data" id={formId} className="hidden">
        <input type="hidden" name="intent" value="delete" />
      </Form>
      <div className="mt-4">
        {hydrated ? (
          <ConfirmDialog
            trigger={button("button")}
            title={t("downloadsAdmin.deleteTitle", { title })}
            description={t("downloadsAdmin.deleteText")}
            confirmLabel={t("downloadsAdmin.delete")}
            cancelLabel={t("office.cancel")}
            formId={formId}
          />
        ) : (
          button("submit")
        )}
      </div>
    </section>
  );
}
