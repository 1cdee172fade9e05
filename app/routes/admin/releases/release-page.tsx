// One release in the back office (issue 46, ADR 034): its items (each with the version added
// and a "Changed since added" flag linking to its editor), the drafts that may be added, a
// preview of each item's page with the whole release in place, and its publication: now, at a
// scheduled time, or the schedule cancelled. Every form is a plain POST carrying the version
// the page was opened at: a change made meanwhile refuses it (ADR 022), what was typed kept.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/release-page";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import {
  addReleaseItems,
  cancelReleaseSchedule,
  deleteRelease,
  publishRelease,
  readRelease,
  removeReleaseItem,
  renameRelease,
  scheduleRelease,
  unpublishedDrafts,
  type ReleaseItemRef,
  type ReleaseOutcome,
  type ReleaseProblems,
} from "~/.server/content/releases";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { AdminPage } from "~/components/ui/admin-page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { TextField } from "~/components/ui/form-field";
import {
  formatDateTime,
  formVersion,
  type ActionResult as ResultData,
} from "~/features/admin/admin-request.server";
import { ActionResult, type ActionResultData } from "~/features/admin/components/action-result";
import { revalidateAfterConflict } from "~/features/admin/revalidate-after-conflict";
import { itemName, readScheduleAt } from "~/features/content/content-admin.server";
import { postPreviewPath } from "~/features/news/admin/admin-posts.server";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import type { MessageKey } from "~/i18n/dictionary";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { contentFieldLabel } from "~/lib/content/field-labels";
import type { ContentType } from "~/lib/content/schemas";
import { routeMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";

/** A release name's longest (the server checks it too: RELEASE_NAME_MAX). */
const NAME_MAX = 120;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const notFound = () => data(null, { status: 404 });

/** The address of an item's page as the release will have it (server/release-preview.ts). */
const releasePreviewPath = (releaseId: string, type: string, key: string, locale: Locale) =>
  `/admin/release-preview/${releaseId}/${encodeURIComponent(type)}/${encodeURIComponent(key)}/${locale}`;

const DONE = ["created", "renamed", "added", "removed", "scheduled", "cancelled", "published"] as const;

const named = (item: ReleaseItemRef, locale: Locale) => itemName(item, locale);

/** One item's type in words, in the singular (the content list's labels name groups). */
const KINDS: Record<ContentType, MessageKey> = {
  company: "releases.kind_company",
  home: "releases.kind_home",
  about: "releases.kind_about",
  certificates: "releases.kind_certificates",
  catalogs: "releases.kind_catalogs",
  "contact-page": "releases.kind_contactPage",
  service: "releases.kind_service",
  category: "releases.kind_category",
  product: "releases.kind_product",
  post: "releases.kind_post",
  project: "releases.kind_project",
};
const typeLabel = (type: ContentType, locale: Locale) => serverT(locale, KINDS[type]);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  if (!UUID.test(params.id)) throw notFound();
  const release = await readRelease(db, params.id);
  if (!release) throw notFound();
  const base = pageInfo(request, "admin-release");
  const { locale } = base;
  const drafts = release.state === "published" ? [] : await unpublishedDrafts(db);
  const done = new URL(request.url).searchParams.get("done");
  return {
    page: { ...base, title: `${base.title}: ${release.name}` },
    navHref: pagePath("admin-releases", locale),
    messages: messageGroups(locale, ["office", "releases"]),
    listHref: pagePath("admin-releases", locale),
    release: {
      id: release.id,
      name: release.name,
      state: release.state,
      version: release.version,
      publishAt: formatDateTime(release.publishAt, locale),
      publishedAt: formatDateTime(release.publishedAt, locale),
      held: release.heldReason ? problemTexts(release.heldReason, locale) : undefined,
    },
    items: release.items.map((item) => ({
      id: item.id,
      name: named(item, locale),
      type: typeLabel(item.type, locale),
      version: item.version,
      conflict: item.conflict,
      editorHref: pagePath("admin-content-edit", locale, { id: item.id }),
      preview:
        item.type === "post"
          ? {
              en: postPreviewPath(item.key, locale, "en", item.version),
              es: postPreviewPath(item.key, locale, "es", item.version),
            }
          : {
              en: releasePreviewPath(release.id, item.type, item.key, "en"),
              es: releasePreviewPath(release.id, item.type, item.key, "es"),
            },
    })),
    drafts: drafts
      .filter((draft) => draft.release?.id !== release.id)
      .map((draft) => ({
        id: draft.id,
        name: named(draft, locale),
        type: typeLabel(draft.type, locale),
        elsewhere: draft.release?.name,
      })),
    done: (DONE as readonly (string | null)[]).includes(done)
      ? serverT(locale, `releases.${done as (typeof DONE)[number]}`, {
          date: formatDateTime(release.publishAt, locale) ?? "",
        })
      : undefined,
  };
}

