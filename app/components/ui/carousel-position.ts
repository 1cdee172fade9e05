/** Where a carousel that wraps around stands: plain arithmetic, kept apart to be tested. */

/** Any slide number brought into 0 … count-1, wrapping both ways (-1 is the last slide). */
export function wrapIndex(index: number, count: number): number {
  if (count < 1) return 0;
  return ((index % count) + count) % count;
}

/**
 * The slides wanted around `index`: the slide itself, then the next and the previous
 * (wrapping), each once.
 */
export function slidesAround(index: number, count: number): number[] {
  const current = wrapIndex(index, count);
  return [...new Set([current, wrapIndex(current + 1, count), wrapIndex(current - 1, count)])];
}
