import type { ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/message";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import {
  actionResult,
  conflictResult,
  formatDateTime,
  formVersion,
} from "~/features/admin/admin-request.server";
import { revalidateAfterConflict } from "~/features/admin/revalidate-after-conflict";
import { ActionResult, type ActionResultData } from "~/features/admin/components/action-result";
import { AdminPage } from "~/components/ui/admin-page";
import { SalesStatusBadge } from "~/features/contact/components/sales-status-badge";
import { siteContent } from "~/.server/content/request-content";
import type { Product } from "~/content/types";
import {
  accountNames,
  applyMessageAction,
  getMessage,
  type MessageAction,
  type TimelineEntry,
} from "~/features/contact/messages.server";
import { changeRequest, type PipelineChange } from "~/features/contact/pipeline.server";
import { salesOwners } from "~/features/contact/sales-rules.server";
import { replyFormData, replyResult } from "~/features/contact/sales-mail.server";
import { ReplyForm } from "~/features/contact/components/reply-form";
import { isSalesStatus, LOST_REASON_MAX, NOTE_MAX, SALES_STATUSES } from "~/lib/sales-status";
import { countryName } from "~/lib/countries";
import { SelectField } from "~/components/ui/choice-fields";
import type { MessageKey } from "~/i18n/dictionary";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";
import { TextField } from "~/components/ui/form-field";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function productHref(products: Product[], productId: string, locale: "en" | "es"): string | undefined {
  const product = products.find((candidate) => candidate.id === productId);
  if (!product) return undefined;
  return product.hasPage
    ? pagePath(`product-${product.id}`, locale)
    : pagePath(`category-${product.categoryId}`, locale);
}

async function findMessage(context: Route.LoaderArgs["context"], id: string) {
  if (!UUID.test(id)) return undefined;
  return getMessage(context.get(appContext).db, id.toLowerCase());
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-message");
  const { locale } = page;
  const { db } = context.get(appContext);
  const message = await findMessage(context, params.id);
  if (!message) throw data(null, { status: 404 });
  const when = (date: Date | null | undefined) => formatDateTime(date, locale);
  const user = context.get(adminUserContext);
  const search = new URL(request.url).searchParams;
  const [{ products }, owners] = await Promise.all([siteContent(context, ["products"]), salesOwners(db)]);
  // The reply is signed by whoever writes it (an administrator or a salesperson: an owner).
  const signer = owners.find((owner) => owner.id === user.id) ?? { name: "", email: user.email };
  const reply = await replyFormData(db, message.id, locale, signer, search.get("template"));
  const base = pagePath("admin-message", locale, { id: message.id });
  // The accounts the timeline names: owners before and after, and who was assigned.
  const named = message.timeline.flatMap((event) =>
    event.kind === "owner" || event.kind === "assigned"
      ? [event.data.from, event.data.to].filter((id): id is string => typeof id === "string")
      : [],
  );
  const names = await accountNames(db, named);
  return {
    page,
    messages: messageGroups(locale, ["office", "quote", "sales", "salesPipeline", "salesMail"]),
    listPath: pagePath("admin-messages", locale),
    // The reply form: its templates in the buyer's language, and how the last reply went.
    reply: reply && { ...reply, action: `${base}/reply`, result: replyResult(search, locale) },
    owners: owners.map((owner) => ({ value: owner.id, label: owner.name || owner.email })),
    message: {
      ...message,
      createdAt: when(message.createdAt)!,
      consentAt: when(message.consentAt)!,
      firstReplyAt: when(message.firstReplyAt),
      updatedAt: undefined,
      remindedNewAt: undefined,
      country: message.countryCode,
      // A quote's products link to their public pages (a product without one, to its category).
      items: message.items.map((item) => ({ ...item, href: productHref(products, item.productId, locale) })),
      attachments: message.attachments.map((file) => ({
        ...file,
        href: `${base}/attachments/${file.id}`,
      })),
      timeline: message.timeline.map((event) => timelineView(event, locale, names, base)),
      delivery: message.delivery && {
        ...message.delivery,
        nextAttemptAt: when(message.delivery.nextAttemptAt),
        sentAt: when(message.delivery.sentAt),
        updatedAt: when(message.delivery.updatedAt),
        history: message.delivery.history.map((attempt) => ({ ...attempt, at: when(attempt.at)! })),
      },
    },
  };
}

