import { describe, expect, it } from "vitest";
import { seedItems } from "~/.server/content/seed-items";
import { productSchema } from "~/lib/content/schemas";
import { contentFormSpec, imageSourcesOf } from "./content-form-spec.server";
import { applyListOp, dataFromForm, formEntries, parseListOp, readNumber } from "./content-form";

const sources = imageSourcesOf(seedItems().map((item) => item.data));
const spec = contentFormSpec("product", sources);
const drum = seedItems().find((item) => item.key === "drum-screen")!.data as unknown as {
  page: { paragraphs: { es: string[] }; keyFacts: { es: string[] }; gallery: unknown[] };
};

/** The item as a browser would post its form, and read back. */
const roundTrip = (data: unknown, forSave = true) => {
  const entries = formEntries(spec, data);
  const map = new Map(entries);
  return dataFromForm(
    spec,
    (name) => map.get(name),
    entries.map(([name]) => name),
    forSave,
  );
};

describe("the content form", () => {
  it("names each field by its path and reads every item of the seed back unchanged", () => {
    const names = formEntries(spec, drum).map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(["name.en", "name.es", "page._present", "page.gallery.1.alt.es"]),
    );
    for (const item of seedItems()) {
      const typeSpec = contentFormSpec(item.type, sources);
      const entries = formEntries(typeSpec, item.data);
      const map = new Map(entries);
      const read = dataFromForm(
        typeSpec,
        (name) => map.get(name),
        entries.map(([name]) => name),
        true,
      );
      expect(read, `${item.type} ${item.key}`).toEqual(item.data);
    }
  });

  it("leaves out a product's own page when its box is unchecked, and empty paragraphs on save", () => {
    const withoutPage = formEntries(spec, drum).filter(([name]) => name !== "page._present");
    const map = new Map(withoutPage);
    const read = dataFromForm(
      spec,
      (name) => map.get(name),
      withoutPage.map(([name]) => name),
      true,
    ) as Record<string, unknown>;
    expect(read.page).toBeUndefined();
    expect(productSchema.safeParse(read).success).toBe(true);
    const blank = structuredClone(drum);
    blank.page.paragraphs.es.push("   ");
    expect((roundTrip(blank) as typeof drum).page.paragraphs.es).toEqual(drum.page.paragraphs.es);
    const blankKeyFact = structuredClone(drum);
    blankKeyFact.page.keyFacts.es.push("   ");
    expect((roundTrip(blankKeyFact) as typeof drum).page.keyFacts.es).toEqual(drum.page.keyFacts.es);
    expect((roundTrip(blankKeyFact, false) as typeof drum).page.keyFacts.es).toHaveLength(
      drum.page.keyFacts.es.length + 1,
    );
  });

  it("holds a language's paragraphs in one field, separated by blank lines", () => {
    const entries = new Map(formEntries(spec, drum));
    expect(entries.get("page.paragraphs.es")).toBe(drum.page.paragraphs.es.join("\n\n"));
    expect([...entries.keys()].some((name) => name.startsWith("page.paragraphs.es."))).toBe(false);
    // Typed by hand: extra blank lines, a line break inside a paragraph, spaces around.
    entries.set("page.paragraphs.es", "  One **bold**\nline.\r\n\r\n\n  Two [link](/es/contacto).  \n \n");
    const read = dataFromForm(spec, (name) => entries.get(name), [...entries.keys()], true) as typeof drum;
    expect(read.page.paragraphs.es).toEqual(["One **bold** line.", "Two [link](/es/contacto)."]);
  });

  it("adds, moves and removes list entries", () => {
    const added = applyListOp(spec, drum, parseListOp("add:page.gallery")!) as typeof drum;
    expect(added.page.gallery).toHaveLength(drum.page.gallery.length + 1);
    expect(added.page.gallery.at(-1)).toMatchObject({ alt: { en: "", es: "" }, title: { en: "", es: "" } });
    const moved = applyListOp(spec, drum, parseListOp("down:page.gallery.0")!) as typeof drum;
    expect(moved.page.gallery[1]).toEqual(drum.page.gallery[0]);
    const removed = applyListOp(spec, drum, parseListOp("remove:page.keyFacts.es.0")!) as typeof drum;
    expect(removed.page.keyFacts.es).toEqual(drum.page.keyFacts.es.slice(1));
    expect(applyListOp(spec, drum, parseListOp("add:name")!)).toBe(drum);
    expect(parseListOp("drop:page.gallery")).toBeUndefined();
  });

  it("moves a dragged entry to where it is dropped, and reads a library image's choice", () => {
    const gallery = drum.page.gallery;
    const dropped = applyListOp(spec, drum, parseListOp("move:page.gallery.0.2")!) as typeof drum;
    expect(dropped.page.gallery).toEqual([gallery[1], gallery[2], gallery[0], ...gallery.slice(3)]);
    const back = applyListOp(spec, dropped, parseListOp("move:page.gallery.2.0")!) as typeof drum;
    expect(back.page.gallery).toEqual(gallery);
    expect(applyListOp(spec, drum, parseListOp("move:page.gallery.0.99")!)).toEqual(drum);
    expect(parseListOp("move:page.gallery.x.1")).toBeUndefined();

    const id = "0b6d3c1e-4a5f-4f7e-9c1d-2a3b4c5d6e7f";
    const withMedia = structuredClone(drum) as typeof drum & { image: Record<string, unknown> };
    withMedia.image.media = id;
    withMedia.image.alt = { en: "", es: "" };
    const read = roundTrip(withMedia) as typeof withMedia;
    expect(read.image).toMatchObject({ media: id, alt: { en: "", es: "" } });
    expect(productSchema.safeParse(read).success).toBe(true);
    // Without a library image, the alt text's English is required as before.
    const without = structuredClone(read);
    delete without.image.media;
    const checked = productSchema.safeParse(without);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(["image", "alt", "en"]);
    // An empty choice keeps the seed's artwork: the field is left out.
    expect((roundTrip(drum) as typeof withMedia).image.media).toBeUndefined();
  });
});

