import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { seedItems } from "~/.server/content/seed-items";
import { missingTranslations, validateContent } from "./schemas";
import {
  blocksLeftInEnglish,
  changeVersions,
  translatableFields,
  translationStatus,
  withSpanish,
  listGaps,
} from "./translation-fields";
import { readXliff, targetText, writeXliff, type XliffProblem, type XliffUnitInput } from "./xliff";

const unit = (input: Partial<XliffUnitInput> & Pick<XliffUnitInput, "en" | "es">): XliffUnitInput => ({
  id: "service.odor-treatment.intro.0",
  kind: "paragraph",
  status: "translated",
  ...input,
});

/** Writes one unit, reads it back, and gives its target as the field's text. */
function roundTrip(input: XliffUnitInput) {
  const xml = writeXliff([{ id: "service.odor-treatment", units: [input] }]);
  const read = readXliff(xml);
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  const problems: XliffProblem[] = [];
  return { xml, text: targetText(read.units[0]!, input.kind, problems), problems };
}

describe("translatable fields", () => {
  it("names every text of the seed with an id that is an NMTOKEN and unique", () => {
    for (const item of seedItems()) {
      const fields = translatableFields(item.type, item.key, item.data);
      expect(fields.length, `${item.type} ${item.key}`).toBeGreaterThan(0);
      for (const field of fields) expect(field.id).toMatch(/^[A-Za-z0-9._-]+$/);
      expect(new Set(fields.map((field) => field.id)).size).toBe(fields.length);
      // Slugs are addresses, not texts.
      expect(fields.some((field) => field.path.includes("slug"))).toBe(false);
    }
  });

  it("tells paragraphs, list entries and texts apart", () => {
    const service = seedItems().find((item) => item.type === "service")!;
    const fields = translatableFields(service.type, service.key, service.data);
    expect(fields.find((field) => field.id === `service.${service.key}.title`)?.kind).toBe("text");
    expect(fields.find((field) => field.id === `service.${service.key}.intro.0`)?.kind).toBe("paragraph");
    const bullet = fields.find((field) => /\.sections\.\d+\.bullets\.0$/.test(field.id));
    expect(bullet?.kind).toBe("entry");
  });

  it("marks a field stale when its English changed after its Spanish", () => {
    const data = { en: "One", es: "Uno" };
    const item = (title: { en: string; es: string }) => ({ slug: { en: "a", es: "a" }, title });
    const fields = (title: { en: string; es: string }) => translatableFields("category", "a", item(title));
    const history = [
      { version: 1, data: item(data) },
      { version: 2, data: item({ en: "One, changed", es: "Uno" }) },
    ];
    const changes = changeVersions("category", "a", history);
    expect(translationStatus(fields({ en: "One, changed", es: "Uno" })[0]!, changes)).toBe("stale");
    const later = changeVersions("category", "a", [
      ...history,
      { version: 3, data: item({ en: "One, changed", es: "Uno, cambiado" }) },
    ]);
    expect(translationStatus(fields({ en: "One, changed", es: "Uno, cambiado" })[0]!, later)).toBe(
      "translated",
    );
    expect(translationStatus(fields({ en: "One", es: "" })[0]!, later)).toBe("missing");
  });

  it("sets Spanish texts and finds a list's gaps", () => {
    const data = { intro: { en: ["A", "B", "C"], es: ["a"] } };
    const fields = [
      { id: "x.y.intro.2", path: ["intro"], index: 2, kind: "paragraph" as const, en: "C", es: "" },
    ];
    const changed = withSpanish(data, [{ field: fields[0]!, es: "c" }]);
    expect(listGaps(changed)).toEqual([{ path: ["intro"], index: 1 }]);
    expect(data.intro.es).toEqual(["a"]);
  });
});

