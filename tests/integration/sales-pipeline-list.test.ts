// The sales pipeline's list and board (ADR 032) over HTTP, as a browser without JavaScript
// uses them, from requests stored with known statuses, owners, next action days and ages:
// the list's default (open) filter and each other filter, its orders with the overdue first,
// its paging and spam left out; the board's columns, counts and the cap of a column; and a
// card moved by a plain POST, with its refusals (Lost without a reason, a stale version).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "~/.server/auth/roles";
import { getPage, postForm, rows, shownMessages, startAdminWorld, type AdminWorld } from "../support/admin";
import { signedInCookie, verifiedAccount } from "../support/auth";
import { engine } from "../support/test-server";

let world: AdminWorld;
let sales: { id: string; email: string; cookie: string };
let closer: { id: string; email: string };
let adminId: string;
const ids: Record<string, string> = {};

interface Seed {
  first: string;
  last: string;
  company?: string;
  status?: "new" | "in_progress" | "quoted" | "won" | "lost" | "closed";
  lostReason?: string;
  ownerId?: string | null;
  /** Days from today (negative: past). */
  nextActionIn?: number;
  /** How long ago it arrived, in minutes. */
  minutesAgo: number;
  productId?: string;
  productName?: string;
  items?: string[];
  spam?: boolean;
  delivery?: "sent" | "failed";
}

async function seed(request: Seed): Promise<string> {
  const [row] = await rows<{ id: string }>(
    world.db,
    sql`insert into contact_messages
      (first_name, last_name, email, country_code, phone, company, message, consent_at, locale,
       product_id, product_name, is_spam, status, lost_reason, owner_id, next_action_on, created_at, updated_at)
    values (${request.first}, ${request.last}, ${`${request.first.toLowerCase()}@buyer.example`}, '+34', '600 123 456',
      ${request.company ?? "Aguas del Sur"}, 'Please quote.', now(), 'en',
      ${request.productId ?? null}, ${request.productName ?? null}, ${request.spam ?? false},
      ${request.status ?? "new"}, ${request.lostReason ?? null}, ${request.ownerId ?? null},
      ${request.nextActionIn === undefined ? null : sql`current_date + ${request.nextActionIn}::int`},
      now() - make_interval(mins => ${request.minutesAgo}), now() - make_interval(mins => ${request.minutesAgo}))
    returning id`,
  );
  const id = row!.id;
  for (const [position, name] of (request.items ?? []).entries())
    await world.db
      .execute(sql`insert into quote_items (message_id, position, product_id, product_name, quantity)
      values (${id}, ${position}, ${`p-${position}`}, ${name}, 1)`);
  if (request.delivery)
    await world.db.execute(sql`insert into mail_outbox (kind, contact_message_id, status, attempts)
      values ('contact', ${id}, ${request.delivery}, 1)`);
  return id;
}

const DAY = 24 * 60;
/** How the pipeline names an owner: the account's name, else its e-mail. */
const ownerLabel = async (email: string) => {
  const [row] = await rows<{ name: string }>(world.db, sql`select name from users where email = ${email}`);
  return row?.name.trim() || email;
};
const userId = async (email: string) =>
  (await rows<{ id: string }>(world.db, sql`select id from users where email = ${email}`))[0]!.id;

