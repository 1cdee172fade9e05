import type { AboutContent } from "../../content/about";
import type { HomeContent } from "../../content/home";
import type {
  CatalogCard,
  Category,
  Localized,
  PageContent,
  PageMetaOverride,
  Product,
  Published,
  ProductDetails,
  Service,
  ServiceDetails,
} from "../../content/types";
import type { ContentData, ContentItem, ContentType } from "./schemas";

/** The company's facts, claims and contact details (the `company` item). */
export type Company = ContentData<"company">;

/** A project reference as the pages read it: its fields (its photographs with their library images), and its key as `id`. */
export type Project = Published<ContentData<"project">> & { id: string };

/**
 * The published content in the shapes the pages read, each list in the site's order: what
 * `app/content/` exported before the content moved into the database (ADR 023).
 */
export interface SiteContent {
  company: Company;
  home: HomeContent;
  about: AboutContent;
  certificates: PageContent<"certificates">;
  catalogs: CatalogCard[];
  contactPage: PageContent<"contact-page">;
  services: Service[];
  serviceDetails: ServiceDetails[];
  categories: Category[];
  products: Product[];
  productDetails: ProductDetails[];
  /** The project references, in their order (the listing sorts them its own way). */
  projects: Project[];
  /** The fixed pages' words for search engines, when an editor gave them (else the dictionaries'). */
  pageMeta: FixedPageMeta;
  /** What the menus show of the services and categories (a summary's change leaves them be). */
  serviceLinks: CatalogueLink[];
  categoryLinks: CatalogueLink[];
}

/** The fixed pages whose content item carries their metadata: each page's id and its item's type. */
const FIXED_PAGE_META_ITEMS = [
  ["home", "home"],
  ["about", "about"],
  ["certificates", "certificates"],
  ["catalogs", "catalogs"],
  ["contact", "contact-page"],
] as const satisfies ReadonlyArray<readonly [string, ContentType]>;
export type FixedPageMeta = Partial<Record<(typeof FIXED_PAGE_META_ITEMS)[number][0], PageMetaOverride>>;

/** A catalogue page as a menu links it. */
export interface CatalogueLink {
  id: string;
  slug: Localized;
  title: Localized;
}

const ofType = <T extends ContentType>(items: ContentItem[], type: T) =>
  items.filter((item): item is ContentItem<T> => item.type === type);

function single<T extends ContentType>(items: ContentItem[], type: T): ContentData<T> {
  const [found] = ofType(items, type);
  if (!found) throw new Error(`the published content has no ${type}`);
  return found.data;
}

/** An item's data without its `meta` (the page table carries that: `pageMeta`). */
function withoutMeta<T extends { meta?: unknown }>(data: T): Omit<T, "meta"> {
  const { meta: _meta, ...rest } = data;
  return rest;
}

/** The published items (in position order) as the pages read them. */
export function toSiteContent(items: ContentItem[]): SiteContent {
  const services = ofType(items, "service");
  const products = ofType(items, "product");
  const certificates = single(items, "certificates");
  const pageMeta: FixedPageMeta = {};
  for (const [page, type] of FIXED_PAGE_META_ITEMS) {
    const meta = single(items, type).meta;
    if (meta) pageMeta[page] = meta;
  }
  const links = (type: "service" | "category") =>
    ofType(items, type).map(({ key, data }) => ({ id: key, slug: data.slug, title: data.title }));
  return {
    serviceLinks: links("service"),
    categoryLinks: links("category"),
    pageMeta,
    company: single(items, "company"),
    home: withoutMeta(single(items, "home")),
    about: withoutMeta(single(items, "about")),
    certificates: withoutMeta(certificates),
    catalogs: single(items, "catalogs").cards,
    contactPage: withoutMeta(single(items, "contact-page")),
    // A service's card fields for menus and cards; the rest, whatever the schema adds, its page's.
    services: services.map(({ key, data: { slug, title, summary, hero, meta } }) => ({
      id: key,
      slug,
      title,
      summary,
      hero,
      ...(meta ? { meta } : {}),
    })),
    serviceDetails: services.map(({ key, data }) => {
      const { slug: _slug, title: _title, summary: _summary, hero: _hero, meta: _meta, ...details } = data;
      return { id: key, ...details };
    }),
    categories: ofType(items, "category").map(({ key, data }) => ({ id: key, ...data })),
    products: products.map(({ key, data }): Product => {
      const { page, ...card } = data;
      return { ...card, id: key, hasPage: page !== undefined };
    }),
    projects: ofType(items, "project").map(({ key, data }) => ({ id: key, ...data })),
    productDetails: products.flatMap(({ key, data }): ProductDetails[] =>
      data.page ? [{ id: key, ...data.page }] : [],
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
