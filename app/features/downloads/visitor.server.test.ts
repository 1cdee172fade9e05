import { describe, expect, it } from "vitest";
import {
  DOWNLOAD_LINK_DAYS,
  givenDetailsCookie,
  hasGivenDetails,
  signDownloadToken,
  verifyDownloadToken,
} from "./visitor.server";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const OTHER_SECRET = "another-secret-of-at-least-thirty-two-chars";
const DOCUMENT = "4c1f6a2e-9b7d-4e3a-8f00-1234567890ab";
const OTHER = "4c1f6a2e-9b7d-4e3a-8f00-1234567890ac";
const DAY = 24 * 60 * 60 * 1000;

describe("an e-mailed link's token", () => {
  const now = Date.UTC(2026, 11, 6, 12);
  const token = signDownloadToken(SECRET, DOCUMENT, now);

  it("opens its document for a week", () => {
    expect(DOWNLOAD_LINK_DAYS).toBe(7);
    expect(verifyDownloadToken(SECRET, DOCUMENT, token, now)).toBe(true);
    expect(verifyDownloadToken(SECRET, DOCUMENT, token, now + 7 * DAY - 1000)).toBe(true);
    expect(verifyDownloadToken(SECRET, DOCUMENT, token, now + 7 * DAY)).toBe(false);
  });

  it("opens no other document, and none with another site's key", () => {
    expect(verifyDownloadToken(SECRET, OTHER, token, now)).toBe(false);
    expect(verifyDownloadToken(OTHER_SECRET, DOCUMENT, token, now)).toBe(false);
  });

  it("is refused when changed, cut or missing", () => {
    const [expires, signature] = token.split(".") as [string, string];
    const later = (Number.parseInt(expires, 36) + 365 * 24 * 3600).toString(36);
    expect(verifyDownloadToken(SECRET, DOCUMENT, `${later}.${signature}`, now)).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(verifyDownloadToken(SECRET, DOCUMENT, `${expires}.${flipped}`, now)).toBe(false);
    expect(verifyDownloadToken(SECRET, DOCUMENT, `${expires}.${signature.slice(1)}`, now)).toBe(false);
    for (const bad of [undefined, null, "", ".", expires, `${expires}.`, "zzz.zzz", `${token}.x`])
      expect(verifyDownloadToken(SECRET, DOCUMENT, bad, now), String(bad)).toBe(false);
  });
});

describe("the visitor's cookie", () => {
  const request = (cookie?: string) =>
    new Request("http://site.test/downloads", cookie ? { headers: { Cookie: cookie } } : {});

  it("is kept a year, for the whole site, out of scripts' reach, secure on https", async () => {
    const header = await givenDetailsCookie(SECRET, true, 1_700_000_000_000);
    expect(header).toMatch(/^site\.downloads=/);
    expect(header).toContain("Max-Age=31536000");
    expect(header).toContain("Path=/");
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Secure");
    expect(await givenDetailsCookie(SECRET, false)).not.toContain("Secure");
  });

  it("says the visitor gave their details only when signed with this site's key", async () => {
    const value = (await givenDetailsCookie(SECRET, false)).split(";")[0]!;
    expect(await hasGivenDetails(request(value), SECRET)).toBe(true);
    expect(await hasGivenDetails(request(`site.quote=abc; ${value}`), SECRET)).toBe(true);
    expect(await hasGivenDetails(request(value), OTHER_SECRET)).toBe(false);
    expect(await hasGivenDetails(request(`${value}x`), SECRET)).toBe(false);
    expect(await hasGivenDetails(request("site.downloads=MTcwMDAwMDAwMDAwMA%3D%3D"), SECRET)).toBe(false);
    expect(await hasGivenDetails(request(), SECRET)).toBe(false);
  });
});
