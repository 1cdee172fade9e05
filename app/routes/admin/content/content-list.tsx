import { data, redirect } from "react-router";
import type { Route } from "./+types/content-list";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { addProduct, addProject, deleteListedItem, moveProduct } from "~/.server/content/catalogue-admin";
import { listContentItems, unpublishContent } from "~/.server/content/revisions";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { readContentQuery } from "~/.server/content/content-finder";
import { itemName } from "~/features/content/content-admin.server";
import { contentFinderForm, contentFinderPage } from "~/features/content/content-finder.server";
import { postPreviewPath } from "~/features/news/admin/admin-posts.server";
import type {
  AddProductForm,
  AddProjectForm,
  NewProjectValues,
} from "~/features/content/content-editor-types";
import { readNumber } from "~/features/content/content-form";
import { ContentList } from "~/features/content/components/content-list";
import { PageMessages } from "~/i18n/i18n-context";
import type { MessageKey } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { CLIENT_TYPES } from "~/lib/content/schemas";
import { countryChoices, isCountryCode } from "~/lib/countries";
import { routeMeta } from "~/lib/seo";

/** The notices the list shows after a change (`?done=`). */
const DONE = ["moved", "notMoved", "unpublished", "deleted", "projectDeleted"] as const;
const isDone = (value: string | null): value is (typeof DONE)[number] =>
  (DONE as readonly (string | null)[]).includes(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = pageInfo(request, "admin-content");
  const { locale } = page;
  const url = new URL(request.url);
  // Plain GET parameters (the dashboard links to them): the list finds without script.
  const query = readContentQuery(url.searchParams);
  const done = url.searchParams.get("done");
  const rows = await listContentItems(db);
  return {
    page,
    form: contentFinderForm(query, locale),
    list: await contentFinderPage(db, query, locale, rows, (id) => postPreviewPath(id, locale, locale)),
    categories: rows
      .filter((row) => row.type === "category")
      .map((row) => ({ key: row.key, name: itemName(row, locale) })),
    countries: countryChoices(locale),
    done: isDone(done) ? serverT(locale, `contentEditor.listDone_${done}`) : undefined,
    listHref: pagePath("admin-content", locale),
    translationsHref: pagePath("admin-content-translations", locale),
    messages: messageGroups(locale, ["contentEditor", "officeList"]),
  };
}

/** What a refused form of the list sends back: the form as typed, and its errors. */
interface ListActionData {
  addProduct?: Omit<AddProductForm, "categories">;
  addProject?: Omit<AddProjectForm, "countries">;
}
const answer = (body: ListActionData, status: number) => data(body, { status });

/** The add form's fields' names for the schema's paths (`title.en` is typed as `titleEn`). */
const PROJECT_FORM_FIELDS: Record<string, keyof NewProjectValues> = {
  "title.en": "titleEn",
  "title.es": "titleEs",
  "city.en": "cityEn",
  clientType: "clientType",
  country: "country",
  year: "year",
  capacity: "capacity",
};

/**
 * A new project reference's facts as typed in the list's form, with an error per field in the
 * editor's language; the numbers read in either language's way (12 000, 12,000, 12.000).
 */
