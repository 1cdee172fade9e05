import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * Disclosures built on <details> open and close without JavaScript. With it, they also
 * close on Escape (focus back on their toggle), on a click outside, and on navigation.
 */
export function useDisclosureDismiss(container: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    container.current?.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
  }, [container, pathname, search]);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onPointerDown = (event: PointerEvent) => {
      root.querySelectorAll<HTMLDetailsElement>("details[data-dismissable][open]").forEach((details) => {
        if (!details.contains(event.target as Node)) details.open = false;
      });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = [...root.querySelectorAll<HTMLDetailsElement>("details[data-dismissable][open]")].pop();
      if (!open) return;
      open.open = false;
      open.querySelector<HTMLElement>(":scope > summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    root.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      root.removeEventListener("keydown", onKeyDown);
    };
  }, [container]);
}
