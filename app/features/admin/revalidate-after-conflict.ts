// Client and server alike (a route's shouldRevalidate runs in the browser).

/**
 * Loaders run again after an action refused with 409 (React Router skips them after a 4xx by
 * default): the page must show the record as it is now.
 */
export function revalidateAfterConflict({
  actionStatus,
  defaultShouldRevalidate,
}: {
  actionStatus?: number;
  defaultShouldRevalidate: boolean;
}) {
  return actionStatus === 409 || defaultShouldRevalidate;
}
