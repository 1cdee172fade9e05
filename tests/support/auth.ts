// Accounts in integration tests: the site's own HTTP API, a real SMTP server for the links.
import { CONTACT_TO, freshAddress, MAIL_FROM, TEST_AUTH_SECRET } from "./contact";
import type { ReceivedMail, SmtpSink } from "./smtp-sink";
import { deadline } from "./deadline";

export const PUBLIC_URL = "http://site.test";
export const STRONG_PASSWORD = "clarifier-sludge-42-weir";

/**
 * A server's settings for account tests: mail through `smtp`, the client address taken from
 * the test's X-Forwarded-For (one proxy hop), and `extra` on top.
 */
export function accountServerEnv(smtp: SmtpSink, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PUBLIC_URL,
    SMTP_URL: smtp.url,
    CONTACT_TO,
    MAIL_FROM,
    AUTH_SECRET: TEST_AUTH_SECRET,
    TRUST_PROXY: "1",
    ...extra,
  };
}

let counter = 0;
/** A new e-mail address for each account a test makes. */
export function freshEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface AuthCallOptions {
  cookie?: string;
  clientAddress?: string;
}

export function postAuth(
  baseUrl: string,
  endpoint: string,
  body: unknown,
  options: AuthCallOptions = {},
): Promise<Response> {
  return fetch(new URL(`/api/auth/${endpoint}`, baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/json",
      Origin: PUBLIC_URL,
      "X-Forwarded-For": options.clientAddress ?? freshAddress(),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

export const signUp = (baseUrl: string, email: string, password: string, options?: AuthCallOptions) =>
  postAuth(baseUrl, "sign-up/email", { email, password, callbackURL: "/admin/dashboard" }, options);

export const signIn = (baseUrl: string, email: string, password: string, options?: AuthCallOptions) =>
  postAuth(baseUrl, "sign-in/email", { email, password }, options);

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

/** The verification link of the last e-mail sent to `email`, pointed at the test server. */
export async function verificationLink(
  smtp: SmtpSink,
  email: string,
  baseUrl: string,
  count = 1,
): Promise<URL> {
  const started = Date.now();
  let mails: ReceivedMail[] = [];
  while (Date.now() - started < deadline(15_000)) {
    mails = smtp.messages.filter((mail) => mail.envelopeTo.includes(email));
    if (mails.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mail = mails.at(-1);
  if (!mail || mails.length < count) throw new Error(`no verification e-mail for ${email}`);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(link);
  if (url.origin !== PUBLIC_URL) throw new Error(`the link leads to ${url.origin}, not PUBLIC_URL`);
  return new URL(`${url.pathname}${url.search}`, baseUrl);
}

/** Signs up, follows the e-mailed link, and returns the verified account's credentials. */
export async function verifiedAccount(
  baseUrl: string,
  smtp: SmtpSink,
  prefix = "user",
): Promise<{ email: string; password: string }> {
  const email = freshEmail(prefix);
  const response = await signUp(baseUrl, email, STRONG_PASSWORD);
  if (response.status !== 200)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const link = await verificationLink(smtp, email, baseUrl);
  const verified = await fetch(link, { redirect: "manual" });
  if (verified.status !== 302) throw new Error(`verification answered ${verified.status}`);
  return { email, password: STRONG_PASSWORD };
}

/** Signs in and returns the session cookie. */
export async function signedInCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await signIn(baseUrl, email, password);
  if (response.status !== 200)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return cookieHeader(response);
}
