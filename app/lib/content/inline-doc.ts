// Paragraphs of inline markup (inline-text.ts) to and from the rich-text editor's document:
// a list of paragraphs whose texts carry the marks bold, italic and link. The editor's
// document model holds nothing else, so every document it makes converts.
import { isInlineHref, parseInline, toInline, type InlineToken } from "./inline-text";

export type DocMark = { type: "bold" } | { type: "italic" } | { type: "link"; attrs: { href: string } };
export interface DocText {
  type: "text";
  text: string;
  marks?: DocMark[];
}
export interface DocParagraph {
  type: "paragraph";
  content?: DocText[];
}
export interface ProseDoc {
  type: "doc";
  content: DocParagraph[];
}

function textsOf(tokens: readonly InlineToken[], marks: DocMark[] = []): DocText[] {
  return tokens.flatMap((token): DocText[] => {
    switch (token.type) {
      case "text":
        return [{ type: "text", text: token.text, ...(marks.length ? { marks } : {}) }];
      case "strong":
        return textsOf(token.children, [...marks, { type: "bold" }]);
      case "em":
        return textsOf(token.children, [...marks, { type: "italic" }]);
      case "link":
        return textsOf(token.children, [...marks, { type: "link", attrs: { href: token.href } }]);
    }
  });
}

/** The editor's document of paragraphs (an empty list: one empty paragraph to type in). */
export function paragraphsToDoc(paragraphs: readonly string[]): ProseDoc {
  const content = paragraphs.map((paragraph): DocParagraph => {
    const texts = textsOf(parseInline(paragraph));
    return texts.length ? { type: "paragraph", content: texts } : { type: "paragraph" };
  });
  return { type: "doc", content: content.length ? content : [{ type: "paragraph" }] };
}

const markKey = (mark: DocMark) => (mark.type === "link" ? `link:${mark.attrs.href}` : mark.type);

/**
 * The tokens of a paragraph's texts. The outer mark of a run is its first text's link, else
 * its bold, else its italic, and the run goes on while the texts carry it; an italic run stops
 * at bold text, so italic never holds bold (the markup's rule) and every document converts.
 */
function tokensOf(texts: readonly DocText[]): InlineToken[] {
  const tokens: InlineToken[] = [];
  let at = 0;
  while (at < texts.length) {
    const marks = texts[at]!.marks ?? [];
    const outer =
      marks.find((mark) => mark.type === "link") ??
      marks.find((mark) => mark.type === "bold") ??
      marks.find((mark) => mark.type === "italic");
    if (!outer) {
      const last = tokens.at(-1);
      if (last?.type === "text") last.text += texts[at]!.text;
      else tokens.push({ type: "text", text: texts[at]!.text });
      at += 1;
      continue;
    }
    const key = markKey(outer);
    const run: DocText[] = [];
    for (; at < texts.length; at += 1) {
      const own = texts[at]!.marks ?? [];
      if (!own.some((mark) => markKey(mark) === key)) break;
      if (outer.type === "italic" && own.some((mark) => mark.type === "bold")) break;
      run.push({ ...texts[at]!, marks: own.filter((mark) => markKey(mark) !== key) });
    }
    const children = tokensOf(run);
    tokens.push(
      outer.type === "link"
        ? { type: "link", href: outer.attrs.href, children }
        : { type: outer.type === "bold" ? "strong" : "em", children },
    );
  }
  return tokens;
}

/** The paragraphs of the editor's document; empty paragraphs are left out, and links to addresses a paragraph may not have. */
export function docToParagraphs(doc: ProseDoc): string[] {
  return doc.content
    .map((paragraph) =>
      toInline(
        tokensOf(
          (paragraph.content ?? []).map((text) => ({
            ...text,
            marks: (text.marks ?? []).filter((mark) => mark.type !== "link" || isInlineHref(mark.attrs.href)),
          })),
        ),
      ).trim(),
    )
    .filter((paragraph) => paragraph !== "");
}

/**
 * The paragraphs of a prose field's text (the editor's hidden field, or the text area used
 * without JavaScript): split at blank lines; a line break inside one is a space.
 */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.replace(/[ \t]*\r?\n[ \t]*/g, " ").trim())
    .filter((paragraph) => paragraph !== "");
}

/** A prose field's text: its paragraphs separated by blank lines. */
export const joinParagraphs = (paragraphs: readonly string[]) => paragraphs.join("\n\n");
