import { pruneCaptchaRedemptions } from "./captcha";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { pruneRateLimitHits } from "./rate-limit";

export interface Housekeeping {
  /** Stops the timer and waits for a pruning in progress. */
  stop(): Promise<void>;
}

const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Now and then deletes rows that no longer matter: rate-limit counters of past windows and
 * used captchas past their expiry. Every instance may do it; the deletes do not conflict.
 */
export function startHousekeeping(db: Database, logger: Logger): Housekeeping {
  let running: Promise<void> | undefined;
  const prune = () => {
    if (running) return;
    running = (async () => {
      try {
        const hits = await pruneRateLimitHits(db);
        const captchas = await pruneCaptchaRedemptions(db);
        if (hits || captchas) logger.debug({ hits, captchas }, "pruned expired rate-limit and captcha rows");
      } catch (error) {
        logger.warn({ err: error }, "pruning expired rows failed; will try again later");
      }
    })().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(prune, PRUNE_INTERVAL_MS);
  prune();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
