import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaKeys, createCaptchaChallenge, pruneCaptchaRedemptions } from "~/.server/captcha";
import { createRateLimiter, pruneRateLimitHits } from "~/.server/rate-limit";
import { CONTACT_ERRORS, type ContactErrorCode } from "~/features/contact/contact-schema";
import {
  decodeCaptchaPayload,
  encodeCaptchaPayload,
  fetchSolvedCaptcha,
  solveCaptcha,
} from "../support/captcha-solver";
import {
  CONTACT_TO,
  MAIL_FROM,
  TEST_AUTH_SECRET,
  contactBody,
  freshAddress,
  outboxOf,
  postContact,
  rows,
  sendValidMessage,
  sleep,
  waitFor,
} from "../support/contact";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { engine, startTestServer, type TestServer } from "../support/test-server";

let smtp: SmtpSink;
let server: TestServer;
const RATE_LIMIT = 5;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      CONTACT_TO,
      MAIL_FROM,
      AUTH_SECRET: TEST_AUTH_SECRET,
      CAPTCHA_MAX_NUMBER: "20",
      CONTACT_RATE_LIMIT: String(RATE_LIMIT),
      // Each test posts from an address of its own (X-Forwarded-For), so limits stay apart.
      TRUST_PROXY: "1",
    },
    mailDelivery: { pollIntervalMs: 200, retryBaseMs: 200 },
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

interface StoredMessage {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  phone: string;
  company: string;
  message: string;
  consent_at: Date | string;
  locale: string;
  product_id: string | null;
  product_name: string | null;
  is_spam: boolean;
  ip: string | null;
  user_agent: string | null;
  idempotency_key: string | null;
}

async function storedMessage(id: string): Promise<StoredMessage | undefined> {
  const [row] = await rows<StoredMessage>(
    server.database.db,
    sql`select * from contact_messages where id = ${id}`,
  );
  return row;
}

async function messageCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    server.database.db,
    sql`select count(*)::int as n from contact_messages`,
  );
  return Number(row?.n);
}

const mailFor = (id: string) => smtp.messages.filter((mail) => mail.header("message-id")?.includes(id));

