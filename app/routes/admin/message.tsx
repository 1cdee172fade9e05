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
import { StatusBadge } from "~/features/contact/components/status-badge";
import { siteContent } from "~/.server/content/request-content";
import type { Product } from "~/content/types";
import { applyMessageAction, getMessage, type MessageAction } from "~/features/contact/messages.server";
import type { MessageKey } from "~/i18n/dictionary";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";
import { TextField } from "~/components/ui/form-field";

const NOTE_MAX = 4000;
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
  const message = await findMessage(context, params.id);
  if (!message) throw data(null, { status: 404 });
  const when = (date: Date | null | undefined) => formatDateTime(date, locale);
  const { products } = await siteContent(context, ["products"]);
  return {
    page,
    messages: messageGroups(locale, ["office", "quote"]),
    listPath: pagePath("admin-messages", locale),
    message: {
      ...message,
      createdAt: when(message.createdAt)!,
      consentAt: when(message.consentAt)!,
      handledAt: when(message.handledAt),
      updatedAt: undefined,
      // A quote's products link to their public pages (a product without one, to its category).
      items: message.items.map((item) => ({ ...item, href: productHref(products, item.productId, locale) })),
      attachments: message.attachments.map((file) => ({
        ...file,
        href: `${pagePath("admin-message", locale, { id: message.id })}/attachments/${file.id}`,
      })),
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

const INTENTS = ["mark_handled", "mark_new", "note", "spam", "unspam", "retry", "delete"] as const;
const actionSchema = z.object({
  intent: z.enum(INTENTS),
  note: z.string().max(NOTE_MAX).optional(),
});

const RESULT_KEYS: Record<MessageAction, MessageKey> = {
  mark_handled: "office.resultMarkHandled",
  mark_new: "office.resultMarkNew",
  note: "office.resultNote",
  spam: "office.resultSpam",
  unspam: "office.resultUnspam",
  retry: "office.resultRetry",
  delete: "office.resultDelete",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale } = pageInfo(request, "admin-message");
  const form = await request.formData();
  const parsed = actionSchema.safeParse({
    intent: form.get("intent"),
    note: typeof form.get("note") === "string" ? form.get("note") : undefined,
  });
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.path[0] === "note");
    return actionResult(locale, {
      ok: false,
      key: tooLong ? "office.noteTooLong" : "office.invalidRequest",
      values: { max: String(NOTE_MAX) },
    });
  }
  if (!UUID.test(params.id))
    return actionResult(locale, { ok: false, key: "office.resultNotFound", status: 404 });
  const { intent, note } = parsed.data;
  // Every action carries the version its page showed; one from an older version (or none)
  // changes nothing, and the page shows the message as it is now, the typed note kept.
  const outcome = await applyMessageAction(
    context.get(appContext).db,
    context.get(adminUserContext),
    params.id.toLowerCase(),
    intent,
    // Versions start at 1: a form without one matches no message's.
    formVersion(form.get("version")) ?? 0,
    note,
  );
  if (outcome === "conflict") return conflictResult(locale, intent === "note" ? { note: note ?? "" } : {});
  if (outcome === "not-found")
    return actionResult(locale, { ok: false, key: "office.resultNotFound", status: 404 });
  if (outcome === "done" && intent === "delete") {
    throw redirect(`${pagePath("admin-messages", locale)}?deleted=1`);
  }
  return actionResult(locale, {
    ok: true,
    key: outcome === "done" ? RESULT_KEYS[intent] : "office.resultUnchanged",
  });
}

export const shouldRevalidate = revalidateAfterConflict;

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function MessagePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <MessageView
        data={loaderData}
        result={actionData?.result}
        keptNote={
          actionData && "note" in actionData && typeof actionData.note === "string"
            ? actionData.note
            : undefined
        }
      />
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

function MessageView({
  data,
  result,
  keptNote,
}: {
  data: Data;
  result: ActionResultData | undefined;
  /** The note the administrator typed, sent back when the message had changed meanwhile. */
  keptNote: string | undefined;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { message } = data;
  const name = `${message.firstName} ${message.lastName}`;
  const intentButton = (intent: string, label: string, variant: "primary" | "secondary" = "secondary") => (
    <Form method="post" key={intent}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={message.version} />
      <Button type="submit" variant={variant} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
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
        <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
            <Field label={t("office.status")}>
              <StatusBadge status={message.status} />
            </Field>
            <Field label={t("office.received")}>{message.createdAt}</Field>
            <Field label={t("office.email")}>
              <a href={`mailto:${message.email}`} className="break-all text-brand-700 underline">
                {message.email}
              </a>
            </Field>
            <Field label={t("office.phone")}>{`${message.countryCode} ${message.phone}`}</Field>
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
            {message.handledAt ? <Field label={t("office.handledAt")}>{message.handledAt}</Field> : null}
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

        <div className="space-y-6">
          <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <h2 className="text-lg font-bold text-slate-900">{t("office.actions")}</h2>
            <div className="mt-3 flex flex-wrap gap-2">
              {message.status === "spam"
                ? intentButton("unspam", t("office.moveOutOfSpam"))
                : message.handledAt
                  ? intentButton("mark_new", t("office.markNew"))
                  : intentButton("mark_handled", t("office.markHandled"), "primary")}
              {message.status !== "spam" ? (
                <>
                  <Form method="post" id="spam-form">
                    <input type="hidden" name="intent" value="spam" />
                    <input type="hidden" name="version" value={message.version} />
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
              ) : null}
              <Form method="post" id="delete-form">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="version" value={message.version} />
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

          <Form method="post" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <input type="hidden" name="intent" value="note" />
            <input type="hidden" name="version" value={message.version} />
            <TextField
              multiline
              rows={4}
              name="note"
              label={t("office.note")}
              hint={t("office.noteHint")}
              maxLength={NOTE_MAX}
              defaultValue={keptNote ?? message.internalNote ?? ""}
              key={`${message.version}:${keptNote ?? ""}`}
            />
            {keptNote !== undefined && keptNote !== (message.internalNote ?? "") ? (
              <div
                className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
                data-saved-note
              >
                <p className="font-semibold">{t("office.noteSavedNow")}</p>
                <p className="mt-1 whitespace-pre-wrap break-words">
                  {message.internalNote || t("office.noteSavedNone")}
                </p>
              </div>
            ) : null}
            <Button type="submit" variant="secondary" className="mt-3" disabled={busy}>
              {t("office.saveNote")}
            </Button>
          </Form>

          <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
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

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}
