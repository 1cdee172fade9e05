// A paragraph of the content (its inline markup, lib/content/inline-text.ts) as React
// elements: bold, italic and links, and text as text, never as HTML.
import type { ReactNode } from "react";
import { isExternalHref, parseInline, type InlineToken } from "~/lib/content/inline-text";

function render(tokens: readonly InlineToken[]): ReactNode[] {
  return tokens.map((token, index) => {
    switch (token.type) {
      case "text":
        return token.text;
      case "strong":
        return <strong key={index}>{render(token.children)}</strong>;
      case "em":
        return <em key={index}>{render(token.children)}</em>;
      case "link":
        return (
          <a
            key={index}
            href={token.href}
            rel={isExternalHref(token.href) ? "noopener noreferrer" : undefined}
            className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {render(token.children)}
          </a>
        );
    }
  });
}

/** A paragraph's text with its bold, italic and links. */
export function InlineText({ text }: { text: string }) {
  return <>{render(parseInline(text))}</>;
}
