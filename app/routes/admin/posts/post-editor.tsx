// A new post (`/admin/posts/new`): its type and English title, saved as a draft, then the
// content editor, where every post is edited (ADR 030). A post's old editor address
// (`/admin/posts/<id>`) leads to that editor.
import { data, redirect } from "react-router";
import type { Route } from "./+types/post-editor";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { createPost, findPostItem } from "~/features/news/admin/admin-posts.server";
import { NewPostForm } from "~/features/news/admin/components/new-post-form";
import type { NewPostFailure } from "~/features/news/admin/post-editor-types";
import { isPostId } from "~/features/news/post-id";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  if (params.id !== undefined) {
    const { locale } = pageInfo(request, "admin-post-edit");
    const item = isPostId(params.id) ? await findPostItem(db, params.id.toLowerCase()) : undefined;
    if (!item) throw data(null, { status: 404 });
    throw redirect(pagePath("admin-content-edit", locale, { id: item.id }), 301);
  }
  const page = pageInfo(request, "admin-post-new");
  return { page, messages: messageGroups(page.locale, ["postEditor"]) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (params.id !== undefined) throw data(null, { status: 405 });
  const { db, logger } = context.get(appContext);
  const user = context.get(adminUserContext);
  const { locale } = pageInfo(request, "admin-post-new");
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { postType: text("postType"), title: text("title") };
  const created = await createPost(db, user, values);
  if (!created.ok) {
    const errors: NewPostFailure["errors"] = {};
    for (const error of created.errors) {
      if (error.field === "postType") errors.postType = serverT(locale, "postEditor.errType");
      else if (error.field.startsWith("title"))
        errors.title = serverT(
          locale,
          values.title.trim() === "" ? "postEditor.errTitleRequired" : "postEditor.errTooLong",
          { max: 200 },
        );
    }
    return data({ failure: { values, errors } satisfies NewPostFailure }, { status: 400 });
  }
  logger.info({ postId: created.id }, "post created");
  return redirect(`${pagePath("admin-content-edit", locale, { id: created.id })}?done=postCreated`);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function NewPostPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <NewPostForm heading={loaderData.page.title} failure={actionData?.failure} />
    </PageMessages>
  );
}