/** A timeline entry as the page shows it: its time in words, the accounts it names by name. */
function timelineView(event: TimelineEntry, locale: "en" | "es", names: Map<string, string>, base: string) {
  const nameOf = (value: unknown) => (typeof value === "string" ? (names.get(value) ?? null) : null);
  const data = event.data;
  return {
    id: event.id,
    at: formatDateTime(event.at, locale)!,
    kind: event.kind,
    actor: event.actor,
    data:
      event.kind === "owner" || event.kind === "assigned"
        ? {
            ...data,
            from: nameOf(data.from),
            to: nameOf(data.to),
            country: typeof data.country === "string" ? countryName(data.country, locale) : null,
          }
        : data,
    files: event.files.map((file) => ({ ...file, href: `${base}/reply-files/${file.id}` })),
    mail: event.mail && { ...event.mail, sentAt: formatDateTime(event.mail.sentAt, locale) },
  };
}

const OFFICE_INTENTS = ["spam", "unspam", "retry", "delete"] as const;
const PIPELINE_INTENTS = ["status", "owner", "next_action", "note"] as const;
const actionSchema = z.object({
  intent: z.enum([...OFFICE_INTENTS, ...PIPELINE_INTENTS]),
  status: z.string().optional(),
  lostReason: z.string().optional(),
  ownerId: z.string().optional(),
  nextActionOn: z.string().optional(),
  clear: z.string().optional(),
  note: z.string().optional(),
});

const RESULT_KEYS: Record<MessageAction | PipelineChange["kind"], MessageKey> = {
  spam: "office.resultSpam",
  unspam: "office.resultUnspam",
  retry: "office.resultRetry",
  delete: "office.resultDelete",
  status: "sales.resultStatus",
  owner: "sales.resultOwner",
  next_action: "sales.resultNextAction",
  note: "sales.resultNote",
};

/** Why a pipeline change was refused, in words. */
const REFUSAL_KEYS: Record<PipelineChange["kind"], MessageKey> = {
  status: "sales.refuseLostReason",
  owner: "sales.refuseOwner",
  next_action: "sales.refuseDay",
  note: "sales.refuseNote",
};

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : undefined);

/** The pipeline change a form asks for, or undefined when it names no valid one. */
function pipelineChange(fields: z.infer<typeof actionSchema>): PipelineChange | undefined {
  switch (fields.intent) {
    case "status":
      return isSalesStatus(fields.status)
        ? { kind: "status", status: fields.status, lostReason: fields.lostReason }
        : undefined;
    case "owner":
      return { kind: "owner", ownerId: fields.ownerId ? fields.ownerId : null };
    case "next_action":
      return { kind: "next_action", on: fields.clear || !fields.nextActionOn ? null : fields.nextActionOn };
    case "note":
      return { kind: "note", text: fields.note ?? "" };
    default:
      return undefined;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale } = pageInfo(request, "admin-message");
  const { db, env } = context.get(appContext);
  const form = await request.formData();
  const parsed = actionSchema.safeParse({
    intent: form.get("intent"),
    status: text(form.get("status")),
    lostReason: text(form.get("lostReason")),
    ownerId: text(form.get("ownerId")),
    nextActionOn: text(form.get("nextActionOn")),
    clear: text(form.get("clear")),
    note: text(form.get("note")),
  });
  if (!parsed.success) return actionResult(locale, { ok: false, key: "office.invalidRequest" });
  if (!UUID.test(params.id))
    return actionResult(locale, { ok: false, key: "office.resultNotFound", status: 404 });
  const { intent } = parsed.data;
  const id = params.id.toLowerCase();
  // Every action carries the version its page showed; one from an older version (or none)
  // changes nothing, and the page shows the request as it is now, what was typed kept.
  const version = formVersion(form.get("version")) ?? 0;
  const actor = context.get(adminUserContext);
  const typed = { note: parsed.data.note ?? "", lostReason: parsed.data.lostReason ?? "" };
  const change = pipelineChange(parsed.data);
  if (PIPELINE_INTENTS.some((known) => known === intent) && !change)
    return actionResult(locale, { ok: false, key: "office.invalidRequest" }, typed);
  const outcome = change
    ? await changeRequest(db, actor, id, version, change, {
        enabled: Boolean(env.SALES_WEBHOOK_URL),
        publicUrl: env.PUBLIC_URL,
      })
    : await applyMessageAction(db, actor, id, intent as MessageAction, version);
  if (outcome === "conflict") return conflictResult(locale, typed);
  if (outcome === "not-found")
    return actionResult(locale, { ok: false, key: "office.resultNotFound", status: 404 });
  if (outcome === "spam") return actionResult(locale, { ok: false, key: "sales.refuseSpam" }, typed);
  if (outcome === "invalid" && change)
    return actionResult(locale, { ok: false, key: REFUSAL_KEYS[change.kind] }, typed);
  if (outcome === "done" && change?.kind === "status") context.get(appContext).wakeWebhook?.();
  if (outcome === "done" && intent === "delete") {
    throw redirect(`${pagePath("admin-messages", locale)}?deleted=1`);
  }
  return actionResult(locale, {
    ok: true,
    key:
      outcome === "done"
        ? RESULT_KEYS[change ? change.kind : (intent as MessageAction)]
        : "office.resultUnchanged",
  });
}

