import { layout, route, type RouteConfig } from "@react-router/dev/routes";
import {
  allPages,
  CATALOGUE_FILE,
  CATALOGUE_PATHS,
  isRouted,
  pagePaths,
  PROJECT_FILE,
  PROJECT_PATHS,
} from "./.server/pages";
import { NEWS_FEED_PATHS } from "./features/news/feed-paths";
import { UNITS_PATH } from "./features/catalogue/units-path";
import { LOCALES } from "./i18n/locales";
import { DOWNLOAD_FILE_PATHS } from "./lib/downloads";

/**
 * The post addresses that lead elsewhere (ADR 011): `/media-center/{id}` to the post, and
 * the post address without an id to the list, in each language.
 */
const postRedirects = isRouted("media-post")
  ? LOCALES.flatMap((locale) => [
      route(`${pagePaths("media")[locale]}/:id`, "routes/news/post-redirect.tsx", {
        id: `media-post-redirect.${locale}`,
      }),
      route(pagePaths("media-post")[locale].replace(/\/:id$/, ""), "routes/news/post-redirect.tsx", {
        id: `media-post-index.${locale}`,
      }),
    ])
  : [];

const routed = (access: "public" | "admin") =>
  allPages()
    .filter(
      (page) =>
        page.file && page.file !== CATALOGUE_FILE && page.file !== PROJECT_FILE && page.access === access,
    )
    .flatMap((page) =>
      LOCALES.map((locale) => route(page.paths[locale], page.file!, { id: `${page.id}.${locale}` })),
    );

// Each page once in the page table; here it becomes one route per language.
export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:file", "routes/sitemap-file.ts"),
  ...LOCALES.map((locale) =>
    route(NEWS_FEED_PATHS[locale], "routes/news-feed.ts", { id: `news-feed.${locale}` }),
  ),
  route("robots.txt", "routes/robots.ts"),
  // The downloads centre's uploaded files (issue 44): answered with their own headers, no frame.
  ...(isRouted("downloads")
    ? LOCALES.map((locale) =>
        route(`${DOWNLOAD_FILE_PATHS[locale]}/:id/:name`, "routes/downloads/download-file.ts", {
          id: `download-file.${locale}`,
        }),
      )
    : []),
  // The units switch's post (metric or US customary), for every page in both languages.
  route(UNITS_PATH, "routes/units.ts"),
  // The back office has its own frame (a workspace: side navigation, no public header or
  // footer), and its pages sit under one layout whose middleware guards them all.
  layout("routes/admin/admin-layout.tsx", [
    ...routed("admin"),
    // The contact submissions' CSV export: an action without a page of its own.
    ...(isRouted("admin-messages")
      ? LOCALES.map((locale) =>
          route(`${pagePaths("admin-messages")[locale]}/export`, "routes/admin/messages-export.ts", {
            id: `admin-messages-export.${locale}`,
          }),
        )
      : []),
    // The sales dashboard's figures as CSV (ADR 032): a download without a page of its own.
    ...(isRouted("admin-sales")
      ? LOCALES.map((locale) =>
          route(
            `${pagePaths("admin-sales")[locale]}/export`,
            "routes/admin/sales/sales-dashboard-export.ts",
            {
              id: `admin-sales-export.${locale}`,
            },
          ),
        )
      : []),
    // A reply to a request's buyer, with its files (ADR 032): posted from the request's page.
    ...(isRouted("admin-message")
      ? LOCALES.map((locale) =>
          route(`${pagePaths("admin-message")[locale]}/reply`, "routes/admin/sales/message-reply.ts", {
            id: `admin-message-reply.${locale}`,
          }),
        )
      : []),
    // The texts for translators as an XLIFF file (ADR 027): a download without a page of its own.
    ...(isRouted("admin-content-translations")
      ? LOCALES.map((locale) =>
          route(
            `${pagePaths("admin-content-translations")[locale]}/export`,
            "routes/admin/content/translations-export.ts",
            { id: `admin-content-translations-export.${locale}` },
          ),
        )
      : []),
    // The media library's uploads, one file per request from its page's script (ADR 028).
    ...(isRouted("admin-media")
      ? LOCALES.map((locale) =>
          route(`${pagePaths("admin-media")[locale]}/upload`, "routes/admin/media/media-upload.ts", {
            id: `admin-media-upload.${locale}`,
          }),
        )
      : []),
    // The downloads centre's leads as CSV (issue 44): a download without a page of its own.
    ...(isRouted("admin-download-leads")
      ? LOCALES.map((locale) =>
          route(
            `${pagePaths("admin-download-leads")[locale]}/export`,
            "routes/admin/downloads/download-leads-export.ts",
            { id: `admin-download-leads-export.${locale}` },
          ),
        )
      : []),
    // A quote request's attached files, downloaded by administrators only (ADR 026).
    ...(isRouted("admin-message")
      ? LOCALES.map((locale) =>
          route(
            `${pagePaths("admin-message")[locale]}/attachments/:attachmentId`,
            "routes/admin/message-attachment.ts",
            { id: `admin-message-attachment.${locale}` },
          ),
        )
      : []),
    // The files the team attached to a reply, downloaded the same way (ADR 032).
    ...(isRouted("admin-message")
      ? LOCALES.map((locale) =>
          route(
            `${pagePaths("admin-message")[locale]}/reply-files/:attachmentId`,
            "routes/admin/message-attachment.ts",
            { id: `admin-message-reply-file.${locale}` },
          ),
        )
      : []),
  ]),
  layout("routes/site-layout.tsx", [
    ...routed("public"),
    ...postRedirects,
    // A project reference's page, whatever the published content names (as the catalogue's).
    ...LOCALES.map((locale) => route(PROJECT_PATHS[locale], PROJECT_FILE, { id: `project.${locale}` })),
    // The catalogue's pages, whatever the published content names (ranked below the rest).
    ...LOCALES.map((locale) => route(CATALOGUE_PATHS[locale], CATALOGUE_FILE, { id: `catalogue.${locale}` })),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
