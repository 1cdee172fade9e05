// How an uploaded document's file is answered (issue 44): always as a download under its own
// name (RFC 6266: an ASCII `filename` for old clients and the real one in `filename*`), with
// its type, length and an ETag made from its content's hash, never sniffed (nosniff) and never
// able to run as a page of the site (a sandboxing CSP). A public file is revalidated before each
// use (a 304 costs no bytes), so a replaced, gated or deleted file is never served stale; a
// gated one is the visitor's own and no shared cache keeps it.

/** The characters RFC 5987's `attr-char` allows unescaped, beyond letters and digits. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/;

/** `attachment; filename="…"; filename*=UTF-8''…` for a file's name. */
export function contentDisposition(name: string): string {
  const ascii =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\x20-\x7E]/g, "_")
      .replace(/["\\%]/g, "_")
      .trim() || "download";
  const encoded = [...new TextEncoder().encode(name)]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return byte < 0x80 && ATTR_CHAR.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A file's strong ETag: its content's hash. */
export const fileEtag = (fileKey: string) => `"${fileKey.slice(0, 32)}"`;

/** Whether If-None-Match names this ETag (or `*`). */
export function notModified(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** The headers every answer for a file has, whether with its bytes or a 304. */
export function fileCacheHeaders(etag: string, gated: boolean): Record<string, string> {
  return {
    ETag: etag,
    "Cache-Control": gated ? "private, no-cache" : "public, no-cache",
    ...(gated ? { Vary: "Cookie" } : {}),
  };
}
