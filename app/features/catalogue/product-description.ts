/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 160;

/**
 * A product page's meta description: the first sentence of its first paragraph, which
 * names the product and says what it is for (unlike a generic line shared by every
 * product). A longer sentence is cut at a word and ends with an ellipsis.
 */
export function productMetaDescription(firstParagraph: string, max = META_DESCRIPTION_MAX): string {
  const text = firstParagraph.trim().replace(/\s+/g, " ");
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= max) return sentence;
  // Up to the last space within the limit, so that the ellipsis still fits.
  const cut = sentence.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1)).replace(/[\s,;:]+$/, "")}…`;
}
