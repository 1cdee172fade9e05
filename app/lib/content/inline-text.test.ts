import { describe, expect, it } from "vitest";
import { seedItems } from "~/.server/content/seed-items";
import { docToParagraphs, paragraphsToDoc, type ProseDoc } from "./inline-doc";
import {
  inlineProblems,
  isInlineHref,
  parseInline,
  parseParagraphs,
  plainText,
  toInline,
  type InlineToken,
} from "./inline-text";

const text = (value: string): InlineToken => ({ type: "text", text: value });

describe("the paragraphs' inline markup", () => {
  it("reads bold, italic, links and italic inside bold", () => {
    expect(parseInline("A **bold** and *italic* [link](https://example.com/a).")).toEqual([
      text("A "),
      { type: "strong", children: [text("bold")] },
      text(" and "),
      { type: "em", children: [text("italic")] },
      text(" "),
      { type: "link", href: "https://example.com/a", children: [text("link")] },
      text("."),
    ]);
    expect(parseInline("**very *much* so**")).toEqual([
      { type: "strong", children: [text("very "), { type: "em", children: [text("much")] }, text(" so")] },
    ]);
    expect(parseInline("***both***")).toEqual([
      { type: "strong", children: [{ type: "em", children: [text("both")] }] },
    ]);
    expect(parseInline("[**Call** us](tel:+13055550100)")).toEqual([
      {
        type: "link",
        href: "tel:+13055550100",
        children: [{ type: "strong", children: [text("Call")] }, text(" us")],
      },
    ]);
  });

  it("reads escaped markers as text, and writes them escaped", () => {
    const source = String.raw`5 \* 3 \[approx\] C:\\dir`;
    expect(parseInline(source)).toEqual([text(String.raw`5 * 3 [approx] C:\dir`)]);
    expect(plainText(source)).toBe(String.raw`5 * 3 [approx] C:\dir`);
    expect(toInline(parseInline(source))).toBe(source);
    expect(inlineProblems(source)).toEqual([]);
    // A backslash before anything else is a backslash.
    expect(plainText(String.raw`a\b`)).toBe(String.raw`a\b`);
  });

  it("writes tokens back as markup that reads as the same tokens", () => {
    const cases = [
      "plain text",
      "**a** *b* [c](/en/contact)",
      "**a *b* c [d](https://x.example/p?q=1#f)**",
      "*a [b](mailto:info@example.com) c*",
      "[*a* **b**](http://example.com)",
      "***a*** *b***c**",
      "**a*****b***",
    ];
    for (const source of cases) {
      expect(inlineProblems(source), source).toEqual([]);
      const tokens = parseInline(source);
      expect(parseInline(toInline(tokens)), source).toEqual(tokens);
    }
    const awkward: InlineToken[] = [
      { type: "em", children: [text("a")] },
      { type: "em", children: [text("b")] },
      { type: "strong", children: [text("c")] },
      { type: "strong", children: [text("*[d]\\")] },
      { type: "link", href: "https://example.com/a b(c)", children: [text("e")] },
    ];
    const written = toInline(awkward);
    expect(inlineProblems(written)).toEqual([]);
    expect(parseInline(written)).toEqual([
      ...awkward.slice(0, 4),
      { type: "link", href: "https://example.com/a%20b%28c%29", children: [text("e")] },
    ]);
  });

  it("refuses unbalanced markers, empty marks, stray brackets and bad addresses", () => {
    const refused: Array<[string, string]> = [
      ["an **open bold", "errInlineBold"],
      ["an *open italic", "errInlineItalic"],
      ["a [link without end", "errInlineLink"],
      ["a [link](https://example.com without end", "errInlineLink"],
      ["a [link] without address", "errInlineLink"],
      ["*a [b* c](https://example.com)", "errInlineLink"],
      ["[a [b](/x)](/y)", "errInlineBracket"],
      ["a ] alone", "errInlineBracket"],
      ["empty **** bold", "errInlineEmpty"],
      ["[](https://example.com)", "errInlineEmpty"],
      ["[a](javascript:alert(1))", "errInlineHref"],
      ["[a](ftp://example.com)", "errInlineHref"],
      ["[a](//evil.example)", "errInlineHref"],
      ["[a](example.com)", "errInlineHref"],
      ["[a]()", "errInlineHref"],
    ];
    for (const [source, problem] of refused) expect(inlineProblems(source), source).toContain(problem);
  });

  it("takes web, mail and phone addresses and the site's paths only", () => {
    for (const href of [
      "https://a.example",
      "http://a.example/b",
      "mailto:a@b.example",
      "tel:+905551234",
      "/es/contacto",
      "/",
    ])
      expect(isInlineHref(href), href).toBe(true);
    for (const href of [
      "javascript:x",
      "data:text/html,x",
      "//a.example",
      String.raw`/\a.example`,
      String.raw`/\/a.example`,
      String.raw`/es\contacto`,
      "https://",
      "mailto:nobody",
      "tel:abc",
      "a/b",
    ])
      expect(isInlineHref(href), href).toBe(false);
  });

  it("shows a stored link to an address not allowed as its text on the page", () => {
    expect(parseParagraphs([String.raw`See [**our** site](/\evil.example) or [us](/es/contacto).`])).toEqual([
      [
        text("See "),
        { type: "strong", children: [text("our")] },
        text(" site"),
        text(" or "),
        { type: "link", href: "/es/contacto", children: [text("us")] },
        text("."),
      ],
    ]);
  });

  it("finds the seed's paragraphs well formed, their plain text what the pages showed", () => {
    let count = 0;
    const walk = (value: unknown, at: string) => {
      if (Array.isArray(value)) value.forEach((entry, index) => walk(entry, `${at}.${index}`));
      else if (value && typeof value === "object")
        for (const [name, inner] of Object.entries(value)) {
          const lists = inner as { en?: unknown; es?: unknown };
          if (["paragraphs", "intro", "mission", "vision"].includes(name) && Array.isArray(lists?.en)) {
            for (const paragraph of [...(lists.en as string[]), ...((lists.es as string[]) ?? [])]) {
              count += 1;
              expect(inlineProblems(paragraph), `${at}.${name}`).toEqual([]);
              expect(plainText(paragraph), `${at}.${name}`).toBe(paragraph);
            }
          } else walk(inner, `${at}.${name}`);
        }
    };
    for (const item of seedItems()) walk(item.data, `${item.type}:${item.key}`);
    expect(count).toBeGreaterThan(50);
  });
});

