import { useState, type MouseEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AdminPage } from "~/components/ui/admin-page";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useI18n } from "~/i18n/i18n-context";
import { FILE_FORM_ENCODING } from "~/lib/uploaded-image";
import type { ImageDetailView, ImageUseView, ImageWordsErrors, ImageWordsForm } from "../media-types";
import { ACCEPTED_TYPES } from "./media-library";
import { TextField } from "~/components/ui/form-field";
import { CheckboxField, FileField } from "~/components/ui/choice-fields";

interface Props {
  heading: string;
  image: ImageDetailView;
  form: ImageWordsForm;
  errors: ImageWordsErrors;
  listHref: string;
  done?: string;
  replaceError?: string;
  deleteRefused?: ImageUseView[];
}

const round = (value: number) => String(Math.round(Math.min(1, Math.max(0, value)) * 100) / 100);

/** One library image: its words in both languages, focal point, uses, a new file, deleting it. */
export function MediaImageEditor({
  heading,
  image,
  form,
  errors,
  listHref,
  done,
  replaceError,
  deleteRefused,
}: Props) {
  const { t } = useI18n();
  const busy = useNavigation().state !== "idle";
  const [focal, setFocal] = useState({ x: form.focalX, y: form.focalY });
  const [shownFor, setShownFor] = useState(form);
  if (shownFor !== form) {
    // A new answer from the server (a refused save, a reload): its values win.
    setShownFor(form);
    setFocal({ x: form.focalX, y: form.focalY });
  }
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocal({
      x: round((event.clientX - box.left) / box.width),
      y: round((event.clientY - box.top) / box.height),
    });
  };
  const marker =
    Number.isFinite(Number(focal.x)) && Number.isFinite(Number(focal.y)) && focal.x !== "" && focal.y !== "";
  const errorList = Object.entries(errors).filter(([, message]) => message);
  return (
    <AdminPage
      title={heading}
      description={image.fileName}
      actions={
        <Link to={listHref} className={buttonVariants({ variant: "secondary" })}>
          {t("mediaLibrary.backToLibrary")}
        </Link>
      }
    >
      {done ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900 ring-1 ring-green-200">
          {done}
        </p>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          {/* The number fields below are the keyboard's way to the same point. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            className="relative cursor-crosshair self-start"
            onClick={pick}
            style={{ backgroundColor: image.color }}
            data-focal-picker
          >
            <picture>
              <source type="image/avif" srcSet={image.preview.avif} />
              <img
                src={image.preview.webp}
                width={image.preview.width}
                height={image.preview.height}
                alt={t("mediaLibrary.preview")}
                className="block h-auto max-w-full"
              />
            </picture>
            {marker ? (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700/70 shadow"
                style={{ left: `${Number(focal.x) * 100}%`, top: `${Number(focal.y) * 100}%` }}
              />
            ) : null}
          </div>
          <section
            aria-labelledby="media-file-heading"
            className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
          >
            <h2 id="media-file-heading" className="text-lg font-bold text-slate-900">
              {t("mediaLibrary.detailsHeading")}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold text-slate-800">{t("mediaLibrary.fileName")}</dt>
              <dd className="break-all text-slate-900">{image.fileName}</dd>
              <dt className="font-semibold text-slate-800">{t("mediaLibrary.dimensions")}</dt>
              <dd className="text-slate-900">{image.size}</dd>
              <dt className="font-semibold text-slate-800">{t("mediaLibrary.uploadedBy")}</dt>
              <dd className="break-all text-slate-900">{image.uploadedBy}</dd>
              <dt className="font-semibold text-slate-800">{t("mediaLibrary.uploadedOn")}</dt>
              <dd className="text-slate-900">{image.uploadedOn}</dd>
            </dl>
          </section>
          <section
            aria-labelledby="media-uses-heading"
            className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
          >
            <h2 id="media-uses-heading" className="text-lg font-bold text-slate-900">
              {t("mediaLibrary.usesHeading")}
            </h2>
            {image.uses.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700">{t("mediaLibrary.notUsed")}</p>
            ) : (
              <UseList uses={image.uses} />
            )}
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <Form
            method="post"
            className="flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
            noValidate
          >
            <h2 className="text-lg font-bold text-slate-900">{t("mediaLibrary.wordsHeading")}</h2>
            {errorList.length > 0 ? (
              <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
                {t("mediaLibrary.errSummary")}
              </div>
            ) : null}
            {image.missingAlt ? (
              <p>
                <Badge tone="warning">{t("mediaLibrary.missingAlt")}</Badge>
              </p>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="altEn"
                label={t("mediaLibrary.altEn")}
                defaultValue={form.altEn}
                key={`altEn-${form.altEn}`}
                hint={t("mediaLibrary.altHint")}
                error={errors.altEn}
                multiline
                rows={2}
                lang="en"
              />
              <TextField
                name="altEs"
                label={t("mediaLibrary.altEs")}
                defaultValue={form.altEs}
                key={`altEs-${form.altEs}`}
                hint={t("mediaLibrary.altHint")}
                error={errors.altEs}
                multiline
                rows={2}
                lang="es"
              />
              <TextField
                name="captionEn"
                label={t("mediaLibrary.captionEn")}
                defaultValue={form.captionEn}
                key={`captionEn-${form.captionEn}`}
                error={errors.captionEn}
                multiline
                rows={2}
                lang="en"
              />
              <TextField
                name="captionEs"
                label={t("mediaLibrary.captionEs")}
                defaultValue={form.captionEs}
                key={`captionEs-${form.captionEs}`}
                error={errors.captionEs}
                multiline
                rows={2}
                lang="es"
              />
            </div>
            <CheckboxField
              name="decorative"
              defaultChecked={form.decorative}
              key={`decorative-${form.decorative}`}
              label={t("mediaLibrary.decorativeLabel")}
            />
            <fieldset className="flex flex-col gap-3">
              <legend className="text-base font-bold text-slate-900">{t("mediaLibrary.focalHeading")}</legend>
              <p className="text-sm text-slate-700">
                {t("mediaLibrary.focalHint")} {t("mediaLibrary.focalClickHint")}
              </p>
              <div className="grid grid-cols-2 gap-4">
                <TextField
                  name="focalX"
                  label={t("mediaLibrary.focalX")}
                  value={focal.x}
                  onChange={(event) => setFocal({ ...focal, x: event.currentTarget.value })}
                  error={errors.focalX}
                  inputMode="decimal"
                />
                <TextField
                  name="focalY"
                  label={t("mediaLibrary.focalY")}
                  value={focal.y}
                  onChange={(event) => setFocal({ ...focal, y: event.currentTarget.value })}
                  error={errors.focalY}
                  inputMode="decimal"
                />
              </div>
            </fieldset>
            <div>
              <Button type="submit" name="intent" value="save" disabled={busy}>
                {t("mediaLibrary.save")}
              </Button>
            </div>
          </Form>
          <Form
            method="post"
            encType={FILE_FORM_ENCODING}
            className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
          >
            <h2 className="text-lg font-bold text-slate-900">{t("mediaLibrary.replaceHeading")}</h2>
            <p className="text-sm text-slate-700">{t("mediaLibrary.replaceHint")}</p>
            <FileField
              id="media-replace-file"
              label={t("mediaLibrary.replaceFile")}
              error={replaceError}
              alert
              name="file"
              accept={ACCEPTED_TYPES}
            />
            <div>
              <Button type="submit" name="intent" value="replace" variant="secondary" disabled={busy}>
                {t("mediaLibrary.replace")}
              </Button>
            </div>
          </Form>
          <section
            aria-labelledby="media-delete-heading"
            className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
          >
            <h2 id="media-delete-heading" className="text-lg font-bold text-slate-900">
              {t("mediaLibrary.deleteHeading")}
            </h2>
            {deleteRefused ? (
              <div
                role="alert"
                className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200"
                data-delete-refused
              >
                <p className="font-semibold">{t("mediaLibrary.deleteRefused")}</p>
                <UseList uses={deleteRefused} />
              </div>
            ) : null}
            <Form method="post" id="media-delete">
              <input type="hidden" name="intent" value="delete" />
            </Form>
            <div>
              <ConfirmDialog
                trigger={
                  <Button variant="destructive" disabled={busy}>
                    {t("mediaLibrary.delete")}
                  </Button>
                }
                title={t("mediaLibrary.delete")}
                description={t("mediaLibrary.deleteConfirm", { name: image.fileName })}
                confirmLabel={t("mediaLibrary.deleteConfirmButton")}
                cancelLabel={t("mediaLibrary.cancel")}
                formId="media-delete"
              />
            </div>
          </section>
        </div>
      </div>
    </AdminPage>
  );
}

function UseList({ uses }: { uses: ImageUseView[] }) {
  return (
    <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm" data-media-uses>
      {uses.map((use) => (
        <li key={use.href}>
          <Link to={use.href} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {use.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
