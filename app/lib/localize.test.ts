import { describe, expect, it } from "vitest";
import { localize } from "./localize";

describe("localize", () => {
  it("picks one language throughout, leaving images whole", () => {
    const image = { src: "a/b", slot: "card", alt: { en: "A pump", es: "Una bomba" } };
    const content = {
      title: { en: "Pumps", es: "Bombas" },
      paragraphs: { en: ["One", "Two"], es: ["Uno", "Dos"] },
      items: [{ name: { en: "Valve", es: "Válvula" }, count: 3 }],
      image,
    };
    expect(localize(content, "es")).toEqual({
      title: "Bombas",
      paragraphs: ["Uno", "Dos"],
      items: [{ name: "Válvula", count: 3 }],
      image,
    });
  });
});
