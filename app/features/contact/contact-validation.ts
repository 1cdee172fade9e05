// Loaded on demand by the form (zod stays out of the page's first load).
import type { Locale } from "~/i18n/locales";
import { createContactSchema } from "./contact-schema";

export type FieldErrors = Partial<Record<string, string[]>>;

/** The form's values checked with the same schema as the server, in the page's language. */
export function validateContactForm(values: Record<string, unknown>, locale: Locale): FieldErrors {
  const result = createContactSchema(locale).safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export { contactErrorText, isContactErrorCode } from "./contact-schema";
export { isQuoteErrorCode, quoteErrorText } from "./quote-schema";
