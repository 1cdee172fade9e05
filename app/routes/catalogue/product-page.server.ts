import { data, type RouterContextProvider } from "react-router";
import { contentDetails, siteContent, storedDocuments } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { pagePath, type PageOfKind } from "~/.server/pages";
import { formatFileSize } from "~/lib/document-files";
import { datasheetDocument } from "~/features/catalogue/documents.server";
import { productSpecs } from "~/features/catalogue/product-specs.server";
import { unitSystemOf } from "~/features/catalogue/units.server";
import { similarProducts } from "~/features/catalogue/similar-products";
import { productDocuments } from "~/features/downloads/listing.server";
import { messageGroups } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { localize } from "~/lib/localize";
import { firstSentence } from "~/lib/content/first-sentence";
import { parseParagraphs, plainText } from "~/lib/content/inline-text";
import { SUMMARY_MAX } from "~/lib/content/schemas";
import { plantsInOperation } from "./plants-in-operation.server";

/** A product page's data (the catalogue route's loader, for a product). */
export async function productData(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  entry: PageOfKind<"product">,
  locale: Locale,
) {
  const { products, projects, categories } = await siteContent(context, [
    "products",
    "projects",
    "categories",
  ]);
  // The products with a page of their own, in catalogue order.
  const screeningProducts = products.flatMap((product) => (product.hasPage ? [product] : []));
  const details = await contentDetails(context, "productDetails", entry.productId);
  if (!details) throw data(null, { status: 404 });
  // The page's fields in this language, as the schema declares them (a field added there
  // reaches the page with no line here); the paragraphs, summary and gallery are shaped below.
  const { id: _id, paragraphs: allParagraphs, summary: _summary, gallery: _gallery, ...fields } = details;
  const paragraphs = allParagraphs[locale];
  // The product's summary; a Spanish one still to be written, the paragraph's first sentence.
  const summary = details.summary[locale] || firstSentence(plainText(paragraphs[0]!), SUMMARY_MAX);
  const stored = await storedDocuments(context, [{ kind: "datasheet", itemId: entry.productId }]);
  return {
    // The editor's description for search engines, else the product's summary.
    page: pageInfo(
      request,
      entry.id,
      products.find((product) => product.id === entry.productId)?.meta?.description
        ? {}
        : { description: summary },
    ),
    /** The structured data's description. */
    summary,
    messages: messageGroups(locale, ["product", "documents", "specs"]),
    ...localize(fields, locale),
    paragraphs: parseParagraphs(paragraphs),
    gallery: details.gallery.map((image) => ({
      // The picture alone (a library image's too): its title and description are the entry's.
      image: localize(
        { src: image.src, slot: image.slot, alt: image.alt, media: image.media, library: image.library },
        locale,
      ),
      title: image.title[locale],
      description: image.description?.[locale],
    })),
    similar: similarProducts(screeningProducts, entry.productId).map((product) => ({
      id: product.id,
      name: product.name[locale],
      href: pagePath(`product-${product.id}`, locale),
      // The card's name is the link's text: its picture adds nothing to it.
      image: { ...localize(product.image, locale), alt: "" },
    })),
    // The datasheet rendered from the content, in the page's language; absent until one exists.
    datasheet: (() => {
      const document = datasheetDocument(stored, entry.productId, locale);
      return document && { href: document.href, size: formatFileSize(document.bytes, locale) };
    })(),
    // Its specifications in the visitor's units (none when its category defines no fields).
    specs: productSpecs(
      unitSystemOf(request),
      { categories, product: products.find((product) => product.id === entry.productId) },
      locale,
    ),
    // Its documents from the downloads centre: datasheets, manuals, drawings (issue 44).
    documents: await productDocuments({ request, context }, entry.productId, locale),
    // The contact form as a quote request for this product (see routes/contact.tsx).
    productId: entry.productId,
    quoteHref: `${pagePath("contact", locale)}?product=${encodeURIComponent(entry.productId)}`,
    // Where it runs: the references naming it (none, no line).
    plants: plantsInOperation({ product: entry.productId }, { projects, products }, locale),
  };
}
