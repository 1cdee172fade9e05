import { useRef } from "react";
import { Link } from "react-router";
import { useDisclosureDismiss } from "~/components/layout/use-disclosure-dismiss";
import { ChevronDown } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";

export interface CategoryMenuItem {
  id: string;
  title: string;
  href: string;
}

const summaryReset = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/**
 * The nine categories as a disclosure of links (a native <details>): it opens, and its
 * links work, by mouse and keyboard without JavaScript; with it, it also closes on Escape
 * and on a click outside. The current category is marked.
 */
export function CategoryMenu({
  categories,
  currentId,
}: {
  categories: CategoryMenuItem[];
  currentId: string;
}) {
  const { t } = useI18n();
  const container = useRef<HTMLDivElement>(null);
  useDisclosureDismiss(container);
  const current = categories.find((category) => category.id === currentId);
  return (
    <div ref={container} className="w-full sm:w-80">
      <details data-dismissable className="group relative">
        <summary
          className={`${summaryReset} flex items-center justify-between gap-3 rounded-lg bg-white px-4 py-2.5 shadow-sm ring-1 ring-slate-300 hover:ring-brand-600 group-open:ring-2 group-open:ring-brand-600`}
        >
          <span className="flex flex-col">
            <span className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
              {t("listing.categories")}
            </span>
            <span className="font-semibold text-slate-900">{current?.title}</span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
          />
        </summary>
        <ul className="absolute top-full right-0 left-0 z-30 mt-2 grid gap-0.5 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={category.href}
                aria-current={category.id === currentId ? "page" : undefined}
                className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
              >
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
