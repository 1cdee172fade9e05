import { useEffect } from "react";
import { showToast } from "~/components/ui/toaster";
import { useI18n } from "~/i18n/i18n-context";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/cn";

export interface ActionResultData {
  ok: boolean;
  text: string;
  at: number;
  /**
   * Kept on the page (not a passing toast), with or without JavaScript: the record changed
   * since the page was opened, and the page now shows it as it is (ADR 022).
   */
  conflict?: boolean;
}

/**
 * An action's outcome: a toast once JavaScript runs, else a line on the page (a plain form
 * post renders the page again with it).
 */
export function ActionResult({ result }: { result: ActionResultData | undefined }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!result || result.conflict) return;
    void showToast({
      title: result.ok ? t("office.doneTitle") : t("office.errorTitle"),
      description: result.text,
      variant: result.ok ? "success" : "destructive",
    });
  }, [result?.at]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!result || (hydrated && !result.conflict)) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={cn(
        "mb-4 rounded-md p-3 ring-1",
        result.ok ? "bg-brand-50 text-brand-900 ring-brand-200" : "bg-red-50 text-red-900 ring-red-300",
      )}
    >
      {result.text}
    </p>
  );
}
