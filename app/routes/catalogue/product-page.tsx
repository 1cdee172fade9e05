import { Link } from "react-router";
import type { Route } from "./+types/product-page";
import { siteContent } from "~/.server/content/store";
import { pageInfo } from "~/.server/page-data";
import { pagePath, requestedPage } from "~/.server/pages";
import { AddToQuote } from "~/components/add-to-quote";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ArrowRight, CheckCircle, Download } from "~/components/ui/icons";
import { imagePreload, ResponsiveImage } from "~/components/ui/responsive-image";
import { IMAGE_SLOTS } from "~/content/types";
import { formatFileSize } from "~/features/catalogue/document-files";
import { datasheetDocument } from "~/features/catalogue/documents.server";
import { productMetaDescription } from "~/features/catalogue/product-description";
import { productStructuredData } from "~/features/catalogue/product-structured-data";
import { similarProducts } from "~/features/catalogue/similar-products";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { builtImageUrl } from "~/lib/image-paths";
import { lazyWhenNear } from "~/lib/lazy-when-near";
import { localize, type LocalImage } from "~/lib/localize";
import { rootData } from "~/lib/root-data";
import { routeMeta } from "~/lib/seo";

// The main image sits beside the text on wide screens and right under the hero on
// phones: in the first screen at both, so it is the page's LCP image.
const MAIN_IMAGE_SIZES = "(min-width: 1440px) 42rem, (min-width: 1024px) 46vw, calc(100vw - 3rem)";

const GALLERY_ID = "product-gallery";
const SIMILAR_PRODUCTS_TITLE_ID = "similar-products-title";

// Below the first screen, the gallery (with its lightbox) and the similar products hydrate
// once they near the viewport: their code is not in the page's first load, and the
// server's HTML (plain links to the photos and the products) works meanwhile.
const ProductGallery = lazyWhenNear(GALLERY_ID, () =>
  import("~/features/catalogue/components/product-gallery").then((module) => module.ProductGallery),
);
const SimilarProducts = lazyWhenNear(SIMILAR_PRODUCTS_TITLE_ID, () =>
  import("~/features/catalogue/components/similar-products").then((module) => module.SimilarProducts),
);

// One module for the twelve screening product pages, in both languages.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { products, productDetails } = await siteContent(context);
  // The products with a page of their own, in catalogue order.
  const screeningProducts = products.flatMap((product) => (product.hasPage ? [product] : []));
  const { page: entry, locale } = requestedPage(request, "product");
  const details = productDetails.find((candidate) => candidate.id === entry.productId)!;
  const paragraphs = details.paragraphs[locale];
  return {
    page: pageInfo(request, entry.id, { description: productMetaDescription(paragraphs[0]!) }),
    messages: messageGroups(locale, ["product", "documents"]),
    paragraphs,
    keyFacts: details.keyFacts[locale],
    mainImage: localize(details.mainImage, locale),
    gallery: details.gallery.map((image) => ({
      image: localize({ src: image.src, slot: image.slot, alt: image.alt }, locale),
      title: image.title[locale],
      description: image.description?.[locale],
    })),
    similar: similarProducts(screeningProducts, entry.productId).map((product) => ({
      id: product.id,
      name: product.name[locale],
      href: pagePath(`product-${product.id}`, locale),
      // The card's name is the link's text: its picture adds nothing to it.
      image: { src: product.image.src, slot: product.image.slot, alt: "" },
    })),
    // The generated datasheet in the page's language; absent until the build has made it.
    datasheet: (() => {
      const document = datasheetDocument(entry.productId, locale);
      return document && { href: document.href, size: formatFileSize(document.bytes, locale) };
    })(),
    // The contact form as a quote request for this product (see routes/contact.tsx).
    productId: entry.productId,
    quoteHref: `${pagePath("contact", locale)}?product=${encodeURIComponent(entry.productId)}`,
  };
}

