// Reading and checking the post editor's form: the body within its limits (the image part
// checked as it streams), the fields with zod, messages in the page's language.
import {
  isMultipartRequest,
  MaxFileSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { z } from "zod";
import { MAX_IMAGE_BYTES } from "~/.server/media/images";
import { POST_TYPES } from "~/.server/db/schema";
import type { Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";
import { FORM_FIELDS, type FieldErrors, type FormField, type FormValues } from "./post-editor-types";

/** The texts' limits (characters). */
export const LIMITS = { title: 200, excerpt: 500, content: 100_000 } as const;
/**
 * Room for the texts besides the image: 2 × 100,000 characters of up to 4 bytes, and the rest.
 * The server holds the whole body to this (and the image) before the action runs (server/body-limits.ts).
 */
export const MAX_TEXT_BYTES = 1_000_000;

export const INTENTS = ["save", "publish", "schedule", "unpublish", "delete"] as const;
export type Intent = (typeof INTENTS)[number];

export interface ReadForm {
  values: FormValues;
  image?: Uint8Array;
  /** The image part was over 10 MB, or the body over its limit: what was read before is kept. */
  tooLarge?: "image" | "body";
}

/**
 * The form's fields and its image, streaming: a file part past 10 MB stops the reading, and
 * the fields read before it (the form puts the file last) come back with the message.
 */
export async function readPostForm(request: Request): Promise<ReadForm> {
  const values: FormValues = {};
  const keep = (name: string, value: string) => {
    if ((FORM_FIELDS as readonly string[]).includes(name)) values[name as FormField] = value;
  };
  if (!isMultipartRequest(request)) {
    const form = await request.formData();
    for (const [name, value] of form) if (typeof value === "string") keep(name, value);
    return { values };
  }
  let image: Uint8Array | undefined;
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: MAX_IMAGE_BYTES,
      maxParts: 40,
      maxTotalSize: MAX_IMAGE_BYTES + MAX_TEXT_BYTES,
    })) {
      if (part.isFile) {
        if (part.name === "image" && part.size > 0) image = part.bytes;
      } else if (part.name) keep(part.name, part.text);
    }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) return { values, tooLarge: "image" };
    if (error instanceof MultipartParseError) return { values, tooLarge: "body" };
    throw error;
  }
  return { values, ...(image ? { image } : {}) };
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `errTooLong:${max}` });
const optional = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? "")
    .pipe(text(max))
    .transform((value) => value || null);

const postSchema = z.object({
  postType: z.enum(POST_TYPES, { error: "errType" }),
  title: z
    .string({ error: "errTitleRequired" })
    .trim()
    .min(1, { error: "errTitleRequired" })
    .max(LIMITS.title, { error: `errTooLong:${LIMITS.title}` }),
  titleEs: optional(LIMITS.title),
  excerpt: optional(LIMITS.excerpt),
  excerptEs: optional(LIMITS.excerpt),
  content: optional(LIMITS.content),
  contentEs: optional(LIMITS.content),
});
export type PostInput = z.infer<typeof postSchema>;

/** Translates an issue's code (`key` or `key:max`) into the page's language. */
function message(locale: Locale, code: string): string {
  const [key, max] = code.split(":");
  return serverT(locale, `postEditor.${key}` as Parameters<typeof serverT>[1], max ? { max } : undefined);
}

/** The post's fields checked, or a message per field in the page's language. */
export function checkPostInput(
  values: FormValues,
  locale: Locale,
): { input: PostInput } | { errors: FieldErrors } {
  const result = postSchema.safeParse(values);
  if (result.success) return { input: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FormField;
    errors[field] ??= message(locale, issue.message);
  }
  return { errors };
}

/**
 * The publication time a schedule asks for: a `datetime-local` value read in the editor's
 * time zone (`tzOffset`, minutes as Date.getTimezoneOffset() gives them; UTC without script),
 * which must lie in the future.
 */
export function checkScheduleAt(
  values: FormValues,
  locale: Locale,
  now: Date,
): { at: Date } | { errors: FieldErrors } {
  const raw = values.scheduleAt?.trim() ?? "";
  if (!raw) return { errors: { scheduleAt: message(locale, "errDateRequired") } };
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(raw);
  const offset = Number(values.tzOffset ?? 0);
  if (!match || !Number.isInteger(offset) || Math.abs(offset) > 16 * 60) {
    return { errors: { scheduleAt: message(locale, "errDateInvalid") } };
  }
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const local = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  const check = new Date(local);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59) {
    return { errors: { scheduleAt: message(locale, "errDateInvalid") } };
  }
  const at = new Date(local + offset * 60_000);
  if (at.getTime() <= now.getTime()) return { errors: { scheduleAt: message(locale, "errDatePast") } };
  return { at };
}

export function imageMessage(locale: Locale, problem: string): string {
  const keys: Record<string, string> = {
    "too-large": "imageTooLarge",
    "not-image": "imageNotImage",
    "wrong-format": "imageWrongFormat",
    "too-many-pixels": "imageTooManyPixels",
    unreadable: "imageUnreadable",
    body: "bodyTooLarge",
  };
  return message(locale, keys[problem] ?? "imageUnreadable");
}
