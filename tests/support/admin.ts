// The back office in integration tests: a server with mail, an administrator (ADMIN_EMAILS)
// and a signed-in account without the role, and the tools' forms posted as a browser
// without JavaScript posts them.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import {
  accountServerEnv,
  signUp,
  signedInCookie,
  STRONG_PASSWORD,
  verificationLink,
  verifiedAccount,
} from "./auth";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";
import { startTestServer, type TestServer, type TestServerOptions } from "./test-server";

export interface AdminWorld {
  server: TestServer;
  smtp: SmtpSink;
  db: Database;
  admin: { email: string; cookie: string };
  member: { email: string; password: string; cookie: string };
  stop(): Promise<void>;
}

let adminCounter = 0;

/**
 * `env`: settings on top of the usual ones (a second factor required, say); `options`: the
 * server's other test timings (the CRM webhook's, say).
 */
export async function startAdminWorld(
  env: Record<string, string> = {},
  options: Pick<TestServerOptions, "webhookDelivery"> = {},
): Promise<AdminWorld> {
  adminCounter += 1;
  const adminEmail = `boss-${adminCounter}-${Date.now().toString(36)}@example.com`;
  const smtp = await startSmtpSink();
  const server = await startTestServer({
    env: accountServerEnv(smtp, {
      ADMIN_EMAILS: adminEmail,
      LOG_LEVEL: process.env.ADMIN_TEST_LOG ?? "silent",
      ...env,
    }),
    mailDelivery: { pollIntervalMs: 100, retryBaseMs: 100 },
    webhookDelivery: options.webhookDelivery,
  });
  const signedUp = await signUp(server.baseUrl, adminEmail, STRONG_PASSWORD);
  if (signedUp.status !== 200) throw new Error(`admin sign-up answered ${signedUp.status}`);
  await fetch(await verificationLink(smtp, adminEmail, server.baseUrl), { redirect: "manual" });
  const member = await verifiedAccount(server.baseUrl, smtp, "member");
  return {
    server,
    smtp,
    db: server.database.db as unknown as Database,
    admin: { email: adminEmail, cookie: await signedInCookie(server.baseUrl, adminEmail, STRONG_PASSWORD) },
    member: { ...member, cookie: await signedInCookie(server.baseUrl, member.email, member.password) },
    stop: async () => {
      await server.stop();
      await smtp.close();
    },
  };
}

/** Posts a form as a browser without JavaScript does (no redirect followed). */
export function postForm(
  baseUrl: string,
  path: string,
  cookie: string | undefined,
  fields: Record<string, string>,
): Promise<Response> {
  return fetch(new URL(path, baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

export function getPage(baseUrl: string, path: string, cookie?: string): Promise<Response> {
  return fetch(new URL(path, baseUrl), { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface SeedMessage {
  firstName?: string;
  lastName?: string;
  email?: string;
  company?: string;
  message?: string;
  productId?: string | null;
  productName?: string | null;
  isSpam?: boolean;
  /** The outbox row's status (none for a honeypot catch). */
  delivery?: "pending" | "sent" | "failed" | "undelivered" | null;
  lastError?: string;
  /** Minutes ago it arrived (orders the list). */
  minutesAgo?: number;
}

/** Stores a message as the contact pipeline does (message and outbox row), returns its id. */
export async function seedMessage(db: Database, seed: SeedMessage = {}): Promise<string> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`insert into contact_messages
      (first_name, last_name, email, country_code, phone, company, message, consent_at, locale,
       product_id, product_name, is_spam, created_at)
    values (${seed.firstName ?? "Ana"}, ${seed.lastName ?? "López"}, ${seed.email ?? "ana@example.com"},
      '+34', '600 123 456', ${seed.company ?? "Aguas del Sur"}, ${seed.message ?? "Please quote two units."},
      now() - make_interval(mins => ${seed.minutesAgo ?? 0}), 'en', ${seed.productId ?? null},
      ${seed.productName ?? null}, ${seed.isSpam ?? false}, now() - make_interval(mins => ${seed.minutesAgo ?? 0}))
    returning id`,
  );
  const id = row!.id;
  const delivery = seed.delivery === undefined ? "sent" : seed.delivery;
  if (delivery) {
    await db.execute(sql`insert into mail_outbox (kind, contact_message_id, status, attempts, last_error, sent_at)
      values ('contact', ${id}, ${delivery}, ${delivery === "failed" ? 8 : 1}, ${seed.lastError ?? null},
        ${delivery === "sent" ? sql`now()` : null})`);
  }
  return id;
}

export async function auditRows(db: Database, entityId: string) {
  return rows<{ action: string; actor_email: string; before: unknown; after: unknown; entity_type: string }>(
    db,
    sql`select action, actor_email, before, after, entity_type from admin_audit_log
        where entity_id = ${entityId} order by created_at, id`,
  );
}

/**
 * The words of the page's alerts and status lines as rendered (a page's texts also travel in
 * its data, so a plain search of the HTML would find a message that was never shown).
 */
export function shownMessages(html: string): string[] {
  return [...html.matchAll(/<[a-z]+ [^>]*role="(?:alert|status)"[^>]*>([\s\S]*?)<\/(?:p|div)>/g)].map(
    (match) =>
      match[1]!
        .replace(/<[^>]+>/g, "")
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&")
        .trim(),
  );
}
