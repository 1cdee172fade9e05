import type { Localized } from "~/content/types";
import { LOCALES } from "~/i18n/locales";
import { escapeXml } from "./xml";

/**
 * The sitemap is an index (/sitemap.xml) of files: the site's pages, then the news posts in
 * files of POSTS_PER_SITEMAP posts (two addresses each, one per language), oldest first so a
 * file's contents stay put as posts are added. A sitemap may list 50,000 addresses at most.
 */
export const POSTS_PER_SITEMAP = 10_000;
export const PAGES_SITEMAP_PATH = "/sitemaps/pages.xml";
export const postsSitemapPath = (n: number) => `/sitemaps/posts-${n}.xml`;

/** Which file of the index a /sitemaps/ name is, if any. */
export function parseSitemapFile(name: string): { kind: "pages" } | { kind: "posts"; n: number } | undefined {
  if (name === "pages.xml") return { kind: "pages" };
  const posts = /^posts-([1-9]\d{0,5})\.xml$/.exec(name);
  return posts ? { kind: "posts", n: Number(posts[1]) } : undefined;
}

/** W3C Datetime, to the second. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** A page in each language, each listing both (and the English one as x-default) as alternates. */
export function urlEntries(paths: Localized, origin: string, lastmod?: Date): string[] {
  const url = (path: string) => escapeXml(new URL(path, origin).href);
  const alternates = [
    ...LOCALES.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${url(paths[alt])}"/>`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(paths.en)}"/>`,
  ].join("\n");
  const modified = lastmod ? `\n    <lastmod>${w3cDate(lastmod)}</lastmod>` : "";
  return LOCALES.map(
    (locale) => `  <url>\n    <loc>${url(paths[locale])}</loc>${modified}\n${alternates}\n  </url>`,
  );
}

export function urlset(entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}

export function sitemapIndex(paths: string[], origin: string): string {
  const entries = paths.map(
    (path) => `  <sitemap>\n    <loc>${escapeXml(new URL(path, origin).href)}</loc>\n  </sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</sitemapindex>
`;
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** A crawler comes back later: the database did not answer. */
export function unavailableResponse(): Response {
  return new Response("Service temporarily unavailable.", {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": "300",
      "Cache-Control": "no-store",
    },
  });
}
