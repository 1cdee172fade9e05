// Property-based fuzzing of POST /api/contact: at least 10,000 generated requests, mostly
// near-valid and hostile ones. Never a 5xx; every refusal a 4xx with an `error` text; every
// stored row valid under the form's schema; no captcha buys two messages.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSchema, COUNTRY_CODES } from "~/features/contact/contact-schema";
import type { Challenge } from "altcha-lib";
import { solveCaptcha } from "../support/captcha-solver";
import { TEST_AUTH_SECRET, rows } from "../support/contact";
import { createHttpClient } from "../support/http-client";
import { engine, startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

const BATCH = 50;
const RUNS = 200; // × BATCH = 10,000 requests

let server: TestServer;
let client: ReturnType<typeof createHttpClient>;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      AUTH_SECRET: TEST_AUTH_SECRET,
      // The cheapest proof of work, so thousands of captchas are solved quickly.
      CAPTCHA_MAX_NUMBER: "1",
      CONTACT_RATE_LIMIT: "1000000",
    },
  });
  client = createHttpClient(server.baseUrl);
});
afterAll(async () => {
  client?.close();
  await server?.stop();
});

// ---- generators -------------------------------------------------------------------------

// Strings over an alphabet, generated as indexes (much cheaper than a custom string unit).
const stringOf = (alphabet: string, minLength: number, maxLength: number) => {
  const letters = [...alphabet];
  return fc
    .array(fc.nat({ max: letters.length - 1 }), { minLength, maxLength })
    .map((indexes) => indexes.map((i) => letters[i]).join(""));
};
// Long strings, cheaply: a short random piece repeated (up to past the 32 KB body limit).
const longString = fc
  .tuple(fc.string({ unit: "binary", minLength: 1, maxLength: 8 }), fc.integer({ min: 300, max: 9_000 }))
  .map(([piece, times]) => piece.repeat(times).slice(0, 36_000));
const NASTY = [
  "",
  " ",
  "\u0000",
  "Ana\u0000",
  "\ud800",
  "a\udc00b",
  "\u202eevil",
  "<script>alert(1)</script>",
  "'; drop table contact_messages; --",
  "\r\nBcc: victim@example.com",
  "💧💧💧💧💧💧💧💧💧💧",
  "ＡＢＣ",
  "e\u0301\u0301\u0301",
  "null",
  "__proto__",
  "a".repeat(5_000),
];
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: "binary", maxLength: 120 }),
  fc.string({ unit: "grapheme", maxLength: 120 }),
  longString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

const validBodyArb = fc.record({
  firstName: stringOf("abcdefXYZáéíóúüñÁÉÍÓÚÜÑ '’-", 1, 50),
  lastName: stringOf("ghijkLMNéñü -'", 1, 50),
  email: fc.oneof(
    fc.emailAddress(),
    fc.constantFrom("Ana.Lopez@Example.com", "  bob@example.org  ", "x@y.co"),
    fc
      .tuple(stringOf("abcXYZ019._+-", 1, 30), stringOf("abcdexyz", 1, 12), stringOf("abcdeXYZ", 2, 6))
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  ),
  countryCode: fc.constantFrom(...COUNTRY_CODES.map((c) => c.code)),
  phone: stringOf("0123456789 -()", 5, 20),
  company: fc.string({ unit: "grapheme", minLength: 1, maxLength: 100 }),
  message: fc.oneof(
    fc.string({ unit: "grapheme", minLength: 10, maxLength: 200 }),
    stringOf("abc \n\t.é💧", 10, 2_000),
  ),
  consent: fc.constant(true),
  website: fc.oneof({ weight: 9, arbitrary: fc.constant("") }, { weight: 1, arbitrary: fc.string() }),
  locale: fc.constantFrom("en", "es", undefined),
  productId: fc.option(fc.constantFrom("drum-screen", "basket-screen", "unknown-product", "  "), {
    nil: undefined,
  }),
});
const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "countryCode",
  "phone",
  "company",
  "message",
  "consent",
  "website",
  "locale",
  "productId",
  "captcha",
] as const;

