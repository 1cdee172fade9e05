// The contact form's rules, shared by the browser form and the API (isomorphic: no server
// imports). The English messages are the spec's, word for word; the API answers with them.
import { z } from "zod";
import type { Locale } from "~/i18n/locales";

export interface CountryCodeOption {
  code: string;
  label: Record<Locale, string>;
}

/** The spec's 16 country codes, in its order. */
export const COUNTRY_CODES = [
  { code: "+1", label: { en: "US/Canada", es: "EE. UU./Canadá" } },
  { code: "+52", label: { en: "Mexico", es: "México" } },
  { code: "+44", label: { en: "UK", es: "Reino Unido" } },
  { code: "+33", label: { en: "France", es: "Francia" } },
  { code: "+49", label: { en: "Germany", es: "Alemania" } },
  { code: "+34", label: { en: "Spain", es: "España" } },
  { code: "+39", label: { en: "Italy", es: "Italia" } },
  { code: "+55", label: { en: "Brazil", es: "Brasil" } },
  { code: "+54", label: { en: "Argentina", es: "Argentina" } },
  { code: "+57", label: { en: "Colombia", es: "Colombia" } },
  { code: "+86", label: { en: "China", es: "China" } },
  { code: "+81", label: { en: "Japan", es: "Japón" } },
  { code: "+82", label: { en: "South Korea", es: "Corea del Sur" } },
  { code: "+91", label: { en: "India", es: "India" } },
  { code: "+61", label: { en: "Australia", es: "Australia" } },
  { code: "+90", label: { en: "Turkey", es: "Turquía" } },
] as const satisfies readonly CountryCodeOption[];

export type CountryCode = (typeof COUNTRY_CODES)[number]["code"];
export const DEFAULT_COUNTRY_CODE: CountryCode = "+1";

export function isCountryCode(value: unknown): value is CountryCode {
  return COUNTRY_CODES.some((option) => option.code === value);
}

/** Limits of the spec (section 9); the form's maxLength attributes use them too. */
export const CONTACT_LIMITS = {
  nameMax: 50,
  emailMax: 255,
  phoneMin: 5,
  phoneMax: 20,
  companyMax: 100,
  messageMin: 10,
  messageMax: 2000,
  productIdMax: 100,
} as const;

/** Every message the contact form or its API can show about a field. */
export const CONTACT_ERRORS = {
  firstNameRequired: "First name is required",
  firstNameTooLong: "First name must be less than 50 characters",
  firstNameInvalid: "Invalid characters in first name",
  lastNameRequired: "Last name is required",
  lastNameTooLong: "Last name must be less than 50 characters",
  lastNameInvalid: "Invalid characters in last name",
  emailInvalid: "Invalid email address",
  emailTooLong: "Email must be less than 255 characters",
  countryCodeRequired: "Country code is required",
  countryCodeInvalid: "Invalid country code",
  phoneTooShort: "Phone number is too short",
  phoneTooLong: "Phone number is too long",
  phoneInvalid: "Invalid phone number format",
  companyRequired: "Company name is required",
  companyTooLong: "Company name must be less than 100 characters",
  companyInvalid: "Invalid characters in company name",
  messageTooShort: "Message must be at least 10 characters",
  messageTooLong: "Message must be less than 2000 characters",
  messageInvalid: "Invalid characters in message",
  consentRequired: "You must agree to be contacted",
  captchaRequired: "Please complete the CAPTCHA",
  // The server's verdicts on a submitted captcha (fieldErrors.captcha).
  captchaInvalid: "The CAPTCHA could not be verified. Please solve it again.",
  captchaExpired: "The CAPTCHA has expired. Please solve it again.",
  captchaUsed: "The CAPTCHA has already been used. Please solve it again.",
  websiteInvalid: "Invalid value",
  localeInvalid: "Invalid language",
  productInvalid: "Invalid product",
} as const;

/** A message's code: what the API answers (with the English text beside it for other clients). */
export type ContactErrorCode = keyof typeof CONTACT_ERRORS;