/** A refusal's items in words: each that changed since added, and each a publish would refuse. */
function problemTexts(problems: ReleaseProblems, locale: Locale): string[] {
  return [
    ...problems.conflicts.map((item) => serverT(locale, "releases.conflict", { name: named(item, locale) })),
    ...problems.refused.map(({ item, fields }) =>
      serverT(locale, "releases.refused", {
        name: named(item, locale),
        fields: fields.map((field) => contentFieldLabel(field.split(".")[0] ?? field, locale)).join(", "),
      }),
    ),
  ];
}

/** What a refused change says, in the editor's language. */
function refusalText(outcome: Extract<ReleaseOutcome, { ok: false }>, locale: Locale): string {
  switch (outcome.reason) {
    case "not-found":
      return serverT(locale, "releases.errNotFound");
    case "stale":
      return serverT(locale, "releases.errStale");
    case "published":
      return serverT(locale, "releases.errPublished");
    case "empty":
      return serverT(locale, "releases.errEmpty");
    case "invalid-name":
      return serverT(locale, "releases.errName");
    case "no-draft":
      return outcome.items
        .map((item) => serverT(locale, "releases.errNoDraft", { name: named(item, locale) }))
        .join(" ");
    case "in-other-release":
      return outcome.items
        .map(({ item, release }) =>
          serverT(locale, "releases.errInOther", { name: named(item, locale), release }),
        )
        .join(" ");
    case "problems":
      return problemTexts(outcome, locale).join(" ");
  }
}