describe("the editor's document and the markup", () => {
  it("converts paragraphs to the editor's document and back unchanged", () => {
    const paragraphs = [
      "Plain **bold *and italic*** then *italic [link](https://example.com)*.",
      String.raw`Escapes \* \[ \] \\ kept, [**a** b](/en/contact)`,
    ];
    const doc = paragraphsToDoc(paragraphs);
    expect(doc.content[0]!.content![1]).toEqual({ type: "text", text: "bold ", marks: [{ type: "bold" }] });
    expect(doc.content[0]!.content![2]).toEqual({
      type: "text",
      text: "and italic",
      marks: [{ type: "bold" }, { type: "italic" }],
    });
    expect(docToParagraphs(doc)).toEqual(paragraphs);
    expect(paragraphsToDoc([])).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
  });

  it("writes any document the editor makes as valid markup, in any order of marks", () => {
    const bold = { type: "bold" } as const;
    const italic = { type: "italic" } as const;
    const link = (href: string) => ({ type: "link", attrs: { href } }) as const;
    const doc: ProseDoc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "a*", marks: [italic] },
            { type: "text", text: "b", marks: [italic, bold] },
            { type: "text", text: "c", marks: [bold] },
            { type: "text", text: "d", marks: [link("/x"), bold] },
            { type: "text", text: "e", marks: [link("/x")] },
            { type: "text", text: "f", marks: [italic, link("/y")] },
            { type: "text", text: " [g]" },
          ],
        },
        { type: "paragraph" },
        { type: "paragraph", content: [{ type: "text", text: "second", marks: [italic] }] },
      ],
    };
    const paragraphs = docToParagraphs(doc);
    expect(paragraphs).toHaveLength(2);
    for (const paragraph of paragraphs) expect(inlineProblems(paragraph), paragraph).toEqual([]);
    expect(plainText(paragraphs[0]!)).toBe("a*bcdef [g]");
    // Back in the editor, every letter has the marks it had.
    const marksOf = (d: ProseDoc) =>
      d.content[0]!.content!.flatMap((part) =>
        [...part.text].map(
          (letter) =>
            `${letter}:${(part.marks ?? [])
              .map((m) => (m.type === "link" ? m.attrs.href : m.type))
              .sort()
              .join(",")}`,
        ),
      );
    expect(marksOf(paragraphsToDoc(paragraphs))).toEqual(marksOf(doc));
    expect(paragraphs[1]).toBe("*second*");
  });
});
