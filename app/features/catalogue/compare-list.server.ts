// The visitor's comparison: up to four product ids, in the order they were added, in a signed
// cookie, as the quote list keeps its products (ADR 026). It works without JavaScript,
// survives reloads and needs no table; every instance reads it, since the signing key comes
// from AUTH_SECRET. The `site.` prefix makes the page cache render such a visitor's pages
// afresh (their toggles and tray show the choice); everyone else gets the shared entry.
import type { Cookie, RouterContextProvider } from "react-router";
import { appContext } from "~/.server/app-context";
import { signedCookie } from "~/.server/signed-cookie";
import { siteContent } from "~/.server/content/request-content";
import { pagePath } from "~/.server/pages";
import { localeFromPath } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages.server";
import { COMPARE_MAX, type CompareItem, type CompareState } from "./compare";

export type CompareList = string[];

export const COMPARE_COOKIE_NAME = "site.compare";
const MAX_AGE_S = 30 * 24 * 60 * 60;
const HAS_COOKIE = /(?:^|;\s*)site\.compare=/;

const compareCookie = (authSecret: string): Cookie =>
  signedCookie(COMPARE_COOKIE_NAME, "compare-list:v1", MAX_AGE_S, authSecret);

/** Whether a request carries a comparison at all (no signature checked: a cheap first look). */
export const hasCompareCookie = (request: Request): boolean =>
  HAS_COOKIE.test(request.headers.get("cookie") ?? "");

/** A list as read back: known products only, each once, COMPARE_MAX at most, in its order. */
export function cleanCompareList(value: unknown, knownProduct: (id: string) => boolean): CompareList {
  if (!Array.isArray(value)) return [];
  const list: CompareList = [];
  for (const id of value) {
    if (typeof id !== "string" || list.includes(id) || !knownProduct(id)) continue;
    list.push(id);
    if (list.length === COMPARE_MAX) break;
  }
  return list;
}

/** The list a request carries (empty when it has none, or a tampered one). */
export async function readCompareList(
  request: Request,
  authSecret: string,
  knownProduct: (id: string) => boolean,
): Promise<CompareList> {
  if (!hasCompareCookie(request)) return [];
  const value: unknown = await compareCookie(authSecret).parse(request.headers.get("cookie"));
  return cleanCompareList(value, knownProduct);
}

/** The Set-Cookie that stores a list (or forgets it, when empty). */
export async function compareListCookie(
  list: CompareList,
  authSecret: string,
  secure: boolean,
): Promise<string> {
  const cookie = compareCookie(authSecret);
  if (list.length === 0) return cookie.serialize("", { secure, maxAge: 0 });
  return cookie.serialize(list, { secure });
}

export type CompareListChange =
  { intent: "add"; productId: string } | { intent: "remove"; productId: string } | { intent: "clear" };

/**
 * A list after a change. A product already chosen stays where it is; a full list takes no new
 * product (`full: true`): the visitor removes one first, so none is ever dropped unasked.
 */
export function changeCompareList(
  list: CompareList,
  change: CompareListChange,
): { list: CompareList; full: boolean } {
  switch (change.intent) {
    case "clear":
      return { list: [], full: false };
    case "remove":
      return { list: list.filter((id) => id !== change.productId), full: false };
    case "add":
      if (list.includes(change.productId)) return { list, full: false };
      if (list.length >= COMPARE_MAX) return { list, full: true };
      return { list: [...list, change.productId], full: false };
  }
}

/** A change as a form posts it (`intent`, `productId`), or undefined when it names none. */
export function postedCompareChange(form: FormData): CompareListChange | undefined {
  const intent = form.get("intent");
  const productId = form.get("productId");
  if (intent === "clear") return { intent };
  if ((intent === "add" || intent === "remove") && typeof productId === "string" && productId)
    return { intent, productId };
  return undefined;
}

/** The toggles' texts, sent with every page; the tray's, once there is a comparison. */
const TOGGLE_TEXTS = ["toggle", "added", "removed", "full", "open"] as const;
const TRAY_TEXTS = ["trayLabel", "trayCount", "removeItem"] as const;

/**
 * What the site layout sends every page about the visitor's comparison: where the toggles
 * post, the products chosen (none without the cookie: nothing is read then), and the texts of
 * the toggles and the tray (they load after the page, and the pages' own texts lack them).
 */
export async function visitorComparison(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CompareState> {
  const locale = localeFromPath(new URL(request.url).pathname);
  let items: CompareItem[] = [];
  if (hasCompareCookie(request)) {
    const { env } = context.get(appContext);
    const { products } = await siteContent(context, ["products"]);
    const ids = await readCompareList(request, env.AUTH_SECRET, (id) => products.some((p) => p.id === id));
    items = ids.map((id) => ({ id, name: products.find((p) => p.id === id)!.name[locale] }));
  }
  const texts = messagesFor(locale).compare;
  const keys = items.length > 0 ? [...TOGGLE_TEXTS, ...TRAY_TEXTS] : TOGGLE_TEXTS;
  return {
    href: pagePath("compare", locale),
    items,
    texts: Object.fromEntries(keys.map((key) => [key, texts[key]])),
  };
}
