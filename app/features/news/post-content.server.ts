import sanitizeHtml from "sanitize-html";

/**
 * A post's content as safe HTML (the spec's rule, section 5): plain-text newlines become
 * line breaks; only these tags and the link attributes survive; a link may only lead to
 * http(s), mailto or tel addresses or to a relative one; links to other sites get
 * rel="noopener noreferrer", and `target` survives only as "_blank". Run on the server:
 * the browser receives the result, not the sanitiser.
 */
export const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "em",
  "u",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "a",
  "blockquote",
  "code",
  "pre",
] as const;
export const ALLOWED_ATTRIBUTES = ["href", "target", "rel"] as const;
export const ALLOWED_PROTOCOLS = ["http:", "https:", "mailto:", "tel:"] as const;

/** Link relations an author may keep; "noopener noreferrer" is added for other sites. */
const KEPT_RELS = new Set(["nofollow", "noopener", "noreferrer", "ugc", "sponsored", "external"]);

// An origin no link can have: what a relative address resolves against, to tell it apart.
const RELATIVE_BASE = "https://relative.invalid/";

/** Tags whose newlines are layout, not line breaks: a newline next to one stays a newline. */
const BLOCK_TAG =
  /^<\/?(?:p|br|h[1-6]|ul|ol|li|blockquote|pre|div|table|thead|tbody|tfoot|tr|td|th|hr|section|article|header|footer|aside|nav|figure|figcaption|dl|dt|dd)\b[^<>]*>$/i;
const BLOCK_TAG_START =
  /^<\/?(?:p|br|h[1-6]|ul|ol|li|blockquote|pre|div|table|thead|tbody|tfoot|tr|td|th|hr|section|article|header|footer|aside|nav|figure|figcaption|dl|dt|dd)\b/i;

/**
 * Plain-text newlines as `<br>`: "line one\nline two". A newline beside a block tag
 * (between two paragraphs, list items …) is the markup's layout and stays as it is, and
 * inside `<pre>` a newline is already a line break.
 */
export function newlinesToBreaks(html: string): string {
  const text = html.replace(/\r\n?/g, "\n");
  return text
    .split(/(<pre\b[\s\S]*?<\/pre\s*>)/i)
    .map((part, index) => (index % 2 === 1 ? part : breakLines(part)))
    .join("");
}

function breakLines(part: string): string {
  return part.replace(/[ \t]*\n[ \t\n]*/g, (run, offset: number) => {
    const before = part.slice(Math.max(0, offset - 2000), offset);
    const after = part.slice(offset + run.length, offset + run.length + 64);
    const lastTag = before.slice(before.lastIndexOf("<"));
    const layout =
      before.trim() === "" || after.trim() === "" || BLOCK_TAG.test(lastTag) || BLOCK_TAG_START.test(after);
    if (layout) return "\n";
    return "<br>".repeat(run.split("\n").length - 1);
  });
}

/** The link's address if it is one a reader may follow (see ALLOWED_PROTOCOLS), else undefined. */
function safeHref(href: string): { href: string; external: boolean } | undefined {
  let url: URL;
  try {
    // The browser's own parsing: it drops tabs and newlines and trims control characters.
    url = new URL(href, RELATIVE_BASE);
  } catch {
    return undefined;
  }
  if (!(ALLOWED_PROTOCOLS as readonly string[]).includes(url.protocol)) return undefined;
  const relative = url.origin === new URL(RELATIVE_BASE).origin;
  return {
    href: href.trim(),
    external: !relative && (url.protocol === "http:" || url.protocol === "https:"),
  };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: [...ALLOWED_ATTRIBUTES] },
  allowedSchemes: ALLOWED_PROTOCOLS.map((protocol) => protocol.slice(0, -1)),
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: true,
  disallowedTagsMode: "discard",
  // Their text is code or markup, never words for the reader.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "title",
    "xmp",
    "noembed",
    "noframes",
    "template",
  ],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const link = attribs.href === undefined ? undefined : safeHref(attribs.href);
      const attributes: Record<string, string> = {};
      if (link) attributes.href = link.href;
      const opensNewTab = attribs.target?.trim().toLowerCase() === "_blank";
      if (opensNewTab) attributes.target = "_blank";
      const rels = new Set(
        (attribs.rel ?? "")
          .toLowerCase()
          .split(/\s+/)
          .filter((rel) => KEPT_RELS.has(rel)),
      );
      if (link?.external) {
        rels.add("noopener");
        rels.add("noreferrer");
      } else if (opensNewTab) rels.add("noopener");
      if (rels.size > 0) attributes.rel = [...rels].join(" ");
      return { tagName, attribs: attributes };
    },
  },
};

/** A post's content, stored as HTML or plain text, as HTML that is safe to show. */
export function sanitizePostContent(content: string): string {
  return sanitizeHtml(newlinesToBreaks(content), OPTIONS).trim();
}

/** Whether sanitised content shows any words at all (else 'Full content coming soon...'). */
export function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;|&#xa0;/gi, "")
      .trim() !== ""
  );
}

const HEADING_TAG = /<(\/?)h([1-6])>/g;

/**
 * Sanitised content's headings renumbered to sit under the post's title (its `<h1>`): the
 * content's highest level becomes `<h2>`, and no heading goes more than one level below the
 * one before it. Authors may use any of h1–h6 (the spec's allowed tags); a reader of headings
 * (a screen reader's outline) then meets no jump and no second title. Expects the sanitiser's
 * output, where a heading tag has no attributes.
 */
export function headingsBelowTitle(html: string): string {
  const levels = [...html.matchAll(HEADING_TAG)].filter((m) => !m[1]).map((m) => Number(m[2]));
  if (levels.length === 0) return html;
  const top = Math.min(...levels);
  let previous = 1;
  let open = 2;
  return html.replace(HEADING_TAG, (_tag, closing: string, level: string) => {
    if (closing) return `</h${open}>`;
    open = Math.max(2, Math.min(Number(level) - top + 2, previous + 1));
    previous = open;
    return `<h${open}>`;
  });
}
