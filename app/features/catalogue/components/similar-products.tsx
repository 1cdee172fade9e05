import { useState } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useI18n } from "~/i18n/i18n-context";
import type { LocalImage } from "~/lib/localize";
import { useHydrated } from "~/lib/use-hydrated";
import { visibleWindow, wrapIndex } from "../similar-products";
import { ChevronLeft, ChevronRight } from "~/components/ui/page-icons";

/** A card of the row: the product's name, card image and page. */
export interface SimilarProduct {
  id: string;
  name: string;
  href: string;
  image: LocalImage;
}

/** Cards in view at once on wide screens (spec: 3); two on tablets, one on phones. */
export const SIMILAR_VISIBLE = 3;
const LIST_ID = "similar-products-list";
const CARD_SIZES = "(min-width: 1440px) 28rem, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 100vw";

// By a card's place in the window: which screen widths show it (1, 2 or 3 at a time).
const SHOWN_FROM = ["block", "hidden sm:block", "hidden lg:block"];

/**
 * 'See Similar Products': the other screening products, 3 at a time on wide screens,
 * moving by one with previous/next and wrapping both ways. Until its script runs (and
 * without JavaScript) it is a row that scrolls sideways, with every card in it. Only the
 * cards shown so far have their image in the page.
 */
export function SimilarProducts({
  titleId,
  items,
  title,
}: {
  /** The heading's id (it names the section). */
  titleId: string;
  items: SimilarProduct[];
  title: string;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [start, setStart] = useState(0);
  const count = items.length;
  const [withImage, setWithImage] = useState<ReadonlySet<string>>(
    () => new Set(items.slice(0, SIMILAR_VISIBLE).map((item) => item.id)),
  );
  // Every card, the window's first; the first SIMILAR_VISIBLE are those in view.
  const ordered = hydrated ? visibleWindow(items, start, count) : items;
  const inView = ordered.slice(0, SIMILAR_VISIBLE);
  // Adjusted while rendering (React's pattern for state derived from state), so a card
  // never shows without its image for a frame.
  if (hydrated && !inView.every((item) => withImage.has(item.id))) {
    setWithImage(new Set([...withImage, ...inView.map((item) => item.id)]));
  }
  const move = (by: number) => setStart(wrapIndex(start + by, count));

  return (
    <section aria-labelledby={titleId} data-similar-products data-ready={hydrated ? "" : undefined}>
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-4">
        <h2 id={titleId} className="section-heading text-slate-900">
          {title}
        </h2>
        {hydrated && count > 1 ? (
          <div className="flex gap-2">
            <MoveButton label={t("product.previous")} onClick={() => move(-1)} Icon={ChevronLeft} />
            <MoveButton label={t("product.next")} onClick={() => move(1)} Icon={ChevronRight} />
          </div>
        ) : null}
      </div>
      <ul
        id={LIST_ID}
        aria-live={hydrated ? "polite" : undefined}
        className={`mt-8 flex gap-6 ${
          hydrated ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto pb-4"
        } -mx-2 px-2 py-2`}
      >
        {ordered.map((item, place) => (
          <li
            key={item.id}
            data-product-id={item.id}
            className={`shrink-0 snap-start sm:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-3rem)/3)] ${
              hydrated ? `basis-full ${SHOWN_FROM[place] ?? "hidden"}` : "basis-[85%]"
            }`}
          >
            <Link
              to={item.href}
              className="group block h-full overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-slate-200 transition hover:shadow-xl"
            >
              {!hydrated || withImage.has(item.id) ? (
                <ResponsiveImage
                  image={item.image}
                  sizes={CARD_SIZES}
                  className="block"
                  imgClassName="aspect-4/3 h-auto w-full object-cover transition duration-300 group-hover:scale-105"
                />
              ) : (
                // The image's box, so the card keeps its size until its image is wanted.
                <div className="aspect-4/3 w-full bg-slate-100" />
              )}
              <h3 className="relative bg-white px-5 py-4 text-lg font-semibold text-slate-900 group-hover:text-brand-700">
                {item.name}
              </h3>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MoveButton({
  label,
  onClick,
  Icon,
}: {
  label: string;
  onClick: () => void;
  Icon: typeof ChevronLeft;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={LIST_ID}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-800 ring-1 ring-slate-300 transition-colors hover:bg-brand-50"
    >
      <Icon aria-hidden="true" className="size-6" />
    </button>
  );
}
