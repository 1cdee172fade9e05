// Every request body's limit, enforced in one place while the body arrives (chunked or not),
// before any handler reads it. A body declared larger than its limit is refused without
// being read; any other is held as it arrives, up to its limit, and handed on whole only
// once complete, so no page action, data request or parser ever sees more than its limit.
// Past the limit the server stops keeping what arrives and answers 413; what the client still
// sends is dropped, and the connection closed if the body has not ended 5 s later (ADR 024).
import type http from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { AUTH_BASE_PATH } from "~/.server/auth/auth";
import { MAX_UPLOADED_DOCUMENT_BYTES } from "~/.server/documents/uploads";
import { MAX_DOWNLOAD_BYTES } from "~/.server/downloads/file-checks";
import { MAX_IMAGE_BYTES } from "~/.server/media/images";
import { MEDIA_BATCH_BYTES } from "~/.server/media/limits";
import { closeIfBodyLingers } from "~/.server/unread-body";
import { CONTACT_BODY_LIMIT_BYTES } from "./contact-api";
import { QUOTE_BODY_LIMIT_BYTES } from "./quote-api";
import { REPLY_BODY_LIMIT_BYTES } from "~/features/contact/reply-limits";
import { MAX_TRANSLATION_BYTES } from "~/features/content/translations.server";
import { findPageByPath, type PageId } from "~/.server/pages";
import { pagePathOf } from "./request-guards";

const KB = 1024;

/** The limit of each kind of request body, in bytes. */
export const BODY_LIMITS = {
  /** Page actions and their `.data` posts: sign-in, sign-up and the back office's small forms. */
  pageForm: 64 * KB,
  /**
   * The content editor's form without a file, from a signed-in administrator or editor: a
   * service or product of 20 paragraphs of 5,000 characters in each language (about 220 KB
   * of ordinary text, 1.8 MB if every character were a three-byte one) fits.
   */
  contentEditorText: 2 * 1024 * KB,
  /** The content editor's form with a catalog card's PDF, or a post's new picture (at most 10 MB). */
  contentEditorUpload: Math.max(MAX_UPLOADED_DOCUMENT_BYTES, MAX_IMAGE_BYTES) + 256 * KB,
  /** A translated XLIFF file sent to the back office's translations page, with the form. */
  translationUpload: MAX_TRANSLATION_BYTES + 64 * KB,
  /** The media library's uploads: a batch of images from a form without script, or one file. */
  mediaUpload: MEDIA_BATCH_BYTES + 64 * KB,
  /** A document of the downloads centre (25 MB at most) with its form's fields (issue 44). */
  downloadUpload: MAX_DOWNLOAD_BYTES + 256 * KB,
  /** JSON APIs under /api. */
  api: 32 * KB,
  /** The contact form's JSON. */
  contact: CONTACT_BODY_LIMIT_BYTES,
  /**
   * A quote request: five files of 20 MB and the texts (ADR 026). Streamed, not held: its
   * handler reads it as it arrives, with limits per file of its own; this counts the whole.
   */
  quote: QUOTE_BODY_LIMIT_BYTES + 64 * KB,
  /**
   * A reply from the back office to a request's buyer: its files (20 MB in all) and its texts
   * (ADR 032), from those who may open the request (administrators and the sales team).
   */
  salesReply: REPLY_BODY_LIMIT_BYTES + 64 * KB,
  /** Sign-in, sign-up and the rest of /api/auth. */
  auth: 8 * KB,
  /** Browsers' CSP violation reports. */
  cspReport: 8 * KB,
} as const;

/** Back-office pages whose form may carry a file (multipart), with their limit for it. */
const UPLOAD_PAGES: Partial<Record<PageId, number>> = {
  "admin-content-edit": BODY_LIMITS.contentEditorUpload,
  "admin-content-translations": BODY_LIMITS.translationUpload,
  // The media library's pages, and the upload address below them (`/admin/media/upload`).
  "admin-media": BODY_LIMITS.mediaUpload,
  "admin-media-image": BODY_LIMITS.mediaUpload,
  // The downloads centre's upload, and a document's page (its file replaced).
  "admin-downloads": BODY_LIMITS.downloadUpload,
  "admin-download": BODY_LIMITS.downloadUpload,
};

