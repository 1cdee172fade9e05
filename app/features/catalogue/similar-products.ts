/**
 * The 'See Similar Products' row of a product page: which products it lists, in which
 * order, and which of them are in view. Pure, so the page and its tests share it.
 */

/** An index brought into 0 … count-1, wrapping both ways (-1 is the last). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * Every product but the current one, in catalogue order, starting with the one after the
 * current and wrapping round: each page thus opens on its own neighbours, and the last
 * product's page opens on the first. An unknown id gives the whole list in order.
 */
export function similarProducts<T extends { id: string }>(all: readonly T[], currentId: string): T[] {
  const position = all.findIndex((product) => product.id === currentId);
  if (position < 0) return [...all];
  return [...all.slice(position + 1), ...all.slice(0, position)];
}

/** `size` items from `start` on, wrapping past the end (never more items than there are). */
export function visibleWindow<T>(items: readonly T[], start: number, size: number): T[] {
  const count = Math.min(Math.max(size, 0), items.length);
  const first = wrapIndex(start, items.length);
  return Array.from({ length: count }, (_, offset) => items[(first + offset) % items.length]!);
}
