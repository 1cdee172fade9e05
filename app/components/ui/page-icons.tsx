import { icon } from "./icons";

/**
 * The icons of calls to action and lists (arrows, chevrons, checks, downloads, external links), apart
 * from the shell's (icons.tsx), which is in every page's first load: a page that shows none of
 * these does not load them. Galleries' and carousels' are in media-icons.tsx.
 */
export const ExternalLink = icon([
  "M14 4h6v6",
  "M20 4l-9 9",
  "M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
]);
export const CheckCircle = icon(["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M8 12.5l2.8 2.8L16.5 9.5"]);
export const ArrowRight = icon(["M5 12h14", "M13 6l6 6-6 6"]);
export const Download = icon(["M12 4v11", "M7 10l5 5 5-5", "M4 19h16"]);
export const ChevronLeft = icon(["M15 18l-6-6 6-6"]);
export const ChevronRight = icon(["M9 18l6-6-6-6"]);
