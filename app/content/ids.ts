/**
 * The ids of the content that has pages of its own. Content modules, the page table and
 * every link are typed by them, so a misspelt id is a compile error, not a 404.
 */
export const SERVICE_IDS = [
  "wastewater-treatment",
  "mechanical-equipment-manufacturing",
  "drinking-water-treatment",
  "sludge-dewatering",
  "biological-package-wastewater-treatment",
  "odor-treatment",
  "chemical-wastewater-treatment",
  "electrical-and-automation",
  "industrial-wastewater-treatment",
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export const CATEGORY_IDS = [
  "screening-equipment",
  "sieve-and-filters",
  "flow-control-equipment",
  "surface-and-bottom-scrapers",
  "sludge-dewatering-equipment",
  "waste-removal-and-carrying-equipment",
  "aeration-equipment",
  "mixers",
  "package-wastewater-treatment",
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** The products with a page of their own: the twelve screening products. */
export const PRODUCT_PAGE_IDS = [
  "back-raked-mechanical-screen",
  "basket-screen",
  "cable-operated-bar-screen",
  "chain-driven-screen",
  "compactor-and-screening-press",
  "drum-screen",
  "grit-classifier",
  "internal-feed-drum-screen",
  "manual-screen",
  "perforated-screen",
  "rope-driven-grate",
  "static-screen",
] as const;
export type ProductPageId = (typeof PRODUCT_PAGE_IDS)[number];
