// Who may have a gated document's file (issue 44): a visitor who gave their details, told by
// a signed cookie kept a year (its `site.` prefix makes the page cache render that visitor's
// pages afresh, so the listing links their files directly), or whoever holds the link e-mailed
// to them, signed and valid for a week. Both keys are derived from AUTH_SECRET, each for its
// own use, so every instance reads them and neither is the secret itself.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { Cookie } from "react-router";
import { signedCookie } from "~/.server/signed-cookie";

export const DOWNLOADS_COOKIE_NAME = "site.downloads";
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** How long an e-mailed link works. */
export const DOWNLOAD_LINK_DAYS = 7;

const derive = (authSecret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", authSecret, "", purpose, 32));

const visitorCookie = (authSecret: string): Cookie =>
  signedCookie(DOWNLOADS_COOKIE_NAME, "downloads-visitor:v1", COOKIE_MAX_AGE_S, authSecret);

/** Whether the request carries the cookie of a visitor who gave their details (a tampered one does not count). */
export async function hasGivenDetails(request: Request, authSecret: string): Promise<boolean> {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(`${DOWNLOADS_COOKIE_NAME}=`)) return false;
  const value: unknown = await visitorCookie(authSecret).parse(header);
  return typeof value === "number" && Number.isFinite(value);
}

/** The Set-Cookie that remembers that this browser's visitor gave their details (when, in ms). */
export function givenDetailsCookie(authSecret: string, secure: boolean, now = Date.now()): Promise<string> {
  return visitorCookie(authSecret).serialize(now, { secure });
}

const mac = (authSecret: string, documentId: string, expires: number) =>
  createHmac("sha256", derive(authSecret, "download-link:v1")).update(`${documentId}.${expires}`).digest();

/** A link's token for one document: when it stops working (seconds, base 36) and its signature. */
export function signDownloadToken(authSecret: string, documentId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_DAYS * 24 * 60 * 60;
  return `${expires.toString(36)}.${mac(authSecret, documentId, expires).toString("base64url")}`;
}

/** Whether a token was signed here for this document and has not expired. */
export function verifyDownloadToken(
  authSecret: string,
  documentId: string,
  token: string | null | undefined,
  now = Date.now(),
): boolean {
  const match = token ? /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match) return false;
  const expires = Number.parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
  const given = Buffer.from(match[2]!, "base64url");
  const expected = mac(authSecret, documentId, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
