import worldMap from "virtual:world-map";
import { isRouted, pagePath, type PageId } from "~/.server/pages";
import type { SiteContent } from "~/lib/content/site-content";
import { serverT, type MessageGroup } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { countryName } from "~/lib/countries";
import { spreadMarkers } from "~/lib/map-markers";
import { localize } from "~/lib/localize";
import { plantCount, plantCountMessage } from "~/lib/projects";
import type { HomeData, MapReferences } from "./home-data";

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
  {
    home,
    company,
    services,
    categories,
    projects,
  }: Pick<SiteContent, "home" | "company" | "services" | "categories" | "projects">,
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
      references: mapReferences(projects, locale),
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

/**
 * The least distance between the centres of two markers (a reference country's, 24 px, or an
 * office's, 32 px), in percent of the map's width: the markers show from 1024 px up, where the
 * map is at least 970 px wide (31 px).
 */
const MARKER_GAP = 3.2;

/**
 * The project references on the world map: a marker per country the map draws (each a link to
 * the listing filtered by it, in the order of the countries' names), and "12 plants in 5
 * countries" with the listing. Nothing while no reference is published. The words are the
 * listing's (the `projects` group), made here: the page is not sent that group.
 */
function mapReferences(projects: SiteContent["projects"], locale: Locale): MapReferences | undefined {
  if (projects.length === 0 || !isRouted("projects")) return undefined;
  const listing = pagePath("projects", locale);
  const perCountry = new Map<string, number>();
  for (const project of projects) perCountry.set(project.country, (perCountry.get(project.country) ?? 0) + 1);
  const collator = new Intl.Collator(locale);
  // The countries with most references keep their place; one too close to another, or to an
  // office's dot, moves aside (the offices' dots stay).
  const spread = spreadMarkers(
    [...perCountry]
      .flatMap(([code, count]) => {
        const at = worldMap.countries[code];
        return at ? [{ code, count, ...at }] : [];
      })
      .sort((a, b) => b.count - a.count),
    {
      gap: MARKER_GAP,
      aspect: worldMap.height / worldMap.width,
      fixed: Object.values(worldMap.markers),
    },
  );
  const countries = [...perCountry]
    .map(([code, count]) => {
      const at = spread.find((marker) => marker.code === code);
      return { code, count, name: countryName(code, locale), at: at && { x: at.x, y: at.y } };
    })
    .sort((a, b) => collator.compare(a.name, b.name))
    .flatMap(({ code, count, name, at }) =>
      // A country too small for the map's scale has no marker: it is counted below the map.
      at
        ? [
            {
              code,
              label: serverT(locale, count === 1 ? "projects.mapCountryOne" : "projects.mapCountry", {
                country: name,
                count,
              }),
              href: `${listing}?country=${encodeURIComponent(code)}`,
              x: at.x,
              y: at.y,
            },
          ]
        : [],
    );
  const count = plantCountMessage(plantCount(projects), "count");
  const total = serverT(locale, count.key, count.values);
  return { countries, total, link: { label: serverT(locale, "projects.seeReferences"), href: listing } };
}
