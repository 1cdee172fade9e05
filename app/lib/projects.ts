// What the site reads of its project references besides their own pages: the listing's
// filters, their order, and the "in operation at N plants" of a product, category or service.
// Shared by the listing, the catalogue's pages and the home page (pure; no database).
import type { MessageKey } from "../i18n/dictionary";
import type { Project } from "./content/site-content";

/** The listing's filters, as its query parameters (ADR 021: each a choice of the values the references have). */
export const PROJECT_FILTERS = ["country", "application", "product", "category", "service", "year"] as const;
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];
export type ProjectFilters = Partial<Record<ProjectFilter, string>>;

/** A reference's applications: its client type, and an industrial client's sector. */
export const applicationsOf = (project: Pick<Project, "clientType" | "sector">): string[] =>
  project.sector ? [project.clientType, project.sector] : [project.clientType];

/** Which category each product is in, by the product's key. */
export type CategoryOf = ReadonlyMap<string, string>;

/** Whether a reference has what each filter given asks for. */
export function matchesFilters(project: Project, filters: ProjectFilters, categoryOf: CategoryOf): boolean {
  if (filters.country && project.country !== filters.country) return false;
  if (filters.application && !applicationsOf(project).includes(filters.application)) return false;
  if (filters.product && !project.products.some((entry) => entry.productId === filters.product)) return false;
  if (
    filters.category &&
    !project.products.some((entry) => categoryOf.get(entry.productId) === filters.category)
  )
    return false;
  if (filters.service && !project.services.includes(filters.service)) return false;
  if (filters.year && String(project.year) !== filters.year) return false;
  return true;
}

/** The values a filter's choices come from, for one reference. */
function valuesOf(project: Project, filter: ProjectFilter, categoryOf: CategoryOf): string[] {
  switch (filter) {
    case "country":
      return [project.country];
    case "application":
      return applicationsOf(project);
    case "product":
      return project.products.map((entry) => entry.productId);
    case "category":
      return [...new Set(project.products.flatMap((entry) => categoryOf.get(entry.productId) ?? []))];
    case "service":
      return project.services;
    case "year":
      return [String(project.year)];
  }
}

/**
 * Each filter's values with how many references each would show, given the other filters
 * chosen (a choice never leads to an empty list unless it is the one chosen).
 */
export function filterCounts(
  projects: readonly Project[],
  filters: ProjectFilters,
  categoryOf: CategoryOf,
): Record<ProjectFilter, Map<string, number>> {
  const counts = Object.fromEntries(
    PROJECT_FILTERS.map((filter) => [filter, new Map<string, number>()]),
  ) as Record<ProjectFilter, Map<string, number>>;
  for (const filter of PROJECT_FILTERS) {
    const others = { ...filters, [filter]: undefined };
    for (const project of projects) {
      if (!matchesFilters(project, others, categoryOf)) continue;
      for (const value of valuesOf(project, filter, categoryOf))
        counts[filter].set(value, (counts[filter].get(value) ?? 0) + 1);
    }
  }
  return counts;
}

/** Every value each filter may take: those the references have. */
export function filterValues(
  projects: readonly Project[],
  categoryOf: CategoryOf,
): Record<ProjectFilter, string[]> {
  const counts = filterCounts(projects, {}, categoryOf);
  return Object.fromEntries(
    PROJECT_FILTERS.map((filter) => {
      const values = [...counts[filter].keys()].sort();
      return [filter, filter === "year" ? values.reverse() : values];
    }),
  ) as Record<ProjectFilter, string[]>;
}

/** The listing's order: featured references first, then the newest plants, then by title. */
export function sortProjects<P extends Pick<Project, "featured" | "year" | "title">>(
  projects: readonly P[],
): P[] {
  return [...projects].sort(
    (a, b) =>
      Number(b.featured ?? false) - Number(a.featured ?? false) ||
      b.year - a.year ||
      a.title.en.localeCompare(b.title.en, "en"),
  );
}

/** How many plants, in how many countries. */
export interface PlantCount {
  plants: number;
  countries: number;
}

export const plantCount = (projects: readonly Pick<Project, "country">[]): PlantCount => ({
  plants: projects.length,
  countries: new Set(projects.map((project) => project.country)).size,
});

/**
 * The dictionary's words for a count of plants (for `serverT`): "12 plants in 5 countries"
 * (the listing, the home map) or "In operation at 12 plants in 5 countries" (a product's,
 * category's or service's page), each with its forms for one plant and one country.
 */
export function plantCountMessage(
  { plants, countries }: PlantCount,
  phrase: "count" | "inOperation",
): { key: MessageKey; values?: Record<string, number> } {
  if (plants === 0 && phrase === "count") return { key: "projects.noPlants" };
  if (plants === 1) return { key: phrase === "count" ? "projects.plantCountry" : "projects.inOperationOne" };
  if (countries === 1)
    return {
      key: phrase === "count" ? "projects.plantsCountry" : "projects.inOperationCountry",
      values: { plants },
    };
  return {
    key: phrase === "count" ? "projects.plantsCountries" : "projects.inOperation",
    values: { plants, countries },
  };
}

/** The references a product, a category or a service is in operation at. */
export function referencesOf(
  projects: readonly Project[],
  what: { product: string } | { category: string } | { service: string },
  categoryOf: CategoryOf,
): Project[] {
  return projects.filter((project) => matchesFilters(project, what, categoryOf));
}

/**
 * Other references a reader of one may want next: those sharing its products, then its
 * country, then its application; at most `limit`.
 */
export function relatedProjects(projects: readonly Project[], project: Project, limit = 3): Project[] {
  const products = new Set(project.products.map((entry) => entry.productId));
  const score = (other: Project) =>
    other.products.filter((entry) => products.has(entry.productId)).length * 4 +
    (other.country === project.country ? 2 : 0) +
    (other.clientType === project.clientType ? 1 : 0);
  return sortProjects(projects.filter((other) => other.id !== project.id))
    .map((other) => ({ other, score: score(other) }))
    .filter(({ score: value }) => value > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ other }) => other);
}
