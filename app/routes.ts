import { layout, route, type RouteConfig } from "@react-router/dev/routes";
import { pages } from "./.server/pages";
import { LOCALES } from "./i18n/locales";

const routed = (access: "public" | "admin") =>
  pages
    .filter((page) => page.file && page.access === access)
    .flatMap((page) =>
      LOCALES.map((locale) => route(page.paths[locale], page.file!, { id: `${page.id}.${locale}` })),
    );

// Each page once in the page table; here it becomes one route per language. The admin
// area's pages sit under one layout, whose middleware guards them all.
export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  layout("routes/site-layout.tsx", [
    ...routed("public"),
    layout("routes/admin/admin-layout.tsx", routed("admin")),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
