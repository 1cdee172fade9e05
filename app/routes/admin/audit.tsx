import { Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/audit";
import { appContext } from "~/.server/app-context";
import {
  AUDIT_ENTITY_TYPES,
  AUDIT_PAGE_SIZE,
  auditFilterFrom,
  listAudit,
  type AuditEntityType,
} from "~/.server/audit";
import { pageInfo } from "~/.server/page-data";
import { isRouted, pagePath } from "~/.server/pages";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTime, pageNumber } from "~/features/admin/admin-request.server";
import { AdminPage } from "~/components/ui/admin-page";
import { EmptyList, FilterActions } from "~/features/admin/components/office-list-parts";
import { OfficePagination } from "~/features/admin/components/office-pagination";
import type { MessageKey } from "~/i18n/dictionary";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";
import { refuseForms } from "~/.server/admin-guard";
import { TextField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/choice-fields";

// No form here: refused by the guard first, then 405 (refuseForms).
export const action = refuseForms;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-audit");
  const { locale } = page;
  const url = new URL(request.url);
  const filter = auditFilterFrom(url.searchParams);
  const current = pageNumber(url.searchParams);
  const { rows, total, actions } = await listAudit(context.get(appContext).db, filter, current);
  const messagePath = isRouted("admin-message") ? pagePath("admin-message", locale, { id: "ID" }) : undefined;
  return {
    page,
    messages: messageGroups(locale, ["office"]),
    filter: {
      actor: filter.actor ?? "",
      action: filter.action ?? "",
      type: filter.entityType ?? "",
      id: filter.entityId ?? "",
      from: filter.from ?? "",
      to: filter.to ?? "",
    },
    actions,
    current,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    types: AUDIT_ENTITY_TYPES,
    rows: rows.map((row) => ({
      id: row.id,
      createdAt: formatDateTime(row.createdAt, locale)!,
      actor: row.actorEmail,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      // A message that still exists links to its page; an erased one does not.
      entityHref:
        row.entityType === "message" && messagePath && /^[0-9a-f-]{36}$/.test(row.entityId)
          ? messagePath.replace("ID", row.entityId)
          : undefined,
      changes: changesOf(row.before, row.after),
    })),
  };
}

/** Each field the action touched, with its value before and after, as text. */
function changesOf(before: unknown, after: unknown) {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const show = (value: unknown) =>
    value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].map((field) => ({
    field,
    before: show(b[field]),
    after: show(a[field]),
  }));
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Audit data={loaderData} />
    </PageMessages>
  );
}

const TYPE_KEYS: Record<AuditEntityType, MessageKey> = {
  message: "office.typeMessage",
  user: "office.typeUser",
  post: "office.typePost",
  content: "office.typeContent",
  media: "office.typeMedia",
  sales: "office.typeSales",
  // A release (issue 46) is a change of the site's content.
  release: "office.typeContent",
};

function Audit({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { t } = useI18n();
  const location = useLocation();
  const { filter } = data;
  const { pages } = data;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `?${params.toString()}`;
  };
  const filtered = Object.values(filter).some(Boolean);
  return (
    <AdminPage title={data.page.title} description={data.page.description}>
      <Form method="get" className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:items-end">
        <TextField
          label={t("office.actor")}
          name="actor"
          type="search"
          defaultValue={filter.actor}
          maxLength={200}
        />
        <SelectField
          label={t("office.what")}
          name="action"
          defaultValue={filter.action}
          options={[
            { value: "", label: t("office.allActions") },
            ...data.actions.map((action) => ({ value: action, label: action })),
          ]}
        />
        <SelectField
          label={t("office.recordType")}
          name="type"
          defaultValue={filter.type}
          options={[
            { value: "", label: t("office.allTypes") },
            ...data.types.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) })),
          ]}
        />
        <TextField label={t("office.recordId")} name="id" defaultValue={filter.id} maxLength={200} />
        <TextField label={t("office.fromDate")} name="from" type="date" defaultValue={filter.from} />
        <TextField label={t("office.toDate")} name="to" type="date" defaultValue={filter.to} />
        <FilterActions filtered={filtered} />
      </Form>
      {data.rows.length === 0 ? (
        <EmptyList>{t("office.noAudit")}</EmptyList>
      ) : (
        <Table label={data.page.title}>
          <TableHeader>
            <tr>
              <TableHead>{t("office.when")}</TableHead>
              <TableHead>{t("office.who")}</TableHead>
              <TableHead>{t("office.what")}</TableHead>
              <TableHead>{t("office.record")}</TableHead>
              <TableHead>{t("office.change")}</TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={row.id} data-audit={row.action}>
                <TableCell className="whitespace-nowrap">{row.createdAt}</TableCell>
                <TableCell className="break-all">{row.actor}</TableCell>
                <TableCell>
                  <code>{row.action}</code>
                </TableCell>
                <TableCell className="text-xs">
                  {t(TYPE_KEYS[row.entityType as keyof typeof TYPE_KEYS] ?? "office.record")}{" "}
                  {row.entityHref ? (
                    <Link to={row.entityHref} className="break-all text-brand-700 underline">
                      {row.entityId}
                    </Link>
                  ) : (
                    <span className="break-all">{row.entityId}</span>
                  )}
                </TableCell>
                <TableCell>
                  {row.changes.length > 0 ? (
                    <ul className="space-y-1 text-xs">
                      {row.changes.map((change) => (
                        <li key={change.field}>
                          <span className="font-semibold">{change.field}</span>:{" "}
                          {change.before ? <del className="text-red-800">{change.before}</del> : null}
                          {change.before && change.after ? " → " : null}
                          {change.after ? (
                            <ins className="text-emerald-800 no-underline">{change.after}</ins>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <OfficePagination page={data.current} pages={pages} href={hrefFor} />
    </AdminPage>
  );
}
