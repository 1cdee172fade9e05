import type { Route } from "./+types/sitemap";
import { pages } from "~/.server/pages";
import { LOCALES } from "~/i18n/locales";
import { appContext } from "~/.server/app-context";

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

/** Every public page in both languages, each with its alternates (hreflang). */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(appContext).env.PUBLIC_URL;
  const url = (path: string) => escapeXml(new URL(path, origin).href);
  const entries = pages
    .filter((page) => page.file && page.indexable && page.access === "public")
    .flatMap((page) =>
      LOCALES.map((locale) => {
        const alternates = LOCALES.map(
          (alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${url(page.paths[alt])}"/>`,
        );
        alternates.push(
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(page.paths.en)}"/>`,
        );
        return `  <url>\n    <loc>${url(page.paths[locale])}</loc>\n${alternates.join("\n")}\n  </url>`;
      }),
    );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
