import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import type { Crumb } from "~/lib/structured-data";

/**
 * HOME / PAGE: the trail to the current page; the last crumb is the page itself. The
 * separator is drawn between crumbs and hidden from assistive technology. A link is 24 px
 * tall, with room between lines, when a long trail wraps on a phone.
 */
export function Breadcrumbs({
  crumbs,
  tone = "light",
  separator = "/",
}: {
  crumbs: Crumb[];
  tone?: "light" | "dark";
  separator?: string;
}) {
  const { t } = useI18n();
  const muted = tone === "light" ? "text-white/75" : "text-slate-500";
  return (
    <nav aria-label={t("common.breadcrumb")}>
      <ol
        className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold tracking-wider uppercase ${muted}`}
      >
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className={tone === "light" ? "text-white" : "text-brand-800"}>
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.href} className="py-0.5 hover:underline">
                    {crumb.label}
                  </Link>
                  <span aria-hidden="true">{separator}</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
