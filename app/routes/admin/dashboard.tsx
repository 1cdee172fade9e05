import { data, redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { setNotice, takeNotice } from "~/.server/flash";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { Dashboard } from "~/features/admin/components/dashboard";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-dashboard");
  // Set by the admin area's guard: this page is never reached without a session.
  const user = context.get(adminUserContext);
  const { notice, headers } = await takeNotice(request, context.get(appContext).env.isHttps);
  return data(
    {
      page,
      messages: messageGroups(page.locale, ["auth"]),
      email: user.email,
      isAdmin: user.isAdmin,
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
        notice={loaderData.notice}
        signOutError={actionData?.signOutError}
      />
    </PageMessages>
  );
}
