import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { ConflictPanel } from "~/components/conflict-panel";
import { KeptWorkNotice } from "~/components/kept-work-notice";
import { MediaField } from "~/components/media-field";
import { AdminPage } from "~/components/ui/admin-page";
import { buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, TextField } from "~/components/ui/form-field";
import { CheckboxField, FileField, RadioGroupField } from "~/components/ui/choice-fields";
import { UploadedPicture } from "~/components/ui/uploaded-picture";
import { useI18n } from "~/i18n/i18n-context";
import type { MediaChoice } from "~/lib/media-choice";
import { FILE_FORM_ENCODING } from "~/lib/uploaded-image";
import { useHydrated } from "~/lib/use-hydrated";
import { useKeptWork, type FormEntries } from "~/components/use-kept-work";
import {
  TEXT_FIELDS,
  type EditorFailure,
  type EditorPost,
  type FieldErrors,
  type FormValues,
} from "../post-editor-types";
import { RichTextField } from "~/components/rich-text/rich-text-field";
import { DoneNotice } from "./done-notice";
import { StateBadge } from "./state-badge";

/** The fields kept while typing: the texts, the type and the publication time (not the image: a file cannot be). */
const KEPT: ReadonlySet<string> = new Set([...TEXT_FIELDS, "postType", "scheduleAt"]);
const keeps = (name: string) => KEPT.has(name);
/** A post's type left out of a form is news. */
const KEPT_DEFAULTS = { postType: "news" };

