import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ArrowRight, CheckCircle, Download } from "~/components/ui/page-icons";
import { MAIN_IMAGE_SIZES } from "./product-image-sizes";
import type { ProductData } from "./product-meta.server";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { lazyWhenNear } from "~/lib/lazy-when-near";
import { InlineText } from "~/components/inline-text";
import { PlantsInOperation } from "~/components/plants-in-operation";
import { loadOrHold } from "~/lib/lazy-part";

// 'Add to quote' is a plain form that works before its code arrives (ADR 026), as on the
// product cards: its code comes after the page's first load.
const AddToQuote = lazy(() =>
  loadOrHold(() => import("~/components/add-to-quote").then((module) => ({ default: module.AddToQuote }))),
);
// 'Compare' (at most four products side by side) is a plain form until its code arrives too.
const CompareToggle = lazy(() => loadOrHold(() => import("~/features/catalogue/components/compare-toggle")));

const GALLERY_ID = "product-gallery";
const SIMILAR_PRODUCTS_TITLE_ID = "similar-products-title";
const PRODUCT_DOCUMENTS_TITLE_ID = "product-documents-title";

// The product's documents (issue 44) hydrate as they come near, as the gallery does: server
// HTML of plain links until then, and none of their code in the page's first load.
const ProductDocuments = lazyWhenNear(PRODUCT_DOCUMENTS_TITLE_ID, () =>
  import("~/features/downloads/components/product-documents").then((module) => module.ProductDocuments),
);

// Below the first screen, the gallery (with its lightbox) and the similar products hydrate
// once they near the viewport: their code is not in the page's first load, and the
// server's HTML (plain links to the photos and the products) works meanwhile.
const ProductGallery = lazyWhenNear(GALLERY_ID, () =>
  import("~/features/catalogue/components/product-gallery").then((module) => module.ProductGallery),
);
const SimilarProducts = lazyWhenNear(SIMILAR_PRODUCTS_TITLE_ID, () =>
  import("~/features/catalogue/components/similar-products").then((module) => module.SimilarProducts),
);
// The specifications too (their heading's id is SPEC_SECTION_TITLE_ID): a table, and the
// units switch, a plain form until then.
const SpecSection = lazyWhenNear("product-specs-title", () =>
  import("~/features/catalogue/components/spec-section").then((module) => module.SpecSection),
);

export default function ProductPage({ loaderData }: { loaderData: ProductData }) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ProductContent data={loaderData} />
    </PageMessages>
  );
}

function ProductContent({ data }: { data: ProductData }) {
  const { t } = useI18n();
  const { page, paragraphs, keyFacts, leadTime, mainImage, gallery, similar, quoteHref, datasheet, plants } =
    data;
  return (
    <>
      <section className="bg-linear-to-br from-brand-900 via-brand-800 to-brand-700">
        <div className="page-container py-10 sm:py-14">
          <Breadcrumbs crumbs={page.crumbs} separator=">" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-5xl">{page.title}</h1>
          {/* Where it already runs, beside the quote call: the buyer's first question. */}
          <PlantsInOperation line={plants} className="mt-4" />
          <QuoteLink href={quoteHref} className="mt-6" />
          <Suspense fallback={null}>
            <AddToQuote productId={data.productId} productName={page.title} tone="dark" className="mt-6" />
          </Suspense>
          <Suspense fallback={null}>
            <CompareToggle productId={data.productId} productName={page.title} tone="dark" className="mt-4" />
          </Suspense>
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
        <div
          data-product-description
          className="inline-text space-y-4 text-[1.05rem] leading-relaxed text-slate-700"
        >
          {paragraphs.map((paragraph, index) => (
            <p key={index}>
              <InlineText tokens={paragraph} />
            </p>
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
            {leadTime ? (
              <p className="mt-3 text-brand-50" data-lead-time>
                <strong className="font-semibold text-white">{t("product.leadTime")}</strong> {leadTime}
              </p>
            ) : null}
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

      {/* The figures a specifier looks for, in the units they chose. */}
      {data.specs && <SpecSection specs={data.specs} />}

      <ProductDocuments titleId={PRODUCT_DOCUMENTS_TITLE_ID} documents={data.documents} />

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
