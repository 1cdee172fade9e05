// The visitor's quote list: product ids and quantities in a signed cookie (ADR 026). The list
// lives on the server's side of the conversation (the browser only carries it back), so it
// works without JavaScript, survives reloads and needs no table or clean-up; every instance
// reads it, since the signing key comes from AUTH_SECRET. The `site.` prefix makes the page
// cache render such a visitor's pages afresh (their header shows the list's count).
import type { Cookie } from "react-router";
import { signedCookie } from "~/.server/signed-cookie";
import { QUOTE_LIMITS } from "./quote-schema";

export interface QuoteListItem {
  productId: string;
  quantity: number;
}

export type QuoteList = QuoteListItem[];

export const QUOTE_COOKIE_NAME = "site.quote";
const MAX_AGE_S = 30 * 24 * 60 * 60;

const quoteCookie = (authSecret: string): Cookie =>
  signedCookie(QUOTE_COOKIE_NAME, "quote-list:v1", MAX_AGE_S, authSecret);

const clampQuantity = (value: number) =>
  Math.min(QUOTE_LIMITS.quantityMax, Math.max(1, Math.trunc(Number.isFinite(value) ? value : 1)));

/** A list as read back: known products only, each once, quantities within limits. */
export function cleanQuoteList(value: unknown, knownProduct: (id: string) => boolean): QuoteList {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const list: QuoteList = [];
  for (const entry of value) {
    if (!Array.isArray(entry) || typeof entry[0] !== "string" || typeof entry[1] !== "number") continue;
    const [productId, quantity] = entry as [string, number];
    if (seen.has(productId) || !knownProduct(productId)) continue;
    seen.add(productId);
    list.push({ productId, quantity: clampQuantity(quantity) });
    if (list.length === QUOTE_LIMITS.itemsMax) break;
  }
  return list;
}

/** The list a request carries (empty when it has none, or a tampered one). */
export async function readQuoteList(
  request: Request,
  authSecret: string,
  knownProduct: (id: string) => boolean,
): Promise<QuoteList> {
  const value: unknown = await quoteCookie(authSecret).parse(request.headers.get("cookie"));
  return cleanQuoteList(value, knownProduct);
}

/** The Set-Cookie that stores a list (or forgets it, when empty). */
export async function quoteListCookie(list: QuoteList, authSecret: string, secure: boolean): Promise<string> {
  const cookie = quoteCookie(authSecret);
  if (list.length === 0) return cookie.serialize("", { secure, maxAge: 0 });
  // Pairs rather than objects: the cookie stays small (25 products fit well within 4 KB).
  return cookie.serialize(
    list.map((item) => [item.productId, item.quantity]),
    { secure },
  );
}

export type QuoteListChange =
  | { intent: "add"; productId: string; quantity: number }
  | { intent: "update"; productId: string; quantity: number }
  | { intent: "remove"; productId: string }
  | { intent: "clear" };

/**
 * A list after a change. Adding a product already listed adds to its quantity; a list that is
 * full takes no new product (`full: true`).
 */
export function changeQuoteList(
  list: QuoteList,
  change: QuoteListChange,
): { list: QuoteList; full: boolean } {
  switch (change.intent) {
    case "clear":
      return { list: [], full: false };
    case "remove":
      return { list: list.filter((item) => item.productId !== change.productId), full: false };
    case "update":
      return {
        list: list.map((item) =>
          item.productId === change.productId ? { ...item, quantity: clampQuantity(change.quantity) } : item,
        ),
        full: false,
      };
    case "add": {
      const existing = list.find((item) => item.productId === change.productId);
      if (existing) {
        return {
          list: list.map((item) =>
            item === existing ? { ...item, quantity: clampQuantity(item.quantity + change.quantity) } : item,
          ),
          full: false,
        };
      }
      if (list.length >= QUOTE_LIMITS.itemsMax) return { list, full: true };
      return {
        list: [...list, { productId: change.productId, quantity: clampQuantity(change.quantity) }],
        full: false,
      };
    }
  }
}
