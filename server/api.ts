import express, { Router, type ErrorRequestHandler } from "express";
import { isDatabaseUnavailable } from "~/.server/db/unavailable";
import type { Logger } from "~/.server/logger";

export const API_BODY_LIMIT = "32kb";
const CSP_REPORT_BODY_LIMIT = "8kb";
const CSP_REPORTS_PER_MINUTE = 10;
const CSP_FIELD_MAX = 200;
const CSP_VIOLATIONS_PER_REPORT = 3;

/** The fields of a CSP report worth reading, truncated, from either report format. */
export function cspViolations(body: unknown): Array<Record<string, string | number>> {
  const reports = Array.isArray(body)
    ? body.map((report) => (report as { body?: unknown })?.body)
    : [(body as { "csp-report"?: unknown })?.["csp-report"]];
  const fields: Array<[string, string[]]> = [
    ["directive", ["effectiveDirective", "effective-directive", "violated-directive"]],
    ["blocked", ["blockedURL", "blocked-uri"]],
    ["document", ["documentURL", "document-uri"]],
    ["source", ["sourceFile", "source-file"]],
    ["line", ["lineNumber", "line-number"]],
  ];
  return reports
    .filter((report): report is Record<string, unknown> => Boolean(report) && typeof report === "object")
    .slice(0, CSP_VIOLATIONS_PER_REPORT)
    .map((report) => {
      const violation: Record<string, string | number> = {};
      for (const [name, keys] of fields) {
        const value = keys.map((key) => report[key]).find((candidate) => candidate !== undefined);
        if (typeof value === "number" && Number.isFinite(value)) violation[name] = value;
        else if (typeof value === "string") violation[name] = value.slice(0, CSP_FIELD_MAX);
      }
      return violation;
    });
}

/** At most `limit` calls per key in each window, in this process (enough to stop a log flood). */
function fixedWindowLimit(limit: number, windowMs: number): (key: string) => boolean {
  let windowStart = Date.now();
  let counts = new Map<string, number>();
  return (key) => {
    if (Date.now() - windowStart >= windowMs) {
      windowStart = Date.now();
      counts = new Map();
    }
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    return count <= limit;
  };
}
/** What a 503 (database unavailable) asks the client to wait before retrying, in seconds. */
const RETRY_AFTER_S = 10;

export interface ApiDependencies {
  logger: Logger;
  /** The features' API routers, mounted under /api in this order. */
  features?: Router[];
}

/** JSON API under /api. Every answer is JSON, bad input is a 4xx with a clear message. */
export function apiRoutes({ logger, features = [] }: ApiDependencies): Router {
  const router = Router();
  for (const feature of features) router.use(feature);

  // Browsers report CSP violations here (see security-headers.ts). Anyone can post to it, so
  // each address may report a few times a minute and only a few short fields reach the log.
  const reportLimit = fixedWindowLimit(CSP_REPORTS_PER_MINUTE, 60_000);
  router.post(
    "/csp-report",
    (req, res, next) => {
      if (reportLimit(req.ip ?? "")) return next();
      res.status(429).set("Retry-After", "60").json({ error: "Too many reports." });
    },
    express.json({
      limit: CSP_REPORT_BODY_LIMIT,
      type: ["application/csp-report", "application/reports+json", "application/json"],
    }),
    (req, res) => {
      for (const violation of cspViolations(req.body)) {
        logger.warn({ violation }, "content security policy violation");
      }
      res.status(204).end();
    },
  );

  router.use((req, res) => {
    res.status(404).json({ error: `No API route for ${req.method} ${req.baseUrl}${req.path}` });
  });

  router.use(apiErrors(logger));
  return router;
}

function apiErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number }).status;
    const type = (error as { type?: string }).type;
    if (status && status >= 400 && status < 500) {
      const message =
        type === "entity.too.large"
          ? `The request body is larger than ${API_BODY_LIMIT}.`
          : type === "entity.parse.failed"
            ? "The request body is not valid JSON."
            : (error as Error).message || "Bad request.";
      res.status(status).json({ error: message });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was stored: the client may send the same request again in a moment.
      logger.error({ err: error }, "API request failed: the database is unavailable");
      res
        .status(503)
        .set("Retry-After", String(RETRY_AFTER_S))
        .json({ error: "The service is temporarily unavailable. Please try again in a moment." });
      return;
    }
    logger.error({ err: error }, "API request failed");
    res.status(500).json({ error: "Internal server error." });
  };
}
