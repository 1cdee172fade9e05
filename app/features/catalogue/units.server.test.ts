import { describe, expect, it } from "vitest";
import { UNITS_COOKIE_NAME, unitsCookie, unitsReturnPath, unitSystemOf } from "./units.server";

const withCookie = (cookie?: string) =>
  new Request("https://example.com/drum-screen", cookie ? { headers: { Cookie: cookie } } : {});

describe("the units cookie", () => {
  it("is one of the site's own cookies, which the page cache renders afresh for", () => {
    expect(UNITS_COOKIE_NAME).toMatch(/^site\./);
  });

  it("reads US customary from its value, metric without it or with anything else", () => {
    expect(unitSystemOf(withCookie("a=1; site.units=us; b=2"))).toBe("us");
    expect(unitSystemOf(withCookie())).toBe("metric");
    expect(unitSystemOf(withCookie("site.units=metric"))).toBe("metric");
    expect(unitSystemOf(withCookie("site.units=imperial"))).toBe("metric");
    expect(unitSystemOf(withCookie("othersite.units=us"))).toBe("metric");
  });

  it("stores US for a year and deletes itself for metric", () => {
    expect(unitsCookie("us", true)).toBe(
      "site.units=us; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly; Secure",
    );
    expect(unitsCookie("metric", false)).toBe("site.units=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly");
  });

  it("goes back only to a path of this site", () => {
    expect(unitsReturnPath("/es/tamiz-de-tambor-rotativo?x=1")).toBe("/es/tamiz-de-tambor-rotativo?x=1");
    for (const value of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "/a\r\nSet-Cookie: x",
      "",
      null,
    ])
      expect(unitsReturnPath(value)).toBeUndefined();
  });
});
