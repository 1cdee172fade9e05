// The contact submissions tool, over HTTP as a browser without JavaScript uses it: the
// list and its filters, one message, every action with its audit row, the CSV export, and
// the refusals for anonymous visitors and accounts without the role.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
let ids: Record<"quote" | "failed" | "spam" | "handled", string>;

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
    handled: await seedMessage(db, { firstName: "Hugo", lastName: "Handled", minutesAgo: 4 }),
  };
  await db.execute(sql`update contact_messages set handled_at = now() where id = ${ids.handled}`);
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
/** An action from the message's page as it is now: the form carries the current version. */
const act = async (
  id: string,
  fields: Record<string, string>,
  as: "admin" | "member" | "anonymous" = "admin",
) =>
  postForm(world.server.baseUrl, `/admin/messages/${id}`, as === "anonymous" ? undefined : world[as].cookie, {
    version: await versionOf(id),
    ...fields,
  });
const statusOf = async (id: string) =>
  (
    await rows<{ status: string }>(
      world.db,
      sql`select case when m.is_spam then 'spam' when m.handled_at is not null then 'handled'
        when o.status = 'failed' then 'delivery_failed' else 'new' end as status
        from contact_messages m left join mail_outbox o on o.contact_message_id = m.id where m.id = ${id}`,
    )
  )[0]?.status;

