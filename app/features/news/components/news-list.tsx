import { Link, useNavigation } from "react-router";
import { FAILURE_TEXT } from "../failure-text";
import { ArrowRight, ChevronLeft, ChevronRight } from "~/components/ui/page-icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { UploadedPicture } from "~/components/ui/uploaded-picture";
import { useI18n } from "~/i18n/i18n-context";
import { pageHref, pageLinkItems } from "../news-paging";
import type { NewsFailure, NewsListCard, NewsListPage, PostImage } from "../news-types";
import { TypeBadge } from "./type-badge";

const CARD_SIZES =
  "(min-width: 1440px) 440px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 3rem)";

/** The news list's body: the cards of one page and the pagination, or why there are none. */
export function NewsList({ list, failure }: { list?: NewsListPage; failure?: NewsFailure }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  // Another page of the list is on its way: the current one dims meanwhile.
  const turning = navigation.state === "loading" && navigation.location?.pathname === list?.listPath;
  if (failure || !list) {
    return <ListMessage text={t("news.error", { message: t(FAILURE_TEXT[failure ?? "unknown"]) })} alert />;
  }
  if (list.total === 0) return <ListMessage text={t("news.empty")} />;
  const from = (list.page - 1) * list.pageSize + 1;
  const to = from + list.cards.length - 1;
  return (
    <div aria-busy={turning || undefined} className={turning ? "opacity-60 transition-opacity" : undefined}>
      <p className="text-sm font-medium text-slate-600" data-news-count>
        {list.total === 1
          ? t("mediaCenter.showingOne")
          : t("mediaCenter.showing", { from, to, total: list.total })}
      </p>
      <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {list.cards.map((card, index) => (
          <li key={card.id}>
            <NewsCardView card={card} eager={index < 3} />
          </li>
        ))}
      </ul>
      <Pagination list={list} />
    </div>
  );
}

function NewsCardView({ card, eager }: { card: NewsListCard; eager: boolean }) {
  const { t } = useI18n();
  const titleId = `post-${card.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
    >
      <CardImage image={card.image} eager={eager} />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <TypeBadge type={card.type} />
          <time dateTime={card.publishedAt} className="text-slate-600">
            {card.date}
          </time>
        </p>
        <h2 id={titleId} lang={card.lang} className="mt-4 text-xl leading-snug font-bold text-slate-900">
          <Link to={card.href} className="hover:text-brand-800 hover:underline">
            {card.title}
          </Link>
        </h2>
        {card.excerpt ? (
          <p lang={card.lang} className="mt-3 line-clamp-4 text-slate-700">
            {card.excerpt}
          </p>
        ) : null}
        <Link
          to={card.href}
          className="mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {t("common.readMore")}
          <span className="sr-only"> {t("common.aboutTopic", { name: card.title })}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

function CardImage({ image, eager }: { image: PostImage; eager: boolean }) {
  const className = "aspect-4/3 h-auto w-full bg-slate-100 object-cover";
  if (image.kind === "content") {
    return <ResponsiveImage image={image.image} sizes={CARD_SIZES} eager={eager} imgClassName={className} />;
  }
  if (image.kind === "upload") {
    return (
      <UploadedPicture
        image={image.ref}
        size="card"
        sizes={CARD_SIZES}
        loading={eager ? "eager" : "lazy"}
        className={className}
      />
    );
  }
  return (
    <img
      src={image.src}
      alt=""
      width={960}
      height={720}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}

function Pagination({ list }: { list: NewsListPage }) {
  const { t } = useI18n();
  if (list.pages <= 1) return null;
  const { page, pages, listPath } = list;
  const step =
    "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full font-semibold sm:px-4";
  return (
    <nav aria-label={t("mediaCenter.pagination")} className="mt-12 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link
              to={pageHref(listPath, page - 1)}
              rel="prev"
              className={`${step} text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50`}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">{t("mediaCenter.previous")}</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${step} text-slate-500 ring-1 ring-slate-200`}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">{t("mediaCenter.previous")}</span>
            </span>
          )}
        </li>
        {pageLinkItems(page, pages).map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={pageHref(listPath, item.page)}
                aria-label={t("mediaCenter.page", { page: item.page })}
                aria-current={item.page === page ? "page" : undefined}
                className={`inline-flex size-11 items-center justify-center rounded-full font-semibold ${
                  item.page === page
                    ? "bg-brand-700 text-white"
                    : "text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50"
                }`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link
              to={pageHref(listPath, page + 1)}
              rel="next"
              className={`${step} text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50`}
            >
              <span className="sr-only sm:not-sr-only">{t("mediaCenter.next")}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={`${step} text-slate-500 ring-1 ring-slate-200`}>
              <span className="sr-only sm:not-sr-only">{t("mediaCenter.next")}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-slate-600">{t("mediaCenter.pageOf", { page, pages })}</p>
    </nav>
  );
}

function ListMessage({ text, alert = false }: { text: string; alert?: boolean }) {
  return (
    <p
      role={alert ? "alert" : undefined}
      className="rounded-2xl bg-slate-50 p-8 text-center text-slate-700 ring-1 ring-slate-200"
    >
      {text}
    </p>
  );
}
