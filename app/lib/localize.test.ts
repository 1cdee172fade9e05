import { describe, expect, it } from "vitest";
import { localize } from "./localize";

describe("localize", () => {
  it("picks one language throughout, images included", () => {
    const image = {
      src: "a/b",
      slot: "card",
      alt: { en: "A pump", es: "Una bomba" },
      label: { en: "Pump", es: "Bomba" },
    } as const;
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
      image: { src: "a/b", slot: "card", alt: "Una bomba" },
    });
  });
});