export const shouldRevalidate = revalidateAfterConflict;

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function MessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const kept =
    actionData && "note" in actionData && "lostReason" in actionData
      ? { note: String(actionData.note ?? ""), lostReason: String(actionData.lostReason ?? "") }
      : undefined;
  return (
    <PageMessages messages={loaderData.messages}>
      <MessageView data={loaderData} result={actionData?.result} kept={kept} />
    </PageMessages>
  );
}

type Data = Route.ComponentProps["loaderData"];

const DELIVERY_KEYS: Record<string, MessageKey> = {
  pending: "office.deliveryPending",
  sending: "office.deliverySending",
  sent: "office.deliverySent",
  failed: "office.deliveryFailed",
  undelivered: "office.deliveryUndelivered",
};

const MAIL_KEYS: Record<string, MessageKey> = {
  pending: "sales.mailPending",
  sending: "sales.mailSending",
  sent: "sales.mailSent",
  failed: "sales.mailFailed",
  undelivered: "sales.mailUndelivered",
};

const card = "rounded-xl bg-white p-5 ring-1 ring-slate-200";

function MessageView({
  data,
  result,
  kept,
}: {
  data: Data;
  result: ActionResultData | undefined;
  /** What the user typed, sent back when the request had changed meanwhile or was refused. */
  kept: { note: string; lostReason: string } | undefined;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { message } = data;
  const name = `${message.firstName} ${message.lastName}`;
  const statusLabel = (status: string) => t(`salesPipeline.status.${status}` as MessageKey);
  const intentButton = (intent: string, label: string, variant: "primary" | "secondary" = "secondary") => (
    <Form method="post" key={intent}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={message.version} />
      <Button type="submit" variant={variant} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
  const version = <input type="hidden" name="version" value={message.version} />;
  return (
    <AdminPage
      title={name}
      description={message.productName ? t("office.quoteRequest") : t("office.contactRequest")}
      actions={
        <Link
          to={data.listPath}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          {t("office.backToMessages")}
        </Link>
      }
    >
      <ActionResult result={result} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-6">
          <div className={card}>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
              <Field label={t("sales.status")}>
                <span className="flex flex-wrap items-center gap-2">
                  <SalesStatusBadge status={message.status} />
                  {message.isSpam ? (
                    <span className="font-semibold text-red-800">{t("sales.spamFlag")}</span>
                  ) : null}
                  {message.deliveryFailed ? (
                    <span className="font-semibold text-red-800">{t("sales.deliveryFailedFlag")}</span>
                  ) : null}
                </span>
              </Field>
              {message.status === "lost" && message.lostReason ? (
                <Field label={t("sales.lostReason")}>{message.lostReason}</Field>
              ) : null}
              <Field label={t("sales.owner")}>
                {message.owner ? message.owner.name || message.owner.email : t("sales.noOwner")}
              </Field>
              <Field label={t("office.received")}>{message.createdAt}</Field>
              <Field label={t("office.email")}>
                <a href={`mailto:${message.email}`} className="break-all text-brand-700 underline">
                  {message.email}
                </a>
              </Field>
              <Field label={t("office.phone")}>
                {/* Stored with its country code since the form sends both (fullPhoneNumber). */}
                {message.phone.startsWith("+") ? message.phone : `${message.countryCode} ${message.phone}`}
              </Field>
              <Field label={t("office.company")}>{message.company}</Field>
              <Field label={t("office.product")}>
                {message.productName ? `${message.productName} (${message.productId ?? ""})` : "—"}
              </Field>
              {message.project
                ? (
                    [
                      [
                        "application",
                        message.project.application && t(`quote.applications.${message.project.application}`),
                      ],
                      ["sector", message.project.sector],
                      [
                        "flow",
                        message.project.flow !== undefined
                          ? `${message.project.flow} ${message.project.flowUnit ?? ""}`
                          : undefined,
                      ],
                      ["location", message.project.location],
                      ["timeline", message.project.timeline],
                      ["budget", message.project.budget],
                    ] as const
                  )
                    .filter(([, value]) => value)
                    .map(([key, value]) => (
                      <Field key={key} label={t(`quote.${key}`)}>
                        {value}
                      </Field>
                    ))
                : null}
              <Field label={t("office.language")}>{message.locale.toUpperCase()}</Field>
              <Field label={t("office.consentAt")}>{message.consentAt}</Field>
              <Field label={t("office.userAgent")}>
                <span className="break-all text-sm">{message.userAgent ?? "—"}</span>
              </Field>
            </dl>
            {message.items.length > 0 ? (
              <>
                <h2 className="mt-6 text-lg font-bold text-slate-900">{t("quote.productsTitle")}</h2>
                <ul className="mt-2 grid gap-2" data-quote-items>
                  {message.items.map((item) => (
                    <li key={item.productId} className="text-slate-800">
                      {item.quantity} ×{" "}
                      {item.href ? (
                        <a href={item.href} className="text-brand-700 underline">
                          {item.productName}
                        </a>
                      ) : (
                        item.productName
                      )}
                      {item.note ? (
                        <p className="text-sm whitespace-pre-wrap text-slate-600">{item.note}</p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {message.attachments.length > 0 ? (
              <>
                <h2 className="mt-6 text-lg font-bold text-slate-900">{t("quote.filesTitle")}</h2>
                <ul className="mt-2 grid gap-2" data-attachments>
                  {message.attachments.map((file) => (
                    <li key={file.id}>
                      <a
                        href={file.href}
                        download={file.fileName}
                        className="break-all text-brand-700 underline"
                      >
                        {file.fileName}
                      </a>{" "}
                      <span className="text-sm text-slate-600">
                        ({file.kind.toUpperCase()}, {(file.size / 1_000_000).toFixed(1)} MB)
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <h2 className="mt-6 text-lg font-bold text-slate-900">{t("office.message")}</h2>
            <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
          </div>

          {data.reply ? (
            <section className={card} aria-labelledby="reply-title">
              <h2 id="reply-title" className="text-lg font-bold text-slate-900">
                {t("sales.replyTitle")}
              </h2>
              {message.isSpam ? (
                <p className="mt-3 text-sm text-slate-700">{t("sales.replySpam")}</p>
              ) : (
                <ReplyForm
                  action={data.reply.action}
                  version={message.version}
                  templates={data.reply.templates}
                  defaults={data.reply.defaults}
                  error={data.reply.result && !data.reply.result.ok ? data.reply.result.text : undefined}
                  notice={data.reply.result?.ok ? data.reply.result.text : undefined}
                  to={data.reply.to}
                  language={data.reply.language}
                />
              )}
            </section>
          ) : null}

          <section className={card} aria-labelledby="timeline-title">
            <h2 id="timeline-title" className="text-lg font-bold text-slate-900">
              {t("sales.timeline")}
            </h2>
            <ol className="mt-3 space-y-3" data-timeline>
              <li className="border-l-2 border-slate-300 pl-3 text-sm">
                <span className="text-slate-700">{message.createdAt}</span>{" "}
                <span className="font-semibold text-slate-900">{t("sales.arrived", { name })}</span>
              </li>
              {message.timeline.map((event) => (
                <TimelineItem key={event.id} event={event} statusLabel={statusLabel} />
              ))}
            </ol>
          </section>
        </div>

        <div className="min-w-0 space-y-6">
          <section className={card} aria-labelledby="pipeline-title">
            <h2 id="pipeline-title" className="text-lg font-bold text-slate-900">
              {t("sales.pipeline")}
            </h2>
            <Form method="post" className="mt-3 space-y-3" data-status-form>
              <input type="hidden" name="intent" value="status" />
              {version}
              <SelectField
                name="status"
                label={t("sales.status")}
                options={SALES_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
                defaultValue={message.status}
                key={`status:${message.version}`}
                disabled={message.isSpam}
              />
              <TextField
                name="lostReason"
                label={t("sales.lostReason")}
                hint={t("sales.lostReasonHint")}
                maxLength={LOST_REASON_MAX}
                defaultValue={kept?.lostReason || message.lostReason || ""}
                key={`lost:${message.version}:${kept?.lostReason ?? ""}`}
                disabled={message.isSpam}
              />
              <Button type="submit" variant="primary" disabled={busy || message.isSpam}>
                {t("sales.saveStatus")}
              </Button>
            </Form>
            <Form method="post" className="mt-5 space-y-3" data-owner-form>
              <input type="hidden" name="intent" value="owner" />
              {version}
              <SelectField
                name="ownerId"
                label={t("sales.owner")}
                options={[{ value: "", label: t("sales.noOwner") }, ...data.owners]}
                defaultValue={message.owner?.id ?? ""}
                key={`owner:${message.version}`}
                disabled={message.isSpam}
              />
              <Button type="submit" variant="secondary" disabled={busy || message.isSpam}>
                {t("sales.saveOwner")}
              </Button>
            </Form>
            <Form method="post" className="mt-5 space-y-3" data-next-action-form>
              <input type="hidden" name="intent" value="next_action" />
              {version}
              <TextField
                type="date"
                name="nextActionOn"
                label={t("sales.nextAction")}
                hint={t("sales.nextActionHint")}
                defaultValue={message.nextActionOn ?? ""}
                key={`next:${message.version}`}
                disabled={message.isSpam}
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" variant="secondary" disabled={busy || message.isSpam}>
                  {t("sales.saveNextAction")}
                </Button>
                {message.nextActionOn ? (
                  <Button
                    type="submit"
                    name="clear"
                    value="1"
                    variant="secondary"
                    disabled={busy || message.isSpam}
                  >
                    {t("sales.clearNextAction")}
                  </Button>
                ) : null}
              </div>
            </Form>
          </section>

          <Form method="post" className={card} data-note-form>
            <input type="hidden" name="intent" value="note" />
            {version}
            <h2 className="text-lg font-bold text-slate-900">{t("sales.addNote")}</h2>
            <TextField
              multiline
              rows={4}
              name="note"
              label={t("sales.noteLabel")}
              hint={t("sales.noteHint")}
              maxLength={NOTE_MAX}
              defaultValue={kept?.note ?? ""}
              key={`note:${message.version}:${kept?.note ?? ""}`}
              className="mt-3"
            />
            <Button type="submit" variant="secondary" className="mt-3" disabled={busy}>
              {t("sales.saveNote")}
            </Button>
          </Form>

          <div className={card}>
            <h2 className="text-lg font-bold text-slate-900">{t("office.actions")}</h2>
            <div className="mt-3 flex flex-wrap gap-2">
              {message.isSpam ? (
                intentButton("unspam", t("office.moveOutOfSpam"))
              ) : (
                <>
                  <Form method="post" id="spam-form">
                    <input type="hidden" name="intent" value="spam" />
                    {version}
                  </Form>
                  <ConfirmDialog
                    trigger={
                      <Button variant="secondary" disabled={busy}>
                        {t("office.moveToSpam")}
                      </Button>
                    }
                    title={t("office.confirmSpamTitle")}
                    description={t("office.confirmSpamText")}
                    confirmLabel={t("office.moveToSpam")}
                    cancelLabel={t("office.cancel")}
                    formId="spam-form"
                  />
                </>
              )}
              <Form method="post" id="delete-form">
                <input type="hidden" name="intent" value="delete" />
                {version}
              </Form>
              <ConfirmDialog
                trigger={
                  <Button variant="destructive" disabled={busy}>
                    {t("office.delete")}
                  </Button>
                }
                title={t("office.confirmDeleteTitle")}
                description={t("office.confirmDeleteText")}
                confirmLabel={t("office.delete")}
                cancelLabel={t("office.cancel")}
                formId="delete-form"
              />
            </div>
          </div>

          <div className={card}>
            <h2 className="text-lg font-bold text-slate-900">{t("office.delivery")}</h2>
            {message.delivery ? (
              <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
                <Field label={t("office.deliveryStatus")}>
                  {t(DELIVERY_KEYS[message.delivery.status ?? ""] ?? "office.deliveryPending")}
                </Field>
                <Field label={t("office.attempts")}>{message.delivery.attempts}</Field>
                {message.delivery.sentAt ? (
                  <Field label={t("office.sentAt")}>{message.delivery.sentAt}</Field>
                ) : null}
                {message.delivery.status === "pending" ? (
                  <Field label={t("office.nextAttempt")}>{message.delivery.nextAttemptAt}</Field>
                ) : null}
                {message.delivery.lastError ? (
                  <Field label={t("office.lastError")}>
                    <code className="break-all">{message.delivery.lastError}</code>
                  </Field>
                ) : null}
              </dl>
            ) : (
              <p className="mt-3 text-sm text-slate-700">{t("office.deliveryNone")}</p>
            )}
            {message.delivery?.history.length ? (
              <>
                <h3 className="mt-4 text-sm font-bold text-slate-900">{t("office.deliveryHistory")}</h3>
                <ol className="mt-2 space-y-2 text-sm">
                  {message.delivery.history.map((attempt, index) => (
                    <li key={index} className="border-l-2 border-slate-300 pl-3">
                      <span className="text-slate-700">{attempt.at}</span>{" "}
                      <span className="font-semibold text-slate-900">
                        {t(attempt.outcome === "sent" ? "office.attemptSent" : "office.attemptFailed")}
                      </span>
                      {attempt.error ? (
                        <code className="mt-0.5 block break-all text-slate-700">{attempt.error}</code>
                      ) : null}
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
            {message.delivery?.status === "failed" || message.delivery?.status === "undelivered" ? (
              <div className="mt-3">{intentButton("retry", t("office.retryDelivery"))}</div>
            ) : null}
          </div>
        </div>
      </div>
    </AdminPage>
  );
}

type TimelineView = Data["message"]["timeline"][number];

/** One line of the timeline: what happened, who did it and when. */
function TimelineItem({
  event,
  statusLabel,
}: {
  event: TimelineView;
  statusLabel: (status: string) => string;
}) {
  const { t } = useI18n();
  const d = event.data as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === "string" && value ? value : t("sales.none"));
  const statusOf = (value: unknown) =>
    value && typeof value === "object" && "status" in value
      ? statusLabel(String(value.status))
      : t("sales.none");
  let what: string;
  let body: ReactNode = null;
  switch (event.kind) {
    case "assigned":
      what =
        d.rule === "country" && d.country
          ? t("sales.eventAssignedCountry", { owner: str(d.to), country: String(d.country) })
          : d.rule === "default"
            ? t("sales.eventAssignedDefault", { owner: str(d.to) })
            : t("sales.eventAssigned", { owner: str(d.to) });
      break;
    case "status": {
      what = t("sales.eventStatus", { from: statusOf(d.from), to: statusOf(d.to) });
      const reason = d.to && typeof d.to === "object" && "lostReason" in d.to ? String(d.to.lostReason) : "";
      if (reason) body = <p className="mt-1 text-slate-800">{reason}</p>;
      break;
    }
    case "owner":
      what = t("sales.eventOwner", { from: str(d.from), to: str(d.to) });
      break;
    case "next_action":
      what = t("sales.eventNextAction", { from: str(d.from), to: str(d.to) });
      break;
    case "note":
      what = t("sales.eventNote");
      body = <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{String(d.text ?? "")}</p>;
      break;
    case "reply":
      what = t("sales.eventReply");
      body = (
        <details className="mt-1">
          <summary className="cursor-pointer font-semibold text-brand-700">{String(d.subject ?? "")}</summary>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{String(d.body ?? "")}</p>
        </details>
      );
      break;
    case "reminder":
      what = t("sales.eventReminder");
      break;
  }
  return (
    <li className="border-l-2 border-slate-300 pl-3 text-sm" data-event={event.kind}>
      <span className="text-slate-700">{event.at}</span>{" "}
      <span className="font-semibold text-slate-900">{what}</span>{" "}
      <span className="text-slate-700">· {event.actor ?? t("sales.bySite")}</span>
      {body}
      {event.files.length > 0 ? (
        <ul className="mt-1 space-y-1">
          {event.files.map((file) => (
            <li key={file.id}>
              <a href={file.href} download={file.fileName} className="break-all text-brand-700 underline">
                {file.fileName}
              </a>{" "}
              <span className="text-slate-600">
                ({file.kind.toUpperCase()}, {(file.size / 1_000_000).toFixed(1)} MB)
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {event.mail ? (
        <p className="mt-1 text-slate-700">
          {t("sales.replyMail", { status: t(MAIL_KEYS[event.mail.status] ?? "sales.mailPending") })}
        </p>
      ) : null}
    </li>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </>
  );
}
