import type { Navigation, NavLink } from "~/components/layout/navigation";
import { categories } from "~/content/categories";
import { company, formatAddress, mapsSearchUrl } from "~/content/company";
import { services } from "~/content/services";
import { serverT } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { getPage } from "./pages";

// The footer's product links, in the spec's order, then Electrical and Automation.
const FOOTER_CATEGORIES = [
  "screening-equipment",
  "aeration-equipment",
  "sludge-dewatering-equipment",
  "surface-and-bottom-scrapers",
  "sieve-and-filters",
  "flow-control-equipment",
  "mixers",
  "waste-removal-and-carrying-equipment",
];

export function buildNavigation(locale: Locale): Navigation {
  const link = (pageId: string, label?: string): NavLink => {
    const page = getPage(pageId);
    return { label: label ?? page.title[locale], href: page.paths[locale] };
  };
  const services_ = services.map((service) => link(`service-${service.id}`));
  const products = categories.map((category) => link(`category-${category.id}`));
  return {
    home: getPage("home").paths[locale],
    corporate: [link("about"), link("certificates")],
    services: services_,
    products,
    news: link("media", serverT(locale, "nav.news")),
    catalogs: link("catalogs"),
    contact: link("contact"),
    search: getPage("search").paths[locale],
    footerProducts: [
      ...FOOTER_CATEGORIES.map((id) => link(`category-${id}`)),
      link("service-electrical-and-automation"),
    ],
    quickLinks: [
      link("home", serverT(locale, "common.home")),
      link("about"),
      { label: serverT(locale, "nav.products"), href: products[0]!.href },
      { label: serverT(locale, "footer.services"), href: services_[0]!.href },
      link("catalogs"),
      link("certificates"),
      link("contact"),
    ],
    company: {
      name: company.name,
      phone: company.phone,
      email: company.email,
      address: formatAddress(locale),
      mapsUrl: mapsSearchUrl(),
      social: [
        { network: "facebook", href: company.social.facebook },
        { network: "instagram", href: company.social.instagram },
        { network: "linkedin", href: company.social.linkedin },
      ],
      footerYear: company.footerYear,
    },
  };
}
