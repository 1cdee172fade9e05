// A request's page in the back office, over HTTP as a browser without JavaScript uses it: its
// fields, its pipeline (status with the reason a lost one was lost, owner, next action, notes)
// each with its timeline and audit rows, a stale page's change refused with what was typed
// kept, spam, the team's e-mail sent again, erasure, the CSV export, and the refusals for
// anonymous visitors and accounts without the role. The list and the board: sales-pipeline-list.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "~/.server/auth/roles";
import {
  auditRows,
  getPage,
  postForm,
  rows,
  seedMessage,
  startAdminWorld,
  type AdminWorld,
} from "../support/admin";
import { signedInCookie, STRONG_PASSWORD } from "../support/auth";
import { engine } from "../support/test-server";

let world: AdminWorld;
let ids: Record<"quote" | "failed" | "spam", string>;

beforeAll(async () => {
  world = await startAdminWorld();
  const { db } = world;
  ids = {
    quote: await seedMessage(db, {
      firstName: "Quentin",
      lastName: "Quote",
      email: "quentin@aguas.example",
      company: "Depuradora Norte",
      productId: "drum-screen",
      productName: "Drum Screen",
      minutesAgo: 1,
    }),
    failed: await seedMessage(db, {
      firstName: "Fiona",
      lastName: "Failed",
      company: "Bounce Ltd",
      delivery: "failed",
      lastError: "550: mailbox unavailable",
      minutesAgo: 2,
    }),
    spam: await seedMessage(db, {
      firstName: "Sam",
      lastName: "Spammer",
      isSpam: true,
      delivery: null,
      minutesAgo: 3,
    }),
  };
});
afterAll(async () => {
  await world?.stop();
});

const html = async (path: string, cookie = world.admin.cookie) => {
  const response = await getPage(world.server.baseUrl, path, cookie);
  return { status: response.status, body: await response.text() };
};
const versionOf = async (id: string) =>
  String(
    (await rows<{ version: number }>(world.db, sql`select version from contact_messages where id = ${id}`))[0]
      ?.version ?? 1,
  );
/** An action from the request's page as it is now: the form carries the current version. */
const act = async (
  id: string,
  fields: Record<string, string>,
  as: "admin" | "member" | "anonymous" = "admin",
  path = `/admin/messages/${id}`,
) =>
  postForm(world.server.baseUrl, path, as === "anonymous" ? undefined : world[as].cookie, {
    version: await versionOf(id),
    ...fields,
  });
const stateOf = async (id: string) =>
  (
    await rows<{
      status: string;
      lost_reason: string | null;
      owner_id: string | null;
      next_action_on: string | null;
      is_spam: boolean;
    }>(
      world.db,
      sql`select status, lost_reason, owner_id, next_action_on::text as next_action_on, is_spam
        from contact_messages where id = ${id}`,
    )
  )[0];
const timelineOf = async (id: string) =>
  rows<{ kind: string; actor_email: string | null; data: Record<string, unknown> }>(
    world.db,
    sql`select kind, actor_email, data from request_events where message_id = ${id} order by created_at, id`,
  );
const userId = async (email: string) =>
  (await rows<{ id: string }>(world.db, sql`select id from users where email = ${email}`))[0]!.id;

