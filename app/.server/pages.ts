import { AsyncLocalStorage } from "node:async_hooks";
import { data, matchPath } from "react-router";
import type { Localized, PageMetaOverride, Product } from "../content/types";
import type { SiteContent } from "../lib/content/site-content";
import { seedSiteContent } from "./content/seed-items";
import type { Dictionary, MessageKey } from "../i18n/dictionary";
import { en } from "../i18n/dictionaries/en";
import { es } from "../i18n/dictionaries/es";
import { translate } from "../i18n/dictionary";
import { LOCALES, localeFromPath, type Locale } from "../i18n/locales";
import { filterValues, PROJECT_FILTERS } from "../lib/projects";
import { categoryFilterParams, finderFilterParams, type FilterParam } from "../lib/specs/filter-query";
import { downloadFilterValues, DOWNLOAD_FILTERS } from "../lib/downloads";

/**
 * Every page of the site, once: what kind of page it is, its route module, its address in
 * each language, its title and description, and who may see it. Routes (app/routes.ts),
 * menus, breadcrumbs, the language switch, the sitemap and search all read this table.
 * Server-only: pages receive what they need of it as loader data. See ADR 009.
 */
export type StaticPageId =
  | "home"
  | "about"
  | "certificates"
  | "catalogs"
  | "contact"
  | "quote"
  | "media"
  | "projects"
  | "product-finder"
  | "compare"
  | "downloads"
  | "download"
  | "search"
  | "auth"
  | AdminPageId;

/** The admin area's pages (all behind the admin layout's guard). */
export type AdminPageId =
  | "admin-dashboard"
  | "admin-messages"
  | "admin-message"
  | "admin-sales"
  | "admin-sales-board"
  | "admin-sales-rules"
  | "admin-sales-webhooks"
  | "admin-posts"
  | "admin-post-new"
  | "admin-post-edit"
  | "admin-post-preview"
  | "admin-users"
  | "admin-audit"
  | "admin-security"
  | "admin-content"
  | "admin-content-edit"
  | "admin-content-history"
  | "admin-content-translations"
  | "admin-media"
  | "admin-media-image"
  | "admin-downloads"
  | "admin-download-leads"
  | "admin-download"
  | "admin-releases"
  | "admin-release";

/**
 * A page's id. The catalogue's (services, categories, products) come from the published
 * content, which editors change while the site runs (ADR 023): their ids are known then.
 */
export type PageId =
  | StaticPageId
  | "media-post"
  | `service-${string}`
  | `category-${string}`
  | `product-${string}`
  | `project-${string}`;

/**
 * A query parameter a page reads (ADR 021). Every other parameter (a campaign's `utm_*`,
 * `gclid`, `fbclid`, anything made up) leaves the page as it is: the page cache answers with
 * its entry for the address without them.
 */
export type QueryParam =
  /** Free text (a search term): a request that has it (even empty) is rendered, never kept. */
  | { name: string; kind: "text" }
  /** One of a few values, each a page of its own; any other value is ignored. */
  | { name: string; kind: "choice"; values: readonly string[] }
  /** A list's page number: 2 and up (page 1 is the address without it). */
  | { name: string; kind: "page-number" }
  /**
   * A listing's filter (a category's specification field; the product finder's category and
   * application): checked and spelt one way (app/lib/specs/filter-query.ts), another spelling
   * redirected to it. A request that has one is rendered each time, never kept.
   */
  | ({ kind: "filter" } & FilterParam);

interface PageCommon {
  id: PageId;
  /** The route module; a page without one is not routed yet, and nothing links to it. */
  file?: string;
  /** The address in each language; dynamic segments as `:name`. */
  paths: Localized;
  title: Localized;
  description: Localized;
  /** The title search engines and shared links show, when an editor gave one (else `title`). */
  metaTitle?: Localized;
  /** Keywords an editor gave the page. */
  keywords?: Localized;
  /** Listed in the sitemap and search (public, indexable, no dynamic segment). */
  indexable: boolean;
  /** Who may see it: anyone, or signed-in administrators (enforced on the server). */
  access: "public" | "admin";
  /** The query parameters its loader reads; none when absent. */
  query?: readonly QueryParam[];
}