type CaptchaKind = "solved" | "replayed" | "garbage" | "missing" | "wrong-type";

interface Case {
  kind: "near-valid" | "random-object" | "not-an-object" | "raw";
  body: unknown;
  raw?: string;
  captcha: CaptchaKind;
  contentType: string | undefined;
  idempotency: "none" | "fresh" | "reuse" | "hostile";
}

// A valid body with up to three fields broken, removed or made hostile.
const nearValid = fc
  .tuple(
    validBodyArb,
    fc.oneof(
      { weight: 2, arbitrary: fc.constant([]) },
      {
        weight: 3,
        arbitrary: fc.array(
          fc.tuple(fc.constantFrom(...FIELDS), fc.option(hostileValue, { nil: undefined })),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
      },
    ),
    fc.dictionary(fc.constantFrom("__proto__", "constructor", "isSpam", "id", "extra"), hostileValue, {
      maxKeys: 2,
    }),
  )
  .map(([body, mutations, extra]) => {
    const result: Record<string, unknown> = { ...extra, ...body };
    for (const [field, value] of mutations) {
      if (value === undefined) delete result[field];
      else result[field] = value;
    }
    return result;
  });
const randomObject = fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: FIELDS.length });
const notAnObject = fc.oneof(
  fc.array(fc.anything(), { maxLength: 4 }),
  fc.string(),
  fc.integer(),
  fc.constant(null),
);
const rawBody = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom(
    "{",
    '{"firstName": "Ana",}',
    "[".repeat(15_000) + "]".repeat(15_000),
    '{"a":'.repeat(3_000) + "1" + "}".repeat(3_000),
    "\u0000",
    "",
  ),
);

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    kind: fc.constantFrom(
      "near-valid",
      "near-valid",
      "near-valid",
      "near-valid",
      "random-object",
      "not-an-object",
      "raw",
    ),
    body: fc.constant(undefined),
    near: nearValid,
    random: randomObject,
    other: notAnObject,
    raw: rawBody,
    captcha: fc.constantFrom<CaptchaKind>(
      "solved",
      "solved",
      "solved",
      "replayed",
      "garbage",
      "missing",
      "wrong-type",
      "garbage",
    ),
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant("application/json") },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "application/json; charset=utf-8",
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/json; charset=utf-16",
          undefined,
        ),
      },
    ),
    idempotency: fc.constantFrom(
      "none",
      "none",
      "none",
      "none",
      "none",
      "fresh",
      "fresh",
      "reuse",
      "hostile",
    ),
  })
  .map(({ kind, near, random, other, raw, captcha, contentType, idempotency }) => ({
    kind,
    body: kind === "near-valid" ? near : kind === "random-object" ? random : other,
    raw: kind === "raw" ? raw : undefined,
    captcha,
    contentType,
    idempotency,
  }));

// ---- the property -----------------------------------------------------------------------

const usedCaptchas: string[] = [];
const usedKeys: string[] = [];
const idsByCaptcha = new Map<string, Set<string>>();
const acknowledged = new Set<string>();
const statuses = new Map<number, number>();
let requests = 0;

