// The dictionary's words a specification row needs (yes, no, a range's "to"), from whichever
// translator the caller has: a page's `t`, or the server's for the datasheet. Client-safe.
import type { MessageKey } from "~/i18n/dictionary";
import type { SpecWords } from "./spec-values";

export function specWords(t: (key: MessageKey) => string): SpecWords {
  return { yes: t("specs.yes"), no: t("specs.no"), rangeJoin: t("specs.rangeJoin") };
}
