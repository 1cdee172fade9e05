import { data, redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { setNotice, takeNotice } from "~/.server/flash";
import { pageInfo } from "~/.server/page-data";
import { mayOpenPage, roleNeededFor } from "~/.server/page-access";
import { isRouted, pagePath, type AdminPageId } from "~/.server/pages";
import { countNewMessages } from "~/features/contact/messages.server";
import { Dashboard, type DashboardCard, type DashboardProps } from "~/features/admin/components/dashboard";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

/** The page each card and quick link opens. */
const TOOL_PAGES = {
  contact: "admin-messages",
  media: "admin-posts",
  content: "admin-content",
  users: "admin-users",
  audit: "admin-audit",
} as const satisfies Record<DashboardCard | "audit", AdminPageId>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-dashboard");
  // Set by the admin area's guard: this page is never reached without a session.
  const user = context.get(adminUserContext);
  const { env, db } = context.get(appContext);
  const { notice, headers } = await takeNotice(request, env.isHttps);
  // The tools the user may open (page-access.ts), and only those that are routed.
  const tool = (id: AdminPageId) =>
    mayOpenPage(user, id) && isRouted(id) ? pagePath(id, page.locale) : undefined;
  const needs: DashboardProps["needs"] = {};
  for (const card of ["contact", "media", "users"] as const) {
    if (!mayOpenPage(user, TOOL_PAGES[card])) needs[card] = roleNeededFor(TOOL_PAGES[card]);
  }
  const seesMessages = mayOpenPage(user, TOOL_PAGES.contact);
  return data(
    {
      page,
      messages: messageGroups(page.locale, seesMessages ? ["auth", "office"] : ["auth"]),
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
      newMessages: seesMessages ? await countNewMessages(db) : undefined,
      notice: notice === "signed-in" ? ("signed-in" as const) : undefined,
    },
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
        notice={loaderData.notice}
        signOutError={actionData?.signOutError}
      />
    </PageMessages>
  );
}
