/**
 * The news list's page number, read from `?page=` (ADR 011). Only a canonical whole number
 * is a page: "2", not "02", "+2", "2.0" or "2abc".
 */
export type PageRequest =
  /** A page to show: `?page=` absent (page 1) or a page number from 2 up. */
  | { kind: "page"; page: number }
  /** `?page=1`, zero, negative, not a whole number, not a number: page 1 at its canonical address. */
  | { kind: "first-page" }
  /** A whole number too large to be any list's page: not found. */
  | { kind: "beyond" };

const WHOLE_NUMBER = /^[1-9][0-9]*$/;

export function parsePageParam(raw: string | null, pageSize: number): PageRequest {
  if (raw === null) return { kind: "page", page: 1 };
  if (!WHOLE_NUMBER.test(raw)) return { kind: "first-page" };
  const page = Number(raw);
  if (page === 1) return { kind: "first-page" };
  // Its offset must stay exact: a page beyond that cannot exist (it would need 2^53 posts).
  if (!Number.isSafeInteger((page - 1) * pageSize)) return { kind: "beyond" };
  return { kind: "page", page };
}

/** The number of pages a list of `total` items has: at least one (an empty list's). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The list's address for a page: page 1 without `?page`. */
export function pageHref(listPath: string, page: number): string {
  return page <= 1 ? listPath : `${listPath}?page=${page}`;
}

export type PageLinkItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * The page numbers a pagination bar shows: the first, the last, and the current one with
 * its neighbours; a gap stands for two or more pages left out (a single page left out is
 * shown instead, as a gap would take as much room). Examples for 10 pages:
 * current 1: 1 2 … 10; current 5: 1 … 4 5 6 … 10; current 3: 1 2 3 4 … 10.
 */
export function pageLinkItems(current: number, last: number, neighbours = 1): PageLinkItem[] {
  const shown = new Set<number>([1, last]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageLinkItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined) {
      if (page - previous === 2) items.push({ kind: "page", page: previous + 1 });
      else if (page - previous > 2) items.push({ kind: "gap", key: `gap-${previous}` });
    }
    items.push({ kind: "page", page });
  });
  return items;
}
