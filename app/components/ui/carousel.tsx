import type { CarouselEngine, EmblaApi } from "./carousel-engine";
import { slidesAround, wrapIndex } from "./carousel-position";
import { Pause, Play } from "./media-icons";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-context";
import { inputKeeper } from "~/lib/input-keeper";
import { onceNear } from "~/lib/once-near";
import { ChevronLeft, ChevronRight } from "./page-icons";

type Engine = typeof CarouselEngine;

// Embla is not in any page's first load: it is fetched once a carousel nears the
// viewport (or is used), and the server-rendered first slide stays put meanwhile.
let engineModule: Promise<Engine> | undefined;
const loadEngine = () =>
  (engineModule ??= import("./carousel-engine").then((module) => module.CarouselEngine));

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const onReducedMotionChange = (changed: () => void) => {
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
};

/**
 * Whether the visitor asks for reduced motion, read as the page renders (false in the server's
 * HTML, which has no such setting; React renders again at hydration when it differs) and
 * followed when the setting changes while the page is open.
 */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    onReducedMotionChange,
    () => matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** Calls `then` when the main thread is idle (within two seconds); returns a cancel function. */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(then, 200);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(then, { timeout: 2_000 });
  return () => cancelIdleCallback(handle);
}

export interface Carousel {
  /** The slide shown. */
  index: number;
  go(index: number): void;
  /** Whether it has automatic rotation at all (an interval was given): its control is shown only then. */
  rotates: boolean;
  /** Rotating automatically: the rotation control's state (hovering only holds it). */
  rotating: boolean;
  toggleRotation(): void;
  /** For the carousel's root: hovering or focusing it stops rotation, arrow keys move it. */
  attachRoot(element: HTMLElement | null): void;
  /** For Embla's viewport (overflow hidden) around the flex row of slides. */
  attachViewport(element: HTMLDivElement | null): void;
  /**
   * Whether a slide's image is in the page: the first slide's from the start; once the
   * carousel nears the viewport, the current, next and previous slides' and every one
   * shown since. The others would only compete with what is on screen for bandwidth.
   */
  hasImage(slide: number): boolean;
  /** Whether a slide's image should load now rather than lazily: it is wanted soon. */
  preload(slide: number): boolean;
  /** Render it anywhere inside the carousel: it attaches Embla once loaded. */
  engine: ReactNode;
}

/**
 * A carousel after the WAI-ARIA Authoring Practices that wraps both ways. Given an
 * `interval` (ms) it rotates automatically: hovering holds it; keyboard focus entering it
 * stops it until the rotation control restarts it (WCAG 2.2.2); it never starts under
 * prefers-reduced-motion. Without one it moves only when asked (a gallery). Slides change
 * without animation under prefers-reduced-motion. Left and right arrow keys move it.
 */
