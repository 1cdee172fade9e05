import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/download-page";
import { appContext } from "~/.server/app-context";
import { captchaKeys, verifyCaptcha } from "~/.server/captcha";
import { siteContent, storedDownloads } from "~/.server/content/request-content";
import { downloadTitle } from "~/.server/downloads/documents";
import { pageInfo } from "~/.server/page-data";
import { hasPage, pagePath } from "~/.server/pages";
import { clientAddressKey, createRateLimiter } from "~/.server/rate-limit";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Download } from "~/components/ui/page-icons";
import { isHoneypotFilled } from "~/features/contact/contact-schema";
import { DocumentFacts } from "~/features/downloads/components/download-list";
import { GateForm, type GateFormProps } from "~/features/downloads/components/gate-form";
import { composeLinkMail, GATE_LIMITS, readGateForm, storeLead } from "~/features/downloads/gate.server";
import { uploadedItem } from "~/features/downloads/listing.server";
import {
  DOWNLOAD_LINK_DAYS,
  givenDetailsCookie,
  hasGivenDetails,
  signDownloadToken,
} from "~/features/downloads/visitor.server";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { downloadFileHref } from "~/lib/downloads";
import { routeMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";

// One uploaded document's page (issue 44): its facts and its file, or for a gated one, first
// the form asking for the visitor's name, e-mail, company and consent. A sent form stores the
// lead, e-mails the link (valid a week) through the outbox, remembers the visitor in a cookie
// (a year: no other document asks again) and starts the download.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RATE_WINDOW_MS = 10 * 60 * 1000;

const notFound = () => data(null, { status: 404 });

async function documentOf(context: Route.LoaderArgs["context"], id: string | undefined) {
  if (!id || !UUID.test(id)) throw notFound();
  const downloads = await storedDownloads(context);
  const entry = downloads.find((candidate) => candidate.id === id);
  if (!entry) throw notFound();
  return entry;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const entry = await documentOf(context, params.id);
  const { products, categories } = await siteContent(context, ["products", "categories"]);
  const givenDetails = await hasGivenDetails(request, env.AUTH_SECRET);
  const base = pageInfo(request, "download");
  const { locale } = base;
  const title = downloadTitle(entry, locale);
  const product = entry.productId
    ? products.find((candidate) => candidate.id === entry.productId)
    : undefined;
  const category = categories.find(
    (candidate) => candidate.id === (entry.categoryId ?? product?.categoryId ?? ""),
  );
  const productPage =
    product && hasPage(`product-${product.id}`) ? (`product-${product.id}` as const) : undefined;
  return {
    page: {
      ...base,
      title,
      crumbs: [
        base.crumbs[0]!,
        { label: serverT(locale, "downloads.pageTitle"), href: pagePath("downloads", locale) },
        { label: title, href: base.alternates[locale] },
      ],
    },
    messages: messageGroups(locale, ["downloads"]),
    item: uploadedItem(entry, { products }, locale, givenDetails),
    fileHref: downloadFileHref(locale, entry.id, entry.fileName),
    belongsTo: product
      ? { label: product.name[locale], href: productPage ? pagePath(productPage, locale) : undefined }
      : category
        ? { label: category.title[locale], href: pagePath(`category-${category.id}`, locale) }
        : undefined,
    listHref: pagePath("downloads", locale),
    /** Ask for the visitor's details first. */
    asks: entry.gated && !givenDetails,
    form: {
      consentLabel: serverT(locale, "contact.consent"),
      captchaLabel: serverT(locale, "contact.captchaLabel"),
      limits: GATE_LIMITS,
    },
  };
}

type Answer =
  | { done: { href: string; email: string } }
  | {
      values: NonNullable<GateFormProps["values"]>;
      errors?: GateFormProps["errors"];
      refused?: string;
    };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, env, clientAddress, wakeMail, logger } = context.get(appContext);
  const entry = await documentOf(context, params.id);
  const { locale } = pageInfo(request, "download");
  const say = (key: Parameters<typeof serverT>[1], values?: Record<string, string | number>) =>
    serverT(locale, key, values);
  const fileHref = downloadFileHref(locale, entry.id, entry.fileName);
  if (!entry.gated) return data<Answer>({ done: { href: fileHref, email: "" } });
  const read = readGateForm(await request.formData());
  const refuse = (status: number, answer: Omit<Extract<Answer, { values: unknown }>, "values">) =>
    data<Answer>({ values: read.values, ...answer }, { status });
  // A bot that filled the hidden field: refused, nothing stored, nothing sent.
  if (isHoneypotFilled(read.website)) return refuse(400, { refused: say("downloads.errSpam") });
  const errors = Object.fromEntries(Object.entries(read.errors).map(([field, key]) => [field, say(key)]));
  if (Object.keys(errors).length > 0) return refuse(400, { errors });
  const captcha = await verifyCaptcha(captchaKeys(env.AUTH_SECRET), read.captcha);
  if (!captcha.ok) return refuse(400, { errors: { captcha: say("downloads.errCaptchaInvalid") } });
  // Each solved captcha counts, as the contact form's messages do (ADR 005).
  const limit = await createRateLimiter(db).consume(
    "downloads",
    clientAddressKey(clientAddress),
    env.CONTACT_RATE_LIMIT,
    RATE_WINDOW_MS,
  );
  if (!limit.allowed)
    return refuse(429, {
      refused: say("downloads.errTooMany", { minutes: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)) }),
    });
  const title = downloadTitle(entry, locale);
  const link = `${env.PUBLIC_URL}${fileHref}?token=${signDownloadToken(env.AUTH_SECRET, entry.id)}`;
  const mail = composeLinkMail({
    locale,
    title,
    link,
    days: DOWNLOAD_LINK_DAYS,
    siteName: say("meta.siteName"),
  });
  const stored = await storeLead(db, {
    documentId: entry.id,
    documentTitle: title,
    values: read.values,
    locale,
    captcha,
    mail: { recipient: read.values.email, ...mail, status: env.SMTP_URL ? "pending" : "undelivered" },
  });
  if (stored.kind === "captcha-used")
    return refuse(400, { errors: { captcha: say("downloads.errCaptchaInvalid") } });
  logger.info({ leadId: stored.id, documentId: entry.id }, "download lead stored");
  wakeMail?.();
  return data<Answer>(
    { done: { href: fileHref, email: read.values.email } },
    {
      headers: {
        "Set-Cookie": await givenDetailsCookie(env.AUTH_SECRET, env.isHttps),
        // Without script, the answer's page starts the download by itself.
        Refresh: `0; url=${fileHref}`,
        "Cache-Control": "no-store",
      },
    },
  );
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  const refresh = actionHeaders.get("Refresh");
  if (refresh) headers.set("Refresh", refresh);
  return headers;
};

