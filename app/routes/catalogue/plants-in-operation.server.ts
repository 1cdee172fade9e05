import { categoryMap, isRouted, pagePath } from "~/.server/pages";
import type { PlantsInOperationLine } from "~/components/plants-in-operation";
import { serverT } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import type { SiteContent } from "~/lib/content/site-content";
import { plantCount, plantCountMessage, referencesOf } from "~/lib/projects";

/**
 * "In operation at 12 plants in 5 countries" for a product, a category or a service, in a
 * language, with the project listing filtered by it; undefined when no published reference
 * names it. A category counts the references of its products (of those published now).
 */
export function plantsInOperation(
  what: { product: string } | { category: string } | { service: string },
  { projects, products }: { projects: SiteContent["projects"]; products?: SiteContent["products"] },
  locale: Locale,
): PlantsInOperationLine | undefined {
  if (!isRouted("projects")) return undefined;
  const found = referencesOf(projects, what, categoryMap(products ?? []));
  if (found.length === 0) return undefined;
  const { key, values } = plantCountMessage(plantCount(found), "inOperation");
  const text = serverT(locale, key, values);
  // The listing's filter of the same name (PROJECT_FILTERS): `?product=drum-screen`.
  return { text, href: `${pagePath("projects", locale)}?${new URLSearchParams(what)}` };
}