export function useCarousel(count: number, interval?: number): Carousel {
  const rotates = interval !== undefined;
  const [index, setIndex] = useState(0);
  // What the visitor did to rotation: nothing yet ("auto": it rotates unless reduced motion is
  // asked for), started it with the control, or stopped it (the control, or keyboard focus).
  const [rotation, setRotation] = useState<"auto" | "started" | "stopped">("auto");
  const reduced = useReducedMotion();
  const rotating = rotates && (rotation === "started" || (rotation === "auto" && !reduced));
  const [hovered, setHovered] = useState(false);
  const [near, setNear] = useState(false);
  const [withImage, setWithImage] = useState<ReadonlySet<number>>(() => new Set([0]));
  // Adjusted while rendering (React's pattern for state derived from other state), so a
  // slide never shows without its image for a frame.
  const wantedNow = slidesAround(index, count);
  if (near && !wantedNow.every((slide) => withImage.has(slide))) {
    setWithImage(new Set([...withImage, ...wantedNow]));
  }
  const [Engine, setEngine] = useState<Engine>();
  // Refs, not state: a state set by a ref callback would render the whole carousel again,
  // synchronously, in the same task as the hydration that attached it.
  const root = useRef<HTMLElement | null>(null);
  const viewport = useRef<HTMLDivElement | null>(null);
  const api = useRef<EmblaApi>(undefined);
  // The slide asked for, ahead of Embla (which may still be loading) and of React's state.
  const wanted = useRef(0);

  // Embla measures every slide as it attaches: it attaches when the carousel first moves,
  // or when the browser is idle after the carousel has come near, never in the same task
  // as the page's hydration.
  const engage = useCallback(() => {
    void loadEngine().then((engine) => setEngine(() => engine));
  }, []);

  const go = useCallback(
    (to: number) => {
      const target = wrapIndex(to, count);
      wanted.current = target;
      setIndex(target);
      // Without animation under reduced motion (read now: a move is made in an event, not a render).
      if (api.current) api.current.scrollTo(target, matchMedia(REDUCED_MOTION).matches);
      else engage();
    },
    [count, engage],
  );

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // Hovered or focused by keyboard before it hydrated: as if it had just happened.
    if (element.matches(":hover")) setHovered(true);
    if (element.querySelector(":focus-visible")) setRotation("stopped");
    const listeners: Array<[string, (event: never) => unknown]> = [
      ["mouseenter", () => setHovered(true)],
      ["mouseleave", () => setHovered(false)],
      // A click also focuses a button, but the pointer's hover already holds rotation.
      [
        "focusin",
        (event: FocusEvent) =>
          !element.contains(event.relatedTarget as Node | null) &&
          (event.target as Element).matches(":focus-visible") &&
          setRotation("stopped"),
      ],
      [
        "keydown",
        (event: KeyboardEvent) => {
          const by = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
          if (!by || event.altKey || event.ctrlKey || event.metaKey) return;
          // A dialog opened from a slide (a lightbox) keeps its keys to itself.
          if ((event.target as Element).closest("dialog")) return;
          event.preventDefault();
          go(wanted.current + by);
        },
      ],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener as EventListener);
    let stopWaiting = () => {};
    const stopWatching = onceNear(element, "300px", () => {
      setNear(true);
      void loadEngine();
      stopWaiting = whenIdle(engage);
    });
    // Hydrated and listening (tests wait for it); an arrow key pressed on it before its
    // listener was attached is given again now.
    element.setAttribute("data-ready", "");
    inputKeeper()?.replay();
    return () => {
      stopWatching();
      stopWaiting();
      for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener);
    };
  }, [go, engage]);

  useEffect(() => {
    if (!rotating || hovered || count < 2 || interval === undefined) return;
    const timer = setTimeout(() => go(wanted.current + 1), interval);
    return () => clearTimeout(timer);
  }, [rotating, hovered, index, count, interval, go]);

  const attachRoot = useCallback((element: HTMLElement | null) => void (root.current = element), []);
  const attachViewport = useCallback(
    (element: HTMLDivElement | null) => void (viewport.current = element),
    [],
  );

  const onApi = useCallback((loaded: EmblaApi) => {
    api.current = loaded;
    loaded.on("select", () => {
      wanted.current = loaded.selectedScrollSnap();
      setIndex(wanted.current);
    });
    if (loaded.selectedScrollSnap() !== wanted.current) loaded.scrollTo(wanted.current, true);
  }, []);

  return {
    index,
    go,
    rotates,
    rotating,
    toggleRotation: () => setRotation(rotating ? "stopped" : "started"),
    attachRoot,
    attachViewport,
    hasImage: (slide) => withImage.has(slide),
    preload: (slide) => near && withImage.has(slide),
    engine: Engine ? <Engine viewport={viewport} onApi={onApi} /> : null,
  };
}

/** The carousel's region, named and announced as a carousel (its root: see attachRoot). */
export function CarouselRegion({
  carousel,
  label,
  className,
  children,
}: {
  carousel: Carousel;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { attachRoot } = carousel;
  return (
    <section
      ref={attachRoot}
      aria-roledescription={t("carousel.carousel")}
      aria-label={label}
      className={className}
    >
      {children}
    </section>
  );
}

/**
 * Embla's viewport and the flex row of slides. A live region (polite) only while not
 * rotating, so a screen reader is not interrupted every few seconds.
 */
export function CarouselTrack({
  carousel,
  id,
  className = "",
  children,
}: {
  carousel: Carousel;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const { attachViewport } = carousel;
  return (
    <div ref={attachViewport} className={`overflow-hidden ${className}`}>
      <div id={id} className="flex h-full touch-pan-y" aria-live={carousel.rotating ? "off" : "polite"}>
        {children}
      </div>
    </div>
  );
}

/** One slide: "n of total" to assistive technology; the slides not shown are inert. */
export function CarouselSlide({
  carousel,
  slide,
  count,
  className = "",
  children,
}: {
  carousel: Carousel;
  slide: number;
  count: number;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div
      role="group"
      aria-roledescription={t("carousel.slide")}
      aria-label={t("carousel.slideOf", { n: slide + 1, total: count })}
      inert={slide !== carousel.index}
      className={`min-w-0 shrink-0 grow-0 basis-full ${className}`}
    >
      {children}
    </div>
  );
}

const roundButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors disabled:opacity-50";

/**
 * The rotation control (for a carousel that rotates), then previous and next: the carousel
 * pattern's button order.
 */
export function CarouselButtons({
  carousel,
  controls,
  tone,
  className = "",
}: {
  carousel: Carousel;
  controls: string;
  tone: "light" | "dark";
  className?: string;
}) {
  const { t } = useI18n();
  const colours =
    tone === "dark"
      ? "bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/30"
      : "bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50";
  const Rotation = carousel.rotating ? Pause : Play;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      {carousel.rotates && (
        <button
          type="button"
          className={`${roundButton} ${colours}`}
          aria-label={t(carousel.rotating ? "carousel.stop" : "carousel.start")}
          onClick={carousel.toggleRotation}
        >
          <Rotation aria-hidden="true" className="size-5" />
        </button>
      )}
      <button
        type="button"
        className={`${roundButton} ${colours}`}
        aria-label={t("carousel.previous")}
        aria-controls={controls}
        onClick={() => carousel.go(carousel.index - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <button
        type="button"
        className={`${roundButton} ${colours}`}
        aria-label={t("carousel.next")}
        aria-controls={controls}
        onClick={() => carousel.go(carousel.index + 1)}
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