async function run(testCase: Case): Promise<void> {
  const { kind, contentType } = testCase;
  let body = testCase.body;
  let captcha: string | undefined;
  if (kind === "near-valid" && typeof body === "object" && body !== null && !Array.isArray(body)) {
    const record = { ...(body as Record<string, unknown>) };
    if (testCase.captcha === "solved") {
      const challenge = await client.get("/api/captcha");
      captcha = await solveCaptcha(JSON.parse(challenge.text) as Challenge);
    } else if (testCase.captcha === "replayed" && usedCaptchas.length > 0)
      captcha = usedCaptchas[requests % usedCaptchas.length];
    else if (testCase.captcha === "garbage") captcha = "Z2FyYmFnZQ==";
    if (captcha !== undefined) record.captcha = captcha;
    else if (testCase.captcha === "wrong-type") record.captcha = { solved: true };
    else if (testCase.captcha === "missing") delete record.captcha;
    body = record;
  }

  const headers: Record<string, string> = {};
  if (contentType) headers["content-type"] = contentType;
  if (testCase.idempotency === "fresh") headers["idempotency-key"] = randomUUID();
  if (testCase.idempotency === "reuse" && usedKeys.length > 0)
    headers["idempotency-key"] = usedKeys[requests % usedKeys.length]!;
  if (testCase.idempotency === "hostile") headers["idempotency-key"] = "key with spaces";

  requests++;
  const response = await client.post("/api/contact", testCase.raw ?? JSON.stringify(body) ?? "", headers);
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const { text } = response;

  expect(response.status, text).toBeLessThan(500);
  let answer: { id?: unknown; error?: unknown; fieldErrors?: unknown };
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
  if (response.status === 201) {
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    const isNew = !acknowledged.has(String(answer.id));
    acknowledged.add(String(answer.id));
    // (A reused Idempotency-Key answers with the earlier message, whatever the captcha.)
    if (captcha && isNew) {
      usedCaptchas.push(captcha);
      const ids = idsByCaptcha.get(captcha) ?? new Set();
      ids.add(String(answer.id));
      idsByCaptcha.set(captcha, ids);
    }
    if (headers["idempotency-key"]) usedKeys.push(headers["idempotency-key"]);
  } else {
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(typeof answer.error === "string" && answer.error.length > 0, text).toBe(true);
  }
}

describe(`POST /api/contact under generated input (${engine})`, () => {
  it(`never fails with a 5xx, refuses with a clear 4xx and stores only valid rows (${BATCH * RUNS} requests)`, async () => {
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fc.array(caseArb, { minLength: BATCH, maxLength: BATCH }), async (cases) => {
        await Promise.all(cases.map(run));
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `contact fuzz on ${engine}: ${requests} requests in ${seconds.toFixed(1)} s; ${acknowledged.size} stored; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(requests).toBeGreaterThanOrEqual(10_000);
    // The generators reach every outcome.
    expect(acknowledged.size).toBeGreaterThan(200);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(2_000);

    // Every stored row is one the schema accepts, unchanged by it.
    const stored = await rows<{
      id: string;
      first_name: string;
      last_name: string;
      email: string;
      country_code: string;
      phone: string;
      company: string;
      message: string;
      locale: "en" | "es";
      product_id: string | null;
      is_spam: boolean;
      outbox: number;
    }>(
      server.database.db,
      sql`select m.*, (select count(*)::int from mail_outbox o where o.contact_message_id = m.id) as outbox
          from contact_messages m`,
    );
    expect(new Set(stored.map((row) => row.id))).toEqual(acknowledged);
    for (const row of stored) {
      expect(row.phone.startsWith(`${row.country_code} `), row.phone).toBe(true);
      const parsed = contactSchema.safeParse({
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        countryCode: row.country_code,
        phone: row.phone.slice(row.country_code.length + 1),
        company: row.company,
        message: row.message,
        consent: true,
        website: "",
        captcha: "stored",
        locale: row.locale,
        productId: row.product_id ?? undefined,
      });
      expect(parsed.success, JSON.stringify(row)).toBe(true);
      if (!parsed.success) continue;
      expect(parsed.data).toMatchObject({
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        company: row.company,
        message: row.message,
        phone: row.phone.slice(row.country_code.length + 1),
      });
      // Spam is never queued for e-mail; everything else has exactly one outbox row.
      expect(Number(row.outbox)).toBe(row.is_spam ? 0 : 1);
    }
    // A solved captcha bought one message at most.
    for (const ids of idsByCaptcha.values()) expect(ids.size).toBe(1);
  }, deadline(300_000));
});
