import { Form, Link, useNavigation } from "react-router";
import { AdminPage } from "~/components/ui/admin-page";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { RowDeleteButton } from "~/components/ui/confirm-dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { useI18n } from "~/i18n/i18n-context";
import type {
  AddProductForm,
  AddProjectForm,
  ContentGroupView,
  ContentRowView,
} from "../content-editor-types";
import { TextField } from "~/components/ui/form-field";
import { CheckboxField, SelectField } from "~/components/ui/choice-fields";
import { CHOICE_LABELS, contentFieldLabel } from "~/lib/content/field-labels";

const TONES = { published: "success", draft: "warning", scheduled: "info", none: "neutral" } as const;

/** Every item of the site's content by type, with its state and its missing Spanish fields. */
export function ContentList({
  heading,
  groups,
  onlyMissing,
  listHref,
  translationsHref,
  done,
  addProduct,
  addProject,
}: {
  heading: string;
  groups: ContentGroupView[];
  onlyMissing: boolean;
  listHref: string;
  /** The translations screen (overview, XLIFF export and import). */
  translationsHref: string;
  /** What the last change did, in the editor's language. */
  done?: string;
  addProduct: AddProductForm;
  addProject: AddProjectForm;
}) {
  const { t } = useI18n();
  return (
    <AdminPage title={heading} description={t("contentEditor.listIntro")}>
      {done ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900 ring-1 ring-green-200">
          {done}
        </p>
      ) : null}
      <Form method="get" className="mb-6 flex flex-wrap items-center gap-3">
        <CheckboxField
          name="missing"
          value="1"
          defaultChecked={onlyMissing}
          label={t("contentEditor.onlyMissing")}
        />
        <button type="submit" className={buttonVariants({ variant: "secondary", size: "sm" })}>
          {t("contentEditor.filter")}
        </button>
        {onlyMissing ? (
          <Link to={listHref} className={cn(buttonVariants({ variant: "link" }), "whitespace-normal")}>
            {t("contentEditor.showAll")}
          </Link>
        ) : null}
        {/* A link's words wrap: one line of the Spanish is wider than a phone's screen. */}
        <Link to={translationsHref} className={cn(buttonVariants({ variant: "link" }), "whitespace-normal")}>
          {t("contentEditor.translationsLink")}
        </Link>
      </Form>
      {groups.length === 0 ? <p className="text-slate-700">{t("contentEditor.noneMissing")}</p> : null}
      <div className="flex flex-col gap-8">
        {groups.map((group) => (
          <section
            key={group.type}
            aria-labelledby={`content-type-${group.type}`}
            data-content-type={group.type}
          >
            <h2 id={`content-type-${group.type}`} className="mb-3 text-xl font-bold text-slate-900">
              {group.label}
            </h2>
            {group.type === "product" ? <AddProduct form={addProduct} /> : null}
            {group.type === "project" ? <AddProject form={addProject} /> : null}
            <Table label={group.label} className="min-w-xl">
              <TableHeader>
                <tr>
                  <TableHead>{t("contentEditor.colItem")}</TableHead>
                  {group.type === "product" ? <TableHead>{t("contentEditor.newCategory")}</TableHead> : null}
                  <TableHead>{t("contentEditor.colState")}</TableHead>
                  <TableHead>{t("contentEditor.colSpanish")}</TableHead>
                  <TableHead>{t("contentEditor.colActions")}</TableHead>
                </tr>
              </TableHeader>
              <TableBody>
                {group.rows.map((row) => (
                  <TableRow key={row.id} data-content-row={row.key} id={`item-${row.id}`}>
                    <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                      <Link to={row.editHref} className="hover:underline">
                        {row.name}
                      </Link>
                      <span className="block text-xs font-normal text-slate-600">{row.key}</span>
                    </th>
                    {row.product ? <TableCell>{row.product.category}</TableCell> : null}
                    <TableCell>
                      <div className="flex flex-wrap gap-1">
                        {row.states.map((state) => (
                          <Badge key={state.tone} tone={TONES[state.tone]}>
                            {state.label}
                          </Badge>
                        ))}
                      </div>
                    </TableCell>
                    <TableCell>
                      {row.missingSpanish > 0 ? (
                        <Badge tone="warning" data-missing-spanish={row.missingSpanish}>
                          {t("contentEditor.missingSpanish", { count: row.missingSpanish })}
                        </Badge>
                      ) : (
                        t("contentEditor.spanishComplete")
                      )}
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-2">
                        <Link
                          to={row.editHref}
                          className={buttonVariants({ variant: "secondary", size: "sm" })}
                        >
                          {t("contentEditor.edit")}
                          <span className="sr-only">: {row.name}</span>
                        </Link>
                        <Link
                          to={row.historyHref}
                          className={buttonVariants({ variant: "ghost", size: "sm" })}
                        >
                          {t("contentEditor.history")}
                          <span className="sr-only">: {row.name}</span>
                        </Link>
                        {row.product ? (
                          <ItemActions row={row} published={row.product.published} order={row.product} />
                        ) : null}
                        {row.project ? <ItemActions row={row} published={row.project.published} /> : null}
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        ))}
      </div>
    </AdminPage>
  );
}

/**
 * Taking a product or a project reference off the site and deleting it; moving a product
 * within its category (`order`).
 */
function ItemActions({
  row,
  published,
  order,
}: {
  row: ContentRowView;
  published: boolean;
  order?: { first: boolean; last: boolean };
}) {
  const { t } = useI18n();
  const busy = useNavigation().state !== "idle";
  const post = (intent: string, label: string, disabled = false) => (
    <Form method="post">
      <input type="hidden" name="itemId" value={row.id} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant="ghost"
        size="sm"
        disabled={busy || disabled}
      >
        {label}
        <span className="sr-only">: {row.name}</span>
      </Button>
    </Form>
  );
  return (
    <>
      {order ? post("move-up", t("contentEditor.moveUp"), order.first) : null}
      {order ? post("move-down", t("contentEditor.moveDown"), order.last) : null}
      {published ? post("unpublish", t("contentEditor.unpublish")) : null}
      <RowDeleteButton
        itemId={row.id}
        name={row.name}
        label={t("contentEditor.deleteItem")}
        disabled={busy}
        title={t("contentEditor.deleteItem")}
        description={t("contentEditor.deleteConfirm", { name: row.name })}
        confirmLabel={t("contentEditor.deleteConfirmButton")}
        cancelLabel={t("contentEditor.cancel")}
      />
    </>
  );
}

/** A new product: its name in both languages and its category; the editor does the rest. */
function AddProduct({ form }: { form: AddProductForm }) {
  const { t } = useI18n();
  const busy = useNavigation().state !== "idle";
  const errors = form.errors ?? {};
  return (
    <details
      className="mb-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
      open={Object.keys(errors).length > 0}
    >
      <summary className="min-h-10 cursor-pointer py-2 font-semibold text-brand-800">
        {t("contentEditor.addProduct")}
      </summary>
      <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-3" noValidate>
        <p className="text-sm text-slate-700 sm:col-span-3">{t("contentEditor.addProductIntro")}</p>
        <TextField
          label={t("contentEditor.newNameEn")}
          name="nameEn"
          required
          maxLength={300}
          defaultValue={form.values?.nameEn ?? ""}
          error={errors.nameEn}
        />
        <TextField
          label={t("contentEditor.newNameEs")}
          name="nameEs"
          lang="es"
          maxLength={300}
          defaultValue={form.values?.nameEs ?? ""}
          error={errors.nameEs}
        />
        <SelectField
          label={t("contentEditor.newCategory")}
          name="categoryId"
          defaultValue={form.values?.categoryId}
          options={form.categories.map((category) => ({ value: category.key, label: category.name }))}
          error={errors.categoryId}
        />
        <div className="sm:col-span-3">
          <Button type="submit" name="intent" value="add-product" disabled={busy}>
            {t("contentEditor.addProductButton")}
          </Button>
        </div>
      </Form>
    </details>
  );
}

/**
 * A new project reference: its title in both languages, client, place, year and capacity (the
 * facts a reference cannot go without); the editor does the rest. Countries by their names in
 * the editor's language, in that language's order (the loader's: see countryChoices).
 */
function AddProject({ form }: { form: AddProjectForm }) {
  const { t, locale } = useI18n();
  const busy = useNavigation().state !== "idle";
  const errors = form.errors ?? {};
  const values = form.values;
  const countries = form.countries;
  const clientTypes = Object.entries(CHOICE_LABELS.clientType ?? {}).map(([value, label]) => ({
    value,
    label: label[locale],
  }));
  return (
    <details
      className="mb-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
      open={Object.keys(errors).length > 0}
    >
      <summary className="min-h-10 cursor-pointer py-2 font-semibold text-brand-800">
        {t("contentEditor.addProject")}
      </summary>
      <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2" noValidate>
        <p className="text-sm text-slate-700 sm:col-span-2">{t("contentEditor.addProjectIntro")}</p>
        <TextField
          label={t("contentEditor.newTitleEn")}
          name="titleEn"
          required
          maxLength={300}
          defaultValue={values?.titleEn ?? ""}
          error={errors.titleEn}
        />
        <TextField
          label={t("contentEditor.newTitleEs")}
          name="titleEs"
          lang="es"
          maxLength={300}
          defaultValue={values?.titleEs ?? ""}
          error={errors.titleEs}
        />
        <SelectField
          label={contentFieldLabel("clientType", locale)}
          name="clientType"
          required
          defaultValue={values?.clientType}
          options={clientTypes}
          error={errors.clientType}
        />
        <SelectField
          label={contentFieldLabel("country", locale)}
          name="country"
          required
          defaultValue={values?.country ?? ""}
          options={[{ value: "", label: t("contentEditor.chooseCountry") }, ...countries]}
          error={errors.country}
        />
        <TextField
          label={t("contentEditor.newCityEn")}
          name="cityEn"
          required
          maxLength={120}
          defaultValue={values?.cityEn ?? ""}
          error={errors.cityEn}
          autoComplete="off"
        />
        <TextField
          label={contentFieldLabel("year", locale)}
          name="year"
          required
          inputMode="numeric"
          defaultValue={values?.year ?? ""}
          error={errors.year}
          autoComplete="off"
        />
        <TextField
          label={contentFieldLabel("capacity", locale)}
          name="capacity"
          required
          inputMode="numeric"
          defaultValue={values?.capacity ?? ""}
          error={errors.capacity}
          autoComplete="off"
        />
        <div className="sm:col-span-2">
          <Button type="submit" name="intent" value="add-project" disabled={busy}>
            {t("contentEditor.addProductButton")}
          </Button>
        </div>
      </Form>
    </details>
  );
}