describe("XLIFF", () => {
  it("writes a well-formed XLIFF 2.0 document, escaped", () => {
    const xml = writeXliff([
      {
        id: "company.company",
        note: "Company <&>",
        units: [
          unit({
            id: "company.company.headquarters",
            kind: "text",
            en: 'A & B <c> "d"',
            es: "",
            status: "missing",
          }),
        ],
      },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="es">',
    );
    expect(xml).toContain("<source>A &amp; B &lt;c&gt; &quot;d&quot;</source>");
    expect(xml).not.toContain("<target>");
  });

  it("keeps bold, italic and links as paired codes and brings them back", () => {
    const en = "Read **our *new* guide** and [the contact page](/contact) or [mail](mailto:a@b.co).";
    const es =
      "Lea **nuestra *nueva* guía** y [la página de contacto](/es/contacto) o [correo](mailto:a@b.co).";
    const { xml, text, problems } = roundTrip(unit({ en, es }));
    expect(problems).toEqual([]);
    expect(text).toBe(es);
    expect(xml).toContain('<pc id="1" type="fmt" subType="xlf:b" dataRefStart="d1s" dataRefEnd="d1e">');
    expect(xml).toContain('type="fmt" subType="xlf:i"');
    expect(xml).toContain('<data id="d3e">](/contact)</data>');
    // The Spanish link to another address has a code of its own, with its address.
    expect(xml).toContain("](/es/contacto)</data>");
    // The mail link is the same in both: one code, shared.
    expect(xml.match(/\]\(mailto:a@b\.co\)<\/data>/g)).toHaveLength(1);
  });

  it("keeps escaped markup characters as text", () => {
    const es = "Un asterisco \\* y corchetes \\[x\\] y \\\\ barra";
    expect(roundTrip(unit({ en: "A star \\* here", es })).text).toBe(es);
    expect(roundTrip(unit({ kind: "text", en: "5 * 3 [x]", es: "5 * 3 [x] & <y>" })).text).toBe(
      "5 * 3 [x] & <y>",
    );
  });

  it("reads a translator's target: codes recognised by id, annotations kept as text, segments joined", () => {
    const xml = `<?xml version="1.0"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en-US" trgLang="es-ES">
  <file id="f"><group id="g"><unit id="service.x.intro.0">
    <originalData><data id="d1">**</data><data id="d2">](https://example.com/a)</data></originalData>
    <segment><source>Hello <pc id="1" type="fmt" subType="xlf:b">world</pc>.</source>
      <target>Hola <pc id="1">mundo</pc>.</target></segment>
    <segment><source> See <pc id="2" type="link" dataRefEnd="d2">this</pc>.</source>
      <target> Vea <mrk id="m1" type="term"><pc id="2">esto</pc></mrk> &amp; m&#225;s.</target></segment>
  </unit></group></file>
</xliff>`;
    const read = readXliff(xml);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const problems: XliffProblem[] = [];
    expect(targetText(read.units[0]!, "paragraph", problems)).toBe(
      "Hola **mundo**. Vea [esto](https://example.com/a) & más.",
    );
    expect(problems).toEqual([]);
  });

  it("names what is wrong", () => {
    const codes = (xml: string) => {
      const read = readXliff(xml);
      return read.ok ? [] : read.problems.map((problem) => problem.code);
    };
    const doc = (attributes: string, body = "") =>
      `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" ${attributes}><file id="f">${body}</file></xliff>`;
    expect(codes("not xml at all <")).toEqual(["notXml"]);
    expect(codes("<a><b></a>")).toEqual(["notXml"]);
    expect(codes('<!DOCTYPE x [<!ENTITY a "b">]><x/>')).toEqual(["doctype"]);
    expect(codes("<xliff version='1.2'/>")).toEqual(["notXliff"]);
    expect(codes(doc('version="1.2" srcLang="en" trgLang="es"'))).toEqual(["version"]);
    expect(codes(doc('version="2.0" srcLang="en" trgLang="fr"'))).toEqual(["trgLang"]);
    expect(codes(doc('version="2.0" srcLang="en" trgLang="es"'))).toEqual(["noUnits"]);
    expect(
      codes(
        doc(
          'version="2.0" srcLang="en" trgLang="es"',
          '<unit id="a.b.c"><segment><source>x</source><target>y <ph id="1"/></target></segment></unit><unit id="a.b.c"/>',
        ),
      ),
    ).toEqual(["unsupportedCode", "duplicateUnit"]);
    expect(codes(`<a>&nbsp;</a>`)).toEqual(["notXml"]);
    expect(codes(`<a>&amp; &lt; &eacute;</a>`)).toEqual(["notXml"]);
    // Nested deeper than any XLIFF document of the site: refused, not thrown.
    const nested = (depth: number) =>
      doc(
        'version="2.0" srcLang="en" trgLang="es"',
        `<unit id="a.b.c"><segment><source>x</source><target>${'<mrk id="m" translate="yes">'.repeat(depth)}y${"</mrk>".repeat(depth)}</target></segment></unit>`,
      );
    expect(codes(nested(100))).toEqual(["notXml"]);
    expect(readXliff(nested(100))).toMatchObject({
      problems: [{ detail: "elements are nested more than 32 deep" }],
    });
    expect(codes(nested(20_000))).toEqual(["notXml"]);

    const single = (target: string, kind: "paragraph" | "text" = "paragraph") => {
      const read = readXliff(
        doc(
          'version="2.0" srcLang="en" trgLang="es"',
          `<unit id="a.b.c"><segment><source>x</source><target>${target}</target></segment></unit>`,
        ),
      );
      if (!read.ok) throw new Error("unreadable");
      const problems: XliffProblem[] = [];
      targetText(read.units[0]!, kind, problems);
      return problems.map((problem) => problem.code);
    };
    expect(single("   ")).toEqual(["emptyTarget"]);
    expect(single('<pc id="9">x</pc>')).toEqual(["unknownCode"]);
    expect(single('<pc id="9" type="link">x</pc>')).toEqual(["linkAddress"]);
    expect(single('<pc id="9" type="fmt" subType="xlf:b">x</pc>', "text")).toEqual(["codeInPlainText"]);
  });
});

