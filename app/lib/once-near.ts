/**
 * Calls `then` once, the first time `element` comes within `margin` (a CSS margin, as for
 * IntersectionObserver's rootMargin) of the viewport; at once where IntersectionObserver is
 * missing. Returns a function that stops watching.
 */
export function onceNear(element: Element, margin: string, then: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    then();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
