// An uploaded document's file (issue 44), at /downloads/file/<id>/<name> and
// /es/descargas/archivo/<id>/<name>: the name is the reader's, the id finds the file. A gated
// document's file is served only with the link e-mailed to the visitor (a token, valid for a
// week) or to a visitor who gave their details (the site.downloads cookie); anyone else is sent
// to the document's page, which asks for them first. The site's headers come with it (nosniff
// among them: the file is never read as anything but its type).
import { redirect } from "react-router";
import type { Route } from "./+types/download-file";
import { appContext } from "~/.server/app-context";
import { readDownloadBytes, readDownloadEntry } from "~/.server/downloads/documents";
import { pagePath } from "~/.server/pages";
import {
  contentDisposition,
  fileCacheHeaders,
  fileEtag,
  notModified,
} from "~/features/downloads/file-response.server";
import { hasGivenDetails, verifyDownloadToken } from "~/features/downloads/visitor.server";
import { localeFromPath } from "~/i18n/locales";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  if (!UUID.test(params.id)) return notFound();
  const entry = await readDownloadEntry(db, params.id);
  if (!entry) return notFound();
  const url = new URL(request.url);
  if (
    entry.gated &&
    !verifyDownloadToken(env.AUTH_SECRET, entry.id, url.searchParams.get("token")) &&
    !(await hasGivenDetails(request, env.AUTH_SECRET))
  ) {
    throw redirect(pagePath("download", localeFromPath(url.pathname), { id: entry.id }), {
      status: 303,
      headers: { "Cache-Control": "no-store" },
    });
  }
  const etag = fileEtag(entry.fileKey);
  const cache = fileCacheHeaders(etag, entry.gated);
  if (notModified(request, etag)) return new Response(null, { status: 304, headers: cache });
  const bytes = await readDownloadBytes(db, entry.fileKey);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...cache,
      "Content-Type": entry.contentType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": contentDisposition(entry.fileName),
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
