import { describe, expect, it } from "vitest";
import { commonPasswordCount, isCommonPassword } from "./common-passwords";

describe("common passwords", () => {
  it("holds at least the 10,000 most common passwords", () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it("finds common passwords of sign-up length whatever their case", () => {
    for (const password of ["password", "12345678", "qwertyuiop", "iloveyou", "PassWord", "Football1"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("lets an uncommon passphrase through", () => {
    expect(isCommonPassword("clarifier-sludge-42-weir")).toBe(false);
    expect(isCommonPassword("")).toBe(false);
  });
});
