import { lazy, Suspense } from "react";
import { loadOrHold } from "~/lib/lazy-part";
import { data, redirect, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/catalogue-page";
import { categoryMeta } from "./category-meta.server";
import { categoryData } from "./category-page.server";
import { kindModules } from "./kind-modules.server";
import { productMeta } from "./product-meta.server";
import { productData } from "./product-page.server";
import { serviceMeta } from "./service-meta.server";
import { serviceData } from "./service-page.server";
import { appContext } from "~/.server/app-context";
import { siteContent } from "~/.server/content/request-content";
import { catalogueBySlug, pagePath } from "~/.server/pages";
import { localeFromPath } from "~/i18n/locales";
import { messageGroups } from "~/i18n/messages.server";
import { notFoundMeta } from "~/lib/not-found-meta";

import { categoryShouldRevalidate } from "./category-revalidate";

export const shouldRevalidate = categoryShouldRevalidate;

// Every catalogue page (the services, the categories, the products with a page of their own),
// in both languages, at `/:slug` and `/es/:slug`. The slug is looked up in the page table,
// which follows the published content: a page an editor adds has its address at once, a
// former slug answers with a permanent redirect, anything else is the site's 404 (ADR 023).
//
// A page's first load carries one kind's code, not three: each kind's component is a module
// of its own, which the page preloads with the route's (the loader names its files), and
// the meta tags (JSON-LD included) are made by the loader, on the server.
const ServicePage = lazy(() => loadOrHold(() => import("./service-page")));
const CategoryPage = lazy(() => loadOrHold(() => import("./category-page")));
const ProductPage = lazy(() => loadOrHold(() => import("./product-page")));
const NotFoundScreen = lazy(() =>
  loadOrHold(() =>
    import("~/components/layout/not-found-screen").then((module) => ({ default: module.NotFoundScreen })),
  ),
);

export async function loader(args: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(args.request.url).pathname);
  // The published content as of now, and with it the page table (a page just published).
  const { company } = await siteContent(args.context, ["company"]);
  const found = catalogueBySlug(locale, args.params.slug);
  if (!found) return notFound(args);
  const { page } = found;
  if (!found.current) {
    const { search } = new URL(args.request.url);
    throw redirect(`${pagePath(page.id, locale)}${search}`, 301);
  }
  // What the meta functions read of the root's data, as the root's loader makes it.
  const matches = [
    {
      id: "root",
      loaderData: {
        origin: args.context.get(appContext).env.PUBLIC_URL,
        messages: messageGroups(locale, ["meta"]),
        nav: { company: { name: company.name } },
      },
    },
  ];
  const withMeta = <D,>(
    kindMeta: (meta: { loaderData: D; matches: typeof matches }) => MetaDescriptor[],
    loaded: D,
  ) => kindMeta({ loaderData: loaded, matches });
  switch (page.kind) {
    case "service": {
      const loaded = await serviceData(args, page, locale);
      return {
        kind: "service" as const,
        ...loaded,
        meta: [...withMeta(serviceMeta, loaded), ...preloads("service")],
      };
    }
    case "category": {
      const loaded = await categoryData(args, page, locale);
      return {
        kind: "category" as const,
        ...loaded,
        meta: [...withMeta(categoryMeta, loaded), ...preloads("category")],
      };
    }
    case "product": {
      const loaded = await productData(args, page, locale);
      return {
        kind: "product" as const,
        ...loaded,
        meta: [...withMeta(productMeta, loaded), ...preloads("product")],
      };
    }
    default:
      return notFound(args);
  }
}

/** The kind's modules, with the route's own: in the page's first load (ADR 016). */
const preloads = (kind: Parameters<typeof kindModules>[0]): MetaDescriptor[] =>
  kindModules(kind).map((href) => ({ tagName: "link", rel: "modulepreload", href }));

/** Any other address of one segment: the site's 404 page, as the not-found route shows it. */
function notFound({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.get(appContext).logger.warn({ path }, "page not found");
  const locale = localeFromPath(path);
  const meta = notFoundMeta([
    { id: "root", loaderData: { messages: messageGroups(locale, ["meta", "notFound"]) } },
  ]);
  return data({ kind: "not-found" as const, path, meta }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense>
      {loaderData.kind === "not-found" ? (
        <NotFoundScreen />
      ) : loaderData.kind === "service" ? (
        <ServicePage loaderData={loaderData} />
      ) : loaderData.kind === "category" ? (
        <CategoryPage loaderData={loaderData} />
      ) : (
        <ProductPage loaderData={loaderData} />
      )}
    </Suspense>
  );
}
