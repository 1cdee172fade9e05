import { Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/messages";
import { appContext } from "~/.server/app-context";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTime, pageNumber } from "~/features/admin/admin-request.server";
import { ActionResult } from "~/features/admin/components/action-result";
import { AdminPage } from "~/components/ui/admin-page";
import { EmptyList, FilterActions } from "~/features/admin/components/office-list-parts";
import { OfficePagination } from "~/features/admin/components/office-pagination";
import { STATUS_LABEL_KEYS, StatusBadge } from "~/features/contact/components/status-badge";
import { MESSAGE_STATUSES } from "~/features/contact/message-status";
import { listMessages, messageFilterFrom, MESSAGES_PAGE_SIZE } from "~/features/contact/messages.server";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";
import { refuseForms } from "~/.server/admin-guard";
import { TextField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/choice-fields";

// No form here: refused by the guard first, then 405 (refuseForms).
export const action = refuseForms;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-messages");
  const { locale } = page;
  const url = new URL(request.url);
  const filter = messageFilterFrom(url.searchParams);
  const current = pageNumber(url.searchParams);
  const { rows, total } = await listMessages(context.get(appContext).db, filter, current);
  return {
    page,
    messages: messageGroups(locale, ["office"]),
    filter: { status: filter.status ?? "", q: filter.q ?? "" },
    current,
    total,
    pages: Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE)),
    first: total === 0 ? 0 : (current - 1) * MESSAGES_PAGE_SIZE + 1,
    detailPath: pagePath("admin-message", locale, { id: "ID" }),
    exportPath: `${pagePath("admin-messages", locale)}/export`,
    // After a deletion on the detail page, which comes back here.
    deleted: url.searchParams.get("deleted") === "1" ? serverT(locale, "office.resultDelete") : undefined,
    rows: rows.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt, locale)! })),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Messages data={loaderData} />
    </PageMessages>
  );
}

function Messages({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { t } = useI18n();
  const location = useLocation();
  const { filter, rows, total, current } = data;
  const { pages, first } = data;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.delete("deleted");
    params.set("page", String(target));
    return `?${params.toString()}`;
  };
  return (
    <AdminPage
      title={data.page.title}
      description={data.page.description}
      actions={
        // A POST (it is recorded in the audit log), as a plain form: the browser downloads the file.
        <Form method="post" action={data.exportPath} reloadDocument>
          <input type="hidden" name="status" value={filter.status} />
          <input type="hidden" name="q" value={filter.q} />
          <Button type="submit" variant="secondary">
            {t("office.exportCsv")}
          </Button>
        </Form>
      }
    >
      <ActionResult result={data.deleted ? { ok: true, text: data.deleted, at: 0 } : undefined} />
      <Form method="get" className="mb-6 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <SelectField
          label={t("office.status")}
          name="status"
          defaultValue={filter.status}
          options={[
            { value: "", label: t("office.allStatuses") },
            ...MESSAGE_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL_KEYS[status]) })),
          ]}
        />
        <TextField
          label={t("office.searchMessagesLabel")}
          name="q"
          type="search"
          defaultValue={filter.q}
          maxLength={200}
        />
        <FilterActions filtered={Boolean(filter.status || filter.q)} />
      </Form>

      {rows.length === 0 ? (
        <EmptyList>{t("office.noMessages")}</EmptyList>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700" aria-live="polite">
            {t("office.showing", { from: first, to: first + rows.length - 1, total })}
          </p>
          <Table label={data.page.title}>
            <TableHeader>
              <tr>
                <TableHead>{t("office.received")}</TableHead>
                <TableHead>{t("office.name")}</TableHead>
                <TableHead>{t("office.company")}</TableHead>
                <TableHead>{t("office.email")}</TableHead>
                <TableHead>{t("office.product")}</TableHead>
                <TableHead>{t("office.status")}</TableHead>
              </tr>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-message={row.id}>
                  <TableCell className="whitespace-nowrap">{row.createdAt}</TableCell>
                  <TableCell>
                    <Link
                      to={data.detailPath.replace("ID", row.id)}
                      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    >
                      {row.name}
                    </Link>
                  </TableCell>
                  <TableCell>{row.company}</TableCell>
                  <TableCell className="break-all">{row.email}</TableCell>
                  <TableCell>{row.productName ?? "—"}</TableCell>
                  <TableCell>
                    <StatusBadge status={row.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      <OfficePagination page={current} pages={pages} href={hrefFor} />
    </AdminPage>
  );
}
