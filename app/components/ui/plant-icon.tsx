import { icon } from "./icons";

/**
 * A plant (a factory's outline): the project references' icon. Apart from the shell's icons
 * (icons.tsx is in every page's first load): only the pages that show references load it.
 */
export const Factory = icon(["M3 21h18", "M4 21V10l5 3V10l5 3V10l5 3v8", "M8 17h1", "M12 17h1", "M16 17h1"]);
