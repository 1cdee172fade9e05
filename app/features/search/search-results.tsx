import { Suspense, type ReactNode } from "react";
import { Await, Link } from "react-router";
import { icon } from "~/components/ui/icons";
import { Factory } from "~/components/ui/plant-icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useI18n } from "~/i18n/i18n-context";
import { Highlight } from "./highlight";
import {
  NO_NEWS,
  shareResultPlaces,
  type NewsResults,
  type SearchAnswer,
  type SearchResult,
  type SearchType,
} from "~/lib/search-types";

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
  project: Factory,
  page: FileText,
  catalog: BookOpen,
  media: Newspaper,
  document: FileText,
};

/** The dialog shows the results as a listbox that the search box steers (arrow keys). */
export interface ResultListbox {
  id: string;
  /** The id of the result the arrow keys are on. */
  activeId: string | null;
  /** The pointer moved onto a result. */
  onPointerOver: (optionId: string) => void;
  /** Told when the listbox appears (the element) and goes (null): the box is expanded meanwhile. */
  attach: (element: HTMLElement | null) => void;
}

/** The element id of a result in a listbox. */
export const resultOptionId = (listboxId: string, result: SearchResult) => `${listboxId}-${result.id}`;

/**
 * What a search found, for the search page and the search dialog: a prompt while the
 * query is blank, the query named with a hint when nothing matched, else the results
 * (icon, optional image, title, type badge, description, the query marked), each a link to
 * its page. The instant results show at once; the news follow when the database answers
 * (SEARCH_LIMIT places shared as shareResultPlaces() says).
 */
export function SearchResults({
  answer,
  news,
  listbox,
  onChoose,
}: {
  answer: SearchAnswer;
  /** The matching news, on their way from the database. */
  news?: Promise<NewsResults>;
  listbox?: ResultListbox;
  /** Called when a result is chosen (the dialog closes itself). */
  onChoose?: () => void;
}) {
  const body = (found: NewsResults | undefined) => (
    <ResultList answer={answer} news={found} listbox={listbox} onChoose={onChoose} />
  );
  if (!answer.query || !news) return body(NO_NEWS);
  return (
    // A new boundary for each query, so its instant results show at once (a boundary already
    // shown would keep the previous query's results until the news arrive).
    <Suspense key={answer.query} fallback={body(undefined)}>
      <Await resolve={news} errorElement={body(NO_NEWS)}>
        {(found) => body(found)}
      </Await>
    </Suspense>
  );
}

/**
 * The results with the news as far as they have come (undefined: still on their way). The
 * dialog renders this itself rather than SearchResults: when the news arrive, the results
 * already shown stay the same elements, so a click on one as the news come is not lost.
 */
export function ResultList({
  answer,
  news,
  listbox,
  onChoose,
}: {
  answer: SearchAnswer;
  /** Undefined while the news are on their way. */
  news: NewsResults | undefined;
  listbox?: ResultListbox;
  onChoose?: () => void;
}) {
  const { t } = useI18n();
  const { query } = answer;
  if (!query) return <p className="py-6 text-slate-600">{t("search.prompt")}</p>;
  const places = shareResultPlaces(answer.results.length, news?.results.length);
  const results = [
    ...answer.results.slice(0, places.instant),
    ...(news?.results.slice(0, places.news) ?? []),
  ];
  const total = answer.total + (news?.total ?? 0);
  const searchingNews = news ? null : (
    <p className="py-2 text-sm text-slate-600">{t("search.searchingNews")}</p>
  );
  if (results.length === 0) {
    return (
      searchingNews ?? (
        <div className="py-6">
          <p className="font-semibold text-slate-900">{t("search.noResults", { query })}</p>
          <p className="mt-1 text-slate-600">{t("search.tryDifferent")}</p>
        </div>
      )
    );
  }
  const items = results.map((result) => {
    const Icon = TYPE_ICONS[result.type];
    const optionId = listbox ? resultOptionId(listbox.id, result) : undefined;
    const selected = optionId !== undefined && optionId === listbox?.activeId;
    return (
      <Link
        key={result.id}
        to={result.route}
        onClick={onChoose}
        {...(listbox
          ? {
              id: optionId,
              role: "option",
              "aria-selected": selected,
              onPointerMove: () => listbox.onPointerOver(optionId!),
            }
          : {})}
        className="group flex items-start gap-4 rounded-lg px-2 py-3 hover:bg-brand-50 focus-visible:bg-brand-50 aria-selected:bg-brand-50 aria-selected:ring-2 aria-selected:ring-brand-600 aria-selected:ring-inset"
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
              <Highlight text={result.title} query={query} />
            </span>
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
              {t(`search.types.${result.type}`)}
            </span>
          </span>
          <span className="mt-1 line-clamp-3 block text-sm text-slate-600">
            <Highlight text={result.description} query={query} />
          </span>
        </span>
      </Link>
    );
  });
  return (
    <>
      <p className="pt-4 pb-2 text-sm text-slate-600">
        {total === 1 ? t("search.resultsForOne", { query }) : t("search.resultsFor", { count: total, query })}
        {total > results.length ? ` ${t("search.showingFirst", { shown: results.length })}` : null}
      </p>
      {listbox ? (
        <Listbox id={listbox.id} attach={listbox.attach} label={t("search.resultsLabel")}>
          {items}
        </Listbox>
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.key}>{item}</li>
          ))}
        </ul>
      )}
      {searchingNews}
    </>
  );
}

function Listbox({
  id,
  label,
  attach,
  children,
}: {
  id: string;
  label: string;
  attach: ResultListbox["attach"];
  children: ReactNode;
}) {
  return (
    <div ref={attach} role="listbox" id={id} aria-label={label} className="divide-y divide-slate-200">
      {children}
    </div>
  );
}
