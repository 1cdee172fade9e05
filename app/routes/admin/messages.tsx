// The sales pipeline's list (ADR 032): the contact and quote requests by status and owner,
// the overdue ones first, as a table on a wide screen and as cards on a phone. Its filters are
// a plain GET form; the CSV export posts the same filter.
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/messages";
import { adminUserContext, refuseForms } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { pageInfo } from "~/.server/page-data";
import { isRouted, pagePath } from "~/.server/pages";
import { Button } from "~/components/ui/button";
import { CheckboxField, SelectField } from "~/components/ui/choice-fields";
import { TextField } from "~/components/ui/form-field";
import { AdminPage } from "~/components/ui/admin-page";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { pageNumber } from "~/features/admin/admin-request.server";
import { ActionResult } from "~/features/admin/components/action-result";
import { EmptyList, FilterActions } from "~/features/admin/components/office-list-parts";
import { OfficePagination } from "~/features/admin/components/office-pagination";
import {
  KindText,
  NextActionText,
  OwnerKindFilters,
  OwnerText,
  PipelineViewLinks,
  ProductsText,
  ReceivedText,
  type PipelineViewRow,
} from "~/features/contact/components/pipeline-parts";
import { SALES_STATUS_LABEL_KEYS, SalesStatusBadge } from "~/features/contact/components/sales-status-badge";
import {
  listPipeline,
  ownerParam,
  PIPELINE_PAGE_SIZE,
  PIPELINE_SORTS,
  pipelineFilterFrom,
  pipelineFilterParams,
  pipelineViewRow,
  REQUEST_KINDS,
} from "~/features/contact/pipeline-list.server";
import { salesOwners } from "~/features/contact/sales-rules.server";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { SALES_STATUSES } from "~/lib/sales-status";
import { routeMeta } from "~/lib/seo";

// No form here: refused by the guard first, then 405 (refuseForms).
export const action = refuseForms;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-messages");
  const { locale } = page;
  const { db } = context.get(appContext);
  const me = context.get(adminUserContext).id;
  const url = new URL(request.url);
  const filter = pipelineFilterFrom(url.searchParams);
  const current = pageNumber(url.searchParams);
  const now = new Date();
  const list = await listPipeline(db, filter, current, { now, me });
  const owners = await salesOwners(db);
  const detailPath = pagePath("admin-message", locale, { id: "ID" });
  const query = pipelineFilterParams(filter);
  // The board keeps what it can of the list's filter: the owner and the kind.
  const boardQuery = new URLSearchParams(
    [...query].filter(([name]) => name === "owner" || name === "kind"),
  ).toString();
  return {
    page,
    messages: messageGroups(locale, ["office", "salesPipeline"]),
    filter: {
      status: filter.status,
      owner: ownerParam(filter.owner),
      overdue: filter.overdue,
      spam: filter.spam,
      kind: filter.kind === "all" ? "" : filter.kind,
      q: filter.q,
      sort: filter.sort,
    },
    filtered: query.size > 0,
    // The choices of the filter form (the page's script cannot import the server's lists).
    choices: { kinds: REQUEST_KINDS, sorts: PIPELINE_SORTS },
    owners: owners.map((owner) => ({ id: owner.id, label: owner.name.trim() || owner.email })),
    // The export posts the filter as fields named as the list's query.
    exportFields: [...query],
    exportPath: `${pagePath("admin-messages", locale)}/export`,
    listPath: pagePath("admin-messages", locale),
    boardPath: isRouted("admin-sales-board")
      ? `${pagePath("admin-sales-board", locale)}${boardQuery ? `?${boardQuery}` : ""}`
      : undefined,
    dashboardPath: isRouted("admin-sales") ? pagePath("admin-sales", locale) : undefined,
    current,
    total: list.total,
    overdue: list.overdue,
    pages: Math.max(1, Math.ceil(list.total / PIPELINE_PAGE_SIZE)),
    first: list.total === 0 ? 0 : (current - 1) * PIPELINE_PAGE_SIZE + 1,
    // After a deletion on the request's page, which comes back here.
    deleted: url.searchParams.get("deleted") === "1" ? serverT(locale, "office.resultDelete") : undefined,
    rows: list.rows.map((row) =>
      pipelineViewRow(row, { locale, now, detailPath: (id) => detailPath.replace("ID", id) }),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Pipeline data={loaderData} />
    </PageMessages>
  );
}

