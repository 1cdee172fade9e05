// A quote request's attached file, or one the team attached to a reply (ADR 032), for the
// sales team (the admin layout's guard runs first). Always a download, never shown in the browser: sent as octet-stream (with the
// site-wide nosniff of security-headers.ts) and a sandboxing CSP, so a file crafted to be read as HTML or script cannot run
// on the site's origin (ADR 026).
import type { Route } from "./+types/message-attachment";
import { appContext } from "~/.server/app-context";
import { getAttachment, getReplyFile } from "~/features/contact/messages.server";
import { refuseForms } from "~/.server/admin-guard";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `filename` (ASCII stand-in) and `filename*` (the real name, RFC 5987). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

// No form here: refused by the guard first, then 405 (refuseForms).
export const action = refuseForms;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const { id, attachmentId } = params as { id?: string; attachmentId?: string };
  const read = new URL(request.url).pathname.includes("/reply-files/") ? getReplyFile : getAttachment;
  const found =
    id && attachmentId && UUID.test(id) && UUID.test(attachmentId)
      ? await read(db, id.toLowerCase(), attachmentId.toLowerCase())
      : undefined;
  if (!found) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return new Response(new Uint8Array(found.bytes), {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": contentDisposition(found.fileName),
      "Content-Length": String(found.bytes.length),
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}
