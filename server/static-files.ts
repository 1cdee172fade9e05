import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import express, { type Express, type RequestHandler } from "express";
import { isDocumentFileName } from "~/lib/document-files";

const ENCODINGS = [
  { token: "br", ext: ".br" },
  { token: "gzip", ext: ".gz" },
] as const;

/**
 * Content images keep their names when a photo replaces a placeholder (they are not
 * content-hashed): cached for a week, then revalidated in the background for a day.
 */
export const IMAGE_CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=86400";

/** The generated PDFs have their content's hash in their names: they never change. */
export const DOCUMENT_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * A PDF runs no script and loads nothing: its policy forbids everything except showing the
 * document itself in the browser's viewer (which the pages' `object-src 'none'` could block).
 */
export const DOCUMENT_CSP = "default-src 'none'; object-src 'self'; frame-ancestors 'self'";

/**
 * Serves the client build. Hashed files under /assets are immutable for a year and are
 * sent precompressed (brotli or gzip, made at build time) when the browser accepts it;
 * a missing asset is a plain 404. The PDFs (/documents: the build's, then the database's)
 * are hashed and immutable too. Content images (/images) are cached for a week. Everything else is revalidated hourly.
 */
export function mountStaticFiles(app: Express, clientDir: string, stored?: StoredDocumentBytes): void {
  const assetsDir = path.join(clientDir, "assets");
  app.use(
    "/assets",
    precompressed(assetsDir),
    express.static(assetsDir, { maxAge: "1y", immutable: true, index: false, fallthrough: false }),
  );
  mountImages(app, clientDir);
  mountDocuments(app, clientDir, stored);
  // The build's other files (the favicon): looked up in a list made at start, so a page's
  // request does not ask the disk first.
  const files = otherClientFiles(clientDir);
  const serve = express.static(clientDir, { maxAge: "1h", index: false });
  app.use((req, res, next) => (files.has(req.path) ? serve(req, res, next) : next()));
}

/** Every file of the client build outside /assets, /images and /documents, as URL paths. */
function otherClientFiles(clientDir: string): Set<string> {
  const urls = filesBelow(clientDir).map(
    (file) => "/" + path.relative(clientDir, file).split(path.sep).map(encodeURIComponent).join("/"),
  );
  return new Set(urls.filter((url) => !/^\/(assets|images|documents)\//.test(url)));
}

/** Every file below a folder (none when it does not exist). */
export function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Where a document the build did not make is looked for: the ones the server rendered (ADR 023). */
export type StoredDocumentBytes = (file: string) => Promise<Buffer | undefined>;

const documentHeaders = (res: express.Response) => {
  res.setHeader("Cache-Control", DOCUMENT_CACHE_CONTROL);
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", "inline");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", DOCUMENT_CSP);
};

/**
 * The catalogs and datasheets, also mounted in development so a page's link works there too:
 * the build's copies (scripts/build-documents.ts) from the build folder, the ones rendered
 * since from the database (`stored`). Only a document's name is looked up (anything else is a
 * plain 404); names hold a hash of the bytes, so each answer is immutable. PDFs are
 * compressed already, so they are sent as they are.
 */
export function mountDocuments(app: Express, clientDir: string, stored?: StoredDocumentBytes): void {
  const serve = express.static(path.join(clientDir, "documents"), {
    index: false,
    fallthrough: true,
    cacheControl: false,
    setHeaders: documentHeaders,
  });
  const notFound = (res: express.Response) => res.status(404).type("text/plain").send("Not Found");
  app.use("/documents", (req, res, next) => {
    const name = req.path.slice(1);
    if (!isDocumentFileName(name)) return void notFound(res);
    serve(req, res, () => {
      if (!stored || (req.method !== "GET" && req.method !== "HEAD")) return void notFound(res);
      stored(name).then((bytes) => {
        if (!bytes) return void notFound(res);
        documentHeaders(res);
        res.setHeader("Content-Length", String(bytes.length));
        res.status(200).end(req.method === "HEAD" ? undefined : bytes);
      }, next);
    });
  });
}

/**
 * The built content images (scripts/build-images.ts), also mounted in development so the
 * pages show them while Vite serves the rest. A missing image is a plain 404.
 */
export function mountImages(app: Express, clientDir: string): void {
  const serve = express.static(path.join(clientDir, "images"), {
    index: false,
    fallthrough: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader("Cache-Control", IMAGE_CACHE_CONTROL),
  });
  // `/images/media/…` are the media library's files (server/uploaded-images.ts, ADR 028).
  app.use("/images", (req, res, next) => (req.path.startsWith("/media/") ? next() : serve(req, res, next)));
}

function precompressed(dir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(dir, relative);
    if (!file.startsWith(dir + path.sep)) return next();
    res.setHeader("Vary", "Accept-Encoding");
    const accepted = String(req.headers["accept-encoding"] ?? "");
    for (const { token, ext } of ENCODINGS) {
      if (!new RegExp(`\\b${token}\\b`).test(accepted) || !isFile(file + ext)) continue;
      res.setHeader("Content-Encoding", token);
      res.type(path.extname(file));
      return res.sendFile(file + ext, { maxAge: "1y", immutable: true });
    }
    next();
  };
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
