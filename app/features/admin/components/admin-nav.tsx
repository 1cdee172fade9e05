import { Form, Link, useLocation, useMatches } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { clearKeptDrafts } from "~/lib/kept-drafts";

export interface AdminNavItem {
  href: string;
  label: string;
  /** The dashboard's link is current only on the dashboard itself, not on the tools below it. */
  end: boolean;
}

/** Links between the admin tools the user may open: a row that scrolls on a phone, and wraps on a wide screen rather than hide its last tools. */
export function AdminNav({ items }: { items: AdminNavItem[] }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  // A screen may say which tool it belongs to where its address does not (a post opened in the
  // content editor belongs to the posts): the deepest route's `navHref`.
  const claimed = useMatches()
    .map((match) => (match.loaderData as { navHref?: unknown } | undefined)?.navHref)
    .filter((href): href is string => typeof href === "string")
    .at(-1);
  if (items.length < 2) return null;
  const isCurrent = (item: AdminNavItem) =>
    claimed
      ? claimed === item.href
      : pathname === item.href || (!item.end && pathname.startsWith(`${item.href}/`));
  // Sign Out on every tool (the dashboard has its own): the dashboard's action signs out.
  const dashboard = items.find((item) => item.end)?.href;
  return (
    <nav
      aria-label={t("dashboard.navLabel")}
      className="flex items-center border-b border-slate-200 bg-white px-2 sm:px-4"
    >
      <ul className="mx-auto flex max-w-(--container-page) min-w-0 flex-1 gap-1 overflow-x-auto px-2 py-2 lg:flex-wrap lg:overflow-x-visible">
        {items.map((item) => (
          <li key={item.href} className="shrink-0">
            <Link
              to={item.href}
              prefetch="intent"
              aria-current={isCurrent(item) ? "page" : undefined}
              className={cn(
                "inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                isCurrent(item) && "bg-brand-50 text-brand-900 ring-1 ring-brand-200",
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      {dashboard && dashboard !== pathname ? (
        <Form method="post" action={dashboard} className="shrink-0" onSubmit={clearKeptDrafts}>
          <input type="hidden" name="intent" value="sign-out" />
          <button
            type="submit"
            className="inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-slate-700 underline underline-offset-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t("dashboard.signOut")}
          </button>
        </Form>
      ) : null}
    </nav>
  );
}
