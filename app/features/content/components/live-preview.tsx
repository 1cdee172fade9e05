// The content editor's live preview (issue 46): beside the form, the item's page as the public
// will see it, rendered by the server from the form as typed (POST to the preview's address,
// server/content-preview.ts) with the same route modules as the public page, so it cannot
// drift. It follows the form ~600 ms after the last change, in either language, at a phone's
// width or a desktop's (scaled down to fit). Loaded lazily by the editor's route, after its
// script runs: without script the editor keeps its "Preview" links and shows no pane.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useI18n } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { contentPreviewPath } from "~/lib/content/preview-path";
import { SegmentedSwitch as Switch } from "./segmented-switch";

/** How long the form must stay unchanged before the preview follows it. */
export const PREVIEW_DEBOUNCE_MS = 600;
/** The editor's form, as its component marks it. */
export const CONTENT_FORM_SELECTOR = "form[data-content-form]";

const WIDTHS = { phone: 375, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

type Status = { kind: "updating" } | { kind: "ready" } | { kind: "problem"; text: string };

/** The form's fields as it would post them, without its files (a preview uploads nothing). */
function formBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  return body;
}

/**
 * Shows `html` in the frame: the first page (or another language's) as a new document, later
 * ones by replacing the document's body in place, so the frame keeps its scroll position and
 * does not flash while the editor types.
 */
function showIn(frame: HTMLIFrameElement, html: string, replace: boolean) {
  const doc = frame.contentDocument;
  if (replace && doc?.body && doc.readyState === "complete") {
    const next = new DOMParser().parseFromString(html, "text/html");
    const sheets = (d: Document) =>
      [...d.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href")).join(" ");
    if (sheets(next) === sheets(doc)) {
      const view = doc.defaultView;
      const [x, y] = [view?.scrollX ?? 0, view?.scrollY ?? 0];
      doc.title = next.title;
      doc.documentElement.lang = next.documentElement.lang;
      doc.body.replaceWith(doc.importNode(next.body, true));
      view?.scrollTo(x, y);
      return;
    }
  }
  frame.srcdoc = html;
}

/**
 * The preview is a picture of the page: a link opens its page in a new tab (an anchor on the
 * page still scrolls), and its forms send nothing.
 */
function keepInPlace(doc: Document) {
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof doc.defaultView!.HTMLAnchorElement)) return;
    if (link.getAttribute("href")?.startsWith("#")) return;
    event.preventDefault();
    window.open(link.href, "_blank", "noopener");
  });
  doc.addEventListener("submit", (event) => event.preventDefault());
}

