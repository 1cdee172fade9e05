import type { z } from "zod";
import type { Locale } from "~/i18n/locales";
import type { ContentData, ContentType, galleryImage, imageRef, pageMetaSchema } from "~/lib/content/schemas";
import type { ImageSlot } from "./image-slots";

/*
 * The content as the pages read it: the types of the schemas (app/lib/content/schemas.ts,
 * ADR 023), each with the id its item is stored under. Nothing here is declared twice: a field
 * added to a schema is in the page's type at once. An item's id is any key the store holds (an
 * editor adds products), so it is a string; app/content/ids.ts names the seed's own.
 */

/** A text in every language of the site. */
export type Localized<T = string> = Record<Locale, T>;

/** A library image as the public pages need it: its current hash, words and placeholder. */
export interface LibraryImageInfo {
  hash: string;
  alt: Localized;
  decorative: boolean;
  color: string;
  placeholder: string;
}

/**
 * A content type's fields as read for the pages: each image also carries what the content
 * store read of its library image (`library`, attached on reading, never stored with the
 * content).
 */
export type Published<T> = T extends readonly (infer Entry)[]
  ? Published<Entry>[]
  : T extends { src: string; slot: ImageSlot }
    ? { [K in keyof T]: Published<T[K]> } & { library?: LibraryImageInfo }
    : // A library photograph with no artwork behind it (a project reference's).
      T extends { media: string; alt: Localized }
      ? { [K in keyof T]: Published<T[K]> } & { library?: LibraryImageInfo }
      : T extends object
        ? { [K in keyof T]: Published<T[K]> }
        : T;

/** A content type's fields as the pages read them, without its words for search engines. */
export type PageContent<T extends ContentType> = Published<Omit<ContentData<T>, "meta">>;

/**
 * An image of the content. `src` is the file's name in `content-images/` without its
 * extension (e.g. "services/odor-treatment/gallery-2"); any of .jpg .jpeg .png .webp .avif;
 * `media`, an image of the media library shown instead (ADR 028).
 */
export type ImageRef = Published<z.infer<typeof imageRef>>;

export type GalleryImage = Published<z.infer<typeof galleryImage>>;

/**
 * A page-sized text: a list of paragraphs. A paragraph may hold bold (`**…**`), italic
 * (`*…*`) and links (`[text](href)`), a backslash escaping `*`, `[`, `]` and itself
 * (app/lib/content/inline-text.ts; pages render it with components/inline-text.tsx, and
 * `plainText` gives it without markup for search, meta and documents).
 */
export type Paragraphs = Localized<string[]>;

/** A page's own words for search engines (see `pageMetaSchema`); the page's texts otherwise. */
export type PageMetaOverride = NonNullable<z.infer<typeof pageMetaSchema>>;

type ServiceData = Published<ContentData<"service">>;

/** What menus and cards show of a service; the rest of its fields are its page's details. */
type ServiceCardField = "slug" | "title" | "summary" | "hero" | "meta";

/** One of the nine service areas (small: menus and cards read it on every page). */
export type Service = { id: string } & Pick<ServiceData, ServiceCardField>;

/**
 * What a service page shows below its hero (read by the page's loader only): every field of
 * the schema that is not the card's, so a field added to the schema is a detail with no line here.
 */
export type ServiceDetails = { id: string } & Omit<ServiceData, ServiceCardField>;

/** One of the product categories (small). */
export type Category = { id: string } & Published<ContentData<"category">>;

type ProductData = Published<ContentData<"product">>;

/**
 * A product of the catalogue (small: listing pages and search read all of them). The
 * screening products have a page of their own (`hasPage`), the others are shown on their
 * category's page.
 */
export type Product = { id: string; hasPage: boolean } & Omit<ProductData, "page">;

/** What a product page shows (read by the page's loader only). */
export type ProductDetails = { id: string } & NonNullable<ProductData["page"]>;

export type CatalogCard = Published<ContentData<"catalogs">>["cards"][number];

export type CertificateStandard = ContentData<"certificates">["standards"][number];

export type CertificateTile = Published<ContentData<"certificates">>["tiles"][number];
