/**
 * A text's first sentence, within `max` characters: what a product's summary defaults to when
 * a stored product had none (content-migrations.ts) and what its page's description falls
 * back to while the Spanish summary is still to be written. A longer sentence is cut at a word
 * and ends with an ellipsis.
 */
export function firstSentence(paragraph: string, max: number): string {
  const text = paragraph.trim().replace(/\s+/g, " ");
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= max) return sentence;
  // Up to the last space within the limit, so that the ellipsis still fits.
  const cut = sentence.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1)).replace(/[\s,;:]+$/, "")}…`;
}
