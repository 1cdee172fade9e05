import { describe, expect, it } from "vitest";
import { dictionaryKeys, translate } from "./dictionary";
import { dictionaries } from "./messages.server";

describe("dictionaries", () => {
  it("Spanish has exactly the keys English has", () => {
    const en = dictionaryKeys(dictionaries.en).sort();
    const es = dictionaryKeys(dictionaries.es).sort();
    expect(es.filter((key) => !en.includes(key))).toEqual([]);
    expect(en.filter((key) => !es.includes(key))).toEqual([]);
  });

  it("no text is empty in either language", () => {
    for (const dictionary of Object.values(dictionaries)) {
      for (const key of dictionaryKeys(dictionary)) {
        expect(translate(dictionary, key).trim(), key).not.toBe("");
      }
    }
  });

  it("a missing key shows the key itself", () => {
    expect(translate(dictionaries.en, "nav.nothingHere")).toBe("nav.nothingHere");
    expect(translate(dictionaries.es, "notFound")).toBe("notFound");
  });

  it("fills placeholders", () => {
    const dictionary = { greeting: "Hello, {name}! {missing}" } as never;
    expect(translate(dictionary, "greeting", { name: "Ana" })).toBe("Hello, Ana! {missing}");
  });
});
