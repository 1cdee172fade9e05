import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { Form, Link, useLocation, useMatches } from "react-router";
import { BrandMark } from "~/components/layout/brand-logo";
import { useDisclosureDismiss } from "~/components/layout/use-disclosure-dismiss";
import { ChevronDown, Menu, X } from "~/components/ui/icons";
import { ChevronLeft, ChevronRight } from "~/components/ui/page-icons";
import { useI18n } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { clearKeptDrafts } from "~/lib/kept-drafts";
import { useHydrated } from "~/lib/use-hydrated";

/** The groups of the side navigation, in order. */
export const WORKSPACE_GROUPS = ["overview", "sales", "content", "office", "account"] as const;
export type WorkspaceGroup = (typeof WORKSPACE_GROUPS)[number];

export interface WorkspaceNavItem {
  href: string;
  label: string;
  group: WorkspaceGroup;
  /** The dashboard's link is current only on the dashboard itself, not on the tools below it. */
  end: boolean;
}

export interface WorkspaceShellProps {
  /** The tools the user may open; empty for an account that opens only the dashboard and its security. */
  nav: WorkspaceNavItem[];
  /** The dashboard: the brand's link, and the page whose action signs out. */
  dashboard: string;
  /** The account's own security page, and its name. */
  security: { href: string; label: string };
  /** The public site's home in the page's language. */
  site: string;
  email: string;
  /** This page in each language. */
  alternates: Record<Locale, string>;
  children: ReactNode;
}

const LANGUAGES: Array<{ locale: Locale; label: string; short: string }> = [
  { locale: "en", label: "English", short: "EN" },
  { locale: "es", label: "Español", short: "ES" },
];
const COLLAPSED_KEY = "workspace.nav-hidden";
const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
// Whether the user hid the navigation, as this browser remembers it.
const readCollapsed = () => window.localStorage.getItem(COLLAPSED_KEY) === "1";
const subscribeStorage = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};
const summaryReset = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/**
 * The back office's own frame (issue 46): a slim top bar (the menu on a phone, the brand, the
 * language and the account), a side navigation of the user's tools in groups (a drawer below
 * 1024 px, one that may be hidden above), and the page. Without script the menu is a link to
 * the navigation, which then shows as the drawer (`:target`), and the account is a disclosure.
 */
