import worldMap from "virtual:world-map";
import { isRouted, pagePath, type PageId } from "~/.server/pages";
import type { SiteContent } from "~/lib/content/site-content";
import type { MessageGroup } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { localize } from "~/lib/localize";
import type { HomeData } from "./home-data";

/** The dictionary groups the home page shows besides the shell's. */
export const HOME_MESSAGE_GROUPS = [
  "carousel",
  "hero",
  "company",
  "manufacturing",
  "values",
  "policies",
  "map",
  "news",
  "green",
] as const satisfies MessageGroup[];

/** The home page's content in one language: only what the page shows. */
export function homeData(
  locale: Locale,
  { home, company, services, categories }: Pick<SiteContent, "home" | "company" | "services" | "categories">,
): HomeData {
  const content = localize(home, locale);
  const path = (pageId: PageId) => pagePath(pageId, locale);
  const serviceTitle = (id: string) => {
    const service = services.find((candidate) => candidate.id === id);
    if (!service) throw new Error(`home hero: no service "${id}"`);
    return service.title[locale];
  };
  return {
    operatingSince: company.operatingSince,
    hero: content.hero.map(({ serviceId, ...slide }) => ({ ...slide, service: serviceTitle(serviceId) })),
    company: {
      description: content.company.description,
      stats: [
        { id: "productionArea", value: company.stats.productionAreaHome[locale] },
        { id: "staff", value: company.stats.whiteCollarStaff },
        { id: "projects", value: company.stats.completedProjects },
        { id: "brands", value: company.stats.brandsServed },
      ],
    },
    banner: content.banner,
    manufacturing: {
      intro: content.manufacturing.intro,
      categories: categories.map((category) => ({
        title: category.title[locale],
        image: localize(category.image, locale),
        href: path(`category-${category.id}`),
      })),
    },
    values: content.values,
    policies: content.policies,
    map: {
      intro: content.map.intro,
      src: worldMap.src,
      width: worldMap.width,
      height: worldMap.height,
      places: (["turkey", "houston"] as const).map((id) => ({
        id,
        ...content.map[id],
        ...worldMap.markers[id],
      })),
    },
    green: content.green,
    links: {
      catalogs: path("catalogs"),
      contact: path("contact"),
      about: path("about"),
      ...(isRouted("media") ? { media: path("media") } : {}),
      search: path("search"),
    },
  };
}
