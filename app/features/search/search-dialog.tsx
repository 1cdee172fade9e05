import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { Search, X } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import { ResultList } from "./search-results";
import { NO_NEWS, SEARCH_MAX_QUERY, type NewsResults, type SearchAnswer } from "~/lib/search-types";

const DEBOUNCE_MS = 120;
const BLANK: SearchAnswer = { query: "", results: [], total: 0 };

const LISTBOX_ID = "site-search-results";

/**
 * The global search dialog (a modal <dialog>: Escape and the Close button close it, focus
 * stays inside while open and returns to the search button). Results come from the search
 * page's loader as the visitor types: the instant ones at once, the news when the database
 * answers. The search box is a combobox steering the results' listbox: the arrow keys move
 * through the results (wrapping round), Enter opens the one they are on. Choosing a result
 * goes there, closes the dialog and clears the text; any navigation clears it too.
 */
export function SearchDialog({
  open,
  searchPath,
  onClose,
}: {
  open: boolean;
  searchPath: string;
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<{ answer: SearchAnswer; news: Promise<NewsResults> }>();
  const load = useRef(fetcher.load);
  useEffect(() => {
    load.current = fetcher.load;
  });
  const [query, setQuery] = useState("");
  // The result the arrow keys are on, for the answer it belongs to: new results start with none
  // (the news arriving later only add results after the others, so the choice stands).
  const [active, setActive] = useState<{ answer: SearchAnswer | null; id: string } | null>(null);
  const [expanded, setExpanded] = useState(false);
  const listboxRef = useCallback((element: HTMLElement | null) => setExpanded(element !== null), []);
  const trimmed = query.trim();
  const location = useLocation();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // Any navigation clears the query (and closes the dialog when a result was not the cause).
  const seenLocation = useRef(location.key);
  useEffect(() => {
    if (seenLocation.current === location.key) return;
    seenLocation.current = location.key;
    setQuery("");
    onClose(false);
  }, [location.key, onClose]);

  useEffect(() => {
    if (!trimmed) return;
    const timer = setTimeout(
      () => void load.current(`${searchPath}?q=${encodeURIComponent(trimmed)}`),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [trimmed, searchPath]);

  const answer = trimmed ? (fetcher.data?.answer ?? null) : BLANK;
  const news = useSettled(trimmed ? fetcher.data?.news : undefined, NO_NEWS);

  const activeId = active?.answer === answer ? active.id : null;
  const setActiveId = (id: string) => setActive({ answer, id });

  // The active result stays in view as the arrow keys move.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const options = [...(document.getElementById(LISTBOX_ID)?.querySelectorAll("[role=option]") ?? [])];
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length === 0) return;
      const at = options.findIndex((option) => option.id === activeId);
      const step = event.key === "ArrowDown" ? 1 : -1;
      const next =
        at < 0 ? (step > 0 ? 0 : options.length - 1) : (at + step + options.length) % options.length;
      setActiveId(options[next]!.id);
    } else if (event.key === "Enter" && activeId) {
      const active = options.find((option) => option.id === activeId);
      if (active instanceof HTMLElement) {
        event.preventDefault();
        active.click();
      }
    }
  };

  return (
    // Escape (the dialog's cancel event) is its keyboard counterpart of the backdrop click.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby="site-search-title"
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-slate-900 backdrop:bg-ocean-900/60 sm:mx-auto sm:mt-20 sm:h-auto sm:max-h-[80vh] sm:max-w-2xl sm:rounded-2xl sm:shadow-2xl"
      onCancel={(event) => {
        event.preventDefault();
        onClose(true);
      }}
      onClick={(event) => {
        // A click on the backdrop (outside the panel) closes it.
        if (event.target === event.currentTarget) onClose(true);
      }}
    >
      <div className="flex h-full max-h-[inherit] flex-col">
        <h2 id="site-search-title" className="sr-only">
          {t("search.title")}
        </h2>
        <div role="search" className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
          <Search aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <label htmlFor="site-search-input" className="sr-only">
            {t("search.label")}
          </label>
          <input
            ref={input}
            id="site-search-input"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-controls={LISTBOX_ID}
            aria-expanded={expanded}
            aria-activedescendant={activeId ?? undefined}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("search.placeholder")}
            maxLength={SEARCH_MAX_QUERY}
            autoComplete="off"
            spellCheck={false}
            className="min-w-0 flex-1 bg-transparent py-2.5 text-lg outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
          />
          {query ? (
            <button
              type="button"
              aria-label={t("search.clear")}
              onClick={() => {
                setQuery("");
                input.current?.focus();
              }}
              className="inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => onClose(true)}
            className="rounded-md px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t("common.close")}
          </button>
        </div>
        <div
          aria-live="polite"
          aria-busy={fetcher.state !== "idle"}
          className="min-h-0 flex-1 overflow-y-auto px-3 pb-3"
        >
          {answer ? (
            <ResultList
              answer={answer}
              news={news}
              listbox={{ id: LISTBOX_ID, activeId, onPointerOver: setActiveId, attach: listboxRef }}
              onChoose={() => {
                setQuery("");
                onClose(false);
              }}
            />
          ) : null}
        </div>
        <p className="hidden border-t border-slate-200 px-4 py-2 text-xs text-slate-600 sm:block">
          {t("search.keyboardHint")}
        </p>
      </div>
    </dialog>
  );
}

/**
 * A promise's value once it has settled (`failed` if it was refused), undefined until then
 * and for no promise. Unlike Suspense, the caller's elements stay as they are meanwhile.
 */
function useSettled<T>(promise: Promise<T> | undefined, failed: T): T | undefined {
  const [settled, setSettled] = useState<{ promise: Promise<T>; value: T }>();
  useEffect(() => {
    if (!promise) return;
    let current = true;
    promise.then(
      (value) => current && setSettled({ promise, value }),
      () => current && setSettled({ promise, value: failed }),
    );
    return () => {
      current = false;
    };
  }, [promise, failed]);
  return settled && settled.promise === promise ? settled.value : undefined;
}