export type PageDefinition =
  | (PageCommon & { kind: "static" })
  | (PageCommon & { kind: "post" })
  | (PageCommon & { kind: "service"; serviceId: string })
  | (PageCommon & { kind: "category"; categoryId: string })
  | (PageCommon & { kind: "product"; productId: string })
  | (PageCommon & { kind: "project"; projectId: string });

export type PageKind = PageDefinition["kind"];
export type PageOfKind<K extends PageKind> = Extract<PageDefinition, { kind: K }>;

/**
 * One route module serves every catalogue page (a service, a category or a product), at
 * `/:slug` and `/es/:slug`: its loader finds the page in the table, so a page added in the
 * back office has its address at once, with no build (ADR 023).
 */
export const CATALOGUE_FILE = "routes/catalogue/catalogue-page.tsx";
export const CATALOGUE_PATHS: Localized = { en: "/:slug", es: "/es/:slug" };
const CATALOGUE_KINDS = new Set<PageKind>(["service", "category", "product"]);

/**
 * One route module serves every project reference's page, at `/projects/:slug` and
 * `/es/proyectos/:slug`, found in the table as the catalogue's are.
 */
export const PROJECT_FILE = "routes/projects/project-page.tsx";
export const PROJECT_PATHS: Localized = { en: "/projects/:slug", es: "/es/proyectos/:slug" };

/** The id of the route that serves a page in a language. */
export function routeId(page: PageDefinition, locale: Locale): string {
  if (CATALOGUE_KINDS.has(page.kind)) return `catalogue.${locale}`;
  return page.kind === "project" ? `project.${locale}` : `${page.id}.${locale}`;
}

const dictionaries: Record<Locale, Dictionary> = { en, es };
const both = (key: MessageKey): Localized => ({
  en: translate(dictionaries.en, key),
  es: translate(dictionaries.es, key),
});

function staticPage(
  id: StaticPageId,
  file: string | undefined,
  paths: Localized,
  titleKey: MessageKey,
  descriptionKey: MessageKey,
  options: { indexable?: boolean; access?: "public" | "admin"; query?: readonly QueryParam[] } = {},
): PageDefinition {
  return {
    id,
    kind: "static",
    file,
    paths,
    title: both(titleKey),
    description: both(descriptionKey),
    indexable: options.indexable ?? true,
    access: options.access ?? "public",
    ...(options.query ? { query: options.query } : {}),
  };
}

const slugPaths = (slug: Localized): Localized => ({ en: `/${slug.en}`, es: `/es/${slug.es}` });
const projectPaths = (slug: Localized): Localized => ({
  en: PROJECT_PATHS.en.replace(":slug", slug.en),
  es: PROJECT_PATHS.es.replace(":slug", slug.es),
});

