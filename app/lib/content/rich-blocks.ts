// A rich text's HTML (a news post's body, `richText()` in schemas.ts) as the translator's
// blocks (ADR 027), and the Spanish put back into it.
//
// Blocks: every element of the page's block level that holds text directly is one (a
// paragraph, a heading, each item of a list, each paragraph of a quote, a cell), and so is
// text outside any element. Lists, quotes and other containers are walked into, never a block
// themselves; an item of a list that holds paragraphs gives its paragraphs. Only blocks with
// visible text count (an empty `<p></p>` or `<p><br></p>` is layout). A block is named by where
// it sits: `p`, `h2`, `ul>li`, `blockquote>p`, `#text` (see `RichBlock.layout`).
//
// A block's content is written in the paragraphs' inline markup (inline-text.ts): `<strong>`
// and `<b>` as `**bold**`, `<em>` and `<i>` as `*italic*`, a link as `[text](address)`, so
// that the XLIFF carries them as the codes a paragraph's have. What the markup cannot say:
//   - a line break (`<br>`, or a newline inside the text, which the news page shows as one)
//     is a newline in the block's text, and comes back as `<br />` (as the sanitiser writes it);
//   - underline, inline code and other inline tags keep their text but not their look: the
//     markup has no code for them, and the translator is not asked to place one. An element
//     that holds the whole block (`<pre><code>…</code></pre>`, `<p><u>…</u></p>`) is kept
//     around the translation instead, as the English has it;
//   - a link keeps its address (the translator may change it) and, of its other attributes,
//     `target` and `rel` (the only ones the news page keeps), taken from the English link to
//     the same address, else from the English link in the same position;
//   - scripts, styles, forms' options and comments hold no text for the reader (the news
//     page drops them).
// Bold, italic and links may sit in any order in the HTML; the markup nests them as it
// allows (a link holds bold, bold holds italic), so what comes out is always well formed.
//
// The Spanish is rebuilt from the English HTML: every block's content is replaced by its
// translation, or by the Spanish block that was there when the two texts have the same blocks
// (same number, same places), or else kept in English; everything between the blocks (the
// lists, quotes, headings' tags, their attributes and layout) is the English HTML's, unchanged.
//
// The HTML is read by htmlparser2, the parser of the news page's sanitiser
// (features/news/post-content.server.ts), so that the blocks are read as the page reads them:
// tags and attributes in any case, quoted or not, every character reference, void elements,
// raw-text elements (script, style), comments, and the elements left open that the next one
// closes (a paragraph by a block, an item by the next item; a heading by the next heading, a
// rule of HTML's that `parseHtml` adds). Unlike a browser, htmlparser2 closes a paragraph or an
// item only when no inline element is open in it (`<p><b>a<div>` reads the div inside the
// paragraph): a block's text may then differ from what a browser shows, never the page be
// unsafe, since the page sanitises it again. Its reading is kept in the small tree below, with
// where each node is in the HTML, to put the Spanish back between the English HTML's tags.
// The module is server-only today (through translation-fields.ts): a client module that
// imports it would bring htmlparser2 into the browser's bundle.
import { Parser, type Handler } from "htmlparser2";
import { parseInline, toInline, type InlineToken } from "./inline-text";

// ---------------------------------------------------------------- reading HTML

interface ElementNode {
  type: "element";
  name: string;
  attributes: [string, string][];
  children: HtmlNode[];
  /** Offsets in the HTML: the start tag's `<`, its content's start and end, the element's end. */
  start: number;
  innerStart: number;
  innerEnd: number;
  end: number;
}

interface TextNode {
  type: "text";
  /** The text, character references read. */
  text: string;
  start: number;
  end: number;
}

type HtmlNode = ElementNode | TextNode;

const words = (list: string) => new Set(list.split(" "));

/** Elements whose text is not for the reader (the news page's sanitiser drops it). */
const NOT_TEXT = words(
  "script style textarea title xmp iframe noembed noframes noscript head option template",
);
/** The page's block-level elements: they end a run of text, and hold blocks or text. */
const BLOCK = words(
  "address article aside blockquote body caption center details dialog dd div dl dt fieldset " +
    "figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr html li main menu nav ol " +
    "p pre section summary table tbody td tfoot th thead tr ul",
);
const HEADING = /^h[1-6]$/;

