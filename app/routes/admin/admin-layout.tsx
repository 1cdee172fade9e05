import { Outlet, useNavigation, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/admin-layout";
import { adminUserContext, keepAdminAreaPrivate, requireAdminArea } from "~/.server/admin-guard";
import { lookAgainAfterWrites } from "~/.server/content/request-content";
import { areaOfPage, mayOpenPage, type AdminArea } from "~/.server/page-access";
import { alternatesFor, isRouted, pagePath, getPage, type AdminPageId } from "~/.server/pages";
import { ToasterHost } from "~/components/ui/toaster";
import { AdminLoading } from "~/features/admin/components/admin-loading";
import {
  WorkspaceShell,
  type WorkspaceGroup,
  type WorkspaceNavItem,
} from "~/features/admin/components/workspace-shell";
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

/** The tools in the side navigation, in order (those with a route module). */
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

/** The navigation's group of a tool: its area's, the account's own page apart. */
const GROUP_OF_AREA: Record<AdminArea, WorkspaceGroup> = {
  dashboard: "overview",
  news: "content",
  content: "content",
  sales: "sales",
  office: "office",
};
const groupOf = (id: AdminPageId): WorkspaceGroup =>
  id === "admin-security" ? "account" : GROUP_OF_AREA[areaOfPage(id)];

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const messages = messageGroups(locale, ["dashboard", "workspace"]);
  const user = context.get(adminUserContext);
  // Only the tools the user may open (page-access.ts). None but what every account opens (the
  // dashboard and the security page, which the account menu links to) leaves the navigation out.
  const tools = NAV_PAGES.filter((id) => isRouted(id) && mayOpenPage(user, id));
  const nav: WorkspaceNavItem[] = tools.some((id) => areaOfPage(id) !== "dashboard")
    ? tools.map((id) => ({
        href: pagePath(id, locale),
        label: getPage(id).title[locale],
        group: groupOf(id),
        end: id === "admin-dashboard",
      }))
    : [];
  const shell = {
    nav,
    dashboard: pagePath("admin-dashboard", locale),
    security: { href: pagePath("admin-security", locale), label: getPage("admin-security").title[locale] },
    site: pagePath("home", locale),
    email: user.email,
    alternates: alternatesFor(pathname),
  };
  if (user.isAdmin) return { messages, shell };
  const dashboard = Object.entries(messages.dashboard as Record<string, string>).filter(
    ([key]) => !ADMIN_ONLY_TEXTS.has(key),
  );
  return { messages: { ...messages, dashboard: Object.fromEntries(dashboard) }, shell };
}

// The frame's data follows the address (this page in the other language) and the language;
// the rest of it changes only with a post (a sign-in elsewhere does not reach this page).
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

/** The back office's own frame (a workspace), with a loading state while the next page loads. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <PageMessages messages={loaderData.messages}>
      {navigation.state === "loading" && !navigation.formMethod ? <AdminLoading /> : null}
      <WorkspaceShell {...loaderData.shell}>
        <Outlet />
      </WorkspaceShell>
      <ToasterHost />
    </PageMessages>
  );
}
