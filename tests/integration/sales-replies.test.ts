// The sales team's e-mails (ADR 032) through a real SMTP server: a reply from the back office
// to a quote request's buyer (threaded on what the buyer has, with its files, on the request's
// timeline, moving a new request on), its refusals (a stale page, a file that is no document,
// spam, a body over its limit, an account without the role), and the reminders to a request's
// owner at times a test chooses: a request still new after the working hours of the settings
// (and not after a weekend), a next action day passed, each once.
import http from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  overdueSql,
  readReminderSettings,
  sendDueReminders,
} from "~/features/contact/sales-reminders.server";
import { auditRows, rows, seedMessage, startAdminWorld, type AdminWorld } from "../support/admin";
import { fetchSolvedCaptcha } from "../support/captcha-solver";
import { contactBody, CONTACT_TO, freshAddress, waitFor } from "../support/contact";
import { deadline } from "../support/deadline";
import type { ReceivedMail } from "../support/smtp-sink";
import { engine } from "../support/test-server";

let world: AdminWorld;
let adminId: string;
beforeAll(async () => {
  world = await startAdminWorld();
  const [admin] = await rows<{ id: string }>(
    world.db,
    sql`select id from users where email = ${world.admin.email}`,
  );
  adminId = admin!.id;
  // The settings' defaults, said here: 8 working hours, 08:00-17:00 in Chicago.
  await world.db.execute(sql`update sales_settings
    set reminder_hours = 8, workday_start = 8, workday_end = 17, time_zone = 'America/Chicago' where id = 1`);
}, deadline(60_000));
afterAll(async () => {
  await world?.stop();
});

const base = () => world.server.baseUrl;
const DOMAIN = "example.com"; // MAIL_FROM's, in the tests' settings

let buyerCounter = 0;
const freshBuyer = () => `buyer-${Date.now().toString(36)}-${++buyerCounter}@example.com`;

/** A quote request as the site's form sends it, in Spanish; its id. */
async function postQuote(email: string, company: string): Promise<string> {
  const form = new FormData();
  const body = contactBody({
    consent: "true",
    locale: "es",
    email,
    company,
    firstName: "Ana",
    items: JSON.stringify([
      { productId: "drum-screen", quantity: 2 },
      { productId: "grit-classifier", quantity: 1 },
    ]),
    captcha: await fetchSolvedCaptcha(base()),
  });
  for (const [name, value] of Object.entries(body)) form.append(name, String(value));
  const response = await fetch(new URL("/api/quote", base()), {
    method: "POST",
    headers: { "x-forwarded-for": freshAddress() },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** Posts the reply form as a browser does (multipart, no redirect followed). */
async function postReply(
  messageId: string,
  fields: Record<string, string>,
  files: Upload[] = [],
  { cookie = world.admin.cookie, locale = "en" }: { cookie?: string; locale?: "en" | "es" } = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append("files", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "" }), file.name);
  const path =
    locale === "es" ? `/es/admin/mensajes/${messageId}/reply` : `/admin/messages/${messageId}/reply`;
  return fetch(new URL(path, base()), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie },
    body: form,
  });
}

const versionOf = async (id: string) =>
  Number(
    (
      await rows<{ version: number }>(world.db, sql`select version from contact_messages where id = ${id}`)
    )[0]!.version,
  );

const outboxOf = (id: string, kind: string) =>
  rows<{
    id: string;
    status: string;
    subject: string;
    in_reply_to: string | null;
    references: string | null;
  }>(
    world.db,
    sql`select id, status, subject, in_reply_to, "references" from mail_outbox
        where kind = ${kind} and (regarding_message_id = ${id} or confirms_message_id = ${id})
        order by created_at, id`,
  );

/** The first e-mail the SMTP server received that fits, once it has. */
function mailWhere(what: string, fits: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  return waitFor(async () => world.smtp.messages.find(fits), 20_000, what);
}

