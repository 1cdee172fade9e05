// A product page's specifications: its heading, the units switch beside it and the table. The
// page loads this part's code as it nears the viewport (its HTML comes from the server, and the
// switch is a plain form meanwhile), so the page's first-load JavaScript does not grow with it.
// With script, the switch's answer carries the rows in the units chosen and the table shows
// them in place; the page's next load reads the choice from the cookie.
import { useFetcher } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import type { UnitSystem } from "~/lib/specs/units";
import { SpecTable, type SpecTableRow } from "./spec-table";
import { UnitsSwitch, type UnitsAnswer } from "./units-switch";

export interface SpecSectionData {
  /** The product's id: the switch's answer carries its rows. */
  product: string;
  /** The units the rows are in. */
  system: UnitSystem;
  /** Where the units switch posts. */
  action: string;
  rows: readonly SpecTableRow[];
}

/** The heading's id: the section's and the table's name, and what the page watches come near. */
export const SPEC_SECTION_TITLE_ID = "product-specs-title";

export function SpecSection({ specs }: { specs: SpecSectionData }) {
  const { t } = useI18n();
  const fetcher = useFetcher<UnitsAnswer>();
  // The switch's answer, until the page's own data is in the same units (a later page's).
  const answer = fetcher.data;
  const shown =
    answer?.rows && answer.system !== specs.system ? { system: answer.system, rows: answer.rows } : specs;
  return (
    <section aria-labelledby={SPEC_SECTION_TITLE_ID} className="page-container py-12 sm:py-16">
      {/* The switch at the table's right edge, where the figures it changes are. */}
      <div className="flex max-w-3xl flex-wrap items-end justify-between gap-4">
        <h2 id={SPEC_SECTION_TITLE_ID} className="section-heading text-slate-900">
          {t("specs.title")}
        </h2>
        <UnitsSwitch system={shown.system} action={specs.action} product={specs.product} fetcher={fetcher} />
      </div>
      <SpecTable rows={shown.rows} labelledBy={SPEC_SECTION_TITLE_ID} className="mt-6 max-w-3xl" />
    </section>
  );
}