interface BodyLimit {
  bytes: number;
  /** Passed on as it arrives (counted, cut at the limit) rather than held until complete. */
  stream?: true;
  /** How the refusal is written: JSON for the APIs, plain text (both languages) for pages. */
  answer: "json" | "text";
  /** 413, except where an API promises its clients one failure status. */
  status: number;
}

/** A limit as people read it: "64 KB" (of 1,024 bytes) below a megabyte, "11.6 MB" (of 10^6) above. */
const shown = (bytes: number) =>
  bytes >= 1_000_000 ? `${Math.round(bytes / 100_000) / 10} MB` : `${Math.round(bytes / KB)} KB`;

/**
 * The limit of a request's body, from its address alone (the upload's is decided later). Without
 * a content type it is the limit of someone who may not upload: the middleware asks so for a
 * visitor who may not open the editors.
 */
export function bodyLimitOf(path: string, contentType: string | undefined): BodyLimit & { upload?: true } {
  const json = (bytes: number, status = 413): BodyLimit => ({ bytes, answer: "json", status });
  // The contact form has one failure path: every refusal of its API is a 400 (contact-routes).
  if (path === "/api/contact") return json(BODY_LIMITS.contact, 400);
  if (path === "/api/quote") return { ...json(BODY_LIMITS.quote, 400), stream: true };
  if (path === "/api/csp-report") return json(BODY_LIMITS.cspReport);
  if (path === AUTH_BASE_PATH || path.startsWith(`${AUTH_BASE_PATH}/`)) return json(BODY_LIMITS.auth);
  if (path === "/api" || path.startsWith("/api/")) return json(BODY_LIMITS.api);
  const page = findPageByPath(pagePathOf(path))?.page;
  if (isSalesReplyPath(path) && /^multipart\/form-data\b/i.test(contentType ?? ""))
    return { bytes: BODY_LIMITS.salesReply, answer: "text", status: 413, upload: true };
  const upload = page ? UPLOAD_PAGES[page.id] : undefined;
  if (upload && /^multipart\/form-data\b/i.test(contentType ?? ""))
    return { bytes: upload, answer: "text", status: 413, upload: true };
  // The content editor's texts: an editor's room only for those who may open the editor (the
  // middleware asks again without a content type for anyone else: the page form's limit).
  if (page?.id === "admin-content-edit" && contentType !== undefined)
    return { bytes: BODY_LIMITS.contentEditorText, answer: "text", status: 413, upload: true };
  return { bytes: BODY_LIMITS.pageForm, answer: "text", status: 413 };
}

/** A reply to a request's buyer, posted below the request's page (`/admin/messages/:id/reply`). */
function isSalesReplyPath(path: string): boolean {
  const address = pagePathOf(path);
  if (!address.endsWith("/reply")) return false;
  return findPageByPath(address.slice(0, -"/reply".length))?.page.id === "admin-message";
}

function refuse(req: Request, res: Response, limit: BodyLimit): void {
  const size = shown(limit.bytes);
  req.log?.warn({ limit: limit.bytes }, "request body over its limit: refused");
  closeIfBodyLingers(req, res);
  res.status(limit.status).set({ "Cache-Control": "no-store" });
  if (limit.answer === "json") {
    res.json({ code: "BODY_TOO_LARGE", error: `The request body is larger than ${size}.` });
    return;
  }
  const english = `Payload too large: this form sent more than ${size}, which this page does not accept.`;
  const spanish = `Solicitud demasiado grande: este formulario envió más de ${size}, que esta página no acepta.`;
  const spanishFirst = pagePathOf(req.path).startsWith("/es/") || pagePathOf(req.path) === "/es";
  res.type("text/plain").send(spanishFirst ? `${spanish}\n\n${english}\n` : `${english}\n\n${spanish}\n`);
}