interface Typed {
  name?: string;
  chosen?: string[];
  scheduleAt?: string;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, logger } = context.get(appContext);
  const user = context.get(adminUserContext);
  const { locale } = pageInfo(request, "admin-release");
  if (!UUID.test(params.id)) throw notFound();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const startedFrom = formVersion(form.get("version"));
  const typed: Typed = {
    ...(form.has("name") ? { name: String(form.get("name")) } : {}),
    ...(intent === "add" ? { chosen: form.getAll("item").map(String) } : {}),
    ...(form.has("scheduleAt") ? { scheduleAt: String(form.get("scheduleAt")) } : {}),
  };
  const refuse = (text: string, status = 400) =>
    data(
      {
        result: {
          ok: false,
          text,
          at: Date.now(),
          ...(status === 409 ? { conflict: true } : {}),
        } satisfies ResultData,
        typed,
      },
      { status },
    );
  if (startedFrom === undefined) return refuse(serverT(locale, "office.invalidRequest"));
  const here = pagePath("admin-release", locale, { id: params.id });
  let outcome: ReleaseOutcome;
  let done: (typeof DONE)[number];
  switch (intent) {
    case "rename":
      outcome = await renameRelease(db, user, params.id, startedFrom, typed.name ?? "");
      done = "renamed";
      break;
    case "add":
      if (!typed.chosen?.length) return refuse(serverT(locale, "releases.errChoose"));
      if (!typed.chosen.every((id) => UUID.test(id))) return refuse(serverT(locale, "releases.errNotFound"));
      outcome = await addReleaseItems(db, user, params.id, startedFrom, typed.chosen);
      done = "added";
      break;
    case "remove": {
      const itemId = String(form.get("item") ?? "");
      if (!UUID.test(itemId)) return refuse(serverT(locale, "releases.errNotFound"));
      outcome = await removeReleaseItem(db, user, params.id, startedFrom, itemId);
      done = "removed";
      break;
    }
    case "schedule": {
      const at = readScheduleAt(typed.scheduleAt ?? "", String(form.get("tzOffset") ?? "0"), new Date());
      if ("error" in at) return refuse(serverT(locale, `releases.${at.error}`));
      outcome = await scheduleRelease(db, user, params.id, startedFrom, at.at);
      done = "scheduled";
      break;
    }
    case "cancel":
      outcome = await cancelReleaseSchedule(db, user, params.id, startedFrom);
      done = "cancelled";
      break;
    case "publish":
      outcome = await publishRelease(db, user, params.id, startedFrom, (text) => logger.warn(text));
      done = "published";
      if (outcome.ok) logger.info({ releaseId: params.id }, "release published");
      break;
    case "delete": {
      const deleted = await deleteRelease(db, user, params.id, startedFrom);
      if (deleted.ok) throw redirect(pagePath("admin-releases", locale), { status: 303 });
      outcome = deleted;
      done = "removed";
      break;
    }
    default:
      return refuse(serverT(locale, "office.invalidRequest"));
  }
  if (!outcome.ok) {
    if (outcome.reason === "not-found" && intent !== "add" && intent !== "remove") throw notFound();
    return refuse(
      refusalText(outcome, locale),
      outcome.reason === "stale" || outcome.reason === "problems" ? 409 : 400,
    );
  }
  throw redirect(`${here}?done=${done}`, { status: 303 });
}

