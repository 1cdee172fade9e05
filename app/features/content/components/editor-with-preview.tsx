import { useState, type ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-context";
import { useHydrated } from "~/lib/use-hydrated";
import { SegmentedSwitch } from "./segmented-switch";

/**
 * The content editor with its live preview: side by side from the `xl` breakpoint (1280 px, the
 * back office's side navigation beside them), below it one at a time with a "Form / Preview"
 * switch. Once the page's script runs only: without it the editor is as it was, its "Preview"
 * links opening the saved draft. The editor keeps its place in the tree either way (its typed
 * text and state survive hydration and every switch).
 */
export function EditorWithPreview({
  children,
  preview,
}: {
  children: ReactNode;
  /** The pane, given the classes that size it. */
  preview: (className: string) => ReactNode;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [view, setView] = useState<"form" | "preview">("form");
  return (
    <>
      {hydrated ? (
        <div className="mx-auto max-w-(--container-page) px-4 pt-4 sm:px-6 xl:hidden">
          <SegmentedSwitch
            label={t("livePreview.show")}
            value={view}
            onChange={setView}
            options={[
              { value: "form", label: t("livePreview.showForm") },
              { value: "preview", label: t("livePreview.showPreview") },
            ]}
            className="flex w-full sm:w-auto"
          />
        </div>
      ) : null}
      <div
        className={hydrated ? "xl:grid xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start" : undefined}
      >
        <div className={hydrated && view === "preview" ? "max-xl:hidden" : undefined}>{children}</div>
        {hydrated ? (
          <div
            className={
              view === "form"
                ? "max-xl:hidden xl:sticky xl:top-0 xl:h-dvh xl:py-4 xl:pr-4"
                : "h-[calc(100dvh-4.5rem)] px-4 py-4 sm:px-6 xl:sticky xl:top-0 xl:h-dvh xl:px-0 xl:pr-4"
            }
          >
            {preview("h-full")}
          </div>
        ) : null}
      </div>
    </>
  );
}