/** The leaves of a MIME message: each part's headers (lower-case names) and its decoded bytes. */
function mimeLeaves(raw: string): { headers: Map<string, string>; bytes: Buffer }[] {
  const split = (text: string) => {
    const end = text.indexOf("\r\n\r\n");
    const headers = new Map<string, string>();
    for (const line of text
      .slice(0, end)
      .replace(/\r\n[ \t]+/g, " ")
      .split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    return { headers, body: text.slice(end + 4) };
  };
  const walk = (text: string): { headers: Map<string, string>; bytes: Buffer }[] => {
    const { headers, body } = split(text);
    const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
    if (boundary) {
      return body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith("--"))
        .flatMap((part) => walk(part.replace(/^\r\n/, "")));
    }
    const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
    const bytes =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64")
        : encoding === "quoted-printable"
          ? Buffer.from(
              body
                .replace(/=\r\n/g, "")
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              "latin1",
            )
          : Buffer.from(body);
    return [{ headers, bytes }];
  };
  return walk(raw);
}

const MB = 1024 * 1024;
/** Offered by an over-limit post: far more than the reply's limit. */
const OFFERED = 64 * MB;

/**
 * Posts `OFFERED` bytes in 64 KB chunks as they can be sent, and stops once an answer arrives
 * (the server answers a body past its limit while it is still arriving).
 */
function streamPost(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; sent: number }> {
  const piece = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(new URL(path, base()), { method: "POST", headers });
    request.on("response", (response) => {
      answered = true;
      const at = sent;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      const done = () => resolve({ status: response.statusCode ?? 0, body, sent: at });
      response.on("end", done);
      response.on("close", done);
      response.on("error", done);
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      while (sent < OFFERED && !answered && !request.destroyed) {
        request.write(piece);
        sent += piece.length;
        await new Promise((next) => setImmediate(next));
        if (request.writableNeedDrain && !answered && !request.destroyed)
          await new Promise<void>((next) => {
            const go = () => {
              request.off("drain", go);
              request.off("close", go);
              request.off("response", go);
              next();
            };
            request.on("drain", go);
            request.on("close", go);
            request.on("response", go);
          });
      }
      if (!answered && !request.destroyed) request.end();
    })();
  });
}

const PDF = Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