/** The largest image the server accepts (checked here too, to say so before sending 10 MB). */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export function PostEditor({
  heading,
  post,
  failure,
  done,
  library = [],
}: {
  heading: string;
  post?: EditorPost;
  failure?: EditorFailure;
  done?: string;
  /** The media library's images the post may take as its picture. */
  library?: MediaChoice[];
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && Boolean(navigation.formMethod);
  const saved: FormValues = post?.values ?? { postType: "news" };
  const errors: FieldErrors = failure?.errors ?? {};
  const form = useRef<HTMLFormElement>(null);
  const storageKey = post?.id ?? "new";
  const unsaved = useKeptWork({
    form,
    storageKey: `post:${storageKey}`,
    alsoClears: ["post:new"],
    keeps,
    baseline: saved as FormEntries,
    defaults: KEPT_DEFAULTS,
    failureAt: failure?.at,
    saved: done ? `${done}:${post?.values.version ?? ""}` : undefined,
    confirmLeaving: true,
  });
  // A refused save (someone else saved first): the editor keeps their text and saves it over
  // the saved version, or takes the saved version (ADR 022).
  const conflict = failure?.conflict;
  const [keptMineAt, setKeptMineAt] = useState<number>();
  const keptMine = Boolean(conflict && keptMineAt === failure?.at);
  let values: FormValues = failure?.values ?? saved;
  let formKey = failure ? `failure-${failure.at}` : `version-${post?.values.version ?? "new"}`;
  if (unsaved.restored && !failure) {
    values = {
      ...(unsaved.restored.values as FormValues),
      version: unsaved.restored.version ?? saved.version,
    };
    formKey = `restored-${unsaved.restored.savedAt}`;
  }
  const version = keptMine && conflict ? conflict.version : values.version;
  // Set while the "leave without saving?" dialog closes because the editor chose to leave.
  const leaving = useRef(false);
  const [imageError, setImageError] = useState<string>();
  // Without script the time is read as UTC; with it, in the editor's own time zone.
  const hydrated = useHydrated();
  const tzOffset = hydrated ? String(new Date().getTimezoneOffset()) : "0";
  const zone = (hydrated && Intl.DateTimeFormat().resolvedOptions().timeZone) || "UTC";
  const formId = useId();
  const submit = useSubmit();
  // A failed save is told by the alert above the form (not by a toast, which would say it
  // twice to a screen reader), and the first field to fix takes the focus.
  useEffect(() => {
    if (failure) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);
  const shownImageError = imageError ?? errors.image;
  const live = post && post.state !== "draft" && post.state !== "archived";

  return (
    <AdminPage
      title={heading}
      actions={
        post ? (
          <div className="flex flex-wrap items-center gap-3">
            <StateBadge state={post.state} />
            {post.publishedLabel ? (
              <span className="text-sm text-slate-700">{post.publishedLabel}</span>
            ) : null}
            <Link to={post.previewHref} className={buttonVariants({ variant: "secondary", size: "sm" })}>
              {t("postEditor.preview")}
            </Link>
          </div>
        ) : undefined
      }
    >
      <DoneNotice text={done} />
      {failure && !conflict ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
          {t("postEditor.fixErrors")}
        </p>
      ) : null}
      {conflict && failure && !keptMine ? (
        // "Keep mine" lets the next save replace the saved version; the editor copies what
        // they need from theirs first.
        <ConflictPanel
          kind="post"
          refusedAt={failure.at}
          texts="postEditor"
          savedBy={
            conflict.savedBy && conflict.savedAt
              ? t("postEditor.conflictSavedBy", { who: conflict.savedBy, when: conflict.savedAt })
              : t("postEditor.conflictSavedElsewhere")
          }
          keepMine={{
            onClick: () => {
              flushSync(() => setKeptMineAt(failure.at));
              unsaved.refresh();
            },
          }}
          discard={unsaved.discard}
        >
          <SavedPost values={conflict.values} />
        </ConflictPanel>
      ) : null}
      {keptMine ? (
        <p role="status" className="mb-4 rounded-md bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">
          {t("postEditor.conflictKept")}
        </p>
      ) : null}
      {unsaved.restored && !failure ? (
        <KeptWorkNotice savedAt={unsaved.restored.savedAt} onDiscard={unsaved.discard} texts="postEditor" />
      ) : null}

      <Form
        ref={form}
        method="post"
        encType={FILE_FORM_ENCODING}
        noValidate
        id={formId}
        className="flex flex-col gap-8"
        key={formKey}
        onSubmit={unsaved.submitting}
      >
        {post ? <input type="hidden" name="version" value={version ?? ""} /> : null}
        <RadioGroupField
          legend={t("postEditor.typeLabel")}
          name="postType"
          defaultValue={values.postType ?? "news"}
          error={errors.postType}
          options={(["news", "press_release"] as const).map((type) => ({
            value: type,
            label: t(type === "news" ? "postEditor.typeNews" : "postEditor.typePress"),
          }))}
        />

        <div className="grid gap-8 lg:grid-cols-2">
          <LanguageFields language="en" values={values} errors={errors} />
          <LanguageFields language="es" values={values} errors={errors} />
        </div>

        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <TextField
              id={`${formId}-schedule`}
              label={t("postEditor.scheduleLabel")}
              hint={t("postEditor.scheduleHint", { zone })}
              error={errors.scheduleAt}
              type="datetime-local"
              name="scheduleAt"
              defaultValue={values.scheduleAt ?? ""}
            />
            <input type="hidden" name="tzOffset" value={tzOffset} />
          </div>

          <div className="flex flex-col gap-3">
            {post?.image ? (
              <figure className="flex flex-col gap-2">
                <figcaption className="text-sm font-semibold text-slate-900">
                  {t("postEditor.imageCurrent")}
                </figcaption>
                {post.image.ref ? (
                  <UploadedPicture
                    image={post.image.ref}
                    size="card"
                    sizes="(min-width: 1024px) 320px, 100vw"
                    className="h-auto w-full max-w-xs rounded-md object-cover"
                  />
                ) : (
                  <img src={post.image.src} alt="" className="h-auto w-full max-w-xs rounded-md" />
                )}
                <CheckboxField
                  label={t("postEditor.imageRemove")}
                  name="removeImage"
                  value="1"
                  defaultChecked={values.removeImage === "1"}
                />
              </figure>
            ) : null}
            {library.length > 0 ? (
              <MediaField
                id={`${formId}-library`}
                name="libraryImage"
                value={values.libraryImage ?? ""}
                label={t("postEditor.libraryLabel")}
                error={errors.libraryImage}
                library={library}
                hint={t("postEditor.libraryHint")}
                noneLabel={t("postEditor.libraryNone")}
                noneShort={t("postEditor.libraryNoneShort")}
              />
            ) : null}
            {/* Last of the fields: the form sends it last, so a file over the limit still lets the texts through. */}
            <FileField
              id={`${formId}-image`}
              label={t("postEditor.imageLabel")}
              hint={t("postEditor.imageHint")}
              error={shownImageError}
              name="image"
              accept="image/jpeg,image/png,image/webp,image/avif"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file && file.size > MAX_IMAGE_BYTES) {
                  setImageError(t("postEditor.imageTooLarge"));
                  event.currentTarget.value = "";
                } else setImageError(undefined);
              }}
            />
          </div>
        </div>

        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className={buttonVariants({ variant: "secondary" })}
          >
            {post && post.state !== "draft" ? t("postEditor.saveChanges") : t("postEditor.save")}
          </button>
          <button type="submit" name="intent" value="publish" disabled={busy} className={buttonVariants()}>
            {t("postEditor.publish")}
          </button>
          <button
            type="submit"
            name="intent"
            value="schedule"
            disabled={busy}
            className={buttonVariants({ variant: "secondary" })}
          >
            {t("postEditor.schedule")}
          </button>
          {live ? (
            <button
              type="submit"
              name="intent"
              value="unpublish"
              disabled={busy}
              className={buttonVariants({ variant: "secondary" })}
            >
              {t("postEditor.unpublish")}
            </button>
          ) : null}
          {post ? (
            <ConfirmDialog
              trigger={
                <button type="button" disabled={busy} className={buttonVariants({ variant: "destructive" })}>
                  {t("postEditor.delete")}
                </button>
              }
              title={t("postEditor.deleteTitle")}
              description={t("postEditor.deleteDescription", { title: post.values.title ?? "" })}
              confirmLabel={t("postEditor.delete")}
              cancelLabel={t("postEditor.cancel")}
              // Submitted from the confirmation itself: the dialog and its button are gone from
              // the page as soon as it closes. The form's texts go with it, so a refusal (the
              // post changed meanwhile) sends them back.
              onConfirm={() => {
                const data = new FormData(form.current ?? undefined);
                data.set("intent", "delete");
                data.delete("image");
                unsaved.discard();
                unsaved.submitting();
                void submit(data, { method: "post", encType: FILE_FORM_ENCODING });
              }}
            />
          ) : null}
        </div>
      </Form>
      <ConfirmDialog
        open={unsaved.blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && !leaving.current && unsaved.blocker.state === "blocked") unsaved.blocker.reset();
          leaving.current = false;
        }}
        title={t("postEditor.leaveTitle")}
        description={t("postEditor.leaveText")}
        confirmLabel={t("postEditor.leaveConfirm")}
        cancelLabel={t("postEditor.leaveStay")}
        onConfirm={() => {
          leaving.current = true;
          if (unsaved.blocker.state === "blocked") unsaved.blocker.proceed();
        }}
      />
    </AdminPage>
  );
}