const staticPages: readonly PageDefinition[] = [
  staticPage("home", "routes/home.tsx", { en: "/", es: "/es" }, "meta.homeTitle", "meta.homeDescription"),
  staticPage(
    "about",
    "routes/about.tsx",
    { en: "/about-us", es: "/es/sobre-nosotros" },
    "pages.aboutTitle",
    "pages.aboutDescription",
  ),
  staticPage(
    "certificates",
    "routes/certificates.tsx",
    { en: "/certificates", es: "/es/certificados" },
    "pages.certificatesTitle",
    "pages.certificatesDescription",
  ),
  staticPage(
    "catalogs",
    "routes/catalogs.tsx",
    { en: "/catalogs", es: "/es/catalogos" },
    "pages.catalogsTitle",
    "pages.catalogsDescription",
  ),
  staticPage(
    "contact",
    "routes/contact.tsx",
    { en: "/contact", es: "/es/contacto" },
    "pages.contactTitle",
    "pages.contactDescription",
    // ?product=<id> makes the form a quote request for that product; an unknown id is
    // ignored. The ids are the catalogue's, filled in with it (see cataloguePages).
    { query: [{ name: "product", kind: "choice", values: [] }] },
  ),
  // The visitor's quote list and the quote request form (ADR 026): personal, never indexed.
  staticPage(
    "quote",
    "routes/quote.tsx",
    { en: "/quote", es: "/es/cotizacion" },
    "pages.quoteTitle",
    "pages.quoteDescription",
    { indexable: false },
  ),
  staticPage(
    "media",
    "routes/news/news-list.tsx",
    { en: "/media-center", es: "/es/centro-de-medios" },
    "pages.mediaTitle",
    "pages.mediaDescription",
    { query: [{ name: "page", kind: "page-number" }] },
  ),
  staticPage(
    "search",
    "routes/search.tsx",
    { en: "/search", es: "/es/buscar" },
    "pages.searchTitle",
    "pages.searchDescription",
    { indexable: false, query: [{ name: "q", kind: "text" }] },
  ),
  staticPage(
    "projects",
    "routes/projects/project-list.tsx",
    { en: "/projects", es: "/es/proyectos" },
    "pages.projectsTitle",
    "pages.projectsDescription",
    // The listing's filters, each one of the values the published references have (filled in
    // with them, see buildTable): anything else is ignored, so made-up values share one entry.
    { query: PROJECT_FILTERS.map((name) => ({ name, kind: "choice", values: [] }) as const) },
  ),
  staticPage(
    "product-finder",
    "routes/catalogue/product-finder.tsx",
    { en: "/product-finder", es: "/es/buscador-de-productos" },
    "finder.title",
    "finder.description",
    // Its filters (the category, the application, the categories' fields) are filled in with
    // the published categories (see buildTable).
    { query: [] },
  ),
  // Products side by side (issue 44): the products named in the address (`?products=` with
  // English slugs, `?productos=` with Spanish ones), else the visitor's own choice. Rendered
  // for each request and never kept (the page answers `private, no-cache`), never indexed.
  staticPage(
    "compare",
    "routes/catalogue/compare-page.tsx",
    { en: "/compare", es: "/es/comparar" },
    "compare.pageTitle",
    "compare.pageDescription",
    {
      indexable: false,
      query: [
        { name: "products", kind: "text" },
        { name: "productos", kind: "text" },
        { name: "diff", kind: "text" },
      ],
    },
  ),
  // The downloads centre (issue 44): every document in one place, filtered by a GET form whose
  // values are the catalogue's (filled in with it, see buildTable), the kinds and the languages.
  staticPage(
    "downloads",
    "routes/downloads/downloads-list.tsx",
    { en: "/downloads", es: "/es/descargas" },
    "downloads.pageTitle",
    "downloads.pageDescription",
    {
      query: DOWNLOAD_FILTERS.map((name): QueryParam => ({
        name,
        kind: "filter",
        filter: { kind: "options", options: [], multiple: false },
      })),
    },
  ),
  // One uploaded document: its facts and its file, or first the form a gated one asks for.
  staticPage(
    "download",
    "routes/downloads/download-page.tsx",
    { en: "/downloads/:id", es: "/es/descargas/:id" },
    "downloads.documentTitle",
    "downloads.documentDescription",
    { indexable: false },
  ),
  {
    id: "media-post",
    kind: "post",
    file: "routes/news/news-post.tsx",
    paths: { en: "/media-center/post/:id", es: "/es/centro-de-medios/publicacion/:id" },
    title: both("pages.mediaTitle"),
    description: both("pages.mediaDescription"),
    indexable: false,
    access: "public",
  },
  staticPage(
    "auth",
    "routes/auth/auth-page.tsx",
    { en: "/auth", es: "/es/acceso" },
    "pages.authTitle",
    "pages.authDescription",
    {
      indexable: false,
      // Never kept (it answers private, no-store): each request is rendered with these.
      query: [
        { name: "mode", kind: "text" },
        { name: "error", kind: "text" },
      ],
    },
  ),
  staticPage(
    "admin-dashboard",
    "routes/admin/dashboard.tsx",
    { en: "/admin/dashboard", es: "/es/admin/panel" },
    "pages.dashboardTitle",
    "pages.dashboardDescription",
    { indexable: false, access: "admin" },
  ),
  // The back office's tools. A page without a route module is not routed, and nothing links
  // to it (the admin navigation lists routed pages only).
  ...(
    [
      [
        "admin-messages",
        "routes/admin/messages.tsx",
        { en: "/admin/messages", es: "/es/admin/mensajes" },
        "adminMessages",
      ],
      [
        "admin-message",
        "routes/admin/message.tsx",
        { en: "/admin/messages/:id", es: "/es/admin/mensajes/:id" },
        "adminMessage",
      ],
      [
        "admin-sales",
        "routes/admin/sales/sales-dashboard.tsx",
        { en: "/admin/sales", es: "/es/admin/ventas" },
        "adminSales",
      ],
      [
        "admin-sales-board",
        "routes/admin/sales/sales-board.tsx",
        { en: "/admin/sales/board", es: "/es/admin/ventas/tablero" },
        "adminSalesBoard",
      ],
      [
        "admin-sales-rules",
        "routes/admin/sales/sales-rules.tsx",
        { en: "/admin/sales/rules", es: "/es/admin/ventas/reglas" },
        "adminSalesRules",
      ],
      [
        "admin-sales-webhooks",
        "routes/admin/sales/sales-webhooks.tsx",
        { en: "/admin/sales/webhooks", es: "/es/admin/ventas/webhooks" },
        "adminSalesWebhooks",
      ],
      [
        "admin-posts",
        "routes/admin/posts/post-list.tsx",
        { en: "/admin/posts", es: "/es/admin/publicaciones" },
        "adminPosts",
      ],
      [
        "admin-post-new",
        "routes/admin/posts/post-editor.tsx",
        { en: "/admin/posts/new", es: "/es/admin/publicaciones/nueva" },
        "adminPostNew",
      ],
      [
        "admin-post-edit",
        "routes/admin/posts/post-editor.tsx",
        { en: "/admin/posts/:id", es: "/es/admin/publicaciones/:id" },
        "adminPostEdit",
      ],
      [
        "admin-post-preview",
        "routes/admin/posts/post-preview.tsx",
        { en: "/admin/posts/:id/preview", es: "/es/admin/publicaciones/:id/vista-previa" },
        "adminPostPreview",
      ],
      [
        "admin-users",
        "routes/admin/users.tsx",
        { en: "/admin/users", es: "/es/admin/usuarios" },
        "adminUsers",
      ],
      [
        "admin-audit",
        "routes/admin/audit.tsx",
        { en: "/admin/audit", es: "/es/admin/auditoria" },
        "adminAudit",
      ],
      [
        "admin-security",
        "routes/admin/security.tsx",
        { en: "/admin/security", es: "/es/admin/seguridad" },
        "adminSecurity",
      ],
      [
        "admin-content",
        "routes/admin/content/content-list.tsx",
        { en: "/admin/content", es: "/es/admin/contenido" },
        "adminContent",
      ],
      [
        "admin-content-edit",
        "routes/admin/content/content-editor.tsx",
        { en: "/admin/content/:id", es: "/es/admin/contenido/:id" },
        "adminContentEdit",
      ],
      [
        "admin-content-history",
        "routes/admin/content/content-history.tsx",
        { en: "/admin/content/:id/history", es: "/es/admin/contenido/:id/historial" },
        "adminContentHistory",
      ],
      [
        "admin-content-translations",
        "routes/admin/content/translations.tsx",
        { en: "/admin/translations", es: "/es/admin/traducciones" },
        "adminContentTranslations",
      ],
      [
        "admin-media",
        "routes/admin/media/media-library.tsx",
        { en: "/admin/media", es: "/es/admin/medios" },
        "adminMedia",
      ],
      [
        "admin-media-image",
        "routes/admin/media/media-image.tsx",
        { en: "/admin/media/:id", es: "/es/admin/medios/:id" },
        "adminMediaImage",
      ],
    ] as const
  ).map(([id, file, paths, key]) =>
    staticPage(id, file, paths, `pages.${key}Title`, `pages.${key}Description`, {
      indexable: false,
      access: "admin",
    }),
  ),
  // The downloads centre's back office (issue 44): the documents, the leads of the gated ones
  // (before a document's page, whose address would otherwise match theirs), and one document.
  ...(
    [
      [
        "admin-downloads",
        "routes/admin/downloads/downloads-admin.tsx",
        { en: "/admin/downloads", es: "/es/admin/descargas" },
        "page",
      ],
      [
        "admin-download-leads",
        "routes/admin/downloads/download-leads.tsx",
        { en: "/admin/downloads/leads", es: "/es/admin/descargas/contactos" },
        "leads",
      ],
      [
        "admin-download",
        "routes/admin/downloads/download-edit.tsx",
        { en: "/admin/downloads/:id", es: "/es/admin/descargas/:id" },
        "edit",
      ],
    ] as const
  ).map(([id, file, paths, key]) =>
    staticPage(id, file, paths, `downloadsAdmin.${key}Title`, `downloadsAdmin.${key}Description`, {
      indexable: false,
      access: "admin",
    }),
  ),
  // Releases (issue 46): drafts of several items published together, and one release.
  ...(
    [
      [
        "admin-releases",
        "routes/admin/releases/release-list.tsx",
        { en: "/admin/releases", es: "/es/admin/lanzamientos" },
        "list",
      ],
      [
        "admin-release",
        "routes/admin/releases/release-page.tsx",
        { en: "/admin/releases/:id", es: "/es/admin/lanzamientos/:id" },
        "release",
      ],
    ] as const
  ).map(([id, file, paths, key]) =>
    staticPage(id, file, paths, `releases.${key}Title`, `releases.${key}Description`, {
      indexable: false,
      access: "admin",
    }),
  ),
];