beforeAll(async () => {
  world = await startAdminWorld();
  const account = await verifiedAccount(world.server.baseUrl, world.smtp, "seller");
  expect(await grantRole(world.db, account.email, "sales")).toBe("granted");
  sales = {
    id: await userId(account.email),
    email: account.email,
    cookie: await signedInCookie(world.server.baseUrl, account.email, account.password),
  };
  const other = await verifiedAccount(world.server.baseUrl, world.smtp, "closer");
  expect(await grantRole(world.db, other.email, "sales")).toBe("granted");
  closer = { id: await userId(other.email), email: other.email };
  adminId = await userId(world.admin.email);

  // Open, not overdue: just arrived; a quote with a next action ahead; a failed e-mail.
  ids.nora = await seed({ first: "Nora", last: "Fresh", ownerId: sales.id, minutesAgo: 1 });
  ids.quinn = await seed({
    first: "Quinn",
    last: "Quoted",
    status: "quoted",
    ownerId: sales.id,
    nextActionIn: 5,
    minutesAgo: 2 * DAY,
    items: ["Grit Classifier", "Drum Screen", "Micro Disk Sieve"],
  });
  ids.dana = await seed({
    first: "Dana",
    last: "Bounced",
    status: "in_progress",
    nextActionIn: 2,
    minutesAgo: 3 * DAY,
    delivery: "failed",
  });
  // Overdue: new for a month (far past any working hours), and a next action day gone by.
  ids.olga = await seed({
    first: "Olga",
    last: "Waiting",
    company: "Depuradora Norte",
    productId: "drum-screen",
    productName: "Drum Screen",
    minutesAgo: 29 * DAY,
  });
  ids.ivan = await seed({
    first: "Ivan",
    last: "Late",
    status: "in_progress",
    ownerId: adminId,
    nextActionIn: -3,
    minutesAgo: 5 * DAY,
  });
  // Ended: a past next action day no longer makes them overdue.
  ids.wendy = await seed({
    first: "Wendy",
    last: "Won",
    status: "won",
    nextActionIn: -4,
    minutesAgo: 20 * DAY,
  });
  ids.larry = await seed({
    first: "Larry",
    last: "Lost",
    status: "lost",
    lostReason: "Budget cut",
    minutesAgo: 15 * DAY,
  });
  ids.cleo = await seed({ first: "Cleo", last: "Closed", status: "closed", minutesAgo: 12 * DAY });
  // Spam: out of every view but its own, and never overdue.
  ids.sam = await seed({
    first: "Sam",
    last: "Spammer",
    spam: true,
    ownerId: sales.id,
    minutesAgo: 40 * DAY,
  });
});
afterAll(async () => {
  await world?.stop();
});

const html = async (path: string, cookie = world.admin.cookie) => {
  const response = await getPage(world.server.baseUrl, path, cookie);
  return { status: response.status, body: await response.text() };
};
/** The list's table (the page also draws its rows as cards for a phone, and sends its data). */
const tableOf = (body: string) =>
  body.slice(body.indexOf('data-view="table"'), body.indexOf('data-view="cards"'));
const rowOf = (body: string, id: string) =>
  new RegExp(`<tr[^>]*data-request="${id}"[\\s\\S]*?</tr>`).exec(tableOf(body))?.[0] ?? "";
