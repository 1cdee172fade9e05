// A reply from the back office to a request's buyer, with its files (ADR 032), posted from the
// request's page (`<admin-message>/reply`, under the admin layout's guard: administrators and
// the sales team). The files are checked by their content as a quote request's are; the
// reply is queued by queueReply, and the answer is always a redirect back to the request's
// page with the outcome in its address (`?reply=sent`, `?reply=conflict`, `?reply=file-type
// &file=…`), which the page shows beside the form, with or without script. The body's limit
// (files and texts) is server/body-limits.ts's `salesReply`.
import { createHash } from "node:crypto";
import {
  isMultipartRequest,
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { data, redirect } from "react-router";
import type { Route } from "./+types/message-reply";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { addressDomain } from "~/.server/mail";
import { pagePath } from "~/.server/pages";
import { cleanFileName, sniffAttachment } from "~/features/contact/attachment-type.server";
import { QUOTE_LIMITS } from "~/features/contact/quote-schema";
import { REPLY_BODY_LIMIT_BYTES, REPLY_LIMITS, type ReplyOutcome } from "~/features/contact/reply-limits";
import { queueReply, type ReplyFile } from "~/features/contact/sales-mail.server";
import { localeFromPath } from "~/i18n/locales";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE_FIELD = "files";
const TEXT_FIELDS = new Set(["subject", "body", "template", "version"]);

interface ReadFile {
  name: string;
  bytes: Uint8Array;
}

type ReadForm =
  { ok: true; fields: Record<string, string>; files: ReadFile[] } | { ok: false; outcome: ReplyOutcome };

/** The form's texts and files; a form without files may come URL-encoded. */
async function readReplyForm(request: Request): Promise<ReadForm> {
  const fields: Record<string, string> = {};
  if (!isMultipartRequest(request)) {
    const form = await request.formData().catch(() => undefined);
    if (!form) return { ok: false, outcome: "unreadable" };
    for (const [name, value] of form)
      if (typeof value === "string" && TEXT_FIELDS.has(name)) fields[name] = value;
    return { ok: true, fields, files: [] };
  }
  const files: ReadFile[] = [];
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: REPLY_LIMITS.filesBytesMax,
      // The texts and a few files more than allowed, so that too many files is said as such.
      maxParts: TEXT_FIELDS.size + REPLY_LIMITS.filesMax * 3,
      maxTotalSize: REPLY_BODY_LIMIT_BYTES,
    })) {
      if (part.isFile) {
        // A browser sends an empty part for a file input left empty.
        if (part.name !== FILE_FIELD || (part.size === 0 && !part.filename)) continue;
        files.push({ name: part.filename ?? "", bytes: part.bytes });
      } else if (part.name && TEXT_FIELDS.has(part.name) && !Object.hasOwn(fields, part.name)) {
        fields[part.name] = part.text;
      }
    }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError)
      return { ok: false, outcome: "too-large" };
    if (error instanceof MaxPartsExceededError) return { ok: false, outcome: "too-many-files" };
    if (error instanceof MultipartParseError) return { ok: false, outcome: "unreadable" };
    throw error;
  }
  return { ok: true, fields, files };
}

/** A file's name as the writer chose it, for a refusal's words: no path, no controls, short. */
const shownName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F]/g, "")
    .trim()
    .slice(0, 100) || "?";

const SNIFF_OUTCOMES = {
  fileTypeRefused: "file-type",
  fileEmpty: "file-empty",
  fileArchiveRefused: "file-archive",
} as const satisfies Record<string, ReplyOutcome>;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, env, logger } = context.get(appContext);
  const user = context.get(adminUserContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!UUID.test(params.id)) throw data(null, { status: 404 });
  const id = params.id.toLowerCase();
  const back = (outcome: ReplyOutcome, file?: string) =>
    redirect(
      `${pagePath("admin-message", locale, { id })}?${new URLSearchParams({
        reply: outcome,
        ...(file ? { file } : {}),
      }).toString()}#reply`,
      { status: 303, headers: { "Cache-Control": "no-store" } },
    );

  const form = await readReplyForm(request);
  if (!form.ok) return back(form.outcome);
  if (form.files.length > REPLY_LIMITS.filesMax) return back("too-many-files");
  const total = form.files.reduce((sum, file) => sum + file.bytes.length, 0);
  if (total > REPLY_LIMITS.filesBytesMax) return back("too-large");

  // Each file by its content, never its name or the browser's type: the first refused is named.
  const files: ReplyFile[] = [];
  for (const file of form.files) {
    const sniffed = await sniffAttachment(file.bytes);
    if (!sniffed.ok) return back(SNIFF_OUTCOMES[sniffed.reason], shownName(file.name));
    const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length);
    files.push({
      fileName: cleanFileName(file.name, sniffed.kind, QUOTE_LIMITS.fileNameMax),
      kind: sniffed.kind,
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
    });
  }

  const { fields } = form;
  const version = Number(fields.version);
  const outcome = await queueReply(
    db,
    user,
    id,
    // Versions start at 1: a form without one matches no request's.
    Number.isSafeInteger(version) && version >= 1 ? version : 0,
    { subject: fields.subject ?? "", body: fields.body ?? "", template: fields.template, files },
    {
      mailEnabled: Boolean(env.SMTP_URL),
      domain: addressDomain(env.MAIL_FROM),
      webhook: { enabled: Boolean(env.SALES_WEBHOOK_URL), publicUrl: env.PUBLIC_URL },
    },
  );
  if (outcome === "not-found") throw data(null, { status: 404 });
  if (outcome !== "done") return back(outcome);
  logger.info({ contactMessageId: id, files: files.length }, "sales reply queued");
  // The reply's e-mail, and the CRM's event when it moved a new request on.
  context.get(appContext).wakeMail?.();
  context.get(appContext).wakeWebhook?.();
  return back(env.SMTP_URL ? "sent" : "stored");
}

/** The address opened in a browser (after a refusal's page, say): the request's page. */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!UUID.test(params.id)) throw data(null, { status: 404 });
  return redirect(`${pagePath("admin-message", locale, { id: params.id.toLowerCase() })}#reply`, {
    headers: { "Cache-Control": "no-store" },
  });
}
