import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { sendVariant, type Encoding } from "./page-cache";
import { filesBelow, IMAGE_CACHE_CONTROL } from "./static-files";

/**
 * The build's hashed assets and content images, answered from memory before the
 * middleware (ADR 015): the hashed files are read once at start with their brotli and gzip
 * variants; images on first request, up to a byte budget. Anything else (a missing file,
 * an odd path) is left to the Express chain, which answers as before.
 */
export interface LeanStatic {
  /** Answers a hashed asset; false when the path is not one. */
  asset(req: IncomingMessage, res: ServerResponse): boolean;
  /** Answers a content image; resolves false when the path is not one. */
  image(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const IMAGE_BUDGET_BYTES = 64 * 1024 * 1024;
const LARGEST_IMAGE_BYTES = 4 * 1024 * 1024;

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".wasm": "application/wasm",
};

type Variants = Record<
  Encoding,
  { body: Buffer; headers: Record<string, string>; notModified: Record<string, string> }
>;

interface Stored {
  variants: Variants;
  etags: string[];
  bytes: number;
}

function stored(
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer },
  common: Record<string, string>,
  contentType: string,
): Stored {
  const tag = createHash("sha256").update(bodies.identity).digest("base64url").slice(0, 27);
  const make = (encoding: Encoding) => {
    const body = bodies[encoding] ?? bodies.identity;
    const sent: Encoding = bodies[encoding] ? encoding : "identity";
    const etag = sent === "identity" ? `"${tag}"` : `"${tag}-${sent}"`;
    return {
      body,
      notModified: { ...common, etag },
      headers: {
        ...common,
        etag,
        "content-type": contentType,
        "content-length": String(body.length),
        ...(sent === "identity" ? {} : { "content-encoding": sent }),
      },
    };
  };
  const variants = { br: make("br"), gzip: make("gzip"), identity: make("identity") };
  return {
    variants,
    etags: [...new Set(Object.values(variants).map((v) => v.headers.etag!))],
    bytes: Object.values(bodies).reduce((sum, body) => sum + (body?.length ?? 0), 0),
  };
}

const readIfFile = (file: string) => {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
};

/** The path part of a request URL, decoded, or undefined when it is malformed. */
function requestPath(url: string | undefined, prefix: string): string | undefined {
  if (!url?.startsWith(prefix)) return undefined;
  const query = url.indexOf("?");
  try {
    return decodeURIComponent(query < 0 ? url : url.slice(0, query));
  } catch {
    return undefined;
  }
}

export function createLeanStatic(clientDir: string, securityHeaders: Record<string, string>): LeanStatic {
  const assetsDir = path.join(clientDir, "assets");
  const assets = new Map<string, Stored>();
  const assetHeaders = { ...securityHeaders, "cache-control": IMMUTABLE, vary: "Accept-Encoding" };
  for (const file of filesBelow(assetsDir)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const identity = readFileSync(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    const url = `/assets/${path.relative(assetsDir, file).split(path.sep).join("/")}`;
    assets.set(
      url,
      stored({ identity, br: readIfFile(`${file}.br`), gzip: readIfFile(`${file}.gz`) }, assetHeaders, type),
    );
  }

  const imagesDir = path.join(clientDir, "images");
  const images = new Map<string, Stored>();
  let imageBytes = 0;
  const imageHeaders = { ...securityHeaders, "cache-control": IMAGE_CACHE_CONTROL };

  return {
    asset(req, res) {
      const url = requestPath(req.url, "/assets/");
      const found = url === undefined ? undefined : assets.get(url);
      if (!found) return false;
      sendVariant(req, res, found.variants, found.etags);
      return true;
    },

    async image(req, res) {
      const url = requestPath(req.url, "/images/");
      if (url === undefined) return false;
      let found = images.get(url);
      if (!found) {
        const file = path.join(imagesDir, url.slice("/images/".length));
        const type = TYPES[path.extname(file).toLowerCase()];
        if (!type || !file.startsWith(imagesDir + path.sep)) return false;
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile() || info.size > LARGEST_IMAGE_BYTES) return false;
        found = stored({ identity: await readFile(file) }, imageHeaders, type);
        images.set(url, found);
        imageBytes += found.bytes;
        for (const [oldUrl, old] of images) {
          if (imageBytes <= IMAGE_BUDGET_BYTES) break;
          images.delete(oldUrl);
          imageBytes -= old.bytes;
        }
      }
      sendVariant(req, res, found.variants, found.etags);
      return true;
    },
  };
}