type Data = Route.ComponentProps["loaderData"];

function Pipeline({ data }: { data: Data }) {
  const { t } = useI18n();
  const location = useLocation();
  const { filter, rows, total, current, pages, first } = data;
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
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <PipelineViewLinks
            list={data.listPath}
            board={data.boardPath}
            dashboard={data.dashboardPath}
            current="list"
          />
          {/* A POST (it is recorded in the audit log), as a plain form: the browser downloads the file. */}
          <Form method="post" action={data.exportPath} reloadDocument>
            {data.exportFields.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" variant="secondary">
              {t("office.exportCsv")}
            </Button>
          </Form>
        </div>
      }
    >
      <ActionResult result={data.deleted ? { ok: true, text: data.deleted, at: 0 } : undefined} />
      <PipelineFilters data={data} />

      {rows.length === 0 ? (
        <EmptyList>{t("salesPipeline.noRequests")}</EmptyList>
      ) : (
        <>
          <p className="mb-2 flex flex-wrap gap-x-3 text-sm text-slate-700" aria-live="polite" data-counts>
            <span>{t("office.showing", { from: first, to: first + rows.length - 1, total })}</span>
            {data.overdue > 0 ? (
              <span className="font-semibold text-red-800">
                {data.overdue === 1
                  ? t("salesPipeline.overdueCountOne")
                  : t("salesPipeline.overdueCount", { count: data.overdue })}
              </span>
            ) : null}
          </p>
          <div className="hidden md:block" data-view="table">
            <PipelineTable rows={rows} label={data.page.title} spam={filter.spam} />
          </div>
          <ul className="grid gap-3 md:hidden" data-view="cards" aria-label={t("salesPipeline.listLabel")}>
            {rows.map((row) => (
              <PipelineCard key={row.id} row={row} spam={filter.spam} />
            ))}
          </ul>
        </>
      )}
      <OfficePagination page={current} pages={pages} href={hrefFor} />
    </AdminPage>
  );
}

function PipelineFilters({ data }: { data: Data }) {
  const { t } = useI18n();
  const { filter } = data;
  return (
    <Form method="get" className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <SelectField
        label={t("salesPipeline.filterStatus")}
        name="status"
        defaultValue={filter.status}
        options={[
          { value: "open", label: t("salesPipeline.statusOpen") },
          { value: "all", label: t("salesPipeline.statusAll") },
          ...SALES_STATUSES.map((status) => ({ value: status, label: t(SALES_STATUS_LABEL_KEYS[status]) })),
        ]}
      />
      <OwnerKindFilters
        owner={filter.owner}
        kind={filter.kind}
        owners={data.owners}
        kinds={data.choices.kinds}
      />
      <SelectField
        label={t("salesPipeline.filterSort")}
        name="sort"
        hint={t("salesPipeline.overdueFirst")}
        defaultValue={filter.sort}
        options={data.choices.sorts.map((sort) => ({ value: sort, label: t(SORT_KEYS[sort]) }))}
      />
      <TextField
        label={t("salesPipeline.filterSearch")}
        name="q"
        type="search"
        defaultValue={filter.q}
        maxLength={200}
        className="sm:col-span-2"
      />
      <div className="flex flex-wrap gap-x-6">
        <CheckboxField
          label={t("salesPipeline.filterOverdue")}
          name="overdue"
          value="1"
          defaultChecked={filter.overdue}
        />
        <CheckboxField
          label={t("salesPipeline.filterSpam")}
          name="spam"
          value="1"
          defaultChecked={filter.spam}
        />
      </div>
      <FilterActions filtered={data.filtered} />
    </Form>
  );
}

