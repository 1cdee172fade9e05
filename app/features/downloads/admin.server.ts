// The downloads centre's back office on the server (issue 44): a document's form read (with its
// file, as it arrives) and checked, its file checked by content, and each change stored with its
// audit row in one transaction; the leads of the gated documents, listed and erased.
import { createHash } from "node:crypto";
import {
  isMultipartRequest,
  MaxFileSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { and, desc, eq, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/.server/audit";
import type { Database } from "~/.server/db/client";
import { downloadDocuments, downloadFiles, downloadLeads } from "~/.server/db/schema";
import { readDownloadEntry, type DownloadEntry } from "~/.server/downloads/documents";
import {
  checkDownloadFile,
  MAX_DOWNLOAD_BYTES,
  type DownloadFileProblem,
} from "~/.server/downloads/file-checks";
import type { MessageKey } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";
import { DOCUMENT_LANGUAGES, UPLOAD_TYPES, type DocumentLanguage, type UploadType } from "~/lib/downloads";

export const DOCUMENT_FORM_LIMITS = { titleMax: 200, versionMax: 40 } as const;

/** A document's form as typed (every field a string, the box a flag). */
export interface DocumentFormValues {
  titleEn: string;
  titleEs: string;
  type: string;
  language: string;
  version: string;
  issuedOn: string;
  productId: string;
  categoryId: string;
  gated: boolean;
}

export type DocumentFormField = keyof DocumentFormValues | "file";
export type DocumentFormErrors = Partial<Record<DocumentFormField, string>>;

/** A document's fields once checked. */
export interface DocumentFields {
  titleEn: string;
  titleEs: string;
  type: UploadType;
  language: DocumentLanguage;
  version: string;
  issuedOn: string;
  productId: string | null;
  categoryId: string | null;
  gated: boolean;
}

export interface PostedDocumentForm {
  fields: Record<string, string>;
  file?: { name: string; bytes: Uint8Array };
  /** The file was larger than the limit: not read. */
  fileTooLarge?: boolean;
}

/** A form's fields and its one file, read as they arrive (a file over the limit is not kept). */
export async function readDocumentForm(request: Request): Promise<PostedDocumentForm> {
  const fields: Record<string, string> = {};
  if (!isMultipartRequest(request)) {
    const form = await request.formData();
    for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
    return { fields };
  }
  let file: PostedDocumentForm["file"];
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: MAX_DOWNLOAD_BYTES,
      maxParts: 30,
      maxTotalSize: MAX_DOWNLOAD_BYTES + 128 * 1024,
    })) {
      if (part.isFile) {
        if (part.name === "file" && !file && (part.size > 0 || part.filename))
          file = { name: part.filename || "document", bytes: part.bytes };
      } else if (part.name) fields[part.name] = part.text;
    }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) return { fields, fileTooLarge: true };
    if (error instanceof MultipartParseError) return { fields };
    throw error;
  }
  return { fields, ...(file ? { file } : {}) };
}

/** The form's values as typed, from what was posted. */
export function formValues(fields: Record<string, string>): DocumentFormValues {
  const text = (name: string, max = 400) => (fields[name] ?? "").slice(0, max);
  return {
    titleEn: text("titleEn"),
    titleEs: text("titleEs"),
    type: text("type", 40),
    language: text("language", 40),
    version: text("version", 200),
    issuedOn: text("issuedOn", 40),
    productId: text("productId", 200),
    categoryId: text("categoryId", 200),
    gated: fields.gated !== undefined,
  };
}

/** A form's values from a stored document (to edit it). */
export const valuesOf = (entry: DownloadEntry): DocumentFormValues => ({
  titleEn: entry.titleEn,
  titleEs: entry.titleEs,
  type: entry.type,
  language: entry.language,
  version: entry.version,
  issuedOn: entry.issuedOn,
  productId: entry.productId ?? "",
  categoryId: entry.categoryId ?? "",
  gated: entry.gated,
});