/** An editor's text for a page, each language falling back to the page's own (`fallback`). */
const editorText = (text: Localized | undefined, fallback?: Localized): Localized | undefined =>
  text ? { en: text.en, es: text.es || fallback?.es || text.en } : undefined;

/** The description search engines show: the editor's, else the page's own. */
const described = (meta: PageMetaOverride | undefined, own: Localized): Localized =>
  editorText(meta?.description, own) ?? own;

/** An editor's title and keywords for a page; a Spanish one left empty falls back to English. */
function metaOf(meta: PageMetaOverride | undefined): Pick<PageCommon, "metaTitle" | "keywords"> {
  const title = editorText(meta?.title);
  const keywords = editorText(meta?.keywords);
  return { ...(title ? { metaTitle: title } : {}), ...(keywords ? { keywords } : {}) };
}

/** The catalogue's pages, from the published content, in the order the site lists them. */
function cataloguePages({ services, categories, products, projects }: CatalogueContent): PageDefinition[] {
  return [
    ...services.map((service): PageDefinition => ({
      id: `service-${service.id}`,
      kind: "service",
      serviceId: service.id,
      file: CATALOGUE_FILE,
      paths: slugPaths(service.slug),
      title: service.title,
      description: described(service.meta, service.summary),
      ...metaOf(service.meta),
      indexable: true,
      access: "public",
    })),
    ...categories.map((category): PageDefinition => ({
      id: `category-${category.id}`,
      kind: "category",
      categoryId: category.id,
      file: CATALOGUE_FILE,
      paths: slugPaths(category.slug),
      title: category.title,
      description: described(category.meta, category.summary),
      ...metaOf(category.meta),
      indexable: true,
      access: "public",
      // The listing's filter (free text), and 'More' (`?all=1`: every card shown).
      query: [
        { name: "q", kind: "text" },
        { name: "all", kind: "choice", values: ["1"] },
        // Its filters: its filterable specification fields, in their order.
        ...categoryFilterParams(category.specFields).map((param) => ({ kind: "filter", ...param }) as const),
      ],
    })),
    ...products.flatMap((product): PageDefinition[] =>
      product.hasPage
        ? [
            {
              id: `product-${product.id}`,
              kind: "product",
              productId: product.id,
              file: CATALOGUE_FILE,
              paths: slugPaths(product.slug),
              title: product.name,
              description: described(product.meta, {
                en: `${product.name.en}: design, manufacturing and installation by ${en.meta.siteName}.`,
                es: `${product.name.es}: diseño, fabricación e instalación por ${es.meta.siteName}.`,
              }),
              ...metaOf(product.meta),
              indexable: true,
              access: "public",
            },
          ]
        : [],
    ),
    ...projects.map((project): PageDefinition => ({
      id: `project-${project.id}`,
      kind: "project",
      projectId: project.id,
      file: PROJECT_FILE,
      paths: projectPaths(project.slug),
      title: project.title,
      description: described(project.meta, project.summary),
      ...metaOf(project.meta),
      indexable: true,
      access: "public",
    })),
  ];
}

