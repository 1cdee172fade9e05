import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import type { ContentName } from "~/.server/app-context";
import type { Logger } from "~/.server/logger";
import type { Address } from "./canonical-address";
import type { ContentState, ContentVersion } from "./content-version";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Brotli's quality for a cached page: 10, not the maximum 11. On the home page (115 KB of HTML)
 * 11 took 113 ms of CPU for 15.9 KB, 10 takes 34 ms for 16.4 KB (9: 17 ms for 17.9 KB). A page
 * is compressed at each render into the cache: the first visitor after a change waits for it,
 * and a publish re-renders every page that shows what changed.
 */
const PAGE_BROTLI_QUALITY = 10;

export type Encoding = "br" | "gzip" | "identity";

interface Variant {
  body: Buffer;
  headers: Record<string, string>;
  notModified: Record<string, string>;
}

export interface CachedPage {
  /**
   * Whether its render read the news. A page that did not is kept across changes to the
   * news, and served without asking the database whether they changed.
   */
  news: boolean;
  /** The news version it was rendered at (it matters only to a page that read the news). */
  version: string;
  /** A post scheduled before this moment becomes visible then: a news page is stale from it. */
  expiresAt: number;
  /**
   * The parts of the published content it shows, with their fingerprints then: it is kept
   * while each is the same (ADR 023).
   */
  seen: ReadonlyArray<readonly [part: string, fingerprint: string]>;
  variants: Record<Encoding, Variant>;
  etags: string[];
  bytes: number;
  /** The page as a fresh render wrote it, the nonce taken out (tests compare it). */
  html: string;
}

/** The site's own cookies (session, notices): such a request is answered by a fresh render. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?site\./;
const isPersonal = (cookie: string | undefined) => Boolean(cookie && PERSONAL_COOKIE.test(cookie));

/** Brotli, else gzip, else none, as the client's Accept-Encoding allows (q=0 refuses). */
export function chooseEncoding(accept: string | undefined): Encoding {
  if (!accept) return "identity";
  let gz = false;
  for (const part of accept.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q=0(?:\.0{0,3})?\s*$/.test(param));
    if (refused) continue;
    if (token === "br") return "br";
    if (token === "gzip" || token === "*") gz = true;
  }
  return gz ? "gzip" : "identity";
}