export function WorkspaceShell({
  nav,
  dashboard,
  security,
  site,
  email,
  alternates,
  children,
}: WorkspaceShellProps) {
  const { t, locale } = useI18n();
  const { pathname } = useLocation();
  const scripted = useHydrated();
  // The drawer is open for the page it was opened on: a link followed in it closes it.
  const [openOn, setOpenOn] = useState<string | undefined>(undefined);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : undefined);
  const storedCollapsed = useSyncExternalStore(subscribeStorage, readCollapsed, () => false);
  const [chosenCollapsed, setChosenCollapsed] = useState<boolean | undefined>(undefined);
  const collapsed = chosenCollapsed ?? storedCollapsed;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const account = useRef<HTMLDivElement>(null);
  useDisclosureDismiss(account);

  // Focus goes into the drawer when it opens, and back to the menu button when it closes (once
  // the page behind is no longer inert).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!open) {
      if (returnFocus.current) menuButton.current?.focus();
      returnFocus.current = false;
      return;
    }
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      returnFocus.current = true;
      setOpenOn(undefined);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const toggleCollapsed = (next: boolean) => {
    setChosenCollapsed(next);
    window.localStorage.setItem(COLLAPSED_KEY, next ? "1" : "0");
  };
  const closeDrawer = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  // A screen may say which tool it belongs to where its address does not (a post opened in the
  // content editor belongs to the posts): the deepest route's `navHref`.
  const claimed = useMatches()
    .map((match) => (match.loaderData as { navHref?: unknown } | undefined)?.navHref)
    .filter((href): href is string => typeof href === "string")
    .at(-1);
  const isCurrent = (item: WorkspaceNavItem) =>
    claimed
      ? claimed === item.href
      : pathname === item.href || (!item.end && pathname.startsWith(`${item.href}/`));
  const hasNav = nav.length > 0;
  const groups = WORKSPACE_GROUPS.map((group) => ({
    group,
    items: nav.filter((item) => item.group === group),
  })).filter((entry) => entry.items.length > 0);

  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t("common.skipToContent")}
      </a>
      {hasNav ? (
        <>
          {open ? (
            <div
              aria-hidden="true"
              className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden"
              onClick={() => setOpen(false)}
            />
          ) : null}
          <nav
            id="workspace-nav"
            aria-label={t("workspace.navLabel")}
            className={cn(
              "flex flex-col bg-ocean-900 text-slate-100",
              // A drawer below 1024 px: off screen and out of the tab order until opened.
              "max-lg:invisible max-lg:fixed max-lg:inset-y-0 max-lg:left-0 max-lg:z-50 max-lg:w-72 max-lg:max-w-[85vw] max-lg:-translate-x-full max-lg:overflow-y-auto max-lg:shadow-xl max-lg:transition-transform max-lg:target:visible max-lg:target:translate-x-0 motion-reduce:transition-none",
              open && "max-lg:visible max-lg:translate-x-0",
              // Beside the page above: sticky, its own scroll; hidden when the user chose so.
              "lg:sticky lg:top-0 lg:h-dvh lg:w-64 lg:shrink-0 lg:overflow-y-auto",
              collapsed && "lg:hidden",
            )}
          >
            <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-white/10 px-4">
              <span className="text-sm font-semibold tracking-wide text-slate-200 uppercase">
                {t("workspace.navLabel")}
              </span>
              {scripted ? (
                <>
                  <button
                    ref={closeButton}
                    type="button"
                    onClick={closeDrawer}
                    className={cn("rounded-md p-2 text-slate-100 hover:bg-white/10 lg:hidden", focusRing)}
                  >
                    <X aria-hidden="true" className="size-5" />
                    <span className="sr-only">{t("workspace.closeMenu")}</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => toggleCollapsed(true)}
                    className={cn("rounded-md p-2 text-slate-100 hover:bg-white/10 max-lg:hidden", focusRing)}
                  >
                    <ChevronLeft aria-hidden="true" className="size-5" />
                    <span className="sr-only">{t("workspace.collapse")}</span>
                  </button>
                </>
              ) : (
                <a
                  href="#main"
                  className={cn("rounded-md p-2 text-slate-100 hover:bg-white/10 lg:hidden", focusRing)}
                >
                  <X aria-hidden="true" className="size-5" />
                  <span className="sr-only">{t("workspace.closeMenu")}</span>
                </a>
              )}
            </div>
            <div className="flex flex-1 flex-col gap-5 px-3 py-4">
              {groups.map(({ group, items }) => (
                <div key={group}>
                  <p
                    id={`workspace-group-${group}`}
                    className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-300 uppercase"
                  >
                    {t(`workspace.groups.${group}`)}
                  </p>
                  <ul aria-labelledby={`workspace-group-${group}`} className="flex flex-col gap-0.5">
                    {items.map((item) => (
                      <li key={item.href}>
                        <Link
                          to={item.href}
                          prefetch="intent"
                          aria-current={isCurrent(item) ? "page" : undefined}
                          className={cn(
                            "flex min-h-10 items-center rounded-md px-3 text-sm font-medium text-slate-100 hover:bg-white/10",
                            "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white",
                            isCurrent(item) && "bg-white font-semibold text-ocean-900 hover:bg-white",
                          )}
                        >
                          {item.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </nav>
        </>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col" inert={open || undefined}>
        <header className="relative z-30 flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-4">
          {hasNav ? (
            scripted ? (
              <>
                <button
                  ref={menuButton}
                  type="button"
                  aria-expanded={open}
                  aria-controls="workspace-nav"
                  onClick={() => setOpen(true)}
                  className={cn("rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden", focusRing)}
                >
                  <Menu aria-hidden="true" className="size-6" />
                  <span className="sr-only">{t("workspace.openMenu")}</span>
                </button>
                {collapsed ? (
                  <button
                    type="button"
                    aria-controls="workspace-nav"
                    aria-expanded={false}
                    onClick={() => toggleCollapsed(false)}
                    className={cn(
                      "rounded-md p-2 text-slate-800 hover:bg-slate-100 max-lg:hidden",
                      focusRing,
                    )}
                  >
                    <ChevronRight aria-hidden="true" className="size-5" />
                    <span className="sr-only">{t("workspace.expand")}</span>
                  </button>
                ) : null}
              </>
            ) : (
              <a
                href="#workspace-nav"
                className={cn("rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden", focusRing)}
              >
                <Menu aria-hidden="true" className="size-6" />
                <span className="sr-only">{t("workspace.openMenu")}</span>
              </a>
            )
          ) : null}
          <Link
            to={dashboard}
            className={cn(
              "flex min-w-0 items-center gap-2 rounded-md px-1 py-1 font-semibold text-slate-900",
              focusRing,
            )}
          >
            <BrandMark className="size-7 shrink-0" />
            <span className="truncate max-sm:sr-only">{t("workspace.brand")}</span>
          </Link>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <ul aria-label={t("workspace.language")} className="flex items-center">
              {LANGUAGES.map((option) => (
                <li key={option.locale}>
                  <Link
                    to={alternates[option.locale]}
                    hrefLang={option.locale}
                    lang={option.locale}
                    aria-current={option.locale === locale ? "true" : undefined}
                    className={cn(
                      "inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100",
                      "aria-[current]:bg-brand-50 aria-[current]:text-brand-900",
                      focusRing,
                    )}
                  >
                    <span aria-hidden="true">{option.short}</span>
                    <span className="sr-only">{option.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <div ref={account}>
              <details data-dismissable className="group relative">
                <summary
                  className={cn(
                    summaryReset,
                    "flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100",
                    focusRing,
                  )}
                >
                  <span className="max-sm:sr-only">{t("workspace.account")}</span>
                  <span
                    aria-hidden="true"
                    className="flex size-8 items-center justify-center rounded-full bg-ocean-900 text-sm text-white uppercase sm:hidden"
                  >
                    {email.slice(0, 1)}
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-3.5 transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="absolute top-full right-0 z-50 mt-2 w-72 max-w-[calc(100vw-1.5rem)] rounded-lg bg-white p-2 text-slate-800 shadow-xl ring-1 ring-slate-200">
                  <p className="px-3 py-2 text-sm">
                    <span className="block text-slate-600">{t("workspace.signedInAs")}</span>
                    <span className="block truncate font-semibold">{email}</span>
                  </p>
                  <ul className="flex flex-col border-t border-slate-200 pt-1">
                    <li>
                      <Link
                        to={security.href}
                        className={cn(
                          "flex min-h-10 items-center rounded-md px-3 text-sm hover:bg-slate-100",
                          focusRing,
                        )}
                      >
                        {security.label}
                      </Link>
                    </li>
                    <li>
                      <a
                        href={site}
                        className={cn(
                          "flex min-h-10 items-center rounded-md px-3 text-sm hover:bg-slate-100",
                          focusRing,
                        )}
                      >
                        {t("workspace.viewSite")}
                      </a>
                    </li>
                    <li>
                      <Form method="post" action={dashboard} onSubmit={clearKeptDrafts}>
                        <input type="hidden" name="intent" value="sign-out" />
                        <button
                          type="submit"
                          className={cn(
                            "flex min-h-10 w-full items-center rounded-md px-3 text-left text-sm hover:bg-slate-100",
                            focusRing,
                          )}
                        >
                          {t("workspace.signOut")}
                        </button>
                      </Form>
                    </li>
                  </ul>
                </div>
              </details>
            </div>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
