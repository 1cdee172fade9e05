import { useEffect, useId, useMemo, useRef } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { AdminPage } from "~/components/ui/admin-page";
import { buttonVariants } from "~/components/ui/button";
import { showToast } from "~/components/ui/toaster";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import type { EditorFailure, EditorItem } from "../content-editor-types";
import { fieldId } from "../content-form";
import { ContentConflict } from "./content-conflict";
import { ContentField, FieldsProvider } from "./content-fields";
import { useKeptContent } from "./use-kept-content";

export function ContentEditor({
  heading,
  item,
  missing,
  failure,
  done,
}: {
  heading: string;
  item: EditorItem;
  missing: string[];
  failure?: EditorFailure;
  done?: { kind: string; text: string };
}) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const busy = navigation.state !== "idle" && Boolean(navigation.formMethod);
  const form = useRef<HTMLFormElement>(null);
  const formId = useId();
  const kept = useKeptContent({
    form,
    itemId: item.id,
    spec: item.spec,
    baseline: item.values,
    failureAt: failure?.at,
    saved: done ? `${done.kind}:${item.version}` : undefined,
  });
  let values = failure?.values ?? item.values;
  let version = failure?.version ?? item.version;
  let formKey = failure ? `failure-${failure.at}` : `version-${item.version}-${done?.kind ?? ""}`;
  if (kept.restored && !failure) {
    values = kept.restored.values;
    version = Number(kept.restored.version ?? item.version) || item.version;
    formKey = `restored-${kept.restored.savedAt}`;
  }
  const errors = failure?.errors ?? {};
  const missingPaths = useMemo(() => new Set(failure?.missing ?? missing), [failure?.missing, missing]);
  const errorList = Object.entries(errors);
  const conflict = failure?.conflict;
  const summary = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const tzOffset = hydrated ? String(new Date().getTimezoneOffset()) : "0";
  const zone = (hydrated && Intl.DateTimeFormat().resolvedOptions().timeZone) || "UTC";

  useEffect(() => {
    if (errorList.length > 0) summary.current?.focus();
  }, [failure?.at]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (done) void showToast({ title: done.text, variant: "success" });
  }, [done]);

  const formVersion = version;

  return (
    <AdminPage
      title={heading}
      description={item.status}
      actions={
        <div className="flex flex-wrap gap-2">
          {/* The preview is a page of its own, not one of the app's routes: plain links. */}
          <a
            href={item.previewHrefs.en}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            {t("contentEditor.previewEnglish")}
            <span className="sr-only"> {t("contentEditor.opensInNewTab")}</span>
          </a>
          <a
            href={item.previewHrefs.es}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            {t("contentEditor.previewSpanish")}
            <span className="sr-only"> {t("contentEditor.opensInNewTab")}</span>
          </a>
          <Link to={item.historyHref} className={buttonVariants({ variant: "secondary", size: "sm" })}>
            {t("contentEditor.history")}
          </Link>
          <Link to={item.listHref} className={buttonVariants({ variant: "secondary", size: "sm" })}>
            {t("contentEditor.backToList")}
          </Link>
        </div>
      }
    >
      {done ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900 ring-1 ring-green-200">
          {done.text}
        </p>
      ) : null}
      {errorList.length > 0 ? (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          data-error-summary
          className="mb-4 rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-200 focus:outline-2 focus:outline-red-700"
        >
          <p className="font-semibold">{t("contentEditor.errorSummary")}</p>
          <ul className="mt-2 list-disc pl-5">
            {errorList.map(([field, message]) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} className="break-words underline">
                  <code className="text-sm">{field}</code>: {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {conflict ? (
        <ContentConflict
          conflict={conflict}
          formId={formId}
          reloadHref={location.pathname}
          onUseTheirs={() => {
            kept.discard();
            void navigate(location.pathname, { replace: true });
          }}
        />
      ) : null}
      {kept.restored && !failure ? (
        <div
          role="status"
          data-restored-notice
          className="mb-4 flex flex-wrap items-center gap-3 rounded-md bg-sky-50 p-3 text-sky-950 ring-1 ring-sky-300"
        >
          <p className="min-w-0 flex-1">
            {t("contentEditor.restoredNotice", {
              time: new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "en-GB", {
                dateStyle: "medium",
                timeStyle: "short",
              }).format(new Date(kept.restored.savedAt)),
            })}
          </p>
          <button
            type="button"
            onClick={kept.discard}
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            {t("contentEditor.restoredDiscard")}
          </button>
        </div>
      ) : null}

      <Form
        ref={form}
        method="post"
        noValidate
        id={formId}
        key={formKey}
        preventScrollReset
        className="flex flex-col gap-8"
        onSubmit={kept.submitting}
      >
        {/* The form's default button (Enter in a field): save, never a list's button. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1} />
        <input type="hidden" name="version" value={formVersion} />
        <FieldsProvider value={{ errors, missing: missingPaths, disabled: busy }}>
          <ContentField spec={item.spec} path={[]} value={values} label={heading} />
        </FieldsProvider>

        <div className="flex max-w-md flex-col gap-1">
          <label htmlFor={fieldId("scheduleAt")} className="text-sm font-semibold text-slate-900">
            {t("contentEditor.scheduleLabel")}
          </label>
          <p id={`${fieldId("scheduleAt")}-hint`} className="text-sm text-slate-600">
            {t("contentEditor.scheduleHint", { zone })}
          </p>
          <input
            id={fieldId("scheduleAt")}
            type="datetime-local"
            name="scheduleAt"
            defaultValue={failure?.scheduleAt ?? ""}
            aria-invalid={errors.scheduleAt ? true : undefined}
            aria-describedby={
              errors.scheduleAt
                ? `${fieldId("scheduleAt")}-hint ${fieldId("scheduleAt")}-error`
                : `${fieldId("scheduleAt")}-hint`
            }
            className={cn(
              "block min-h-10 w-full rounded-md border bg-white px-3 py-2 text-slate-900",
              errors.scheduleAt ? "border-red-700" : "border-slate-400",
            )}
          />
          {errors.scheduleAt ? (
            <p id={`${fieldId("scheduleAt")}-error`} className="text-sm font-medium text-red-700">
              {errors.scheduleAt}
            </p>
          ) : null}
          <input type="hidden" name="tzOffset" value={tzOffset} />
        </div>

        <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-slate-200 bg-white py-4">
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className={buttonVariants({ variant: "secondary" })}
          >
            {t("contentEditor.saveDraft")}
          </button>
          <button type="submit" name="intent" value="publish" disabled={busy} className={buttonVariants()}>
            {t("contentEditor.publish")}
          </button>
          <button
            type="submit"
            name="intent"
            value="schedule"
            disabled={busy}
            className={buttonVariants({ variant: "secondary" })}
          >
            {t("contentEditor.schedule")}
          </button>
          {item.pending ? (
            <button
              type="submit"
              name="intent"
              value="discard"
              disabled={busy}
              onClick={() => kept.discard()}
              className={buttonVariants({ variant: "destructive" })}
            >
              {t("contentEditor.discardDraft")}
            </button>
          ) : null}
        </div>
      </Form>
    </AdminPage>
  );
}
