import type { Route } from "./+types/robots";
import { appContext } from "~/.server/app-context";
import { pagePaths } from "~/.server/pages";

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(appContext).env.PUBLIC_URL;
  const body = [
    "User-agent: *",
    "Disallow: /admin/",
    "Disallow: /es/admin/",
    // The sign-in page in each language: nothing there for a search engine.
    ...Object.values(pagePaths("auth")).map((path) => `Disallow: ${path}`),
    "Disallow: /api/",
    "Allow: /",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
