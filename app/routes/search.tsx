import { Form } from "react-router";
import type { Route } from "./+types/search";
import { appContext } from "~/.server/app-context";
import { pageInfo } from "~/.server/page-data";
import { siteContent, storedDownloads } from "~/.server/content/request-content";
import { searchSite } from "~/.server/search";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Search } from "~/components/ui/icons";
import { searchNews } from "~/features/news/news-search.server";
import { SearchResults } from "~/features/search/search-results";
import { NO_NEWS, SEARCH_LIMIT, type NewsResults } from "~/lib/search-types";
import { useI18n } from "~/i18n/i18n-context";
import { routeMeta } from "~/lib/seo";

/**
 * The search page (/search?q=…, /es/buscar?q=…): the same search as the header's dialog,
 * as a page that works without JavaScript and is the target of the site's SearchAction.
 * The dialog loads its results from this loader.
 *
 * The pages, products and catalogs come from the in-memory index and are sent at once; the
 * news come from the database and follow as a promise (ADR 012). The server renders the
 * page once both are in (the news wait 1.5 s at most); the dialog shows the first at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "search");
  const content = await siteContent(context, ["products", "services", "categories", "projects"]);
  const answer = searchSite(
    new URL(request.url).searchParams.get("q") ?? "",
    page.locale,
    content,
    // The downloads centre's documents, by their titles (issue 44).
    await storedDownloads(context),
  );
  const news: Promise<NewsResults> = answer.query
    ? searchNews(context.get(appContext), answer.query, page.locale, { limit: SEARCH_LIMIT }).then(
        ({ posts, total }) => ({
          results: posts.map((post) => ({
            id: `post-${post.id}`,
            type: "media",
            title: post.title,
            description: post.excerpt ?? "",
            route: post.href,
          })),
          total,
        }),
      )
    : Promise.resolve(NO_NEWS);
  return { page, answer, news };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, answer, news } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-ocean-900 via-ocean-800 to-brand-800">
        <div className="mx-auto max-w-(--container-page) px-6 py-12 sm:py-16">
          <Breadcrumbs crumbs={page.crumbs} />
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-white sm:text-5xl">{page.title}</h1>
          <Form method="get" role="search" className="mt-8 flex max-w-2xl gap-2">
            <label htmlFor="search-page-query" className="sr-only">
              {t("search.label")}
            </label>
            <input
              id="search-page-query"
              type="search"
              name="q"
              defaultValue={answer.query}
              key={answer.query}
              placeholder={t("search.placeholder")}
              maxLength={100}
              className="min-w-0 flex-1 rounded-lg border-0 bg-white px-4 py-3 text-slate-900 shadow-sm ring-1 ring-white/40 placeholder:text-slate-500"
            />
            <button
              type="submit"
              className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-500"
            >
              <Search aria-hidden="true" className="size-5" />
              <span className="max-sm:sr-only">{t("search.submit")}</span>
            </button>
          </Form>
        </div>
      </section>
      <section aria-live="polite" className="mx-auto max-w-3xl px-6 py-8 sm:py-12">
        <SearchResults answer={answer} news={news} />
      </section>
    </>
  );
}
