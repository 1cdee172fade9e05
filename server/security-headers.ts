import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

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
        "frame-src": ["'self'", "https://www.google.com", "https://maps.google.com"],
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
