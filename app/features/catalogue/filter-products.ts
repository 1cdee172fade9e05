import { normaliseForSearch } from "~/lib/normalise-for-search";

/** Products a listing shows until its 'More' button is pressed (spec, section 9). */
export const INITIALLY_VISIBLE = 6;

/** The longest search text a listing takes (the site search's limit too). */
export const MAX_TERM_LENGTH = 100;

/** What the filter needs of a product: its name in the page's language and its category. */
export interface FilterableProduct {
  name: string;
  categoryId: string;
}

/** A listing's search text from its address (`?q=`): trimmed, and blank means no search. */
export function listingTerm(raw: string | null | undefined): string {
  return (raw ?? "").slice(0, MAX_TERM_LENGTH).trim();
}

/**
 * The products a listing shows. With a search text: every product of the site whose name
 * contains it, whatever the case and accents ("DESBASTE" finds "Cesta de desbaste"), in
 * catalogue order. Without one: only the category's own products.
 */
export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  categoryId: string,
  term: string,
): T[] {
  const needle = normaliseForSearch(term.trim());
  if (!needle) return products.filter((product) => product.categoryId === categoryId);
  return products.filter((product) => normaliseForSearch(product.name).includes(needle));
}

/**
 * The first INITIALLY_VISIBLE products until show-all is on, and whether a 'More' button
 * is due (only when some are held back). The same rule for a category and for results.
 */
export function visibleProducts<T>(items: readonly T[], showAll: boolean): { shown: T[]; hasMore: boolean } {
  const hasMore = !showAll && items.length > INITIALLY_VISIBLE;
  return { shown: hasMore ? items.slice(0, INITIALLY_VISIBLE) : [...items], hasMore };
}
