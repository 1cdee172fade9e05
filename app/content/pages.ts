import type { MessageKey } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";

/**
 * Every page of the site, once: its route module, its address in each language and the
 * keys of its title and description. Routes, menus, breadcrumbs, the sitemap and search
 * all read this table.
 */
export interface PageDefinition {
  id: string;
  file: string;
  paths: Record<Locale, string>;
  titleKey: MessageKey;
  descriptionKey: MessageKey;
}

export const pages = [
  {
    id: "home",
    file: "routes/home.tsx",
    paths: { en: "/", es: "/es" },
    titleKey: "meta.homeTitle",
    descriptionKey: "meta.homeDescription",
  },
] as const satisfies readonly PageDefinition[];

export type PageId = (typeof pages)[number]["id"];

const byId = new Map<string, PageDefinition>(pages.map((page) => [page.id, page]));

export function getPage(id: PageId): PageDefinition {
  const page = byId.get(id);
  if (!page) throw new Error(`Unknown page ${id}`);
  return page;
}

export function pagePath(id: PageId, locale: Locale): string {
  return getPage(id).paths[locale];
}

/** The page a path belongs to, in either language (trailing slashes ignored). */
export function findPageByPath(pathname: string): { page: PageDefinition; locale: Locale } | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const page of pages) {
    for (const locale of Object.keys(page.paths) as Locale[]) {
      if (page.paths[locale] === normalized) return { page, locale };
    }
  }
  return undefined;
}
