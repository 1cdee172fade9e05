import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { loadOrHold } from "~/lib/lazy-part";
import { Search } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import { useHydrated } from "~/lib/use-hydrated";

const loadDialog = () => import("./search-dialog");
const SearchDialog = lazy(() =>
  loadOrHold(() => loadDialog().then((module) => ({ default: module.SearchDialog }))),
);

const buttonClass =
  "inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-brand-50 hover:text-brand-800 sm:size-11";

/**
 * The header's search control. Until the page's script runs it is a link to the search
 * page; then a button opening the search dialog, whose code is fetched on first use (or
 * when the pointer comes near it). Ctrl+K or ⌘K opens it from anywhere, and so does "/"
 * when the visitor is not typing in a field. Kept small: every page loads it.
 */
export function SearchButton({ searchPath }: { searchPath: string }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button once the dialog has closed: while the modal dialog is open
  // everything outside it is inert, and the button cannot take focus.
  const focusOnClose = useRef(false);
  useEffect(() => {
    if (open || !focusOnClose.current) return;
    focusOnClose.current = false;
    button.current?.focus();
  }, [open]);
  const label = <span className="sr-only">{t("search.open")}</span>;
  const icon = <Search aria-hidden="true" className="size-5" />;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key === "/"
          ? !(event.target as Element).closest("input,textarea,select,[contenteditable]")
          : (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k"
      ) {
        event.preventDefault();
        button.current?.click();
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  if (!hydrated) {
    return (
      <a href={searchPath} className={buttonClass}>
        {icon}
        {label}
      </a>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonClass}
        onPointerEnter={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {icon}
        {label}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            searchPath={searchPath}
            onClose={(returnFocus) => {
              focusOnClose.current = returnFocus;
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
