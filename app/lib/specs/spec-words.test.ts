import { describe, expect, it } from "vitest";
import { dictionaries, serverT } from "~/i18n/messages.server";
import { specWords } from "./spec-words";

describe("specWords", () => {
  it("takes yes, no and a range's join from the specs group, in each language", () => {
    expect(specWords((key) => serverT("en", key))).toEqual({ yes: "Yes", no: "No", rangeJoin: "to" });
    expect(specWords((key) => serverT("es", key))).toEqual({ yes: "Sí", no: "No", rangeJoin: "a" });
  });

  it("reads the keys it is given through the translator (a page's `t` as well as the server's)", () => {
    const asked: string[] = [];
    specWords((key) => (asked.push(key), key));
    expect(asked.sort()).toEqual(["specs.no", "specs.rangeJoin", "specs.yes"]);
    for (const key of asked) expect(dictionaries.es.specs[key.split(".")[1] as "yes"]).toBeTruthy();
  });
});
