import type { MetaDescriptor } from "react-router";
import { LOCALES, OG_LOCALE, type Locale } from "~/i18n/locales";
import { rootData } from "./root-data";
import { breadcrumbList, type Crumb } from "./structured-data";

export interface PageMetaInput {
  origin: string;
  locale: Locale;
  siteName: string;
  title: string;
  description: string;
  /** The page's address in each language; omit for pages that have none (404). */
  alternates?: Record<Locale, string>;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const fullTitle = input.title === input.siteName ? input.title : `${input.title} | ${input.siteName}`;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: input.description },
    { property: "og:site_name", content: input.siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: OG_LOCALE[input.locale] },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: input.description },
  ];
  if (input.noindex) meta.push({ name: "robots", content: "noindex" });
  if (input.image) {
    const image = new URL(input.image, input.origin).href;
    meta.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  const alternates = input.alternates;
  if (alternates) {
    const url = (path: string) => new URL(path, input.origin).href;
    meta.push(
      { tagName: "link", rel: "canonical", href: url(alternates[input.locale]) },
      { property: "og:url", content: url(alternates[input.locale]) },
      ...LOCALES.map((locale) => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: locale,
        href: url(alternates[locale]),
      })),
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(alternates.en) },
    );
    for (const locale of LOCALES) {
      if (locale !== input.locale) meta.push({ property: "og:locale:alternate", content: OG_LOCALE[locale] });
    }
  }
  return meta;
}

interface PageLoaderData {
  page: {
    locale: Locale;
    title: string;
    description: string;
    metaTitle?: string;
    keywords?: string;
    alternates: Record<Locale, string>;
    crumbs?: Crumb[];
  };
}

/**
 * The meta tags of a page whose loader returns `{ page: pageInfo(…) }`: its BreadcrumbList
 * and any further structured data (JSON-LD objects) the page adds.
 */
export function routeMeta(
  args: {
    loaderData: unknown;
    matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
  },
  extra: Partial<PageMetaInput> & { jsonLd?: object[] } = {},
): MetaDescriptor[] {
  const root = rootData(args.matches);
  const page = (args.loaderData as PageLoaderData | undefined)?.page;
  if (!root || !page) return [];
  const { jsonLd = [], ...rest } = extra;
  return [
    ...pageMeta({
      origin: root.origin,
      siteName: String((root.messages.meta as Record<string, string>).siteName),
      locale: page.locale,
      title: page.metaTitle ?? page.title,
      description: page.description,
      alternates: page.alternates,
      ...rest,
    }),
    ...(page.keywords ? [{ name: "keywords", content: page.keywords }] : []),
    ...(page.crumbs?.length ? [breadcrumbList(page.crumbs, root.origin)] : []).map((data) => ({
      "script:ld+json": data,
    })),
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
