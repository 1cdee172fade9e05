import type { AboutContent } from "../../content/about";
import type { CategoryId, ProductPageId, ServiceId } from "../../content/ids";
import type { HomeContent } from "../../content/home";
import type {
  CatalogCard,
  Category,
  CertificateStandard,
  CertificateTile,
  ImageRef,
  Localized,
  PageMetaOverride,
  Product,
  ProductDetails,
  Service,
  ServiceDetails,
} from "../../content/types";
import type { ContentData, ContentItem, ContentType } from "./schemas";

/** The company's facts, claims and contact details (the `company` item). */
export type Company = ContentData<"company">;

/**
 * The published content in the shapes the pages read, each list in the site's order: what
 * `app/content/` exported before the content moved into the database (ADR 023).
 */
export interface SiteContent {
  company: Company;
  home: HomeContent;
  about: AboutContent;
  certificates: {
    intro: { heading: Localized; text: Localized };
    standards: CertificateStandard[];
    tiles: CertificateTile[];
  };
  catalogs: CatalogCard[];
  contactPage: { hero: ImageRef; mapEmbedUrl: string };
  services: Service[];
  serviceDetails: ServiceDetails[];
  categories: Category[];
  products: Product[];
  productDetails: ProductDetails[];
  /** The fixed pages' words for search engines, when an editor gave them (else the dictionaries'). */
  pageMeta: FixedPageMeta;
  /** What the menus show of the services and categories (a summary's change leaves them be). */
  serviceLinks: CatalogueLink[];
  categoryLinks: CatalogueLink[];
}

/** A catalogue page as a menu links it. */
/** The fixed pages whose content item carries their metadata, by page id. */
export const FIXED_PAGE_META_ITEMS = {
  home: "home",
  about: "about",
  certificates: "certificates",
  catalogs: "catalogs",
  contact: "contact-page",
} as const satisfies Record<string, ContentType>;
export type FixedPageMeta = Partial<Record<keyof typeof FIXED_PAGE_META_ITEMS, PageMetaOverride>>;

export interface CatalogueLink {
  id: string;
  slug: Localized;
  title: Localized;
}

function single<T extends ContentType>(items: ContentItem[], type: T): ContentData<T> {
  const found = items.find((item) => item.type === type);
  if (!found) throw new Error(`the published content has no ${type}`);
  return found.data as ContentData<T>;
}

/** An item's data without its `meta` (the page table carries that: `pageMeta`). */
function withoutMeta<T extends { meta?: unknown }>(data: T): Omit<T, "meta"> {
  const { meta: _meta, ...rest } = data;
  return rest;
}

const ofType = <T extends ContentType>(items: ContentItem[], type: T) =>
  items.filter((item): item is ContentItem<T> => item.type === type);

/** The published items (in position order) as the pages read them. */
export function toSiteContent(items: ContentItem[]): SiteContent {
  const services = ofType(items, "service");
  const products = ofType(items, "product");
  const certificates = single(items, "certificates");
  const pageMeta: FixedPageMeta = {};
  for (const [page, type] of Object.entries(FIXED_PAGE_META_ITEMS)) {
    const meta = single(items, type).meta;
    if (meta) pageMeta[page as keyof FixedPageMeta] = meta;
  }
  const links = (type: "service" | "category") =>
    ofType(items, type).map(({ key, data }) => ({ id: key, slug: data.slug, title: data.title }));
  return {
    serviceLinks: links("service"),
    categoryLinks: links("category"),
    pageMeta,
    company: single(items, "company"),
    home: withoutMeta(single(items, "home")) as HomeContent,
    about: withoutMeta(single(items, "about")) as AboutContent,
    certificates: {
      intro: certificates.intro,
      standards: certificates.standards,
      tiles: certificates.tiles as CertificateTile[],
    },
    catalogs: single(items, "catalogs").cards as CatalogCard[],
    contactPage: withoutMeta(single(items, "contact-page")) as SiteContent["contactPage"],
    services: services.map(({ key, data }) => ({
      id: key as ServiceId,
      slug: data.slug,
      title: data.title,
      summary: data.summary,
      hero: data.hero as ImageRef,
      ...(data.meta ? { meta: data.meta } : {}),
    })),
    serviceDetails: services.map(({ key, data }) => ({
      id: key as ServiceId,
      tagline: data.tagline,
      intro: data.intro,
      sections: data.sections,
      ...(data.closing ? { closing: data.closing } : {}),
      gallery: data.gallery as ServiceDetails["gallery"],
    })),
    categories: ofType(items, "category").map(
      ({ key, data }) => ({ id: key as CategoryId, ...data }) as Category,
    ),
    products: products.map(({ key, data }): Product => {
      const { page, ...card } = data;
      const base = { ...card, categoryId: card.categoryId as CategoryId, image: card.image as ImageRef };
      return page
        ? { ...base, id: key as ProductPageId, hasPage: true }
        : { ...base, id: key, hasPage: false };
    }),
    productDetails: products.flatMap(({ key, data }) =>
      data.page ? [{ id: key as ProductPageId, ...data.page } as ProductDetails] : [],
    ),
  };
}

/** The office's address on one line, in a language. */
export function formatAddress(company: Company, locale: keyof Localized): string {
  const a = company.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, ${a.countryName[locale]}`;
}

/** A maps search for the office's street address. */
export function mapsSearchUrl(company: Company): string {
  const a = company.address;
  const query = `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
