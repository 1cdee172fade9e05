import { lazy, memo, Suspense, useEffect, type ComponentProps, type ReactNode } from "react";
import { loadOrHold } from "./lazy-part";
import { onceNear } from "./once-near";
import { inputKeeper } from "./input-keeper";

/** Parts still waiting to come near the viewport: each resolves its wait when called. */
const waiting = new Set<() => void>();
/** Once the visitor has interacted, no part waits any more (also those React reaches later). */
let interacted = false;

/**
 * A lazily loaded part of a page (`load` resolves to its component), in its own Suspense
 * boundary. While the page hydrates, its code is fetched (and its part of the server's
 * HTML hydrated) only once the element with id `anchorId`, at the top of that part, comes
 * near the viewport or has been scrolled past; until then the server's HTML stays as it is,
 * readable, its links working as plain links. Rendered without its anchor in the document
 * (a client-side navigation), it loads at once.
 *
 * A click or key press on one of its buttons before it has hydrated is not lost: it hydrates
 * every waiting part and is given to the button again once its part has hydrated
 * (input-keeper.ts, ADR 013).
 *
 * A server-rendered part that has not hydrated cannot take an update: React holds back a
 * whole transition (a navigation, a fetcher's result) until it has hydrated. So the part
 * re-renders only when its props change (memo), and the visitor's first interaction
 * (pointer, key, history) hydrates every part still waiting, before the router's updates
 * (which the router's context carries into every part) come.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWhenNear<C extends (props: any) => ReactNode>(anchorId: string, load: () => Promise<C>) {
  // Code that fails to arrive leaves the server's HTML in place (lazy-part.ts).
  const Part = lazy(() =>
    loadOrHold(() => (typeof document === "undefined" ? load() : whenNear(anchorId).then(load))).then(
      (component) => ({ default: component }),
    ),
  );
  return memo(function LazyWhenNear(props: ComponentProps<C>) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <Hydrated />
      </Suspense>
    );
  });
}

/** Mounts when its part has hydrated (its effects run after the part's own): inputs the part missed are given again. */
function Hydrated() {
  useEffect(() => inputKeeper()?.replay(), []);
  return null;
}

const MARGIN = "300px";
/**
 * The observed band: from far above the page (a part scrolled past, or jumped over by an
 * anchor link, a restored scroll position or a fling, counts as near) down to MARGIN below
 * the viewport.
 */
const BAND = `1000000px 0px ${MARGIN} 0px`;

function whenNear(anchorId: string): Promise<void> {
  return new Promise((resolve) => {
    const anchor = document.getElementById(anchorId);
    if (interacted || !anchor) return resolve();
    let stopWatching = () => {};
    const done = () => {
      stopWatching();
      waiting.delete(done);
      resolve();
    };
    waiting.add(done);
    stopWatching = onceNear(anchor, BAND, done);
  });
}

const INTERACTIONS = ["pointerdown", "keydown", "popstate"] as const;

function hydrateAll() {
  for (const type of INTERACTIONS) window.removeEventListener(type, hydrateAll, true);
  interacted = true;
  for (const done of [...waiting]) done();
}

// Listening from the moment this module runs (before hydration), so an interaction that
// comes before React has reached a part still counts.
if (typeof window !== "undefined") {
  for (const type of INTERACTIONS)
    window.addEventListener(type, hydrateAll, { capture: true, passive: true });
  // An input lost on a part that waits hydrates them all (it came before any pointer or key event).
  inputKeeper()?.whenLost(hydrateAll);
}
