// The users tool: the accounts with their roles and access; granting and revoking the
// administrator role (never the last one, even when two administrators race) and the editor
// role (the news tools, never the office; only an administrator gives it), disabling
// an account (its sessions end at once, sign-in is refused in both languages) and enabling
// it again; an audit row for each change, and nothing for a refused one.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRows, getPage, postForm, rows, startAdminWorld, type AdminWorld } from "../support/admin";
import { signIn, signedInCookie, STRONG_PASSWORD, verifiedAccount } from "../support/auth";
import { engine } from "../support/test-server";
import { applyUserAction } from "~/features/auth/users.server";

let world: AdminWorld;

beforeAll(async () => {
  world = await startAdminWorld();
});
afterAll(async () => {
  await world?.stop();
});

const idOf = async (email: string) =>
  (await rows<{ id: string }>(world.db, sql`select id from users where email = ${email}`))[0]!.id;
const isAdmin = async (email: string) =>
  (
    await rows<{ n: number }>(
      world.db,
      sql`select count(*)::int as n from user_roles r join users u on u.id = r.user_id
          where u.email = ${email} and r.role = 'admin'`,
    )
  )[0]!.n > 0;
const isEditor = async (email: string) =>
  (
    await rows<{ n: number }>(
      world.db,
      sql`select count(*)::int as n from user_roles r join users u on u.id = r.user_id
          where u.email = ${email} and r.role = 'editor'`,
    )
  )[0]!.n > 0;
const versionOf = async (email: string) =>
  (await rows<{ version: number }>(world.db, sql`select version from users where email = ${email}`))[0]!
    .version;
/** A change from the list as it is now: the form carries the account's current version. */
const act = async (intent: string, email: string, cookie = world.admin.cookie, path = "/admin/users") =>
  postForm(world.server.baseUrl, path, cookie, {
    intent,
    userId: await idOf(email),
    email,
    version: String(await versionOf(email)),
  });
const auditCount = async () =>
  Number((await rows<{ n: number }>(world.db, sql`select count(*)::int as n from admin_audit_log`))[0]!.n);

