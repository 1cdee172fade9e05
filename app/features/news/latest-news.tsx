import { ArrowRight } from "~/components/ui/page-icons";
import { FAILURE_TEXT } from "./failure-text";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import type { LatestNews as LatestNewsResult, NewsFailure } from "./news-types";

/**
 * The latest posts. The server sends the page once the posts are in (so the HTML has
 * them); on a client-side navigation the skeleton shows while they load.
 */
export function LatestNews({
  news,
  allNews,
}: {
  news: Promise<LatestNewsResult>;
  /** The news list; absent while it is not routed, and then no post is linked either. */
  allNews?: string;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="news-title" className="page-container defer-render py-16 sm:py-20">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <p className="eyebrow text-brand-700">{t("news.eyebrow")}</p>
          <h2 id="news-title" className="mt-3 section-heading text-slate-900">
            {t("news.title")}
          </h2>
        </div>
        {allNews ? (
          <Link
            to={allNews}
            className="pill bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {t("news.allNews")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      <div className="mt-10">
        <Suspense fallback={<NewsSkeleton />}>
          <Await resolve={news} errorElement={<Message text={failureText(t, "unknown")} />}>
            {(result) =>
              "failure" in result ? (
                <Message text={failureText(t, result.failure)} />
              ) : result.posts.length === 0 ? (
                <Message text={t("news.empty")} />
              ) : (
                <ul className="grid gap-6 md:grid-cols-3">
                  {result.posts.map((post) => (
                    <li
                      key={post.id}
                      className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
                    >
                      <p className="flex flex-wrap items-center gap-3 text-sm">
                        <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
                          {t(post.type === "news" ? "news.typeNews" : "news.typePress")}
                        </span>
                        <time dateTime={post.publishedAt} className="text-slate-600">
                          {post.date}
                        </time>
                      </p>
                      <h3 lang={post.lang} className="mt-4 text-lg leading-snug font-bold text-slate-900">
                        {post.href ? (
                          <Link to={post.href} className="after:absolute after:inset-0 hover:text-brand-800">
                            {post.title}
                          </Link>
                        ) : (
                          post.title
                        )}
                      </h3>
                      {post.excerpt ? (
                        <p lang={post.lang} className="mt-3 line-clamp-3 text-slate-600">
                          {post.excerpt}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )
            }
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

function failureText(t: ReturnType<typeof useI18n>["t"], failure: NewsFailure): string {
  return t("news.error", { message: t(FAILURE_TEXT[failure]) });
}

function Message({ text }: { text: string }) {
  return (
    <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-700 ring-1 ring-slate-200">{text}</p>
  );
}

export function NewsSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" className="grid gap-6 md:grid-cols-3">
      <span className="sr-only">{t("news.loading")}</span>
      {[0, 1, 2].map((card) => (
        <div key={card} aria-hidden="true" className="h-52 animate-pulse rounded-2xl bg-slate-100 p-6">
          <div className="h-6 w-32 rounded-full bg-slate-200" />
          <div className="mt-5 h-5 w-5/6 rounded bg-slate-200" />
          <div className="mt-3 h-5 w-2/3 rounded bg-slate-200" />
          <div className="mt-5 h-4 w-full rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