// eslint-disable-next-line no-control-regex
const UNCLEAN = /[\u0000-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Checks a document's fields against the catalogue; the errors in the editor's language. */
export function checkDocumentFields(
  values: DocumentFormValues,
  catalogue: {
    products: ReadonlyArray<{ id: string; categoryId: string }>;
    categories: ReadonlyArray<{ id: string }>;
  },
  locale: Locale,
): { fields: DocumentFields } | { errors: DocumentFormErrors } {
  const errors: DocumentFormErrors = {};
  const say = (key: MessageKey, values?: Record<string, string | number>) => serverT(locale, key, values);
  const titleEn = values.titleEn.trim().normalize("NFC");
  const titleEs = values.titleEs.trim().normalize("NFC");
  const version = values.version.trim().normalize("NFC");
  const max = DOCUMENT_FORM_LIMITS.titleMax;
  if (!titleEn) errors.titleEn = say("downloadsAdmin.errTitleEn");
  else if (titleEn.length > max || UNCLEAN.test(titleEn))
    errors.titleEn = say("downloadsAdmin.errTitleLong", { max });
  if (titleEs.length > max || UNCLEAN.test(titleEs))
    errors.titleEs = say("downloadsAdmin.errTitleLong", { max });
  if (!(UPLOAD_TYPES as readonly string[]).includes(values.type)) errors.type = say("downloadsAdmin.errType");
  if (!(DOCUMENT_LANGUAGES as readonly string[]).includes(values.language))
    errors.language = say("downloadsAdmin.errLanguage");
  if (version.length > DOCUMENT_FORM_LIMITS.versionMax || UNCLEAN.test(version))
    errors.version = say("downloadsAdmin.errVersion", { max: DOCUMENT_FORM_LIMITS.versionMax });
  if (!isDay(values.issuedOn)) errors.issuedOn = say("downloadsAdmin.errDate");
  const product = values.productId
    ? catalogue.products.find((candidate) => candidate.id === values.productId)
    : undefined;
  if (values.productId && !product) errors.productId = say("downloadsAdmin.errProduct");
  if (values.categoryId && !catalogue.categories.some((category) => category.id === values.categoryId))
    errors.categoryId = say("downloadsAdmin.errCategory");
  else if (product && values.categoryId && product.categoryId !== values.categoryId)
    errors.categoryId = say("downloadsAdmin.errProductCategory");
  if (Object.keys(errors).length > 0) return { errors };
  return {
    fields: {
      titleEn,
      titleEs,
      type: values.type as UploadType,
      language: values.language as DocumentLanguage,
      version,
      issuedOn: values.issuedOn,
      productId: product?.id ?? null,
      categoryId: values.categoryId || null,
      gated: values.gated,
    },
  };
}

const PROBLEM_KEYS: Record<DownloadFileProblem, MessageKey> = {
  empty: "downloadsAdmin.fileEmpty",
  "too-large": "downloadsAdmin.fileTooLarge",
  "unknown-format": "downloadsAdmin.fileUnknown",
  truncated: "downloadsAdmin.fileTruncated",
  "wrong-extension": "downloadsAdmin.fileWrongExtension",
};

const EXPECTED_ENDINGS = { pdf: ".pdf", dwg: ".dwg", dxf: ".dxf", step: ".step / .stp" } as const;

/** Checks the posted file: its outcome, or why it was refused in the editor's language. */
export function checkPostedFile(
  posted: PostedDocumentForm,
  locale: Locale,
  required: boolean,
):
  | { kind: "none" }
  | {
      kind: "ok";
      file: { fileName: string; format: DownloadEntry["format"]; contentType: string; bytes: Uint8Array };
    }
  | { kind: "refused"; message: string } {
  const refuse = (problem: DownloadFileProblem, name: string, format?: keyof typeof EXPECTED_ENDINGS) => ({
    kind: "refused" as const,
    message: serverT(locale, PROBLEM_KEYS[problem], {
      name,
      max: "25 MB",
      format: format ? format.toUpperCase() : "",
      ending: format ? EXPECTED_ENDINGS[format] : "",
    }),
  });
  if (posted.fileTooLarge) return refuse("too-large", "");
  if (!posted.file)
    return required
      ? { kind: "refused", message: serverT(locale, "downloadsAdmin.fileRequired") }
      : { kind: "none" };
  const checked = checkDownloadFile(posted.file.name, posted.file.bytes);
  if (!checked.ok) return refuse(checked.problem, posted.file.name, checked.format);
  return {
    kind: "ok",
    file: {
      fileName: checked.fileName,
      format: checked.format,
      contentType: checked.contentType,
      bytes: posted.file.bytes,
    },
  };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Keeps a file's bytes under their hash (the same bytes again are the same row). */
async function keepFile(tx: Transaction, bytes: Uint8Array): Promise<string> {
  const key = createHash("sha256").update(bytes).digest("hex");
  await tx
    .insert(downloadFiles)
    .values({ key, bytes: Buffer.from(bytes), size: bytes.byteLength })
    .onConflictDoNothing();
  return key;
}

/** Forgets a file's bytes once no document names them. */
async function dropFileIfUnused(tx: Transaction, key: string): Promise<void> {
  await tx
    .delete(downloadFiles)
    .where(
      and(
        eq(downloadFiles.key, key),
        sql`not exists (select 1 from ${downloadDocuments} where ${downloadDocuments.fileKey} = ${key})`,
      ),
    );
}

/** What the audit keeps of a document (its file by name and hash). */
const audited = (fields: Partial<DocumentFields> & { fileName?: string; fileKey?: string }) => ({
  ...fields,
});

/** Stores a new document with its file; its id. */
export async function storeDocument(
  db: Database,
  actor: AuditActor,
  fields: DocumentFields,
  file: { fileName: string; format: DownloadEntry["format"]; contentType: string; bytes: Uint8Array },
): Promise<string> {
  return db.transaction(async (tx) => {
    const fileKey = await keepFile(tx, file.bytes);
    const [row] = await tx
      .insert(downloadDocuments)
      .values({
        ...fields,
        fileName: file.fileName,
        format: file.format,
        contentType: file.contentType,
        size: file.bytes.byteLength,
        fileKey,
      })
      .returning({ id: downloadDocuments.id });
    await recordAudit(tx, actor, {
      action: "media.document_upload",
      entityType: "media",
      entityId: row!.id,
      after: audited({ ...fields, fileName: file.fileName, fileKey }),
    });
    return row!.id;
  });
}

/** Changes a document's fields, and its file when a new one is given. */
export async function updateDocument(
  db: Database,
  actor: AuditActor,
  id: string,
  fields: DocumentFields,
  file?: { fileName: string; format: DownloadEntry["format"]; contentType: string; bytes: Uint8Array },
): Promise<"done" | "unchanged" | "not-found"> {
  return db.transaction(async (tx) => {
    const before = await readDownloadEntry(tx, id);
    if (!before) return "not-found";
    const fileKey = file ? await keepFile(tx, file.bytes) : before.fileKey;
    const next: Omit<DownloadEntry, "id" | "updatedAt"> = {
      ...fields,
      fileName: file?.fileName ?? before.fileName,
      format: file?.format ?? before.format,
      contentType: file?.contentType ?? before.contentType,
      size: file?.bytes.byteLength ?? before.size,
      fileKey,
    };
    const changed = (Object.keys(next) as Array<keyof typeof next>).filter(
      (key) => before[key] !== next[key],
    );
    if (changed.length === 0) return "unchanged";
    await tx.update(downloadDocuments).set(next).where(eq(downloadDocuments.id, id));
    if (fileKey !== before.fileKey) await dropFileIfUnused(tx, before.fileKey);
    await recordAudit(tx, actor, {
      action: "media.document_update",
      entityType: "media",
      entityId: id,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, next[key]])),
    });
    return "done";
  });
}