/** The page shows the release as it is now after a refusal (ADR 022). */
export const shouldRevalidate = revalidateAfterConflict;

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function ReleasePage({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData as { result?: ActionResultData; typed?: Typed } | undefined;
  return (
    <PageMessages messages={loaderData.messages}>
      <Release data={loaderData} result={sent?.result} typed={sent?.typed ?? {}} />
    </PageMessages>
  );
}

const STATE_TONES = { open: "info", scheduled: "warning", published: "success", held: "danger" } as const;

const card = "min-w-0 rounded-xl bg-white p-5 ring-1 ring-slate-200";
const heading = "text-lg font-bold text-slate-900";
const link = "font-semibold text-brand-700 underline underline-offset-2";

function Release({
  data: loaded,
  result,
  typed,
}: {
  data: Route.ComponentProps["loaderData"];
  result: ActionResultData | undefined;
  typed: Typed;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  const { release } = loaded;
  const open = release.state !== "published";
  const version = <input type="hidden" name="version" value={release.version} />;
  const tzOffset = hydrated ? String(new Date().getTimezoneOffset()) : "0";
  const zone = (hydrated && Intl.DateTimeFormat().resolvedOptions().timeZone) || "UTC";
  const chosen = new Set(typed.chosen ?? []);
  // A refusal is kept on the page (role alert) with or without script; a success is a toast.
  const shown: ActionResultData | undefined = result && !result.ok ? { ...result, conflict: true } : result;
  const doneResult: ActionResultData | undefined = loaded.done
    ? { ok: true, text: loaded.done, at: 0 }
    : undefined;
  return (
    <AdminPage
      title={loaded.page.title}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          <Badge tone={STATE_TONES[release.state]}>{t(`releases.state_${release.state}`)}</Badge>
          {release.state === "scheduled" && release.publishAt
            ? t("releases.scheduledFor", { date: release.publishAt })
            : null}
          {release.state === "published" && release.publishedAt
            ? t("releases.publishedOn", { date: release.publishedAt })
            : null}
        </span>
      }
      actions={
        <Link to={loaded.listHref} className={`text-sm ${link}`}>
          {t("releases.backToList")}
        </Link>
      }
    >
      <ActionResult result={shown ?? doneResult} />
      {release.held ? (
        <section
          aria-labelledby="held-title"
          className="mb-6 rounded-xl bg-red-50 p-5 text-red-900 ring-1 ring-red-300"
        >
          <h2 id="held-title" className="text-lg font-bold">
            {t("releases.heldHeading")}
          </h2>
          <p className="mt-1">{t("releases.heldText")}</p>
          <ul className="mt-2 list-disc pl-5">
            {release.held.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 gap-6">
          <section aria-labelledby="items-title" className={card}>
            <h2 id="items-title" className={heading}>
              {t("releases.itemsHeading")}
            </h2>
            {loaded.items.length === 0 ? (
              <p className="mt-2 text-slate-700">{t("releases.noItems")}</p>
            ) : (
              <ul
                aria-labelledby="items-title"
                className="mt-3 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200"
              >
                {loaded.items.map((item) => (
                  <li
                    key={item.id}
                    data-release-item={item.name}
                    className="flex flex-wrap items-start justify-between gap-3 p-3"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-slate-900">{item.name}</p>
                      <p className="text-sm text-slate-700">
                        {item.type} · {t("releases.versionAdded", { version: String(item.version) })}
                      </p>
                      {item.conflict ? (
                        <p className="mt-1">
                          <Badge tone="danger">{t("releases.changedBadge")}</Badge>
                        </p>
                      ) : null}
                      <a href={item.editorHref} className={`mt-1 inline-block text-sm ${link}`}>
                        {t("releases.openEditor")}
                        <span className="sr-only">: {item.name}</span>
                      </a>
                    </div>
                    {open ? (
                      <Form method="post">
                        {version}
                        <input type="hidden" name="item" value={item.id} />
                        <Button
                          type="submit"
                          name="intent"
                          value="remove"
                          variant="secondary"
                          size="sm"
                          disabled={busy}
                          aria-label={t("releases.removeItem", { name: item.name })}
                        >
                          {t("releases.remove")}
                        </Button>
                      </Form>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>

          {open ? (
            <section aria-labelledby="add-title" className={card}>
              <h2 id="add-title" className={heading}>
                {t("releases.addHeading")}
              </h2>
              <p className="mt-1 text-slate-700">{t("releases.addHint")}</p>
              {loaded.drafts.length === 0 ? (
                <p className="mt-3 text-slate-700">{t("releases.noDrafts")}</p>
              ) : (
                <Form method="post" className="mt-3">
                  {version}
                  <fieldset>
                    <legend className="sr-only">{t("releases.addHeading")}</legend>
                    <ul className="grid gap-2">
                      {loaded.drafts.map((draft) => (
                        <li key={draft.id}>
                          <label className="flex items-start gap-3 rounded-md p-1 text-slate-900">
                            <input
                              type="checkbox"
                              name="item"
                              value={draft.id}
                              defaultChecked={chosen.has(draft.id)}
                              aria-describedby={draft.elsewhere ? `elsewhere-${draft.id}` : undefined}
                              className="mt-1 size-4 accent-brand-700"
                            />
                            <span>
                              <span className="font-semibold">{draft.name}</span>{" "}
                              <span className="text-slate-700">({draft.type})</span>
                              {draft.elsewhere ? (
                                <span id={`elsewhere-${draft.id}`} className="block text-sm text-slate-700">
                                  {t("releases.inOtherRelease", { release: draft.elsewhere })}
                                </span>
                              ) : null}
                            </span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                  <Button type="submit" name="intent" value="add" className="mt-4" disabled={busy}>
                    {t("releases.addButton")}
                  </Button>
                </Form>
              )}
            </section>
          ) : null}
        </div>

        <div className="grid min-w-0 gap-6">
          {open ? (
            <section aria-labelledby="publish-title" className={card}>
              <h2 id="publish-title" className={heading}>
                {t("releases.publishHeading")}
              </h2>
              <p className="mt-1 text-slate-700">{t("releases.publishHint")}</p>
              <Form method="post" className="mt-3">
                {version}
                <Button type="submit" name="intent" value="publish" disabled={busy}>
                  {t("releases.publishNow")}
                </Button>
              </Form>
              <Form method="post" className="mt-4 grid gap-3">
                {version}
                <TextField
                  id="release-schedule"
                  label={t("releases.scheduleLabel")}
                  hint={t("releases.scheduleHint", { zone })}
                  type="datetime-local"
                  name="scheduleAt"
                  defaultValue={typed.scheduleAt ?? ""}
                />
                <input type="hidden" name="tzOffset" value={tzOffset} />
                <div className="flex flex-wrap gap-3">
                  <Button type="submit" name="intent" value="schedule" variant="secondary" disabled={busy}>
                    {t("releases.schedule")}
                  </Button>
                  {release.state === "scheduled" || release.state === "held" ? (
                    <Button
                      type="submit"
                      name="intent"
                      value="cancel"
                      variant="secondary"
                      disabled={busy}
                      formNoValidate
                    >
                      {t("releases.cancelSchedule")}
                    </Button>
                  ) : null}
                </div>
              </Form>
            </section>
          ) : null}

          <section aria-labelledby="preview-title" className={card}>
            <h2 id="preview-title" className={heading}>
              {t("releases.previewHeading")}
            </h2>
            <p className="mt-1 text-slate-700">{t("releases.previewHint")}</p>
            {loaded.items.length === 0 ? (
              <p className="mt-2 text-slate-700">{t("releases.previewNone")}</p>
            ) : (
              <ul className="mt-2 grid gap-2">
                {loaded.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-baseline gap-x-3">
                    <span className="min-w-0 break-words text-slate-900">{item.name}:</span>
                    {/* Pages of their own, outside the app's routes: plain links. */}
                    <a href={item.preview.en} className={link}>
                      <span className="sr-only">{item.name}: </span>
                      {t("releases.previewEnglish")}
                    </a>
                    <a href={item.preview.es} className={link}>
                      <span className="sr-only">{item.name}: </span>
                      {t("releases.previewSpanish")}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {open ? (
            <section aria-labelledby="rename-title" className={card}>
              <h2 id="rename-title" className={heading}>
                {t("releases.renameHeading")}
              </h2>
              <Form method="post" className="mt-3 grid gap-3">
                {version}
                <TextField
                  id="release-rename"
                  label={t("releases.nameLabel")}
                  name="name"
                  required
                  maxLength={NAME_MAX}
                  defaultValue={typed.name ?? release.name}
                />
                <div>
                  <Button type="submit" name="intent" value="rename" variant="secondary" disabled={busy}>
                    {t("releases.renameButton")}
                  </Button>
                </div>
              </Form>
            </section>
          ) : null}

          {open ? (
            <section aria-labelledby="delete-title" className={card}>
              <h2 id="delete-title" className={heading}>
                {t("releases.deleteHeading")}
              </h2>
              <p className="mt-1 text-slate-700">{t("releases.deleteText")}</p>
              {/* Confirmed in the site's dialog with script; without it, the button posts the form. */}
              <Form method="post" id="delete-release" className="hidden">
                {version}
                <input type="hidden" name="intent" value="delete" />
              </Form>
              <div className="mt-3">
                {hydrated ? (
                  <ConfirmDialog
                    trigger={
                      <Button type="button" variant="destructive" disabled={busy}>
                        {t("releases.delete")}
                      </Button>
                    }
                    title={t("releases.deleteTitle", { name: release.name })}
                    description={t("releases.deleteText")}
                    confirmLabel={t("releases.delete")}
                    cancelLabel={t("office.cancel")}
                    formId="delete-release"
                  />
                ) : (
                  <Button type="submit" form="delete-release" variant="destructive" disabled={busy}>
                    {t("releases.delete")}
                  </Button>
                )}
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </AdminPage>
  );
}
