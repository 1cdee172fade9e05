import { Form } from "react-router";
import type { Route } from "./+types/search";
import { pageInfo } from "~/.server/page-data";
import { searchSite } from "~/.server/search";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Search } from "~/components/ui/icons";
import { SearchResults } from "~/features/search/search-results";
import { useI18n } from "~/i18n/i18n-context";
import { routeMeta } from "~/lib/seo";

/**
 * The search page (/search?q=…, /es/buscar?q=…): the same search as the header's dialog,
 * as a page that works without JavaScript and is the target of the site's SearchAction.
 * The dialog loads its results from this loader.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = pageInfo(request, "search");
  const query = new URL(request.url).searchParams.get("q") ?? "";
  return { page, answer: searchSite(query, page.locale) };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, answer } = loaderData;
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
        <SearchResults answer={answer} />
      </section>
    </>
  );
}