/** How deep elements nest at most (the blocks are read recursively). */
const MAX_DEPTH = 100;
const SPACE = /[\t\n\f\r ]/;

/**
 * htmlparser2's parser, with where the node after an end tag starts: htmlparser2 takes an end
 * tag to end with its name, so after `</b >` its `startIndex` points inside the tag (and past
 * the end of the text when the tag has no `>`).
 */
class HtmlParser extends Parser {
  constructor(
    private readonly html: string,
    handler: Partial<Handler>,
  ) {
    super(handler, { decodeEntities: true });
  }

  override onclosetag(start: number, endIndex: number): void {
    super.onclosetag(start, endIndex);
    const close = this.html.indexOf(">", endIndex);
    this.startIndex = close === -1 ? this.html.length : close + 1;
  }
}

/** The HTML's nodes, each with where it is in the text. */
function parseHtml(html: string): HtmlNode[] {
  const root: ElementNode = {
    type: "element",
    name: "#root",
    attributes: [],
    children: [],
    start: 0,
    innerStart: 0,
    innerEnd: html.length,
    end: html.length,
  };
  /** The parser's open elements, innermost last, with their node (none if not in the tree). */
  const open: { element?: ElementNode; hidden: boolean }[] = [];
  /** The elements that new nodes go in: the open ones in the tree, innermost last. */
  const parents: ElementNode[] = [root];
  /** The start tag being read: one cut off by the end of the text has no more than a name. */
  let tag: string | undefined;
  /** How many elements with no text for the reader are open outside the tree (too deep). */
  let hidden = 0;
  /** An element closed without its end tag ends with its content. */
  const endImplied = (element: ElementNode) => {
    element.innerEnd = element.end = Math.max(element.innerStart, element.children.at(-1)?.end ?? 0);
  };
  const parser: HtmlParser = new HtmlParser(html, {
    onopentagname(name) {
      tag = name;
    },
    onopentag(name, attributes, implied) {
      tag = undefined;
      let parent = parents.at(-1)!;
      // A heading closes the heading it would be in (HTML's rule; htmlparser2 nests them).
      if (HEADING.test(name) && HEADING.test(parent.name)) {
        endImplied(parent);
        parents.pop();
        parent = parents.at(-1)!;
      }
      // Deeper than any real text nests: the element is read as its content alone.
      if (parents.length > MAX_DEPTH && name !== "br") {
        open.push({ hidden: NOT_TEXT.has(name) });
        if (NOT_TEXT.has(name)) hidden += 1;
        return;
      }
      const start = parser.startIndex;
      // An element opened by an end tag alone (`</p>`, `</br>`) is empty.
      const innerStart = implied ? start : parser.endIndex + 1;
      const element: ElementNode = {
        type: "element",
        name,
        attributes: Object.entries(attributes),
        children: [],
        start,
        innerStart,
        innerEnd: innerStart,
        end: innerStart,
      };
      parent.children.push(element);
      parents.push(element);
      open.push({ element, hidden: false });
    },
    onclosetag(name, implied) {
      // A start tag cut off by the end of the text: dropped, as a browser drops it.
      if (tag === name) {
        tag = undefined;
        return;
      }
      const { element, hidden: wasHidden } = open.pop() ?? { hidden: false };
      if (wasHidden) hidden -= 1;
      // Not in the tree, or closed already (a heading by the next one).
      if (!element || element !== parents.at(-1)) return;
      parents.pop();
      if (implied) endImplied(element);
      else {
        element.innerEnd = parser.startIndex;
        const close = html.indexOf(">", parser.endIndex);
        element.end = close === -1 ? html.length : close + 1;
      }
    },
    ontext(text) {
      const start = parser.startIndex;
      // After an end tag cut off by the end of the text (`</b c`), htmlparser2 reads its last
      // character as text; a browser drops it with the tag.
      if (hidden > 0 || start >= html.length) return;
      // A text comes in pieces (each character reference is one): they make one node.
      const end = parser.endIndex + 1;
      const siblings = parents.at(-1)!.children;
      const last = siblings.at(-1);
      if (last?.type === "text" && last.end === start) {
        last.text += text;
        last.end = end;
      } else siblings.push({ type: "text", text, start, end });
    },
  });
  parser.end(html);
  return root.children;
}

// ---------------------------------------------------------------- blocks

