/**
 * The quote form's project fields, by their form names: what the browser sends and the quote
 * API reads (their rules are quoteProjectSchema's). Without zod, so the form's code stays small.
 */
export const QUOTE_PROJECT_FIELDS = [
  "application",
  "sector",
  "flow",
  "flowUnit",
  "location",
  "timeline",
  "budget",
] as const;

export type QuoteProjectField = (typeof QUOTE_PROJECT_FIELDS)[number];
