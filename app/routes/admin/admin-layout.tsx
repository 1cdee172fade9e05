import { Outlet, useNavigation } from "react-router";
import type { Route } from "./+types/admin-layout";
import { adminUserContext, requireAdminArea } from "~/.server/admin-guard";
import { AdminLoading } from "~/features/admin/components/admin-loading";
import { PageMessages } from "~/i18n/i18n-context";
import { localeFromPath } from "~/i18n/locales";
import { messageGroups } from "~/i18n/messages.server";

// Every page of the admin area is behind this one guard (no session: to the sign-in page;
// not an administrator: 403, or the dashboard with its cards disabled).
export const middleware: Route.MiddlewareFunction[] = [requireAdminArea];

// Texts only administrators see are sent only to them.
const ADMIN_ONLY_TEXTS = new Set(["quickActionsTitle", "quickActions"]);

export function loader({ request, context }: Route.LoaderArgs) {
  const messages = messageGroups(localeFromPath(new URL(request.url).pathname), ["dashboard"]);
  if (context.get(adminUserContext).isAdmin) return { messages };
  const dashboard = Object.entries(messages.dashboard as Record<string, string>).filter(
    ([key]) => !ADMIN_ONLY_TEXTS.has(key),
  );
  return { messages: { dashboard: Object.fromEntries(dashboard) } };
}

/** The admin area's frame, inside the site's: a loading state while the next page loads. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <PageMessages messages={loaderData.messages}>
      {navigation.state === "loading" && !navigation.formMethod ? <AdminLoading /> : null}
      <Outlet />
    </PageMessages>
  );
}
