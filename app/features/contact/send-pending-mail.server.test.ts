import { describe, expect, it } from "vitest";
import { retryDelayMs } from "~/.server/queue-worker";
import { DEFAULT_MAIL_DELIVERY } from "./send-pending-mail.server";

describe("mail delivery retries", () => {
  it("back off from 30 s to 12 h over about a day, then give up", () => {
    const base = DEFAULT_MAIL_DELIVERY.retryBaseMs;
    const minutes = [1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelayMs(attempt, base) / 60_000);
    expect(minutes).toEqual([0.5, 2, 10, 60, 180, 360, 720]);
    expect(DEFAULT_MAIL_DELIVERY.maxAttempts).toBe(8);
    const totalHours = minutes.reduce((sum, m) => sum + m, 0) / 60;
    expect(totalHours).toBeGreaterThan(20);
    expect(totalHours).toBeLessThan(24);
  });

  it("keep the lease longer than any send may take", async () => {
    const { SMTP_TIMEOUTS } = await import("~/.server/mail");
    const longestSend =
      SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
    expect(DEFAULT_MAIL_DELIVERY.leaseMs).toBeGreaterThan(longestSend);
  });
});
