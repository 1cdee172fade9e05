/** The English texts of the `finder` group: a listing's filters and the product finder. Spanish: finder.es.ts, with exactly these keys. */
export const finderEn = {
  title: "Product Finder",
  description:
    "Find the equipment for your plant across the whole catalogue: filter by category, application and specifications such as flow, size and material.",
  intro:
    "Choose a category and an application, then the figures your project needs: a flow of 300 m³/h finds every product rated for it.",
  filtersHeading: "Filters",
  apply: "Apply filters",
  clear: "Clear filters",
  yes: "Yes",
  no: "No",
  either: "Either",
  allCategories: "All categories",
  category: "Category",
  application: "Application",
  /** A number filter's label: "Flow (m³/h)". */
  numberLabel: "{name} ({unit})",
  numberHint: "Products rated for this value.",
  /** The number of results, announced to screen readers as it changes. */
  count: "{count} products",
  countOne: "1 product",
  countNone: "No products match these filters.",
  tryFewer: "Try removing a filter.",
  sharedFields: "Choose a category for its own specifications.",
  resultsHeading: "Products",
  /** A result's category, under its name. */
  categoryOf: "Category: {name}",
} as const;