/** Deletes a document (its leads keep its title), and its file's bytes when no other names them. */
export async function deleteDocument(db: Database, actor: AuditActor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await readDownloadEntry(tx, id);
    if (!before) return false;
    await tx.delete(downloadDocuments).where(eq(downloadDocuments.id, id));
    await dropFileIfUnused(tx, before.fileKey);
    await recordAudit(tx, actor, {
      action: "media.document_delete",
      entityType: "media",
      entityId: id,
      before: audited({ titleEn: before.titleEn, fileName: before.fileName, fileKey: before.fileKey }),
    });
    return true;
  });
}

export interface LeadRow {
  id: string;
  documentId: string | null;
  documentTitle: string;
  name: string;
  email: string;
  company: string;
  locale: Locale;
  createdAt: Date;
}

/** The leads, newest first (at most `limit`). */
export async function listLeads(db: Database, limit = 500): Promise<LeadRow[]> {
  return db
    .select({
      id: downloadLeads.id,
      documentId: downloadLeads.documentId,
      documentTitle: downloadLeads.documentTitle,
      name: downloadLeads.name,
      email: downloadLeads.email,
      company: downloadLeads.company,
      locale: downloadLeads.locale,
      createdAt: downloadLeads.createdAt,
    })
    .from(downloadLeads)
    .orderBy(desc(downloadLeads.createdAt), desc(downloadLeads.id))
    .limit(limit);
}

/**
 * Erases a lead and the e-mail owed to it (for an erasure request); the audit row names its
 * document only, never the person.
 */
export async function eraseLead(db: Database, actor: AuditActor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(downloadLeads)
      .where(eq(downloadLeads.id, id))
      .returning({ documentTitle: downloadLeads.documentTitle });
    if (!gone) return false;
    await recordAudit(tx, actor, {
      action: "media.lead_erase",
      entityType: "media",
      entityId: id,
      before: { documentTitle: gone.documentTitle },
    });
    return true;
  });
}

/** How many leads each document has. */
export async function leadCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ documentId: downloadLeads.documentId, count: sql<number>`count(*)::int` })
    .from(downloadLeads)
    .groupBy(downloadLeads.documentId);
  return new Map(
    rows.flatMap((row) => (row.documentId ? [[row.documentId, Number(row.count)] as const] : [])),
  );
}
