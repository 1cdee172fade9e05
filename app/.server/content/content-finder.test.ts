import { describe, expect, it } from "vitest";
import {
  contentQueryParams,
  foldText,
  matchesState,
  readContentQuery,
  type FoundContent,
} from "./content-finder";

const row = (over: Partial<FoundContent>): FoundContent => ({
  id: "1",
  type: "product",
  key: "drum-screen",
  publishedVersion: 1,
  latestVersion: 1,
  missingSpanish: 0,
  staleSpanish: 0,
  changedAt: new Date(0),
  ...over,
});

describe("the content list's query", () => {
  it("reads the address's parameters, dropping what it does not know", () => {
    expect(
      readContentQuery(new URLSearchParams("q=%20drum%20&type=product&state=draft&sort=name&page=2")),
    ).toEqual({ q: "drum", type: "product", state: "draft", sort: "name", page: 2 });
    expect(readContentQuery(new URLSearchParams("type=nope&state=odd&sort=up&page=0"))).toEqual({
      q: "",
      sort: "-changed",
      page: 1,
    });
    expect(readContentQuery(new URLSearchParams("missing=1")).state).toBe("missing-es");
    expect(readContentQuery(new URLSearchParams(`q=${"x".repeat(300)}`)).q).toHaveLength(200);
  });

  it("writes it back without its defaults", () => {
    const query = readContentQuery(new URLSearchParams("q=a&state=stale-es&page=3"));
    expect(contentQueryParams(query).toString()).toBe("q=a&state=stale-es");
  });

  it("compares texts without case or accents", () => {
    expect(foldText("Cámara CIGÜEÑA")).toBe("camara ciguena");
  });

  it("tells each state", () => {
    const draft = row({ pending: { state: "draft" }, latestVersion: 2 });
    const never = row({ publishedVersion: null });
    const scheduled = row({ pending: { state: "scheduled", publishAt: new Date(1) } });
    const published = row({});
    expect([draft, never, scheduled, published].map((entry) => matchesState(entry, "draft"))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([draft, never, scheduled, published].map((entry) => matchesState(entry, "published"))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(matchesState(scheduled, "scheduled")).toBe(true);
    expect(matchesState(row({ missingSpanish: 2 }), "missing-es")).toBe(true);
    expect(matchesState(row({ staleSpanish: 1 }), "stale-es")).toBe(true);
    expect(matchesState(published, "stale-es")).toBe(false);
  });
});
