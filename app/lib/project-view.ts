// What the pages show of a project reference wherever it appears (its listing and page, site
// search): its place and its photographs. Apart from projects.ts, which the page table (and so
// the route config) reads: these need the image paths, which it does not.
import type { Locale } from "~/i18n/locales";
import { countryName } from "./countries";
import type { Project } from "./content/site-content";
import { imageSrc, type LocalImage } from "./localize";

/** Where a reference is, in a language: "Konya, Türkiye". */
export const placeOf = (project: Pick<Project, "city" | "country">, locale: Locale): string =>
  `${project.city[locale] || project.city.en}, ${countryName(project.country, locale)}`;

/**
 * A photograph of a reference as a page shows it (the gallery's shape), its alt text the
 * page's else the library's; nothing while it is not in the library.
 */
export function photoImage(photo: Project["photos"][number], locale: Locale): LocalImage | undefined {
  const { library } = photo;
  if (!library) return undefined;
  const alt = library.decorative
    ? ""
    : photo.alt[locale] || library.alt[locale] || photo.alt.en || library.alt.en;
  return { src: imageSrc({ src: "", slot: "gallery", media: photo.media, library }), slot: "gallery", alt };
}