describe(`a request's page (${engine})`, () => {
  it("shows the request with every field, its product, consent, status and delivery error", async () => {
    const quote = await html(`/admin/messages/${ids.quote}`);
    expect(quote.status).toBe(200);
    for (const text of [
      "Quentin Quote",
      "quentin@aguas.example",
      "+34 600 123 456",
      "Depuradora Norte",
      "Drum Screen (drum-screen)",
      "Please quote two units.",
      "Consent given",
      "Quote request",
      "Pipeline",
      "Timeline",
      "Request received from Quentin Quote",
    ])
      expect(quote.body, text).toContain(text);
    // The form stores the number with its country code: shown once.
    await world.db.execute(
      sql`update contact_messages set country_code = '+52', phone = '+52 81 5555 0000' where id = ${ids.failed}`,
    );
    const failed = await html(`/es/admin/mensajes/${ids.failed}`);
    expect(failed.body).toContain("+52 81 5555 0000");
    expect(failed.body).not.toContain("+52 +52");
    expect(failed.body).toContain("550: mailbox unavailable");
    expect(failed.body).toContain("Reintentar el envío");
    expect(failed.body).toContain("Embudo de ventas");
    expect((await html("/admin/messages/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await html("/admin/messages/not-an-id")).status).toBe(404);
  });

  it("moves a request through its statuses, asking why a lost one was lost, each on the timeline and in the audit log", async () => {
    const quoted = await act(ids.quote, { intent: "status", status: "quoted" });
    expect(quoted.status).toBe(200);
    expect(await quoted.text()).toContain("Status saved.");
    expect((await stateOf(ids.quote))?.status).toBe("quoted");
    // Lost without a reason: refused in the page's language, nothing changed.
    const noReason = await act(
      ids.quote,
      { intent: "status", status: "lost", lostReason: "  " },
      "admin",
      `/es/admin/mensajes/${ids.quote}`,
    );
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Indique por qué se perdió la solicitud");
    expect((await stateOf(ids.quote))?.status).toBe("quoted");
    const lost = await act(ids.quote, { intent: "status", status: "lost", lostReason: "Chose a competitor" });
    expect(lost.status).toBe(200);
    expect(await stateOf(ids.quote)).toMatchObject({ status: "lost", lost_reason: "Chose a competitor" });
    // The same again changes nothing.
    expect(
      await (
        await act(ids.quote, { intent: "status", status: "lost", lostReason: "Chose a competitor" })
      ).text(),
    ).toContain("already so");
    // Won again: the reason goes with "lost".
    await act(ids.quote, { intent: "status", status: "won" });
    expect(await stateOf(ids.quote)).toMatchObject({ status: "won", lost_reason: null });
    const timeline = (await timelineOf(ids.quote)).filter((event) => event.kind === "status");
    expect(timeline.map((event) => event.data)).toEqual([
      { from: { status: "new" }, to: { status: "quoted" } },
      { from: { status: "quoted" }, to: { status: "lost", lostReason: "Chose a competitor" } },
      { from: { status: "lost", lostReason: "Chose a competitor" }, to: { status: "won" } },
    ]);
    expect(timeline.every((event) => event.actor_email === world.admin.email)).toBe(true);
    const audit = (await auditRows(world.db, ids.quote)).filter((row) => row.action === "message.status");
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [{ status: "new" }, { status: "quoted" }],
      [{ status: "quoted" }, { status: "lost" }],
      [{ status: "lost" }, { status: "won" }],
    ]);
    const page = await html(`/admin/messages/${ids.quote}`);
    expect(page.body).toContain("Status changed from Quoted to Lost");
    expect(page.body).toContain("Chose a competitor");
  });

  it("gives a request an owner who may own requests, and a next action day, refusing others", async () => {
    const id = await seedMessage(world.db, { firstName: "Olga", lastName: "Owned", minutesAgo: 6 });
    // An account without the sales or administrator role may not own requests.
    const member = await userId(world.member.email);
    const refused = await act(id, { intent: "owner", ownerId: member });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("needs the sales or administrator role");
    expect((await stateOf(id))?.owner_id).toBeNull();
    await grantRole(world.db, world.member.email, "sales");
    expect((await act(id, { intent: "owner", ownerId: member })).status).toBe(200);
    expect((await stateOf(id))?.owner_id).toBe(member);
    // The owner can be taken away again.
    expect((await act(id, { intent: "owner", ownerId: "" })).status).toBe(200);
    expect((await stateOf(id))?.owner_id).toBeNull();

    const badDay = await act(id, { intent: "next_action", nextActionOn: "2027-02-30" });
    expect(badDay.status).toBe(400);
    expect(await badDay.text()).toContain("Enter the day as a date");
    expect((await act(id, { intent: "next_action", nextActionOn: "2027-01-15" })).status).toBe(200);
    expect((await stateOf(id))?.next_action_on).toBe("2027-01-15");
    expect((await act(id, { intent: "next_action", nextActionOn: "2027-01-15", clear: "1" })).status).toBe(
      200,
    );
    expect((await stateOf(id))?.next_action_on).toBeNull();
    const timeline = await timelineOf(id);
    expect(timeline.map((event) => [event.kind, event.data])).toEqual([
      ["owner", { from: null, to: member }],
      ["owner", { from: member, to: null }],
      ["next_action", { from: null, to: "2027-01-15" }],
      ["next_action", { from: "2027-01-15", to: null }],
    ]);
    const page = await html(`/admin/messages/${id}`);
    expect(page.body).toContain("Owner changed from none to");
    await world.db.execute(sql`delete from user_roles where role = 'sales' and user_id = ${member}`);
  });

  it("adds notes to the timeline, refuses one too long in the page's language, and audits only its length", async () => {
    const id = await seedMessage(world.db, { firstName: "Nora", lastName: "Noted", minutesAgo: 7 });
    const saved = await act(id, { intent: "note", note: "Called back; sending a datasheet." });
    expect(await saved.text()).toContain("Note added.");
    await act(id, { intent: "note", note: "Second call: flow figures due Friday." });
    const notes = (await timelineOf(id)).filter((event) => event.kind === "note");
    expect(notes.map((event) => event.data.text)).toEqual([
      "Called back; sending a datasheet.",
      "Second call: flow figures due Friday.",
    ]);
    const tooLong = await act(
      id,
      { intent: "note", note: "x".repeat(4001) },
      "admin",
      `/es/admin/mensajes/${id}`,
    );
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Escriba una nota de como máximo 4000 caracteres.");
    const audit = (await auditRows(world.db, id)).filter((entry) => entry.action === "message.note");
    expect(audit.map((entry) => entry.after)).toEqual([{ noteLength: 33 }, { noteLength: 37 }]);
    expect(JSON.stringify(audit)).not.toContain("datasheet");
    const page = await html(`/admin/messages/${id}`);
    expect(page.body).toContain("Called back; sending a datasheet.");
    expect(page.body).toContain("Second call: flow figures due Friday.");
  });

  it("refuses a change made from a page opened before another person's save, keeping what was typed", async () => {
    const id = await seedMessage(world.db, { firstName: "Carla", lastName: "Contested", minutesAgo: 5 });
    const secondSession = await signedInCookie(world.server.baseUrl, world.admin.email, STRONG_PASSWORD);
    const opened = await versionOf(id);
    const first = await postForm(world.server.baseUrl, `/admin/messages/${id}`, world.admin.cookie, {
      intent: "note",
      note: "First: called back, sent the drum screen datasheet.",
      version: opened,
    });
    expect(first.status).toBe(200);
    const auditBefore = (await auditRows(world.db, id)).length;

    const note = await postForm(world.server.baseUrl, `/admin/messages/${id}`, secondSession, {
      intent: "note",
      note: "Second: waiting for the plant's flow figures.",
      version: opened,
    });
    expect(note.status).toBe(409);
    const noteBody = await note.text();
    expect(noteBody).toContain("This record changed since you opened it");
    // What they typed stays in the field; the first note is on the timeline.
    expect(noteBody).toContain("Second: waiting for the plant&#x27;s flow figures.");
    expect(noteBody).toContain("First: called back, sent the drum screen datasheet.");
    expect(noteBody).toContain(`name="version" value="${await versionOf(id)}"`);

    for (const fields of [
      { intent: "status", status: "quoted" },
      { intent: "owner", ownerId: "" },
      { intent: "next_action", nextActionOn: "2027-03-01" },
      { intent: "spam" },
      { intent: "delete" },
    ] as Array<Record<string, string>>) {
      const stale = await postForm(world.server.baseUrl, `/es/admin/mensajes/${id}`, secondSession, {
        ...fields,
        version: opened,
      });
      expect(stale.status, fields.intent).toBe(409);
      expect(await stale.text()).toContain("Este registro cambió desde que lo abriste");
    }
    expect(await stateOf(id)).toMatchObject({ status: "new", next_action_on: null, is_spam: false });
    expect((await auditRows(world.db, id)).length).toBe(auditBefore);
    expect((await act(id, { intent: "status", status: "quoted" })).status).toBe(200);
    expect((await stateOf(id))?.status).toBe("quoted");
  });

  it("moves a request to spam and out again; a spam request's pipeline does not change", async () => {
    const id = await seedMessage(world.db, { firstName: "Hugo", lastName: "Hidden", minutesAgo: 4 });
    expect(await (await act(id, { intent: "spam" })).text()).toContain("The message is in spam.");
    expect((await stateOf(id))?.is_spam).toBe(true);
    const refused = await act(id, { intent: "status", status: "won" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("move it out of spam first");
    expect(await (await act(id, { intent: "unspam" })).text()).toContain("out of spam");
    expect(await stateOf(id)).toMatchObject({ is_spam: false, status: "new" });
    const actions = (await auditRows(world.db, id)).map((row) => [row.action, row.after]);
    expect(actions).toEqual([
      ["message.spam", { spam: true }],
      ["message.unspam", { spam: false }],
    ]);
    expect((await html(`/admin/messages/${ids.spam}`)).body).toContain("Spam: not in the pipeline");
  });

  it("retries a failed delivery, and the worker e-mails it", async () => {
    expect((await html(`/admin/messages/${ids.failed}`)).body).toContain("550: mailbox unavailable");
    const before = world.smtp.messages.length;
    const response = await act(ids.failed, { intent: "retry" });
    expect(await response.text()).toContain("queued again");
    await world.smtp.waitForMessages(before + 1, 15_000);
    expect(world.smtp.messages.some((mail) => mail.text?.includes("Fiona"))).toBe(true);
    const deadline = Date.now() + 10_000;
    let delivery: string | undefined;
    while (Date.now() < deadline) {
      delivery = (
        await rows<{ status: string }>(
          world.db,
          sql`select status from mail_outbox where contact_message_id = ${ids.failed}`,
        )
      )[0]?.status;
      if (delivery === "sent") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(delivery).toBe("sent");
    for (const [path, heading, sent] of [
      [`/admin/messages/${ids.failed}`, "Delivery history", "Sent"],
      [`/es/admin/mensajes/${ids.failed}`, "Historial de envío", "Enviado"],
    ] as const) {
      const page = await html(path);
      const history = new RegExp(`<h3[^>]*>${heading}</h3><ol[^>]*>([\\s\\S]*?)</ol>`).exec(page.body)?.[1];
      expect(history, path).toContain(sent);
      expect(history?.match(/<li/g), path).toHaveLength(1);
      expect(page.body, path).not.toContain("550: mailbox unavailable");
    }
    const [audit] = await auditRows(world.db, ids.failed);
    expect(audit).toMatchObject({
      action: "message.retry",
      before: { delivery: "failed", attempts: 8 },
      after: { delivery: "pending", attempts: 0 },
    });
    expect(await (await act(ids.failed, { intent: "retry" })).text()).toContain("already so");
  });

  it("exports the filtered list as CSV that a spreadsheet cannot run", async () => {
    await seedMessage(world.db, {
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: "@SUM(A1)",
      company: 'Tricky, "Quoted" Co',
      message: "+1 line one\nline two",
      minutesAgo: 5,
    });
    const response = await postForm(world.server.baseUrl, "/admin/messages/export", world.admin.cookie, {
      status: "new",
      q: "tricky",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="contact-submissions-${day}.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split("\r\n");
    expect(lines[0]).toMatch(
      /^received,status,lost_reason,spam,owner,next_action,first_reply,first_name,last_name,email,/,
    );
    expect(lines).toHaveLength(3); // the header, one row, and the end
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",'@SUM(A1)`);
    expect(text).toContain('"Tricky, ""Quoted"" Co"');
    expect(text).toContain('"\'+1 line one\nline two"');
    const [audit] = await rows<{ after: Record<string, unknown> }>(
      world.db,
      sql`select after from admin_audit_log where action = 'message.export' order by created_at desc limit 1`,
    );
    expect(audit?.after).toMatchObject({ status: "new", searched: true, rows: 1 });
    const all = await postForm(world.server.baseUrl, "/admin/messages/export", world.admin.cookie, {
      status: "all",
    });
    expect((await all.text()).split("\r\n").length).toBeGreaterThan(6);
  });

  it("erases a request with its timeline and e-mail records, and the audit keeps no personal data", async () => {
    const id = await seedMessage(world.db, {
      firstName: "Erika",
      lastName: "Erasure",
      email: "erika@erase.example",
      message: "Please forget me afterwards.",
      delivery: "failed",
      lastError: "421: try later",
    });
    await act(id, { intent: "note", note: "Erika asked by phone" });
    const response = await act(id, { intent: "delete" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/messages?deleted=1");
    const left = await rows<{ n: number }>(
      world.db,
      sql`select (select count(*) from contact_messages where id = ${id})
        + (select count(*) from mail_outbox where contact_message_id = ${id})
        + (select count(*) from request_events where message_id = ${id}) as n`,
    );
    expect(Number(left[0]?.n)).toBe(0);
    const audit = await auditRows(world.db, id);
    expect(audit.map((row) => row.action)).toEqual(["message.note", "message.delete"]);
    expect(audit[1]).toMatchObject({
      before: { status: "new", spam: false, quoteRequest: false },
      after: null,
    });
    const trail = JSON.stringify(await rows(world.db, sql`select * from admin_audit_log`));
    for (const personal of ["Erika", "Erasure", "erika@erase.example", "forget me", "asked by phone"])
      expect(trail).not.toContain(personal);
    expect((await html(`/admin/messages/${id}`)).status).toBe(404);
    expect((await html("/admin/messages?deleted=1")).body).toContain("The message is deleted.");
  });

  it("refuses every action and the export to anonymous visitors and to accounts without the role", async () => {
    const actions = ["status", "owner", "next_action", "note", "spam", "unspam", "retry", "delete"];
    const snapshot = () =>
      rows(
        world.db,
        sql`select m.*, o.status as delivery from contact_messages m left join mail_outbox o on o.contact_message_id = m.id where m.id = ${ids.failed}`,
      );
    const auditCount = async () =>
      Number((await rows<{ n: number }>(world.db, sql`select count(*) as n from admin_audit_log`))[0]?.n);
    const before = JSON.stringify(await snapshot());
    const auditBefore = await auditCount();
    for (const intent of actions) {
      const fields = { intent, note: "x", status: "won", nextActionOn: "2027-01-01" };
      const anonymous = await act(ids.failed, fields, "anonymous");
      expect(anonymous.status, intent).toBe(302);
      expect(anonymous.headers.get("location")).toBe("/auth");
      const member = await act(ids.failed, fields, "member");
      expect(member.status, intent).toBe(403);
    }
    const exportAnonymous = await postForm(world.server.baseUrl, "/admin/messages/export", undefined, {});
    expect(exportAnonymous.status).toBe(302);
    const exportMember = await postForm(
      world.server.baseUrl,
      "/admin/messages/export",
      world.member.cookie,
      {},
    );
    expect(exportMember.status).toBe(403);
    expect(await exportMember.text()).not.toContain("Quentin");
    expect(JSON.stringify(await snapshot())).toBe(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it("shows the number of new requests on the dashboard's card, which leads to the list", async () => {
    const [row] = await rows<{ n: number }>(
      world.db,
      sql`select count(*)::int as n from contact_messages where not is_spam and status = 'new'`,
    );
    const { body } = await html("/admin/dashboard");
    expect(body).toContain(`${row!.n} new`);
    expect(body).toContain('href="/admin/messages"');
    const es = await html("/es/admin/panel");
    expect(es.body).toContain(`${row!.n} nuevos`);
    expect(es.body).toContain('href="/es/admin/mensajes"');
    const member = await html("/admin/dashboard", world.member.cookie);
    expect(member.body).not.toContain('href="/admin/messages"');
    expect(member.body).not.toMatch(/\d+ new/);
  });
});
