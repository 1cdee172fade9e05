import { data, redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { contentAttention } from "~/.server/attention";
import { setNotice, takeNotice } from "~/.server/flash";
import { pageInfo } from "~/.server/page-data";
import { mayOpenPage, roleNeededFor } from "~/.server/page-access";
import { isRouted, pagePath, type AdminPageId, type PageId } from "~/.server/pages";
import { countNewMessages } from "~/features/contact/messages.server";
import { REQUEST_ATTENTION_QUERIES, requestAttention } from "~/features/contact/request-attention.server";
import { formatContentDate, itemName } from "~/features/content/content-admin.server";
import {
  Dashboard,
  type AttentionId,
  type AttentionTile,
  type DashboardCard,
  type DashboardProps,
  type QuickActionId,
} from "~/features/admin/components/dashboard";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { isContentType } from "~/lib/content/schemas";
import { routeMeta } from "~/lib/seo";

/** The page each card and quick link opens. */
const TOOL_PAGES = {
  contact: "admin-messages",
  media: "admin-posts",
  content: "admin-content",
  users: "admin-users",
  audit: "admin-audit",
} as const satisfies Record<DashboardCard | "audit", AdminPageId>;

/** The filtered list each count opens: its page and query (the lists read these parameters). */
const ATTENTION_LISTS: Record<AttentionId, { page: AdminPageId; query: string }> = {
  drafts: { page: "admin-content", query: "state=draft" },
  scheduled: { page: "admin-content", query: "state=scheduled" },
  missingSpanish: { page: "admin-content", query: "state=missing-es" },
  staleSpanish: { page: "admin-content", query: "state=stale-es" },
  imagesWithoutAlt: { page: "admin-media", query: "missing=1" },
  newRequests: { page: "admin-messages", query: REQUEST_ATTENTION_QUERIES.newRequests },
  overdueRequests: { page: "admin-messages", query: REQUEST_ATTENTION_QUERIES.overdueRequests },
};

/**
 * The releases' page, when the page table has it (another part of the back office adds it):
 * looked up by its id as a plain string until then.
 */
const RELEASES_PAGE = "admin-releases" as PageId;

/**
 * The Quick Actions box's links (an administrator's): the cards' tools, then the back office's
 * newer ones; each the page it opens, with a query where it opens a list filtered.
 */
const QUICK_ACTIONS: Array<{ id: QuickActionId; page: PageId; query?: string }> = [
  { id: "contact", page: TOOL_PAGES.contact },
  { id: "media", page: TOOL_PAGES.media },
  { id: "content", page: TOOL_PAGES.content },
  { id: "users", page: TOOL_PAGES.users },
  { id: "audit", page: TOOL_PAGES.audit },
  { id: "newPost", page: "admin-post-new" },
  { id: "addProduct", page: "admin-content", query: "type=product" },
  { id: "mediaLibrary", page: "admin-media" },
  { id: "translations", page: "admin-content-translations" },
  { id: "releases", page: RELEASES_PAGE },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-dashboard");
  const { locale } = page;
  // Set by the admin area's guard: this page is never reached without a session.
  const user = context.get(adminUserContext);
  const { env, db } = context.get(appContext);
  const { notice, headers } = await takeNotice(request, env.isHttps);
  // The tools the user may open (page-access.ts), and only those that are routed.
  const opens = (id: PageId) => isRouted(id) && mayOpenPage(user, id);
  const address = (id: PageId, query?: string) => `${pagePath(id, locale)}${query ? `?${query}` : ""}`;

  // What needs attention, for the roles that work on it: the content's for editors, the
  // requests' for the sales team (an administrator sees both).
  const seesContent = opens("admin-content");
  const seesRequests = opens("admin-messages");
  const [content, requests, newMessages] = await Promise.all([
    seesContent ? contentAttention(db) : undefined,
    seesRequests ? requestAttention(db, { now: new Date(), me: user.id }) : undefined,
    // The contact card's own count of new messages.
    seesRequests ? countNewMessages(db) : undefined,
  ]);
  const counts: Partial<Record<AttentionId, number>> = { ...content, ...requests };
  const attention: AttentionTile[] = [];
  for (const [id, list] of Object.entries(ATTENTION_LISTS) as Array<
    [AttentionId, typeof ATTENTION_LISTS.drafts]
  >) {
    const count = counts[id];
    if (count === undefined || !opens(list.page)) continue;
    const next = id === "scheduled" ? content?.next : undefined;
    attention.push({
      id,
      count,
      href: address(list.page, list.query),
      ...(next
        ? {
            next: {
              name: isContentType(next.type)
                ? itemName({ type: next.type, key: next.key, name: next.name }, locale)
                : next.key,
              time: formatContentDate(next.publishAt, locale),
              iso: next.publishAt.toISOString(),
            },
          }
        : {}),
    });
  }
  // The tools the cards open; the cards the user may not open, with the least role that would.
  const tool = (id: AdminPageId) => (opens(id) ? pagePath(id, locale) : undefined);
  const needs: DashboardProps["needs"] = {};
  for (const card of ["contact", "media", "users"] as const) {
    if (!mayOpenPage(user, TOOL_PAGES[card])) needs[card] = roleNeededFor(TOOL_PAGES[card]);
  }
  // The Quick Actions box is an administrator's (its texts are sent only to them).
  const shortcuts = user.isAdmin
    ? QUICK_ACTIONS.filter(({ page: id }) => opens(id)).map(({ id, page: target, query }) => ({
        id,
        href: address(target, query),
      }))
    : [];

  return data(
    {
      page,
      // The counts' and the newer quick links' texts only for those who see them.
      messages: messageGroups(locale, [
        "auth",
        ...(seesRequests ? (["office"] as const) : []),
        ...(attention.length > 0 || shortcuts.length > 0 ? (["attention"] as const) : []),
      ]),
      email: user.email,
      // The note above the cards: an editor who also works the requests reads the sales team's.
      role: user.isAdmin
        ? ("admin" as const)
        : user.isSales
          ? ("sales" as const)
          : user.isEditor
            ? ("editor" as const)
            : ("none" as const),
      tools: {
        contact: tool(TOOL_PAGES.contact),
        media: tool(TOOL_PAGES.media),
        content: tool(TOOL_PAGES.content),
        users: tool(TOOL_PAGES.users),
        audit: tool(TOOL_PAGES.audit),
        security: tool("admin-security"),
      },
      needs,
      newMessages,
      attention,
      shortcuts,
      notice: notice === "signed-in" ? ("signed-in" as const) : undefined,
    } satisfies Omit<DashboardProps, "signOutError"> & Record<string, unknown>,
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, env, logger } = context.get(appContext);
  const { locale } = pageInfo(request, "admin-dashboard");
  const response = await auth.signOut(request.headers);
  if (!response.ok) {
    logger.warn({ status: response.status }, "sign-out failed");
    return data({ signOutError: { at: Date.now() } }, { status: 400 });
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await setNotice("signed-out", env.isHttps));
  return redirect(pagePath("auth", locale), { headers });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function DashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Dashboard
        email={loaderData.email}
        role={loaderData.role}
        tools={loaderData.tools}
        needs={loaderData.needs}
        newMessages={loaderData.newMessages}
        attention={loaderData.attention}
        shortcuts={loaderData.shortcuts}
        notice={loaderData.notice}
        signOutError={actionData?.signOutError}
      />
    </PageMessages>
  );
}
