import { matchPath } from "react-router";
import { categories } from "../content/categories";
import { products } from "../content/products";
import { services } from "../content/services";
import type { Localized } from "../content/types";
import type { Dictionary, MessageKey } from "../i18n/dictionary";
import { en } from "../i18n/dictionaries/en";
import { es } from "../i18n/dictionaries/es";
import { translate } from "../i18n/dictionary";
import { LOCALES, type Locale } from "../i18n/locales";

/**
 * Every page of the site, once: its route module, its address in each language, its
 * title and description. Routes (app/routes.ts), menus, breadcrumbs, the language switch,
 * the sitemap and search all read this table. Server-only: pages receive what they need
 * of it as loader data.
 */
export interface PageDefinition {
  id: string;
  kind: "static" | "service" | "category" | "product" | "post";
  /** The route module; a page without one is not routed yet. */
  file?: string;
  /** The address in each language; dynamic segments as `:name`. */
  paths: Localized;
  title: Localized;
  description: Localized;
  /** Listed in the sitemap and search (public, indexable, no dynamic segment). */
  indexable: boolean;
}

const dictionaries: Record<Locale, Dictionary> = { en, es };
const both = (key: MessageKey): Localized => ({
  en: translate(dictionaries.en, key),
  es: translate(dictionaries.es, key),
});

function staticPage(
  id: string,
  file: string | undefined,
  paths: Localized,
  titleKey: MessageKey,
  descriptionKey: MessageKey,
  indexable = true,
): PageDefinition {
  return {
    id,
    kind: "static",
    file,
    paths,
    title: both(titleKey),
    description: both(descriptionKey),
    indexable,
  };
}

export const pages: PageDefinition[] = [
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
  ),
  staticPage(
    "media",
    undefined,
    { en: "/media-center", es: "/es/centro-de-medios" },
    "pages.mediaTitle",
    "pages.mediaDescription",
  ),
  staticPage(
    "search",
    "routes/search.tsx",
    { en: "/search", es: "/es/buscar" },
    "pages.searchTitle",
    "pages.searchDescription",
    false,
  ),
  {
    id: "media-post",
    kind: "post",
    file: undefined,
    paths: { en: "/media-center/post/:id", es: "/es/centro-de-medios/publicacion/:id" },
    title: both("pages.mediaTitle"),
    description: both("pages.mediaDescription"),
    indexable: false,
  },
  ...services.map((service): PageDefinition => ({
    id: `service-${service.id}`,
    kind: "service",
    file: undefined,
    paths: { en: `/${service.slug.en}`, es: `/es/${service.slug.es}` },
    title: service.title,
    description: service.summary,
    indexable: true,
  })),
  ...categories.map((category): PageDefinition => ({
    id: `category-${category.id}`,
    kind: "category",
    file: undefined,
    paths: { en: `/${category.slug.en}`, es: `/es/${category.slug.es}` },
    title: category.title,
    description: category.summary,
    indexable: true,
  })),
  ...products
    .filter((product) => product.hasPage)
    .map((product): PageDefinition => ({
      id: `product-${product.id}`,
      kind: "product",
      file: undefined,
      paths: { en: `/${product.slug.en}`, es: `/es/${product.slug.es}` },
      title: product.name,
      description: {
        en: `${product.name.en}: design, manufacturing and installation by ${en.meta.siteName}.`,
        es: `${product.name.es}: diseño, fabricación e instalación por ${es.meta.siteName}.`,
      },
      indexable: true,
    })),
  staticPage(
    "auth",
    undefined,
    { en: "/auth", es: "/es/acceso" },
    "pages.authTitle",
    "pages.authDescription",
    false,
  ),
  staticPage(
    "admin-dashboard",
    undefined,
    { en: "/admin/dashboard", es: "/es/admin/panel" },
    "pages.dashboardTitle",
    "pages.dashboardDescription",
    false,
  ),
];

const byId = new Map(pages.map((page) => [page.id, page]));

export function getPage(id: string): PageDefinition {
  const page = byId.get(id);
  if (!page) throw new Error(`Unknown page "${id}"`);
  return page;
}

export function pagePath(id: string, locale: Locale, params: Record<string, string> = {}): string {
  return fillPath(getPage(id).paths[locale], params);
}

function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** The page an address belongs to, its language and its dynamic segments. */
export function findPageByPath(
  pathname: string,
): { page: PageDefinition; locale: Locale; params: Record<string, string> } | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const page of pages) {
    for (const locale of LOCALES) {
      const match = matchPath({ path: page.paths[locale], end: true }, normalized);
      if (match) return { page, locale, params: match.params as Record<string, string> };
    }
  }
  return undefined;
}

/** The same page in each language; an unknown address maps to each language's home. */
export function alternatesFor(pathname: string): Localized {
  const found = findPageByPath(pathname);
  if (!found) return { en: "/", es: "/es" };
  return { en: fillPath(found.page.paths.en, found.params), es: fillPath(found.page.paths.es, found.params) };
}
