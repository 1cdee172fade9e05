// Metric or US customary units for a product's specifications. A plain form: without
// JavaScript the browser posts the choice, the server stores it (a cookie) and sends the
// visitor back to this page, now in the units chosen; with it, the section's fetcher posts it
// and the answer's rows change the table in place, focus staying on the button. The pressed
// button says which system is shown, in words (aria-pressed, a check mark) and by its fill.
import { useLocation, type FetcherWithComponents } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import type { UnitSystem } from "~/lib/specs/units";
import type { SpecTableRow } from "./spec-table";

/** The switch's answer to a fetcher: the choice, and the product's rows in its units. */
export interface UnitsAnswer {
  ok: boolean;
  system: UnitSystem;
  rows?: SpecTableRow[];
}

export function UnitsSwitch({
  system,
  action,
  product,
  fetcher,
  className,
}: {
  system: UnitSystem;
  /** Where the choice is posted (the loader gives it: the page's first load carries no copy). */
  action: string;
  /** The product whose rows the answer carries. */
  product: string;
  fetcher: FetcherWithComponents<UnitsAnswer>;
  className?: string;
}) {
  const { t, locale } = useI18n();
  const location = useLocation();
  // While the choice is on its way, the button pressed is the one chosen.
  const posted = fetcher.formData?.get("system");
  const shown: UnitSystem = posted === "us" || posted === "metric" ? posted : system;
  const choices: { id: UnitSystem; label: string }[] = [
    { id: "metric", label: t("specs.metric") },
    { id: "us", label: t("specs.us") },
  ];
  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={(event) => {
        // With script the page stays; `returnTo` is only for the browser's own post.
        event.preventDefault();
        const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
        data.delete("returnTo");
        void fetcher.submit(data, { method: "post", action });
      }}
      className={className}
      data-units-switch
    >
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="product" value={product} />
      <input type="hidden" name="locale" value={locale} />
      <div role="group" aria-label={t("specs.unitsLabel")} className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
          {t("specs.unitsLabel")}
        </span>
        {choices.map((choice) => (
          <button
            key={choice.id}
            type="submit"
            name="system"
            value={choice.id}
            aria-pressed={shown === choice.id}
            className="rounded-full border border-slate-400 bg-white px-4 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {shown === choice.id ? <span aria-hidden="true">✓ </span> : null}
            {choice.label}
          </button>
        ))}
      </div>
    </fetcher.Form>
  );
}
