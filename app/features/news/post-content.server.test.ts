// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { XSS_VECTORS } from "../../../tests/fixtures/news/xss-vectors";
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_PROTOCOLS,
  ALLOWED_TAGS,
  hasVisibleText,
  headingsBelowTitle,
  newlinesToBreaks,
  sanitizePostContent,
} from "./post-content.server";

const BASE = "https://www.example.com/media-center/post/1";

/** Everything in the sanitised HTML that is not allowed, as a browser parses it. */
function violations(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (!(ALLOWED_TAGS as readonly string[]).includes(tag)) found.push(`tag <${tag}>`);
    for (const { name, value } of [...element.attributes]) {
      if (tag !== "a" || !(ALLOWED_ATTRIBUTES as readonly string[]).includes(name)) {
        found.push(`attribute ${name} on <${tag}>`);
        continue;
      }
      if (name === "target" && value !== "_blank") found.push(`target="${value}"`);
      if (name === "href") {
        let url: URL | undefined;
        try {
          url = new URL(value, BASE);
        } catch {
          found.push(`unparsable href "${value}"`);
        }
        if (url && !(ALLOWED_PROTOCOLS as readonly string[]).includes(url.protocol))
          found.push(`href protocol ${url.protocol}`);
        if (url && url.origin !== new URL(BASE).origin && /^https?:$/.test(url.protocol)) {
          const rels = (element.getAttribute("rel") ?? "").split(/\s+/);
          if (!rels.includes("noopener") || !rels.includes("noreferrer"))
            found.push(`external link without rel="noopener noreferrer": ${value}`);
        }
      }
    }
  }
  // Nothing but the allowed tags even starts in the text (e.g. a half-open "<img").
  const tags = new RegExp(`<(?!/?(?:${ALLOWED_TAGS.join("|")})\\b)`, "i");
  if (tags.test(html)) found.push(`raw "<" outside an allowed tag: ${html}`);
  if (/(?:javascript|vbscript|data|livescript)\s*:/i.test(decodeURIComponent(hrefs(html).join(" "))))
    found.push("dangerous scheme in an href");
  return found;
}