/** A link of the English, to give its Spanish the same `target` and `rel`. */
interface LinkRef {
  href: string;
  attributes: [string, string][];
}

/** A block of a rich text (see the top of this file). */
export interface RichBlock {
  /**
   * Where the block sits: the block-level elements around it and its own, outermost first
   * (`p`, `h2`, `ul>li`, `ul>li>p`, `blockquote>p`), or `#text` for text outside any element.
   * Two texts have the same blocks when these are the same, in the same order.
   */
  layout: string;
  /** The block's content in the paragraphs' inline markup; never empty. */
  text: string;
  /** Where the block's content is in the HTML: from `start` up to `end`. */
  start: number;
  end: number;
  /** Whether it is preformatted (its newlines are newlines, not line breaks). */
  pre: boolean;
  /** Its links with an address, in order. */
  links: LinkRef[];
}

interface Marks {
  strong: boolean;
  em: boolean;
  link?: LinkRef;
}

interface Piece extends Marks {
  text: string;
}

/** Bold, italic and links: what the inline markup can say. */
const MARKS = words("strong b em i a");

/** An element that holds a whole block and is kept around its translation (`<code>` in `<pre>`). */
const isWrapper = (node: HtmlNode | undefined): node is ElementNode =>
  node?.type === "element" &&
  node.children.length > 0 &&
  !BLOCK.has(node.name) &&
  !MARKS.has(node.name) &&
  !NOT_TEXT.has(node.name);

const isBlank = (node: HtmlNode) => node.type === "text" && /^[\t\n\f\r ]*$/.test(node.text);

/**
 * Whether a link's address is one the news page keeps: http(s), mailto and tel addresses, and
 * relative ones, read as a browser reads them (the rule of features/news/post-content.server.ts).
 */
export function isBlockHref(href: string): boolean {
  try {
    const url = new URL(href, "https://relative.invalid/");
    return ["http:", "https:", "mailto:", "tel:"].includes(url.protocol);
  } catch {
    return false;
  }
}

const attributeOf = (element: ElementNode, name: string) =>
  element.attributes.find(([attribute]) => attribute === name)?.[1];

/** The text of nodes with their marks, in order; a line break is a newline. */
function piecesOf(nodes: readonly HtmlNode[], marks: Marks, pre: boolean, out: Piece[], links: LinkRef[]) {
  for (const node of nodes) {
    if (node.type === "text") {
      const text = node.text.includes("\r") ? node.text.replace(/\r\n?/g, "\n") : node.text;
      out.push({
        ...marks,
        // Runs of spaces are one space on the page; a newline is a line break there (the news
        // page's rule), so a run holding newlines is as many line breaks.
        text:
          pre || !/[\t\n\f]| {2}/.test(text)
            ? text
            : text.replace(/[\t\n\f ]+/g, (run) =>
                run.includes("\n") ? "\n".repeat(run.split("\n").length - 1) : " ",
              ),
      });
      continue;
    }
    if (NOT_TEXT.has(node.name)) continue;
    if (node.name === "br") {
      out.push({ ...marks, text: "\n" });
      continue;
    }
    let inner = marks;
    if (node.name === "strong" || node.name === "b") inner = { ...marks, strong: true };
    else if (node.name === "em" || node.name === "i") inner = { ...marks, em: true };
    else if (node.name === "a" && !marks.link) {
      // A link inside a link is its text (HTML allows none).
      const href = attributeOf(node, "href")?.trim();
      if (href && isBlockHref(href)) {
        const link: LinkRef = {
          href,
          attributes: node.attributes.filter(([name]) => name === "target" || name === "rel"),
        };
        links.push(link);
        inner = { ...marks, link };
      }
    }
    piecesOf(node.children, inner, pre, out, links);
  }
}

