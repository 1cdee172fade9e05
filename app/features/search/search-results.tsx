import { Link } from "react-router";
import { icon } from "~/components/ui/icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useI18n } from "~/i18n/i18n-context";
import type { SearchAnswer, SearchType } from "./search-types";

// Only search shows these: kept here, out of every page's first load.
const Package = icon(["M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3z", "M4 7.5l8 4.5 8-4.5", "M12 12v9"]);
const FileText = icon([
  "M14 3H7a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V7l-4-4z",
  "M14 3v4h4",
  "M9 12h6",
  "M9 16h6",
]);
const BookOpen = icon([
  "M12 6c-1.8-1.3-4.3-2-7-2H3v14h2c2.7 0 5.2.7 7 2 1.8-1.3 4.3-2 7-2h2V4h-2c-2.7 0-5.2.7-7 2z",
  "M12 6v14",
]);
const Newspaper = icon([
  "M5 4h12a1 1 0 0 1 1 1v14a1 1 0 0 0 2 0V9h-2",
  "M5 4a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h14",
  "M8 8h6",
  "M8 12h6",
  "M8 16h4",
]);

const TYPE_ICONS: Record<SearchType, typeof Package> = {
  product: Package,
  page: FileText,
  catalog: BookOpen,
  media: Newspaper,
};

/**
 * What a search found, for the search page and the search dialog: a prompt while the
 * query is blank, the query named with a hint when nothing matched, else the results
 * (icon, optional image, title, type badge, description), each a link to its page.
 */
export function SearchResults({
  answer,
  onChoose,
}: {
  answer: SearchAnswer;
  /** Called when a result is chosen (the dialog closes itself). */
  onChoose?: () => void;
}) {
  const { t } = useI18n();
  const { query, results, total } = answer;
  if (!query) return <p className="py-6 text-slate-600">{t("search.prompt")}</p>;
  if (results.length === 0) {
    return (
      <div className="py-6">
        <p className="font-semibold text-slate-900">{t("search.noResults", { query })}</p>
        <p className="mt-1 text-slate-600">{t("search.tryDifferent")}</p>
      </div>
    );
  }
  return (
    <>
      <p className="pt-4 pb-2 text-sm text-slate-600">
        {total === 1 ? t("search.resultsForOne", { query }) : t("search.resultsFor", { count: total, query })}
        {total > results.length ? ` ${t("search.showingFirst", { shown: results.length })}` : null}
      </p>
      <ul className="divide-y divide-slate-200">
        {results.map((result) => {
          const Icon = TYPE_ICONS[result.type];
          return (
            <li key={result.id}>
              <Link
                to={result.route}
                onClick={onChoose}
                className="group flex items-start gap-4 rounded-lg px-2 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                {result.image ? (
                  <ResponsiveImage
                    // Decorative here: the title beside it names the result.
                    image={{ ...result.image, alt: "" }}
                    sizes="4rem"
                    className="block w-16 shrink-0 overflow-hidden rounded-md bg-slate-100"
                    imgClassName="h-auto w-full"
                  />
                ) : null}
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-semibold text-slate-900 group-hover:text-brand-800 group-hover:underline">
                      {result.title}
                    </span>
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                      {t(`search.types.${result.type}`)}
                    </span>
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{result.description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
