// A paragraph of the content as React elements: bold, italic and links, and text as text,
// never as HTML. The loader sends the paragraph parsed (lib/content/inline-text.ts), so the
// page's code holds this small renderer only, not the parser. Links take their look from
// the container's `inline-text` class (app.css).
import type { ReactNode } from "react";
import type { InlineToken } from "~/lib/content/inline-text";

const render = (token: InlineToken, key: number): ReactNode =>
  token.type === "text" ? (
    token.text
  ) : token.type === "strong" ? (
    <strong key={key}>{token.children.map(render)}</strong>
  ) : token.type === "em" ? (
    <em key={key}>{token.children.map(render)}</em>
  ) : (
    <a key={key} href={token.href} rel={token.href.startsWith("http") ? "noopener noreferrer" : undefined}>
      {token.children.map(render)}
    </a>
  );

/** A paragraph's text with its bold, italic and links. */
export function InlineText({ tokens }: { tokens: InlineToken[] }) {
  return <>{tokens.map(render)}</>;
}
