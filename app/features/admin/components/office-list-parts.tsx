import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";

/** A filter form's Filter button, and a link that clears the filters while any is set. */
export function FilterActions({ filtered }: { filtered: boolean }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit">{t("office.filter")}</Button>
      {filtered ? (
        <Link
          to="?"
          className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline"
        >
          {t("office.clearFilters")}
        </Link>
      ) : null}
    </div>
  );
}

/** What a tool's list says when it has nothing to show. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-white p-6 text-slate-700 ring-1 ring-slate-200">{children}</p>;
}