type Push = http.IncomingMessage["push"];

/**
 * A body its handler reads as it arrives (a quote's files are checked one by one, and
 * holding 100 MB per visitor before the handler starts would let a few visitors fill the
 * memory). What passes is counted; past the limit the stream ends there (the handler sees a
 * cut body) and the answer is the refusal.
 */
function streamWithin(req: Request, res: Response, limit: BodyLimit, next: () => void): void {
  let bytes = req.readableLength;
  let refused = false;
  const originalPush: Push = req.push.bind(req);
  (req as { push: Push }).push = (chunk) => {
    if (refused) return chunk === null ? originalPush(null) : false;
    if (chunk !== null) {
      bytes += Buffer.isBuffer(chunk) ? chunk.length : Buffer.byteLength(chunk as string);
      if (bytes > limit.bytes) {
        refused = true;
        if (!res.headersSent) refuse(req, res, limit);
        return originalPush(null);
      }
    }
    return originalPush(chunk);
  };
  next();
}

/**
 * The middleware. `mayUpload` says whether a request may send the content editor's upload (a
 * post's picture, a catalog's PDF), its texts, or a translated XLIFF file (from someone who may
 * open the editor: an administrator or an editor);
 * anyone else is held to the page's text limit, so an anonymous visitor cannot make the server
 * hold an upload-sized body.
 */
export function limitRequestBodies(mayUpload: (req: Request) => Promise<boolean>): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers["content-length"];
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (!chunked && (declared === undefined || declared === "0")) return next();
    const found = bodyLimitOf(req.path, req.headers["content-type"]);
    const largest = found.bytes;
    if (declared !== undefined && Number(declared) > largest) return refuse(req, res, found);
    if (found.stream) return streamWithin(req, res, found, next);

    // From here on the body is held as it arrives: the parser's pushes into the request
    // stream are kept aside (counted) instead, and replayed once the body is complete.
    // Anything pushed before this middleware ran is already in the stream, and counted.
    const held: Buffer[] = [];
    let bytes = req.readableLength;
    let complete = req.complete;
    let limit: BodyLimit | undefined = found.upload ? undefined : found;
    /** What is read before it is known whether the visitor may upload: a page form's limit. */
    const unproven = found.upload ? bodyLimitOf(req.path, undefined).bytes : largest;
    let settled = false;
    const originalPush: Push = req.push.bind(req);

    const settle = () => {
      if (settled || !limit) return;
      if (bytes > limit.bytes) {
        settled = true;
        held.length = 0;
        refuse(req, res, limit);
        return;
      }
      if (!complete) return;
      settled = true;
      delete (req as { push?: Push }).push;
      for (const chunk of held.splice(0)) originalPush(chunk);
      originalPush(null);
      next();
    };

    (req as { push: Push }).push = (chunk) => {
      // Once refused, what still arrives is dropped; the end still ends the stream.
      if (settled) return chunk === null ? originalPush(null) : false;
      if (chunk === null) complete = true;
      else {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        bytes += buffer.length;
        // Until the upload is allowed or not, the largest limit caps what is held; past it the
        // body is refused once the visitor's own limit is known (it is named in the refusal),
        // and what arrives meanwhile is counted and dropped.
        if (bytes <= largest) held.push(buffer);
        else held.length = 0;
      }
      settle();
      // Past the limit of someone who may not upload, the socket waits for the answer (false
      // pauses it): a visitor without the right sends a page form's worth, not an upload's.
      if (!limit && bytes > unproven) return false;
      return !settled || complete;
    };
    req.once("close", () => {
      if (!settled) held.length = 0;
    });

    if (found.upload) {
      mayUpload(req).then(
        (allowed) => {
          limit = allowed ? found : bodyLimitOf(req.path, undefined);
          settle();
          // Reading goes on where it waited for the answer (a refusal drops what still comes).
          req.socket?.resume();
        },
        (error: unknown) => {
          settled = true;
          next(error);
        },
      );
    } else settle();
  };
}
