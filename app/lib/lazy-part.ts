// A part of a page whose code is loaded on demand. That code can fail to arrive: a deploy
// replaced the build's hashed files under a tab left open, a blocker, a flaky network. Such a
// failure must not replace a readable page with an error screen (issue 41, finding 11). The
// page reloads once, which takes a new build's files; if the code still does not arrive, the
// part waits for good (React keeps the server's HTML of a part that has not hydrated), and
// from then on links and forms work as the browser's own, as on a page without script.
/** The address reloaded for a failed part, and when: once per address and minute. */
const RELOADED_KEY = "site.reloadedForMissingCode";
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * `load()`, except in a browser where it fails: the page reloads once, or else the promise
 * never settles and the page turns to plain links and forms (`withoutScript`).
 */
export function loadOrHold<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === "undefined") return load();
  return load().catch(() => {
    if (!reloadOnce()) withoutScript();
    return new Promise<T>(() => {});
  });
}

function reloadOnce(): boolean {
  const here = window.location.pathname + window.location.search;
  try {
    const last = JSON.parse(window.sessionStorage.getItem(RELOADED_KEY) ?? "null") as {
      here?: string;
      at?: number;
    } | null;
    if (last?.here === here && Date.now() - (last.at ?? 0) < RELOAD_AGAIN_AFTER_MS) return false;
    window.sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ here, at: Date.now() }));
  } catch {
    // No session storage (a privacy mode): no reload, which could not be counted.
    return false;
  }
  window.location.reload();
  return true;
}

let plain = false;

/**
 * From now on a click on a link and a form's submission go to the browser, not the router: a
 * part waiting for its code holds back every update of the page, a navigation's too. Stopped
 * at the window, before the document, where React listens.
 */
function withoutScript(): void {
  if (plain) return;
  plain = true;
  document.documentElement.dataset.withoutScript = "";
  const toBrowser = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === "submit" || target?.closest("a[href]")) event.stopPropagation();
  };
  window.addEventListener("click", toBrowser, true);
  window.addEventListener("submit", toBrowser, true);
}

/** Whether an error is a module's code failing to arrive (its message names the file's address). */
export function isMissingCode(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}
