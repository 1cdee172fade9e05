// The contact page's map is a frame from Google Maps. The page's Content-Security-Policy allows
// frames from these origins only, so the content accepts a map address on them only: one
// elsewhere would be saved and then blocked on every visit (an empty map).

/** The origins a map frame may come from: the CSP's `frame-src` and the content's check alike. */
export const MAP_EMBED_ORIGINS = ["https://www.google.com", "https://maps.google.com"] as const;

/** Whether `address` is an https address on one of MAP_EMBED_ORIGINS. */
export function isMapEmbedAddress(address: string): boolean {
  try {
    return (MAP_EMBED_ORIGINS as readonly string[]).includes(new URL(address).origin);
  } catch {
    return false;
  }
}
