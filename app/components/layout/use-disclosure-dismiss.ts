import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * Disclosures built on <details> open and close without JavaScript. With it, they also
 * close on Escape (focus back on their toggle), on a click outside, and on navigation.
 */
export function useDisclosureDismiss(container: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  // The address the open disclosures belong to. Not on hydration: a menu the visitor
  // opened before the scripts arrived stays open.
  const shown = useRef(address);

  useEffect(() => {
    if (shown.current === address) return;
    shown.current = address;
    container.current?.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
  }, [container, address]);

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
