import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizePostContent } from "~/features/news/post-content.server";
import { inlineProblems } from "./inline-text";
import {
  blockHtml,
  isBlockHref,
  richBlocks,
  translatableBlocks,
  unsafeLinks,
  withTranslatedBlocks,
} from "./rich-blocks";

/** A post's body as the rich-text editor writes it. */
const POST =
  '<p>Read <strong>our new guide</strong> and <a href="/contact" target="_blank" rel="noopener">write to us</a>.</p>' +
  "<h2>What changes</h2>" +
  "<ul><li><p>Faster <em>start-up</em></p></li><li><p>Less sludge</p></li></ul>";

const blocks = (html: string) => richBlocks(html).map((block) => [block.layout, block.text]);

describe("a rich text's blocks", () => {
  it("splits the HTML into its blocks, each in the paragraphs' markup", () => {
    expect(blocks(POST)).toEqual([
      ["p", "Read **our new guide** and [write to us](/contact)."],
      ["h2", "What changes"],
      ["ul>li>p", "Faster *start-up*"],
      ["ul>li>p", "Less sludge"],
    ]);
    expect(blocks("<ol><li>One</li><li>Two</li></ol><blockquote><p>Q1</p><p>Q2</p></blockquote>")).toEqual([
      ["ol>li", "One"],
      ["ol>li", "Two"],
      ["blockquote>p", "Q1"],
      ["blockquote>p", "Q2"],
    ]);
    // An item with text and a list of its own: its text, then the inner items.
    expect(blocks("<ul><li>Parts<ul><li>Drum</li></ul></li></ul>")).toEqual([
      ["ul>li", "Parts"],
      ["ul>li>ul>li", "Drum"],
    ]);
  });

  it("counts text outside any element as a paragraph, and skips blocks without text", () => {
    expect(blocks("Before <b>it</b><p>Inside</p>\n\n<p></p><p><br></p><p>&nbsp;</p>After")).toEqual([
      ["#text", "Before **it**"],
      ["p", "Inside"],
      ["#text", "After"],
    ]);
    // A post stored as plain text: one paragraph, its newlines the page's line breaks.
    expect(blocks("First line\nSecond line\n\nNew paragraph")).toEqual([
      ["#text", "First line\nSecond line\n\nNew paragraph"],
    ]);
    expect(richBlocks("")).toEqual([]);
    expect(richBlocks("  \n <p> </p>")).toEqual([]);
  });

  it("reads HTML as a browser does: spaces, references, case, attributes, closings left out", () => {
    expect(
      blocks(
        "<P CLASS=intro>  Hello\n   world <br> next&nbsp;&amp; &eacute;t&#233; &#x1F600; &unknown; </P>" +
          "<p>a<p>b<ul><li>x<li>y</ul><h2>Title<h3>Sub</h3>",
      ),
    ).toEqual([
      ["p", "Hello\nworld\nnext\u00a0& été 😀 &unknown;"],
      ["p", "a"],
      ["p", "b"],
      ["ul>li", "x"],
      ["ul>li", "y"],
      ["h2", "Title"],
      ["h3", "Sub"],
    ]);
    // Scripts, styles and comments hold no text; a `<` that opens no tag is text.
    expect(blocks("<p>a<script>alert('<p>')</script><!-- <p>c</p> --><style>p{}</style> < b</p>")).toEqual([
      ["p", "a < b"],
    ]);
    // A tag cut off at the end is dropped.
    expect(blocks('<p>text</p><a href="/x')).toEqual([["p", "text"]]);
  });

  it("nests bold, italic and links as the markup allows, whatever their order in the HTML", () => {
    const [block] = richBlocks(
      '<p><em>a <strong>b</strong> c</em> <i><a href="/x"><b>d</b></a></i> <a href="/y"><a href="/z">e</a></a></p>',
    );
    expect(inlineProblems(block!.text)).toEqual([]);
    expect(blockHtml(block!.text)).toBe(
      '<em>a</em> <strong><em>b</em></strong> <em>c</em> <a href="/x"><strong><em>d</em></strong></a> <a href="/y">e</a>',
    );
    // Spaces at a mark's edges are outside it; markup characters are escaped.
    expect(blocks("<p>5 <b> </b>* 3 [x]<i> y<br></i></p>")).toEqual([["p", "5 \\* 3 \\[x\\] *y*"]]);
  });

  it("keeps the text of tags the markup cannot say, and a tag that holds the whole block", () => {
    expect(blocks("<p>An <u>underlined</u> word and <code>npm test</code>.</p>")).toEqual([
      ["p", "An underlined word and npm test."],
    ]);
    const html = "<p><u>All underlined</u></p><pre><code>x = 1\n  y *= 2\n</code></pre>";
    expect(blocks(html)).toEqual([
      ["p", "All underlined"],
      ["pre", "x = 1\n  y \\*= 2"],
    ]);
    expect(
      withTranslatedBlocks(
        html,
        "",
        new Map([
          [0, "Todo subrayado"],
          [1, "x = 1\n  y \\*= 3"],
        ]),
      ),
    ).toBe("<p><u>Todo subrayado</u></p><pre><code>x = 1\n  y *= 3\n</code></pre>");
  });

  it("keeps links to addresses the news page keeps, and only their text otherwise", () => {
    expect(
      blocks(
        '<p><a href="https://example.com/a b">web</a> <a href="#scope">here</a> <a href="mailto:a@b.co">mail</a> ' +
          '<a href="javascript:alert(1)">bad</a> <a href="">empty</a> <a>none</a></p>',
      ),
    ).toEqual([
      ["p", "[web](https://example.com/a%20b) [here](#scope) [mail](mailto:a@b.co) bad empty none"],
    ]);
    expect(isBlockHref("/es/contacto")).toBe(true);
    expect(isBlockHref("tel:+18325550147")).toBe(true);
    expect(isBlockHref(" java\tscript:alert(1)")).toBe(false);
    expect(isBlockHref("data:text/html,x")).toBe(false);
    expect(unsafeLinks("[a](/x) **[b](javascript:y)**")).toEqual(["javascript:y"]);
  });
});