// A document's page is a way to its file, not a page of its own for search engines.
export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function DownloadPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <DocumentContent data={loaderData} answer={actionData as Answer | undefined} />
    </PageMessages>
  );
}

function DocumentContent({
  data: loaded,
  answer,
}: {
  data: Route.ComponentProps["loaderData"];
  answer: Answer | undefined;
}) {
  const { t } = useI18n();
  const { page, item, belongsTo, fileHref, asks, form } = loaded;
  const done = answer && "done" in answer ? answer.done : undefined;
  const refused = answer && "values" in answer ? answer : undefined;
  return (
    <>
      <section className="bg-linear-to-br from-ocean-900 via-ocean-800 to-brand-800">
        <div className="page-container py-12 sm:py-16">
          <Breadcrumbs crumbs={page.crumbs} />
          <p className="eyebrow mt-5 text-brand-200">{t(`downloads.types.${item.type}`)}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-white sm:text-5xl">
            {page.title}
          </h1>
        </div>
      </section>
      <div className="page-container grid max-w-3xl gap-8 py-10 sm:py-14">
        <section
          aria-labelledby="document-facts-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="document-facts-title" className="text-lg font-bold text-slate-900">
            {t("downloads.aboutDocument")}
          </h2>
          <DocumentFacts item={item} className="mt-3 text-base" />
          {belongsTo ? (
            <p className="mt-3 text-slate-700">
              <span className="font-semibold text-slate-800">{t("downloads.factFor")}:</span>{" "}
              {belongsTo.href ? (
                <Link
                  to={belongsTo.href}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  {belongsTo.label}
                </Link>
              ) : (
                belongsTo.label
              )}
            </p>
          ) : null}
        </section>
        {done ? (
          <Started href={done.href} email={done.email} />
        ) : asks ? (
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <GateForm
              locale={page.locale as Locale}
              consentLabel={form.consentLabel}
              captchaLabel={form.captchaLabel}
              limits={form.limits}
              values={refused?.values}
              errors={refused?.errors}
              refused={refused?.refused}
            />
          </section>
        ) : (
          <p>
            <a
              href={fileHref}
              className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              data-download-file
            >
              <Download aria-hidden="true" className="size-5" />
              {t("downloads.download")}
              <span className="sr-only">: {page.title}</span>
            </a>
          </p>
        )}
        <p>
          <Link to={loaded.listHref} className="font-semibold text-brand-800 underline underline-offset-2">
            {t("downloads.backToList")}
          </Link>
        </p>
      </div>
    </>
  );
}

/** The form was sent: the download starts (by script here, by the answer's Refresh header without), and a link stays. */
function Started({ href, email }: { href: string; email: string }) {
  const { t } = useI18n();
  // Rendered by the server (the form was posted before the script ran), the answer's Refresh
  // header starts the download; rendered here after a sent form, the script starts it.
  const hydrated = useHydrated();
  const [afterSend] = useState(hydrated);
  useEffect(() => {
    if (afterSend) window.location.assign(href);
  }, [afterSend, href]);
  return (
    <section
      role="status"
      className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:p-6"
      data-gate-done
    >
      <h2 className="text-xl font-bold text-brand-900">{t("downloads.doneHeading")}</h2>
      {email ? <p className="mt-2 text-slate-800">{t("downloads.doneText", { email })}</p> : null}
      <p className="mt-4">
        <a
          href={href}
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Download aria-hidden="true" className="size-5" />
          {t("downloads.doneLink")}
        </a>
      </p>
    </section>
  );
}
