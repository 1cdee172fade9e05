import { describe, expect, it } from "vitest";
import { isValidHost, pagePathOf } from "./request-guards";

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

describe("pagePathOf", () => {
  it("finds the page of React Router's data requests", () => {
    expect(pagePathOf("/auth.data")).toBe("/auth");
    expect(pagePathOf("/es/admin/panel.data")).toBe("/es/admin/panel");
    expect(pagePathOf("/_.data")).toBe("/");
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/about-us")).toBe("/about-us");
  });
});
