// Quote requests under faults (ADR 026), on the engine the run uses. (a) The server process
// killed (SIGKILL) while a request with several files is arriving leaves nothing of it: no
// message, no products, no files, no e-mails waiting; restarted on the same database, the
// site answers and a whole request is stored and e-mailed. (b) With the SMTP server down, a
// request is accepted and stored, its two e-mails (the team's and the buyer's confirmation)
// wait in the outbox, and each arrives exactly once when the SMTP server is back.
import { request as httpRequest, type IncomingMessage } from "node:http";
import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/.server/db/client";
import { createLogger } from "~/.server/logger";
import { fetchSolvedCaptcha } from "../support/captcha-solver";
import { startChildServer, type ChildServer } from "../support/child-server";
import {
  CONTACT_TO,
  MAIL_FROM,
  TEST_AUTH_SECRET,
  contactBody,
  freshAddress,
  rows,
  sleep,
  waitFor,
} from "../support/contact";
import { dataDirFromTemplate, templateDatabase } from "../support/template-database";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp-sink";
import { createTestDatabase } from "../support/test-database";
import { engine, startTestServer } from "../support/test-server";
import { downPort } from "../support/free-port";
import { deadline } from "../support/deadline";

const mailEnv = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  CONTACT_TO,
  MAIL_FROM,
  AUTH_SECRET: TEST_AUTH_SECRET,
  CAPTCHA_MAX_NUMBER: "20",
  CONTACT_RATE_LIMIT: "1000",
  TRUST_PROXY: "1",
});

/** A valid PDF of about `bytes` bytes: a header, a body padded with a comment, a trailer. */
function paddedPdf(bytes: number, label: string): Buffer {
  const head = Buffer.from(`%PDF-1.7\n% ${label}\n1 0 obj<<>>endobj\n`);
  const tail = Buffer.from("\ntrailer<<>>\n%%EOF\n");
  const padding = Buffer.alloc(Math.max(0, bytes - head.length - tail.length), "% padding\n");
  return Buffer.concat([head, padding, tail]);
}

const ITEMS = JSON.stringify([
  { productId: "drum-screen", quantity: 2, note: "2 m channel" },
  { productId: "grit-classifier", quantity: 1 },
  { productId: "belt-conveyor", quantity: 3 },
]);

/** A quote request's multipart body and its Content-Type, as a browser's FormData makes them. */
async function quoteBody(
  baseUrl: string,
  files: Array<{ name: string; bytes: Buffer }>,
  fields: Record<string, string> = {},
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  const values = contactBody({
    consent: "true",
    locale: "en",
    email: "buyer@aguas.example",
    company: "Aguas del Norte",
    items: ITEMS,
    application: "municipal",
    flow: "350",
    flowUnit: "L/s",
    location: "Valencia, Spain",
    captcha: await fetchSolvedCaptcha(baseUrl),
    ...fields,
  });
  for (const [name, value] of Object.entries(values)) form.append(name, String(value));
  for (const file of files)
    form.append("files", new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), file.name);
  const request = new Request(new URL("/api/quote", baseUrl), { method: "POST", body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type")!,
  };
}

/** What a quote request left in the database, table by table. */
async function countsOf(db: Database) {
  const [counts] = await rows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from contact_messages) as messages,
      (select count(*)::int from quote_items) as items,
      (select count(*)::int from contact_attachments) as attachments,
      (select count(*)::int from mail_outbox) as outbox`,
  );
  return counts!;
}

describe(`a quote request when the server is killed during the upload (${engine})`, () => {
  it("leaves no message, products, files or e-mails, and after a restart a whole request is stored", async () => {
    const database = process.env.TEST_DATABASE_URL
      ? await createTestDatabase(process.env.TEST_DATABASE_URL, { template: templateDatabase() })
      : undefined;
    const dataDir = await dataDirFromTemplate("quote-faults-", { copy: !database });
    const smtp = await startSmtpSink();
    const start = () =>
      startChildServer(mailEnv(smtp.url), {
        dataDir,
        databaseUrl: database?.url,
        startOptions: { mailDelivery: { pollIntervalMs: 100, retryBaseMs: 100 } },
      });
    /** Looks at the database with no server holding it (the embedded one has one owner). */
    const inspect = async () => {
      const handle = await openDatabase({
        databaseUrl: database?.url,
        dataDir,
        logger: createLogger("silent"),
      });
      try {
        return await countsOf(handle.db);
      } finally {
        await handle.close();
      }
    };
    let server: ChildServer = await start();
    try {
      const baseUrl = `http://127.0.0.1:${server.port}`;
      const files = [1, 2, 3].map((n) => ({ name: `drawing-${n}.pdf`, bytes: paddedPdf(4_000_000, `${n}`) }));
      const { body, contentType } = await quoteBody(baseUrl, files);
      // The texts, the first file and half of the second: the server has read and checked
      // some of the files when it dies.
      const cut = body.indexOf(Buffer.from('filename="drawing-2.pdf"')) + 2_000_000;
      expect(cut).toBeGreaterThan(4_000_000);

      let answered: IncomingMessage | undefined;
      let failure: Error | undefined;
      const upload = httpRequest(new URL("/api/quote", baseUrl), {
        method: "POST",
        headers: {
          "Content-Type": contentType,
          "Content-Length": String(body.length),
          "X-Forwarded-For": freshAddress(),
        },
      });
      upload.on("response", (response) => (answered = response));
      upload.on("error", (error) => (failure = error));
      await new Promise<void>((resolve, reject) =>
        upload.write(body.subarray(0, cut), (error) => (error ? reject(error) : resolve())),
      );
      // Long enough for the server to read what was sent.
      await sleep(1_500);
      expect(answered?.statusCode, "the server answered before the body was whole").toBeUndefined();
      expect(failure).toBeUndefined();

      server.child.kill("SIGKILL");
      expect(await server.exited).toBeNull();
      await waitFor(async () => failure, 10_000, "the upload to fail");
      expect(answered).toBeUndefined();

      expect(await inspect()).toEqual({ messages: 0, items: 0, attachments: 0, outbox: 0 });

      // Restarted on the same database: the site answers, and a whole request goes through.
      server = await start();
      const restarted = `http://127.0.0.1:${server.port}`;
      expect((await fetch(new URL("/", restarted))).status).toBe(200);
      expect((await fetch(new URL("/quote", restarted))).status).toBe(200);
      const whole = await quoteBody(restarted, files);
      const response = await fetch(new URL("/api/quote", restarted), {
        method: "POST",
        headers: { "Content-Type": whole.contentType, "X-Forwarded-For": freshAddress() },
        body: new Uint8Array(whole.body),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const mails = await smtp.waitForMessages(2, 20_000);
      expect(mails.flatMap((mail) => mail.envelopeTo).sort()).toEqual(
        [CONTACT_TO, "buyer@aguas.example"].sort(),
      );
      expect(mails.find((mail) => mail.envelopeTo.includes(CONTACT_TO))?.text).toContain(
        `/admin/messages/${id}`,
      );

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(await inspect()).toEqual({ messages: 1, items: 3, attachments: 3, outbox: 2 });
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill("SIGKILL");
        await server.exited;
      }
      await smtp.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, deadline(180_000));
});

