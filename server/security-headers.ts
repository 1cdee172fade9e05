import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { MAP_EMBED_ORIGINS } from "~/lib/map-embed";

/** A fresh nonce per request, for the inline scripts React Router writes into the page. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/** Features the site never uses are switched off, and CSP reports go to one endpoint. */
export const permissionsAndReporting: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  res.setHeader("Reporting-Endpoints", 'csp="/api/csp-report"');
  next();
};

export function securityHeaders(options: { isHttps: boolean; dev: boolean }): RequestHandler {
  const nonce = (_req: unknown, res: unknown) =>
    `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // strict-dynamic: scripts the nonce'd entry loads are trusted; nothing else runs.
        "script-src": ["'strict-dynamic'", nonce, ...(options.dev ? ["'unsafe-eval'"] : [])],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...(options.dev ? ["ws:", "wss:"] : [])],
        // The contact page's map, from the origins its content may name (app/lib/map-embed.ts).
        "frame-src": ["'self'", ...MAP_EMBED_ORIGINS],
        "worker-src": ["'self'", "blob:"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'self'"],
        "report-uri": ["/api/csp-report"],
        "report-to": ["csp"],
        ...(options.isHttps ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: options.isHttps ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

const NONCE_PLACEHOLDER = "cGFnZS1jYWNoZS1wbGFjZWhvbGRlcg";

/**
 * The headers the given middlewares (the security headers above) write on every answer,
 * worked out once, with the CSP's per-request nonce replaced by `scriptSources` (the
 * hashes of a cached page's inline scripts): for answers sent without Express (ADR 015).
 */
export function fixedSecurityHeaders(
  middlewares: RequestHandler[],
  scriptSources: string[],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    locals: { cspNonce: NONCE_PLACEHOLDER },
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    getHeader: (name: string) => headers[name.toLowerCase()],
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  const req = { method: "GET", headers: {} };
  for (const middleware of middlewares) {
    let passed = false;
    // eslint-disable-next-line no-restricted-syntax -- a stand-in request and response: the header middlewares are replayed once, synchronously, to learn their headers
    middleware(req as never, res as never, (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
      passed = true;
    });
    // Each of them is synchronous; one that is not could not be replayed this way.
    if (!passed) throw new Error("a security header middleware did not finish synchronously");
  }
  const csp = headers["content-security-policy"];
  if (csp !== undefined) {
    const replaced = csp.replace(` 'nonce-${NONCE_PLACEHOLDER}'`, () =>
      scriptSources.map((source) => ` ${source}`).join(""),
    );
    if (replaced.includes(NONCE_PLACEHOLDER)) throw new Error("the CSP nonce was not where expected");
    headers["content-security-policy"] = replaced;
  }
  return headers;
}

/**
 * The CSP of an answer that is a file, not a page (an uploaded image): opened on its own it
 * may load and run nothing and be framed by the site alone. Images still show when opened
 * directly (the browser's own image view needs inline style only).
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

/** Of the pages' security headers, those that also mean something on a file. */
const FILE_HEADERS = ["x-content-type-options", "cross-origin-resource-policy", "strict-transport-security"];

/**
 * The security headers of an answer that is a file (an uploaded image): nosniff, the
 * cross-origin resource policy and HSTS as the pages have them (`pageHeaders`, from
 * `fixedSecurityHeaders`), and `FILE_CSP`. The headers that act on a page only (its CSP,
 * Referrer-Policy, COOP, Origin-Agent-Cluster, Permissions-Policy, Reporting-Endpoints and the
 * legacy X- ones) are left out: a file has no scripts, links, frames or features (ADR 028).
 */
export function fileSecurityHeaders(pageHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = { "content-security-policy": FILE_CSP };
  for (const name of FILE_HEADERS) if (pageHeaders[name] !== undefined) headers[name] = pageHeaders[name];
  return headers;
}
