import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckboxField, FileField, SelectField } from "~/components/ui/choice-fields";
import { TextField } from "~/components/ui/form-field";
import { useI18n } from "~/i18n/i18n-context";
import { DOCUMENT_LANGUAGES, UPLOAD_TYPES } from "~/lib/downloads";
import type { DocumentFormView } from "../download-types";

/**
 * A document's form: its file (required for an upload, optional to replace it on its page), its
 * titles, kind, language, version and date, its product or category, and whether a visitor's
 * details are asked first. A plain multipart POST: it works without JavaScript.
 */
export function DocumentForm({
  form,
  mode,
  products,
  categories,
  accept,
  id,
}: {
  form: DocumentFormView;
  mode: "upload" | "edit";
  products: ReadonlyArray<{ value: string; label: string }>;
  categories: ReadonlyArray<{ value: string; label: string }>;
  accept: string;
  id: string;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { values, errors } = form;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-xl bg-white p-5 ring-1 ring-slate-200"
      data-document-form={mode}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {mode === "upload" ? t("downloadsAdmin.uploadHeading") : t("downloadsAdmin.detailsHeading")}
      </h2>
      <input type="hidden" name="intent" value={mode === "upload" ? "upload" : "save"} />
      {/* Keyed by what it shows, so a new answer resets the fields' typed values. */}
      <div className="mt-4 grid gap-4 sm:grid-cols-2" key={JSON.stringify(values)}>
        <FileField
          name="file"
          accept={accept}
          required={mode === "upload"}
          label={mode === "upload" ? t("downloadsAdmin.file") : t("downloadsAdmin.replaceFile")}
          hint={t("downloadsAdmin.fileHint")}
          error={errors.file}
          className="sm:col-span-2"
        />
        <TextField
          name="titleEn"
          required
          maxLength={200}
          label={t("downloadsAdmin.titleEn")}
          defaultValue={values.titleEn}
          error={errors.titleEn}
        />
        <TextField
          name="titleEs"
          maxLength={200}
          label={t("downloadsAdmin.titleEs")}
          hint={t("downloadsAdmin.titleEsHint")}
          defaultValue={values.titleEs}
          error={errors.titleEs}
        />
        <SelectField
          name="type"
          required
          label={t("downloadsAdmin.type")}
          options={UPLOAD_TYPES.map((type) => ({ value: type, label: t(`downloads.types.${type}`) }))}
          defaultValue={values.type}
          error={errors.type}
        />
        <SelectField
          name="language"
          required
          label={t("downloadsAdmin.language")}
          options={DOCUMENT_LANGUAGES.map((language) => ({
            value: language,
            label: t(`downloads.languages.${language}`),
          }))}
          defaultValue={values.language}
          error={errors.language}
        />
        <TextField
          name="version"
          maxLength={40}
          label={t("downloadsAdmin.version")}
          hint={t("downloadsAdmin.versionHint")}
          defaultValue={values.version}
          error={errors.version}
        />
        <TextField
          name="issuedOn"
          type="date"
          required
          label={t("downloadsAdmin.issuedOn")}
          defaultValue={values.issuedOn}
          error={errors.issuedOn}
        />
        <SelectField
          name="productId"
          label={t("downloadsAdmin.product")}
          hint={t("downloadsAdmin.productHint")}
          options={[{ value: "", label: t("downloadsAdmin.noProduct") }, ...products]}
          defaultValue={values.productId}
          error={errors.productId}
        />
        <SelectField
          name="categoryId"
          label={t("downloadsAdmin.category")}
          options={[{ value: "", label: t("downloadsAdmin.noCategory") }, ...categories]}
          defaultValue={values.categoryId}
          error={errors.categoryId}
        />
        <CheckboxField
          name="gated"
          label={t("downloadsAdmin.gated")}
          hint={t("downloadsAdmin.gatedHint")}
          defaultChecked={values.gated}
          className="sm:col-span-2"
        />
      </div>
      <div className="mt-5">
        <Button type="submit" disabled={busy}>
          {mode === "upload" ? t("downloadsAdmin.upload") : t("downloadsAdmin.save")}
        </Button>
      </div>
    </Form>
  );
}
