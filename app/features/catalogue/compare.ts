// Comparing products side by side: how many, and what the site layout tells the pages about
// the visitor's choice (the toggles and the tray read it). Client-safe and small: the toggles
// load it with them. The comparison's rows are compare-rows.ts's.
import { translate, type Dictionary, type Messages } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";

/** Products compared at most: four columns still read side by side on a laptop. */
export const COMPARE_MAX = 4;

/**
 * The route whose loader sends the visitor's comparison (`CompareState`) to every public
 * page: the site's layout, read by the toggles and the tray.
 */
export const COMPARE_STATE_ROUTE = "routes/site-layout";

/** The product finder's addresses (its page shows the tray, and the empty comparison links to it). */
export const FINDER_PATHS: Record<Locale, string> = {
  en: "/product-finder",
  es: "/es/buscador-de-productos",
};

/** A product in the visitor's comparison, as the tray lists it. */
export interface CompareItem {
  id: string;
  name: string;
}

/** What the site layout's loader sends about the visitor's comparison. */
export interface CompareState {
  /** The comparison page in the page's language (where the toggles post). */
  href: string;
  /** The products chosen, in the order they were added. */
  items: CompareItem[];
  /** The toggles' and the tray's texts (the `compare` group's few they use), in the page's language. */
  texts: Messages;
}

/** A key of the `compare` group's texts. */
export type CompareTextKey = keyof Dictionary["compare"];

/** A text of the toggles or the tray, in the page's language. */
export const compareText = (
  state: CompareState,
  key: CompareTextKey,
  values?: Record<string, string | number>,
) => translate(state.texts, key, values);
