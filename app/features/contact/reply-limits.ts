// What a reply from the back office to a request's buyer may hold (ADR 032), shared by its
// form, its route and the server's body limit. The files are the kinds a quote request may
// carry (checked by content, as the buyers' are); their total stays well below what mail
// servers commonly accept once encoded (20 MB become about 27 MB in base64).
import type { MessageKey } from "~/i18n/dictionary";

export const REPLY_LIMITS = {
  subjectMax: 200,
  bodyMax: 20_000,
  filesMax: 5,
  /** All the files of one reply together. */
  filesBytesMax: 20 * 1024 * 1024,
} as const;

/** The texts' room in a reply's form (subject, message, template, version) and the framing. */
const TEXT_ROOM_BYTES = 256 * 1024;

/** A reply's whole multipart body: its files at their limit and its texts. */
export const REPLY_BODY_LIMIT_BYTES = REPLY_LIMITS.filesBytesMax + TEXT_ROOM_BYTES;

/** The templates a reply starts from, in the order the form offers them. */
export const REPLY_TEMPLATE_IDS = ["thanks", "quote", "moreInfo", "blank"] as const;
export type ReplyTemplateId = (typeof REPLY_TEMPLATE_IDS)[number];

export const isReplyTemplateId = (value: unknown): value is ReplyTemplateId =>
  REPLY_TEMPLATE_IDS.some((id) => id === value);

/**
 * How a reply went, as the request's page is told after the redirect (`?reply=<outcome>`,
 * with `&file=<name>` for a refused file). Each has its words in the `salesMail` group.
 */
export const REPLY_OUTCOMES = {
  sent: "salesMail.resultSent",
  stored: "salesMail.resultStored",
  conflict: "salesMail.errorConflict",
  invalid: "salesMail.errorInvalid",
  spam: "salesMail.errorSpam",
  "not-found": "salesMail.errorNotFound",
  "too-many-files": "salesMail.errorTooManyFiles",
  "too-large": "salesMail.errorTooLarge",
  "file-type": "salesMail.errorFileType",
  "file-empty": "salesMail.errorFileEmpty",
  "file-archive": "salesMail.errorFileArchive",
  unreadable: "salesMail.errorUnreadable",
} as const satisfies Record<string, MessageKey>;
export type ReplyOutcome = keyof typeof REPLY_OUTCOMES;

export const isReplyOutcome = (value: unknown): value is ReplyOutcome =>
  typeof value === "string" && Object.hasOwn(REPLY_OUTCOMES, value);
