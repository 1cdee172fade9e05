import { lazy, type ComponentType } from "react";

/**
 * `React.lazy`, but while the page is hydrating, its code is fetched (and its part of
 * the server's HTML hydrated) only once the element with id `anchorId`, inside that part,
 * comes near the viewport. Until then the server's HTML stays as it is: readable, its
 * links working as plain links. A part the visitor never scrolls to costs no script.
 * Rendered without its anchor in the document (a client-side navigation), it loads at once.
 */
// The same constraint as React.lazy's own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWhenNear<T extends ComponentType<any>>(
  anchorId: string,
  load: () => Promise<{ default: T }>,
) {
  return lazy(() => (typeof document === "undefined" ? load() : whenNear(anchorId).then(load)));
}

const MARGIN = "300px";

function whenNear(anchorId: string): Promise<void> {
  return new Promise((resolve) => {
    const anchor = document.getElementById(anchorId);
    if (!anchor || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${MARGIN} 0px` },
    );
    observer.observe(anchor);
  });
}
