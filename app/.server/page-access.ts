// Who may open what in the admin area: one rule, read by the area's guard (its pages and the
// routes below them), the admin API's guard, the post editor's upload limit, and the dashboard
// and navigation (which show only what the user may open). See ADR 014.
import type { SessionUser } from "./auth/auth-service";
import type { Role } from "./auth/roles";
import { findPageByPath, type PageId } from "./pages";

/** The parts of the back office; each is open to some roles. */
export type AdminArea = "dashboard" | "news" | "content" | "sales" | "office";

/** Who may open each area: any signed-in account, or the holders of these roles. */
const AREA_ROLES: Record<AdminArea, readonly Role[] | "signed-in"> = {
  dashboard: "signed-in",
  news: ["admin", "editor"],
  content: ["admin", "editor"],
  // The contact and quote requests, their pipeline and its dashboard (ADR 032).
  sales: ["admin", "sales"],
  // Users and roles, the audit log, the pipeline's rules and its webhook: administrators only.
  office: ["admin"],
};

/** The sales team's pages; its rules and the CRM webhook's log are the administrators'. */
const SALES_PAGES: ReadonlySet<string> = new Set<PageId>([
  "admin-messages",
  "admin-message",
  "admin-sales",
  "admin-sales-board",
]);

const NEWS_PAGES: ReadonlySet<string> = new Set<PageId>([
  "admin-posts",
  "admin-post-new",
  "admin-post-edit",
  "admin-post-preview",
]);

/**
 * The area of an admin page. The content editor's and the media library's pages are matched
 * by their prefix, so each one they add is the editors' without being listed here; a page
 * named nowhere here is the administrators' (a new tool is closed until it is given to
 * editors on purpose).
 */
export function areaOfPage(id: string): AdminArea {
  if (id === "admin-dashboard" || id === "admin-security") return "dashboard";
  if (NEWS_PAGES.has(id)) return "news";
  if (SALES_PAGES.has(id)) return "sales";
  if (id.startsWith("admin-content") || id.startsWith("admin-media")) return "content";
  // The downloads centre's documents and the leads of the gated ones (issue 44).
  if (id.startsWith("admin-download")) return "content";
  // Releases: drafts of several items published together (issue 46).
  if (id.startsWith("admin-release")) return "content";
  return "office";
}

type RoleHolder = Pick<SessionUser, "roles"> & Partial<Pick<SessionUser, "mustSetUpSecondFactor">>;

export function mayOpenArea(user: RoleHolder, area: AdminArea): boolean {
  // An account that must set up a second factor first opens only what every account may.
  if (user.mustSetUpSecondFactor && area !== "dashboard") return false;
  const allowed = AREA_ROLES[area];
  return allowed === "signed-in" || user.roles.some((role) => allowed.includes(role));
}

export function mayOpenPage(user: RoleHolder, id: string): boolean {
  return mayOpenArea(user, areaOfPage(id));
}

/**
 * The least role that opens a page, for the reason a disabled card gives ("editor" where an
 * editor may, else "admin"); undefined when every signed-in account may.
 */
export function roleNeededFor(id: string): Role | undefined {
  const allowed = AREA_ROLES[areaOfPage(id)];
  if (allowed === "signed-in") return undefined;
  if (allowed.includes("editor")) return "editor";
  return allowed.includes("sales") ? "sales" : "admin";
}

/**
 * The admin page an address belongs to: its own, or for a route below a page (the messages'
 * CSV export, a post's image), the nearest page above it. Undefined outside the page table.
 */
export function adminPageOfPath(pathname: string): PageId | undefined {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  while (path.length > 0) {
    const found = findPageByPath(path);
    if (found) return found.page.access === "admin" ? found.page.id : undefined;
    path = path.slice(0, path.lastIndexOf("/"));
  }
  return undefined;
}

/** Whether the user may open an address of the admin area (an unknown one: administrators only). */
export function mayOpenPath(user: RoleHolder, pathname: string): boolean {
  const id = adminPageOfPath(pathname);
  return id ? mayOpenPage(user, id) : mayOpenArea(user, "office");
}
