import type { ReactNode } from "react";
import { Link } from "react-router";
import { UploadedPicture } from "~/components/ui/uploaded-picture";
import { useI18n } from "~/i18n/i18n-context";
import { lazyWhenNear } from "~/lib/lazy-when-near";
import type { PostImage } from "../news-types";
import { TypeBadge } from "./type-badge";
import { ChevronLeft } from "~/components/ui/page-icons";

// Below the article: its code loads as it nears the viewport (its links work meanwhile).
const ShareLinks = lazyWhenNear("share-title", () =>
  import("./share-links").then((module) => module.ShareLinks),
);

const POST_IMAGE_CLASS = "aspect-video h-auto w-full rounded-2xl bg-slate-100 object-cover shadow-md";

/** A post as its page shows it, in the page's language. */
export interface PostView {
  id: string;
  type: string;
  title: string;
  excerpt: string | null;
  /** Sanitised on the server (post-content.server.ts); empty when the post has no words yet. */
  html: string;
  publishedAt: string;
  date: string;
  /** The post's own picture, if it has one on this site. */
  image?: Exclude<PostImage, { kind: "content" }>;
  /** "en" for each text a Spanish page shows in English while its Spanish is missing. */
  langs: { title?: "en"; excerpt?: "en"; content?: "en" };
  /** The post's absolute address (PUBLIC_URL), for the share links. */
  url: string;
}

/** The band at the top of every state of a post page, with 'Back to Media Center'. */
export function PostBand({ listPath, children }: { listPath: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="bg-linear-to-br from-ocean-900 via-ocean-800 to-brand-800">
      <div className="mx-auto max-w-4xl px-6 py-10 sm:py-14">
        <Link
          to={listPath}
          className="inline-flex items-center gap-1 text-sm font-semibold text-white/90 hover:text-white hover:underline"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t("mediaCenter.backToList")}
        </Link>
        {children}
      </div>
    </div>
  );
}

export function PostArticle({ post, listPath }: { post: PostView; listPath: string }) {
  const { t } = useI18n();
  return (
    <article aria-labelledby="post-title">
      <PostBand listPath={listPath}>
        <p className="mt-8 flex flex-wrap items-center gap-3">
          <TypeBadge type={post.type} tone="dark" />
          <time dateTime={post.publishedAt} className="text-sm text-white/90">
            {post.date}
          </time>
        </p>
        <h1
          id="post-title"
          lang={post.langs.title}
          className="mt-5 text-3xl font-bold tracking-tight text-white sm:text-5xl sm:leading-tight"
        >
          {post.title}
        </h1>
      </PostBand>
      <div className="mx-auto max-w-4xl px-6 py-10 sm:py-14">
        {post.image?.kind === "upload" ? (
          <div className="mb-10">
            <UploadedPicture
              image={post.image.ref}
              size="post"
              sizes="(min-width: 896px) 848px, calc(100vw - 3rem)"
              priority
              className={POST_IMAGE_CLASS}
            />
          </div>
        ) : post.image ? (
          <img
            src={post.image.src}
            alt=""
            width={1200}
            height={675}
            fetchPriority="high"
            className={`mb-10 ${POST_IMAGE_CLASS}`}
          />
        ) : null}
        {post.excerpt ? (
          <p
            lang={post.langs.excerpt}
            className="text-xl leading-relaxed font-medium text-slate-700"
            data-post-excerpt
          >
            {post.excerpt}
          </p>
        ) : null}
        {post.html ? (
          // Sanitised on the server against the spec's allow-list (post-content.server.ts).
          <div
            data-post-content
            lang={post.langs.content}
            className={`post-prose ${post.excerpt ? "mt-8" : ""}`}
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
        ) : (
          <p
            data-post-content
            className="mt-8 rounded-2xl bg-slate-50 p-8 text-center text-slate-700 ring-1 ring-slate-200"
          >
            {t("mediaCenter.comingSoon")}
          </p>
        )}
        <ShareLinks url={post.url} title={post.title} />
      </div>
    </article>
  );
}

/** 'Post Not Found' and 'Error Loading Post': a title, a text and the way back. */
export function PostMessage({
  title,
  text,
  listPath,
  returnLink = false,
}: {
  title: string;
  text: string;
  listPath: string;
  returnLink?: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      <PostBand listPath={listPath}>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
      </PostBand>
      <div className="mx-auto max-w-4xl px-6 py-12 sm:py-16">
        <p role={returnLink ? "alert" : undefined} className="text-lg text-slate-700">
          {text}
        </p>
        {returnLink ? (
          // A plain link: after an error the router itself may be unusable.
          <a href={listPath} className="pill mt-8 bg-brand-700 px-6 py-3 text-white hover:bg-brand-800">
            {t("mediaCenter.returnToList")}
          </a>
        ) : null}
      </div>
    </>
  );
}