describe(`contact submissions (${engine})`, () => {
  it("lists the messages newest first, with their status, in both languages", async () => {
    const { status, body } = await html("/admin/messages");
    expect(status).toBe(200);
    const order = ["Quentin Quote", "Fiona Failed", "Sam Spammer", "Hugo Handled"].map((name) =>
      body.indexOf(name),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(body).toContain("Delivery failed");
    const es = await html("/es/admin/mensajes");
    expect(es.body).toContain("Envío fallido");
    expect(es.body).toContain("Atendido");
  });

  it("filters by status and searches name, company and e-mail", async () => {
    const failed = await html("/admin/messages?status=delivery_failed");
    expect(failed.body).toContain("Fiona Failed");
    expect(failed.body).not.toContain("Quentin Quote");
    const spam = await html("/admin/messages?status=spam");
    expect(spam.body).toContain("Sam Spammer");
    expect(spam.body).not.toContain("Hugo Handled");
    for (const q of ["norte", "QUENTIN", "aguas.example"]) {
      const found = await html(`/admin/messages?q=${encodeURIComponent(q)}`);
      expect(found.body, q).toContain("Quentin Quote");
      expect(found.body, q).not.toContain("Fiona Failed");
    }
    // LIKE's wildcards are matched as themselves.
    expect((await html("/admin/messages?q=%25")).body).toContain("No messages match");
  });

  it("pages the list", async () => {
    for (let i = 0; i < 26; i++)
      await seedMessage(world.db, {
        firstName: `Bulk${i}`,
        lastName: "Sender",
        company: "Paging Co",
        minutesAgo: 100 + i,
      });
    const first = await html("/admin/messages?q=paging");
    expect(first.body).toContain("1–25 of 26");
    expect(first.body).toContain("Bulk0 Sender");
    expect(first.body).not.toContain("Bulk25 Sender");
    const second = await html("/admin/messages?q=paging&page=2");
    expect(second.body).toContain("Bulk25 Sender");
    expect(second.body).toContain("26–26 of 26");
  });

  it("shows one message with every field, its product, consent and delivery error", async () => {
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
    ])
      expect(quote.body, text).toContain(text);
    const failed = await html(`/es/admin/mensajes/${ids.failed}`);
    expect(failed.body).toContain("550: mailbox unavailable");
    expect(failed.body).toContain("Reintentar el envío");
    expect((await html("/admin/messages/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await html("/admin/messages/not-an-id")).status).toBe(404);
  });

  it("marks handled and new again, each recorded with before and after", async () => {
    const handled = await act(ids.quote, { intent: "mark_handled" });
    expect(handled.status).toBe(200);
    expect(await handled.text()).toContain("The message is marked handled.");
    expect(await statusOf(ids.quote)).toBe("handled");
    // Again: nothing changes, nothing is recorded.
    expect(await (await act(ids.quote, { intent: "mark_handled" })).text()).toContain("already so");
    expect(await (await act(ids.quote, { intent: "mark_new" })).text()).toContain("marked new");
    expect(await statusOf(ids.quote)).toBe("new");
    const audit = await auditRows(world.db, ids.quote);
    expect(audit.map((row) => [row.action, row.before, row.after, row.actor_email])).toEqual([
      ["message.mark_handled", { status: "new" }, { status: "handled" }, world.admin.email],
      ["message.mark_new", { status: "handled" }, { status: "new" }, world.admin.email],
    ]);
  });

  it("keeps an internal note, refuses one too long in the page's language, and records only its length", async () => {
    const saved = await act(ids.handled, { intent: "note", note: "Called back; sending a datasheet." });
    expect(await saved.text()).toContain("The note is saved.");
    const [row] = await rows<{ internal_note: string }>(
      world.db,
      sql`select internal_note from contact_messages where id = ${ids.handled}`,
    );
    expect(row?.internal_note).toBe("Called back; sending a datasheet.");
    const tooLong = await postForm(
      world.server.baseUrl,
      `/es/admin/mensajes/${ids.handled}`,
      world.admin.cookie,
      {
        intent: "note",
        note: "x".repeat(4001),
        version: await versionOf(ids.handled),
      },
    );
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("La nota puede tener como máximo 4000 caracteres.");
    const audit = (await auditRows(world.db, ids.handled)).filter((entry) => entry.action === "message.note");
    expect(audit).toEqual([
      expect.objectContaining({ before: { noteLength: 0 }, after: { noteLength: 33 } }),
    ]);
    expect(JSON.stringify(audit)).not.toContain("datasheet");
  });

  it("refuses a note or a status change made from a page opened before another administrator's save, keeping both", async () => {
    const id = await seedMessage(world.db, { firstName: "Carla", lastName: "Contested", minutesAgo: 5 });
    const secondSession = await signedInCookie(world.server.baseUrl, world.admin.email, STRONG_PASSWORD);
    // Both administrators open the message at the same version; the first saves a note.
    const opened = await versionOf(id);
    const first = await postForm(world.server.baseUrl, `/admin/messages/${id}`, world.admin.cookie, {
      intent: "note",
      note: "First: called back, sent the drum screen datasheet.",
      version: opened,
    });
    expect(first.status).toBe(200);
    const auditBefore = (await auditRows(world.db, id)).length;

    // The second, from the page as it was, saves another note: refused, the first note
    // intact, and the answer shows both (theirs in the field, the saved one beside it).
    const note = await postForm(world.server.baseUrl, `/admin/messages/${id}`, secondSession, {
      intent: "note",
      note: "Second: waiting for the plant's flow figures.",
      version: opened,
    });
    expect(note.status).toBe(409);
    const noteBody = await note.text();
    expect(noteBody).toContain("This record changed since you opened it");
    expect(noteBody).toContain("Second: waiting for the plant&#x27;s flow figures.");
    expect(noteBody).toContain("First: called back, sent the drum screen datasheet.");
    expect(noteBody).toContain(`name="version" value="${await versionOf(id)}"`);
    const [row] = await rows<{ internal_note: string; handled_at: Date | null }>(
      world.db,
      sql`select internal_note, handled_at from contact_messages where id = ${id}`,
    );
    expect(row?.internal_note).toBe("First: called back, sent the drum screen datasheet.");

    // A status change from the old page is refused too, in the page's language.
    const status = await postForm(world.server.baseUrl, `/es/admin/mensajes/${id}`, secondSession, {
      intent: "mark_handled",
      version: opened,
    });
    expect(status.status).toBe(409);
    expect(await status.text()).toContain("Este registro cambió desde que lo abriste");
    const spam = await postForm(world.server.baseUrl, `/admin/messages/${id}`, secondSession, {
      intent: "spam",
      version: opened,
    });
    expect(spam.status).toBe(409);
    const deleted = await postForm(world.server.baseUrl, `/admin/messages/${id}`, secondSession, {
      intent: "delete",
      version: opened,
    });
    expect(deleted.status).toBe(409);
    expect(await statusOf(id)).toBe("new");
    expect((await auditRows(world.db, id)).length).toBe(auditBefore);

    // From the page as it is now, the change goes through.
    expect((await act(id, { intent: "mark_handled" })).status).toBe(200);
    expect(await statusOf(id)).toBe("handled");
  });

  it("moves a message to spam and out again", async () => {
    expect(await (await act(ids.handled, { intent: "spam" })).text()).toContain("The message is in spam.");
    expect(await statusOf(ids.handled)).toBe("spam");
    expect(await (await act(ids.handled, { intent: "unspam" })).text()).toContain("out of spam");
    expect(await statusOf(ids.handled)).toBe("handled");
    const actions = (await auditRows(world.db, ids.handled)).map((row) => [row.action, row.after]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ["message.spam", { status: "spam" }],
        ["message.unspam", { status: "handled" }],
      ]),
    );
  });

  it("retries a failed delivery, and the worker e-mails it", async () => {
    // A failed delivery shows the server's last answer.
    expect((await html(`/admin/messages/${ids.failed}`)).body).toContain("550: mailbox unavailable");
    const before = world.smtp.messages.length;
    const response = await act(ids.failed, { intent: "retry" });
    expect(await response.text()).toContain("queued again");
    await world.smtp.waitForMessages(before + 1, 15_000);
    expect(world.smtp.messages.at(-1)?.text).toContain("Fiona");
    // The worker records "sent" just after the SMTP server's answer.
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
    expect(await statusOf(ids.failed)).toBe("new");
    // The page lists the attempt with its outcome, in the page's language.
    for (const [path, heading, sent] of [
      [`/admin/messages/${ids.failed}`, "Delivery history", "Sent"],
      [`/es/admin/mensajes/${ids.failed}`, "Historial de envío", "Enviado"],
    ] as const) {
      const page = await html(path);
      const history = new RegExp(`<h3[^>]*>${heading}</h3><ol[^>]*>([\\s\\S]*?)</ol>`).exec(page.body)?.[1];
      expect(history, path).toContain(sent);
      expect(history?.match(/<li/g), path).toHaveLength(1);
      // Once sent, an earlier error is no longer the delivery's state: it is not shown as such.
      expect(page.body, path).not.toContain("550: mailbox unavailable");
    }
    const [audit] = await auditRows(world.db, ids.failed);
    expect(audit).toMatchObject({
      action: "message.retry",
      before: { delivery: "failed", attempts: 8 },
      after: { delivery: "pending", attempts: 0 },
    });
    // A message whose e-mail went out has nothing to retry.
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
    expect(lines[0]).toMatch(/^received,status,first_name,last_name,email,/);
    expect(lines).toHaveLength(3); // the header, one row, and the end
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",'@SUM(A1)`);
    expect(text).toContain('"Tricky, ""Quoted"" Co"');
    expect(text).toContain('"\'+1 line one\nline two"');
    const [audit] = await rows<{ after: unknown }>(
      world.db,
      sql`select after from admin_audit_log where action = 'message.export' order by created_at desc limit 1`,
    );
    expect(audit?.after).toEqual({ status: "new", searched: true, rows: 1 });
    // Every message, with no filter.
    const all = await postForm(world.server.baseUrl, "/admin/messages/export", world.admin.cookie, {});
    expect((await all.text()).split("\r\n").length).toBeGreaterThan(30);
  });

  it("deletes a message with its e-mail record, and the audit keeps no personal data", async () => {
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
        + (select count(*) from mail_outbox where contact_message_id = ${id}) as n`,
    );
    expect(Number(left[0]?.n)).toBe(0);
    const audit = await auditRows(world.db, id);
    expect(audit.map((row) => row.action)).toEqual(["message.note", "message.delete"]);
    expect(audit[1]).toMatchObject({
      before: { status: "delivery_failed", quoteRequest: false },
      after: null,
    });
    const trail = JSON.stringify(await rows(world.db, sql`select * from admin_audit_log`));
    for (const personal of ["Erika", "Erasure", "erika@erase.example", "forget me", "asked by phone"])
      expect(trail).not.toContain(personal);
    expect((await html(`/admin/messages/${id}`)).status).toBe(404);
    expect((await html("/admin/messages?deleted=1")).body).toContain("The message is deleted.");
  });

  it("refuses every action and the export to anonymous visitors and to accounts without the role", async () => {
    const actions = ["mark_handled", "mark_new", "note", "spam", "unspam", "retry", "delete"];
    const snapshot = () =>
      rows(
        world.db,
        sql`select m.*, o.status as delivery from contact_messages m left join mail_outbox o on o.contact_message_id = m.id where m.id = ${ids.quote}`,
      );
    const auditCount = async () =>
      Number((await rows<{ n: number }>(world.db, sql`select count(*) as n from admin_audit_log`))[0]?.n);
    const before = JSON.stringify(await snapshot());
    const auditBefore = await auditCount();
    for (const intent of actions) {
      const anonymous = await act(ids.quote, { intent, note: "x" }, "anonymous");
      expect(anonymous.status, intent).toBe(302);
      expect(anonymous.headers.get("location")).toBe("/auth");
      const member = await act(ids.quote, { intent, note: "x" }, "member");
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

  it("shows the number of new messages on the dashboard's card, which leads to the list", async () => {
    const [row] = await rows<{ n: number }>(
      world.db,
      sql`select count(*)::int as n from contact_messages m left join mail_outbox o on o.contact_message_id = m.id
        where not m.is_spam and m.handled_at is null and coalesce(o.status, '') <> 'failed'`,
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