describe(`a reply to a quote request's buyer (${engine})`, () => {
  let id: string;
  let buyer: string;
  let firstReplyMessageId: string;

  beforeAll(async () => {
    buyer = freshBuyer();
    id = await postQuote(buyer, "Aguas Reply S.A.");
    // The buyer's confirmation went out first: the reply answers it.
    await mailWhere("the confirmation", (mail) => mail.envelopeTo.includes(buyer));
  }, deadline(60_000));

  it("reaches the buyer in the confirmation's thread, with its files, and moves the request on", async () => {
    const [confirmation] = await outboxOf(id, "quote_confirmation");
    expect(confirmation).toBeDefined();
    const version = await versionOf(id);
    const audits = (await auditRows(world.db, id)).length;

    const answer = await postReply(
      id,
      {
        version: String(version),
        template: "quote",
        subject: "Tu cotización\r\nBcc: someone@example.net",
        body: 'Hola, Ana:\n\nTe adjuntamos la cotización <b>"A&B"</b>.\n\nUn saludo,\nMarta',
      },
      [
        { name: "Cotización 2031.pdf", bytes: PDF, type: "application/pdf" },
        { name: "plano.png", bytes: PNG, type: "image/png" },
      ],
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin/messages/${id}?reply=sent#reply`);

    const [reply] = await outboxOf(id, "sales_reply");
    const mail = await mailWhere(
      "the reply",
      (received) => received.header("message-id") === `<sales_reply-${reply!.id}@${DOMAIN}>`,
    );
    expect(mail.envelopeTo).toEqual([buyer]);
    // One line: the line break typed in the subject is no header of its own.
    expect(mail.subject).toBe("Tu cotización Bcc: someone@example.net");
    expect(mail.header("bcc")).toBeUndefined();
    expect(mail.header("in-reply-to")).toBe(`<quote_confirmation-${confirmation!.id}@${DOMAIN}>`);
    expect(mail.header("references")!.split(/\s+/)).toEqual([
      `<contact-message-${id}@${DOMAIN}>`,
      `<quote_confirmation-${confirmation!.id}@${DOMAIN}>`,
    ]);
    expect(mail.header("reply-to")).toContain(CONTACT_TO);

    const leaves = mimeLeaves(mail.raw);
    const text = leaves.find((leaf) => leaf.headers.get("content-type")?.startsWith("text/plain"));
    const html = leaves.find((leaf) => leaf.headers.get("content-type")?.startsWith("text/html"));
    expect(text!.bytes.toString("utf8").replace(/\r\n/g, "\n")).toContain('la cotización <b>"A&B"</b>.');
    expect(html!.bytes.toString("utf8")).toContain("la cotización &lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;.");
    const attachments = leaves.filter((leaf) =>
      /attachment/i.test(leaf.headers.get("content-disposition") ?? ""),
    );
    expect(attachments.map((leaf) => leaf.headers.get("content-type")?.split(";")[0])).toEqual([
      "application/pdf",
      "image/png",
    ]);
    expect(attachments[0]!.headers.get("content-disposition")).toMatch(/Cotizaci/);
    expect(attachments[0]!.bytes.equals(PDF)).toBe(true);
    expect(attachments[1]!.bytes.equals(PNG)).toBe(true);

    // The request: moved on, its first reply's time kept, its version raised.
    const [request] = await rows<{ status: string; first_reply_at: Date | null; version: number }>(
      world.db,
      sql`select status, first_reply_at, version from contact_messages where id = ${id}`,
    );
    expect(request!.status).toBe("in_progress");
    expect(request!.first_reply_at).not.toBeNull();
    expect(Number(request!.version)).toBe(version + 1);
    // Its timeline: the reply with its files, and the status it moved to.
    const events = await rows<{ kind: string; actor_email: string; data: Record<string, unknown> }>(
      world.db,
      sql`select kind, actor_email, data from request_events where message_id = ${id} and kind in ('reply', 'status')
          order by created_at, id`,
    );
    const replyEvent = events.find((event) => event.kind === "reply")!;
    expect(replyEvent.actor_email).toBe(world.admin.email);
    expect(replyEvent.data).toMatchObject({
      to: buyer,
      subject: "Tu cotización Bcc: someone@example.net",
      template: "quote",
      files: [
        { name: "Cotización 2031.pdf", kind: "pdf", size: PDF.length },
        { name: "plano.png", kind: "png", size: PNG.length },
      ],
    });
    expect(events.find((event) => event.kind === "status")!.data).toMatchObject({
      from: { status: "new" },
      to: { status: "in_progress" },
    });
    const files = await rows<{ file_name: string; size: number }>(
      world.db,
      sql`select f.file_name, f.size from request_reply_files f join request_events e on e.id = f.event_id
          where e.message_id = ${id} order by f.position`,
    );
    expect(files.map((file) => file.file_name)).toEqual(["Cotización 2031.pdf", "plano.png"]);
    // The audit row: lengths and a count, never the text.
    const audit = (await auditRows(world.db, id)).slice(audits);
    expect(audit.map((row) => row.action)).toEqual(["message.reply"]);
    expect(audit[0]!.after).toMatchObject({ status: "in_progress", files: 2 });
    expect(JSON.stringify(audit[0])).not.toContain("cotización <b>");
    firstReplyMessageId = `<sales_reply-${reply!.id}@${DOMAIN}>`;
    await waitFor(
      async () => (await outboxOf(id, "sales_reply"))[0]?.status === "sent",
      15_000,
      "the reply sent",
    );
  });

  it("threads a second reply after the first, in Spanish from the office's Spanish page", async () => {
    const [before] = await rows<{ first_reply_at: Date }>(
      world.db,
      sql`select first_reply_at from contact_messages where id = ${id}`,
    );
    const answer = await postReply(
      id,
      { version: String(await versionOf(id)), subject: "Re: tu cotización", body: "¿Alguna pregunta?" },
      [],
      { locale: "es" },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/es/admin/mensajes/${id}?reply=sent#reply`);
    const [, second] = await outboxOf(id, "sales_reply");
    const mail = await mailWhere(
      "the second reply",
      (received) => received.header("message-id") === `<sales_reply-${second!.id}@${DOMAIN}>`,
    );
    const [confirmation] = await outboxOf(id, "quote_confirmation");
    expect(mail.header("in-reply-to")).toBe(`<quote_confirmation-${confirmation!.id}@${DOMAIN}>`);
    expect(mail.header("references")!.split(/\s+/)).toEqual([
      `<contact-message-${id}@${DOMAIN}>`,
      `<quote_confirmation-${confirmation!.id}@${DOMAIN}>`,
      firstReplyMessageId,
    ]);
    expect(mail.text).toContain("¿Alguna pregunta?");
    const [after] = await rows<{ first_reply_at: Date; status: string }>(
      world.db,
      sql`select first_reply_at, status from contact_messages where id = ${id}`,
    );
    expect(new Date(after!.first_reply_at).getTime()).toBe(new Date(before!.first_reply_at).getTime());
    expect(after!.status).toBe("in_progress");
  });

  it("refuses a reply from a page older than the request, and sends nothing", async () => {
    const stale = (await versionOf(id)) - 1;
    const replies = (await outboxOf(id, "sales_reply")).length;
    const events = await rows<{ n: number }>(
      world.db,
      sql`select count(*)::int as n from request_events where message_id = ${id}`,
    );
    const answer = await postReply(id, { version: String(stale), subject: "Late", body: "Late words" }, [
      { name: "late.pdf", bytes: PDF },
    ]);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin/messages/${id}?reply=conflict#reply`);
    expect((await outboxOf(id, "sales_reply")).length).toBe(replies);
    expect(
      (
        await rows<{ n: number }>(
          world.db,
          sql`select count(*)::int as n from request_events where message_id = ${id}`,
        )
      )[0]!.n,
    ).toBe(events[0]!.n);
    expect(world.smtp.messages.some((mail) => mail.subject === "Late")).toBe(false);
  });

  it("refuses a file that is no document, naming it, and sends nothing", async () => {
    const replies = (await outboxOf(id, "sales_reply")).length;
    const version = await versionOf(id);
    const answer = await postReply(id, { version: String(version), subject: "Files", body: "See attached" }, [
      { name: "offer.pdf", bytes: PDF },
      { name: "run.pdf", bytes: Buffer.from("MZ\x90\0 this is a program"), type: "application/pdf" },
    ]);
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get("location")!, base());
    expect(location.pathname).toBe(`/admin/messages/${id}`);
    expect(location.searchParams.get("reply")).toBe("file-type");
    expect(location.searchParams.get("file")).toBe("run.pdf");
    expect((await outboxOf(id, "sales_reply")).length).toBe(replies);
    expect(await versionOf(id)).toBe(version);
  });

  it("refuses an empty message, too many files, and a request marked spam", async () => {
    const version = String(await versionOf(id));
    const empty = await postReply(id, { version, subject: "Hello", body: "  \n " });
    expect(empty.headers.get("location")).toBe(`/admin/messages/${id}?reply=invalid#reply`);
    const many = await postReply(
      id,
      { version, subject: "Hello", body: "Files" },
      Array.from({ length: 6 }, (_, index) => ({ name: `f${index}.pdf`, bytes: PDF })),
    );
    expect(many.headers.get("location")).toBe(`/admin/messages/${id}?reply=too-many-files#reply`);

    const spam = await seedMessage(world.db, { isSpam: true, email: freshBuyer() });
    const refused = await postReply(spam, {
      version: String(await versionOf(spam)),
      subject: "Hi",
      body: "Hi",
    });
    expect(refused.headers.get("location")).toBe(`/admin/messages/${spam}?reply=spam#reply`);
    expect(await outboxOf(spam, "sales_reply")).toEqual([]);
  });

  it("takes files up to the reply's limit from the team, and refuses more or a stranger", async () => {
    // 3 MB: far past a page form's 64 KB, within the reply's room.
    const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const fine = await postReply(
      id,
      { version: String(await versionOf(id)), subject: "Big", body: "Big file" },
      [{ name: "big.pdf", bytes: big }],
    );
    expect(fine.headers.get("location")).toBe(`/admin/messages/${id}?reply=sent#reply`);
    const [sizes] = await rows<{ size: number }>(
      world.db,
      sql`select f.size from request_reply_files f join request_events e on e.id = f.event_id
          where e.message_id = ${id} and f.file_name = 'big.pdf'`,
    );
    expect(Number(sizes!.size)).toBe(big.length);

    // Past the body's limit (20 MB of files and the texts): refused as it arrives, in words.
    const multipart = { "Content-Type": "multipart/form-data; boundary=----reply" };
    const tooBig = await streamPost(`/admin/messages/${id}/reply`, {
      ...multipart,
      Cookie: world.admin.cookie,
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatch(/Payload too large: this form sent more than 21\.\d MB/);
    expect(tooBig.sent).toBeLessThan(OFFERED);

    // An account without the sales or administrator role: refused, and given no upload's room.
    const stranger = await postReply(
      id,
      { version: String(await versionOf(id)), subject: "x", body: "x" },
      [],
      {
        cookie: world.member.cookie,
      },
    );
    expect(stranger.status).toBe(403);
    const strangerUpload = await streamPost(`/admin/messages/${id}/reply`, {
      ...multipart,
      Cookie: world.member.cookie,
    });
    expect(strangerUpload.status).toBe(413);
    expect(strangerUpload.body).toContain("more than 64 KB");
    expect((await outboxOf(id, "sales_reply")).map((row) => row.subject)).not.toContain("x");
  });
});

describe(`reminders to a request's owner (${engine})`, () => {
  /** A request as stored, owned by the administrator unless said otherwise. */
  async function request(fields: {
    company: string;
    createdAt: string;
    status?: string;
    owner?: string | null;
    nextActionOn?: string | null;
    spam?: boolean;
  }): Promise<string> {
    const id = await seedMessage(world.db, {
      company: fields.company,
      email: freshBuyer(),
      isSpam: fields.spam,
    });
    await world.db.execute(sql`update contact_messages set created_at = ${fields.createdAt}::timestamptz,
      status = ${fields.status ?? "new"}, owner_id = ${fields.owner === undefined ? adminId : fields.owner},
      next_action_on = ${fields.nextActionOn ?? null}::date where id = ${id}`);
    return id;
  }
  const remind = (now: string) =>
    sendDueReminders(world.db, { now: new Date(now), mailEnabled: true, publicUrl: base() });
  const notices = (id: string) =>
    rows<{ subject: string }>(
      world.db,
      sql`select subject from mail_outbox where kind = 'sales_notice' and regarding_message_id = ${id} order by created_at`,
    );
  /** Which of `ids` the office's lists call overdue at `now`. */
  const overdue = async (now: string, ids: string[]) => {
    const condition = overdueSql(new Date(now), await readReminderSettings(world.db));
    const found = await rows<{ id: string }>(
      world.db,
      sql`select id from contact_messages where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and ${condition}`,
    );
    return ids.filter((id) => found.some((row) => row.id === id));
  };
  const reminders = (id: string) =>
    rows<{ data: Record<string, unknown>; actor_email: string | null }>(
      world.db,
      sql`select data, actor_email from request_events where message_id = ${id} and kind = 'reminder' order by created_at`,
    );

  it("reminds a request still new after 8 working hours once, not before and not over a weekend", async () => {
    // Friday 2031-04-04 15:00 in Chicago (CDT, UTC-5): 2 hours that day, due Monday at 14:00.
    const friday = await request({ company: "Reminder Friday Ltd", createdAt: "2031-04-04T20:00:00Z" });
    // Saturday 10:00: Monday 08:00 is its first working hour.
    const saturday = await request({ company: "Reminder Saturday Ltd", createdAt: "2031-04-05T15:00:00Z" });
    const unowned = await request({
      company: "Reminder Nobody Ltd",
      createdAt: "2031-04-04T20:00:00Z",
      owner: null,
    });
    const spam = await request({
      company: "Reminder Spam Ltd",
      createdAt: "2031-04-04T20:00:00Z",
      spam: true,
    });

    // Monday 07:59, 60 hours after the Friday one arrived: not one working hour since.
    await remind("2031-04-07T12:59:00Z");
    // Monday 13:59: the Friday one has waited 7 h 59 min.
    await remind("2031-04-07T18:59:00Z");
    for (const id of [friday, saturday, unowned, spam]) expect(await notices(id)).toEqual([]);
    expect(await overdue("2031-04-07T18:59:00Z", [friday, saturday, unowned, spam])).toEqual([]);
    // Overdue from its eighth working hour, owned or not (spam never).
    expect(await overdue("2031-04-07T19:00:00Z", [friday, saturday, unowned, spam])).toEqual([
      friday,
      unowned,
    ]);

    // Monday 14:00: 8 working hours.
    expect(await remind("2031-04-07T19:00:00Z")).toBeGreaterThanOrEqual(1);
    expect((await notices(friday)).map((row) => row.subject)).toEqual([
      "Reminder: Ana López (Reminder Friday Ltd) is still waiting for an answer",
    ]);
    for (const id of [saturday, unowned, spam]) expect(await notices(id)).toEqual([]);
    const mail = await mailWhere("the reminder", (received) =>
      received.subject.includes("Reminder Friday Ltd"),
    );
    expect(mail.envelopeTo).toEqual([world.admin.email]);
    expect(mail.text).toContain("still new after 8 working hours");
    expect(mail.text).toContain(`${base()}/admin/messages/${friday}`);
    expect(await reminders(friday)).toEqual([
      { data: { reason: "new", hours: 8, ownerId: adminId }, actor_email: null },
    ]);
    const [claimed] = await rows<{ reminded_new_at: Date }>(
      world.db,
      sql`select reminded_new_at from contact_messages where id = ${friday}`,
    );
    expect(new Date(claimed!.reminded_new_at).toISOString()).toBe("2031-04-07T19:00:00.000Z");

    // Once: the same time again, and a day later, send nothing more for it.
    expect(await remind("2031-04-07T19:00:00Z")).toBe(0);
    // Tuesday 10:00: the Saturday one has 11 working hours now.
    await remind("2031-04-08T15:00:00Z");
    expect(await notices(friday)).toHaveLength(1);
    expect(await notices(saturday)).toHaveLength(1);
    for (const id of [unowned, spam]) expect(await notices(id)).toEqual([]);
  });

  it("reminds a passed next action once per day set, and never on a request that is over", async () => {
    const open = await request({
      company: "Reminder Action Ltd",
      createdAt: "2031-03-01T15:00:00Z",
      status: "in_progress",
      nextActionOn: "2031-04-09",
    });
    const won = await request({
      company: "Reminder Won Ltd",
      createdAt: "2031-03-01T15:00:00Z",
      status: "won",
      nextActionOn: "2031-04-01",
    });

    // Wednesday 2031-04-09 18:00 in Chicago: the day itself is not past.
    await remind("2031-04-09T23:00:00Z");
    expect(await notices(open)).toEqual([]);
    expect(await overdue("2031-04-09T23:00:00Z", [open, won])).toEqual([]);
    expect(await overdue("2031-04-10T05:30:00Z", [open, won])).toEqual([open]);
    // Thursday 00:30 in Chicago (05:30 UTC): it is.
    expect(await remind("2031-04-10T05:30:00Z")).toBeGreaterThanOrEqual(1);
    expect((await notices(open)).map((row) => row.subject)).toEqual([
      "Reminder: your next action on Ana López (Reminder Action Ltd) was due on Wed, 9 Apr 2031",
    ]);
    await mailWhere("the next action's reminder", (received) =>
      received.subject.includes("Reminder Action Ltd"),
    );
    expect(await reminders(open)).toEqual([
      { data: { reason: "next_action", day: "2031-04-09", ownerId: adminId }, actor_email: null },
    ]);
    expect(await remind("2031-04-10T05:30:00Z")).toBe(0);
    expect(await remind("2031-04-11T15:00:00Z")).toBe(0);
    expect(await notices(open)).toHaveLength(1);

    // A new day set, and passed: one reminder more.
    await world.db.execute(sql`update contact_messages set next_action_on = '2031-04-11' where id = ${open}`);
    await remind("2031-04-12T12:00:00Z");
    expect(await notices(open)).toHaveLength(2);
    expect(await notices(won)).toEqual([]);
  });
});
