import type { Localized } from "./types";

/**
 * Company facts and claims. Where the spec gives two readings, both are kept, each shown
 * where the spec shows it (see docs/content-review.md); correct them here, once.
 */
export const company = {
  name: "Akvaris Water Technologies",
  shortName: "Akvaris",
  /** Operating since (home page claim). */
  operatingSince: 2008,
  /** Founded in (About Us text claim). */
  foundedIn: 2012,
  /** The About Us hero headline's claim. */
  aboutHeadlineSince: 2000,
  certification: "ISO 9001:2015",
  headquarters: { en: "Turkey", es: "Turquía" } satisfies Localized,
  phone: { display: "+1 (832) 555-0147", href: "tel:+18325550147" },
  email: "info@akvaris-water.com",
  address: {
    street: "10333 Richmond Ave, Suite 1000",
    city: "Houston",
    region: "TX",
    postalCode: "77042",
    country: "US",
    countryName: { en: "United States", es: "Estados Unidos" } satisfies Localized,
  },
  social: {
    facebook: "https://www.facebook.com/akvariswater",
    instagram: "https://www.instagram.com/akvariswater",
    linkedin: "https://www.linkedin.com/company/akvaris-water-technologies",
  },
  /** The year the footer's copyright line shows (spec: 2025). */
  footerYear: 2025,
  stats: {
    /** Home page company block. */
    productionAreaHome: { en: "130,000 sq ft", es: "130.000 ft²" } satisfies Localized,
    /** About Us tile: the same area in square metres. */
    productionAreaAbout: "12.000 m²",
    whiteCollarStaff: "65+",
    totalEmployees: "145+",
    completedProjects: "450+",
    brandsServed: "200+",
  },
} as const;