describe("a number as typed", () => {
  it("reads a decimal with either language's mark", () => {
    expect(readNumber("1.5", false)).toBe(1.5);
    expect(readNumber("1,5", false)).toBe(1.5);
    expect(readNumber("40,4168", false)).toBe(40.4168);
    expect(readNumber(" -3,75 ", false)).toBe(-3.75);
    // Thousands grouped one way, the decimal mark the other.
    expect(readNumber("1.234.567,5", false)).toBe(1234567.5);
    expect(readNumber("1,234,567.5", false)).toBe(1234567.5);
  });

  it("reads a whole number with its thousands grouped by a space, a comma or a point", () => {
    for (const typed of ["12000", "12 000", "12\u00a0000", "12,000", "12.000"])
      expect(readNumber(typed, true), typed).toBe(12000);
    expect(readNumber("1.234.567", true)).toBe(1234567);
  });

  it("keeps what is typed when it is no number of its kind, for the schema to say so", () => {
    // A whole number has no decimal mark: 1,5 is neither 15 nor 1.5.
    expect(readNumber("1,5", true)).toBe("1,5");
    expect(readNumber("1.5", true)).toBe("1.5");
    expect(readNumber("abc", true)).toBe("abc");
    expect(readNumber("abc", false)).toBe("abc");
    expect(readNumber("12,00,0", true)).toBe("12,00,0");
    expect(readNumber("1,", false)).toBe("1,");
    expect(readNumber("", true)).toBe("");
  });

  it("is read from a form by the field's kind", () => {
    const spec = {
      kind: "group" as const,
      fields: [
        { name: "latitude", optional: false, spec: { kind: "number" as const } },
        { name: "capacity", optional: false, spec: { kind: "number" as const, integer: true } },
      ],
    };
    const form = new Map([
      ["latitude", "40,4168"],
      ["capacity", "12 000"],
    ]);
    expect(dataFromForm(spec, (name) => form.get(name), [...form.keys()], true)).toEqual({
      latitude: 40.4168,
      capacity: 12000,
    });
  });
});
