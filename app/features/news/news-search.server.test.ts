import { describe, expect, it } from "vitest";
import { normaliseForSearch } from "~/lib/normalise-for-search";
import { foldedInDatabase } from "./news-search.server";

describe("the news search's folding", () => {
  it("turns each accented letter into the same plain letter the query is folded to", () => {
    const { accented, plain } = foldedInDatabase;
    expect(plain).toHaveLength(accented.length);
    expect(plain).toMatch(/^[a-z]+$/);
    for (const [i, letter] of [...accented].entries()) expect(plain[i]).toBe(normaliseForSearch(letter));
    // Spanish's accented letters are all there, in both cases.
    for (const letter of "áéíóúüñÁÉÍÓÚÜÑ") expect(accented).toContain(letter);
  });
});
