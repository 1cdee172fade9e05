import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { fetchSolvedCaptcha } from "./captcha-solver";
import { deadline } from "./deadline";

export const CONTACT_TO = "sales@example.com";
export const MAIL_FROM = "Website <no-reply@example.com>";
/** A known secret, so tests can make challenges the server accepts (e.g. expired ones). */
export const TEST_AUTH_SECRET = "test-secret-of-at-least-32-characters-0123456789";

/** A body a person would send, without its captcha. */
export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: "Ana María",
    lastName: "López",
    email: "Ana.Lopez@Example.com",
    countryCode: "+34",
    phone: "600 123 456",
    company: "Aguas & Filtros <S.A.>",
    message: "We need a drum screen for a 2 m channel.\nCan you quote <b>three</b> units?",
    consent: true,
    website: "",
    ...overrides,
  };
}

let addressCounter = 0;
/** A client address of its own (sent as X-Forwarded-For; the test server trusts one proxy). */
export function freshAddress(): string {
  addressCounter++;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

export interface PostOptions {
  address?: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export async function postContact(
  baseUrl: string,
  body: unknown,
  { address = freshAddress(), idempotencyKey, headers = {} }: PostOptions = {},
): Promise<Response> {
  return fetch(new URL("/api/contact", baseUrl), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": address,
      "user-agent": "contact-test/1.0",
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Posts a valid body with a freshly solved captcha. */
export async function sendValidMessage(
  baseUrl: string,
  overrides: Record<string, unknown> = {},
  options: PostOptions = {},
): Promise<Response> {
  const captcha = await fetchSolvedCaptcha(baseUrl);
  return postContact(baseUrl, contactBody({ captcha, ...overrides }), options);
}

export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface OutboxState {
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | string | null;
}

export async function outboxOf(db: Database, messageId: string): Promise<OutboxState | undefined> {
  const [row] = await rows<OutboxState>(
    db,
    sql`select status, attempts, last_error, sent_at from mail_outbox where contact_message_id = ${messageId}`,
  );
  return row;
}

export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 15_000,
  what = "a condition",
): Promise<T> {
  const until = Date.now() + deadline(timeoutMs);
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
