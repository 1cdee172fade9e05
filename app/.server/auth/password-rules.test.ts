import { describe, expect, it } from "vitest";
import {
  checkNewPassword,
  PASSWORD_RULE_MESSAGES,
  siteContextWords,
  type PasswordRuleCode,
} from "./password-rules";

const EMAIL = "maria.lopez@example.com";
const siteWords = siteContextWords("https://www.akvaris-water.com");
const check = (password: string, email = EMAIL) => checkNewPassword(password, { email, siteWords });

describe("new password rules", () => {
  it("accepts long passphrases of any composition: spaces, capitals or none, Unicode", () => {
    for (const password of [
      "clarifier-sludge-42-weir",
      "correct horse battery staple",
      "tres tristes tigres comen trigo",
      "Ñandú pingüino 2026",
      "лодка плывёт по реке",
      "水処理の装置を作る会社",
      "🐳🌊 whale in the water",
      "gx7!Qm2zR",
    ]) {
      expect(check(password), password).toBeNull();
    }
  });

  it.each<[string, PasswordRuleCode]>([
    ["\0\0\0\0\0\0\0\0", "PASSWORD_CONTROL_CHARACTERS"],
    ["good passphrase\twith a tab", "PASSWORD_CONTROL_CHARACTERS"],
    ["line one\nline two here", "PASSWORD_CONTROL_CHARACTERS"],
    ["delete\u007fcharacter here", "PASSWORD_CONTROL_CHARACTERS"],
    ["c1 control\u0085 character", "PASSWORD_CONTROL_CHARACTERS"],
    ["short7!", "PASSWORD_TOO_SHORT"],
    ["🐳🌊🐳🌊", "PASSWORD_TOO_SHORT"], // 8 UTF-16 units, but 4 characters
    ["x".repeat(60) + "clarifier-sludge-42-weir".repeat(3) + "y".repeat(10), "PASSWORD_TOO_LONG"],
    ["        ", "PASSWORD_REPETITIVE"],
    ["aaaaaaaa", "PASSWORD_REPETITIVE"],
    ["AAAAAAAAAAAA", "PASSWORD_REPETITIVE"],
    ["ａａａａａａａａ", "PASSWORD_REPETITIVE"], // full-width, folded by NFKC
    ["aaaaaaab", "PASSWORD_REPETITIVE"],
    ["12341234", "PASSWORD_REPETITIVE"],
    ["abcabcab", "PASSWORD_REPETITIVE"],
    ["passpass", "PASSWORD_REPETITIVE"],
    ["xyz!xyz!xyz!", "PASSWORD_REPETITIVE"],
    ["abcdefgh", "PASSWORD_SEQUENTIAL"],
    ["ABCDEFGHIJ", "PASSWORD_SEQUENTIAL"],
    ["87654321", "PASSWORD_SEQUENTIAL"],
    ["hgfedcba", "PASSWORD_SEQUENTIAL"],
    ["1234abcd", "PASSWORD_SEQUENTIAL"],
    ["78901234", "PASSWORD_SEQUENTIAL"],
    [EMAIL, "PASSWORD_CONTAINS_EMAIL"],
    [EMAIL.toUpperCase(), "PASSWORD_CONTAINS_EMAIL"],
    ["maria.lopez", "PASSWORD_CONTAINS_EMAIL"],
    ["maria.lopez2026!", "PASSWORD_CONTAINS_EMAIL"],
    ["akvaris", "PASSWORD_TOO_SHORT"],
    ["akvaris2026", "PASSWORD_CONTAINS_SITE_NAME"],
    ["My Akvaris account", "PASSWORD_CONTAINS_SITE_NAME"],
    ["akvaris-water.com", "PASSWORD_CONTAINS_SITE_NAME"],
    ["ＡＫＶＡＲＩＳ１２３", "PASSWORD_CONTAINS_SITE_NAME"],
    ["password1", "PASSWORD_TOO_COMMON"],
    ["Sunshine1", "PASSWORD_TOO_COMMON"],
    ["12345678", "PASSWORD_SEQUENTIAL"],
    ["qwertyuiop", "PASSWORD_TOO_COMMON"],
    ["iloveyou", "PASSWORD_TOO_COMMON"],
  ])("refuses %j: %s", (password, code) => {
    expect(check(password)).toBe(code);
  });

  it("reads the site's host from its address, whatever it is", () => {
    const words = siteContextWords("https://portal.clearwater-systems.example");
    expect(words).toEqual(
      expect.arrayContaining(["akvaris", "portal.clearwater-systems.example", "clearwater-systems"]),
    );
    expect(checkNewPassword("clearwater-systems 9", { email: EMAIL, siteWords: words })).toBe(
      "PASSWORD_CONTAINS_SITE_NAME",
    );
    // An IP address or a short label is no word of the site's.
    expect(siteContextWords("http://127.0.0.1:3000")).not.toContain("127.0.0.1");
    expect(siteContextWords("http://web.test")).not.toContain("web");
  });

  it("checks a short local part only as the whole address", () => {
    expect(check("jo@example.com plus more", "jo@example.com")).toBe("PASSWORD_CONTAINS_EMAIL");
    expect(check("jovial harbour lights", "jo@example.com")).toBeNull();
  });

  it("has a message for every rule", () => {
    for (const [code, message] of Object.entries(PASSWORD_RULE_MESSAGES)) {
      expect(message, code).toMatch(/^[A-Z].{20,}\.$/);
    }
  });
});
