import { data, redirect } from "react-router";
import type { Route } from "./+types/content-list";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { addProduct, deleteProduct, moveProduct } from "~/.server/content/catalogue-admin";
import { listContentItems, unpublishContent } from "~/.server/content/revisions";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { contentGroups, itemName } from "~/features/content/content-admin.server";
import type { AddProductForm } from "~/features/content/content-editor-types";
import { ContentList } from "~/features/content/components/content-list";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

/** The notices the list shows after a change (`?done=`). */
const DONE = ["moved", "notMoved", "unpublished", "deleted"] as const;
const isDone = (value: string | null): value is (typeof DONE)[number] =>
  (DONE as readonly (string | null)[]).includes(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = pageInfo(request, "admin-content");
  const { locale } = page;
  const url = new URL(request.url);
  // A plain GET parameter: the filter works without script.
  const onlyMissing = url.searchParams.get("missing") === "1";
  const done = url.searchParams.get("done");
  const rows = await listContentItems(db);
  return {
    page,
    onlyMissing,
    groups: contentGroups(onlyMissing ? rows.filter((row) => row.missingSpanish > 0) : rows, locale, rows),
    categories: rows
      .filter((row) => row.type === "category")
      .map((row) => ({ key: row.key, name: itemName(row, locale) })),
    done: isDone(done) ? serverT(locale, `contentEditor.listDone_${done}`) : undefined,
    listHref: pagePath("admin-content", locale),
    translationsHref: pagePath("admin-content-translations", locale),
    messages: messageGroups(locale, ["contentEditor"]),
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
  const listPath = (done: (typeof DONE)[number]) =>
    `${pagePath("admin-content", locale)}?done=${done}${UUID.test(itemId) ? `#item-${itemId}` : ""}`;

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
    return data(
      { addProduct: { values, errors } satisfies Omit<AddProductForm, "categories"> },
      { status: 400 },
    );
  }

  if (!UUID.test(itemId)) return data({ addProduct: undefined }, { status: 400 });
  if (intent === "move-up" || intent === "move-down") {
    const moved = await moveProduct(db, user, itemId.toLowerCase(), intent === "move-up" ? "up" : "down");
    return redirect(listPath(moved ? "moved" : "notMoved"));
  }
  if (intent === "unpublish") {
    const outcome = await unpublishContent(db, user, { itemId: itemId.toLowerCase() });
    if (!outcome.ok) return data({ addProduct: undefined }, { status: 404 });
    logger.info({ itemId }, "product unpublished");
    return redirect(listPath("unpublished"));
  }
  if (intent === "delete") {
    if (!(await deleteProduct(db, user, itemId.toLowerCase())))
      return data({ addProduct: undefined }, { status: 404 });
    logger.info({ itemId }, "product deleted");
    return redirect(`${pagePath("admin-content", locale)}?done=deleted`);
  }
  return data({ addProduct: undefined }, { status: 400 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function ContentListPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ContentList
        heading={loaderData.page.title}
        groups={loaderData.groups}
        onlyMissing={loaderData.onlyMissing}
        listHref={loaderData.listHref}
        translationsHref={loaderData.translationsHref}
        done={loaderData.done}
        addProduct={{ categories: loaderData.categories, ...actionData?.addProduct }}
      />
    </PageMessages>
  );
}
