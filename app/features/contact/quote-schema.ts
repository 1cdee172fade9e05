// A quote request's own rules (its products, its project data, its files), shared by the
// quote page and the server; the contact fields themselves are contact-schema's. Messages
// are codes with an English and a Spanish text, as the contact form's are.
import { z } from "zod";
import type { Locale } from "~/i18n/locales";

export const QUOTE_LIMITS = {
  /** Products in one list (and one request). */
  itemsMax: 25,
  quantityMax: 9999,
  noteMax: 500,
  sectorMax: 100,
  locationMax: 200,
  timelineMax: 100,
  budgetMax: 100,
  flowMax: 10_000_000,
  /** Files per request, and bytes per file. */
  filesMax: 5,
  fileBytesMax: 20 * 1024 * 1024,
  fileNameMax: 200,
} as const;

export const APPLICATIONS = ["municipal", "industrial", "private"] as const;
export const FLOW_UNITS = ["m3/day", "m3/h", "MGD", "L/s"] as const;
/** The file types a request may carry, as their content says (never their name). */
export const ATTACHMENT_KINDS = ["pdf", "dwg", "dxf", "jpeg", "png", "xlsx", "docx"] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
/** What the file picker offers (the server decides by content anyway). */
export const ATTACHMENT_ACCEPT = ".pdf,.dwg,.dxf,.jpg,.jpeg,.png,.xlsx,.docx";

export const QUOTE_ERRORS = {
  productsRequired: "Add at least one product to the quote",
  tooManyProducts: "A quote request can list at most 25 products",
  quantityInvalid: "Quantity must be a whole number from 1 to 9999",
  noteTooLong: "A note must be less than 500 characters",
  noteInvalid: "Invalid characters in the note",
  applicationInvalid: "Choose municipal, industrial or private",
  sectorTooLong: "The sector must be less than 100 characters",
  flowInvalid: "Design flow must be a positive number",
  flowUnitInvalid: "Choose a unit for the design flow",
  locationTooLong: "The location must be less than 200 characters",
  timelineTooLong: "The timeline must be less than 100 characters",
  budgetTooLong: "The budget range must be less than 100 characters",
  textInvalid: "Invalid characters",
  tooManyFiles: "At most 5 files can be attached",
  fileTooLarge: "The file is larger than 20 MB",
  fileTypeRefused: "Only PDF, DWG, DXF, JPEG, PNG, XLSX and DOCX files can be attached",
  fileEmpty: "The file is empty",
  fileArchiveRefused: "The file is not a valid XLSX or DOCX document (or unpacks to far more than its size)",
} as const;

export type QuoteErrorCode = keyof typeof QUOTE_ERRORS;

export const QUOTE_ERRORS_ES: Record<QuoteErrorCode, string> = {
  productsRequired: "Añade al menos un producto a la cotización",
  tooManyProducts: "Una solicitud de cotización puede incluir como máximo 25 productos",
  quantityInvalid: "La cantidad debe ser un número entero de 1 a 9999",
  noteTooLong: "Una nota debe tener menos de 500 caracteres",
  noteInvalid: "Caracteres no válidos en la nota",
  applicationInvalid: "Elige municipal, industrial o privada",
  sectorTooLong: "El sector debe tener menos de 100 caracteres",
  flowInvalid: "El caudal de diseño debe ser un número positivo",
  flowUnitInvalid: "Elige una unidad para el caudal de diseño",
  locationTooLong: "La ubicación debe tener menos de 200 caracteres",
  timelineTooLong: "El plazo debe tener menos de 100 caracteres",
  budgetTooLong: "El rango de presupuesto debe tener menos de 100 caracteres",
  textInvalid: "Caracteres no válidos",
  tooManyFiles: "Se pueden adjuntar como máximo 5 archivos",
  fileTooLarge: "El archivo supera los 20 MB",
  fileTypeRefused: "Solo se pueden adjuntar archivos PDF, DWG, DXF, JPEG, PNG, XLSX y DOCX",
  fileEmpty: "El archivo está vacío",
  fileArchiveRefused:
    "El archivo no es un documento XLSX o DOCX válido (o se descomprime en mucho más que su tamaño)",
};

export function quoteErrorText(code: QuoteErrorCode, locale: Locale): string {
  return locale === "es" ? QUOTE_ERRORS_ES[code] : QUOTE_ERRORS[code];
}

export function isQuoteErrorCode(value: unknown): value is QuoteErrorCode {
  return typeof value === "string" && Object.hasOwn(QUOTE_ERRORS, value);
}

// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** An optional one-line text: blank is absent. */
const line = (max: number, tooLong: QuoteErrorCode) =>
  z
    .string({ error: "textInvalid" })
    .trim()
    .normalize("NFC")
    .max(max, tooLong)
    .refine((value) => !CONTROL_IN_LINE.test(value) && !LONE_SURROGATE.test(value), "textInvalid")
    .optional()
    .transform((value) => (value ? value : undefined));

/** A quantity as typed ("3") or sent (3). */
export const quantitySchema = z.coerce
  .number({ error: "quantityInvalid" })
  .int("quantityInvalid")
  .min(1, "quantityInvalid")
  .max(QUOTE_LIMITS.quantityMax, "quantityInvalid");

export const quoteItemSchema = z.object({
  productId: z.string().trim().min(1).max(100),
  quantity: quantitySchema,
  note: z
    .string()
    .trim()
    .normalize("NFC")
    .max(QUOTE_LIMITS.noteMax, "noteTooLong")
    .refine((value) => !CONTROL_IN_TEXT.test(value) && !LONE_SURROGATE.test(value), "noteInvalid")
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** The project data, every field optional; messages are codes. */
export const quoteProjectSchema = z
  .object({
    application: z
      .union([z.literal(""), z.enum(APPLICATIONS)], { error: "applicationInvalid" })
      .optional()
      .transform((value) => (value ? value : undefined)),
    sector: line(QUOTE_LIMITS.sectorMax, "sectorTooLong"),
    flow: z
      .union([z.literal(""), z.coerce.number({ error: "flowInvalid" })])
      .optional()
      .transform((value) => (value === "" || value === undefined ? undefined : value))
      .refine(
        (value) =>
          value === undefined || (Number.isFinite(value) && value > 0 && value <= QUOTE_LIMITS.flowMax),
        "flowInvalid",
      ),
    flowUnit: z
      .union([z.literal(""), z.enum(FLOW_UNITS)], { error: "flowUnitInvalid" })
      .optional()
      .transform((value) => (value ? value : undefined)),
    location: line(QUOTE_LIMITS.locationMax, "locationTooLong"),
    timeline: line(QUOTE_LIMITS.timelineMax, "timelineTooLong"),
    budget: line(QUOTE_LIMITS.budgetMax, "budgetTooLong"),
  })
  // A flow means nothing without its unit.
  .refine((project) => project.flow === undefined || project.flowUnit !== undefined, {
    message: "flowUnitInvalid",
    path: ["flowUnit"],
  })
  .transform((project) => ({
    ...project,
    // The sector belongs to industrial applications only.
    sector: project.application === "industrial" ? project.sector : undefined,
  }));

export type QuoteProjectInput = z.output<typeof quoteProjectSchema>;
export type QuoteItemInput = z.output<typeof quoteItemSchema>;

/** A list change posted by 'Add to quote' or the list's own forms (quantities as typed). */
export const quoteListChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productId: z.string().min(1).max(100), quantity: quantitySchema }),
  z.object({ intent: z.literal("update"), productId: z.string().min(1).max(100), quantity: quantitySchema }),
  z.object({ intent: z.literal("remove"), productId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("clear") }),
]);