describe(`a quote request while the SMTP server is down (${engine})`, () => {
  it("is stored, its two e-mails wait in the outbox, and each arrives exactly once when SMTP is back", async () => {
    // A port for the SMTP server, left down (none of the other tests' servers is given it).
    const smtpPort = await downPort();
    const server = await startTestServer({
      env: mailEnv(`smtp://127.0.0.1:${smtpPort}`),
      mailDelivery: { pollIntervalMs: 100, retryBaseMs: 500 },
    });
    let smtp: SmtpSink | undefined;
    try {
      const { body, contentType } = await quoteBody(server.baseUrl, [
        { name: "tender.pdf", bytes: paddedPdf(50_000, "tender") },
      ]);
      const response = await fetch(new URL("/api/quote", server.baseUrl), {
        method: "POST",
        headers: { "Content-Type": contentType, "X-Forwarded-For": freshAddress() },
        body: new Uint8Array(body),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const db = server.database.db as unknown as Database;
      expect(await countsOf(db)).toEqual({ messages: 1, items: 3, attachments: 1, outbox: 2 });

      // Both e-mails are tried, refused by the closed port, and wait for another attempt.
      const outbox = () =>
        rows<{ id: string; kind: string; status: string; attempts: number; last_error: string | null }>(
          db,
          sql`select id, kind, status, attempts, last_error from mail_outbox
              where contact_message_id = ${id} or confirms_message_id = ${id} order by kind`,
        );
      const waiting = await waitFor(
        async () => {
          const list = await outbox();
          return list.length === 2 && list.every((row) => row.attempts >= 1 && row.status === "pending")
            ? list
            : undefined;
        },
        15_000,
        "both e-mails to fail once and wait",
      );
      expect(waiting.map((row) => row.kind)).toEqual(["contact", "quote_confirmation"]);
      for (const row of waiting) expect(row.last_error).toMatch(/ECONNREFUSED/);

      smtp = await startSmtpSink({ port: smtpPort });
      await smtp.waitForMessages(2, 20_000);
      await waitFor(
        async () => (await outbox()).every((row) => row.status === "sent"),
        15_000,
        "both e-mails sent",
      );
      // Several more polls: nothing is sent again.
      await sleep(1_500);
      const received: ReceivedMail[] = smtp.messages;
      expect(received).toHaveLength(2);
      const team = received.filter((mail) => mail.envelopeTo.includes(CONTACT_TO));
      const buyer = received.filter((mail) => mail.envelopeTo.includes("buyer@aguas.example"));
      expect(team).toHaveLength(1);
      expect(buyer).toHaveLength(1);
      expect(team[0]!.header("message-id")).toContain(id);
      expect(team[0]!.header("subject")).toContain("Aguas del Norte");
      expect(team[0]!.header("subject")).toContain("3 products");
      expect(team[0]!.text).toContain("tender.pdf");
      expect(buyer[0]!.text).toContain("2 × Drum Screen");
      const confirmation = waiting.find((row) => row.kind === "quote_confirmation")!;
      expect(buyer[0]!.header("message-id")).toContain(confirmation.id);
    } finally {
      await server.stop();
      await smtp?.close();
    }
  }, deadline(120_000));
});
