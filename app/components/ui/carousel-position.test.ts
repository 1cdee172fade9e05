import { describe, expect, it } from "vitest";
import { slidesAround, wrapIndex } from "./carousel-position";

describe("wrapIndex", () => {
  it("keeps a slide number that is already in range", () => {
    expect(wrapIndex(0, 8)).toBe(0);
    expect(wrapIndex(5, 8)).toBe(5);
    expect(wrapIndex(7, 8)).toBe(7);
  });

  it("goes from the first slide back to the last, and from after the last to the first", () => {
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(8, 8)).toBe(0);
  });

  it("wraps any distance, both ways", () => {
    expect(wrapIndex(-9, 8)).toBe(7);
    expect(wrapIndex(17, 8)).toBe(1);
    expect(wrapIndex(-3, 3)).toBe(0);
  });

  it("answers 0 for a carousel without slides", () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("slidesAround", () => {
  it("gives the slide, the next and the previous", () => {
    expect(slidesAround(3, 8)).toEqual([3, 4, 2]);
  });

  it("wraps at both ends", () => {
    expect(slidesAround(0, 8)).toEqual([0, 1, 7]);
    expect(slidesAround(7, 8)).toEqual([7, 0, 6]);
  });

  it("names each slide once when there are fewer than three", () => {
    expect(slidesAround(0, 2)).toEqual([0, 1]);
    expect(slidesAround(0, 1)).toEqual([0]);
  });
});
