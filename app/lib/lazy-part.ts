// A part of a page whose code is loaded on demand. That code can fail to arrive: a deploy
// replaced the build's hashed files under a tab left open, a blocker, a flaky network. Such a
// failure must not replace a readable page with an error screen (issue 41, finding 11). The
// page reloads once, which takes a new build's files; if the code still does not arrive, the
// part waits for good (React keeps the server's HTML of a part that has not hydrated), and
// from then on links and forms work as the browser's own, as on a page without script.

/** The address last reloaded for missing code (this tab's session). */
const RELOADED = "site.reloaded";

/**
 * `load()`, except in a browser where it fails: the page reloads once per address, or else the
 * promise never settles and the page turns to plain links and forms.
 */
export function loadOrHold<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === "undefined") return load();
  return load().catch(() => {
    const here = location.pathname + location.search;
    let again = true;
    try {
      again = sessionStorage.getItem(RELOADED) === here;
      sessionStorage.setItem(RELOADED, here);
    } catch {
      // No session storage (a privacy mode): no reload, which could not be counted.
    }
    if (again) withoutScript();
    else location.reload();
    return new Promise<T>(() => {});
  });
}

/**
 * From now on a click on a link and a form's submission go to the browser, not the router: a
 * part waiting for its code holds back every update of the page, a navigation's too. Stopped
 * at the window, before the document, where React listens.
 */
function withoutScript(): void {
  document.documentElement.dataset.withoutScript = "";
  for (const type of ["click", "submit"])
    addEventListener(
      type,
      (event) => {
        if (type === "submit" || (event.target as Element).closest?.("a[href]")) event.stopPropagation();
      },
      true,
    );
}
