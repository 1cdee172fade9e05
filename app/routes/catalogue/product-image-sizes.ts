// The main image sits beside the text on wide screens and right under the hero on
// phones: in the first screen at both, so it is the page's LCP image (the meta's preload
// and the page's image use the same sizes).
export const MAIN_IMAGE_SIZES = "(min-width: 1440px) 42rem, (min-width: 1024px) 46vw, calc(100vw - 3rem)";
