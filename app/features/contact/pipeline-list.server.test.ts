import { describe, expect, it } from "vitest";
import {
  agoText,
  dayText,
  pipelineFilterFrom,
  pipelineFilterParams,
  type PipelineFilter,
} from "./pipeline-list.server";

const from = (query: string) => pipelineFilterFrom(new URLSearchParams(query));

const DEFAULT: PipelineFilter = {
  status: "open",
  owner: "all",
  overdue: false,
  spam: false,
  kind: "all",
  q: "",
  sort: "age",
};

describe("pipelineFilterFrom", () => {
  it("asks for the open requests of everyone, oldest first, by default", () => {
    expect(from("")).toEqual(DEFAULT);
  });

  it("reads each status, the open ones and all of them", () => {
    for (const status of ["new", "in_progress", "quoted", "won", "lost", "closed", "open", "all"] as const)
      expect(from(`status=${status}`).status, status).toBe(status);
    // The old list's statuses, or nonsense, are the default.
    for (const status of ["handled", "spam", "delivery_failed", "NEW", ""])
      expect(from(`status=${status}`).status, status).toBe("open");
  });

  it("reads the owner as everyone, me, nobody or one account's id", () => {
    expect(from("owner=me").owner).toBe("me");
    expect(from("owner=none").owner).toBe("none");
    expect(from("owner=all").owner).toBe("all");
    expect(from("owner=").owner).toBe("all");
    expect(from("owner=Ab3_x-9").owner).toEqual({ userId: "Ab3_x-9" });
    // Not an id the auth library makes: everyone, not a query for a strange value.
    for (const owner of ["a b", "x'; drop", "é", "a".repeat(65)])
      expect(from(`owner=${encodeURIComponent(owner)}`).owner, owner).toBe("all");
  });

  it("reads overdue and spam only as 1", () => {
    expect(from("overdue=1").overdue).toBe(true);
    expect(from("overdue=true").overdue).toBe(false);
    expect(from("spam=1").spam).toBe(true);
    expect(from("spam=yes").spam).toBe(false);
  });

  it("shows spam of every status unless a status is asked for", () => {
    expect(from("spam=1").status).toBe("all");
    expect(from("spam=1&status=open").status).toBe("open");
    expect(from("spam=1&status=won").status).toBe("won");
  });

  it("reads the kind, the search and the order", () => {
    expect(from("kind=quote").kind).toBe("quote");
    expect(from("kind=contact").kind).toBe("contact");
    expect(from("kind=order").kind).toBe("all");
    expect(from("q=%20%20Norte%20").q).toBe("Norte");
    expect(from(`q=${"x".repeat(300)}`).q).toHaveLength(200);
    expect(from("sort=newest").sort).toBe("newest");
    expect(from("sort=next_action").sort).toBe("next_action");
    expect(from("sort=name").sort).toBe("age");
  });

  it("is written back as the query it was read from, its defaults left out", () => {
    expect(pipelineFilterParams(DEFAULT).toString()).toBe("");
    for (const query of [
      "status=won&owner=me&overdue=1&kind=quote&q=norte&sort=newest",
      "status=open&spam=1",
      "spam=1",
      "owner=abc123&sort=next_action",
      "status=all&owner=none",
    ]) {
      const filter = from(query);
      expect(from(pipelineFilterParams(filter).toString()), query).toEqual(filter);
    }
    expect(pipelineFilterParams(from("spam=1")).toString()).toBe("spam=1");
    expect(pipelineFilterParams(from("owner=abc123")).get("owner")).toBe("abc123");
  });
});

describe("the list's dates in words", () => {
  const now = new Date("2026-03-12T15:00:00Z");

  it("says how long ago up to a month, then the date", () => {
    expect(agoText(new Date("2026-03-12T14:55:00Z"), now, "en")).toBe("5 minutes ago");
    expect(agoText(new Date("2026-03-12T12:00:00Z"), now, "en")).toBe("3 hours ago");
    expect(agoText(new Date("2026-03-09T12:00:00Z"), now, "en")).toBe("3 days ago");
    expect(agoText(new Date("2026-03-09T12:00:00Z"), now, "es")).toBe("hace 3 días");
    expect(agoText(new Date("2026-03-11T14:00:00Z"), now, "en")).toBe("yesterday");
    expect(agoText(new Date("2026-01-02T12:00:00Z"), now, "en")).toBe("2 Jan 2026");
  });

  it("writes a calendar day in each language, whatever the server's time zone", () => {
    expect(dayText("2026-03-01", "en")).toBe("1 Mar 2026");
    expect(dayText("2026-03-01", "es")).toBe("1 mar 2026");
  });
});
