import { lazy, Suspense } from "react";
import { loadOrHold } from "~/lib/lazy-part";
import { Outlet, useMatches, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/site-layout";
import { appContext } from "~/.server/app-context";
import { siteContent } from "~/.server/content/request-content";
import { readQuoteList } from "~/features/contact/quote-list.server";
import { visitorComparison } from "~/features/catalogue/compare-list.server";
import { SiteHeader } from "~/components/layout/site-header";
import { ToasterHost } from "~/components/ui/toaster";
import { SearchButton } from "~/features/search/search-button";
import { localeFromPath, type Locale } from "~/i18n/locales";
import { useRootData } from "~/lib/root-data";

// The footer hydrates on its own once its code arrives, after the page's first load (its
// links work as plain links meanwhile). It stays mounted across navigations and takes the
// new language's texts, so it does not wait for the viewport like the home page's parts.
const SiteFooter = lazy(() =>
  loadOrHold(() =>
    import("~/components/layout/site-footer").then((module) => ({ default: module.SiteFooter })),
  ),
);

const ScrollToTop = lazy(() =>
  loadOrHold(() =>
    import("~/components/layout/scroll-to-top").then((module) => ({ default: module.ScrollToTop })),
  ),
);

// The visitor's comparison while they browse the catalogue: its code comes only to a visitor
// who has one (the bar is the server's HTML, plain forms and a link, until it arrives).
const CompareTray = lazy(() => loadOrHold(() => import("~/features/catalogue/components/compare-tray")));

const HOME_ALTERNATES: Record<Locale, string> = { en: "/", es: "/es" };

/**
 * The count of the visitor's quote list, for the header's badge (0 without one: no read), and
 * their comparison, for the catalogue's toggles and tray.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const compare = await visitorComparison(request, context);
  if (!/(?:^|;\s*)site\.quote=/.test(request.headers.get("cookie") ?? "")) return { quoteCount: 0, compare };
  const { env } = context.get(appContext);
  const { products } = await siteContent(context, ["products"]);
  const list = await readQuoteList(request, env.AUTH_SECRET, (id) => products.some((p) => p.id === id));
  return { quoteCount: list.length, compare };
}

// What the loader reads changes with a post (a list's change) or the language, not with a
// move to another page or query: asked again only then (or for the same address again).
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) ||
  (defaultShouldRevalidate && (currentUrl.href === nextUrl.href || (!!formMethod && formMethod !== "GET")));

/** The public pages' frame: header, the page, footer. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const matches = useMatches();
  // The deepest page that knows its counterpart in the other language.
  const alternates =
    matches
      .map(
        (match) => (match.loaderData as { page?: { alternates?: Record<Locale, string> } } | undefined)?.page,
      )
      .filter(Boolean)
      .pop()?.alternates ?? HOME_ALTERNATES;
  if (!root) return <Outlet />;
  return (
    <>
      <SiteHeader
        nav={root.nav}
        alternates={alternates}
        search={<SearchButton searchPath={root.nav.search} />}
        quoteList={{ href: root.nav.quote.href, count: loaderData?.quoteCount ?? 0 }}
      />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      {loaderData?.compare.items.length ? (
        <Suspense fallback={null}>
          <CompareTray state={loaderData.compare} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <SiteFooter nav={root.nav} />
      </Suspense>
      <Suspense fallback={null}>
        <ScrollToTop />
      </Suspense>
      <ToasterHost />
    </>
  );
}
