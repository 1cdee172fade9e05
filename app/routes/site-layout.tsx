import { Outlet, useMatches } from "react-router";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import type { Locale } from "~/i18n/locales";
import { useRootData } from "~/lib/root-data";

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
      <SiteFooter nav={root.nav} />
      <ScrollToTop />
    </>
  );
}
