import { describe, expect, it } from "vitest";
import { normaliseForSearch } from "~/lib/normalise-for-search";
import { SEARCH_FOLD } from "./schema";

describe("the posts' search text, folded in the database", () => {
  it("turns each accented letter into the plain letter a query is folded to", () => {
    const { accented, plain } = SEARCH_FOLD;
    expect(plain).toHaveLength(accented.length);
    expect(plain).toMatch(/^[a-z]+$/);
    for (const [i, letter] of [...accented].entries()) expect(plain[i]).toBe(normaliseForSearch(letter));
    // Spanish's accented letters are all there, in both cases.
    for (const letter of "áéíóúüñÁÉÍÓÚÜÑ") expect(accented).toContain(letter);
  });
});
