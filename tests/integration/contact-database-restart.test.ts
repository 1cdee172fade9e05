import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_TO, MAIL_FROM, TEST_AUTH_SECRET, sendValidMessage, sleep } from "../support/contact";
import { postgresBinDir, startScratchPostgres, type ScratchPostgres } from "../support/scratch-postgres";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { collectLog, startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

describe.runIf(postgresBinDir())("contact messages across a database restart", () => {
  let postgres: ScratchPostgres;
  let smtp: SmtpSink;
  let server: TestServer;
  const log = collectLog();

  beforeAll(async () => {
    postgres = await startScratchPostgres();
    smtp = await startSmtpSink();
    server = await startTestServer({
      databaseUrl: postgres.url,
      env: {
        SMTP_URL: smtp.url,
        CONTACT_TO,
        MAIL_FROM,
        AUTH_SECRET: TEST_AUTH_SECRET,
        CAPTCHA_MAX_NUMBER: "20",
        LOG_LEVEL: "info",
      },
      logDestination: log,
      mailDelivery: { pollIntervalMs: 100 },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    postgres?.destroy();
  });

  it("acknowledges nothing while the database is down, and delivers each stored message once", async () => {
    const before = await sendValidMessage(server.baseUrl);
    expect(before.status).toBe(201);
    await smtp.waitForMessages(1);

    postgres.stop();
    // Not stored, so not acknowledged: the form shows its error and the visitor can retry.
    const during = await sendValidMessage(server.baseUrl).catch(() => undefined);
    if (during) {
      expect(during.status).toBe(503);
      expect(during.headers.get("retry-after")).toBe("10");
    }
    await sleep(500); // the worker polls into the outage, and keeps going

    postgres.start();
    let after: Response | undefined;
    for (let i = 0; i < 50 && after?.status !== 201; i++) {
      after = await sendValidMessage(server.baseUrl).catch(() => undefined);
      if (after?.status !== 201) await sleep(200);
    }
    expect(after?.status).toBe(201);
    const { id } = (await after!.json()) as { id: string };
    await smtp.waitForMessages(2);
    await sleep(1_000);
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages[1]?.header("message-id")).toBe(`<contact-message-${id}@example.com>`);
    // The outage was logged once, and its end.
    const entries = log.entries().map((entry) => String(entry.msg));
    expect(entries.filter((msg) => msg.startsWith("mail delivery: cannot read the outbox"))).toHaveLength(1);
    expect(entries).toContain("mail outbox reachable again");
  }, deadline(60_000));
});
