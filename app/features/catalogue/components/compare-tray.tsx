// The visitor's comparison while they browse the catalogue: a bar at the bottom of the window
// naming the products chosen (each removable) with a link to the comparison. It sits in the
// page's flow after the content and sticks to the window's bottom while the page scrolls, so
// at the page's end it rests above the footer instead of covering it; what focus brings into
// view is kept clear of it (scroll padding), and its controls keep clear of the back-to-top
// button. Plain forms and a link: without JavaScript they work as the browser's own.
import { useRef, type RefObject } from "react";
import { Link, useFetcher, useLocation, useMatches } from "react-router";
import { X } from "~/components/ui/icons";
import {
  COMPARE_MAX,
  compareText,
  FINDER_PATHS,
  type CompareItem,
  type CompareState,
  type CompareTextKey,
} from "../compare";

/** The pages that show the tray: category listings, product pages, search and the finder. */
function onCataloguePage(matches: ReturnType<typeof useMatches>, pathname: string): boolean {
  if (Object.values(FINDER_PATHS).includes(pathname)) return true;
  return matches.some((match) => {
    const [page] = match.id.split(".");
    if (page === "catalogue") {
      const kind = (match.loaderData as { kind?: string } | undefined)?.kind;
      return kind === "category" || kind === "product";
    }
    return page === "search";
  });
}

export default function CompareTray({ state }: { state: CompareState }) {
  const t = (key: CompareTextKey, values?: Record<string, string | number>) =>
    compareText(state, key, values);
  const matches = useMatches();
  const location = useLocation();
  const openLink = useRef<HTMLAnchorElement>(null);
  if (state.items.length === 0 || !onCataloguePage(matches, location.pathname)) return null;
  const here = `${location.pathname}${location.search}`;
  return (
    <aside
      aria-labelledby="compare-tray-title"
      data-compare-tray
      className="sticky bottom-0 z-20 border-t border-slate-300 bg-white shadow-[0_-4px_12px_rgb(15_23_42/0.08)] print:hidden"
    >
      {/* Focus and anchors stop above the bar, as they stop below the sticky header. */}
      <style>{"html{scroll-padding-bottom:5.5rem}"}</style>
      <div className="mx-auto flex max-w-(--container-page) items-center gap-3 py-2 pr-20 pl-6">
        <h2 id="compare-tray-title" className="sr-only">
          {t("trayLabel")}
        </h2>
        <p role="status" className="sr-only">
          {t("trayCount", { count: state.items.length, max: COMPARE_MAX })}
        </p>
        {/* Positioned, so the buttons' visually hidden names stay inside the row that scrolls. */}
        <ul className="relative flex min-w-0 flex-1 gap-2 overflow-x-auto py-1">
          {state.items.map((item) => (
            <TrayItem
              key={item.id}
              item={item}
              action={state.href}
              here={here}
              focusAfter={openLink}
              removeName={t("removeItem", { product: item.name })}
            />
          ))}
        </ul>
        <Link
          ref={openLink}
          to={state.href}
          className="shrink-0 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("open", { count: state.items.length })}
        </Link>
      </div>
    </aside>
  );
}

/**
 * A chosen product's name and its 'remove' (in place with JavaScript, the keyboard's focus
 * going on to the comparison's link, since the button goes with the product).
 */
function TrayItem({
  item,
  action,
  here,
  focusAfter,
  removeName,
}: {
  item: CompareItem;
  action: string;
  here: string;
  focusAfter: RefObject<HTMLAnchorElement | null>;
  /** The remove button's name: "Remove … from the comparison". */
  removeName: string;
}) {
  const fetcher = useFetcher();
  return (
    <li
      data-compare-item={item.id}
      className="flex shrink-0 items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-0.5 pl-3 text-sm text-slate-800 ring-1 ring-slate-300"
    >
      <span className="max-w-40 truncate" title={item.name}>
        {item.name}
      </span>
      <fetcher.Form
        method="post"
        action={action}
        onSubmit={(event) => {
          // With script the page stays; `returnTo` is only for the browser's own post.
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          data.delete("returnTo");
          focusAfter.current?.focus();
          void fetcher.submit(data, { method: "post", action });
        }}
      >
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="productId" value={item.id} />
        <input type="hidden" name="returnTo" value={here} />
        <button
          type="submit"
          className="flex size-8 items-center justify-center rounded-full text-slate-700 hover:bg-white hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{removeName}</span>
        </button>
      </fetcher.Form>
    </li>
  );
}
