import { useEffect, useRef } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { Search } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import { MAX_TERM_LENGTH } from "../filter-products";

/** How long typing pauses before the list follows it (one request per pause, not per key). */
const TYPING_PAUSE_MS = 250;

/**
 * A GET form for `?q=`: the filtered list has an address of its own and works without
 * JavaScript. With it, the list also follows the typing (the address is replaced, not
 * pushed, so Back leaves the page rather than undoing letters).
 */
export function CategorySearch({
  term,
  showAll,
  keep = [],
}: {
  term: string;
  showAll: boolean;
  /** The listing's filters chosen, sent along with the search. */
  keep?: ReadonlyArray<readonly [string, string]>;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<number | undefined>(undefined);

  // The address changed by other means (Back, a link): the box shows its search text,
  // unless the visitor is typing in it.
  useEffect(() => {
    const box = input.current;
    if (box && document.activeElement !== box && box.value.trim() !== term) box.value = term;
  }, [term]);

  useEffect(() => () => window.clearTimeout(pending.current), []);

  function follow(value: string) {
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => {
      const params = new URLSearchParams(location.search);
      const next = value.trim();
      if (next) params.set("q", next);
      else params.delete("q");
      const search = params.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : "" },
        { replace: true, preventScrollReset: true },
      );
    }, TYPING_PAUSE_MS);
  }

  return (
    <Form
      method="get"
      role="search"
      preventScrollReset
      onSubmit={() => window.clearTimeout(pending.current)}
      className="flex w-full gap-2 sm:max-w-md"
    >
      <label htmlFor="listing-search" className="sr-only">
        {t("listing.searchLabel")}
      </label>
      <input
        ref={input}
        id="listing-search"
        type="search"
        name="q"
        defaultValue={term}
        maxLength={MAX_TERM_LENGTH}
        placeholder={t("listing.searchPlaceholder")}
        autoComplete="off"
        onChange={(event) => follow(event.currentTarget.value)}
        className="min-w-0 flex-1 rounded-lg border-0 bg-white px-4 py-3 text-slate-900 shadow-sm ring-1 ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600"
      />
      {showAll ? <input type="hidden" name="all" value="1" /> : null}
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-600"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{t("listing.searchSubmit")}</span>
      </button>
    </Form>
  );
}
