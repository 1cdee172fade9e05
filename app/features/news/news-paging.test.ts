import { describe, expect, it } from "vitest";
import { pageCount, pageHref, pageLinkItems, parsePageParam } from "./news-paging";

const labels = (current: number, last: number) =>
  pageLinkItems(current, last).map((item) => (item.kind === "gap" ? "…" : String(item.page)));

describe("the news list's page number", () => {
  it("is 1 without ?page, and the number itself from 2 up", () => {
    expect(parsePageParam(null, 9)).toEqual({ kind: "page", page: 1 });
    expect(parsePageParam("2", 9)).toEqual({ kind: "page", page: 2 });
    expect(parsePageParam("4711", 9)).toEqual({ kind: "page", page: 4711 });
  });

  it("sends ?page=1 and every malformed value to page 1's canonical address", () => {
    for (const raw of ["1", "0", "-1", "abc", "1.5", "2.0", "02", "+2", " 2", "2 ", "", "1e3", "0x10", "٢"]) {
      expect(parsePageParam(raw, 9), raw).toEqual({ kind: "first-page" });
    }
  });

  it("answers not found for a whole number no list can reach", () => {
    expect(parsePageParam("100000000000000000000", 9)).toEqual({ kind: "beyond" });
    expect(parsePageParam(String(Number.MAX_SAFE_INTEGER), 9)).toEqual({ kind: "beyond" });
    expect(parsePageParam(String(Math.floor(Number.MAX_SAFE_INTEGER / 9)), 9).kind).toBe("page");
  });

  it("counts pages, an empty list having one", () => {
    expect([0, 1, 9, 10, 18, 19].map((total) => pageCount(total, 9))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it("links page 1 without ?page", () => {
    expect(pageHref("/media-center", 1)).toBe("/media-center");
    expect(pageHref("/es/centro-de-medios", 3)).toBe("/es/centro-de-medios?page=3");
  });

  it("shows the first, the last and the current page with its neighbours, with gaps", () => {
    expect(labels(1, 1)).toEqual(["1"]);
    expect(labels(2, 3)).toEqual(["1", "2", "3"]);
    expect(labels(1, 10)).toEqual(["1", "2", "…", "10"]);
    expect(labels(3, 10)).toEqual(["1", "2", "3", "4", "…", "10"]);
    expect(labels(4, 10)).toEqual(["1", "2", "3", "4", "5", "…", "10"]);
    expect(labels(5, 10)).toEqual(["1", "…", "4", "5", "6", "…", "10"]);
    expect(labels(10, 10)).toEqual(["1", "…", "9", "10"]);
    expect(labels(5, 7)).toEqual(["1", "…", "4", "5", "6", "7"]);
    expect(labels(4, 7)).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
  });
});
