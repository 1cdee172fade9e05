import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a database that cannot be reached or is not taking queries, however deeply wrapped", () => {
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01")),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode("connection failure", "08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("PGlite is closed"))).toBe(true);
    const wrapped = new Error("Failed query: insert into ...", {
      cause: withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("does not take a rejected query or a bug for an outage", () => {
    expect(
      isDatabaseUnavailable(withCode('duplicate key value violates unique constraint "x"', "23505")),
    ).toBe(false);
    expect(isDatabaseUnavailable(withCode('relation "x" does not exist', "42P01"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("a string")).toBe(false);
  });
});
