import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import type { Locale } from "~/i18n/locales";
import { onceNear } from "~/lib/once-near";

type AltchaElement = HTMLElement & { reset?: () => void };

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        language?: string;
        auto?: string;
        name?: string;
      };
    }
  }
}

export interface AltchaFieldHandle {
  reset(): void;
}

/**
 * The self-hosted proof-of-work captcha. Its widget (~35 KB) loads only when the form
 * nears the viewport; until then a box of the same size holds its place.
 */
export const AltchaField = forwardRef<
  AltchaFieldHandle,
  { locale: Locale; label: string; onPayload: (payload: string | null) => void }
>(function AltchaField({ locale, label, onPayload }, handle) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaElement>(null);
  const [loaded, setLoaded] = useState(false);
  const onPayloadRef = useRef(onPayload);
  onPayloadRef.current = onPayload;

  useImperativeHandle(handle, () => ({
    reset: () => {
      widget.current?.reset?.();
      onPayloadRef.current(null);
    },
  }));

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    const load = async () => {
      await import("altcha");
      if (locale === "es") await import("altcha/i18n/es-es");
      else await import("altcha/i18n/en");
      if (!cancelled) setLoaded(true);
    };
    const stopWatching = onceNear(element, "600px", () => void load());
    return () => {
      cancelled = true;
      stopWatching();
    };
  }, [locale]);

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      // Only a verified state carries a usable solution; expiry or an error clears it.
      onPayloadRef.current(state === "verified" && payload ? payload : null);
    };
    element.addEventListener("statechange", onState);
    return () => element.removeEventListener("statechange", onState);
  }, [loaded]);

  return (
    <div ref={box} className="min-h-[4.5rem]" role="group" aria-label={label}>
      {loaded ? (
        <altcha-widget ref={widget} challenge="/api/captcha" language={locale === "es" ? "es-es" : "en"} />
      ) : null}
    </div>
  );
});
