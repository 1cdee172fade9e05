/**
 * Case- and accent-insensitive form of a text for matching: "DEPURACION" finds
 * "depuración". Shared by the site search (server) and the catalogue's product filter.
 */
export function normaliseForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ");
}
