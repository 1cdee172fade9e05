import { ChevronDown, ClipboardList, Globe, Mail, Menu, Phone, X } from "~/components/ui/icons";
import { useRef, type ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { BrandMark } from "./brand-logo";
import type { Navigation, NavLink as NavItem } from "~/lib/navigation";
import { useDisclosureDismiss } from "./use-disclosure-dismiss";

const summaryReset = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

export function SiteHeader({
  nav,
  alternates,
  search,
  quoteList,
}: {
  nav: Navigation;
  alternates: Record<Locale, string>;
  /** The search control, from the route that assembles the page (the layout imports no feature). */
  search: ReactNode;
  /** The visitor's quote list: its page and how many products it holds. */
  quoteList?: { href: string; count: number };
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLElement>(null);
  useDisclosureDismiss(ref);

  return (
    <header ref={ref} className="sticky top-0 z-40 bg-white shadow-sm">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t("common.skipToContent")}
      </a>
      <div className="hidden bg-ocean-900 text-sm text-slate-100 lg:block">
        <div className="mx-auto flex max-w-(--container-page) items-center justify-between px-6 py-2">
          <div className="flex items-center gap-6">
            <a href={nav.company.phone.href} className="inline-flex items-center gap-2 hover:text-white">
              <Phone aria-hidden="true" className="size-4 text-brand-300" />
              {nav.company.phone.display}
            </a>
            <a
              href={`mailto:${nav.company.email}`}
              className="inline-flex items-center gap-2 hover:text-white"
            >
              <Mail aria-hidden="true" className="size-4 text-brand-300" />
              {nav.company.email}
            </a>
          </div>
          <LanguageMenu alternates={alternates} tone="dark" />
        </div>
      </div>

      <div className="mx-auto flex h-16 max-w-(--container-page) items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:h-[4.5rem]">
        <Link to={nav.home} className="flex min-w-0 items-center gap-2.5">
          <BrandMark className="size-9 shrink-0 sm:size-10" />
          <span className="leading-tight">
            <span className="block text-lg font-bold tracking-tight text-brand-900">Akvaris</span>
            <span className="block text-[0.65rem] font-semibold tracking-[0.1em] whitespace-nowrap text-ocean-700 uppercase sm:text-[0.7rem] sm:tracking-[0.18em]">
              Water Technologies
            </span>
            <span className="sr-only">, {t("nav.homePage")}</span>
          </span>
        </Link>

        <nav aria-label={t("nav.mainNavigation")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavDisclosure label={t("nav.corporate")} links={nav.corporate} />
            </li>
            <li>
              <NavDisclosure label={t("nav.services")} links={nav.services} wide />
            </li>
            <li>
              <NavDisclosure label={t("nav.products")} links={nav.products} wide />
            </li>
            {nav.news ? (
              <li>
                <TopLink link={nav.news} />
              </li>
            ) : null}
            <li>
              <TopLink link={nav.catalogs} />
            </li>
          </ul>
        </nav>

        <div className="flex shrink-0 items-center sm:gap-2">
          {search}
          {quoteList ? (
            <Link
              to={quoteList.href}
              data-quote-badge={quoteList.count}
              className="relative inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-brand-50 hover:text-brand-800"
            >
              <ClipboardList aria-hidden="true" className="size-6" />
              <span className="sr-only">
                {quoteList.count === 1
                  ? t("nav.quoteListCountOne")
                  : t("nav.quoteListCount", { count: quoteList.count })}
              </span>
              {quoteList.count > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-bold text-white"
                >
                  {quoteList.count}
                </span>
              ) : null}
            </Link>
          ) : null}
          <Link
            to={nav.contact.href}
            className="hidden rounded-md bg-brand-700 px-4 py-2.5 text-sm font-bold tracking-wide text-white shadow-sm hover:bg-brand-800 sm:inline-block"
          >
            {t("nav.contactUs")}
          </Link>
          <div className="lg:hidden">
            <LanguageMenu alternates={alternates} tone="light" />
          </div>
          <MobileMenu nav={nav} />
        </div>
      </div>
    </header>
  );
}

function TopLink({ link }: { link: NavItem }) {
  return (
    <NavLink
      to={link.href}
      className={({ isActive }) =>
        `block rounded-md px-3 py-2 text-[0.95rem] font-semibold hover:bg-brand-50 hover:text-brand-800 ${isActive ? "text-brand-700" : "text-slate-700"}`
      }
    >
      {link.label}
    </NavLink>
  );
}

function NavDisclosure({ label, links, wide }: { label: string; links: NavItem[]; wide?: boolean }) {
  return (
    <details name="site-nav" data-dismissable className="group relative">
      <summary
        className={`${summaryReset} flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800 group-open:text-brand-800`}
      >
        {label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div
        className={`absolute top-full left-0 z-50 mt-2 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200 ${wide ? "w-[34rem]" : "w-64"}`}
      >
        <ul className={wide ? "grid grid-cols-2 gap-1" : "grid gap-1"}>
          {links.map((link) => (
            <li key={link.href}>
              <NavLink
                to={link.href}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-800 ${isActive ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700"}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

function LanguageMenu({ alternates, tone }: { alternates: Record<Locale, string>; tone: "dark" | "light" }) {
  const { t, locale } = useI18n();
  const options: Array<{ locale: Locale; label: string; short: string }> = [
    { locale: "en", label: "English", short: "EN" },
    { locale: "es", label: "Español", short: "ES" },
  ];
  const current = options.find((o) => o.locale === locale)!;
  return (
    <details data-dismissable className="group relative">
      {/* The name starts with the code shown (WCAG 2.5.3, label in name): a voice user says "EN". */}
      <summary
        aria-label={`${current.short}, ${t("nav.changeLanguage")}: ${current.label}`}
        className={`${summaryReset} flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold ${tone === "dark" ? "text-slate-100 hover:bg-white/10" : "text-slate-700 hover:bg-brand-50"}`}
      >
        {/* On a phone the header is tight: the language code alone. */}
        <Globe aria-hidden="true" className={`size-4 ${tone === "light" ? "max-sm:hidden" : ""}`} />
        {current.short}
        <ChevronDown aria-hidden="true" className="size-3.5 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute top-full right-0 z-50 mt-2 w-40 rounded-lg bg-white p-1 text-slate-700 shadow-xl ring-1 ring-slate-200">
        {options.map((option) => (
          <li key={option.locale}>
            <Link
              to={alternates[option.locale]}
              hrefLang={option.locale}
              lang={option.locale}
              aria-current={option.locale === locale ? "true" : undefined}
              className="flex items-center justify-between rounded-md px-3 py-2 text-sm hover:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-800"
            >
              {option.label}
              <span className="text-xs text-slate-500">{option.short}</span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function MobileMenu({ nav }: { nav: Navigation }) {
  const { t } = useI18n();
  const groups: Array<{ label: string; links: NavItem[] }> = [
    { label: t("nav.corporate"), links: nav.corporate },
    { label: t("nav.fields"), links: nav.services },
    { label: t("nav.products"), links: nav.products },
  ];
  const linkClass =
    "block rounded-md px-3 py-2.5 text-[0.95rem] text-slate-700 hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800";
  return (
    <details data-dismissable data-mobile-menu className="group lg:hidden">
      <summary
        className={`${summaryReset} flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-brand-50`}
      >
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
        <span className="sr-only">{t("nav.menu")}</span>
      </summary>
      <nav
        aria-label={t("nav.mainNavigation")}
        className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pt-2 pb-8 shadow-lg"
      >
        <ul className="grid gap-1">
          {groups.map((group) => (
            <li key={group.label}>
              <details className="group/item">
                <summary
                  className={`${summaryReset} flex items-center justify-between rounded-md px-3 py-3 font-semibold text-slate-800 hover:bg-brand-50`}
                >
                  {group.label}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 transition-transform group-open/item:rotate-180"
                  />
                </summary>
                <ul className="ml-3 grid gap-0.5 border-l-2 border-brand-100 pb-2 pl-2">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <NavLink to={link.href} className={linkClass}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
          {[nav.news, nav.catalogs]
            .filter((link) => link !== undefined)
            .map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} className={`${linkClass} py-3 font-semibold text-slate-800`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          <li className="mt-3">
            <Link
              to={nav.contact.href}
              className="block rounded-md bg-brand-700 px-4 py-3 text-center font-bold tracking-wide text-white hover:bg-brand-800"
            >
              {t("nav.contactUs")}
            </Link>
          </li>
          <li className="mt-4 grid gap-2 px-3 text-sm text-slate-600">
            <a href={nav.company.phone.href} className="inline-flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 text-brand-600" />
              {nav.company.phone.display}
            </a>
            <a href={`mailto:${nav.company.email}`} className="inline-flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-brand-600" />
              {nav.company.email}
            </a>
          </li>
        </ul>
      </nav>
    </details>
  );
}
