import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ConflictPanel } from "~/components/conflict-panel";
import { KeptWorkNotice } from "~/components/kept-work-notice";
import { AdminPage } from "~/components/ui/admin-page";
import { buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { TextField } from "~/components/ui/form-field";
import { FileField, SelectField } from "~/components/ui/choice-fields";
import { showToast } from "~/components/ui/toaster";
import { useI18n } from "~/i18n/i18n-context";
import { useHydrated } from "~/lib/use-hydrated";
import type { EditorFailure, EditorItem } from "../content-editor-types";
import { useKeptWork } from "~/components/use-kept-work";
import {
  dataFromForm,
  fieldId,
  formEntries,
  parseListOp,
  type FormData as ContentFormData,
} from "../content-form";
import { CompareTable } from "./compare-table";
import { ContentForm, FieldsProvider } from "./content-fields";
import type { SectionId } from "./editor-sections";
import { Badge } from "~/components/ui/badge";

/** The fields the kept work leaves out: the version, the schedule's offset, the buttons. */
const NOT_KEPT = new Set([
  "version",
  "tzOffset",
  "intent",
  "documentCard",
  "documentLocale",
  "documentUpload",
]);
const keeps = (name: string) => !NOT_KEPT.has(name);

/** The entry a list button moved (`list:down:page.gallery.0` → `page.gallery.1`), to show it open. */
export function movedEntry(intent: string): string | undefined {
  const op = parseListOp(intent.replace(/^list:/, ""));
  if (!op || op.op === "add" || op.op === "remove") return undefined;
  const to = op.op === "move" ? op.to : op.op === "up" ? op.index - 1 : op.index + 1;
  return [...op.path, String(to)].join(".");
}

const STATE_TONES = {
  published: "success",
  draft: "warning",
  scheduled: "info",
  none: "neutral",
} as const;

export function ContentEditor({
  heading,
  item,
  missing,
  failure,
  refused,
  done,
}: {
  heading: string;
  item: EditorItem;
  missing: string[];
  failure?: EditorFailure;
  /** The server refused the form before reading it (its status; 0: not reached): nothing saved. */
  refused?: { status: number; at: number };
  done?: { kind: string; text: string };
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && Boolean(navigation.formMethod);
  const form = useRef<HTMLFormElement>(null);
  const formId = useId();
  const baseline = useMemo(
    () => Object.fromEntries(formEntries(item.spec, item.values)),
    [item.spec, item.values],
  );
  const kept = useKeptWork({
    form,
    storageKey: `content:${item.id}`,
    keeps,
    baseline,
    failureAt: failure?.at,
    saved: done ? `${done.kind}:${item.version}` : undefined,
    confirmLeaving: true,
  });
  // Set while the "leave without saving?" dialog closes because the editor chose to leave.
  const leaving = useRef(false);
  let values = failure?.values ?? item.values;
  let version = failure?.version ?? item.version;
  let formKey = failure ? `failure-${failure.at}` : `version-${item.version}-${done?.kind ?? ""}`;
  if (kept.restored && !failure) {
    const restored = kept.restored.values;
    values = dataFromForm(
      item.spec,
      (name) => restored[name],
      Object.keys(restored),
      false,
    ) as ContentFormData;
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
  const refusal = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused) refusal.current?.focus();
  }, [refused?.at]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (done) void showToast({ title: done.text, variant: "success" });
  }, [done]);

  const formVersion = version;
  // The tab open and the list button last pressed: the form the server sends back (a list
  // rearranged) opens on the same tab, with the moved entry open.
  const [tab, setTab] = useState<SectionId>();
  const [lastIntent, setLastIntent] = useState("");
  const openEntry = failure?.rearranged ? movedEntry(lastIntent) : undefined;
  const saveButton = useRef<HTMLButtonElement>(null);
  // Ctrl+S (⌘+S) saves a draft, in place of the browser's "save page".
  useEffect(() => {
    const save = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== "s") return;
      event.preventDefault();
      const button = saveButton.current;
      if (button && !button.disabled) form.current?.requestSubmit(button);
    };
    window.addEventListener("keydown", save);
    return () => window.removeEventListener("keydown", save);
  }, []);
  const pictureUpload = item.pictureUpload ? (
    <FileField
      id={fieldId("pictureUpload")}
      label={t("contentEditor.pictureUpload")}
      hint={t("contentEditor.pictureUploadHint")}
      error={errors.pictureUpload}
      name="pictureUpload"
      accept="image/jpeg,image/png,image/webp,image/avif"
      disabled={busy}
      className="max-w-xl"
    />
  ) : null;
  const documentUpload = item.documentCards ? (
    <DocumentUpload
      cards={item.documentCards}
      error={errors.documentUpload}
      chosen={failure?.upload}
      disabled={busy}
    />
  ) : null;

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
            {t(item.type === "post" ? "contentEditor.backToPosts" : "contentEditor.backToList")}
          </Link>
        </div>
      }
    >
      {done ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900 ring-1 ring-green-200">
          {done.text}
        </p>
      ) : null}
      {refused ? (
        <div
          ref={refusal}
          key={refused.at}
          tabIndex={-1}
          role="alert"
          data-refused
          className="mb-4 rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-200 focus:outline-2 focus:outline-red-700"
        >
          <p className="font-semibold">{t("contentEditor.refusedTitle")}</p>
          <p className="mt-1">
            {refused.status === 0
              ? t("contentEditor.refusedUnreached")
              : refused.status === 413
                ? t("contentEditor.refusedTooLarge")
                : t("contentEditor.refusedStatus", { status: refused.status })}
          </p>
        </div>
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
      {conflict && failure ? (
        // "Keep mine" saves the form as a draft over the saved version (no script needed).
        <ConflictPanel
          kind="content"
          refusedAt={failure.at}

          savedBy={conflict.savedBy}
          keepMine={{ submit: { formId, value: `save-over:${conflict.version}` } }}
          discard={kept.discard}
        >
          {conflict.changes.length > 0 ? (
            <div className="mt-3 rounded-md bg-white p-2 text-slate-900 ring-1 ring-amber-200">
              <CompareTable
                changes={conflict.changes}
                beforeLabel={t("contentEditor.colSaved")}
                afterLabel={t("contentEditor.colYours")}
              />
            </div>
          ) : (
            <p className="mt-3">{t("contentEditor.conflictSame")}</p>
          )}
        </ConflictPanel>
      ) : null}
      {kept.restored && !failure ? (
        <KeptWorkNotice savedAt={kept.restored.savedAt} onDiscard={kept.discard} />
      ) : null}

      <Form
        ref={form}
        method="post"
        noValidate
        id={formId}
        data-content-form=""
        key={formKey}
        preventScrollReset
        className="flex flex-col gap-8"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          setLastIntent(submitter instanceof HTMLButtonElement ? submitter.value : "");
          kept.submitting();
        }}
        {...(item.documentCards || item.pictureUpload ? { encType: "multipart/form-data" as const } : {})}
      >
        {/* The form's default button (Enter in a field): save, never a list's button. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1} />
        <input type="hidden" name="version" value={formVersion} />
        <FieldsProvider
          value={{ errors, missing: missingPaths, disabled: busy, library: item.library, openEntry }}
        >
          <ContentForm
            spec={item.spec}
            values={values}
            heading={heading}
            dirty={kept.dirty}
            remembered={tab}
            onActive={setTab}
            extras={{ images: pictureUpload, content: documentUpload }}
          />
        </FieldsProvider>

        <TextField
          id={fieldId("scheduleAt")}
          label={t("contentEditor.scheduleLabel")}
          hint={t("contentEditor.scheduleHint", { zone })}
          error={errors.scheduleAt}
          type="datetime-local"
          name="scheduleAt"
          defaultValue={failure?.scheduleAt ?? ""}
          className="max-w-md"
        />
        <input type="hidden" name="tzOffset" value={tzOffset} />

        <div
          role="region"
          aria-label={t("editorWorkspace.actions")}
          className="sticky bottom-0 z-10 flex flex-col gap-2 border-t border-slate-300 bg-white py-3 shadow-[0_-6px_8px_-8px_rgb(0_0_0/0.3)]"
          data-action-bar
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-slate-700">{t("editorWorkspace.state")}:</span>
            <Badge tone={STATE_TONES[item.state.tone]} data-item-state={item.state.tone}>
              {item.state.label}
            </Badge>
            <span role="status" className="contents">
              {kept.dirty ? (
                <Badge tone="warning" data-unsaved>
                  <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-amber-600" />
                  {t("editorWorkspace.unsaved")}
                </Badge>
              ) : null}
            </span>
            <span className="hidden text-slate-600 md:inline">{t("editorWorkspace.saveShortcut")}</span>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              ref={saveButton}
              type="submit"
              name="intent"
              value="save"
              disabled={busy}
              aria-keyshortcuts="Control+S Meta+S"
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
        </div>
      </Form>
      <ConfirmDialog
        open={kept.blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && !leaving.current && kept.blocker.state === "blocked") kept.blocker.reset();
          leaving.current = false;
        }}
        title={t("contentEditor.leaveTitle")}
        description={t("contentEditor.leaveText")}
        confirmLabel={t("contentEditor.leaveConfirm")}
        cancelLabel={t("contentEditor.leaveStay")}
        onConfirm={() => {
          leaving.current = true;
          if (kept.blocker.state === "blocked") kept.blocker.proceed();
        }}
      />
    </AdminPage>
  );
}

/** A catalog card's own PDF, sent with the form (the Catalogs page's item only). */
function DocumentUpload({
  cards,
  error,
  chosen,
  disabled,
}: {
  cards: { id: string; title: string }[];
  error?: string;
  chosen?: { card: string; locale: string };
  disabled: boolean;
}) {
  const { t } = useI18n();
  const ids = {
    card: fieldId("documentCard"),
    locale: fieldId("documentLocale"),
    file: fieldId("documentUpload"),
  };
  return (
    <fieldset className="flex max-w-xl flex-col gap-3 rounded-md border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">{t("contentEditor.uploadLegend")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id={ids.card}
          label={t("contentEditor.uploadCard")}
          name="documentCard"
          defaultValue={chosen?.card}
          disabled={disabled}
          options={cards.map((card) => ({ value: card.id, label: card.title }))}
        />
        <SelectField
          id={ids.locale}
          label={t("contentEditor.uploadLanguage")}
          name="documentLocale"
          defaultValue={chosen?.locale}
          disabled={disabled}
          options={[
            { value: "en", label: t("contentEditor.uploadEnglish") },
            { value: "es", label: t("contentEditor.uploadSpanish") },
          ]}
        />
      </div>
      <FileField
        id={ids.file}
        label={t("contentEditor.uploadFile")}
        hint={t("contentEditor.uploadHint")}
        error={error}
        name="documentUpload"
        accept=".pdf,application/pdf"
        disabled={disabled}
      />
      <div>
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={disabled}
          className={buttonVariants({ variant: "secondary" })}
        >
          {t("contentEditor.uploadButton")}
        </button>
      </div>
    </fieldset>
  );
}