describe("a rich text's blocks (a post's body)", () => {
  const EN =
    '<p>Read <strong>our new guide</strong> and <a href="/contact">write to us</a>.</p>\n' +
    "<h2>What changes</h2>\n<ul><li>Faster start-up</li><li>Less sludge</li></ul>";
  const ES = [
    "Lea **nuestra nueva guía** y [escríbanos](/es/contacto).",
    "Qué cambia",
    "Arranque *más* rápido",
    "Menos lodo",
  ];
  const post = (es: string) => ({
    postType: "news",
    title: { en: "Our new guide", es: "Nuestra nueva guía" },
    excerpt: { en: "", es: "" },
    content: { en: EN, es },
  });
  const blocksOf = (data: unknown) =>
    translatableFields("post", "p1", data).filter((field) => field.kind === "block");

  it("makes each block with text a unit in the paragraphs' markup, not the HTML one text", () => {
    const fields = translatableFields("post", "p1", post(""));
    expect(fields.map((field) => field.id)).toEqual([
      "post.p1.title",
      "post.p1.content.0",
      "post.p1.content.1",
      "post.p1.content.2",
      "post.p1.content.3",
    ]);
    expect(
      blocksOf(post("")).map(({ path, index, kind, block, en, es }) => ({
        path,
        index,
        kind,
        block,
        en,
        es,
      })),
    ).toEqual([
      {
        path: ["content"],
        index: 0,
        kind: "block",
        block: "p",
        en: "Read **our new guide** and [write to us](/contact).",
        es: "",
      },
      { path: ["content"], index: 1, kind: "block", block: "h2", en: "What changes", es: "" },
      { path: ["content"], index: 2, kind: "block", block: "ul>li", en: "Faster start-up", es: "" },
      { path: ["content"], index: 3, kind: "block", block: "ul>li", en: "Less sludge", es: "" },
    ]);
  });

  it("goes out with inline codes and comes back as Spanish HTML laid out as the English", () => {
    const fields = blocksOf(post(""));
    // The translator's file: the targets as a tool returns them.
    const xml = writeXliff([
      {
        id: "post.p1",
        units: fields.map((field, index) => ({
          id: field.id,
          kind: field.kind,
          en: field.en,
          es: ES[index]!,
          status: "translated" as const,
        })),
      },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain(
      '<source>Read <pc id="1" type="fmt" subType="xlf:b" dataRefStart="d1s" dataRefEnd="d1e">our new guide</pc> and ' +
        '<pc id="2" type="link" dataRefStart="d2s" dataRefEnd="d2e">write to us</pc>.</source>',
    );
    expect(xml).toContain('<data id="d2e">](/contact)</data>');
    expect(xml).toContain('<data id="d3e">](/es/contacto)</data>');
    const read = readXliff(xml);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const problems: XliffProblem[] = [];
    const changes = read.units.map((unit) => ({
      field: fields.find((field) => field.id === unit.id)!,
      es: targetText(unit, "block", problems)!,
    }));
    expect(problems).toEqual([]);
    expect(changes.map((change) => change.es)).toEqual(ES);
    expect(blocksLeftInEnglish(fields, changes)).toEqual([]);

    const data = withSpanish(post(""), changes) as ReturnType<typeof post>;
    expect(data.content.es).toBe(
      '<p>Lea <strong>nuestra nueva guía</strong> y <a href="/es/contacto">escríbanos</a>.</p>\n' +
        "<h2>Qué cambia</h2>\n<ul><li>Arranque <em>más</em> rápido</li><li>Menos lodo</li></ul>",
    );
    expect(data.content.en).toBe(EN);
    expect(validateContent("post", data).ok).toBe(true);
    expect(missingTranslations(data)).toEqual([]);
    // Read again, every block has its Spanish.
    expect(blocksOf(data).map((field) => field.es)).toEqual(ES);
    expect(listGaps(data)).toEqual([]);

    // One block changed later: the others keep their Spanish as it was written.
    const again = withSpanish(data, [{ field: blocksOf(data)[3]!, es: "Mucho menos lodo" }]) as ReturnType<
      typeof post
    >;
    expect(again.content.es).toBe(data.content.es.replace("Menos lodo", "Mucho menos lodo"));
  });

  it("leaves every block missing when the Spanish has other blocks, and asks for all of them", () => {
    // A heading written as a paragraph: the blocks cannot be paired.
    const other = "<p>Lea nuestra guía.</p><p>Qué cambia</p><ul><li>Arranque</li><li>Menos lodo</li></ul>";
    const fields = blocksOf(post(other));
    expect(fields.map((field) => field.es)).toEqual(["", "", "", ""]);
    expect(fields.every((field) => translationStatus(field, new Map()) === "missing")).toBe(true);
    // Only some translated: the others would stay in English under the Spanish page.
    const some = [
      { field: fields[0]!, es: ES[0]! },
      { field: fields[1]!, es: ES[1]! },
    ];
    expect(blocksLeftInEnglish(fields, some).map((field) => field.id)).toEqual([
      "post.p1.content.2",
      "post.p1.content.3",
    ]);
    // Written anyway, no block goes missing: those not given take the English.
    expect((withSpanish(post(other), some) as ReturnType<typeof post>).content.es).toBe(
      '<p>Lea <strong>nuestra nueva guía</strong> y <a href="/es/contacto">escríbanos</a>.</p>\n' +
        "<h2>Qué cambia</h2>\n<ul><li>Faster start-up</li><li>Less sludge</li></ul>",
    );
    // With the same blocks, a part is enough.
    const paired = blocksOf(post("<p>Lea.</p><h2>Qué</h2><ul><li>Uno</li><li>Dos</li></ul>"));
    expect(paired.map((field) => field.es)).toEqual(["Lea.", "Qué", "Uno", "Dos"]);
    expect(blocksLeftInEnglish(paired, [{ field: paired[1]!, es: "Qué cambia" }])).toEqual([]);
  });

  it("takes bold, italic and links in a block's target, as in a paragraph's", () => {
    const input = unit({
      id: "post.p1.content.0",
      kind: "block",
      en: "**A** [b](/x)",
      es: "**Una** *b* [c](/es/x)",
    });
    const { text, problems } = roundTrip(input);
    expect(problems).toEqual([]);
    expect(text).toBe("**Una** *b* [c](/es/x)");
  });
});
