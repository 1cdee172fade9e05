import { describe, expect, it } from "vitest";
import { NEWS_RESERVED, SEARCH_LIMIT, shareResultPlaces } from "./search-types";

describe("sharing the ten places between the instant results and the news", () => {
  it("keeps three places for the news while they are on their way", () => {
    expect(shareResultPlaces(15)).toEqual({ instant: SEARCH_LIMIT - NEWS_RESERVED, news: 0 });
    expect(shareResultPlaces(4)).toEqual({ instant: 4, news: 0 });
  });

  it("gives the news their three places, or every place the others leave free", () => {
    expect(shareResultPlaces(15, 6)).toEqual({ instant: 7, news: 3 });
    expect(shareResultPlaces(15, 1)).toEqual({ instant: 9, news: 1 });
    expect(shareResultPlaces(15, 0)).toEqual({ instant: 10, news: 0 });
    expect(shareResultPlaces(2, 20)).toEqual({ instant: 2, news: 8 });
    expect(shareResultPlaces(0, 10)).toEqual({ instant: 0, news: 10 });
  });

  it("never shows more than ten, and never fewer instant results once the news arrive", () => {
    for (let instant = 0; instant <= 12; instant++) {
      for (let news = 0; news <= 12; news++) {
        const before = shareResultPlaces(instant);
        const after = shareResultPlaces(instant, news);
        expect(after.instant + after.news).toBe(Math.min(SEARCH_LIMIT, instant + news));
        expect(after.instant).toBeGreaterThanOrEqual(before.instant);
      }
    }
  });
});
