import { describe, expect, it } from "vitest";
import { isValidHost } from "./request-guards";

describe("isValidHost", () => {
  it("accepts names, IPv4 and bracketed IPv6 addresses, with or without a port", () => {
    for (const host of [
      "example.com",
      "localhost:3000",
      "127.0.0.1:8080",
      "[::1]",
      "[::1]:3000",
      "www.example.com.",
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it("refuses a missing, empty or malformed Host", () => {
    for (const host of [
      undefined,
      "",
      " ",
      "a b",
      "[::1",
      "a:99999",
      "a:0",
      "[nonsense]:80",
      "a..b",
      "-a.com",
      "a:",
    ]) {
      expect(isValidHost(host), String(host)).toBe(false);
    }
  });
});
