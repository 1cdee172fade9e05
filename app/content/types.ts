import type { Locale } from "~/i18n/locales";
import type { CategoryId, ProductPageId, ServiceId } from "./ids";

/** A text in every language of the site. */
export type Localized<T = string> = Record<Locale, T>;

/**
 * The kinds of image slot, each with one aspect ratio and the widths the build produces.
 * A source image of another shape is cropped to the slot (centre), so layout never shifts.
 */
export const IMAGE_SLOTS = {
  hero: { aspect: [16, 9], widths: [640, 960, 1280, 1920] },
  banner: { aspect: [21, 9], widths: [640, 1024, 1440, 1920] },
  card: { aspect: [4, 3], widths: [320, 480, 640, 960] },
  gallery: { aspect: [4, 3], widths: [480, 800, 1200] },
  cover: { aspect: [3, 4], widths: [300, 450, 600] },
  certificate: { aspect: [3, 4], widths: [300, 450, 600, 900] },
  portrait: { aspect: [4, 5], widths: [400, 600, 800] },
} as const;
export type ImageSlot = keyof typeof IMAGE_SLOTS;

/**
 * An image of the content. `src` is the file's name in `content-images/` without its
 * extension (e.g. "services/odor-treatment/gallery-2"); any of .jpg .jpeg .png .webp .avif.
 */
export interface ImageRef {
  src: string;
  slot: ImageSlot;
  /** An image of the media library shown instead of `src` (ADR 028). */
  media?: string;
  /** The page's words for the image; with a library image, empty ones fall back to the library's. */
  alt: Localized;
  /** The subject's short name, drawn on generated placeholder artwork. */
  label?: Localized;
  /** What the content store read of the library image (never stored with the content). */
  library?: LibraryImageInfo;
}

/** A library image as the public pages need it: its current hash, words and placeholder. */
export interface LibraryImageInfo {
  hash: string;
  alt: Localized;
  decorative: boolean;
  color: string;
  placeholder: string;
}

export interface GalleryImage extends ImageRef {
  title: Localized;
  description?: Localized;
}

/**
 * A page-sized text: a list of paragraphs. A paragraph may hold bold (`**…**`), italic
 * (`*…*`) and links (`[text](href)`), a backslash escaping `*`, `[`, `]` and itself
 * (app/lib/content/inline-text.ts; pages render it with components/inline-text.tsx, and
 * `plainText` gives it without markup for search, meta and documents).
 */
export type Paragraphs = Localized<string[]>;

/** A page's own words for search engines (see `pageMetaSchema`); the page's texts otherwise. */
export interface PageMetaOverride {
  title?: Localized;
  description?: Localized;
  keywords?: Localized;
}

/** One of the nine service areas (small: menus and cards read it on every page). */
export interface Service {
  id: ServiceId; // equals the EN slug, e.g. "odor-treatment"
  slug: Localized; // { en: "odor-treatment", es: "tratamiento-de-olores" }
  title: Localized; // "Odor Treatment"
  /** One sentence for cards, menus' descriptions, search and meta descriptions (120-160 chars). */
  summary: Localized;
  hero: ImageRef; // slot "hero", src "services/<id>/hero"
  meta?: PageMetaOverride;
}

/** What a service page shows below its hero (read by the page's loader only). */
export interface ServiceDetails {
  id: ServiceId;
  /** The hero's short subtitle. */
  tagline: Localized;
  intro: Paragraphs;
  /** Further titled blocks: paragraphs and/or bullet lists (services offered, advantages …). */
  sections: Array<{ heading: Localized; paragraphs?: Paragraphs; bullets?: Localized<string[]> }>;
  /** The closing line under the gallery, if any. */
  closing?: Localized;
  gallery: GalleryImage[]; // slot "gallery", src "services/<id>/gallery-01" …
}

/** One of the nine product categories (small). */
export interface Category {
  id: CategoryId; // equals the EN slug, e.g. "screening-equipment"
  slug: Localized;
  title: Localized;
  summary: Localized; // one sentence, 120-160 chars
  image: ImageRef; // slot "card", src "categories/<id>/card" (carousel slide and cards)
  hero: ImageRef; // slot "banner", src "categories/<id>/hero"
  meta?: PageMetaOverride;
}

interface ProductBase {
  slug: Localized;
  name: Localized;
  meta?: PageMetaOverride;
  categoryId: CategoryId;
  image: ImageRef; // slot "card", src "products/<id>/main"
  /** Set on names the spec does not give, for the owner to confirm (docs/content-review.md). */
  provisional?: boolean;
}

/**
 * A product of the catalogue (small: listing pages and search read all of them). The
 * twelve screening products have a page of their own (`hasPage`), the others are shown
 * on their category's page.
 */
export type Product =
  | (ProductBase & {
      id: ProductPageId; // exactly the spec's route, e.g. "drum-screen"
      hasPage: true;
    })
  | (ProductBase & {
      id: string; // EN slug
      hasPage: false;
    });

/** What a product page shows (read by the page's loader only). */
export interface ProductDetails {
  id: ProductPageId;
  /** Exactly three paragraphs, per the spec. */
  paragraphs: Paragraphs;
  /** Short key facts (angles, control modes, parts …) from the spec's key content. */
  keyFacts: Localized<string[]>;
  mainImage: ImageRef; // slot "gallery", src "products/<id>/detail"
  gallery: GalleryImage[]; // slot "gallery", src "products/<id>/gallery-01" …
}

export interface CatalogCard {
  id: string;
  title: Localized;
  description: Localized;
  cover: ImageRef; // slot "cover", src "catalogs/<id>"
  /**
   * The owner's own designed document (an address), when there is one. Without it, the
   * site links the catalog rendered from the published content (app/.server/documents/).
   */
  documentUrl?: string;
  /** A PDF an editor uploaded for the card, by its stored name, per language (Spanish may be empty). */
  documentFile?: Localized;
}

export interface CertificateStandard {
  id: string; // "iso-9001"
  code: string; // "ISO 9001"
  name: Localized; // "Quality Management System"
  description: Localized;
}

export interface CertificateTile {
  id: string;
  caption: Localized; // "ISO 9001:2015"
  image: ImageRef; // slot "certificate", src "certificates/<id>"
}
