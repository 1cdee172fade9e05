// The uploaded images' renditions (a post's picture, a library image in a slot: ADR 017, 028),
// answered before the app: the bytes come from the database once, then from memory. A name
// holds the image's id and its content's hash, so what is kept never goes stale under it; a
// change of the published content (a library image replaced or deleted raises it) empties the
// memory, so a deleted image's files are not answered from it afterwards. What is in memory is
// also answered before Express, by the server's lean listener (`answerFromMemory`), as the
// build's own images are (ADR 015): a kept rendition then costs a map lookup and a write.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express, Request, Response } from "express";
import { LIBRARY_IMAGES_FOLDER, parseMediaFile } from "~/lib/media-url";
import { UPLOADED_IMAGES_PATH } from "~/lib/uploaded-image";

/** What the images kept in memory may weigh together, by default. */
export const IMAGE_MEMORY_BYTES = 64 * 1024 * 1024;

const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp" } as const;

export interface UploadedImagesOptions {
  /** A rendition's bytes by its file name; undefined when there is none. */
  read: (file: string) => Promise<Buffer | undefined>;
  /** Called with a function that empties the memory (at each content change). */
  forgetOn?: (forget: () => void) => void;
  maxBytes?: number;
  /**
   * The security headers of a rendition (lower-case names), sent beside its own: in place of
   * those the app's middlewares set for pages, so that a rendition read through Express and
   * one answered from memory carry the same headers.
   */
  headers?: Readonly<Record<string, string>>;
}

/** A rendition kept in memory, with its whole header list made once (for the lean answer). */
interface Kept {
  bytes: Buffer;
  /** Name, value, name, value…, the request id's value last (filled in for each answer). */
  headers: string[];
}

/**
 * Least recently used first: a Map keeps its insertion order, and a hit is put back last
 * (unless it is last already: a run of requests for one file, as a page's hero gets, costs
 * the map nothing but the lookup).
 */
class ImageMemory {
  private readonly files = new Map<string, Kept>();
  private bytes = 0;
  private newest: string | undefined;
  constructor(private readonly maxBytes: number) {}

  get(file: string): Kept | undefined {
    const found = this.files.get(file);
    if (found && file !== this.newest) {
      this.files.delete(file);
      this.files.set(file, found);
      this.newest = file;
    }
    return found;
  }

  set(file: string, kept: Kept): void {
    if (kept.bytes.length > this.maxBytes / 8) return;
    // Two first requests for one file both read it: the second replaces the first's bytes.
    const previous = this.files.get(file);
    if (previous) {
      this.files.delete(file);
      this.bytes -= previous.bytes.length;
    }
    this.files.set(file, kept);
    this.newest = file;
    this.bytes += kept.bytes.length;
    for (const [oldest, { bytes }] of this.files) {
      if (this.bytes <= this.maxBytes) break;
      this.files.delete(oldest);
      this.bytes -= bytes.length;
    }
  }

  clear(): void {
    this.files.clear();
    this.newest = undefined;
    this.bytes = 0;
  }
}

/** The two places uploaded renditions are served from. */
const PREFIXES = [`${UPLOADED_IMAGES_PATH}/`, `/images/${LIBRARY_IMAGES_FOLDER}/`] as const;

/** Whether a request URL is an uploaded image's (whatever the answer will be). */
export const isUploadedImageUrl = (url: string) => PREFIXES.some((prefix) => url.startsWith(prefix));

export interface UploadedImages {
  /**
   * Answers a GET or HEAD for a rendition kept in memory, with the security headers given at
   * mount, the rendition's own and `requestId` as X-Request-Id; false, answering nothing and
   * setting no header, otherwise.
   */
  answerFromMemory(req: IncomingMessage, res: ServerResponse, requestId: string): boolean;
}

/** A rendition's own headers (lower-case, as the security headers given beside them are). */
const imageHeaders = (format: keyof typeof CONTENT_TYPES, bytes: Buffer) => ({
  "content-type": CONTENT_TYPES[format],
  "content-length": String(bytes.length),
  "cache-control": "public, max-age=31536000, immutable",
  "x-content-type-options": "nosniff",
});

export function mountUploadedImages(app: Express, options: UploadedImagesOptions): UploadedImages {
  const memory = new ImageMemory(options.maxBytes ?? IMAGE_MEMORY_BYTES);
  const security = options.headers ?? {};
  /** The list writeHead takes as is (no object to merge per answer), the request id's slot last. */
  const headerList = (format: keyof typeof CONTENT_TYPES, bytes: Buffer) => [
    ...Object.entries({ ...security, ...imageHeaders(format, bytes) }).flat(),
    "x-request-id",
    "",
  ];
  options.forgetOn?.(() => memory.clear());
  const serve = (req: Request, res: Response, next: (error?: unknown) => void) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = req.path.slice(1);
    const name = parseMediaFile(file);
    const notFound = () =>
      res
        .status(404)
        .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" })
        .end("Not found");
    if (!name || file.includes("/")) return void notFound();
    const send = (bytes: Buffer) => {
      // As from memory: the headers given for renditions, not the pages' (but the request id).
      for (const header of res.getHeaderNames()) if (header !== "x-request-id") res.removeHeader(header);
      res.status(200).set({ ...security, ...imageHeaders(name.format, bytes) });
      res.end(req.method === "HEAD" ? undefined : bytes);
    };
    const kept = memory.get(file);
    if (kept) return void send(kept.bytes);
    options.read(file).then((bytes) => {
      if (!bytes) return void notFound();
      memory.set(file, { bytes, headers: headerList(name.format, bytes) });
      send(bytes);
    }, next);
  };
  app.use(UPLOADED_IMAGES_PATH, serve);
  app.use(`/images/${LIBRARY_IMAGES_FOLDER}`, serve);

  return {
    answerFromMemory(req, res, requestId) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "";
      const prefix = PREFIXES.find((candidate) => url.startsWith(candidate));
      if (!prefix || url.includes("?")) return false;
      // Only names the Express path has read and checked (parseMediaFile) are in memory.
      const kept = memory.get(url.slice(prefix.length));
      if (!kept) return false;
      // writeHead reads the list before it returns, so the one list serves every answer.
      kept.headers[kept.headers.length - 1] = requestId;
      res.writeHead(200, kept.headers);
      res.end(req.method === "HEAD" ? undefined : kept.bytes);
      return true;
    },
  };
}