/** The names the list's table shows, in order. */
const listed = (body: string, names: string[]) =>
  names
    .map((name) => ({ name, at: tableOf(body).indexOf(`>${name}<`) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.name);
const MINE = ["Nora Fresh", "Quinn Quoted", "Dana Bounced", "Olga Waiting", "Ivan Late"];
const ALL = [...MINE, "Wendy Won", "Larry Lost", "Cleo Closed", "Sam Spammer"];

const versionOf = async (id: string) =>
  (await rows<{ version: number }>(world.db, sql`select version from contact_messages where id = ${id}`))[0]!
    .version;
const stateOf = async (id: string) =>
  (
    await rows<{ status: string; lost_reason: string | null; version: number }>(
      world.db,
      sql`select status, lost_reason, version from contact_messages where id = ${id}`,
    )
  )[0];
const eventsOf = (id: string) =>
  rows<{ kind: string; actor_email: string | null; data: unknown }>(
    world.db,
    sql`select kind, actor_email, data from request_events where message_id = ${id} order by created_at, id`,
  );

describe(`the pipeline list (${engine})`, () => {
  it("shows the open requests, the overdue first, oldest first, with their status, owner and next action", async () => {
    const { status, body } = await html("/admin/messages");
    expect(status).toBe(200);
    // Overdue (oldest first among them), then the rest oldest first; the ended and spam left out.
    expect(listed(body, ALL)).toEqual([
      "Olga Waiting",
      "Ivan Late",
      "Dana Bounced",
      "Quinn Quoted",
      "Nora Fresh",
    ]);
    const olga = rowOf(body, ids.olga!);
    expect(olga).toContain("data-overdue");
    expect(olga).toContain(">Overdue<");
    expect(olga).toContain(">Unassigned<");
    expect(olga).toContain(">Quote request<");
    expect(olga).toContain("Drum Screen");
    expect(olga).toContain(">29 days ago<");
    expect(olga).toContain(`href="/admin/messages/${ids.olga}"`);
    const ivan = rowOf(body, ids.ivan!);
    expect(ivan).toContain(">Overdue<");
    expect(ivan).toContain(">In progress<");
    expect(ivan).toContain(`>${await ownerLabel(world.admin.email)}<`);
    const quinn = rowOf(body, ids.quinn!);
    expect(quinn).not.toContain("Overdue");
    expect(quinn).toContain("Grit Classifier and 2 more");
    expect(quinn).toContain(">Quoted<");
    expect(quinn).toContain(`>${await ownerLabel(sales.email)}<`);
    expect(quinn).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}"/i);
    expect(rowOf(body, ids.nora!)).toContain(">None set<");
    expect(rowOf(body, ids.nora!)).toContain(">Contact request<");
    expect(rowOf(body, ids.dana!)).toContain("E-mail to the team failed");
    expect(body).toContain(">2 overdue<");
    // Every row is also a card for a phone, with the same link.
    expect(body).toContain('data-view="cards"');
    expect(body.split(`href="/admin/messages/${ids.olga}"`).length - 1).toBe(2);
    // The export posts the same filter; the board and the pages link on.
    expect(body).toContain('action="/admin/messages/export"');
    expect(body).toContain('href="/admin/sales/board"');

    const es = await html("/es/admin/mensajes");
    expect(listed(es.body, ALL)).toEqual(listed(body, ALL));
    expect(rowOf(es.body, ids.ivan!)).toContain(">Vencida<");
    expect(rowOf(es.body, ids.ivan!)).toContain(">En curso<");
    expect(rowOf(es.body, ids.olga!)).toContain(">hace 29 días<");
    expect(es.body).toContain(">2 vencidas<");
  });

  it("orders by newest or by next action, always with the overdue first", async () => {
    const newest = await html("/admin/messages?sort=newest");
    expect(listed(newest.body, ALL)).toEqual([
      "Ivan Late",
      "Olga Waiting",
      "Nora Fresh",
      "Quinn Quoted",
      "Dana Bounced",
    ]);
    const next = await html("/admin/messages?sort=next_action");
    // Soonest next action first, none last.
    expect(listed(next.body, ALL)).toEqual([
      "Ivan Late",
      "Olga Waiting",
      "Dana Bounced",
      "Quinn Quoted",
      "Nora Fresh",
    ]);
  });

  it("filters by status, owner, overdue, kind and search", async () => {
    const cases: Array<[string, string[]]> = [
      ["status=quoted", ["Quinn Quoted"]],
      ["status=lost", ["Larry Lost"]],
      [
        "status=all",
        [
          "Olga Waiting",
          "Ivan Late",
          "Wendy Won",
          "Larry Lost",
          "Cleo Closed",
          "Dana Bounced",
          "Quinn Quoted",
          "Nora Fresh",
        ],
      ],
      [`owner=${sales.id}`, ["Quinn Quoted", "Nora Fresh"]],
      ["owner=me", ["Ivan Late"]],
      ["owner=none", ["Olga Waiting", "Dana Bounced"]],
      ["overdue=1", ["Olga Waiting", "Ivan Late"]],
      ["overdue=1&status=all", ["Olga Waiting", "Ivan Late"]],
      ["kind=quote", ["Olga Waiting", "Quinn Quoted"]],
      ["kind=contact", ["Ivan Late", "Dana Bounced", "Nora Fresh"]],
      ["q=NORTE", ["Olga Waiting"]],
      ["q=quinn%40buyer", ["Quinn Quoted"]],
      ["q=ivan%20late", ["Ivan Late"]],
      ["spam=1", ["Sam Spammer"]],
    ];
    for (const [query, expected] of cases) {
      const { body } = await html(`/admin/messages?${query}`);
      expect(listed(body, ALL), query).toEqual(expected);
    }
    // Why a lost one was lost; LIKE's wildcards are matched as themselves.
    expect(rowOf((await html("/admin/messages?status=lost")).body, ids.larry!)).toContain("Lost: Budget cut");
    expect((await html("/admin/messages?q=%25")).body).toContain("No requests match these filters.");
    // The filter form shows what was asked.
    const form = (await html(`/admin/messages?owner=none&kind=quote&overdue=1&sort=newest`)).body;
    expect(form).toMatch(/<option value="none" selected="">/);
    expect(form).toMatch(/<option value="quote" selected="">/);
    expect(form).toMatch(/<option value="newest" selected="">/);
    expect(form).toMatch(/<input[^>]*name="overdue"[^>]*checked=""/);
    // The export carries the filter as fields named as the query.
    expect(form).toMatch(/<input type="hidden" name="owner" value="none"\/>/);
    expect(form).toMatch(/<input type="hidden" name="kind" value="quote"\/>/);
  });

  it("is a sales account's list too, where 'mine' is its own", async () => {
    const { status, body } = await html("/admin/messages?owner=me", sales.cookie);
    expect(status).toBe(200);
    expect(listed(body, ALL)).toEqual(["Quinn Quoted", "Nora Fresh"]);
    // Its owner choices are the accounts that may own requests, by name or e-mail.
    expect(body).toContain(`<option value="${closer.id}">`);
    expect(body).toContain(`<option value="${adminId}">`);
    expect((await html("/admin/messages", world.member.cookie)).status).toBe(403);
  });

  it("pages the list, 25 a page, overdue first across pages", async () => {
    for (let i = 0; i < 26; i++)
      await seed({
        first: `Bulk${i}`,
        last: "Buyer",
        company: "Paging Works",
        status: "quoted",
        minutesAgo: 100 + i,
      });
    // One of them overdue: it comes first, on page 1, though it is not the oldest.
    await world.db.execute(
      sql`update contact_messages set next_action_on = current_date - 2 where first_name = 'Bulk3' and company = 'Paging Works'`,
    );
    const first = await html("/admin/messages?q=paging");
    expect(first.body).toContain("1–25 of 26");
    expect(first.body).toContain(">1 overdue<");
    const names = (body: string) =>
      [...tableOf(body).matchAll(/>(Bulk\d+) Buyer</g)].map((match) => match[1]);
    expect(names(first.body)).toEqual([
      "Bulk3",
      ...Array.from({ length: 26 }, (_, i) => `Bulk${25 - i}`)
        .filter((name) => name !== "Bulk3")
        .slice(0, 24),
    ]);
    expect(first.body).toMatch(/href="[^"]*\?q=paging&amp;page=2"/);
    const second = await html("/admin/messages?q=paging&page=2");
    expect(second.body).toContain("26–26 of 26");
    expect(names(second.body)).toEqual(["Bulk0"]);
  });

  it("keeps the notice after a request was deleted", async () => {
    const { body } = await html("/admin/messages?deleted=1");
    expect(shownMessages(body)).toContain("The message is deleted.");
  });
});

/** A board column's part of the page. */
const columnOf = (body: string, status: string) => {
  const start = body.indexOf(`data-column="${status}"`);
  const end = body.indexOf("</section>", start);
  return start < 0 ? "" : body.slice(start, end);
};
const cardsIn = (column: string) => [...column.matchAll(/data-card="([^"]+)"/g)].map((match) => match[1]);
const headingOf = (column: string) => /<h2[^>]*>([^<]*)<\/h2>/.exec(column)?.[1];

describe(`the pipeline board (${engine})`, () => {
  it("has a column per status with its count and cards, spam left out", async () => {
    const { status, body } = await html(`/admin/sales/board?owner=${sales.id}`, sales.cookie);
    expect(status).toBe(200);
    const expected: Record<string, [string, string[]]> = {
      new: ["New (1)", [ids.nora!]],
      in_progress: ["In progress (0)", []],
      quoted: ["Quoted (1)", [ids.quinn!]],
      won: ["Won (0)", []],
      lost: ["Lost (0)", []],
      closed: ["Closed (0)", []],
    };
    for (const [column, [heading, cards]] of Object.entries(expected)) {
      const part = columnOf(body, column);
      expect(part, column).toContain(`<h2 id="column-${column}"`);
      expect(body, column).toContain(`<section aria-labelledby="column-${column}" data-column="${column}"`);
      expect(headingOf(part), column).toBe(heading);
      expect(cardsIn(part), column).toEqual(cards);
    }
    // The board is one region a keyboard can scroll; each card links to its request.
    expect(body).toMatch(/<div role="region" aria-label="Pipeline columns" tabindex="0"/);
    expect(columnOf(body, "quoted")).toContain(`href="/admin/messages/${ids.quinn}"`);
    expect(columnOf(body, "quoted")).toContain("Grit Classifier and 2 more");
    // Each card's form moves it to any other status.
    const quinnForm = columnOf(body, "quoted");
    expect(quinnForm).toMatch(/<option value="won" selected="">Won<\/option>/);
    expect(quinnForm).not.toContain('<option value="quoted"');
    expect(quinnForm).toContain('name="lostReason"');

    const all = await html("/admin/sales/board");
    expect(cardsIn(columnOf(all.body, "new"))).toEqual([ids.olga, ids.nora]);
    expect(cardsIn(columnOf(all.body, "in_progress")).slice(0, 2)).toEqual([ids.ivan, ids.dana]);
    expect(all.body).not.toContain(`data-card="${ids.sam}"`);
    expect(cardsIn(columnOf(all.body, "lost"))).toContain(ids.larry);

    const kind = await html("/es/admin/ventas/tablero?kind=quote&owner=none");
    expect(headingOf(columnOf(kind.body, "new"))).toBe("Nueva (1)");
    expect(cardsIn(columnOf(kind.body, "new"))).toEqual([ids.olga]);
    expect(columnOf(kind.body, "new")).toContain(">Vencida<");
    expect(headingOf(columnOf(kind.body, "in_progress"))).toBe("En curso (0)");
  });

  it("shows at most 50 cards a column, the rest a link to the list", async () => {
    await world.db.execute(sql`insert into contact_messages
      (first_name, last_name, email, country_code, phone, company, message, consent_at, locale, status, owner_id, created_at)
      select 'Many', 'Won' || n, 'won@buyer.example', '+34', '600', 'Wins Inc', 'x', now(), 'en', 'won', ${closer.id},
        now() - make_interval(mins => n)
      from generate_series(1, 52) as n`);
    const { body } = await html(`/admin/sales/board?owner=${closer.id}`);
    const won = columnOf(body, "won");
    expect(headingOf(won)).toBe("Won (52)");
    expect(cardsIn(won)).toHaveLength(50);
    expect(won).toContain("And 2 more in the list");
    expect(won).toContain(`href="/admin/messages?owner=${closer.id}&amp;status=won"`);
    const list = await html(`/admin/messages?owner=${closer.id}&status=won`);
    expect(list.body).toContain("1–25 of 52");
  });

  it("moves a card by a plain POST, with a timeline row, and says so", async () => {
    const id = await seed({ first: "Mona", last: "Mover", minutesAgo: 60 });
    const response = await postForm(world.server.baseUrl, "/admin/sales/board", sales.cookie, {
      intent: "move",
      id,
      version: String(await versionOf(id)),
      status: "quoted",
      lostReason: "",
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(shownMessages(body)).toContain("Moved Mona Mover to Quoted.");
    expect(cardsIn(columnOf(body, "quoted"))).toContain(id);
    expect(cardsIn(columnOf(body, "new"))).not.toContain(id);
    expect(await stateOf(id)).toEqual({ status: "quoted", lost_reason: null, version: 2 });
    expect(await eventsOf(id)).toEqual([
      {
        kind: "status",
        actor_email: sales.email,
        data: { from: { status: "new" }, to: { status: "quoted" } },
      },
    ]);

    // Lost, with its reason, in Spanish.
    const lost = await postForm(world.server.baseUrl, "/es/admin/ventas/tablero", world.admin.cookie, {
      intent: "move",
      id,
      version: "2",
      status: "lost",
      lostReason: "  Eligió otro proveedor ",
    });
    expect(lost.status).toBe(200);
    expect(shownMessages(await lost.text())).toContain("Se movió Mona Mover a Perdida.");
    expect(await stateOf(id)).toEqual({ status: "lost", lost_reason: "Eligió otro proveedor", version: 3 });
  });

  it("refuses Lost without a reason, naming the card, and changes nothing", async () => {
    const id = await seed({ first: "Lara", last: "Reasonless", status: "quoted", minutesAgo: 90 });
    for (const lostReason of ["", "   "]) {
      const response = await postForm(world.server.baseUrl, "/admin/sales/board", sales.cookie, {
        intent: "move",
        id,
        version: "1",
        status: "lost",
        lostReason,
      });
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(shownMessages(body)).toContain("Lara Reasonless was not moved: say why it was lost.");
      // The board as it was: the card where it stood, "Lost" still chosen, its reason flagged.
      const column = columnOf(body, "quoted");
      expect(cardsIn(column)).toContain(id);
      const card = column.slice(column.indexOf(`data-card="${id}"`));
      expect(card).toMatch(/<option value="lost" selected="">/);
      expect(card).toMatch(/<input[^>]*id="card-[^"]+-reason"[^>]*aria-invalid="true"/);
      expect(card).toContain("Say why it was lost.");
    }
    const es = await postForm(world.server.baseUrl, "/es/admin/ventas/tablero", sales.cookie, {
      intent: "move",
      id,
      version: "1",
      status: "lost",
    });
    expect(es.status).toBe(400);
    expect(shownMessages(await es.text())).toContain(
      "No se movió Lara Reasonless: indica por qué se perdió.",
    );
    const long = await postForm(world.server.baseUrl, "/admin/sales/board", sales.cookie, {
      intent: "move",
      id,
      version: "1",
      status: "lost",
      lostReason: "x".repeat(501),
    });
    expect(long.status).toBe(400);
    expect(shownMessages(await long.text())).toContain(
      "Lara Reasonless was not moved: the reason can have at most 500 characters.",
    );
    expect(await stateOf(id)).toEqual({ status: "quoted", lost_reason: null, version: 1 });
    expect(await eventsOf(id)).toEqual([]);
  });

  it("refuses a move from a board opened before another change, and shows the board as it is", async () => {
    const id = await seed({ first: "Stan", last: "Stale", minutesAgo: 120 });
    const first = await postForm(world.server.baseUrl, "/admin/sales/board", world.admin.cookie, {
      intent: "move",
      id,
      version: "1",
      status: "in_progress",
    });
    expect(first.status).toBe(200);
    // A second board, opened at version 1, moves it to Won.
    const stale = await postForm(world.server.baseUrl, "/admin/sales/board", sales.cookie, {
      intent: "move",
      id,
      version: "1",
      status: "won",
    });
    expect(stale.status).toBe(409);
    const body = await stale.text();
    expect(shownMessages(body)).toContain(
      "This record changed since you opened it, so nothing was changed: here is what it is now. Check it, then try again.",
    );
    expect(cardsIn(columnOf(body, "in_progress"))).toContain(id);
    expect(cardsIn(columnOf(body, "won"))).not.toContain(id);
    expect(await stateOf(id)).toEqual({ status: "in_progress", lost_reason: null, version: 2 });
    expect((await eventsOf(id)).map((event) => event.kind)).toEqual(["status"]);
  });

  it("refuses moves it cannot make: spam, an unknown request or status, an account without the role", async () => {
    const spam = await postForm(world.server.baseUrl, "/admin/sales/board", world.admin.cookie, {
      intent: "move",
      id: ids.sam!,
      version: String(await versionOf(ids.sam!)),
      status: "quoted",
    });
    expect(spam.status).toBe(400);
    expect(shownMessages(await spam.text())).toContain(
      "Sam Spammer was not moved: a request marked as spam stays where it is.",
    );
    const unknown = await postForm(world.server.baseUrl, "/admin/sales/board", world.admin.cookie, {
      intent: "move",
      id: "00000000-0000-4000-8000-000000000000",
      version: "1",
      status: "quoted",
    });
    expect(unknown.status).toBe(404);
    const badStatus = await postForm(world.server.baseUrl, "/admin/sales/board", world.admin.cookie, {
      intent: "move",
      id: ids.nora!,
      version: "1",
      status: "handled",
    });
    expect(badStatus.status).toBe(400);
    const member = await postForm(world.server.baseUrl, "/admin/sales/board", world.member.cookie, {
      intent: "move",
      id: ids.nora!,
      version: "1",
      status: "won",
    });
    expect(member.status).toBe(403);
    expect((await html("/admin/sales/board", world.member.cookie)).status).toBe(403);
    expect((await stateOf(ids.nora!))?.status).toBe("new");
    expect((await stateOf(ids.sam!))?.status).toBe("new");
  });
});