function hrefs(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  return [...template.content.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")!);
}

describe("post content sanitising", () => {
  it(`leaves no tag, attribute or scheme outside the allow-list in any of ${XSS_VECTORS.length} XSS vectors`, () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(60);
    const failures: string[] = [];
    for (const vector of XSS_VECTORS) {
      const clean = sanitizePostContent(vector);
      for (const problem of violations(clean))
        failures.push(`${JSON.stringify(vector)}\n  → ${clean}\n  ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  it("leaves nothing outside the allow-list when all vectors come in one post", () => {
    const clean = sanitizePostContent(XSS_VECTORS.join("\n"));
    expect(violations(clean)).toEqual([]);
    // Words may name the other site (as escaped text); no element may load from it.
    expect(clean).toContain("xss.attacker.invalid");
    expect(violations(clean)).toEqual([]);
  });

  it("keeps the allowed markup as it is", () => {
    const html =
      "<h2>Scope</h2><p>Two <strong>drum</strong> screens, <em>AISI 316</em>, <u>1 mm</u>.</p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>" +
      "<pre><code>a\n  b</code></pre><h1>1</h1><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>";
    expect(sanitizePostContent(html)).toBe(html);
  });

  it("drops other tags but keeps their words", () => {
    expect(
      sanitizePostContent('<div class="x"><span style="color:red">Hello</span> <b>world</b></div>'),
    ).toBe("Hello world");
    expect(sanitizePostContent("<p>a<script>alert(1)</script>b<style>p{}</style>c</p>")).toBe("<p>abc</p>");
  });

  it("allows http, https, mailto, tel and relative links; marks other sites' links", () => {
    expect(sanitizePostContent('<a href="/contact">c</a>')).toBe('<a href="/contact">c</a>');
    expect(sanitizePostContent('<a href="#scope">s</a>')).toBe('<a href="#scope">s</a>');
    expect(sanitizePostContent('<a href="mailto:info@example.com">m</a>')).toBe(
      '<a href="mailto:info@example.com">m</a>',
    );
    expect(sanitizePostContent('<a href="tel:+18325550147">t</a>')).toBe('<a href="tel:+18325550147">t</a>');
    expect(sanitizePostContent('<a href="https://iso.org/" target="_blank" rel="nofollow">iso</a>')).toBe(
      '<a href="https://iso.org/" target="_blank" rel="nofollow noopener noreferrer">iso</a>',
    );
    expect(sanitizePostContent('<a href="//iso.org/">iso</a>')).toBe(
      '<a href="//iso.org/" rel="noopener noreferrer">iso</a>',
    );
    expect(sanitizePostContent('<a href="/x" target="_top" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizePostContent('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener">x</a>',
    );
    expect(sanitizePostContent('<a href="javascript:alert(1)" target="_blank">x</a>')).toBe(
      '<a target="_blank" rel="noopener">x</a>',
    );
  });

  it("turns plain-text newlines into line breaks, without doubling the markup's own layout", () => {
    expect(sanitizePostContent("First line\nSecond line\n\nNew paragraph")).toBe(
      "First line<br />Second line<br /><br />New paragraph",
    );
    expect(sanitizePostContent("Line one\r\nLine two\rLine three")).toBe(
      "Line one<br />Line two<br />Line three",
    );
    expect(
      sanitizePostContent("<p>One</p>\n<p>Two\nlines</p>\n<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>"),
    ).toBe("<p>One</p>\n<p>Two<br />lines</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>");
    expect(sanitizePostContent("Before<br>\nafter")).toBe("Before<br />\nafter");
    expect(sanitizePostContent("<strong>Bold</strong>\n<em>then</em>")).toBe(
      "<strong>Bold</strong><br /><em>then</em>",
    );
    expect(sanitizePostContent("<pre>a\nb</pre>")).toBe("<pre>a\nb</pre>");
    expect(newlinesToBreaks("\n\nText\n\n")).toBe("\nText\n");
  });

  it("knows content that shows no words", () => {
    expect(hasVisibleText(sanitizePostContent("<p> </p><br><script>x</script>"))).toBe(false);
    expect(hasVisibleText(sanitizePostContent(""))).toBe(false);
    expect(hasVisibleText(sanitizePostContent("<p>Hi</p>"))).toBe(true);
  });
});

describe("headingsBelowTitle", () => {
  it("starts the content's headings at h2, under the post's title, keeping their steps", () => {
    expect(headingsBelowTitle("<h3>Scope</h3><p>a</p><h4>Detail</h4><h3>Delivery</h3>")).toBe(
      "<h2>Scope</h2><p>a</p><h3>Detail</h3><h2>Delivery</h2>",
    );
    expect(headingsBelowTitle("<h1>Second title</h1><h2>Part</h2>")).toBe(
      "<h2>Second title</h2><h3>Part</h3>",
    );
    expect(headingsBelowTitle("<h2>Already right</h2><h3>Below</h3>")).toBe(
      "<h2>Already right</h2><h3>Below</h3>",
    );
  });

  it("closes no gap by jumping: a heading is at most one level below the one before it", () => {
    expect(headingsBelowTitle("<h2>A</h2><h5>B</h5><h6>C</h6><h2>D</h2>")).toBe(
      "<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2>",
    );
  });

  it("leaves content without headings, and heading text written as code, as it is", () => {
    const code = sanitizePostContent("<pre><code>&lt;h3&gt;not a heading&lt;/h3&gt;</code></pre><p>text</p>");
    expect(headingsBelowTitle(code)).toBe(code);
    expect(headingsBelowTitle("<p>Plain</p>")).toBe("<p>Plain</p>");
  });
});
