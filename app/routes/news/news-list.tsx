import { data, redirect } from "react-router";
import type { Route } from "./+types/news-list";
import { appContext } from "~/.server/app-context";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { NewsList } from "~/features/news/components/news-list";
import { PostSkeleton, usePendingPost } from "~/features/news/components/post-skeleton";
import { newsListCard, newsPageBasics } from "~/features/news/news-pages.server";
import { pageCount, pageHref, parsePageParam } from "~/features/news/news-paging";
import { loadNewsPage, NEWS_PAGE_SIZE, NewsQueryFailure } from "~/features/news/news-queries.server";
import type { NewsFailure } from "~/features/news/news-types";
import { PageMessages } from "~/i18n/i18n-context";
import { serverT } from "~/i18n/messages.server";
import { rootData } from "~/lib/root-data";
import { routeMeta } from "~/lib/seo";

// The News & Updates list: nine published posts a page, newest first, `?page=N` (ADR 011).
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const info = pageInfo(request, "media");
  const { locale } = info;
  const basics = newsPageBasics(locale);
  const requested = parsePageParam(url.searchParams.get("page"), NEWS_PAGE_SIZE);
  if (requested.kind === "first-page") {
    // ?page=1 and malformed numbers: page 1 at its one address, other parameters kept.
    url.searchParams.delete("page");
    throw redirect(`${basics.listPath}${url.search}`, 301);
  }
  if (requested.kind === "beyond") throw data(null, { status: 404 });
  const { page } = requested;

  const pageTitle =
    page > 1 ? `${info.title} – ${serverT(locale, "mediaCenter.page", { page })}` : info.title;
  const common = {
    ...basics,
    heading: info.title,
    page: {
      ...info,
      title: pageTitle,
      // Page N in the other language lists the same posts: its alternate is its page N.
      alternates: {
        en: pageHref(pagePath("media", "en"), page),
        es: pageHref(pagePath("media", "es"), page),
      },
    },
  };

  let result: Awaited<ReturnType<typeof loadNewsPage>>;
  try {
    result = await loadNewsPage(app, page);
  } catch (error) {
    if (!(error instanceof NewsQueryFailure)) throw error;
    const failure: NewsFailure = error.failure;
    return data(
      { ...common, failure, list: undefined },
      { status: 503, headers: { "Retry-After": "30", "Cache-Control": "no-store" } },
    );
  }
  const pages = pageCount(result.total, NEWS_PAGE_SIZE);
  if (page > pages) throw data(null, { status: 404 });
  return {
    ...common,
    failure: undefined,
    list: {
      cards: result.rows.map((row) => newsListCard(row, locale, app.env.PUBLIC_URL)),
      total: result.total,
      page,
      pages,
      pageSize: NEWS_PAGE_SIZE,
      listPath: basics.listPath,
    },
  };
}

// The failure states' Retry-After and no-store reach the page's response.
export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const data = args.loaderData;
  if (!root || !data) return routeMeta(args);
  const absolute = (path: string) => new URL(path, root.origin).href;
  const list = data.list;
  const rss = (data.messages.mediaCenter as Record<string, string>).rssTitle;
  return [
    ...routeMeta(args, { image: data.defaultImage, noindex: Boolean(data.failure) }),
    ...(list && list.page > 1
      ? [{ tagName: "link", rel: "prev", href: absolute(pageHref(list.listPath, list.page - 1)) }]
      : []),
    ...(list && list.page < list.pages
      ? [{ tagName: "link", rel: "next", href: absolute(pageHref(list.listPath, list.page + 1)) }]
      : []),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: rss,
      href: absolute(data.feedPath),
    },
  ];
};

export default function NewsListPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <NewsListContent data={loaderData} />
    </PageMessages>
  );
}

function NewsListContent({ data }: { data: Route.ComponentProps["loaderData"] }) {
  // A card was chosen: the post's skeleton shows until its page arrives.
  if (usePendingPost(data.postPrefixes)) return <PostSkeleton />;
  return (
    <>
      <section className="bg-linear-to-br from-ocean-900 via-ocean-800 to-brand-800">
        <div className="page-container py-14 sm:py-20">
          <Breadcrumbs crumbs={data.page.crumbs} />
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-white sm:text-5xl">{data.heading}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-100">{data.page.description}</p>
        </div>
      </section>
      <section className="page-container py-12 sm:py-16">
        <NewsList list={data.list} failure={data.failure} />
      </section>
    </>
  );
}
