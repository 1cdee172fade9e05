import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { FAILURE_TEXT } from "~/features/news/failure-text";
import type { Route } from "./+types/news-post";
import { appContext } from "~/.server/app-context";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { PostSkeleton, usePendingPost } from "~/features/news/components/post-skeleton";
import { PostArticle, PostMessage } from "~/features/news/components/post-view";
import { newsPageBasics, postView } from "~/features/news/news-pages.server";
import { loadPublishedPost, NewsQueryFailure } from "~/features/news/news-queries.server";
import type { NewsFailure } from "~/features/news/news-types";
import { isPostId } from "~/features/news/post-id";
import { newsArticle } from "~/features/news/post-structured-data";
import type { Messages } from "~/i18n/dictionary";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { serverT } from "~/i18n/messages.server";
import { localeFromPath } from "~/i18n/locales";
import { rootData } from "~/lib/root-data";
import { routeMeta } from "~/lib/seo";

/** What the error boundary needs: it has no loader data, so the failure brings its texts. */
interface PostFailure {
  failure: NewsFailure;
  messages: Messages;
  listPath: string;
}

// A published post (the spec's states: shown, not found, error; loading while navigating).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const basics = newsPageBasics(locale);
  const id = params.id;
  // An id in capitals is the same post: one address for it.
  if (isPostId(id) && id !== id.toLowerCase()) {
    throw redirect(pagePath("media-post", locale, { id: id.toLowerCase() }), 301);
  }
  const crumbsTo = (title: string, here: string) => [
    { label: serverT(locale, "common.home"), href: pagePath("home", locale) },
    { label: serverT(locale, "pages.mediaTitle"), href: basics.listPath },
    { label: title, href: here },
  ];

  let row: Awaited<ReturnType<typeof loadPublishedPost>>;
  try {
    // A malformed id is a missing post: never sent to the database, which would refuse it.
    row = isPostId(id) ? await loadPublishedPost(app, id) : undefined;
  } catch (error) {
    const failure: NewsFailure = error instanceof NewsQueryFailure ? error.failure : "unknown";
    if (!(error instanceof NewsQueryFailure)) app.logger.error({ err: error }, "news post: failed");
    throw data({ failure, messages: basics.messages, listPath: basics.listPath } satisfies PostFailure, {
      status: failure === "unknown" ? 500 : 503,
      headers: {
        "Cache-Control": "no-store",
        ...(failure === "unknown" ? {} : { "Retry-After": "30" }),
      },
    });
  }

  if (!row) {
    const title = serverT(locale, "mediaCenter.notFoundTitle");
    return data(
      {
        ...basics,
        page: pageInfo(request, "media-post", {
          title,
          description: serverT(locale, "mediaCenter.notFoundText"),
          crumbs: [],
        }),
        post: undefined,
      },
      { status: 404 },
    );
  }

  const post = postView(row, locale, app.env.PUBLIC_URL);
  const info = pageInfo(request, "media-post", {
    title: post.title,
    description: post.excerpt ?? serverT(locale, "pages.mediaDescription"),
  });
  return {
    ...basics,
    page: { ...info, crumbs: crumbsTo(post.title, info.alternates[locale]) },
    post,
    modifiedAt: row.updatedAt.toISOString(),
  };
}

// The failure states' Retry-After and no-store reach the page's response.
export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const loaded = args.loaderData;
  if (!root || !loaded) {
    // The error boundary's page: its title, and not for indexing.
    const failure = isRouteErrorResponse(args.error) ? (args.error.data as PostFailure | null) : null;
    const title = (failure?.messages?.mediaCenter as Record<string, string> | undefined)?.errorTitle;
    return title ? [{ title }, { name: "robots", content: "noindex" }] : [];
  }
  const { post, page } = loaded;
  const rss = (loaded.messages.mediaCenter as Record<string, string>).rssTitle;
  const feed = {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: rss,
    href: new URL(loaded.feedPath, root.origin).href,
  };
  if (!post) return [...routeMeta(args, { noindex: true }), feed];
  const image = post.image?.src ?? loaded.defaultImage;
  return [
    ...routeMeta(args, {
      type: "article",
      image,
      jsonLd: [
        newsArticle({
          headline: post.title,
          description: page.description,
          image,
          path: page.alternates[page.locale],
          datePublished: post.publishedAt,
          dateModified: "modifiedAt" in loaded ? String(loaded.modifiedAt) : post.publishedAt,
          inLanguage: page.locale,
          organization: root.nav.company.name,
          origin: root.origin,
        }),
      ],
    }),
    { property: "article:published_time", content: post.publishedAt },
    feed,
  ];
};

export default function NewsPost({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <PostContent data={loaderData} />
    </PageMessages>
  );
}

function PostContent({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { t } = useI18n();
  if (usePendingPost(data.postPrefixes)) return <PostSkeleton />;
  if (!data.post) {
    return (
      <PostMessage
        title={t("mediaCenter.notFoundTitle")}
        text={t("mediaCenter.notFoundText")}
        listPath={data.listPath}
      />
    );
  }
  return <PostArticle post={data.post} listPath={data.listPath} />;
}

/**
 * 'Error Loading Post' with the reason (or 'Unknown error') and 'Return to Media Center',
 * for a failure the loader reports with its texts; any other error goes up to the site's
 * error screen.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const failure = isRouteErrorResponse(error) ? (error.data as PostFailure | null) : null;
  if (!failure?.messages) throw error;
  return (
    <PageMessages messages={failure.messages}>
      <PostError failure={failure} />
    </PageMessages>
  );
}

function PostError({ failure }: { failure: PostFailure }) {
  const { t } = useI18n();
  const reason = t(FAILURE_TEXT[failure.failure] ?? FAILURE_TEXT.unknown);
  return (
    <PostMessage
      title={t("mediaCenter.errorTitle")}
      text={reason.charAt(0).toUpperCase() + reason.slice(1)}
      listPath={failure.listPath}
      returnLink
    />
  );
}
