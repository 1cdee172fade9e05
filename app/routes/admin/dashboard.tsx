import { data, redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { setNotice, takeNotice } from "~/.server/flash";
import { pageInfo } from "~/.server/page-data";
import { isRouted, pagePath, type AdminPageId } from "~/.server/pages";
import { countNewMessages } from "~/features/admin/messages.server";
import { Dashboard } from "~/features/admin/components/dashboard";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-dashboard");
  // Set by the admin area's guard: this page is never reached without a session.
  const user = context.get(adminUserContext);
  const { env, db } = context.get(appContext);
  const { notice, headers } = await takeNotice(request, env.isHttps);
  // The tools behind the cards, for administrators only (and only those that are routed).
  const tool = (id: AdminPageId) => (user.isAdmin && isRouted(id) ? pagePath(id, page.locale) : undefined);
  return data(
    {
      page,
      messages: messageGroups(page.locale, user.isAdmin ? ["auth", "office"] : ["auth"]),
      email: user.email,
      isAdmin: user.isAdmin,
      tools: {
        contact: tool("admin-messages"),
        media: tool("admin-posts"),
        content: tool("admin-content"),
        users: tool("admin-users"),
        audit: tool("admin-audit"),
      },
      newMessages: user.isAdmin ? await countNewMessages(db) : undefined,
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
        isAdmin={loaderData.isAdmin}
        tools={loaderData.tools}
        newMessages={loaderData.newMessages}
        notice={loaderData.notice}
        signOutError={actionData?.signOutError}
      />
    </PageMessages>
  );
}
