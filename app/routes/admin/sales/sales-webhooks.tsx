// The CRM webhook's delivery log (ADR 032): each event queued for the company's CRM, how its
// attempts went, and "Send again" for one that was delivered or given up. Administrators only
// (page-access.ts: the office area). Each event is a card, so nothing is cut at 375 px.
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/sales-webhooks";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import type { WebhookStatus } from "~/.server/db/schema";
import { pageInfo } from "~/.server/page-data";
import { isRouted, pagePath } from "~/.server/pages";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { AdminPage } from "~/components/ui/admin-page";
import { actionResult, formatDateTime, pageNumber } from "~/features/admin/admin-request.server";
import { ActionResult, type ActionResultData } from "~/features/admin/components/action-result";
import { EmptyList } from "~/features/admin/components/office-list-parts";
import { OfficePagination } from "~/features/admin/components/office-pagination";
import {
  listWebhookEvents,
  resendWebhookEvent,
  WEBHOOK_LOG_PAGE_SIZE,
} from "~/features/contact/sales-webhook.server";
import type { MessageKey } from "~/i18n/dictionary";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-sales-webhooks");
  const { locale } = page;
  const { db, env } = context.get(appContext);
  const current = pageNumber(new URL(request.url).searchParams);
  const { rows, total } = await listWebhookEvents(db, current);
  const when = (date: Date | null) => formatDateTime(date, locale);
  const messagePath = isRouted("admin-message") ? pagePath("admin-message", locale, { id: "ID" }) : undefined;
  return {
    page,
    messages: messageGroups(locale, ["office", "salesWebhooks"]),
    // The host alone: the address may hold a token, and the secret is never shown.
    host: env.SALES_WEBHOOK_URL ? new URL(env.SALES_WEBHOOK_URL).host : undefined,
    current,
    total,
    pages: Math.max(1, Math.ceil(total / WEBHOOK_LOG_PAGE_SIZE)),
    first: total === 0 ? 0 : (current - 1) * WEBHOOK_LOG_PAGE_SIZE + 1,
    rows: rows.map((row) => ({
      id: row.id,
      event: row.event,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      lastStatusCode: row.lastStatusCode,
      createdAt: when(row.createdAt)!,
      deliveredAt: when(row.deliveredAt),
      nextAttemptAt: row.status === "pending" ? when(row.nextAttemptAt) : null,
      request: row.request && {
        ...row.request,
        href: messagePath?.replace("ID", row.request.id),
      },
      history: row.history.map((attempt) => ({ ...attempt, at: when(attempt.at)! })),
    })),
  };
}

const actionSchema = z.object({ intent: z.literal("resend"), event: z.string().regex(UUID) });

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = pageInfo(request, "admin-sales-webhooks");
  const form = await request.formData();
  const parsed = actionSchema.safeParse({ intent: form.get("intent"), event: form.get("event") });
  if (!parsed.success) return actionResult(locale, { ok: false, key: "office.invalidRequest" });
  const outcome = await resendWebhookEvent(
    context.get(appContext).db,
    context.get(adminUserContext),
    parsed.data.event.toLowerCase(),
  );
  if (outcome === "not-found")
    return actionResult(locale, { ok: false, key: "office.resultNotFound", status: 404 });
  // Still in the queue (someone sent it again first, or it is being retried): nothing to do.
  if (outcome === "unchanged")
    return actionResult(locale, { ok: false, key: "salesWebhooks.resultNotResendable", status: 409 });
  context.get(appContext).wakeWebhook?.();
  return actionResult(locale, { ok: true, key: "salesWebhooks.resultResent" });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function SalesWebhooksPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <WebhookLog data={loaderData} result={actionData?.result} />
    </PageMessages>
  );
}

type Data = Route.ComponentProps["loaderData"];
type Row = Data["rows"][number];

const EVENT_KEYS: Record<string, MessageKey> = {
  "request.created": "salesWebhooks.eventCreated",
  "request.status_changed": "salesWebhooks.eventStatusChanged",
};

const STATUS_BADGES: Record<
  WebhookStatus,
  { key: MessageKey; tone: "neutral" | "info" | "success" | "danger" }
> = {
  pending: { key: "salesWebhooks.statusPending", tone: "neutral" },
  sending: { key: "salesWebhooks.statusSending", tone: "info" },
  delivered: { key: "salesWebhooks.statusDelivered", tone: "success" },
  failed: { key: "salesWebhooks.statusFailed", tone: "danger" },
};