/** The post as saved now, in both languages, for the editor to copy from beside their own text. */
function SavedPost({ values }: { values: NonNullable<EditorFailure["conflict"]>["values"] }) {
  const { t } = useI18n();
  return (
    <>
      <h3 className="mt-4 text-base font-bold">{t("postEditor.conflictTheirs")}</h3>
      <div className="mt-2 grid gap-4 lg:grid-cols-2" data-post-conflict-theirs>
        {(["en", "es"] as const).map((language) => {
          const suffix = language === "es" ? "Es" : "";
          const title = values[`title${suffix}`];
          const excerpt = values[`excerpt${suffix}`];
          const content = values[`content${suffix}`];
          return (
            <div
              key={language}
              lang={language}
              className="min-w-0 rounded-md bg-white p-3 text-slate-900 ring-1 ring-amber-200"
            >
              <p className="text-sm font-semibold text-slate-700">
                {t(language === "en" ? "postEditor.conflictEnglish" : "postEditor.conflictSpanish")}
              </p>
              <p className="mt-1 font-bold break-words">{title || t("postEditor.conflictNoText")}</p>
              {excerpt ? <p className="mt-1 break-words text-slate-700">{excerpt}</p> : null}
              {content ? (
                // Sanitised on the server against the spec's allow-list, as the public page is.
                <div
                  className="post-prose mt-2 max-h-80 overflow-auto break-words"
                  dangerouslySetInnerHTML={{ __html: content }}
                />
              ) : (
                <p className="mt-2 text-sm text-slate-600">{t("postEditor.conflictNoText")}</p>
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}

function LanguageFields({
  language,
  values,
  errors,
}: {
  language: "en" | "es";
  values: FormValues;
  errors: FieldErrors;
}) {
  const { t } = useI18n();
  const suffix = language === "es" ? "Es" : "";
  const id = `post-${language}`;
  const title = `title${suffix}` as const;
  const excerpt = `excerpt${suffix}` as const;
  const content = `content${suffix}` as const;
  return (
    <fieldset lang={language} className="flex flex-col gap-4 rounded-lg p-4 ring-1 ring-slate-200">
      <legend className="px-1 text-lg font-bold text-slate-900">
        {t(language === "en" ? "postEditor.english" : "postEditor.spanish")}
      </legend>
      {language === "es" ? <p className="text-sm text-slate-600">{t("postEditor.spanishHint")}</p> : null}
      <TextField
        id={`${id}-title`}
        label={t("postEditor.titleLabel")}
        required={language === "en"}
        starred={language === "en"}
        error={errors[title]}
        name={title}
        defaultValue={values[title] ?? ""}
        maxLength={200}
      />
      <TextField
        multiline
        id={`${id}-excerpt`}
        label={t("postEditor.excerptLabel")}
        error={errors[excerpt]}
        name={excerpt}
        defaultValue={values[excerpt] ?? ""}
        rows={3}
        maxLength={500}
      />
      <Field
        id={`${id}-content`}
        labelId={`${id}-content-label`}
        label={t("postEditor.contentLabel")}
        hint={t("postEditor.contentFallbackHint")}
        error={errors[content]}
      >
        {(control) => (
          <RichTextField
            id={control.id}
            name={content}
            defaultValue={values[content] ?? ""}
            labelId={`${id}-content-label`}
            describedBy={control["aria-describedby"]}
            invalid={Boolean(control["aria-invalid"])}
            lang={language}
          />
        )}
      </Field>
    </fieldset>
  );
}
