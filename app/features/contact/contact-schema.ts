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

export type ContactErrorText = (typeof CONTACT_ERRORS)[keyof typeof CONTACT_ERRORS];

/** The Spanish text of every message, keyed by the English one. */
export const CONTACT_ERRORS_ES: Record<ContactErrorText, string> = {
  "First name is required": "El nombre es obligatorio",
  "First name must be less than 50 characters": "El nombre debe tener menos de 50 caracteres",
  "Invalid characters in first name": "Caracteres no válidos en el nombre",
  "Last name is required": "El apellido es obligatorio",
  "Last name must be less than 50 characters": "El apellido debe tener menos de 50 caracteres",
  "Invalid characters in last name": "Caracteres no válidos en el apellido",
  "Invalid email address": "Dirección de correo electrónico no válida",
  "Email must be less than 255 characters": "El correo electrónico debe tener menos de 255 caracteres",
  "Country code is required": "El código de país es obligatorio",
  "Invalid country code": "Código de país no válido",
  "Phone number is too short": "El número de teléfono es demasiado corto",
  "Phone number is too long": "El número de teléfono es demasiado largo",
  "Invalid phone number format": "Formato de número de teléfono no válido",
  "Company name is required": "El nombre de la empresa es obligatorio",
  "Company name must be less than 100 characters":
    "El nombre de la empresa debe tener menos de 100 caracteres",
  "Invalid characters in company name": "Caracteres no válidos en el nombre de la empresa",
  "Message must be at least 10 characters": "El mensaje debe tener al menos 10 caracteres",
  "Message must be less than 2000 characters": "El mensaje debe tener menos de 2000 caracteres",
  "Invalid characters in message": "Caracteres no válidos en el mensaje",
  "You must agree to be contacted": "Debes aceptar que te contactemos",
  "Please complete the CAPTCHA": "Por favor completa el CAPTCHA",
  "The CAPTCHA could not be verified. Please solve it again.":
    "No se pudo verificar el CAPTCHA. Por favor, resuélvelo de nuevo.",
  "The CAPTCHA has expired. Please solve it again.":
    "El CAPTCHA ha caducado. Por favor, resuélvelo de nuevo.",
  "The CAPTCHA has already been used. Please solve it again.":
    "El CAPTCHA ya se ha utilizado. Por favor, resuélvelo de nuevo.",
  "Invalid value": "Valor no válido",
  "Invalid language": "Idioma no válido",
  "Invalid product": "Producto no válido",
};

/**
 * A message in the page's language. Texts it does not know (for example a newer server's)
 * come back unchanged rather than disappearing.
 */
export function translateContactError(message: string, locale: Locale): string {
  if (locale === "en") return message;
  return Object.hasOwn(CONTACT_ERRORS_ES, message) ? CONTACT_ERRORS_ES[message as ContactErrorText] : message;
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

const isCleanLine = (value: string) => !CONTROL_CHARACTERS.test(value) && !LONE_SURROGATE.test(value);
const isCleanText = (value: string) => !CONTROL_CHARACTERS_IN_TEXT.test(value) && !LONE_SURROGATE.test(value);

/**
 * The contact form's body, with its messages in `locale`. The API validates with the
 * English schema; the browser form can use the Spanish one on Spanish pages.
 */
export function createContactSchema(locale: Locale = "en") {
  const t = (message: ContactErrorText) => (locale === "es" ? CONTACT_ERRORS_ES[message] : message);
  const E = CONTACT_ERRORS;
  const L = CONTACT_LIMITS;

  const personName = (required: ContactErrorText, tooLong: ContactErrorText, invalid: ContactErrorText) =>
    z
      .string({ error: t(required) })
      .trim()
      // "José" typed as e + combining accent is the same name as the precomposed one.
      .normalize("NFC")
      .min(1, t(required))
      .max(L.nameMax, t(tooLong))
      .regex(NAME_CHARACTERS, t(invalid));

  return z.object({
    firstName: personName(E.firstNameRequired, E.firstNameTooLong, E.firstNameInvalid),
    lastName: personName(E.lastNameRequired, E.lastNameTooLong, E.lastNameInvalid),
    email: z
      .string({ error: t(E.emailInvalid) })
      .trim()
      .toLowerCase()
      .max(L.emailMax, t(E.emailTooLong))
      .pipe(z.email(t(E.emailInvalid))),
    countryCode: z
      .string({ error: t(E.countryCodeRequired) })
      .trim()
      .min(1, t(E.countryCodeRequired))
      .refine((code) => code === "" || isCountryCode(code), t(E.countryCodeInvalid))
      .transform((code) => code as CountryCode),
    phone: z
      .string({ error: t(E.phoneTooShort) })
      .trim()
      .min(L.phoneMin, t(E.phoneTooShort))
      .max(L.phoneMax, t(E.phoneTooLong))
      .regex(PHONE_CHARACTERS, t(E.phoneInvalid)),
    company: z
      .string({ error: t(E.companyRequired) })
      .trim()
      .normalize("NFC")
      .min(1, t(E.companyRequired))
      .max(L.companyMax, t(E.companyTooLong))
      .refine(isCleanLine, t(E.companyInvalid)),
    message: z
      .string({ error: t(E.messageTooShort) })
      .trim()
      .normalize("NFC")
      .min(L.messageMin, t(E.messageTooShort))
      .max(L.messageMax, t(E.messageTooLong))
      .refine(isCleanText, t(E.messageInvalid)),
    consent: z.literal(true, { error: t(E.consentRequired) }),
    // The hidden spam trap: people leave it empty. Any string is accepted here so that a
    // bot filling it gets the same answer as a person (the server then drops its message).
    website: z.string({ error: t(E.websiteInvalid) }).default(""),
    // The solved captcha (the widget's payload); the server verifies it.
    captcha: z.string({ error: t(E.captchaRequired) }).min(1, t(E.captchaRequired)),
    locale: z.enum(["en", "es"], { error: t(E.localeInvalid) }).default("en"),
    // Set when the form is a quote request for one product.
    productId: z
      .string({ error: t(E.productInvalid) })
      .trim()
      .max(L.productIdMax, t(E.productInvalid))
      .refine(isCleanLine, t(E.productInvalid))
      .optional()
      .transform((id) => (id ? id : undefined)),
  });
}

/** The API's schema: English messages. */
export const contactSchema = createContactSchema("en");

/** What the form sends. */
export type ContactRequestBody = z.input<typeof contactSchema>;
/** The body once checked: trimmed, normalised, email lowercased. */
export type ContactSubmission = z.output<typeof contactSchema>;
/** Messages per field, as the API returns them in `fieldErrors`. */
export type ContactFieldErrors = Partial<Record<keyof ContactSubmission, string[]>>;

/** The phone number as stored and e-mailed: the country code, a space, the number. */
export function fullPhoneNumber(countryCode: string, phone: string): string {
  return `${countryCode} ${phone}`;
}

/** The honeypot is filled: a bot, whatever else it sent. */
export function isHoneypotFilled(website: string): boolean {
  return website.trim() !== "";
}
