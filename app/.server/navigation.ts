import type { Navigation, NavLink } from "~/lib/navigation";
import type { CategoryId } from "~/content/ids";
import { formatAddress, mapsSearchUrl, type SiteContent } from "~/lib/content/site-content";
import { serverT } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { getPage, isRouted, pagePath, type PageId } from "./pages";

// The footer's product links, in the spec's order, then Electrical and Automation.
const FOOTER_CATEGORIES: CategoryId[] = [
  "screening-equipment",
  "aeration-equipment",
  "sludge-dewatering-equipment",
  "surface-and-bottom-scrapers",
  "sieve-and-filters",
  "flow-control-equipment",
  "mixers",
  "waste-removal-and-carrying-equipment",
];

/** The menus, footer and company details every page shows, from the published content. */
export function buildNavigation(
  locale: Locale,
  {
    company,
    serviceLinks: services,
    categoryLinks: categories,
  }: Pick<SiteContent, "company" | "serviceLinks" | "categoryLinks">,
): Navigation {
  const link = (pageId: PageId, label?: string): NavLink => ({
    label: label ?? getPage(pageId).title[locale],
    href: pagePath(pageId, locale),
  });
  // A page not built yet is never linked: menus list routed pages only.
  const links = (pageIds: PageId[]): NavLink[] => pageIds.filter(isRouted).map((pageId) => link(pageId));
  const services_ = links(services.map((service) => `service-${service.id}` as const));
  const products = links(categories.map((category) => `category-${category.id}` as const));
  const quickLinks: NavLink[] = [
    link("home", serverT(locale, "common.home")),
    ...links(["about", "projects"]),
  ];
  if (products[0]) quickLinks.push({ label: serverT(locale, "nav.products"), href: products[0].href });
  quickLinks.push(...links(["product-finder"]));
  if (services_[0]) quickLinks.push({ label: serverT(locale, "footer.services"), href: services_[0].href });
  quickLinks.push(link("catalogs"), link("certificates"), link("contact"));
  return {
    home: pagePath("home", locale),
    // The project references after About Us: where the company's equipment runs.
    corporate: links(["about", "projects", "certificates"]),
    services: services_,
    products,
    ...(isRouted("media") ? { news: link("media", serverT(locale, "nav.news")) } : {}),
    catalogs: link("catalogs"),
    contact: link("contact"),
    quote: link("quote", serverT(locale, "nav.quoteList")),
    search: pagePath("search", locale),
    footerProducts: links([
      ...FOOTER_CATEGORIES.map((id) => `category-${id}` as const),
      "service-electrical-and-automation",
    ]),
    quickLinks,
    company: {
      name: company.name,
      phone: company.phone,
      email: company.email,
      address: formatAddress(company, locale),
      mapsUrl: mapsSearchUrl(company),
      social: [
        { network: "facebook", href: company.social.facebook },
        { network: "instagram", href: company.social.instagram },
        { network: "linkedin", href: company.social.linkedin },
      ],
      footerYear: company.footerYear,
    },
  };
}
