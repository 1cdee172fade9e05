/**
 * A post's featured image address as the page may use it, or undefined. The site's
 * Content-Security-Policy lets images load from its own origin only (ADR 011), so only an
 * address on this site is kept: a path ("/images/…") or an absolute URL of the site's
 * own origin (made a path). Anything else falls back to the default picture.
 */
export function featuredImagePath(value: string | null | undefined, origin: string): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  if (url.pathname === "/" && !url.search) return undefined;
  return `${url.pathname}${url.search}`;
}
