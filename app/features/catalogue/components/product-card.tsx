import { lazy, Suspense, type Ref } from "react";
import { loadOrHold } from "~/lib/lazy-part";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { LocalImage } from "~/lib/localize";

// The card's 'Add to quote' is a plain form that works before its code arrives (ADR 026):
// its code comes after the listing's first load.
const AddToQuote = lazy(() =>
  loadOrHold(() => import("~/components/add-to-quote").then((module) => ({ default: module.AddToQuote }))),
);
// 'Compare' too: a plain form until its code arrives.
const CompareToggle = lazy(() => loadOrHold(() => import("./compare-toggle")));

/** What a listing's loader sends for one product card. */
export interface ProductCardData {
  id: string;
  name: string;
  /** The page the card opens: the product's own, or else its category's. */
  href: string;
  image: LocalImage;
  categoryId: string;
  categoryTitle: string;
}

/** The card image's rendered width: one, two or three columns, the page at most 1440 px. */
export const PRODUCT_CARD_SIZES =
  "(min-width: 1440px) 440px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw";

/**
 * A product's image and name; the name's link covers the whole card, so the card is one
 * link named by the product. `categoryLabel` (a search result from another category)
 * shows under the name.
 */
export function ProductCard({
  product,
  categoryLabel,
  linkRef,
}: {
  product: ProductCardData;
  categoryLabel?: string;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
      <ResponsiveImage
        image={product.image}
        sizes={PRODUCT_CARD_SIZES}
        className="block aspect-4/3 overflow-hidden bg-slate-100"
        imgClassName="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
      />
      <div className="flex flex-1 flex-col gap-1 px-5 py-4">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link
            ref={linkRef}
            to={product.href}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800"
          >
            {product.name}
          </Link>
        </h3>
        {categoryLabel ? <p className="text-sm text-slate-600">{categoryLabel}</p> : null}
        <Suspense fallback={null}>
          <AddToQuote productId={product.id} productName={product.name} className="mt-auto pt-3" />
        </Suspense>
        <Suspense fallback={null}>
          <CompareToggle productId={product.id} productName={product.name} className="pt-2" />
        </Suspense>
      </div>
    </article>
  );
}