const SORT_KEYS = {
  age: "salesPipeline.sortAge",
  newest: "salesPipeline.sortNewest",
  next_action: "salesPipeline.sortNextAction",
} as const;

const nameLink = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** What a request's status cell says beside its badge: why it was lost, spam, a failed e-mail. */
function StatusNotes({ row, spam }: { row: PipelineViewRow; spam: boolean }) {
  const { t } = useI18n();
  return (
    <span className="flex flex-wrap items-center gap-1">
      <SalesStatusBadge status={row.status} />
      {spam ? <Badge tone="neutral">{t("salesPipeline.spam")}</Badge> : null}
      {row.deliveryFailed ? (
        <Badge tone="danger" shape="phrase">
          {t("salesPipeline.deliveryFailed")}
        </Badge>
      ) : null}
      {row.lostReason ? (
        <span className="block w-full text-xs break-words text-slate-700">
          {t("salesPipeline.lostBecause", { reason: row.lostReason })}
        </span>
      ) : null}
    </span>
  );
}

function PipelineTable({ rows, label, spam }: { rows: PipelineViewRow[]; label: string; spam: boolean }) {
  const { t } = useI18n();
  return (
    <Table label={label}>
      <TableHeader>
        <tr>
          <TableHead>{t("salesPipeline.colName")}</TableHead>
          <TableHead>{t("salesPipeline.colCompany")}</TableHead>
          <TableHead>{t("salesPipeline.colProducts")}</TableHead>
          <TableHead>{t("salesPipeline.colStatus")}</TableHead>
          <TableHead>{t("salesPipeline.colOwner")}</TableHead>
          <TableHead>{t("salesPipeline.colNextAction")}</TableHead>
          <TableHead>{t("salesPipeline.colReceived")}</TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-request={row.id} data-overdue={row.overdue || undefined}>
            <TableCell>
              <Link to={row.href} className={nameLink}>
                {row.name}
              </Link>
              <span className="block text-xs break-all text-slate-600">{row.email}</span>
            </TableCell>
            <TableCell>{row.company}</TableCell>
            <TableCell>
              <span className="block text-xs text-slate-600">{t(`salesPipeline.kind.${row.kind}`)}</span>
              <ProductsText row={row} />
            </TableCell>
            <TableCell>
              <StatusNotes row={row} spam={spam} />
            </TableCell>
            <TableCell>
              <OwnerText owner={row.owner} />
            </TableCell>
            <TableCell>
              <NextActionText row={row} />
            </TableCell>
            <TableCell>
              <ReceivedText row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A request on a phone: every field of the table's row, stacked, nothing cut. */
function PipelineCard({ row, spam }: { row: PipelineViewRow; spam: boolean }) {
  const { t } = useI18n();
  const item = (label: string, value: ReactNode) => (
    <>
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0 text-slate-900">{value}</dd>
    </>
  );
  return (
    <li
      className="rounded-lg bg-white p-4 ring-1 ring-slate-200"
      data-request={row.id}
      data-overdue={row.overdue || undefined}
    >
      <h2 className="text-base font-bold break-words">
        <Link to={row.href} className={nameLink}>
          {row.name}
        </Link>
      </h2>
      <p className="text-sm break-words text-slate-700">{row.company}</p>
      <p className="text-sm break-all text-slate-600">{row.email}</p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        {item(t("salesPipeline.colStatus"), <StatusNotes row={row} spam={spam} />)}
        {item(t("salesPipeline.colProducts"), <KindText row={row} />)}
        {item(t("salesPipeline.colOwner"), <OwnerText owner={row.owner} />)}
        {item(t("salesPipeline.colNextAction"), <NextActionText row={row} />)}
        {item(t("salesPipeline.colReceived"), <ReceivedText row={row} />)}
      </dl>
    </li>
  );
}