describe(`users (${engine})`, () => {
  it("lists accounts with e-mail, verification, creation, last sign-in and roles", async () => {
    const response = await getPage(world.server.baseUrl, "/admin/users", world.admin.cookie);
    expect(response.status).toBe(200);
    const body = await response.text();
    for (const text of [
      world.admin.email,
      world.member.email,
      "Verified",
      "Administrator",
      "Last sign-in",
      "(you)",
    ])
      expect(body, text).toContain(text);
    // Both signed in (the verification link signs in too): neither shows "Never".
    const [lastSignIn] = await rows<{ n: number }>(
      world.db,
      sql`select count(*)::int as n from users where last_sign_in_at is not null`,
    );
    expect(lastSignIn!.n).toBe(2);
    expect(body).not.toContain(">Never<");
    const es = await (await getPage(world.server.baseUrl, "/es/admin/usuarios", world.admin.cookie)).text();
    expect(es).toContain("Último inicio de sesión");
    expect(es).toContain("Hacer administrador");
    const search = await (
      await getPage(
        world.server.baseUrl,
        `/admin/users?q=${encodeURIComponent("member-")}`,
        world.admin.cookie,
      )
    ).text();
    expect(search).toContain(world.member.email);
    // The list (the workspace's account menu names the signed-in administrator above it).
    expect(search.slice(search.indexOf("<main"))).not.toContain(`>${world.admin.email}`);
  });

  it("never revokes or disables the last administrator, and an administrator cannot disable themselves", async () => {
    const before = await auditCount();
    const revoke = await act("revoke_admin", world.admin.email);
    expect(revoke.status).toBe(409);
    expect(await revoke.text()).toContain("The site must keep at least one active administrator.");
    const disable = await act("disable", world.admin.email, world.admin.cookie, "/es/admin/usuarios");
    expect(disable.status).toBe(409);
    expect(await disable.text()).toContain("No puedes desactivar tu propia cuenta.");
    expect(await isAdmin(world.admin.email)).toBe(true);
    expect(await auditCount()).toBe(before);
  });

  it("grants the administrator role, which opens the tools at the next request", async () => {
    expect((await getPage(world.server.baseUrl, "/admin/messages", world.member.cookie)).status).toBe(403);
    const response = await act("grant_admin", world.member.email);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`${world.member.email} is now an administrator.`);
    expect((await getPage(world.server.baseUrl, "/admin/messages", world.member.cookie)).status).toBe(200);
    expect(await auditRows(world.db, await idOf(world.member.email))).toEqual([
      expect.objectContaining({
        action: "user.grant_admin",
        actor_email: world.admin.email,
        before: { admin: false },
        after: { admin: true },
      }),
    ]);
  });

  it("grants and revokes the editor role (version checked, audited): the news tools open, the office stays closed", async () => {
    const writer = await verifiedAccount(world.server.baseUrl, world.smtp, "writer");
    const cookie = await signedInCookie(world.server.baseUrl, writer.email, writer.password);
    const status = async (path: string) => (await getPage(world.server.baseUrl, path, cookie)).status;
    expect(await status("/admin/posts")).toBe(403);
    const opened = String(await versionOf(writer.email));

    const granted = await act("grant_editor", writer.email);
    expect(granted.status).toBe(200);
    expect(await granted.text()).toContain(`${writer.email} is now an editor.`);
    expect(await isEditor(writer.email)).toBe(true);
    expect(await isAdmin(writer.email)).toBe(false);
    const list = await (await getPage(world.server.baseUrl, "/es/admin/usuarios", world.admin.cookie)).text();
    const row = new RegExp(`<tr[^>]*data-user="${writer.email}"[\\s\\S]*?</tr>`).exec(list)?.[0] ?? "";
    expect(row).toContain(">Editor<");
    expect(row).toContain("Quitar editor");
    expect(row).toContain("Hacer administrador");

    // From the next request: the news, not the office; and an editor cannot change roles.
    expect(await status("/admin/posts")).toBe(200);
    expect(await status("/es/admin/publicaciones/nueva")).toBe(200);
    for (const path of ["/admin/messages", "/admin/users", "/es/admin/auditoria"])
      expect(await status(path)).toBe(403);
    const auditBefore = await auditCount();
    expect((await act("grant_admin", writer.email, cookie)).status).toBe(403);
    expect((await act("revoke_editor", writer.email, cookie)).status).toBe(403);
    expect(await isAdmin(writer.email)).toBe(false);

    // A revocation from a list opened before the grant is refused, and changes nothing.
    const stale = await postForm(world.server.baseUrl, "/admin/users", world.admin.cookie, {
      intent: "revoke_editor",
      userId: await idOf(writer.email),
      email: writer.email,
      version: opened,
    });
    expect(stale.status).toBe(409);
    expect(await isEditor(writer.email)).toBe(true);
    expect(await auditCount()).toBe(auditBefore);

    const revoked = await act("revoke_editor", writer.email, world.admin.cookie, "/es/admin/usuarios");
    expect(revoked.status).toBe(200);
    expect(await revoked.text()).toContain(`${writer.email} ya no es editor.`);
    expect(await isEditor(writer.email)).toBe(false);
    expect(await status("/admin/posts")).toBe(403);
    expect((await act("revoke_editor", writer.email)).status).toBe(200);
    expect(await auditRows(world.db, await idOf(writer.email))).toEqual([
      expect.objectContaining({
        action: "user.grant_editor",
        actor_email: world.admin.email,
        before: { editor: false },
        after: { editor: true },
      }),
      expect.objectContaining({
        action: "user.revoke_editor",
        actor_email: world.admin.email,
        before: { editor: true },
        after: { editor: false },
      }),
    ]);

    // An administrator may hold and give up the editor role; the administrator's stays.
    const roleRows = async () =>
      JSON.stringify(await rows(world.db, sql`select * from user_roles order by id`));
    const rolesBefore = await roleRows();
    expect((await act("grant_editor", world.admin.email)).status).toBe(200);
    expect(await isEditor(world.admin.email)).toBe(true);
    expect((await act("revoke_editor", world.admin.email)).status).toBe(200);
    expect(await isAdmin(world.admin.email)).toBe(true);
    expect(await roleRows()).toBe(rolesBefore);
  });

  it("lets only one of two administrators revoking each other at once succeed", async () => {
    const [first, second] = await Promise.all([
      act("revoke_admin", world.member.email, world.admin.cookie),
      act("revoke_admin", world.admin.email, world.member.cookie),
    ]);
    // One wins; the other is refused: by the last-administrator rule, or already by the guard
    // when the winner's revocation committed before the loser's request was read.
    expect([first.status, second.status].filter((status) => status === 200)).toHaveLength(1);
    expect([first.status, second.status].filter((status) => status === 409 || status === 403)).toHaveLength(
      1,
    );
    const admins = await rows<{ n: number }>(world.db, sql`select count(*)::int as n from user_roles`);
    expect(admins[0]!.n).toBe(1);
    // Put the original administrator back in charge for the rest of the file.
    if (!(await isAdmin(world.admin.email))) {
      await world.db.execute(
        sql`insert into user_roles (user_id, role) select id, 'admin' from users where email = ${world.admin.email}`,
      );
    }
    if (await isAdmin(world.member.email))
      expect((await act("revoke_admin", world.member.email)).status).toBe(200);
    expect(await isAdmin(world.member.email)).toBe(false);
  });

  it("lets only one of two concurrent revocations of the last two administrators commit", async () => {
    const other = await verifiedAccount(world.server.baseUrl, world.smtp, "racer");
    expect((await act("grant_admin", other.email)).status).toBe(200);
    const [adminId, otherId] = [await idOf(world.admin.email), await idOf(other.email)];
    const [adminVersion, otherVersion] = [await versionOf(world.admin.email), await versionOf(other.email)];
    const outcomes = await Promise.all([
      applyUserAction(
        world.db,
        { id: adminId, email: world.admin.email },
        otherId,
        "revoke_admin",
        otherVersion,
      ),
      applyUserAction(world.db, { id: otherId, email: other.email }, adminId, "revoke_admin", adminVersion),
    ]);
    expect([...outcomes].sort()).toEqual(["done", "last-admin"]);
    const admins = await rows<{ n: number }>(world.db, sql`select count(*)::int as n from user_roles`);
    expect(admins[0]!.n).toBe(1);
    if (!(await isAdmin(world.admin.email))) {
      await world.db.execute(sql`insert into user_roles (user_id, role) values (${adminId}, 'admin')`);
      await world.db.execute(sql`delete from user_roles where user_id = ${otherId}`);
    }
  });

  it("refuses to disable the last active administrator", async () => {
    const other = await verifiedAccount(world.server.baseUrl, world.smtp, "second-admin");
    expect((await act("grant_admin", other.email)).status).toBe(200);
    const otherCookie = await signedInCookie(world.server.baseUrl, other.email, other.password);
    // The other administrator disables the first; then nobody may disable or revoke the other.
    expect((await act("disable", world.admin.email, otherCookie)).status).toBe(200);
    await world.db.execute(sql`update users set disabled_at = null where email = ${world.admin.email}`);
    world.admin.cookie = await signedInCookie(
      world.server.baseUrl,
      world.admin.email,
      "clarifier-sludge-42-weir",
    );
    await world.db.execute(sql`update users set disabled_at = now() where email = ${world.admin.email}`);
    const refused = await act("revoke_admin", other.email, otherCookie);
    expect(refused.status).toBe(409);
    await world.db.execute(sql`update users set disabled_at = null where email = ${world.admin.email}`);
    world.admin.cookie = await signedInCookie(
      world.server.baseUrl,
      world.admin.email,
      "clarifier-sludge-42-weir",
    );
  });

  it("disables an account: its sessions end at once and it cannot sign in, in either language", async () => {
    const account = await verifiedAccount(world.server.baseUrl, world.smtp, "to-disable");
    const cookie = await signedInCookie(world.server.baseUrl, account.email, account.password);
    const secondCookie = await signedInCookie(world.server.baseUrl, account.email, account.password);
    expect((await getPage(world.server.baseUrl, "/admin/dashboard", cookie)).status).toBe(200);

    const id = await idOf(account.email);
    const sessionsBefore = (
      await rows<{ n: number }>(world.db, sql`select count(*)::int as n from sessions where user_id = ${id}`)
    )[0]!.n;
    expect(sessionsBefore).toBeGreaterThanOrEqual(2);
    const response = await act("disable", account.email);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`${account.email} is disabled and signed out everywhere.`);
    const left = await rows<{ n: number }>(
      world.db,
      sql`select count(*)::int as n from sessions where user_id = ${id}`,
    );
    expect(left[0]!.n).toBe(0);
    for (const session of [cookie, secondCookie]) {
      const page = await getPage(world.server.baseUrl, "/admin/dashboard", session);
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe("/auth");
    }

    const api = await signIn(world.server.baseUrl, account.email, account.password);
    expect(api.status).toBe(403);
    expect(((await api.json()) as { code: string }).code).toBe("ACCOUNT_DISABLED");
    const signInForm = (path: string) =>
      postForm(world.server.baseUrl, path, undefined, {
        intent: "sign-in",
        email: account.email,
        password: account.password,
      });
    expect(await (await signInForm("/auth")).text()).toContain("This account is disabled.");
    expect(await (await signInForm("/es/acceso")).text()).toContain("Esta cuenta está desactivada.");
    const stillNone = await rows<{ n: number }>(
      world.db,
      sql`select count(*)::int as n from sessions where user_id = ${id}`,
    );
    expect(stillNone[0]!.n).toBe(0);

    const enabled = await act("enable", account.email);
    expect(await enabled.text()).toContain(`${account.email} can sign in again.`);
    expect((await signIn(world.server.baseUrl, account.email, account.password)).status).toBe(200);
    expect((await auditRows(world.db, id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ["user.disable", { disabled: false }, { disabled: true, sessionsEnded: sessionsBefore }],
      ["user.enable", { disabled: true }, { disabled: false }],
    ]);
  });

  it("refuses every change to anonymous visitors and accounts without the role", async () => {
    const before = await auditCount();
    const roles = JSON.stringify(await rows(world.db, sql`select * from user_roles order by id`));
    for (const intent of [
      "grant_admin",
      "revoke_admin",
      "grant_editor",
      "revoke_editor",
      "disable",
      "enable",
    ]) {
      const anonymous = await act(intent, world.member.email, "");
      expect(anonymous.status, intent).toBe(302);
      const member = await act(intent, world.member.email, world.member.cookie);
      expect(member.status, intent).toBe(403);
    }
    expect(await isAdmin(world.member.email)).toBe(false);
    expect(JSON.stringify(await rows(world.db, sql`select * from user_roles order by id`))).toBe(roles);
    const disabled = await rows<{ n: number }>(
      world.db,
      sql`select count(*)::int as n from users where disabled_at is not null`,
    );
    expect(disabled[0]!.n).toBe(0);
    expect(await auditCount()).toBe(before);
  });

  it("refuses a change asked from a list opened before another administrator's change, showing the account as it is now", async () => {
    const account = await verifiedAccount(world.server.baseUrl, world.smtp, "contested");
    const secondSession = await signedInCookie(world.server.baseUrl, world.admin.email, STRONG_PASSWORD);
    const userId = await idOf(account.email);
    // Both lists show the account at the same version; the first grants it the role.
    const opened = String(await versionOf(account.email));
    const fields = (intent: string) => ({ intent, userId, email: account.email, version: opened });
    const first = await postForm(
      world.server.baseUrl,
      "/admin/users",
      world.admin.cookie,
      fields("grant_admin"),
    );
    expect(first.status).toBe(200);
    const auditBefore = await auditCount();

    // The second, from the list as it was, disables it: refused, and the answer shows it now.
    const second = await postForm(world.server.baseUrl, "/admin/users", secondSession, fields("disable"));
    expect(second.status).toBe(409);
    const body = await second.text();
    expect(body).toContain("This record changed since you opened it");
    const row = new RegExp(`<tr[^>]*data-user="${account.email}"[\\s\\S]*?</tr>`).exec(body)?.[0] ?? "";
    expect(row).toContain("Administrator");
    expect(row).toContain("Active");
    expect(row).toContain(`name="version" value="${await versionOf(account.email)}"`);
    const [state] = await rows<{ disabled_at: Date | null }>(
      world.db,
      sql`select disabled_at from users where id = ${userId}`,
    );
    expect(state?.disabled_at).toBeNull();
    expect(await isAdmin(account.email)).toBe(true);

    // Granting again, or revoking, from the old list: refused the same way, in Spanish too.
    const revoke = await postForm(
      world.server.baseUrl,
      "/es/admin/usuarios",
      secondSession,
      fields("revoke_admin"),
    );
    expect(revoke.status).toBe(409);
    expect(await revoke.text()).toContain("Este registro cambió desde que lo abriste");
    expect(await isAdmin(account.email)).toBe(true);
    expect(await auditCount()).toBe(auditBefore);

    // From the list as it is now, the change goes through.
    expect((await act("revoke_admin", account.email, secondSession)).status).toBe(200);
    expect(await isAdmin(account.email)).toBe(false);
  });

  it("answers nonsense with a message and a missing account with 404", async () => {
    const bad = await postForm(world.server.baseUrl, "/admin/users", world.admin.cookie, {
      intent: "promote",
      userId: "x",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The request was not understood.");
    const missing = await postForm(world.server.baseUrl, "/es/admin/usuarios", world.admin.cookie, {
      intent: "grant_admin",
      userId: "no-such-user",
    });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Ese registro ya no existe.");
  });
});