/** Spaces the page would not show dropped: at the edges, twice in a row, beside a line break. */
function tidy(pieces: readonly Piece[], pre: boolean): Piece[] {
  let out: Piece[] = [];
  if (pre) out = pieces.map((piece) => ({ ...piece }));
  else {
    let last = "";
    for (const piece of pieces) {
      let text = piece.text;
      if (last === "" || last === " " || last === "\n") text = text.replace(/^ +/, "");
      if (text.startsWith("\n") && last === " ") out.at(-1)!.text = out.at(-1)!.text.slice(0, -1);
      if (!text) continue;
      out.push({ ...piece, text });
      last = text.at(-1)!;
    }
  }
  // One piece for each run of text with the same marks (a line break inside bold is bold).
  out = out.reduce<Piece[]>((joined, piece) => {
    const last = joined.at(-1);
    if (last && last.strong === piece.strong && last.em === piece.em && last.link === piece.link)
      last.text += piece.text;
    else joined.push({ ...piece });
    return joined;
  }, []);
  // The spaces and line breaks at the edges are the layout's (a preformatted block's too: they
  // stay in the HTML around its content).
  const blank = (piece: Piece) => /^[\t\n\f\r ]*$/.test(piece.text);
  while (out.length > 0 && blank(out[0]!)) out.shift();
  while (out.length > 0 && blank(out.at(-1)!)) out.pop();
  if (out.length > 0) {
    out[0]!.text = out[0]!.text.slice(edges(out[0]!.text)[0]);
    out.at(-1)!.text = out.at(-1)!.text.slice(0, edges(out.at(-1)!.text)[1]);
  }
  // Spaces and line breaks at the edges of a bold, italic or link are outside it: the page
  // shows them alike, and the translator gets a mark around words only.
  const split: Piece[] = [];
  for (const piece of out) {
    const [from, to] = edges(piece.text);
    if (from > 0) split.push({ strong: false, em: false, text: piece.text.slice(0, from) });
    if (to > from)
      split.push(
        from === 0 && to === piece.text.length ? piece : { ...piece, text: piece.text.slice(from, to) },
      );
    if (to < piece.text.length) split.push({ strong: false, em: false, text: piece.text.slice(to) });
  }
  return split;
}

/** Where a text's words start and end: past its leading spaces, before its trailing ones. */
function edges(text: string): [number, number] {
  let from = 0;
  let to = text.length;
  while (from < to && SPACE.test(text[from]!)) from += 1;
  while (to > from && SPACE.test(text[to - 1]!)) to -= 1;
  return [from, to];
}

/** Pieces as the markup's tokens, nested as it allows: a link holds bold, bold holds italic. */
function tokensOf(pieces: readonly Piece[], level = 0): InlineToken[] {
  if (level === 3) return [{ type: "text", text: pieces.map((piece) => piece.text).join("") }];
  const mark = (piece: Piece) => (level === 0 ? piece.link : level === 1 ? piece.strong : piece.em);
  const out: InlineToken[] = [];
  let from = 0;
  while (from < pieces.length) {
    const marked = mark(pieces[from]!);
    let to = from + 1;
    while (to < pieces.length && mark(pieces[to]!) === marked) to += 1;
    const children = tokensOf(pieces.slice(from, to), level + 1);
    if (!marked) out.push(...children);
    else if (level === 0) out.push({ type: "link", href: pieces[from]!.link!.href, children });
    else out.push({ type: level === 1 ? "strong" : "em", children });
    from = to;
  }
  return out;
}

/** The block made of a run of nodes inside the block-level elements `path`, if it has text. */
function blockOf(
  html: string,
  run: readonly HtmlNode[],
  path: readonly string[],
  pre: boolean,
): RichBlock | undefined {
  let nodes = run;
  let start = run[0]!.start;
  let end = run.at(-1)!.end;
  for (;;) {
    const filled = nodes.filter((node) => !isBlank(node));
    const only = filled.length === 1 ? filled[0] : undefined;
    if (!isWrapper(only)) break;
    nodes = only.children;
    start = only.innerStart;
    end = only.innerEnd;
  }
  // The layout's spaces around the content stay where they are.
  while (start < end && SPACE.test(html[start]!)) start += 1;
  while (end > start && SPACE.test(html[end - 1]!)) end -= 1;
  const pieces: Piece[] = [];
  const links: LinkRef[] = [];
  piecesOf(nodes, { strong: false, em: false }, pre, pieces, links);
  const tidied = tidy(pieces, pre);
  if (tidied.every((piece) => piece.text.trim() === "")) return undefined;
  return {
    layout: path.length > 0 ? path.join(">") : "#text",
    text: toInline(tokensOf(tidied)),
    start,
    end,
    pre,
    links,
  };
}

