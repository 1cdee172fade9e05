import { ArrowUp } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { useI18n } from "~/i18n/i18n-context";

export const SCROLL_TO_TOP_THRESHOLD = 300;

/** A floating button that appears once the page is scrolled past 300 px. */
export function ScrollToTop() {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  const toTop = (event: React.MouseEvent<HTMLButtonElement>) => {
    // Focus leaves the button first: it hides itself on the way up, and hiding the focused
    // element would cut the smooth scroll short. Keyboard users resume at the page's top.
    event.currentTarget.blur();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
  };

  return (
    <button
      type="button"
      onClick={toTop}
      hidden={!visible}
      aria-label={t("common.backToTop")}
      className="fixed right-5 bottom-5 z-30 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
