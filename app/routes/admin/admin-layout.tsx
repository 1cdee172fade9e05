import { Outlet, useNavigation } from "react-router";
import type { Route } from "./+types/admin-layout";
import { adminUserContext, keepAdminAreaPrivate, requireAdminArea } from "~/.server/admin-guard";
import { lookAgainAfterWrites } from "~/.server/content/request-content";
import { areaOfPage, mayOpenPage } from "~/.server/page-access";
import { isRouted, pagePath, getPage, type AdminPageId } from "~/.server/pages";
import { AdminLoading } from "~/features/admin/components/admin-loading";
import { AdminNav, type AdminNavItem } from "~/features/admin/components/admin-nav";
import { PageMessages } from "~/i18n/i18n-context";
import { localeFromPath } from "~/i18n/locales";
import { messageGroups } from "~/i18n/messages.server";

// Every page of the admin area is behind this one guard (no session: to the sign-in page; a
// page the user's roles do not open: 403; the dashboard for every account). An editor's
// publish shows on this instance's next page at once (ADR 023).
export const middleware: Route.MiddlewareFunction[] = [
  keepAdminAreaPrivate,
  lookAgainAfterWrites,
  requireAdminArea,
];

// Texts only administrators see are sent only to them.
const ADMIN_ONLY_TEXTS = new Set(["quickActionsTitle", "quickActions", "auditTitle"]);

/** The tools in the admin navigation, in order (those with a route module). */
const NAV_PAGES: AdminPageId[] = [
  "admin-dashboard",
  "admin-messages",
  "admin-sales-board",
  "admin-sales",
  "admin-posts",
  "admin-content",
  "admin-content-translations",
  "admin-releases",
  "admin-media",
  "admin-downloads",
  "admin-users",
  "admin-sales-rules",
  "admin-audit",
  "admin-security",
];

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const messages = messageGroups(locale, ["dashboard"]);
  const user = context.get(adminUserContext);
  // Only the tools the user may open (page-access.ts). None but what every account opens (the
  // dashboard and the security page, which the dashboard links to) hides the bar.
  const tools = NAV_PAGES.filter((id) => isRouted(id) && mayOpenPage(user, id));
  const nav: AdminNavItem[] = tools.some((id) => areaOfPage(id) !== "dashboard")
    ? tools.map((id) => ({
        href: pagePath(id, locale),
        label: getPage(id).title[locale],
        end: id === "admin-dashboard",
      }))
    : [];
  if (user.isAdmin) return { messages, nav };
  const dashboard = Object.entries(messages.dashboard as Record<string, string>).filter(
    ([key]) => !ADMIN_ONLY_TEXTS.has(key),
  );
  return { messages: { dashboard: Object.fromEntries(dashboard) }, nav };
}

/** The admin area's frame, inside the site's: a loading state while the next page loads. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <PageMessages messages={loaderData.messages}>
      {navigation.state === "loading" && !navigation.formMethod ? <AdminLoading /> : null}
      <AdminNav items={loaderData.nav} />
      <Outlet />
    </PageMessages>
  );
}