describe("a rich text's Spanish", () => {
  it("pairs the Spanish blocks with the English ones when both have the same blocks", () => {
    const es =
      '<p>Lea <strong>nuestra nueva guía</strong> y <a href="/es/contacto">escríbanos</a>.</p>\n' +
      "<h2>Qué cambia</h2>\n<ul><li><p>Arranque <em>más rápido</em></p></li><li><p>Menos lodo</p></li></ul>";
    expect(translatableBlocks(POST, es)).toEqual([
      {
        layout: "p",
        en: "Read **our new guide** and [write to us](/contact).",
        es: "Lea **nuestra nueva guía** y [escríbanos](/es/contacto).",
      },
      { layout: "h2", en: "What changes", es: "Qué cambia" },
      { layout: "ul>li>p", en: "Faster *start-up*", es: "Arranque *más rápido*" },
      { layout: "ul>li>p", en: "Less sludge", es: "Menos lodo" },
    ]);
    // Other blocks (a list item more, a paragraph for a heading), or none: every block is missing.
    for (const other of [`${es}<ul><li>Otro</li></ul>`, es.replace(/h2>/g, "p>"), ""])
      expect(translatableBlocks(POST, other).map((block) => block.es)).toEqual(["", "", "", ""]);
  });

  it("writes the translations into the English HTML's blocks, the rest as it was", () => {
    const translations = new Map([
      [0, "Lea **nuestra *nueva* guía** y [escríbanos](/es/contacto) <hoy> & mañana."],
      [2, "Arranque\nmás rápido"],
    ]);
    // No Spanish yet: the blocks not given stay in English, so none goes missing.
    expect(withTranslatedBlocks(POST, "", translations)).toBe(
      '<p>Lea <strong>nuestra <em>nueva</em> guía</strong> y <a href="/es/contacto" target="_blank" rel="noopener">escríbanos</a> &lt;hoy&gt; &amp; mañana.</p>' +
        "<h2>What changes</h2>" +
        "<ul><li><p>Arranque<br />más rápido</p></li><li><p>Less sludge</p></li></ul>",
    );
    // The same blocks in Spanish: those not given keep their Spanish, as it was written.
    const es =
      "<p>Lea</p><h2>Qué <b>cambia</b></h2><ul><li><p>Arranque</p></li><li><p>Menos&nbsp;lodo</p></li></ul>";
    expect(withTranslatedBlocks(POST, es, translations)).toContain(
      "<h2>Qué <b>cambia</b></h2><ul><li><p>Arranque<br />más rápido</p></li><li><p>Menos&nbsp;lodo</p></li></ul>",
    );
    // The English HTML's layout and attributes are kept around the blocks.
    const laidOut = '<div class="intro">\n  <p class="lead">\n    Hello\n  </p>\n</div>';
    expect(withTranslatedBlocks(laidOut, "", new Map([[0, "Hola"]]))).toBe(
      '<div class="intro">\n  <p class="lead">\n    Hola\n  </p>\n</div>',
    );
    // An end tag with spaces before its `>` stays whole (htmlparser2 takes it to end with its name).
    expect(
      withTranslatedBlocks(
        "<ul><li>One</li ></ul >After <b>all</b >, &amp;c.",
        "",
        new Map([[1, "Después de **todo**, etc."]]),
      ),
    ).toBe("<ul><li>One</li ></ul >Después de <strong>todo</strong>, etc.");
  });

  it("writes HTML the news page shows as it is", () => {
    const es = withTranslatedBlocks(
      POST,
      "",
      new Map([
        [0, 'Lea **nuestra *nueva* guía** y [escríbanos](/es/contacto) <hoy> & "mañana".'],
        [1, "Qué\ncambia"],
        [2, "Arranque"],
        [3, "Menos lodo"],
      ]),
    );
    expect(sanitizePostContent(es)).toBe(es);
  });

  it("writes a link to an address the news page would drop as its text", () => {
    expect(blockHtml("[a](javascript:alert%281%29) [b](/x)")).toBe('a <a href="/x">b</a>');
  });

  it("reads back the blocks it writes", () => {
    // Any block's markup (text, line breaks, bold, italic, links), written as HTML, read again.
    const text = fc.stringMatching(/^[a-zA-Z0-9 *[\]\\<>&"é\n]{1,12}$/);
    const token: fc.Arbitrary<string> = fc.letrec<{ markup: string }>((tie) => ({
      markup: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        text.map((value) => value.replace(/[*[\]\\]/g, (char) => `\\${char}`)),
        fc.tuple(tie("markup"), tie("markup")).map(([a, b]) => a + b),
        tie("markup").map((inner) => `**${inner}**`),
        tie("markup").map((inner) => `*${inner}*`),
        tie("markup").map((inner) => `[${inner}](/x)`),
      ),
    })).markup;
    fc.assert(
      fc.property(token, (markup) => {
        const html = `<p>${blockHtml(markup)}</p><ul><li>${blockHtml(markup)}</li></ul>`;
        const read = richBlocks(html);
        if (read.length === 0) return;
        expect(read).toHaveLength(2);
        const once = read[0]!.text;
        expect(inlineProblems(once)).toEqual([]);
        // Written and read again, the block is the same.
        expect(richBlocks(`<p>${blockHtml(once)}</p>`)[0]!.text).toBe(once);
        const rebuilt = withTranslatedBlocks(html, "", new Map([[1, once]]));
        expect(richBlocks(rebuilt).map((block) => [block.layout, block.text])).toEqual([
          ["p", once],
          ["ul>li", once],
        ]);
      }),
      { numRuns: 300 },
    );
  });

  it("reads any HTML into blocks in well-formed markup that read back the same", () => {
    // Inline HTML of any nesting: the marks, tags the markup cannot say, references, breaks.
    const words = fc.constantFrom("a", "b c", " ", "\n", "*", "[x]", "&amp;", "&lt;", "é", "&nbsp;", "<");
    const inline: fc.Arbitrary<string> = fc.letrec<{ html: string }>((tie) => ({
      html: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        words,
        fc.constant("<br>"),
        fc.tuple(tie("html"), tie("html")).map(([a, b]) => a + b),
        fc
          .tuple(
            fc.constantFrom(
              "strong",
              "b",
              "em",
              "i",
              "u",
              "code",
              "span",
              'a href="/x"',
              'a href="javascript:y"',
            ),
            tie("html"),
          )
          .map(([tag, inner]) => `<${tag}>${inner}</${tag.split(" ")[0]}>`),
      ),
    })).html;
    const body = fc
      .array(
        fc
          .tuple(fc.constantFrom("p", "h2", "li", "blockquote", ""), inline)
          .map(([tag, html]) =>
            tag === "li" ? `<ul><li>${html}</li></ul>` : tag ? `<${tag}>${html}</${tag}>` : html,
          ),
        { minLength: 1, maxLength: 4 },
      )
      .map((parts) => parts.join("\n"));
    fc.assert(
      fc.property(body, (html) => {
        const read = richBlocks(html);
        for (const block of read) expect(inlineProblems(block.text)).toEqual([]);
        const rebuilt = withTranslatedBlocks(
          html,
          "",
          new Map(read.map((block, index) => [index, block.text])),
        );
        expect(richBlocks(rebuilt).map((block) => block.text)).toEqual(read.map((block) => block.text));
      }),
      { numRuns: 300 },
    );
    // Whatever the text, it is read without an error.
    fc.assert(
      fc.property(fc.string(), (html) => void richBlocks(html)),
      { numRuns: 500 },
    );
  });
});
