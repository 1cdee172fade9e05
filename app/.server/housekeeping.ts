import { pruneCaptchaRedemptions } from "./captcha";
import { publishDueReleases } from "./content/releases";
import { publishDueSchedules } from "./content/revisions";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { pruneRateLimitHits } from "./rate-limit";

export interface Housekeeping {
  /** Stops the timer and waits for a pruning in progress. */
  stop(): Promise<void>;
}

const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
/** How often scheduled content is looked for: a schedule goes live within this of its time. */
export const SCHEDULE_INTERVAL_MS = 30 * 1000;

/**
 * Now and then deletes rows that no longer matter: rate-limit counters of past windows and
 * used captchas past their expiry. Every instance may do it; the deletes do not conflict.
 * More often, publishes the content whose scheduled time has come.
 */
export function startHousekeeping(
  db: Database,
  logger: Logger,
  options: { scheduleIntervalMs?: number } = {},
): Housekeeping {
  let running: Promise<void> | undefined;
  let publishing: Promise<void> | undefined;
  // Scheduled content goes live here (ADR 023); every instance looks, one publishes each.
  const publishDue = () => {
    if (publishing) return;
    publishing = (async () => {
      try {
        const published =
          (await publishDueSchedules(db)) +
          (await publishDueReleases(db, new Date(), (text) => logger.warn(text)));
        if (published) logger.info({ published }, "published scheduled content");
      } catch (error) {
        logger.warn({ err: error }, "publishing scheduled content failed; will try again later");
      }
    })().finally(() => {
      publishing = undefined;
    });
  };
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
  const scheduleTimer = setInterval(publishDue, options.scheduleIntervalMs ?? SCHEDULE_INTERVAL_MS);
  prune();
  publishDue();
  return {
    stop: async () => {
      clearInterval(timer);
      clearInterval(scheduleTimer);
      await running;
      await publishing;
    },
  };
}
