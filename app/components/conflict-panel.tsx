import { useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/** The choices' labels are long: on a phone they wrap instead of widening the page. */
const WRAP = "whitespace-normal text-left";

/**
 * A save refused because someone else saved the record after this form was opened (ADR 022,
 * 023): who saved it and when, what they saved beside the editor's own text (still in the
 * form below, untouched), and the two ways on. "Keep mine" either submits the form over the
 * saved version (`submit`: works without script) or lets the next save replace it (`onClick`);
 * "use theirs" forgets the typed text and opens the saved version (without script, a link to
 * the editor's address does it). The heading takes the focus, so the refusal is heard.
 */
export function ConflictPanel({
  kind,
  refusedAt,
  savedBy,
  keepMine,
  discard,
  children,
}: {
  /** Names the panel for its heading's id and its `data-<kind>-conflict` marker. */
  kind: string;
  /** When the save was refused: each refusal moves the focus to the panel again. */
  refusedAt: number;
  /** Who saved which version and when, as the page's language writes it. */
  savedBy: string;
  keepMine: { submit: { formId: string; value: string } } | { onClick: () => void };
  /** Forgets the typed text, as "use the saved version" opens the editor again. */
  discard: () => void;
  /** What the saved version holds, against the editor's form. */
  children: ReactNode;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // The editor's address: opened again, it shows the saved version (a link without script).
  const reloadHref = useLocation().pathname;
  const useTheirs = () => {
    discard();
    void navigate(reloadHref, { replace: true });
  };
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [refusedAt]);
  const titleId = `${kind}-conflict-title`;
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      {...{ [`data-${kind}-conflict`]: "" }}
      className="mb-6 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 sm:p-5"
    >
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {t("contentEditor.conflictTitle")}
      </h2>
      <p className="mt-1">{t("contentEditor.conflictText")}</p>
      <p className="mt-1 text-sm font-semibold break-words">{savedBy}</p>
      {children}
      <div className="mt-4 flex flex-wrap gap-3">
        {"submit" in keepMine ? (
          <button
            type="submit"
            form={keepMine.submit.formId}
            name="intent"
            value={keepMine.submit.value}
            className={cn(buttonVariants(), WRAP)}
          >
            {t("contentEditor.conflictKeepMine")}
          </button>
        ) : hydrated ? (
          <button type="button" onClick={keepMine.onClick} className={cn(buttonVariants(), WRAP)}>
            {t("contentEditor.conflictKeepMine")}
          </button>
        ) : null}
        {hydrated ? (
          <button
            type="button"
            onClick={useTheirs}
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
