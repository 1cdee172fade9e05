import type { Localized } from "~/content/types";
import { localeFromPath, type Locale } from "~/i18n/locales";
import { alternatesFor, getPage } from "./pages";

/** What every page's loader returns about the page itself: its SEO texts and addresses. */
export interface PageInfo {
  locale: Locale;
  title: string;
  description: string;
  /** This page in each language (canonical and hreflang; the language switch). */
  alternates: Localized;
}

export function pageInfo(request: Request, pageId: string, overrides: Partial<PageInfo> = {}): PageInfo {
  const pathname = new URL(request.url).pathname;
  const locale = localeFromPath(pathname);
  const page = getPage(pageId);
  return {
    locale,
    title: page.title[locale],
    description: page.description[locale],
    alternates: alternatesFor(pathname),
    ...overrides,
  };
}