type CatalogueContent = Pick<SiteContent, "services" | "categories" | "products" | "projects" | "pageMeta">;

interface PageTable {
  pages: readonly PageDefinition[];
  byId: Map<PageId, PageDefinition>;
  /** A catalogue page's addresses by their slug (current and former), per language. */
  bySlug: Record<Locale, Map<string, { page: PageDefinition; current: boolean }>>;
  /** A project reference's page by its slug (current and former), per language. */
  projectSlugs: Record<Locale, Map<string, { page: PageDefinition; current: boolean }>>;
  /** The content the table was built from (the editor's choices of products and services). */
  content: CatalogueContent;
  /**
   * Every catalogue page that has or had a slug, per language: more than one when content not
   * yet checked claims it twice (bySlug keeps the one that answers).
   */
  claims: Record<Locale, Map<string, PageDefinition[]>>;
  /** Raised at each change, so what is derived from the table knows when to derive again. */
  generation: number;
}

/**
 * First path segments that are the server's own, not a page's: the health checks, the API,
 * the build's files (server/static-files.ts, server/lean-static.ts), the sitemaps and robots
 * file (app/routes.ts), and the Spanish site's prefix. No catalogue slug may be one, in either
 * language, and no former slug redirects from one: it would answer before (or instead of) the
 * path it names. The fixed pages' own first segments are checked by slugTakenBy.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  "es",
  "api",
  "healthz",
  "readyz",
  "assets",
  "images",
  "documents",
  "sitemaps",
  "sitemap",
  "robots",
]);

/** Whether a slug is a reserved first segment (RESERVED_SEGMENTS), in any case. */
export const isReservedSlug = (slug: string): boolean => RESERVED_SEGMENTS.has(slug.toLowerCase());

