// npm run admin -- grant|revoke <email> and grant-editor|revoke-editor <email>: on PostgreSQL
// while the site runs; on the embedded database a clear refusal while the site holds it, and
// the change once it is stopped. The last administrator who can sign in keeps the role, as in
// the office's users tool; the editor role has no such rule.
// reset-second-factor <email> forgets a lost authenticator app and ends the account's sessions.
import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountServerEnv, signedInCookie, STRONG_PASSWORD, verifiedAccount } from "../support/auth";
import { rows, TEST_AUTH_SECRET } from "../support/contact";
import { dataDirFromTemplate } from "../support/template-database";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { runScript } from "../support/run-script";
import { engine, startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

let smtp: SmtpSink;
let server: TestServer;
let dataDir: string;

const serverEnv = () => accountServerEnv(smtp);

beforeAll(async () => {
  smtp = await startSmtpSink();
  dataDir = await dataDirFromTemplate("site-admin-cli-");
  server = await startTestServer({ env: serverEnv(), dataDir, mailDelivery: { pollIntervalMs: 100 } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const signedInSession = (email: string) => signedInCookie(server.baseUrl, email, STRONG_PASSWORD);

const adminEnv = () => ({
  DATA_DIR: dataDir,
  DATABASE_URL: server.databaseUrl,
  AUTH_SECRET: TEST_AUTH_SECRET,
  ADMIN_EMAILS: "listed@example.com",
});
/** The script as the run's bundle (see runScript); `asOperator` runs it as `npm run admin` does. */
const admin = (...args: string[]) => runScript("scripts/admin.ts", args, adminEnv());
const asOperator = (...args: string[]) => runScript("scripts/admin.ts", args, adminEnv(), { as: "npm" });

const holds = async (email: string, role: "admin" | "editor") =>
  ((
    await rows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from user_roles r join users u on u.id = r.user_id
          where u.email = ${email} and r.role = ${role}`,
    )
  )[0]?.n ?? 0) === 1;
const isAdmin = (email: string) => holds(email, "admin");
const isEditor = (email: string) => holds(email, "editor");

describe(`npm run admin (${engine})`, () => {
  it("explains its usage and refuses what is not an e-mail address", () => {
    expect(admin()).toMatchObject({
      status: 2,
      out: expect.stringContaining("Usage: npm run admin -- grant <email>"),
    });
    expect(admin("--help").out).toContain("npm run admin -- grant-editor <email>");
    expect(admin("--help").out).toContain("npm run admin -- revoke-editor <email>");
    expect(admin("grant-editor").status).toBe(2);
    expect(admin("grant-editor", "a@example.com", "extra").status).toBe(2);
    expect(admin("revoke-editor", "not-an-address")).toMatchObject({
      status: 2,
      out: expect.stringContaining("is not an e-mail address"),
    });
    expect(admin("promote", "a@example.com").status).toBe(2);
    expect(admin("grant", "not-an-address")).toMatchObject({
      status: 2,
      out: expect.stringContaining("is not an e-mail address"),
    });
  });

  it("grants and revokes the administrator role, never the last one's", async () => {
    const { email } = await verifiedAccount(server.baseUrl, smtp);
    const { email: other } = await verifiedAccount(server.baseUrl, smtp);
    if (engine === "pglite") {
      // The running site holds the embedded database: the command says so and changes nothing.
      const refused = admin("grant", email);
      expect(refused.status).toBe(1);
      expect(refused.out).toMatch(/in use by process \d+ \(the running site\)\. Stop the site first/);
      expect(await isAdmin(email)).toBe(false);
      await server.stop();
    }
    const restart = async () => {
      if (engine === "pglite") {
        server = await startTestServer({ env: serverEnv(), dataDir, mailDelivery: { pollIntervalMs: 100 } });
      }
    };
    const stopAgain = async () => {
      if (engine === "pglite") await server.stop();
    };

    // Once through tsx, as `npm run admin` runs it.
    expect(asOperator("grant", email.toUpperCase())).toMatchObject({
      status: 0,
      out: `${email.toUpperCase()} is now an administrator.\n`,
    });
    expect(admin("grant", email)).toMatchObject({
      status: 0,
      out: expect.stringContaining("was already an administrator"),
    });
    await restart();
    expect(await isAdmin(email)).toBe(true);
    await stopAgain();

    // The only administrator keeps the role: the office would have nobody to run it.
    expect(admin("revoke", email)).toMatchObject({
      status: 1,
      out: expect.stringContaining(`${email} is the last administrator who can sign in`),
    });
    expect(admin("grant", other).status).toBe(0);
    expect(admin("revoke", email)).toMatchObject({
      status: 0,
      out: expect.stringContaining("is no longer an administrator"),
    });
    expect(admin("revoke", email)).toMatchObject({
      status: 0,
      out: expect.stringContaining("was not an administrator"),
    });
    expect(admin("grant", "nobody@example.com")).toMatchObject({
      status: 1,
      out: expect.stringContaining("No account has the e-mail address nobody@example.com"),
    });
    await restart();
    expect(await isAdmin(email)).toBe(false);
    expect(await isAdmin(other)).toBe(true);
    // Each command is a process of its own, and the embedded database restarts between them.
  }, deadline(120_000));

  it("grants and revokes the editor role, the last administrator's too, leaving the administrator role alone", async () => {
    const { email } = await verifiedAccount(server.baseUrl, smtp);
    const [owner] = await rows<{ email: string }>(
      server.database.db,
      sql`select u.email from user_roles r join users u on u.id = r.user_id where r.role = 'admin' limit 1`,
    );
    if (engine === "pglite") {
      const refused = admin("grant-editor", email);
      expect(refused.status).toBe(1);
      expect(refused.out).toMatch(/in use by process \d+ \(the running site\)\. Stop the site first/);
      expect(await isEditor(email)).toBe(false);
      await server.stop();
    }
    expect(admin("grant-editor", email)).toMatchObject({ status: 0, out: `${email} is now an editor.\n` });
    expect(admin("grant-editor", email)).toMatchObject({
      status: 0,
      out: `${email} was already an editor.\n`,
    });
    // The one administrator left may be an editor too, and stop being one.
    expect(admin("grant-editor", owner!.email).status).toBe(0);
    expect(admin("revoke-editor", owner!.email)).toMatchObject({
      status: 0,
      out: `${owner!.email} is no longer an editor (from the account's next request).\n`,
    });
    expect(admin("revoke-editor", owner!.email)).toMatchObject({
      status: 0,
      out: `${owner!.email} was not an editor.\n`,
    });
    expect(admin("revoke-editor", "nobody@example.com")).toMatchObject({
      status: 1,
      out: expect.stringContaining("No account has the e-mail address nobody@example.com"),
    });
    if (engine === "pglite") {
      server = await startTestServer({ env: serverEnv(), dataDir, mailDelivery: { pollIntervalMs: 100 } });
    }
    expect(await isEditor(email)).toBe(true);
    expect(await isAdmin(email)).toBe(false);
    expect(await isEditor(owner!.email)).toBe(false);
    expect(await isAdmin(owner!.email)).toBe(true);
  }, deadline(120_000));

  it("forgets a lost authenticator app and its recovery codes, ending the account's sessions", async () => {
    const { email } = await verifiedAccount(server.baseUrl, smtp);
    const id = (
      await rows<{ id: string }>(server.database.db, sql`select id from users where email = ${email}`)
    )[0]!.id;
    // As the security page leaves it: an app turned on, and a session.
    await server.database.db.execute(sql`update users set two_factor_enabled = true where id = ${id}`);
    await server.database.db.execute(
      sql`insert into two_factors (id, secret, backup_codes, user_id) values (${`tf-${id}`}, 'x', 'y', ${id})`,
    );
    await signedInSession(email);
    const count = async (table: "sessions" | "two_factors") =>
      (
        await rows<{ n: number }>(
          server.database.db,
          sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${id}`,
        )
      )[0]!.n;
    expect(await count("sessions")).toBeGreaterThan(0);
    if (engine === "pglite") await server.stop();
    expect(admin("reset-second-factor", email)).toMatchObject({
      status: 0,
      out: expect.stringContaining(`${email}'s authenticator app and recovery codes are forgotten`),
    });
    expect(admin("reset-second-factor", email)).toMatchObject({
      status: 0,
      out: expect.stringContaining("has no second factor: nothing to reset"),
    });
    expect(admin("reset-second-factor", "nobody@example.com").status).toBe(1);
    if (engine === "pglite") {
      server = await startTestServer({ env: serverEnv(), dataDir, mailDelivery: { pollIntervalMs: 100 } });
    }
    expect(await count("two_factors")).toBe(0);
    expect(await count("sessions")).toBe(0);
    const [account] = await rows<{ on: boolean }>(
      server.database.db,
      sql`select two_factor_enabled as on from users where id = ${id}`,
    );
    expect(account!.on).toBe(false);
    const [audit] = await rows<{ action: string; actor_email: string }>(
      server.database.db,
      sql`select action, actor_email from admin_audit_log where entity_id = ${id}`,
    );
    expect(audit).toEqual({ action: "user.second_factor_reset", actor_email: "npm run admin" });
  }, deadline(120_000));
});