/** True when If-None-Match names one of the entity tags (any encoding of the same content). */
export function matchesEtag(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => etags.includes(tag.trim().replace(/^W\//, "")));
}

/** Sends a cached representation (or 304) as it is; `extra` adds per-request headers. */
export function sendVariant(
  req: IncomingMessage,
  res: ServerResponse,
  variants: Record<Encoding, Variant>,
  etags: readonly string[],
): void {
  const variant = variants[chooseEncoding(req.headers["accept-encoding"])];
  if (matchesEtag(req.headers["if-none-match"], etags)) {
    res.writeHead(304, variant.notModified);
    res.end();
    return;
  }
  res.writeHead(200, variant.headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

/** React Router's answer to a data request (`.data`): the loaders' data, turbo-stream encoded. */
const isData = (response: Response) =>
  response.headers.get("x-remix-response") === "yes" &&
  /^text\/x-script\b/.test(response.headers.get("content-type") ?? "");

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Headers of React Router's answer that the cache sets itself, or that belong to one request. */
const OWN_HEADERS = new Set([
  "cache-control",
  "content-encoding",
  "content-length",
  "connection",
  "date",
  "etag",
  "set-cookie",
  "transfer-encoding",
  "vary",
]);

/** The CSP sources that allow exactly the page's inline scripts: one SHA-256 hash each. */
export function inlineScriptHashes(html: string): string[] | undefined {
  const hashes = new Set<string>();
  for (const [, attributes = "", code = ""] of html.matchAll(INLINE_SCRIPT)) {
    // A parser-inserted external script would need the nonce: such a page is not cached.
    if (/\ssrc\s*=/i.test(attributes)) return undefined;
    hashes.add(`'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** What the page cache needs of the content store (ADR 023). */
export interface PublishedContent {
  /** The parts' fingerprints now, when known without the database; else undefined. */
  known(): { fingerprints: ReadonlyMap<string, string> } | undefined;
  /** The parts' fingerprints now (may read the content counter). */
  snapshot(): Promise<{ fingerprints: ReadonlyMap<string, string> }>;
  /** Called after each load of another version, with the fingerprints before and after. */
  onChange(
    listener: (
      before: { fingerprints: ReadonlyMap<string, string> },
      after: { fingerprints: ReadonlyMap<string, string> },
    ) => void,
  ): () => void;
}

/** What one render read from the database, besides rendering. */
export interface RenderReads {
  contentReads: ReadonlySet<ContentName>;
  contentSeen: ReadonlyMap<string, string>;
}

export interface PageCacheOptions {
  version: ContentVersion;
  content: PublishedContent;
  logger: Logger;
  maxBytes: number;
  /** `Cache-Control` of the cached pages. */
  cacheControl: string;
  /** The security headers every answer carries, for a cached page's script hashes. */
  securityHeaders: (scriptSources: string[]) => Record<string, string>;
  /**
   * What a request's address comes to: a page's canonical address and query (its key), a
   * redirect to it, or neither (ADR 021). Only canonical keys are kept.
   */
  addresses: (url: string) => Address;
  /**
   * Renders the page at `url` (its key: the canonical address and the query the page uses)
   * anonymously (no cookies), with the given nonce, and says what database content its
   * loaders read.
   */
  render: (
    req: ExpressRequest,
    res: ExpressResponse,
    nonce: string,
    url: string,
  ) => Promise<{ response: Response } & RenderReads>;
  /**
   * Renders the page at `url` anonymously with no request behind it: a page whose content
   * changed, rendered again before a visitor asks (the nonce is made here and taken out).
   */
  renderInBackground: (url: string, nonce: string) => Promise<{ response: Response } & RenderReads>;
}

export interface PageCache {
  /**
   * Answers from the cache when it holds a fresh page for the request; resolves false (and
   * sends nothing) otherwise. Needs no Express: the server calls it before the middleware.
   */
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Express middleware before React Router: renders a cacheable page once and keeps it. */
  fill: RequestHandler;
  /** The cached page for a key, if fresh now (tests). */
  peek(key: string): Promise<CachedPage | undefined>;
  /** Pages kept, their bytes, and how many renders the cache has asked for since it started. */
  stats(): { pages: number; bytes: number; renders: number; backgroundRenders: number };
  /** Resolves once the pages a content change expired have been rendered again (tests, benchmarks). */
  settled(): Promise<void>;
  /** Stops rendering in the background (at shutdown). */
  close(): void;
}

/**
 * Says whether an answer came from memory (`hit`: no render) or was rendered to be kept
 * (`miss`), as a CDN's `X-Cache` does: for operators and the load benchmark.
 */
export const CACHE_STATUS_HEADER = "x-page-cache";

export function createPageCache(options: PageCacheOptions): PageCache {
  const pages = new Map<string, CachedPage>();
  const filling = new Map<string, Promise<CachedPage | undefined>>();
  let bytes = 0;
  let renders = 0;
  // Redirects and refusals answered before Express carry the same headers as its answers.
  let plainHeaders: Record<string, string> | undefined;
  const answerPlain = (res: ServerResponse, status: number, headers: Record<string, string>) => {
    plainHeaders ??= options.securityHeaders([]);
    res.writeHead(status, { ...plainHeaders, ...headers, "content-length": "0" });
    res.end();
  };

  const sameContent = (page: CachedPage, fingerprints: ReadonlyMap<string, string>) =>
    page.seen.every(([part, print]) => fingerprints.get(part) === print);
  const fresh = (
    page: CachedPage | undefined,
    state: ContentState,
    fingerprints: ReadonlyMap<string, string>,
  ) =>
    page &&
    (!page.news || (page.version === state.version && Date.now() < page.expiresAt)) &&
    sameContent(page, fingerprints)
      ? page
      : undefined;
  /**
   * A page kept whatever the news do, whose content is known to be the same: fresh without
   * the database's word.
   */
  const keptAnyway = (key: string) => {
    const page = pages.get(key);
    if (!page || page.news) return undefined;
    const known = options.content.known();
    return known && sameContent(page, known.fingerprints) ? page : undefined;
  };

  /** The news state and the content's fingerprints now, or undefined if the database cannot say. */
  const now = async () => {
    try {
      const [state, content] = await Promise.all([options.version.current(), options.content.snapshot()]);
      return { state, fingerprints: content.fingerprints };
    } catch {
      return undefined;
    }
  };

  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };

  const lookup = (key: string, state: ContentState, fingerprints: ReadonlyMap<string, string>) => {
    const page = pages.get(key);
    if (page && !fresh(page, state, fingerprints)) {
      pages.delete(key);
      bytes -= page.bytes;
      return undefined;
    }
    return page;
  };

  const store = (key: string, page: CachedPage) => {
    const old = pages.get(key);
    if (old) bytes -= old.bytes;
    pages.delete(key);
    pages.set(key, page);
    bytes += page.bytes;
    // The oldest pages go first when the budget is spent.
    for (const [oldKey, oldPage] of pages) {
      if (bytes <= options.maxBytes) break;
      pages.delete(oldKey);
      bytes -= oldPage.bytes;
    }
  };

  async function build(
    response: Response,
    nonce: string,
    state: ContentState,
    { contentReads, contentSeen }: RenderReads,
  ): Promise<CachedPage | string> {
    const rendered = await response.text();
    // Read once the whole page is written: data a loader streams may read the news late.
    const news = contentReads.has("news");
    const html = rendered.replaceAll(` nonce="${nonce}"`, "");
    // The nonce anywhere else, or an external script, needs the per-request answer as rendered.
    // A data response (client-side navigation) runs no script of its own: no hashes.
    const hashes = html.includes(nonce) ? undefined : isData(response) ? [] : inlineScriptHashes(html);
    if (!hashes) return rendered;
    const identity = Buffer.from(html, "utf8");
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzip(identity, { level: 9 }),
    ]);
    const common: Record<string, string> = {};
    for (const [name, value] of Object.entries(options.securityHeaders(hashes))) common[name] = value;
    response.headers.forEach((value, name) => {
      if (!OWN_HEADERS.has(name)) common[name] = value;
    });
    common["cache-control"] = options.cacheControl;
    common.vary = "Accept-Encoding";
    const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
    const variant = (body: Buffer, encoding: Encoding): Variant => {
      const etag = encoding === "identity" ? `"${tag}"` : `"${tag}-${encoding}"`;
      const notModified: Record<string, string> = { ...common, etag };
      delete notModified["content-type"];
      return {
        body,
        notModified,
        headers: {
          ...common,
          etag,
          "content-length": String(body.length),
          ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
        },
      };
    };
    const variants = {
      br: variant(br, "br"),
      gzip: variant(gz, "gzip"),
      identity: variant(identity, "identity"),
    };
    return {
      news,
      version: state.version,
      expiresAt: news ? state.nextChangeAt : Infinity,
      seen: [...contentSeen],
      variants,
      etags: Object.values(variants).map((v) => v.headers.etag!),
      bytes: identity.length * 2 + br.length + gz.length,
      html,
    };
  }

  const cacheable = (response: Response) => {
    const control = response.headers.get("cache-control") ?? "";
    return (
      response.status === 200 &&
      (/^text\/html\b/.test(response.headers.get("content-type") ?? "") || isData(response)) &&
      response.headers.getSetCookie().length === 0 &&
      !/\b(?:private|no-store|no-cache)\b/i.test(control) &&
      response.body !== null
    );
  };

  const send = (res: ExpressResponse, page: CachedPage, status: "hit" | "miss" = "hit") => {
    // The compression middleware leaves it alone: it is compressed already.
    res.locals.pageCache = true;
    res.setHeader(CACHE_STATUS_HEADER, status);
    sendVariant(res.req, res, page.variants, page.etags);
  };

  const passOn = async (res: ExpressResponse, response: Response) => {
    res.status(response.status);
    if (response.statusText) res.statusMessage = response.statusText;
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") res.setHeader(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
    if (response.body) await writeReadableStreamToWritable(response.body, res);
    else res.end();
  };

  /**
   * A change to the news or the content committed while a page rendered makes it stale at
   * once: then it is not kept.
   */
  const keepIfStillFresh = async (key: string, built: CachedPage) => {
    const at = await now();
    if (!at) return;
    if (built.news && at.state.version !== built.version) return;
    if (!sameContent(built, at.fingerprints)) return;
    store(key, built);
  };

  // After a publish: the pages that show a changed part are taken out and rendered again,
  // one at a time, before visitors ask; a visitor who asks first shares that render.
  const queue = new Set<string>();
  let rerendering: Promise<void> | undefined;
  let backgroundRenders = 0;
  let closed = false;
  const renderAgain = async (key: string) => {
    if (filling.has(key)) return;
    let settle!: (page: CachedPage | undefined) => void;
    filling.set(key, new Promise((resolve) => (settle = resolve)));
    let built: CachedPage | string | undefined;
    try {
      const at = await now();
      if (!at) return;
      const nonce = randomBytes(16).toString("base64");
      backgroundRenders++;
      const { response, ...reads } = await options.renderInBackground(key, nonce);
      if (!cacheable(response)) {
        await response.body?.cancel();
        return;
      }
      built = await build(response, nonce, at.state, reads);
      if (typeof built !== "string") await keepIfStillFresh(key, built);
    } catch (error) {
      options.logger.warn({ err: error, url: key }, "page not rendered again after a change");
    } finally {
      settle(typeof built === "object" ? built : undefined);
      filling.delete(key);
    }
  };
  const work = async () => {
    for (const key of queue) {
      if (closed) break;
      queue.delete(key);
      await renderAgain(key);
    }
    rerendering = undefined;
  };
  const stopFollowing = options.content.onChange((before, after) => {
    const changed = new Set<string>();
    for (const [part, print] of before.fingerprints)
      if (after.fingerprints.get(part) !== print) changed.add(part);
    for (const part of after.fingerprints.keys()) if (!before.fingerprints.has(part)) changed.add(part);
    if (changed.size === 0) return;
    for (const [key, page] of pages) {
      if (!page.seen.some(([part]) => changed.has(part))) continue;
      drop(key);
      queue.add(key);
    }
    if (queue.size > 0 && !rerendering && !closed) rerendering = work();
  });

  return {
    async serve(req, res) {
      const url = req.url ?? "/";
      // A canonical key as it came (what the site's own links ask for): no parsing at all.
      let key: string | undefined = pages.has(url) ? url : undefined;
      if (!key) {
        const address = options.addresses(url);
        // Another spelling of a page's address: cheaper to answer than any page.
        if (address.kind === "redirect") {
          answerPlain(res, 301, { location: address.location });
          return true;
        }
        if (address.kind === "not-found") {
          answerPlain(res, 404, { "cache-control": "no-store" });
          return true;
        }
        if (address.kind !== "page" || !address.key || !pages.has(address.key)) return false;
        key = address.key;
      }
      if (isPersonal(req.headers.cookie)) return false;
      const kept = keptAnyway(key);
      if (kept) {
        res.setHeader(CACHE_STATUS_HEADER, "hit");
        sendVariant(req, res, kept.variants, kept.etags);
        return true;
      }
      const at = await now();
      const page = at && lookup(key, at.state, at.fingerprints);
      if (!page) return false;
      res.setHeader(CACHE_STATUS_HEADER, "hit");
      sendVariant(req, res, page.variants, page.etags);
      return true;
    },

    fill: (req, res, next) => {
      // Redirects were answered before; `res.locals.address` is the canonical address's.
      const address = res.locals.address as Address | undefined;
      const key = address?.kind === "page" ? address.key : undefined;
      if (!key || req.method !== "GET" || isPersonal(req.headers.cookie)) return next();
      const kept = keptAnyway(key);
      if (kept) return send(res, kept);
      void (async () => {
        // Without the database's word on freshness the page is rendered as without a cache
        // (it shows the failure itself, e.g. the news pages' 503).
        const at = await now();
        if (!at) return next();
        const cached = lookup(key, at.state, at.fingerprints);
        if (cached) return send(res, cached);
        // Being rendered (for another visitor, or again after a publish): that render is shared.
        const running = filling.get(key);
        if (running) {
          const page = fresh(await running, at.state, at.fingerprints);
          return page ? send(res, page) : next();
        }
        let settle!: (page: CachedPage | undefined) => void;
        filling.set(key, new Promise((resolve) => (settle = resolve)));
        try {
          const nonce = String(res.locals.cspNonce);
          renders++;
          const { response, ...reads } = await options.render(req, res, nonce, key);
          if (!cacheable(response)) {
            settle(undefined);
            return await passOn(res, response);
          }
          const built = await build(response, nonce, at.state, reads);
          if (typeof built === "string") {
            settle(undefined);
            options.logger.warn({ url: key }, "page not cached: it needs its nonce");
            return res.status(response.status).type("html").send(built);
          }
          await keepIfStillFresh(key, built);
          settle(built);
          send(res, built, "miss");
        } catch (error) {
          settle(undefined);
          throw error;
        } finally {
          filling.delete(key);
        }
      })().catch(next);
    },

    async peek(key) {
      const at = await now();
      if (!at) throw new Error("the database cannot say whether the page is fresh");
      return lookup(key, at.state, at.fingerprints);
    },

    stats: () => ({ pages: pages.size, bytes, renders, backgroundRenders }),

    settled: () => rerendering ?? Promise.resolve(),

    close: () => {
      closed = true;
      queue.clear();
      stopFollowing();
    },
  };
}
