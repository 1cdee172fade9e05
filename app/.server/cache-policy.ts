// What browsers and shared caches may keep of a page rendered for this request (not from the
// page cache, which sets its own header on the pages it serves). See ADR 015, "Pages rendered
// outside the cache".
import { findPageByPath } from "./pages";
import { SESSION_COOKIE } from "./session";

/**
 * Sets a page's (or its `.data`'s) Cache-Control:
 * - a request with the session cookie: `private, no-store`, whatever the route said: the
 *   answer may show the account, and nothing fetched with it is kept anywhere;
 * - otherwise a route's own header stands;
 * - an error (4xx, 5xx): `no-store`: a missing post may be published a minute later;
 * - search results (`/search?q=…`, and their `.data`): `private, no-cache`: the browser may keep
 *   them for Back but asks again before showing them; shared caches never keep them (one entry
 *   per query typed, and they follow the news).
 * Other anonymous pages get nothing here: the page cache answers them with its own header.
 */
export function applyCachePolicy(request: Request, status: number, headers: Headers): void {
  if (SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) {
    headers.set("Cache-Control", "private, no-store");
    return;
  }
  if (headers.has("Cache-Control")) return;
  if (status >= 400) headers.set("Cache-Control", "no-store");
  else if (isSearchResults(new URL(request.url))) headers.set("Cache-Control", "private, no-cache");
}

function isSearchResults(url: URL): boolean {
  if (!url.searchParams.has("q")) return false;
  return findPageByPath(url.pathname.replace(/\.data$/, ""))?.page.id === "search";
}
