// The downloads centre's documents in the back office (issue 44), for editors and
// administrators: the list, and the form that uploads one (a plain multipart POST; its file
// checked by content, refused in words when it is not what its name says).
import { Link } from "react-router";
import type { Route } from "./+types/downloads-admin";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { siteContent } from "~/.server/content/request-content";
import { readDownloadEntries } from "~/.server/downloads/documents";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { AdminPage } from "~/components/ui/admin-page";
import { actionResult } from "~/features/admin/admin-request.server";
import { ActionResult, type ActionResultData } from "~/features/admin/components/action-result";
import {
  checkDocumentFields,
  checkPostedFile,
  formValues,
  leadCounts,
  readDocumentForm,
  storeDocument,
} from "~/features/downloads/admin.server";
import { adminRow, catalogueChoices } from "~/features/downloads/admin-view.server";
import { AdminDocuments } from "~/features/downloads/components/admin-documents";
import { DocumentForm } from "~/features/downloads/components/document-form";
import type { DocumentFormView } from "~/features/downloads/download-types";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

const today = () => new Date().toISOString().slice(0, 10);

/** An empty upload form: a manual in English, dated today. */
const emptyForm = (): DocumentFormView => ({
  values: {
    titleEn: "",
    titleEs: "",
    type: "manual",
    language: "en",
    version: "",
    issuedOn: today(),
    productId: "",
    categoryId: "",
    gated: false,
  },
  errors: {},
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = pageInfo(request, "admin-downloads");
  const { locale } = page;
  const content = await siteContent(context, ["products", "categories"]);
  const [entries, leads] = await Promise.all([readDownloadEntries(db), leadCounts(db)]);
  const done = new URL(request.url).searchParams.get("done");
  return {
    page,
    messages: messageGroups(locale, ["office", "downloads", "downloadsAdmin"]),
    rows: entries.map((entry) => adminRow(entry, content, leads.get(entry.id) ?? 0, locale)),
    choices: catalogueChoices(content, locale),
    leadsHref: pagePath("admin-download-leads", locale),
    publicHref: pagePath("downloads", locale),
    form: emptyForm(),
    done: done === "deleted" ? serverT(locale, "downloadsAdmin.deleted") : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, logger } = context.get(appContext);
  const user = context.get(adminUserContext);
  const { locale } = pageInfo(request, "admin-downloads");
  const posted = await readDocumentForm(request);
  if (posted.fields.intent !== "upload")
    return actionResult(locale, { ok: false, key: "office.invalidRequest" });
  const values = formValues(posted.fields);
  const content = await siteContent(context, ["products", "categories"]);
  const checked = checkDocumentFields(values, content, locale);
  const file = checkPostedFile(posted, locale, true);
  const errors: DocumentFormView["errors"] = {
    ...("errors" in checked ? checked.errors : {}),
    ...(file.kind === "refused" ? { file: file.message } : {}),
  };
  if ("errors" in checked || file.kind !== "ok")
    return actionResult(locale, { ok: false, key: "downloadsAdmin.fixErrors" }, { form: { values, errors } });
  const id = await storeDocument(db, user, checked.fields, file.file);
  logger.info({ documentId: id, size: file.file.bytes.byteLength }, "download document uploaded");
  return actionResult(
    locale,
    { ok: true, key: "downloadsAdmin.uploaded", values: { title: checked.fields.titleEn } },
    { form: emptyForm() },
  );
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function DownloadsAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData as { result?: ActionResultData; form?: DocumentFormView } | undefined;
  return (
    <PageMessages messages={loaderData.messages}>
      <DownloadsAdmin data={loaderData} result={sent?.result} form={sent?.form ?? loaderData.form} />
    </PageMessages>
  );
}

function DownloadsAdmin({
  data,
  result,
  form,
}: {
  data: Route.ComponentProps["loaderData"];
  result: ActionResultData | undefined;
  form: DocumentFormView;
}) {
  const { t } = useI18n();
  return (
    <AdminPage
      title={data.page.title}
      description={data.page.description}
      actions={
        <div className="flex flex-wrap gap-4">
          <Link
            to={data.leadsHref}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("downloadsAdmin.leadsLink")}
          </Link>
          <a
            href={data.publicHref}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("downloadsAdmin.publicLink")}
          </a>
        </div>
      }
    >
      <ActionResult result={result} />
      {data.done ? (
        <p role="status" className="mb-4 rounded-md bg-brand-50 p-3 text-brand-900 ring-1 ring-brand-200">
          {data.done}
        </p>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <DocumentForm
          // A stored upload starts the form afresh (its typed values and chosen file go).
          key={result?.ok ? result.at : "form"}
          id="upload-document"
          mode="upload"
          form={form}
          products={data.choices.products}
          categories={data.choices.categories}
          accept={data.choices.accept}
        />
        <section aria-labelledby="documents-title" className="min-w-0">
          <h2 id="documents-title" className="mb-3 text-lg font-bold text-slate-900">
            {t("downloadsAdmin.listHeading")}
          </h2>
          <AdminDocuments rows={data.rows} />
        </section>
      </div>
    </AdminPage>
  );
}