/** The Spanish text of every message, by its code. */
export const CONTACT_ERRORS_ES: Record<ContactErrorCode, string> = {
  firstNameRequired: "El nombre es obligatorio",
  firstNameTooLong: "El nombre debe tener menos de 50 caracteres",
  firstNameInvalid: "Caracteres no válidos en el nombre",
  lastNameRequired: "El apellido es obligatorio",
  lastNameTooLong: "El apellido debe tener menos de 50 caracteres",
  lastNameInvalid: "Caracteres no válidos en el apellido",
  emailInvalid: "Dirección de correo electrónico no válida",
  emailTooLong: "El correo electrónico debe tener menos de 255 caracteres",
  countryCodeRequired: "El código de país es obligatorio",
  countryCodeInvalid: "Código de país no válido",
  phoneTooShort: "El número de teléfono es demasiado corto",
  phoneTooLong: "El número de teléfono es demasiado largo",
  phoneInvalid: "Formato de número de teléfono no válido",
  companyRequired: "El nombre de la empresa es obligatorio",
  companyTooLong: "El nombre de la empresa debe tener menos de 100 caracteres",
  companyInvalid: "Caracteres no válidos en el nombre de la empresa",
  messageTooShort: "El mensaje debe tener al menos 10 caracteres",
  messageTooLong: "El mensaje debe tener menos de 2000 caracteres",
  messageInvalid: "Caracteres no válidos en el mensaje",
  consentRequired: "Debes aceptar que te contactemos",
  captchaRequired: "Por favor completa el CAPTCHA",
  captchaInvalid: "No se pudo verificar el CAPTCHA. Por favor, resuélvelo de nuevo.",
  captchaExpired: "El CAPTCHA ha caducado. Por favor, resuélvelo de nuevo.",
  captchaUsed: "El CAPTCHA ya se ha utilizado. Por favor, resuélvelo de nuevo.",
  websiteInvalid: "Valor no válido",
  localeInvalid: "Idioma no válido",
  productInvalid: "Producto no válido",
};

/** A message in a language, from its code. */
export function contactErrorText(code: ContactErrorCode, locale: Locale): string {
  return locale === "es" ? CONTACT_ERRORS_ES[code] : CONTACT_ERRORS[code];
}

/** Whether an API's answer names a message this form knows. */
export function isContactErrorCode(value: unknown): value is ContactErrorCode {
  return typeof value === "string" && Object.hasOwn(CONTACT_ERRORS, value);
}