describe(`the captcha endpoint (${engine})`, () => {
  it("hands out a fresh, signed challenge that expires in 10 minutes, never cached", async () => {
    const first = await server.get("/api/captcha");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const challenge = (await first.json()) as {
      parameters: { algorithm: string; expiresAt: number; keySignature: string };
      signature: string;
    };
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(590);
    expect(challenge.parameters.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(600);
    const second = (await (await server.get("/api/captcha")).json()) as { signature: string };
    expect(second.signature).not.toBe(challenge.signature);
  });
});

describe(`a valid contact message (${engine})`, () => {
  it("is stored, answered 201 with its id, and e-mailed to CONTACT_TO with the visitor as Reply-To", async () => {
    const before = smtp.messages.length;
    const address = freshAddress();
    const response = await sendValidMessage(server.baseUrl, {}, { address });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const stored = await storedMessage(id);
    expect(stored).toMatchObject({
      first_name: "Ana María",
      last_name: "López",
      email: "ana.lopez@example.com",
      country_code: "+34",
      phone: "+34 600 123 456",
      company: "Aguas & Filtros <S.A.>",
      message: "We need a drum screen for a 2 m channel.\nCan you quote <b>three</b> units?",
      locale: "en",
      product_id: null,
      is_spam: false,
      ip: address,
      user_agent: "contact-test/1.0",
    });
    expect(Math.abs(new Date(stored!.consent_at).getTime() - Date.now())).toBeLessThan(60_000);

    await smtp.waitForMessages(before + 1);
    const [mail] = mailFor(id);
    expect(mail).toBeDefined();
    expect(mail!.envelopeTo).toEqual([CONTACT_TO]);
    expect(mail!.header("to")).toBe(CONTACT_TO);
    expect(mail!.header("from")).toBe(MAIL_FROM);
    expect(mail!.header("reply-to")).toBe("Ana María López <ana.lopez@example.com>");
    expect(mail!.subject).toBe("Contact message from Ana María López (Aguas & Filtros <S.A.>)");
    expect(mail!.header("message-id")).toBe(`<contact-message-${id}@example.com>`);
    expect(mail!.text).toContain("Phone: +34 600 123 456");
    expect(mail!.text).toContain("Can you quote <b>three</b> units?");
    expect(mail!.html).toContain("Aguas &amp; Filtros &lt;S.A.&gt;");
    expect(mail!.html).toContain("Can you quote &lt;b&gt;three&lt;/b&gt; units?");
    expect(mail!.html).not.toContain("<b>three</b>");

    const outbox = await waitFor(async () => {
      const row = await outboxOf(server.database.db, id);
      return row?.status === "sent" ? row : undefined;
    });
    expect(outbox.attempts).toBe(1);
    expect(outbox.sent_at).toBeTruthy();
  });

  it("refuses a quote request for a product the catalogue does not have, storing nothing", async () => {
    const count = await messageCount();
    const response = await sendValidMessage(server.baseUrl, { productId: "free-yacht" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toEqual({ productId: ["Invalid product"] });
    expect(await messageCount()).toBe(count);
  });

  it("names the product of a quote request in the subject and keeps the locale", async () => {
    const response = await sendValidMessage(server.baseUrl, { productId: "drum-screen", locale: "es" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = await storedMessage(id);
    expect(stored).toMatchObject({ product_id: "drum-screen", product_name: "Drum Screen", locale: "es" });
    await waitFor(async () => mailFor(id).length === 1, 15_000, "the quote e-mail");
    expect(mailFor(id)[0]!.subject).toBe(
      "Quote request: Drum Screen — Ana María López (Aguas & Filtros <S.A.>)",
    );
  });
});

describe(`invalid fields (${engine})`, () => {
  const cases: [field: string, value: unknown, message: string][] = [
    ["firstName", "", "First name is required"],
    ["firstName", "a".repeat(51), "First name must be less than 50 characters"],
    ["firstName", "R2-D2", "Invalid characters in first name"],
    ["lastName", "", "Last name is required"],
    ["lastName", "b".repeat(51), "Last name must be less than 50 characters"],
    ["lastName", "Sm1th", "Invalid characters in last name"],
    ["email", "not-an-email", "Invalid email address"],
    ["email", `${"a".repeat(250)}@example.com`, "Email must be less than 255 characters"],
    ["countryCode", "", "Country code is required"],
    ["phone", "123", "Phone number is too short"],
    ["phone", "1".repeat(21), "Phone number is too long"],
    ["phone", "555-CALL-NOW", "Invalid phone number format"],
    ["company", "  ", "Company name is required"],
    ["company", "c".repeat(101), "Company name must be less than 100 characters"],
    ["message", "  too short  ", "Message must be at least 10 characters"],
    ["message", "m".repeat(2001), "Message must be less than 2000 characters"],
    ["consent", false, "You must agree to be contacted"],
    ["captcha", "", "Please complete the CAPTCHA"],
  ];

  it.each(cases)("%s = %j → 400 with %j", async (field, value, message) => {
    const response = await postContact(
      server.baseUrl,
      contactBody({ captcha: "unverified", [field]: value }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: string;
      fieldErrors: Record<string, string[]>;
      fieldErrorCodes: Record<string, ContactErrorCode[]>;
    };
    expect(body.error).toBe("Some fields are not valid.");
    expect(body.fieldErrors).toEqual({ [field]: [message] });
    // The form reads the codes and shows each in the page's language.
    expect(body.fieldErrorCodes[field]!.map((code) => CONTACT_ERRORS[code])).toEqual([message]);
  });

  it("reports every invalid field at once, and stores nothing", async () => {
    const count = await messageCount();
    const response = await postContact(server.baseUrl, { consent: "yes" });
    expect(response.status).toBe(400);
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Invalid email address"],
      countryCode: ["Country code is required"],
      phone: ["Phone number is too short"],
      company: ["Company name is required"],
      message: ["Message must be at least 10 characters"],
      consent: ["You must agree to be contacted"],
      captcha: ["Please complete the CAPTCHA"],
    });
    expect(await messageCount()).toBe(count);
  });
});

describe(`the honeypot (${engine})`, () => {
  it("answers a filled website field exactly like a success, stores it as spam and never e-mails it", async () => {
    const response = await sendValidMessage(server.baseUrl, { website: "http://buy-now.example" });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["id"]);
    const id = body.id as string;
    expect((await storedMessage(id))?.is_spam).toBe(true);
    expect(await outboxOf(server.database.db, id)).toBeUndefined();
    // A real message sent after it arrives; the spam one never does.
    const real = (await (await sendValidMessage(server.baseUrl)).json()) as { id: string };
    await waitFor(async () => mailFor(real.id).length === 1, 15_000, "the real message");
    expect(mailFor(id)).toEqual([]);
  });
});

describe(`the captcha check (${engine})`, () => {
  const captchaError = async (response: Response) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.error).toBe("The CAPTCHA was not accepted.");
    expect(Object.keys(body.fieldErrors)).toEqual(["captcha"]);
    return body.fieldErrors.captcha?.[0];
  };

  it("refuses a missing captcha", async () => {
    const body = contactBody();
    const response = await postContact(server.baseUrl, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      captcha: ["Please complete the CAPTCHA"],
    });
  });

  it("refuses a wrong captcha: garbage, a wrong answer, altered parameters, a forged signature", async () => {
    const count = await messageCount();
    const solved = decodeCaptchaPayload(await fetchSolvedCaptcha(server.baseUrl));
    const wrongAnswers = [
      "not base64 at all!",
      Buffer.from("{}").toString("base64"),
      Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString("base64"),
      encodeCaptchaPayload(solved.challenge, { ...solved.solution, derivedKey: "00".repeat(32) }),
      encodeCaptchaPayload(solved.challenge, { ...solved.solution, derivedKey: "zz" }),
      encodeCaptchaPayload(
        { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } },
        solved.solution,
      ),
      encodeCaptchaPayload({ ...solved.challenge, signature: "0".repeat(64) }, solved.solution),
      encodeCaptchaPayload({ parameters: solved.challenge.parameters }, solved.solution),
    ];
    for (const captcha of wrongAnswers) {
      const response = await postContact(server.baseUrl, contactBody({ captcha }));
      expect(await captchaError(response), captcha).toBe(CONTACT_ERRORS.captchaInvalid);
    }
    expect(await messageCount()).toBe(count);
  });

  it("refuses a challenge signed with another secret", async () => {
    const foreign = await createCaptchaChallenge(captchaKeys("another-secret-of-at-least-32-characters!"), {
      maxNumber: 10,
    });
    const response = await postContact(server.baseUrl, contactBody({ captcha: await solveCaptcha(foreign) }));
    expect(await captchaError(response)).toBe(CONTACT_ERRORS.captchaInvalid);
  });

  it("refuses an expired captcha", async () => {
    const expired = await createCaptchaChallenge(captchaKeys(TEST_AUTH_SECRET), {
      maxNumber: 10,
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await postContact(server.baseUrl, contactBody({ captcha: await solveCaptcha(expired) }));
    expect(await captchaError(response)).toBe(CONTACT_ERRORS.captchaExpired);
  });

  it("accepts a captcha once: a replay is refused and stores nothing", async () => {
    const captcha = await fetchSolvedCaptcha(server.baseUrl);
    expect((await postContact(server.baseUrl, contactBody({ captcha }))).status).toBe(201);
    const count = await messageCount();
    const replay = await postContact(
      server.baseUrl,
      contactBody({ captcha, message: "Another message, same captcha." }),
    );
    expect(await captchaError(replay)).toBe(CONTACT_ERRORS.captchaUsed);
    expect(await messageCount()).toBe(count);
  });

  it("lets a visitor fix a field and resend with the same captcha", async () => {
    const captcha = await fetchSolvedCaptcha(server.baseUrl);
    const address = freshAddress();
    const first = await postContact(server.baseUrl, contactBody({ captcha, phone: "12" }), { address });
    expect(first.status).toBe(400);
    const second = await postContact(server.baseUrl, contactBody({ captcha }), { address });
    expect(second.status).toBe(201);
  });
});

describe(`idempotent retries (${engine})`, () => {
  it("answers the same Idempotency-Key with the same 201 and stores one message", async () => {
    const key = randomUUID();
    const captcha = await fetchSolvedCaptcha(server.baseUrl);
    const body = contactBody({ captcha, message: "Retried message, stored only once." });
    const first = await postContact(server.baseUrl, body, { idempotencyKey: key });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const again = await postContact(server.baseUrl, body, { idempotencyKey: key });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ id });
    const [row] = await rows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from contact_messages where idempotency_key = ${key}`,
    );
    expect(Number(row?.n)).toBe(1);
    expect((await storedMessage(id))?.idempotency_key).toBe(key);
    await waitFor(async () => mailFor(id).length === 1, 15_000, "the e-mail");
    await sleep(500);
    expect(mailFor(id)).toHaveLength(1);
  });

  it("gives concurrent requests with one key one message", async () => {
    const key = randomUUID();
    const captcha = await fetchSolvedCaptcha(server.baseUrl);
    const body = contactBody({ captcha });
    const answers = await Promise.all(
      [1, 2, 3].map(() => postContact(server.baseUrl, body, { idempotencyKey: key })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
  });

  it("answers a retry that comes after its captcha expired with the stored message", async () => {
    const key = randomUUID();
    const stored = await sendValidMessage(server.baseUrl, {}, { idempotencyKey: key });
    const { id } = (await stored.json()) as { id: string };
    const expired = await createCaptchaChallenge(captchaKeys(TEST_AUTH_SECRET), {
      maxNumber: 10,
      expiresAt: new Date(Date.now() - 1000),
    });
    const late = contactBody({ captcha: await solveCaptcha(expired) });
    const retry = await postContact(server.baseUrl, late, { idempotencyKey: key });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ id });
    // Without a stored message under its key, it is simply expired.
    const other = await postContact(server.baseUrl, late, { idempotencyKey: randomUUID() });
    expect(other.status).toBe(400);
  });

  it("refuses a used key with a different message (422), storing nothing, and still answers the first", async () => {
    const key = randomUUID();
    const first = await sendValidMessage(
      server.baseUrl,
      { message: "The first message, sent once." },
      { idempotencyKey: key },
    );
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const count = await messageCount();
    const other = await sendValidMessage(
      server.baseUrl,
      { message: "A different message, same key." },
      { idempotencyKey: key },
    );
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: string }).error).toMatch(/Idempotency-Key was already used/);
    expect(await messageCount()).toBe(count);
    // The same message again is still a retry of the first.
    const retry = await sendValidMessage(
      server.baseUrl,
      { message: "The first message, sent once." },
      { idempotencyKey: key },
    );
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ id });
  });

  it("refuses a malformed Idempotency-Key", async () => {
    const response = await postContact(server.baseUrl, contactBody(), { idempotencyKey: "x".repeat(300) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/Idempotency-Key/);
  });
});

describe(`the rate limit (${engine})`, () => {
  it(`stores ${RATE_LIMIT} messages per address per 10 minutes, then answers 429 with Retry-After`, async () => {
    const address = freshAddress();
    const key = randomUUID();
    // Invalid submissions do not count: they never reach the database.
    for (let i = 0; i < RATE_LIMIT * 2; i++) {
      const invalid = await postContact(server.baseUrl, contactBody({ captcha: "x", phone: "1" }), {
        address,
      });
      expect(invalid.status).toBe(400);
    }
    const firstBody = contactBody({ captcha: await fetchSolvedCaptcha(server.baseUrl) });
    expect((await postContact(server.baseUrl, firstBody, { address, idempotencyKey: key })).status).toBe(201);
    // A replayed captcha and a honeypot catch count like any attempt that passed the checks.
    const captcha = await fetchSolvedCaptcha(server.baseUrl);
    expect((await postContact(server.baseUrl, contactBody({ captcha }), { address })).status).toBe(201);
    expect((await postContact(server.baseUrl, contactBody({ captcha }), { address })).status).toBe(400);
    expect((await sendValidMessage(server.baseUrl, { website: "spam" }, { address })).status).toBe(201);
    expect((await sendValidMessage(server.baseUrl, {}, { address })).status).toBe(201);

    const limited = await sendValidMessage(server.baseUrl, {}, { address });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await limited.json()) as { error: string }).error).toMatch(/^Too many messages/);

    // A retry of the stored message still gets its answer; another address is not limited.
    const retried = await postContact(server.baseUrl, firstBody, { address, idempotencyKey: key });
    expect(retried.status).toBe(201);
    expect((await sendValidMessage(server.baseUrl, {}, { address: freshAddress() })).status).toBe(201);
  });

  it("counts concurrent submissions exactly: never more than the limit stored", async () => {
    const address = freshAddress();
    const count = await messageCount();
    const captchas = await Promise.all(
      Array.from({ length: RATE_LIMIT * 3 }, () => fetchSolvedCaptcha(server.baseUrl)),
    );
    const answers = await Promise.all(
      captchas.map((captcha) => postContact(server.baseUrl, contactBody({ captcha }), { address })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(RATE_LIMIT * 2);
    expect(await messageCount()).toBe(count + RATE_LIMIT);
  });
});

describe(`malformed requests (${engine})`, () => {
  const send = (body: string | Blob, headers: Record<string, string>) =>
    fetch(new URL("/api/contact", server.baseUrl), {
      method: "POST",
      headers: { "x-forwarded-for": freshAddress(), ...headers },
      body,
    });
  const expect400 = async (response: Response, error: RegExp) => {
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(((await response.json()) as { error: string }).error).toMatch(error);
  };

  it("answers 400 (not 415) to a body that is not JSON by its content type", async () => {
    await expect400(
      await send(JSON.stringify(contactBody()), { "content-type": "text/plain" }),
      /Content-Type: application\/json/,
    );
    await expect400(
      await send("firstName=Ana", { "content-type": "application/x-www-form-urlencoded" }),
      /Content-Type: application\/json/,
    );
    await expect400(await send("", {}), /Content-Type: application\/json/);
  });

  it("answers 400 to malformed JSON and to JSON that is not an object", async () => {
    await expect400(await send("{nope", { "content-type": "application/json" }), /not valid JSON/);
    for (const body of ["[]", "null", "42", '"text"']) {
      await expect400(await send(body, { "content-type": "application/json" }), /must be a JSON object/);
    }
  });

  it("answers 400 (not 413) to a body larger than 32 KB", async () => {
    const huge = JSON.stringify(contactBody({ message: "a".repeat(40_000) }));
    await expect400(await send(huge, { "content-type": "application/json" }), /larger than 32 KB/);
  });

  it("answers 400 (not 415) to an unsupported encoding or charset", async () => {
    await expect400(
      await send("{}", { "content-type": "application/json", "content-encoding": "compress" }),
      /encoding/,
    );
    await expect400(await send("{}", { "content-type": "application/json; charset=latin-9000" }), /encoding/);
    await expect400(
      await send(new Blob([new Uint8Array([1, 2, 3])]), {
        "content-type": "application/json",
        "content-encoding": "gzip",
      }),
      /could not be read/,
    );
  });
});

describe(`housekeeping (${engine})`, () => {
  it("prunes rate-limit windows older than a day and captchas an hour past expiry, keeping the rest", async () => {
    const db = server.database.db;
    await db.execute(sql`
      insert into rate_limit_hits (scope, key, window_start, count) values
        ('test', 'old', now() - interval '25 hours', 3),
        ('test', 'recent', now() - interval '23 hours', 3)`);
    await db.execute(sql`
      insert into captcha_redemptions (signature, expires_at) values
        ('old-signature', now() - interval '2 hours'),
        ('recent-signature', now() - interval '10 minutes')`);
    expect(await pruneRateLimitHits(db)).toBeGreaterThanOrEqual(1);
    expect(await pruneCaptchaRedemptions(db)).toBeGreaterThanOrEqual(1);
    const keys = await rows<{ key: string }>(db, sql`select key from rate_limit_hits where scope = 'test'`);
    expect(keys.map((row) => row.key)).toEqual(["recent"]);
    const signatures = await rows<{ signature: string }>(
      db,
      sql`select signature from captcha_redemptions where signature like '%-signature'`,
    );
    expect(signatures.map((row) => row.signature)).toEqual(["recent-signature"]);
  });
});

describe(`a limit on failures across a window's edge (${engine})`, () => {
  it("counts the window before this one too, so failures just before an hour's edge still count after it", async () => {
    const db = server.database.db;
    const limiter = createRateLimiter(db);
    const hour = 3_600_000;
    // Three failures in the hour before this one (as if the last came at 07:59 and it is now 08:00).
    await db.execute(sql`
      insert into rate_limit_hits (scope, key, window_start, count)
      select 'edge-test', 'account', to_timestamp(floor(extract(epoch from now()) * 1000 / ${hour}::bigint) * ${hour}::bigint / 1000.0) - interval '1 hour', 3`);
    // The hour's own count is empty; the recent check sees the three and asks for more.
    expect(await limiter.check("edge-test", "account", 3, hour)).toMatchObject({ allowed: true, count: 0 });
    expect(await limiter.checkRecent("edge-test", "account", 3, hour)).toMatchObject({
      allowed: false,
      count: 3,
    });
    // Two hours back no longer counts.
    await db.execute(sql`
      insert into rate_limit_hits (scope, key, window_start, count)
      select 'edge-test', 'older', to_timestamp(floor(extract(epoch from now()) * 1000 / ${hour}::bigint) * ${hour}::bigint / 1000.0) - interval '2 hours', 3`);
    expect(await limiter.checkRecent("edge-test", "older", 3, hour)).toMatchObject({
      allowed: true,
      count: 0,
    });
  });
});

describe(`a quote request's contact page, ?product= (${engine})`, () => {
  /** The page's HTML without the markers React leaves between text parts. */
  const page = async (path: string) => {
    const response = await server.get(path);
    expect(response.status).toBe(200);
    return (await response.text()).replaceAll("<!-- -->", "");
  };
  const messageField = (html: string) =>
    /<textarea[^>]*name="message"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1]?.replace(/^\n/, "");

  it("shows the product and starts the message with it, in either language; an unknown product is ignored", async () => {
    const english = await page("/contact?product=drum-screen");
    expect(english).toMatch(/<h2[^>]*>Quote request<\/h2>/);
    expect(english).toMatch(/data-quote-product="drum-screen"[^>]*>[\s\S]*?Drum Screen<\/span>/);
    expect(messageField(english)).toMatch(/^Request for quote: Drum Screen/);

    const spanish = await page("/es/contacto?product=drum-screen");
    expect(messageField(spanish)).toMatch(/^Solicitud de cotización: Tamiz de tambor/);

    const unknown = await page("/contact?product=no-such-product");
    expect(unknown).toMatch(/<h2[^>]*>Send us a message<\/h2>/);
    expect(unknown).not.toContain("data-quote-product");
    expect(messageField(unknown)).toBe("");
  });
});
