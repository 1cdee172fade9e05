import { data, redirect } from "react-router";
import type { Route } from "./+types/post-list";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { deleteItem, unpublishContent } from "~/.server/content/revisions";
import { pageInfo } from "~/.server/page-data";
import { foldText } from "~/.server/content/content-finder";
import { pagePath } from "~/.server/pages";
import { pageNumber } from "~/features/admin/admin-request.server";
import { listPosts, postPreviewPath } from "~/features/news/admin/admin-posts.server";
import { PostsTable } from "~/features/news/admin/components/posts-table";
import { doneMessage, formatAdminDate } from "~/features/news/admin/post-dates.server";
import type { PostRow } from "~/features/news/admin/post-editor-types";
import { isPostId } from "~/features/news/post-id";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

const POSTS_PAGE_SIZE = 25;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = pageInfo(request, "admin-posts");
  const { locale } = page;
  const url = new URL(request.url);
  // A plain GET search and page: the list finds without script.
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const terms = foldText(q).split(/\s+/).filter(Boolean);
  const found = (await listPosts(db)).filter((post) => {
    const words = foldText(`${post.title.en}\n${post.title.es}`);
    return terms.every((term) => words.includes(term));
  });
  const pages = Math.max(1, Math.ceil(found.length / POSTS_PAGE_SIZE));
  const current = Math.min(pageNumber(url.searchParams), pages);
  const first = (current - 1) * POSTS_PAGE_SIZE;
  const rows: PostRow[] = found.slice(first, first + POSTS_PAGE_SIZE).map((post) => {
    const dated = post.state === "published" || post.state === "scheduled";
    const key = !dated
      ? "postEditor.updatedOn"
      : post.state === "scheduled"
        ? "postEditor.scheduledFor"
        : "postEditor.publishedOn";
    const title = post.title[locale] || post.title.en;
    return {
      id: post.id,
      title,
      type: post.postType,
      state: post.state,
      pending: post.pending,
      date: post.date.toISOString(),
      dateLabel: serverT(locale, key, { date: formatAdminDate(post.date, locale) }),
      hasSpanish: post.title.es.trim() !== "",
      editHref: pagePath("admin-content-edit", locale, { id: post.id }),
      historyHref: pagePath("admin-content-history", locale, { id: post.id }),
      previewHref: postPreviewPath(post.id, locale, locale),
    };
  });
  const done = url.searchParams.get("done");
  return {
    page,
    rows,
    q,
    list: { page: current, pages, total: found.length, first: found.length === 0 ? 0 : first + 1 },
    listHref: pagePath("admin-posts", locale),
    newHref: pagePath("admin-post-new", locale),
    done: done ? doneMessage(locale, done) : undefined,
    messages: messageGroups(locale, ["postEditor", "officeList"]),
  };
}

/** A row's buttons: take a post off the site (its history kept), or delete it for good. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, logger } = context.get(appContext);
  const user = context.get(adminUserContext);
  const { locale } = pageInfo(request, "admin-posts");
  const form = await request.formData();
  const intent = form.get("intent");
  const itemId = form.get("itemId");
  if (typeof itemId !== "string" || !isPostId(itemId)) throw data(null, { status: 404 });
  const id = itemId.toLowerCase();
  const listPath = (done: string) => `${pagePath("admin-posts", locale)}?done=${done}`;
  if (intent === "unpublish") {
    const outcome = await unpublishContent(db, user, { itemId: id });
    if (!outcome.ok) throw data(null, { status: 404 });
    logger.info({ postId: id }, "post unpublished");
    return redirect(listPath("unpublished"));
  }
  if (intent === "delete") {
    if (!(await deleteItem(db, user, id, "post"))) throw data(null, { status: 404 });
    logger.info({ postId: id }, "post deleted");
    return redirect(listPath("deleted"));
  }
  throw data(null, { status: 400 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function PostListPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <PostsTable
        heading={loaderData.page.title}
        rows={loaderData.rows}
        newHref={loaderData.newHref}
        q={loaderData.q}
        list={loaderData.list}
        listHref={loaderData.listHref}
        done={loaderData.done}
      />
    </PageMessages>
  );
}