function readNewProject(values: NewProjectValues, locale: Locale) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => serverT(locale, key, params);
  const errors: Record<string, string> = {};
  const text = (name: keyof NewProjectValues, max: number, required: boolean) => {
    if (required && !values[name]) errors[name] = t("contentEditor.errRequired");
    else if (values[name].length > max) errors[name] = t("contentEditor.errTooLong", { n: max });
  };
  const whole = (name: "year" | "capacity", min: number, max: number): number | undefined => {
    const number = readNumber(values[name], true);
    if (!values[name]) errors[name] = t("contentEditor.errRequired");
    else if (typeof number !== "number") errors[name] = t("contentEditor.errNumber");
    else if (number < min) errors[name] = t("contentEditor.errNumberMin", { n: min });
    else if (number > max) errors[name] = t("contentEditor.errNumberMax", { n: max });
    else return number;
    return undefined;
  };
  text("titleEn", 300, true);
  text("titleEs", 300, false);
  text("cityEn", 120, true);
  const clientType = CLIENT_TYPES.find((type) => type === values.clientType);
  if (!clientType) errors.clientType = t("contentEditor.errChoice");
  if (!isCountryCode(values.country)) errors.country = t("contentEditor.errChoice");
  const year = whole("year", 1950, 2100);
  const capacity = whole("capacity", 1, 100_000_000);
  if (Object.keys(errors).length > 0 || !clientType || year === undefined || capacity === undefined)
    return { errors };
  return {
    errors,
    project: {
      title: { en: values.titleEn, es: values.titleEs },
      clientType,
      country: values.country,
      city: values.cityEn,
      year,
      capacity,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, logger } = context.get(appContext);
  const user = context.get(adminUserContext);
  const { locale } = pageInfo(request, "admin-content");
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const intent = field("intent");
  const itemId = field("itemId");
  // Back to the list as it was (its search, filters and page), with what the change did.
  const listPath = (done: (typeof DONE)[number], anchor = true) => {
    const params = new URLSearchParams(new URL(request.url).searchParams);
    params.delete("done");
    params.delete("index");
    params.set("done", done);
    return `${pagePath("admin-content", locale)}?${params.toString()}${anchor && UUID.test(itemId) ? `#item-${itemId}` : ""}`;
  };

  if (intent === "add-product") {
    const values = { nameEn: field("nameEn"), nameEs: field("nameEs"), categoryId: field("categoryId") };
    const errors: Record<string, string> = {};
    if (!values.nameEn) errors.nameEn = serverT(locale, "contentEditor.errRequired");
    else if (values.nameEn.length > 300)
      errors.nameEn = serverT(locale, "contentEditor.errTooLong", { n: 300 });
    if (values.nameEs.length > 300) errors.nameEs = serverT(locale, "contentEditor.errTooLong", { n: 300 });
    if (Object.keys(errors).length === 0) {
      const outcome = await addProduct(db, user, {
        name: { en: values.nameEn, es: values.nameEs },
        categoryId: values.categoryId,
      });
      if (outcome.ok) {
        logger.info({ itemId: outcome.itemId, key: outcome.key }, "product added");
        return redirect(`${pagePath("admin-content-edit", locale, { id: outcome.itemId })}?done=created`);
      }
      for (const error of outcome.errors) {
        const name = error.field === "categoryId" ? "categoryId" : "nameEn";
        errors[name] ??=
          name === "categoryId"
            ? serverT(locale, "contentEditor.errCategory")
            : serverT(locale, "contentEditor.errInvalid");
      }
    }
    return answer({ addProduct: { values, errors } }, 400);
  }

  if (intent === "add-project") {
    const values: NewProjectValues = {
      titleEn: field("titleEn"),
      titleEs: field("titleEs"),
      clientType: field("clientType"),
      country: field("country"),
      cityEn: field("cityEn"),
      year: field("year"),
      capacity: field("capacity"),
    };
    const { errors, project } = readNewProject(values, locale);
    if (project) {
      const outcome = await addProject(db, user, project);
      if (outcome.ok) {
        logger.info({ itemId: outcome.itemId, key: outcome.key }, "project reference added");
        return redirect(`${pagePath("admin-content-edit", locale, { id: outcome.itemId })}?done=created`);
      }
      // The form's checks match the schema's: anything else is named on the field it is in.
      for (const error of outcome.errors)
        errors[PROJECT_FORM_FIELDS[error.field] ?? "titleEn"] ??= serverT(locale, "contentEditor.errInvalid");
    }
    return answer({ addProject: { values, errors } }, 400);
  }

  if (!UUID.test(itemId)) return answer({}, 400);
  if (intent === "move-up" || intent === "move-down") {
    const moved = await moveProduct(db, user, itemId.toLowerCase(), intent === "move-up" ? "up" : "down");
    return redirect(listPath(moved ? "moved" : "notMoved"));
  }
  if (intent === "unpublish") {
    const outcome = await unpublishContent(db, user, { itemId: itemId.toLowerCase() });
    if (!outcome.ok) return answer({}, 404);
    logger.info({ itemId }, "content unpublished from the list");
    return redirect(listPath("unpublished"));
  }
  if (intent === "delete") {
    // Only a product or a project reference: the site always has its other items.
    const deleted = await deleteListedItem(db, user, itemId.toLowerCase());
    if (!deleted) return answer({}, 404);
    logger.info(
      { itemId, type: deleted },
      `${deleted === "project" ? "project reference" : "product"} deleted`,
    );
    return redirect(listPath(deleted === "project" ? "projectDeleted" : "deleted", false));
  }
  return answer({}, 400);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function ContentListPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ContentList
        heading={loaderData.page.title}
        form={loaderData.form}
        list={loaderData.list}
        listHref={loaderData.listHref}
        translationsHref={loaderData.translationsHref}
        done={loaderData.done}
        addProduct={{ categories: loaderData.categories, ...actionData?.addProduct }}
        addProject={{ countries: loaderData.countries, ...actionData?.addProject }}
      />
    </PageMessages>
  );
}
