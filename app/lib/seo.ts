import type { MetaDescriptor } from "react-router";
import { LOCALES, OG_LOCALE, type Locale } from "~/i18n/locales";

export interface PageMetaInput {
  origin: string;
  locale: Locale;
  siteName: string;
  title: string;
  description: string;
  /** The page's path in each language; omit for pages that have no address (404). */
  paths?: Record<Locale, string>;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${input.title} | ${input.siteName}`;
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
  if (input.paths) {
    const url = (path: string) => new URL(path, input.origin).href;
    meta.push(
      { tagName: "link", rel: "canonical", href: url(input.paths[input.locale]) },
      { property: "og:url", content: url(input.paths[input.locale]) },
      ...LOCALES.map((locale) => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: locale,
        href: url(input.paths![locale]),
      })),
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(input.paths.en) },
    );
    for (const locale of LOCALES) {
      if (locale !== input.locale) meta.push({ property: "og:locale:alternate", content: OG_LOCALE[locale] });
    }
  }
  return meta;
}