export default function LivePreview({
  type,
  itemKey,
  className,
}: {
  type: string;
  itemKey: string;
  className?: string;
}) {
  const { t, locale: editorLocale } = useI18n();
  const headingId = useId();
  const [language, setLanguage] = useState<Locale>(editorLocale);
  const [width, setWidth] = useState<Width>("desktop");
  const [status, setStatus] = useState<Status>({ kind: "updating" });
  const [scale, setScale] = useState(1);
  const [height, setHeight] = useState(0);
  const pane = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  /** What the frame shows: its language and the body that was sent for it. */
  const shown = useRef<{ language: Locale; body: string } | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const stale = useRef(false);

  const update = useCallback(async () => {
    const form = document.querySelector<HTMLFormElement>(CONTENT_FORM_SELECTOR);
    const target = frame.current;
    if (!form || !target) return;
    // Hidden (the form's view on a narrow screen): brought up to date when shown.
    if (pane.current && pane.current.getClientRects().length === 0) {
      stale.current = true;
      return;
    }
    stale.current = false;
    const body = formBody(form).toString();
    if (shown.current?.language === language && shown.current.body === body) {
      setStatus({ kind: "ready" });
      return;
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus({ kind: "updating" });
    const problem = (text: string) =>
      setStatus({ kind: "problem", text: t("livePreview.problem", { problem: text }) });
    try {
      const response = await fetch(
        `${contentPreviewPath({ type, key: itemKey, locale: language })}?editor=${editorLocale}`,
        {
          method: "POST",
          body,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          credentials: "same-origin",
          signal: controller.signal,
        },
      );
      const text = await response.text();
      if (controller.signal.aborted) return;
      if (!response.ok) {
        // The endpoint names the problem in plain text; a refusal before it (413) does not.
        if (response.status === 413) problem(t("livePreview.tooLarge"));
        else if (response.headers.get("content-type")?.startsWith("text/plain") && text.trim().length < 2000)
          problem(text.trim());
        else problem(t("livePreview.failed", { status: response.status }));
        return;
      }
      showIn(target, text, shown.current?.language === language);
      shown.current = { language, body };
      setStatus({ kind: "ready" });
    } catch (error) {
      if (controller.signal.aborted || (error instanceof DOMException && error.name === "AbortError")) return;
      problem(t("livePreview.unreachable"));
    } finally {
      if (inFlight.current === controller) inFlight.current = undefined;
    }
  }, [type, itemKey, language, editorLocale, t]);

  // The form's changes, debounced: typing, choices, and fields set by the editor's own script
  // (a picker's hidden value, an entry added or moved: the form's elements change).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void update(), PREVIEW_DEBOUNCE_MS);
    };
    const inForm = (event: Event) => {
      if ((event.target as Element | null)?.closest?.(CONTENT_FORM_SELECTOR)) later();
    };
    document.addEventListener("input", inForm, true);
    document.addEventListener("change", inForm, true);
    const observer = new MutationObserver((records) => {
      if (records.some((record) => (record.target as Element).closest?.(CONTENT_FORM_SELECTOR) ?? false))
        later();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["value"],
    });
    return () => {
      clearTimeout(timer);
      document.removeEventListener("input", inForm, true);
      document.removeEventListener("change", inForm, true);
      observer.disconnect();
    };
  }, [update]);

  // At once when opened and when the language changes.
  useEffect(() => {
    const soon = setTimeout(() => void update(), 0);
    return () => clearTimeout(soon);
  }, [update]);
  useEffect(() => () => inFlight.current?.abort(), []);

  // The page at its width, scaled down to the stage's when wider; brought up to date when shown.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const fit = () => {
      const box = element.getBoundingClientRect();
      if (box.width === 0) return;
      const next = Math.min(1, box.width / WIDTHS[width]);
      setScale(next);
      setHeight(box.height / next);
      if (stale.current) void update();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width, update]);

  const languageName = t(language === "en" ? "livePreview.english" : "livePreview.spanish");
  const widthName = t(width === "phone" ? "livePreview.phone" : "livePreview.desktop");
  const statusText =
    status.kind === "updating"
      ? t("livePreview.updating")
      : status.kind === "ready"
        ? t("livePreview.upToDate")
        : status.text;

  return (
    <section
      ref={pane}
      aria-labelledby={headingId}
      data-live-preview
      className={cn("flex flex-col rounded-md border border-slate-300 bg-slate-50", className)}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-300 bg-white p-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {t("livePreview.heading")}
        </h2>
        <Switch
          label={t("livePreview.language")}
          value={language}
          onChange={setLanguage}
          options={[
            { value: "en", label: t("livePreview.english") },
            { value: "es", label: t("livePreview.spanish") },
          ]}
        />
        <Switch
          label={t("livePreview.width")}
          value={width}
          onChange={setWidth}
          options={[
            { value: "phone", label: t("livePreview.phone") },
            { value: "desktop", label: t("livePreview.desktop") },
          ]}
        />
        <p
          data-preview-status={status.kind}
          className={cn(
            "text-sm",
            status.kind === "problem" ? "font-semibold text-red-800" : "text-slate-700",
          )}
        >
          {statusText}
        </p>
        {/* Screen readers hear the problems, not every update while the editor types. */}
        <p role="status" className="sr-only">
          {status.kind === "problem" ? status.text : ""}
        </p>
        <p className="w-full text-sm text-slate-700">{t("livePreview.hint")}</p>
      </div>
      <div ref={stage} className="relative min-h-0 flex-1 overflow-hidden">
        <div
          className="absolute top-0 left-1/2 origin-top bg-white shadow-sm"
          style={{
            width: WIDTHS[width],
            height: height || "100%",
            transform: `translateX(-50%) scale(${scale})`,
          }}
        >
          <iframe
            ref={frame}
            title={t("livePreview.frameTitle", { language: languageName, width: widthName })}
            data-preview-language={language}
            data-preview-width={width}
            className="size-full border-0"
            onLoad={(event) => {
              const doc = event.currentTarget.contentDocument;
              if (doc?.body) keepInPlace(doc);
            }}
          />
        </div>
      </div>
    </section>
  );
}
