import { createContext, useContext, useMemo, type ReactNode } from "react";
import { translate, type MessageKey, type Messages } from "./dictionary";
import type { Locale } from "./locales";

interface I18n {
  locale: Locale;
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  /**
   * A text whose key is made at run time (a content field's label, by the field's name); the
   * key itself when there is none.
   */
  lookup: (key: string, values?: Record<string, string | number>) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(
    () => {
      const lookup = (key: string, values?: Record<string, string | number>) => translate(messages, key, values);
      return { locale, t: lookup, lookup };
    },
    [locale, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language and its texts. Throws outside I18nProvider, as the spec asks. */
export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used within an I18nProvider");
  return value;
}

/**
 * Adds a page's own texts (sent by its loader, see `messageGroups`) to the shell's, for
 * the components below it; a key the page's texts lack is looked up in the shell's.
 */
export function PageMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const parent = useI18n();
  const value = useMemo<I18n>(
    () => {
      const lookup = (key: string, values?: Record<string, string | number>) => {
        const text = translate(messages, key, values);
        return text === key ? parent.lookup(key, values) : text;
      };
      return { locale: parent.locale, t: lookup, lookup };
    },
    [parent, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