function WebhookLog({ data, result }: { data: Data; result: ActionResultData | undefined }) {
  const { t } = useI18n();
  const { rows, first, total } = data;
  return (
    <AdminPage title={data.page.title} description={data.page.description}>
      <ActionResult result={result} />
      <p
        className={
          data.host
            ? "mb-6 rounded-md bg-brand-50 p-3 text-brand-900 ring-1 ring-brand-200"
            : "mb-6 rounded-md bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300"
        }
        data-webhook-configured={data.host ? "yes" : "no"}
      >
        {data.host ? t("salesWebhooks.configured", { host: data.host }) : t("salesWebhooks.notConfigured")}
      </p>
      {rows.length === 0 ? (
        <EmptyList>{t("salesWebhooks.empty")}</EmptyList>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700">
            {t("salesWebhooks.showing", { from: first, to: first + rows.length - 1, total })}
          </p>
          <ul aria-label={t("salesWebhooks.listLabel")} className="flex flex-col gap-4">
            {rows.map((row) => (
              <EventCard key={row.id} row={row} />
            ))}
          </ul>
        </>
      )}
      <OfficePagination page={data.current} pages={data.pages} href={(target) => `?page=${target}`} />
    </AdminPage>
  );
}

function EventCard({ row }: { row: Row }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const what = EVENT_KEYS[row.event] ? t(EVENT_KEYS[row.event]!) : row.event;
  const badge = STATUS_BADGES[row.status];
  const lastAnswer =
    row.lastStatusCode !== null
      ? t("salesWebhooks.httpStatus", { code: row.lastStatusCode })
      : row.attempts > 0 && row.lastError
        ? t("salesWebhooks.noAnswer")
        : null;
  return (
    <li
      className="min-w-0 rounded-lg bg-white p-4 ring-1 ring-slate-200"
      data-webhook-event={row.id}
      data-webhook-status={row.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">
            {what} <code className="text-xs font-normal text-slate-600">{row.event}</code>
          </h2>
          <p className="text-sm text-slate-700">
            {t("salesWebhooks.queuedAt")}: {row.createdAt}
          </p>
        </div>
        <Badge tone={badge.tone}>{t(badge.key)}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t("salesWebhooks.request")}>
          {row.request ? (
            row.request.href ? (
              <Link
                to={row.request.href}
                className="font-semibold break-words text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {row.request.name}
                {row.request.company ? `, ${row.request.company}` : ""}
              </Link>
            ) : (
              <span className="break-words">{row.request.name}</span>
            )
          ) : (
            t("salesWebhooks.requestGone")
          )}
        </Fact>
        <Fact label={t("salesWebhooks.attempts")}>{row.attempts}</Fact>
        {lastAnswer ? <Fact label={t("salesWebhooks.lastAnswer")}>{lastAnswer}</Fact> : null}
        {row.deliveredAt ? <Fact label={t("salesWebhooks.deliveredAt")}>{row.deliveredAt}</Fact> : null}
        {row.nextAttemptAt ? <Fact label={t("salesWebhooks.nextAttempt")}>{row.nextAttemptAt}</Fact> : null}
        <Fact label={t("salesWebhooks.eventId")}>
          <code className="text-xs break-all">{row.id}</code>
        </Fact>
      </dl>
      {row.lastError ? (
        <p className="mt-2 text-sm break-words text-red-900" data-webhook-error>
          {row.lastError}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        {row.history.length > 0 ? (
          <details className="min-w-0 flex-1">
            <summary className="min-h-10 cursor-pointer py-2 text-sm font-semibold text-brand-800">
              {t("salesWebhooks.history", { count: row.history.length })}
            </summary>
            <ol className="flex flex-col gap-2 text-sm">
              {row.history.map((attempt, index) => (
                <li
                  key={index}
                  className="rounded-md bg-slate-50 p-2 ring-1 ring-slate-200"
                  data-webhook-attempt={attempt.outcome}
                >
                  <span className="font-semibold">
                    {attempt.outcome === "delivered"
                      ? t("salesWebhooks.attemptDelivered")
                      : t("salesWebhooks.attemptFailed")}
                  </span>{" "}
                  · {attempt.at}
                  {attempt.statusCode !== null
                    ? ` · ${t("salesWebhooks.httpStatus", { code: attempt.statusCode })}`
                    : null}
                  {` · ${t("salesWebhooks.duration", { ms: attempt.durationMs })}`}
                  {attempt.error ? (
                    <span className="block break-words text-red-900">{attempt.error}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </details>
        ) : (
          <span />
        )}
        {row.status === "failed" || row.status === "delivered" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="event" value={row.id} />
            <Button
              type="submit"
              variant="secondary"
              disabled={busy}
              aria-label={t("salesWebhooks.sendAgainLabel", { what, when: row.createdAt })}
            >
              {t("salesWebhooks.sendAgain")}
            </Button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
