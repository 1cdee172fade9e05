const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Why React Router refuses to run a page's action for this request (it answers 400 before
 * the action runs), or undefined when it does not: the same test as its own, a mutation
 * whose Origin header is not a URL, or names another origin than the request's. No
 * allowed-origin list is configured (react-router.config.ts), so no other origin passes.
 */
export function crossSiteRefusal(request: Request): string | undefined {
  if (!MUTATIONS.has(request.method)) return undefined;
  const origin = request.headers.get("origin");
  if (origin === null) return undefined;
  const own = new URL(request.url);
  if (origin === "null") return "opaque Origin (null) on a page action";
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return "Origin header is not a URL";
  }
  return url.origin === own.origin ? undefined : "Origin is another site than the page's";
}
