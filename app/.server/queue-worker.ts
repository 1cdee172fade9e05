// The loop of a durable queue's worker (the mail outbox, ADR 005; the CRM webhook, ADR 032):
// it takes one due row at a time until none is left, then waits for the next poll or a wake;
// while the database is away it keeps polling and says so once. What a row is and how it is
// claimed, sent and recorded is the queue's own (its `next`).
import type { Logger } from "./logger";

// With a base of 30 s: 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h; the eighth failure is final,
// about a day after the row was queued.
const RETRY_FACTORS = [1, 4, 20, 120, 360, 720, 1440] as const;

/** The attempts a row gets before it is given up: one, and one after each delay. */
export const QUEUE_MAX_ATTEMPTS = RETRY_FACTORS.length + 1;

/** The delay before the next attempt, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, retryBaseMs: number): number {
  const factor = RETRY_FACTORS[Math.min(Math.max(attempts, 1), RETRY_FACTORS.length) - 1] ?? 1;
  return factor * retryBaseMs;
}

export interface QueueWorker {
  /** Look for due rows now (after one was queued). */
  wake(): void;
  /** Stops polling and waits for the row in flight, if any, to be recorded. */
  stop(): Promise<void>;
}

export interface QueueWorkerOptions {
  logger: Logger;
  pollIntervalMs: number;
  /** Takes one due row and handles it; false when none was due. */
  next: () => Promise<boolean>;
  /** What the log says when the queue cannot be read, and when it can again. */
  unreadable: string;
  readableAgain: string;
}

export function startQueueWorker({
  logger,
  pollIntervalMs,
  next,
  unreadable,
  readableAgain,
}: QueueWorkerOptions): QueueWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let failing = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, delayMs);
  };

  const run = () => {
    if (stopped || running) return;
    running = (async () => {
      do {
        wokenWhileRunning = false;
        try {
          while (!stopped && (await next())) {
            // one row per claim: the lease covers exactly one attempt
          }
          if (failing) logger.info(readableAgain);
          failing = false;
        } catch (error) {
          // The database is away (or similar): keep polling, but do not flood the log.
          if (!failing) logger.error({ err: error }, unreadable);
          failing = true;
        }
      } while (wokenWhileRunning && !stopped);
    })().finally(() => {
      running = undefined;
      schedule(wokenWhileRunning ? 0 : pollIntervalMs);
    });
  };

  schedule(0);

  return {
    wake: () => {
      if (stopped) return;
      if (running) wokenWhileRunning = true;
      else schedule(0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
