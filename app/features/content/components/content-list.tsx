import { Form, Link, useLocation, useNavigation } from "react-router";
import { AdminPage } from "~/components/ui/admin-page";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { RowDeleteButton } from "~/components/ui/confirm-dialog";
import {
  ListBody,
  ListCell,
  ListCount,
  ListEmpty,
  ListFilterActions,
  ListHead,
  ListHeading,
  ListNameCell,
  ListPagination,
  ListRow,
  ListTable,
} from "~/components/ui/office-list";
import { cn } from "~/lib/cn";
import { useI18n } from "~/i18n/i18n-context";
import type { AddProductForm, AddProjectForm, ContentRowView } from "../content-editor-types";
import type { ContentFinderForm, ContentFinderPage } from "../content-finder-types";
import { TextField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/choice-fields";
import { CHOICE_LABELS, contentFieldLabel } from "~/lib/content/field-labels";

const TONES = { published: "success", draft: "warning", scheduled: "info", none: "neutral" } as const;

/**
 * Every item of the site's content, posts too, found by a search, filters and a sort (a plain
 * GET form: it works without script), a page at a time; a table on a wide screen, cards on a
 * phone. The forms that add a product or a project reference come first.
 */
export function ContentList({
  heading,
  form,
  list,
  listHref,
  translationsHref,
  done,
  addProduct,
  addProject,
}: {
  heading: string;
  form: ContentFinderForm;
  list: ContentFinderPage;
  listHref: string;
  /** The translations screen (overview, XLIFF export and import). */
  translationsHref: string;
  /** What the last change did, in the editor's language. */
  done?: string;
  addProduct: AddProductForm;
  addProject: AddProjectForm;
}) {
  const { t } = useI18n();
  const location = useLocation();
  return (
    <AdminPage title={heading} description={t("contentEditor.listIntro")}>
      {done ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900 ring-1 ring-green-200">
          {done}
        </p>
      ) : null}
      {/* A link's words wrap: one line of the Spanish is wider than a phone's screen. */}
      <p className="mb-4">
        <Link
          to={translationsHref}
          className={cn(buttonVariants({ variant: "link" }), "h-auto px-0 whitespace-normal")}
        >
          {t("contentEditor.translationsLink")}
        </Link>
      </p>
      <div className="mb-6 grid gap-3">
        <AddProduct form={addProduct} />
        <AddProject form={addProject} />
      </div>
      <Form
        method="get"
        role="search"
        aria-label={t("officeList.search")}
        className="mb-6 grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        data-content-filters
      >
        <TextField
          id="content-search"
          className="sm:col-span-2 lg:col-span-4"
          label={t("officeList.search")}
          hint={t("officeList.searchHint")}
          type="search"
          name="q"
          defaultValue={form.q}
          maxLength={200}
        />
        <SelectField label={t("officeList.type")} name="type" defaultValue={form.type} options={form.types} />
        <SelectField
          label={t("officeList.state")}
          name="state"
          defaultValue={form.state}
          options={form.states}
        />
        <SelectField label={t("officeList.sort")} name="sort" defaultValue={form.sort} options={form.sorts} />
        <ListFilterActions filtered={form.filtered} clearHref={listHref} />
      </Form>
      {list.rows.length === 0 ? (
        <ListEmpty />
      ) : (
        <>
          <ListCount first={list.first} shown={list.rows.length} total={list.total} />
          <ListTable label={t("officeList.results")} data-content-list>
            <ListHead>
              <ListHeading>{t("officeList.colName")}</ListHeading>
              <ListHeading>{t("officeList.colType")}</ListHeading>
              <ListHeading>{t("officeList.colState")}</ListHeading>
              <ListHeading>{t("officeList.colSpanish")}</ListHeading>
              <ListHeading>{t("officeList.colChanged")}</ListHeading>
              <ListHeading>{t("officeList.colActions")}</ListHeading>
            </ListHead>
            <ListBody>
              {list.rows.map((row) => (
                <ListRow key={row.id} data-content-row={row.key} data-type={row.type} id={`item-${row.id}`}>
                  <ListNameCell>
                    <Link to={row.editHref} className="text-brand-800 hover:underline">
                      {row.name}
                    </Link>
                    <span className="block text-xs font-normal break-all text-slate-600">{row.key}</span>
                  </ListNameCell>
                  <ListCell label={t("officeList.colType")}>
                    {row.typeLabel}
                    {row.product ? (
                      <span className="block text-xs text-slate-600">{row.product.category}</span>
                    ) : null}
                  </ListCell>
                  <ListCell label={t("officeList.colState")}>
                    <span className="inline-flex flex-wrap gap-1 align-middle">
                      {row.states.map((state) => (
                        <Badge key={state.tone} tone={TONES[state.tone]} shape="phrase">
                          {state.label}
                        </Badge>
                      ))}
                    </span>
                  </ListCell>
                  <ListCell label={t("officeList.colSpanish")}>
                    <span className="inline-flex flex-wrap gap-1 align-middle">
                      {row.missingSpanish > 0 ? (
                        <Badge tone="warning" shape="phrase" data-missing-spanish={row.missingSpanish}>
                          {t("contentEditor.missingSpanish", { count: row.missingSpanish })}
                        </Badge>
                      ) : null}
                      {row.staleSpanish > 0 ? (
                        <Badge tone="info" shape="phrase" data-stale-spanish={row.staleSpanish}>
                          {t("officeList.staleSpanish", { count: row.staleSpanish })}
                        </Badge>
                      ) : null}
                      {row.missingSpanish === 0 && row.staleSpanish === 0
                        ? t("contentEditor.spanishComplete")
                        : null}
                    </span>
                  </ListCell>
                  <ListCell label={t("officeList.colChanged")}>
                    <time dateTime={row.changed.iso}>{row.changed.label}</time>
                  </ListCell>
                  <ListCell>
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={row.editHref}
                        className={buttonVariants({ variant: "secondary", size: "sm" })}
                      >
                        {t("contentEditor.edit")}
                        <span className="sr-only">: {row.name}</span>
                      </Link>
                      <Link to={row.historyHref} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                        {t("contentEditor.history")}
                        <span className="sr-only">: {row.name}</span>
                      </Link>
                      {row.product ? (
                        <ItemActions row={row} published={row.product.published} order={row.product} />
                      ) : null}
                      {row.project ? <ItemActions row={row} published={row.project.published} /> : null}
                    </div>
                  </ListCell>
                </ListRow>
              ))}
            </ListBody>
          </ListTable>
        </>
      )}
      <ListPagination page={list.page} pages={list.pages} search={location.search} />
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
      data-content-type="product"
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
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
      data-content-type="project"
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
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
