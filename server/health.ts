import { Router } from "express";
import type { DatabaseHandle } from "~/.server/db/client";
import type { Logger } from "~/.server/logger";
import { appliedMigrationCount, expectedMigrationCount } from "~/.server/db/migrate";

const READINESS_TIMEOUT_MS = 3_000;

/** Liveness (the process serves) and readiness (the database answers, fully migrated). */
export function healthRoutes(database: DatabaseHandle, logger: Logger): Router {
  const router = Router();
  const expected = expectedMigrationCount();

  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });

  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      const applied = await withTimeout(
        (async () => {
          await database.ping();
          return appliedMigrationCount(database.db);
        })(),
        READINESS_TIMEOUT_MS,
      );
      if (applied < expected) {
        res.status(503).json({
          status: "unavailable",
          reason: `migrations pending: ${applied} of ${expected} applied`,
        });
        return;
      }
      res.json({ status: "ready" });
    } catch (error) {
      // The driver's message can name the database host, port and user: it goes to the log only.
      logger.warn({ err: error }, "readiness check: the database did not answer");
      res.status(503).json({ status: "unavailable", reason: "database unavailable" });
    }
  });

  return router;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
