import type { Route } from "./+types/post-list";
import { appContext } from "~/.server/app-context";
import { localizedColumn } from "~/.server/db/localized-column";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { listAllPosts, postState } from "~/features/news/admin/admin-posts.server";
import { PostsTable } from "~/features/news/admin/components/posts-table";
import { doneMessage, formatAdminDate } from "~/features/news/admin/post-dates.server";
import type { PostRow } from "~/features/news/admin/post-editor-types";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";
import { refuseForms } from "~/.server/admin-guard";

// No form here: refused by the guard first, then 405 (refuseForms).
export const action = refuseForms;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = pageInfo(request, "admin-posts");
  const { locale } = page;
  const now = new Date();
  const rows: PostRow[] = (await listAllPosts(db)).map((row) => {
    const state = postState(row, now);
    const dated = state === "published" || state === "scheduled";
    const date = dated && row.publishedAt ? row.publishedAt : row.updatedAt;
    const key = !dated
      ? "postEditor.updatedOn"
      : state === "scheduled"
        ? "postEditor.scheduledFor"
        : "postEditor.publishedOn";
    return {
      id: row.id,
      title: localizedColumn(row, "title", locale),
      type: row.postType,
      state,
      date: date.toISOString(),
      dateLabel: serverT(locale, key, { date: formatAdminDate(date, locale) }),
      hasSpanish: Boolean(row.titleEs?.trim()),
      editHref: pagePath("admin-post-edit", locale, { id: row.id }),
      previewHref: pagePath("admin-post-preview", locale, { id: row.id }),
    };
  });
  const done = new URL(request.url).searchParams.get("done");
  return {
    page,
    rows,
    newHref: pagePath("admin-post-new", locale),
    done: done ? doneMessage(locale, done) : undefined,
    messages: messageGroups(locale, ["postEditor"]),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function PostListPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <PostsTable
        heading={loaderData.page.title}
        rows={loaderData.rows}
        newHref={loaderData.newHref}
        done={loaderData.done}
      />
    </PageMessages>
  );
}
