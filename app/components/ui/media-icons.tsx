import { icon } from "./icons";

/**
 * The icons of galleries and carousels (pause, play, zoom) and of the certificates: apart from
 * the shell's (icons.tsx) and the calls to action's and lists' (page-icons.tsx), so a page
 * loads them with its gallery or carousel, which often comes after its first load.
 */
export const BadgeCheck = icon([
  "M12 2.8l2.3 1.7 2.8-.2.9 2.7 2.4 1.5-.8 2.7.8 2.7-2.4 1.5-.9 2.7-2.8-.2L12 21.2l-2.3-1.7-2.8.2-.9-2.7-2.4-1.5.8-2.7-.8-2.7 2.4-1.5.9-2.7 2.8.2z",
  "M8.5 12.2l2.3 2.3 4.7-4.7",
]);
export const ZoomIn = icon([
  "M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15z",
  "M21 21l-5.2-5.2",
  "M10.5 7.5v6",
  "M7.5 10.5h6",
]);
export const Pause = icon(["M8 5v14", "M16 5v14"]);
export const Play = icon(["M7 4.5v15l12.5-7.5z"]);