function buildTable(content: CatalogueContent, formerSlugs: FormerSlug[], generation: number): PageTable {
  const catalogue = cataloguePages(content);
  const productIds = content.products.map((product) => product.id);
  const filters = filterValues(content.projects, categoryMap(content.products));
  const fixed = staticPages.map((page): PageDefinition => {
    // An editor's words for search engines replace the dictionaries' on the fixed pages too.
    const meta = content.pageMeta[page.id as keyof SiteContent["pageMeta"]];
    const own = meta ? { ...page, description: described(meta, page.description), ...metaOf(meta) } : page;
    if (page.id === "downloads") {
      const values = downloadFilterValues(content);
      return {
        ...own,
        // Each filter one of the values the documents have, spelt one way; a filtered listing is
        // rendered each time and never kept, so no combination of filters (valid or made up)
        // takes a place in the page cache (ADR 033).
        query: DOWNLOAD_FILTERS.map((name): QueryParam => ({
          name,
          kind: "filter",
          filter: { kind: "options", options: values[name], multiple: false },
        })),
      };
    }
    if (page.id === "product-finder")
      return {
        ...own,
        query: finderFilterParams(content.categories).map((param) => ({ kind: "filter", ...param }) as const),
      };
    if (page.id === "projects")
      return {
        ...own,
        query: PROJECT_FILTERS.map((name) => ({ name, kind: "choice", values: filters[name] }) as const),
      };
    return page.id === "contact"
      ? { ...own, query: [{ name: "product", kind: "choice", values: productIds } as const] }
      : own;
  });
  // In the order the site lists them (sitemap, search): the catalogue after the news.
  const at = fixed.findIndex((page) => page.id === "auth");
  const all = [...fixed.slice(0, at), ...catalogue, ...fixed.slice(at)];
  const byId = new Map<PageId, PageDefinition>(all.map((page) => [page.id, page]));
  const bySlug: PageTable["bySlug"] = { en: new Map(), es: new Map() };
  const projectSlugs: PageTable["projectSlugs"] = { en: new Map(), es: new Map() };
  const claims: PageTable["claims"] = { en: new Map(), es: new Map() };
  const claim = (locale: Locale, slug: string, page: PageDefinition) =>
    claims[locale].set(slug, [...(claims[locale].get(slug) ?? []), page]);
  for (const { id, locale, slug } of formerSlugs) {
    const page = byId.get(id);
    if (page?.kind === "project") projectSlugs[locale].set(slug, { page, current: false });
    else if (page && !isReservedSlug(slug)) {
      bySlug[locale].set(slug, { page, current: false });
      claim(locale, slug, page);
    }
  }
  for (const page of catalogue)
    for (const locale of LOCALES) {
      if (page.kind === "project") {
        projectSlugs[locale].set(slugOf(page.paths[locale]), { page, current: true });
        continue;
      }
      bySlug[locale].set(slugOf(page.paths[locale]), { page, current: true });
      claim(locale, slugOf(page.paths[locale]), page);
    }
  return { pages: all, byId, bySlug, projectSlugs, claims, content, generation };
}

const slugOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** An address a catalogue page had before an editor changed its slug. */
export interface FormerSlug {
  id: PageId;
  locale: Locale;
  slug: string;
}

/**
 * The table in use, shared by every copy of this module in the process (the server build
 * and the code run from source each load one, as for the app context). It starts from the
 * content the code ships, and follows the published content from the moment the content
 * store loads it.
 */
const TABLE_KEY = Symbol.for("water-site.page-table");
const PREVIEW_KEY = Symbol.for("water-site.page-table-preview");
const tables = globalThis as typeof globalThis & {
  [TABLE_KEY]?: PageTable;
  [PREVIEW_KEY]?: AsyncLocalStorage<PageTable>;
};
/** A draft's preview renders with a table of its own (see withPreviewCatalogue). */
const previews = (tables[PREVIEW_KEY] ??= new AsyncLocalStorage<PageTable>());
const table = (): PageTable =>
  previews.getStore() ?? (tables[TABLE_KEY] ??= buildTable(seedSiteContent(), [], 0));

/**
 * Runs `task` with the catalogue's pages those of `content`, for that task only: a draft's
 * preview (a product not yet published has its page there), or the check of content about to
 * be published (its slugs against the pages it would live beside, and the `formerSlugs` that
 * redirect now).
 */
export function withPreviewCatalogue<T>(
  content: CatalogueContent,
  task: () => T,
  formerSlugs: FormerSlug[] = [],
): T {
  return previews.run(buildTable(content, formerSlugs, -1), task);
}

/** The addresses catalogue and project pages had before an editor changed their slugs, with the page now. */
export function formerCatalogueAddresses(): { path: string; locale: Locale; page: PageDefinition }[] {
  const found: { path: string; locale: Locale; page: PageDefinition }[] = [];
  for (const locale of LOCALES) {
    for (const [slug, { page, current }] of table().bySlug[locale])
      if (!current) found.push({ path: slugPaths({ en: slug, es: slug })[locale], locale, page });
    for (const [slug, { page, current }] of table().projectSlugs[locale])
      if (!current) found.push({ path: projectPaths({ en: slug, es: slug })[locale], locale, page });
  }
  return found;
}

/**
 * The project reference's page at `/projects/slug` (English) or `/es/proyectos/slug`, and
 * whether the slug is its current one (a former one answers with a permanent redirect to it).
 */
export function projectBySlug(
  locale: Locale,
  slug: string,
): { page: PageOfKind<"project">; current: boolean } | undefined {
  const found = table().projectSlugs[locale].get(slug);
  return found?.page.kind === "project" ? { page: found.page, current: found.current } : undefined;
}

/** The project reference another one's slug would clash with (its current or a former slug). */
export function projectSlugTakenBy(locale: Locale, slug: string, ownId: string): PageDefinition | undefined {
  const found = table().projectSlugs[locale].get(slug);
  return found && !(found.page.kind === "project" && found.page.projectId === ownId) ? found.page : undefined;
}

/** Each product's category, by the product's key. */
export const categoryMap = (
  products: ReadonlyArray<Pick<Product, "id" | "categoryId">>,
): Map<string, string> => new Map(products.map((product) => [product.id, product.categoryId]));

/** The items an editor may name in a reference field, by type, with their names in both languages. */
export function referenceChoices(): Record<
  "product" | "service" | "category",
  Array<{ key: string; name: Localized }>
> {
  const { content } = table();
  return {
    product: content.products.map((product) => ({ key: product.id, name: product.name })),
    service: content.services.map((service) => ({ key: service.id, name: service.title })),
    category: content.categories.map((category) => ({ key: category.id, name: category.title })),
  };
}

/** Makes the catalogue's pages those of the published content (the content store calls it). */
export function usePublishedCatalogue(content: CatalogueContent, formerSlugs: FormerSlug[] = []): void {
  tables[TABLE_KEY] = buildTable(content, formerSlugs, table().generation + 1);
}

/** Every page of the site, as of now: the static pages, then the catalogue's. */
export function allPages(): readonly PageDefinition[] {
  return table().pages;
}

/** Changes each time the catalogue's pages do (for what is derived from the table). */
export function pageTableGeneration(): number {
  return table().generation;
}

