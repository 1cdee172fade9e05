import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import type { EditorConflict } from "../content-editor-types";
import { CompareTable } from "./compare-table";

/** The choices' labels are long: on a phone they wrap instead of widening the page. */
const WRAP = "whitespace-normal text-left";

/**
 * A save refused because someone else saved the item after this form was opened (ADR 022):
 * who saved which version and when, and the fields where it differs from the editor's form
 * (still below, untouched). The editor saves their text over it as a draft, or takes the
 * saved version instead. Both work without script: "keep mine" submits the form.
 */
export function ContentConflict({
  conflict,
  formId,
  reloadHref,
  onUseTheirs,
}: {
  conflict: EditorConflict;
  formId: string;
  reloadHref: string;
  onUseTheirs: () => void;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [conflict]);
  return (
    <section
      role="alert"
      aria-labelledby="content-conflict-title"
      data-content-conflict
      className="mb-6 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 sm:p-5"
    >
      <h2
        id="content-conflict-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold focus:outline-none"
      >
        {t("contentEditor.conflictTitle")}
      </h2>
      <p className="mt-1">{t("contentEditor.conflictText")}</p>
      <p className="mt-1 text-sm font-semibold break-words">{conflict.savedBy}</p>
      {conflict.changes.length > 0 ? (
        <div className="mt-3 rounded-md bg-white p-2 text-slate-900 ring-1 ring-amber-200">
          <CompareTable
            changes={conflict.changes}
            beforeLabel={t("contentEditor.colSaved")}
            afterLabel={t("contentEditor.colYours")}
          />
        </div>
      ) : (
        <p className="mt-3">{t("contentEditor.conflictSame")}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          form={formId}
          name="intent"
          value={`save-over:${conflict.version}`}
          className={cn(buttonVariants(), WRAP)}
        >
          {t("contentEditor.conflictKeepMine")}
        </button>
        {hydrated ? (
          <button
            type="button"
            onClick={onUseTheirs}
            className={cn(buttonVariants({ variant: "secondary" }), WRAP)}
          >
            {t("contentEditor.conflictUseTheirs")}
          </button>
        ) : (
          <Link to={reloadHref} reloadDocument className={cn(buttonVariants({ variant: "secondary" }), WRAP)}>
            {t("contentEditor.conflictUseTheirs")}
          </Link>
        )}
      </div>
    </section>
  );
}
