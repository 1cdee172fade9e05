import { lazy, Suspense } from "react";
import { lazyWhenNear } from "~/lib/lazy-when-near";
import { Outlet, useMatches } from "react-router";
import { FOOTER_ID } from "~/components/layout/navigation";
import { SiteHeader } from "~/components/layout/site-header";
import { ToasterHost } from "~/components/ui/toaster";
import type { Locale } from "~/i18n/locales";
import { useRootData } from "~/lib/root-data";

// The footer's links work as plain links until it hydrates, on its own, as it nears the
// viewport: it is not part of any page's first load.
const SiteFooter = lazyWhenNear(FOOTER_ID, () =>
  import("~/components/layout/site-footer").then((module) => ({ default: module.SiteFooter })),
);

const ScrollToTop = lazy(() =>
  import("~/components/layout/scroll-to-top").then((module) => ({ default: module.ScrollToTop })),
);

const HOME_ALTERNATES: Record<Locale, string> = { en: "/", es: "/es" };

/** The public pages' frame: header, the page, footer. */
export default function SiteLayout() {
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
      <SiteHeader nav={root.nav} alternates={alternates} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
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
