import express, { Router, type ErrorRequestHandler } from "express";
import { isDatabaseUnavailable } from "~/.server/db/unavailable";
import type { Logger } from "~/.server/logger";

export const API_BODY_LIMIT = "32kb";
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

  // Browsers report CSP violations here (see security-headers.ts).
  router.post(
    "/csp-report",
    express.json({
      limit: API_BODY_LIMIT,
      type: ["application/csp-report", "application/reports+json", "application/json"],
    }),
    (req, res) => {
      logger.warn({ report: req.body as unknown }, "content security policy violation");
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
