/**
 * Case- and accent-insensitive form of a text for matching: "DEPURACION" finds
 * "depuración". Shared by the site search (server) and the catalogue's product filter.
 */
export function normaliseForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ");
}

// Tab, line feed and carriage return separate words: they become spaces.
const WORD_BREAKS = /[\t\n\r]/g;
// Every other control character (C0, DEL, C1) and any lone surrogate (half of a pair,
// which no text can hold): nobody types them, and a database refuses some (NUL).
// eslint-disable-next-line no-control-regex -- control characters are what it matches
const UNSEARCHABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/gu;

/**
 * Search input as it is searched: control characters and lone surrogates removed, tabs
 * and line breaks turned into spaces, so "pu%00mp" searches "pump".
 */
export function cleanSearchInput(text: string): string {
  return text.replace(WORD_BREAKS, " ").replace(UNSEARCHABLE, "");
}