// Letters of any alphabet (the Spanish accented ones among them: buyers write from Turkey,
// France and Brazil too), combining marks, spaces, apostrophes (typed ' or the ’ that phone
// keyboards insert) and hyphens. Empty passes here so that an empty field shows only
// "… is required".
const NAME_CHARACTERS = /^[\p{L}\p{M} '’-]*$/u;
const PHONE_CHARACTERS = /^[0-9 ()-]*$/;
// Control characters have no place in a one-line field, and PostgreSQL cannot store NUL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
// In free text, line breaks and tabs are fine.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Half a surrogate pair is not text: it cannot be encoded, stored or mailed faithfully.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Bidirectional controls and zero-width characters can disguise what a one-line field (and the
// e-mail subject built from it) shows: "Acme\u202Eevil" reads backwards in a mail client.
const INVISIBLE_FORMATTING = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

const isCleanLine = (value: string) =>
  !CONTROL_CHARACTERS.test(value) && !LONE_SURROGATE.test(value) && !INVISIBLE_FORMATTING.test(value);
const isCleanText = (value: string) => !CONTROL_CHARACTERS_IN_TEXT.test(value) && !LONE_SURROGATE.test(value);

/**
 * The contact form's body, with its messages in a language, or as their codes (the API
 * validates with codes and answers both: codes for the form, English for other clients).
 */
export function createContactSchema(language: Locale | "code" = "en") {
  const t = (code: ContactErrorCode) => (language === "code" ? code : contactErrorText(code, language));
  const L = CONTACT_LIMITS;

  const personName = (required: ContactErrorCode, tooLong: ContactErrorCode, invalid: ContactErrorCode) =>
    z
      .string({ error: t(required) })
      .trim()
      // "José" typed as e + combining accent is the same name as the precomposed one.
      .normalize("NFC")
      .min(1, t(required))
      .max(L.nameMax, t(tooLong))
      .regex(NAME_CHARACTERS, t(invalid));

  return z.object({
    firstName: personName("firstNameRequired", "firstNameTooLong", "firstNameInvalid"),
    lastName: personName("lastNameRequired", "lastNameTooLong", "lastNameInvalid"),
    email: z
      .string({ error: t("emailInvalid") })
      .trim()
      .toLowerCase()
      .max(L.emailMax, t("emailTooLong"))
      .pipe(z.email(t("emailInvalid"))),
    countryCode: z
      .string({ error: t("countryCodeRequired") })
      .trim()
      .min(1, t("countryCodeRequired"))
      .refine((code) => code === "" || isCountryCode(code), t("countryCodeInvalid"))
      .transform((code) => code as CountryCode),
    phone: z
      .string({ error: t("phoneTooShort") })
      .trim()
      .min(L.phoneMin, t("phoneTooShort"))
      .max(L.phoneMax, t("phoneTooLong"))
      .regex(PHONE_CHARACTERS, t("phoneInvalid")),
    company: z
      .string({ error: t("companyRequired") })
      .trim()
      .normalize("NFC")
      .min(1, t("companyRequired"))
      .max(L.companyMax, t("companyTooLong"))
      .refine(isCleanLine, t("companyInvalid")),
    message: z
      .string({ error: t("messageTooShort") })
      .trim()
      .normalize("NFC")
      .min(L.messageMin, t("messageTooShort"))
      .max(L.messageMax, t("messageTooLong"))
      .refine(isCleanText, t("messageInvalid")),
    consent: z.literal(true, { error: t("consentRequired") }),
    // The hidden spam trap: people leave it empty. Any string is accepted here so that a
    // bot filling it gets the same answer as a person (the server then drops its message).
    website: z.string({ error: t("websiteInvalid") }).default(""),
    // The solved captcha (the widget's payload); the server verifies it.
    captcha: z.string({ error: t("captchaRequired") }).min(1, t("captchaRequired")),
    locale: z.enum(["en", "es"], { error: t("localeInvalid") }).default("en"),
    // Set when the form is a quote request for one product.
    productId: z
      .string({ error: t("productInvalid") })
      .trim()
      .max(L.productIdMax, t("productInvalid"))
      .refine(isCleanLine, t("productInvalid"))
      .optional()
      .transform((id) => (id ? id : undefined)),
  });
}

/** The schema with English messages. */
export const contactSchema = createContactSchema("en");
/** The API's schema: message codes. */
export const contactCodeSchema = createContactSchema("code");

/** What the form sends. */
export type ContactRequestBody = z.input<typeof contactSchema>;
/** The body once checked: trimmed, normalised, email lowercased. */
export type ContactSubmission = z.output<typeof contactSchema>;
/** Message codes per field, as the API returns them in `fieldErrorCodes`. */
export type ContactFieldErrorCodes = Partial<Record<keyof ContactSubmission, ContactErrorCode[]>>;

/** The same errors as English texts (the API's `fieldErrors`). */
export function englishFieldErrors(codes: ContactFieldErrorCodes): Partial<Record<string, string[]>> {
  return Object.fromEntries(
    Object.entries(codes).map(([field, list]) => [field, (list ?? []).map((code) => CONTACT_ERRORS[code])]),
  );
}

/** The phone number as stored and e-mailed: the country code, a space, the number. */
export function fullPhoneNumber(countryCode: string, phone: string): string {
  return `${countryCode} ${phone}`;
}

/** The honeypot is filled: a bot, whatever else it sent. */
export function isHoneypotFilled(website: string): boolean {
  return website.trim() !== "";
}