function collect(html: string, nodes: readonly HtmlNode[], path: string[], pre: boolean, out: RichBlock[]) {
  let run: HtmlNode[] = [];
  const flush = () => {
    const block = run.length > 0 ? blockOf(html, run, path, pre) : undefined;
    if (block) out.push(block);
    run = [];
  };
  for (const node of nodes) {
    if (node.type === "element" && BLOCK.has(node.name)) {
      flush();
      collect(html, node.children, [...path, node.name], pre || node.name === "pre", out);
    } else run.push(node);
  }
  flush();
}

/** A rich text's blocks with visible text, in order. */
export function richBlocks(html: string): RichBlock[] {
  const out: RichBlock[] = [];
  collect(html, parseHtml(html), [], false, out);
  return out;
}

/** Whether two texts have the same blocks: as many, in the same places. */
export const sameBlocks = (a: readonly RichBlock[], b: readonly RichBlock[]) =>
  a.length === b.length && a.every((block, index) => block.layout === b[index]!.layout);

/**
 * A rich text's blocks for the translator: the English block's markup and the Spanish one's
 * at the same position, or "" for all of them when the Spanish has other blocks than the
 * English (not translated yet, or laid out otherwise: its blocks cannot be told apart).
 */
export function translatableBlocks(en: string, es: string): { layout: string; en: string; es: string }[] {
  const english = richBlocks(en);
  const spanish = richBlocks(es);
  const paired = sameBlocks(english, spanish);
  return english.map((block, index) => ({
    layout: block.layout,
    en: block.text,
    es: paired ? spanish[index]!.text : "",
  }));
}

// ---------------------------------------------------------------- writing HTML

// Escaped as the news page's sanitiser escapes them, so that it leaves the HTML as it is.
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => HTML_ESCAPES[char]!);
const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char]!);

/**
 * A block's content as HTML from its markup: text escaped, bold as `<strong>`, italic as
 * `<em>`, a newline as `<br />` (in a preformatted block, a newline). A link keeps the address
 * it has in the markup, with the `target` and `rel` of the English link `links` has at that
 * address, else at that position; a link to an address the news page would not keep
 * (`isBlockHref`) is its text only.
 */
export function blockHtml(
  markup: string,
  options: { links?: readonly LinkRef[]; pre?: boolean } = {},
): string {
  const links = options.links ?? [];
  let position = 0;
  const write = (tokens: readonly InlineToken[]): string =>
    tokens
      .map((token) => {
        switch (token.type) {
          case "text":
            return options.pre ? escapeText(token.text) : escapeText(token.text).replace(/\n/g, "<br />");
          case "strong":
            return `<strong>${write(token.children)}</strong>`;
          case "em":
            return `<em>${write(token.children)}</em>`;
          case "link": {
            const english = links.find((link) => link.href === token.href) ?? links[position];
            position += 1;
            if (!isBlockHref(token.href)) return write(token.children);
            const attributes = (english?.attributes ?? [])
              .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
              .join("");
            return `<a href="${escapeAttribute(token.href)}"${attributes}>${write(token.children)}</a>`;
          }
        }
      })
      .join("");
  return write(parseInline(markup));
}

/** The links of a block's markup whose address the news page would not keep. */
export function unsafeLinks(markup: string): string[] {
  const found = (tokens: readonly InlineToken[]): string[] =>
    tokens.flatMap((token) =>
      token.type === "text"
        ? []
        : [
            ...(token.type === "link" && !isBlockHref(token.href) ? [token.href] : []),
            ...found(token.children),
          ],
    );
  return found(parseInline(markup));
}

/**
 * The Spanish HTML of a rich text with some of its blocks translated (`translations`: a
 * block's position among `richBlocks(en)` and its Spanish markup). Built on the English HTML:
 * each block's content is its translation, else the Spanish block at the same position when
 * the Spanish `es` has the same blocks, else the English content, so no block goes missing.
 */
export function withTranslatedBlocks(
  en: string,
  es: string,
  translations: ReadonlyMap<number, string>,
): string {
  const english = richBlocks(en);
  const spanish = richBlocks(es);
  const paired = sameBlocks(english, spanish);
  let out = "";
  let at = 0;
  english.forEach((block, index) => {
    const translated = translations.get(index);
    const content =
      translated !== undefined
        ? blockHtml(translated, { links: block.links, pre: block.pre })
        : paired
          ? es.slice(spanish[index]!.start, spanish[index]!.end)
          : en.slice(block.start, block.end);
    out += en.slice(at, block.start) + content;
    at = block.end;
  });
  return out + en.slice(at);
}
