// A paragraph of the content is a string with a small inline markup (ADR 023):
// `**bold**`, `*italic*` and `[text](href)`; a backslash escapes `*`, `[`, `]` and `\`.
// A link's address is `https://…`, `http://…`, `mailto:…`, `tel:…` or a path of the site
// (`/en/contact`). Bold may hold italic and links, a link bold and italic; nothing holds
// itself. The parser is small on purpose: the public pages render it in the browser too.

export type InlineToken =
  | { type: "text"; text: string }
  | { type: "strong"; children: InlineToken[] }
  | { type: "em"; children: InlineToken[] }
  | { type: "link"; href: string; children: InlineToken[] };

/** What can be wrong with a paragraph's markup (keys of the editor's messages). */
export type InlineProblem =
  | "errInlineBold"
  | "errInlineItalic"
  | "errInlineLink"
  | "errInlineHref"
  | "errInlineBracket"
  | "errInlineEmpty";

type Open = "strong" | "em" | "link";

const ESCAPED = "*[]\\";

/**
 * Whether an address may be a link's: a web or mail or phone address, or a path of the site. A
 * path has no backslash: browsers read one as a slash, so `/\evil.example` would be
 * `//evil.example`, another site.
 */
export function isInlineHref(href: string): boolean {
  return (
    /^https?:\/\/[^\s/()]+[^\s()]*$/i.test(href) ||
    /^mailto:[^\s@()]+@[^\s@()]+$/i.test(href) ||
    /^tel:\+?[0-9][0-9-]{2,30}$/i.test(href) ||
    /^\/(?!\/)[^\s()\\]*$/.test(href)
  );
}

/** Whether a link leaves the site (it gets rel="noopener noreferrer"). */
export const isExternalHref = (href: string) => /^https?:/i.test(href);

function scan(source: string): { tokens: InlineToken[]; problems: Set<InlineProblem> } {
  const problems = new Set<InlineProblem>();
  let at = 0;

  const sequence = (stack: Open[]): { children: InlineToken[]; closed: boolean } => {
    const children: InlineToken[] = [];
    const top = stack.at(-1);
    let text = "";
    const flush = () => {
      if (text) children.push({ type: "text", text });
      text = "";
    };
    const close = (length: number) => {
      at += length;
      flush();
      if (children.length === 0) problems.add("errInlineEmpty");
      return { children, closed: true };
    };
    const inner = (open: Open, length: number) => {
      flush();
      at += length;
      const nested = sequence([...stack, open]);
      if (!nested.closed)
        problems.add(
          open === "strong" ? "errInlineBold" : open === "em" ? "errInlineItalic" : "errInlineLink",
        );
      return nested;
    };

    while (at < source.length) {
      const char = source[at]!;
      const next = source[at + 1] ?? "";
      if (char === "\\" && next && ESCAPED.includes(next)) {
        text += next;
        at += 2;
      } else if (char === "*") {
        const double = next === "*";
        if (top === "em") return close(1);
        if (top === "strong" && double) return close(2);
        if (double && !stack.includes("strong") && !stack.includes("em"))
          children.push({ type: "strong", children: inner("strong", 2).children });
        else if (!stack.includes("em")) children.push({ type: "em", children: inner("em", 1).children });
        else {
          // Italic closed inside a link that it holds: the marks cross.
          problems.add("errInlineLink");
          text += char;
          at += 1;
        }
      } else if (char === "[") {
        if (stack.includes("link")) {
          problems.add("errInlineBracket");
          text += char;
          at += 1;
          continue;
        }
        const { children: content, closed } = inner("link", 1);
        if (!closed) {
          children.push(...content);
          continue;
        }
        const address = /^\(([^)\s]*)\)/.exec(source.slice(at));
        if (!address) {
          problems.add("errInlineLink");
          children.push(...content);
          continue;
        }
        at += address[0].length;
        if (!isInlineHref(address[1]!)) problems.add("errInlineHref");
        children.push({ type: "link", href: address[1]!, children: content });
      } else if (char === "]") {
        if (top === "link") return close(1);
        problems.add(stack.includes("link") ? "errInlineLink" : "errInlineBracket");
        text += char;
        at += 1;
      } else {
        text += char;
        at += 1;
      }
    }
    flush();
    return { children, closed: false };
  };

  return { tokens: sequence([]).children, problems };
}

/** The tokens of a paragraph (a paragraph with broken markup is read as far as it goes). */
export const parseInline = (source: string): InlineToken[] => scan(source).tokens;

/** Tokens with each link whose address is not allowed (stored before a rule was added) as its text. */
const allowedLinks = (tokens: InlineToken[]): InlineToken[] =>
  tokens.flatMap((token): InlineToken[] =>
    token.type === "text"
      ? [token]
      : token.type === "link" && !isInlineHref(token.href)
        ? allowedLinks(token.children)
        : [{ ...token, children: allowedLinks(token.children) }],
  );

/**
 * Paragraphs parsed, as a page's loader sends them (components/inline-text.tsx renders them). A
 * link to an address no longer allowed is shown as its text only.
 */
export const parseParagraphs = (paragraphs: readonly string[]): InlineToken[][] =>
  paragraphs.map((paragraph) => allowedLinks(parseInline(paragraph)));

/** What is wrong with a paragraph's markup: none when it is well formed. */
export const inlineProblems = (source: string): InlineProblem[] => [...scan(source).problems];

const textOf = (tokens: readonly InlineToken[]): string =>
  tokens.map((token) => (token.type === "text" ? token.text : textOf(token.children))).join("");

/** A paragraph without its markup: for search, meta descriptions, structured data, documents. */
export const plainText = (source: string): string => textOf(parseInline(source));

const escapeText = (text: string) => text.replace(/[*[\]\\]/g, (char) => `\\${char}`);
const encodeHref = (href: string) =>
  href.replace(/[\s()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);

/** The markup of tokens: `parseInline(toInline(tokens))` gives them back. */
export function toInline(tokens: readonly InlineToken[]): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case "text":
          return escapeText(token.text);
        case "strong":
          return `**${toInline(token.children)}**`;
        case "em":
          return `*${toInline(token.children)}*`;
        case "link":
          return `[${toInline(token.children)}](${encodeHref(token.href)})`;
      }
    })
    .join("");
}
