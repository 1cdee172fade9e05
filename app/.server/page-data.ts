import type { Localized } from "~/content/types";
import { serverT } from "~/i18n/messages.server";
import { localeFromPath, type Locale } from "~/i18n/locales";
import type { Crumb } from "~/lib/structured-data";
import { alternatesFor, getPage, pagePath, type PageId } from "./pages";

/** What every page's loader returns about the page itself: its SEO texts and addresses. */
export interface PageInfo {
  locale: Locale;
  title: string;
  description: string;
  /** The title search engines show, when an editor gave the page one (else `title`). */
  metaTitle?: string;
  /** Keywords an editor gave the page. */
  keywords?: string;
  /** This page in each language (canonical and hreflang; the language switch). */
  alternates: Localized;
  /** HOME / … / this page: shown as breadcrumbs and sent as BreadcrumbList JSON-LD. */
  crumbs: Crumb[];
}

export function pageInfo(request: Request, pageId: PageId, overrides: Partial<PageInfo> = {}): PageInfo {
  const pathname = new URL(request.url).pathname;
  const locale = localeFromPath(pathname);
  const page = getPage(pageId);
  const alternates = alternatesFor(pathname);
  const title = overrides.title ?? page.title[locale];
  return {
    locale,
    title,
    description: page.description[locale],
    ...(page.metaTitle ? { metaTitle: page.metaTitle[locale] } : {}),
    ...(page.keywords ? { keywords: page.keywords[locale] } : {}),
    alternates,
    crumbs:
      pageId === "home"
        ? []
        : [
            { label: serverT(locale, "common.home"), href: pagePath("home", locale) },
            { label: title, href: alternates[locale] },
          ],
    ...overrides,
  };
}