/**
 * The catalogue page at `/slug` (English) or `/es/slug`: the page, and whether the slug is
 * its current one (a former one answers with a permanent redirect to it).
 */
export function catalogueBySlug(
  locale: Locale,
  slug: string,
): { page: PageDefinition; current: boolean } | undefined {
  return table().bySlug[locale].get(slug);
}

/**
 * The page that already answers `/slug` (or `/es/slug`), when it is not the item's own: a
 * catalogue page (its current or a former slug) or a fixed page whose address begins with
 * it. An editor's new slug must not be one (ADR 023): the other page would shadow it.
 */
export function slugTakenBy(
  locale: Locale,
  slug: string,
  own: { kind: "service" | "category" | "product"; id: string },
): PageDefinition | undefined {
  const mine = (found: PageDefinition) =>
    (found.kind === "service" && own.kind === "service" && found.serviceId === own.id) ||
    (found.kind === "category" && own.kind === "category" && found.categoryId === own.id) ||
    (found.kind === "product" && own.kind === "product" && found.productId === own.id);
  const other = table()
    .claims[locale].get(slug)
    ?.find((found) => !mine(found));
  if (other) return other;
  const prefix = locale === "en" ? "/" : "/es/";
  return table().pages.find(
    (page) =>
      (page.kind === "static" || page.kind === "post") &&
      (page.paths[locale] === `${prefix}${slug}` || page.paths[locale].startsWith(`${prefix}${slug}/`)),
  );
}

export function getPage(id: PageId): PageDefinition {
  const page = table().byId.get(id);
  // A catalogue page an editor has just removed, or a misspelt static id.
  if (!page) throw new Error(`Unknown page "${id}"`);
  return page;
}

/** The page a product's card and search result open: its own, or else its category's. */
export function productPageId(product: Product): PageId {
  return product.hasPage ? `product-${product.id}` : `category-${product.categoryId}`;
}

/** Whether a page has a route module: only routed pages are linked, searched and mapped. */
export function isRouted(id: PageId): boolean {
  return Boolean(table().byId.get(id)?.file);
}

/** Whether the page exists now (a catalogue page may have been removed by an editor). */
export function hasPage(id: PageId): boolean {
  return table().byId.has(id);
}

/** The address of a page in a language: the one way internal links are made. */
export function pagePath(id: PageId, locale: Locale, params: Record<string, string> = {}): string {
  return fillPath(getPage(id).paths[locale], params);
}

/** A page's address in both languages. */
export function pagePaths(id: PageId): Localized {
  return getPage(id).paths;
}

function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** The page an address belongs to, its language and its dynamic segments. */
export function findPageByPath(
  pathname: string,
): { page: PageDefinition; locale: Locale; params: Record<string, string> } | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const slug = /^(?:\/es)?\/([^/]+)$/.exec(normalized)?.[1];
  if (slug !== undefined) {
    const locale = localeFromPath(normalized);
    const found = catalogueBySlug(locale, safeDecode(slug));
    if (found?.current) return { page: found.page, locale, params: {} };
  }
  for (const page of table().pages) {
    if (CATALOGUE_KINDS.has(page.kind)) continue;
    for (const locale of LOCALES) {
      const match = matchPath({ path: page.paths[locale], end: true }, normalized);
      if (match) return { page, locale, params: match.params as Record<string, string> };
    }
  }
  return undefined;
}

/**
 * The page a request for a route module shared by one kind of page is for (a service,
 * category or product page): its entry of the table, narrowed to its kind, and the
 * language. A 404 if the address is not such a page.
 */
export function requestedPage<K extends PageKind>(
  request: Request,
  kind: K,
): { page: PageOfKind<K>; locale: Locale } {
  const pathname = new URL(request.url).pathname;
  const found = findPageByPath(pathname);
  if (!found || found.page.kind !== kind) throw data(null, { status: 404 });
  return { page: found.page as PageOfKind<K>, locale: localeFromPath(pathname) };
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The same page in each language; an unknown address maps to each language's home. */
export function alternatesFor(pathname: string): Localized {
  const found = findPageByPath(pathname);
  if (!found) return { en: "/", es: "/es" };
  return { en: fillPath(found.page.paths.en, found.params), es: fillPath(found.page.paths.es, found.params) };
}