const largestImageUrl = (image: LocalImage) =>
  builtImageUrl(image.src, Math.max(...IMAGE_SLOTS[image.slot].widths), "webp");

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const data = args.loaderData;
  if (!root || !data) return routeMeta(args);
  const { page, paragraphs, mainImage, gallery } = data;
  return [
    ...routeMeta(args, {
      image: largestImageUrl(mainImage),
      jsonLd: [
        productStructuredData({
          name: page.title,
          description: paragraphs[0]!,
          images: [mainImage, ...gallery.map((item) => item.image)].map(largestImageUrl),
          path: page.alternates[page.locale],
          organization: root.nav.company.name,
          origin: root.origin,
        }),
      ],
    }),
    { tagName: "link", ...imagePreload(mainImage, MAIN_IMAGE_SIZES) },
  ];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ProductContent data={loaderData} />
    </PageMessages>
  );
}

function ProductContent({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { t } = useI18n();
  const { page, paragraphs, keyFacts, mainImage, gallery, similar, quoteHref, datasheet } = data;
  return (
    <>
      <section className="bg-linear-to-br from-brand-900 via-brand-800 to-brand-700">
        <div className="page-container py-10 sm:py-14">
          <Breadcrumbs crumbs={page.crumbs} separator=">" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-5xl">{page.title}</h1>
          <QuoteLink href={quoteHref} className="mt-6" />
          <AddToQuote productId={data.productId} productName={page.title} tone="dark" className="mt-6" />
        </div>
      </section>

      <section className="page-container grid items-start gap-8 py-10 sm:py-14 lg:grid-cols-2 lg:gap-12">
        <ResponsiveImage
          image={mainImage}
          sizes={MAIN_IMAGE_SIZES}
          priority
          className="block overflow-hidden rounded-2xl shadow-lg ring-1 ring-slate-200"
          imgClassName="aspect-4/3 h-auto w-full object-cover"
        />
        <div data-product-description className="space-y-4 text-[1.05rem] leading-relaxed text-slate-700">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section className="bg-slate-50">
        <div className="page-container grid gap-8 py-12 sm:py-16 lg:grid-cols-[1.4fr_1fr] lg:gap-12">
          <div>
            <h2 className="section-heading text-slate-900">{t("product.keyFacts")}</h2>
            <ul data-key-facts className="mt-6 grid gap-3 sm:grid-cols-2">
              {keyFacts.map((fact) => (
                <li key={fact} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <CheckCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <span className="text-slate-800">{fact}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="self-start rounded-2xl bg-brand-800 p-6 text-white shadow-lg sm:p-8">
            <h2 className="text-2xl font-bold">{t("product.quoteHeading")}</h2>
            <p className="mt-3 leading-relaxed text-brand-50">{t("product.quoteText")}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <QuoteLink href={quoteHref} />
              {datasheet ? (
                <a
                  href={datasheet.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded-md bg-white/10 px-5 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/20"
                >
                  <Download aria-hidden="true" className="size-5" />
                  {t("documents.datasheetLink")}
                  <span className="text-sm font-normal text-brand-50">
                    ({t("documents.pdfSize", { size: datasheet.size })})
                  </span>
                  <span className="sr-only">{t("common.opensInNewTab")}</span>
                </a>
              ) : null}
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="product-gallery-title" className="page-container py-12 sm:py-16">
        <h2 id="product-gallery-title" className="section-heading text-slate-900">
          {t("product.gallery")}
        </h2>
        <ProductGallery id={GALLERY_ID} items={gallery} className="mt-8" />
      </section>

      <div className="bg-slate-50">
        <div className="page-container py-12 sm:py-16">
          <SimilarProducts
            // Another product's page (same module, new data) starts its row afresh.
            key={page.alternates.en}
            titleId={SIMILAR_PRODUCTS_TITLE_ID}
            items={similar}
            title={t("product.similarTitle")}
          />
        </div>
      </div>
    </>
  );
}

/** 'Request a Quote': the contact form, with this product chosen. */
function QuoteLink({ href, className = "" }: { href: string; className?: string }) {
  const { t } = useI18n();
  return (
    <Link
      to={href}
      className={`pill bg-white px-6 py-3 text-brand-800 shadow-md hover:bg-brand-50 ${className}`}
    >
      {t("product.requestQuote")}
      <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}
