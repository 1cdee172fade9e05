// The audit log viewer: every action's row readable by administrators, filtered by actor,
// action, record type and id, and date, and paged.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPage, postForm, seedMessage, startAdminWorld, type AdminWorld } from "../support/admin";
import { engine } from "../support/test-server";

let world: AdminWorld;
let messageId: string;

beforeAll(async () => {
  world = await startAdminWorld();
  messageId = await seedMessage(world.db, { firstName: "Audit", lastName: "Subject" });
  await postForm(world.server.baseUrl, `/admin/messages/${messageId}`, world.admin.cookie, {
    intent: "status",
    status: "quoted",
    version: "1",
  });
  await postForm(world.server.baseUrl, `/admin/messages/${messageId}`, world.admin.cookie, {
    intent: "spam",
    version: "2",
  });
  // Another administrator's older rows, for the filters and the paging.
  await world.db
    .execute(sql`insert into admin_audit_log (actor_email, action, entity_type, entity_id, after, created_at)
    select 'old-admin@example.com', 'user.enable', 'user', 'user-' || n, '{"disabled": false}'::jsonb,
      timestamptz '2025-01-15 12:00:00+00' + make_interval(mins => n)
    from generate_series(1, 60) as n`);
});
afterAll(async () => {
  await world?.stop();
});

const page = async (query: string, path = "/admin/audit", cookie = world.admin.cookie) => {
  const response = await getPage(world.server.baseUrl, `${path}${query}`, cookie);
  return { status: response.status, body: await response.text() };
};

describe(`audit log (${engine})`, () => {
  it("shows who did what to which record, with before and after, newest first", async () => {
    const { status, body } = await page("");
    expect(status).toBe(200);
    const spam = body.indexOf('data-audit="message.spam"');
    const handled = body.indexOf('data-audit="message.status"');
    expect(spam).toBeGreaterThan(0);
    expect(handled).toBeGreaterThan(spam);
    expect(body).toContain(world.admin.email);
    expect(body).toContain(`href="/admin/messages/${messageId}"`);
    // before → after, readable
    expect(body).toMatch(/<del[^>]*>new<\/del> → <ins[^>]*>quoted<\/ins>/);
    const es = await page("", "/es/admin/auditoria");
    expect(es.body).toContain("Correo del administrador");
  });

  it("filters by actor, action, record type and id, and date", async () => {
    const byActor = await page("?actor=OLD-ADMIN");
    expect(byActor.body).toContain("old-admin@example.com");
    expect(byActor.body).not.toContain('data-audit="message.spam"');
    const byAction = await page("?action=message.spam");
    expect(byAction.body).toContain('data-audit="message.spam"');
    expect(byAction.body).not.toContain('data-audit="message.status"');
    const byRecord = await page(`?type=message&id=${messageId}`);
    expect(byRecord.body.match(/data-audit="/g)).toHaveLength(2);
    const byDate = await page("?from=2025-01-15&to=2025-01-15");
    expect(byDate.body).toContain("Page 1 of 2");
    expect(byDate.body).not.toContain('data-audit="message.spam"');
    const none = await page("?from=2024-01-01&to=2024-12-31");
    expect(none.body).toContain("No actions match these filters.");
    // Malformed filters are ignored, never an error.
    expect((await page("?from=yesterday&type=planet&action=DROP%20TABLE")).status).toBe(200);
  });

  it("pages the log", async () => {
    const first = await page("?actor=old-admin");
    expect(first.body.match(/data-audit="/g)).toHaveLength(50);
    const second = await page("?actor=old-admin&page=2");
    expect(second.body.match(/data-audit="/g)).toHaveLength(10);
    expect(second.body).toContain("user-1<");
  });

  it("is for administrators only", async () => {
    expect((await page("", "/admin/audit", world.member.cookie)).status).toBe(403);
    const anonymous = await getPage(world.server.baseUrl, "/es/admin/auditoria");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/es/acceso");
  });
});
