import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import type { EditorConflict } from "../post-editor-types";

/** The choices' labels are long: on a phone they wrap instead of widening the page. */
const WRAP = "whitespace-normal text-left";

/**
 * A save refused because someone else saved the post after this form was opened (ADR 022):
 * the version saved now, who saved it and when, beside the editor's own text (still in the
 * form below). The editor copies what they need from it, then keeps their text (the next
 * save replaces the saved version) or takes the saved version instead.
 */
export function ConflictPanel({
  conflict,
  reloadHref,
  onKeepMine,
  onUseTheirs,
}: {
  conflict: EditorConflict;
  /** The editor's address: without script, "use the saved version" opens it again. */
  reloadHref: string;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [conflict]);
  const { values } = conflict;
  return (
    <section
      role="alert"
      aria-labelledby="post-conflict-title"
      data-post-conflict
      className="mb-6 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 sm:p-5"
    >
      <h2
        id="post-conflict-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold focus:outline-none"
      >
        {t("postEditor.conflictTitle")}
      </h2>
      <p className="mt-1">{t("postEditor.conflictText")}</p>
      <p className="mt-1 text-sm font-semibold break-words">
        {conflict.savedBy && conflict.savedAt
          ? t("postEditor.conflictSavedBy", { who: conflict.savedBy, when: conflict.savedAt })
          : t("postEditor.conflictSavedElsewhere")}
      </p>

      <h3 className="mt-4 text-base font-bold">{t("postEditor.conflictTheirs")}</h3>
      <div className="mt-2 grid gap-4 lg:grid-cols-2" data-post-conflict-theirs>
        {(["en", "es"] as const).map((language) => {
          const suffix = language === "es" ? "Es" : "";
          const title = values[`title${suffix}`];
          const excerpt = values[`excerpt${suffix}`];
          const content = values[`content${suffix}`];
          return (
            <div
              key={language}
              lang={language}
              className="min-w-0 rounded-md bg-white p-3 text-slate-900 ring-1 ring-amber-200"
            >
              <p className="text-sm font-semibold text-slate-700">
                {t(language === "en" ? "postEditor.conflictEnglish" : "postEditor.conflictSpanish")}
              </p>
              <p className="mt-1 font-bold break-words">{title || t("postEditor.conflictNoText")}</p>
              {excerpt ? <p className="mt-1 break-words text-slate-700">{excerpt}</p> : null}
              {content ? (
                // Sanitised on the server against the spec's allow-list, as the public page is.
                <div
                  className="post-prose mt-2 max-h-80 overflow-auto break-words"
                  dangerouslySetInnerHTML={{ __html: content }}
                />
              ) : (
                <p className="mt-2 text-sm text-slate-600">{t("postEditor.conflictNoText")}</p>
              )}
            </div>
          );
        })}
      </div>

      <div className="mt-4 flex flex-wrap gap-3">
        {hydrated ? (
          <>
            <button type="button" onClick={onKeepMine} className={cn(buttonVariants(), WRAP)}>
              {t("postEditor.conflictKeepMine")}
            </button>
            <button
              type="button"
              onClick={onUseTheirs}
              className={cn(buttonVariants({ variant: "secondary" }), WRAP)}
            >
              {t("postEditor.conflictUseTheirs")}
            </button>
          </>
        ) : (
          <Link to={reloadHref} reloadDocument className={cn(buttonVariants({ variant: "secondary" }), WRAP)}>
            {t("postEditor.conflictUseTheirs")}
          </Link>
        )}
      </div>
    </section>
  );
}
