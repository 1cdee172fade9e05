// The sales dashboard (ADR 032) over HTTP, from requests stored with known dates, statuses,
// projects, products and first replies: the exact figures of its charts and tiles for an
// administrator and a sales account in English and Spanish, the kind filter, the time zone of
// the pipeline's settings, a refused period, the CSV export and its audit row, and the
// refusals for an editor and an anonymous visitor.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "~/.server/auth/roles";
import { getPage, rows, startAdminWorld, type AdminWorld } from "../support/admin";
import { signedInCookie, verifiedAccount } from "../support/auth";

let world: AdminWorld;
let salesCookie: string;

const HOUR = 3600 * 1000;

interface Seed {
  at: string;
  countryCode: string;
  status: "new" | "in_progress" | "quoted" | "won" | "lost" | "closed";
  project?: Record<string, string>;
  productId?: string;
  productName?: string;
  items?: Array<[productId: string, productName: string, quantity: number]>;
  replyAfterHours?: number;
  spam?: boolean;
}

async function seedRequest(seed: Seed): Promise<string> {
  const createdAt = new Date(seed.at);
  const firstReply =
    seed.replyAfterHours === undefined ? null : new Date(createdAt.getTime() + seed.replyAfterHours * HOUR);
  const [row] = await rows<{ id: string }>(
    world.db,
    sql`insert into contact_messages
      (first_name, last_name, email, country_code, phone, company, message, consent_at, locale,
       product_id, product_name, is_spam, status, lost_reason, project, first_reply_at, created_at, updated_at)
    values ('Ana', 'López', 'ana@example.com', ${seed.countryCode}, '600 123 456', 'Aguas', 'Please quote.',
      ${createdAt.toISOString()}, 'en', ${seed.productId ?? null}, ${seed.productName ?? null}, ${seed.spam ?? false},
      ${seed.status}, ${seed.status === "lost" ? "price" : null},
      ${seed.project ? JSON.stringify(seed.project) : null}::jsonb,
      ${firstReply?.toISOString() ?? null}, ${createdAt.toISOString()}, ${createdAt.toISOString()})
    returning id`,
  );
  for (const [position, [productId, productName, quantity]] of (seed.items ?? []).entries()) {
    await world.db
      .execute(sql`insert into quote_items (message_id, position, product_id, product_name, quantity)
      values (${row!.id}, ${position}, ${productId}, ${productName}, ${quantity})`);
  }
  return row!.id;
}

beforeAll(async () => {
  world = await startAdminWorld();
  const sales = await verifiedAccount(world.server.baseUrl, world.smtp, "seller");
  expect(await grantRole(world.db, sales.email, "sales")).toBe("granted");
  salesCookie = await signedInCookie(world.server.baseUrl, sales.email, sales.password);
  // The pipeline's days are Chicago's (the settings' default): CST is UTC−6, CDT (from 9 March 2025) UTC−5.
  // R1: 15 Jan, a quote from Monterrey (its location beats the +1 phone), replied in 2 h.
  await seedRequest({
    at: "2025-01-15T15:00:00Z",
    countryCode: "+1",
    status: "quoted",
    project: { application: "municipal", location: "Monterrey, Mexico" },
    items: [
      ["drum-screen", "Drum Screen", 2],
      ["micro-disk-sieve", "Micro Disk Sieve", 1],
    ],
    replyAfterHours: 2,
  });
  // R2: 4 Feb, a quote from a Mexican phone, won, replied in 70 h.
  await seedRequest({
    at: "2025-02-04T18:00:00Z",
    countryCode: "+52",
    status: "won",
    project: { application: "industrial" },
    items: [["drum-screen", "Drum Screen", 3]],
    replyAfterHours: 70,
  });
  // R3: 04:00 UTC on Monday 10 March is 23:00 on Sunday 9 March in Chicago: the week of 3 March.
  // A contact message naming a product is a quote request; lost; replied in 100 h.
  await seedRequest({
    at: "2025-03-10T04:00:00Z",
    countryCode: "+57",
    status: "lost",
    productId: "grit-classifier",
    productName: "Grit Classifier",
    replyAfterHours: 100,
  });
  // R4: 12 March, a contact message from a Mexican phone, quoted, no reply yet.
  await seedRequest({ at: "2025-03-12T15:00:00Z", countryCode: "+52", status: "quoted" });
  // R5: 03:00 UTC on 1 April is 22:00 on 31 March in Chicago: the period's last day. Unknown country.
  await seedRequest({
    at: "2025-04-01T03:00:00Z",
    countryCode: "+999",
    status: "in_progress",
    replyAfterHours: 1.5,
  });
  // R6: 20 March, a quote from Bogotá for a product no longer in the catalogue, closed, 60 h.
  await seedRequest({
    at: "2025-03-20T15:00:00Z",
    countryCode: "+1",
    status: "closed",
    project: { application: "municipal", location: "Bogotá, Colombia" },
    items: [["retired-press", "Old Press", 4]],
    replyAfterHours: 60,
  });
  // Spam is never counted.
  await seedRequest({
    at: "2025-03-11T15:00:00Z",
    countryCode: "+52",
    status: "new",
    items: [["drum-screen", "Drum Screen", 9]],
    spam: true,
  });
  // Before the period (31 December in Chicago) and after it (1 April in Chicago).
  await seedRequest({ at: "2024-12-31T23:00:00Z", countryCode: "+52", status: "new" });
  await seedRequest({ at: "2025-04-01T06:00:00Z", countryCode: "+52", status: "new" });
});
afterAll(async () => {
  await world?.stop();
});

const PERIOD = "from=2025-01-01&to=2025-03-31";

async function page(path: string, cookie: string = world.admin.cookie) {
  const response = await getPage(world.server.baseUrl, path, cookie);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    // Spanish writes a no-break space before its percent sign.
    .replace(/\u00a0/g, " ")
    .trim();

/** A chart's data table as [row heading, ...cells] per row. */
function table(html: string, id: string): string[][] {
  const match = new RegExp(`<table[^>]*data-table="${id}"[^>]*>([\\s\\S]*?)</table>`).exec(html);
  if (!match) throw new Error(`no table ${id}`);
  return [...match[1]!.matchAll(/<tr[^>]*data-row="[^"]*"[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => decode(cell[1]!)),
  );
}

/** A tile's value and note. */
function tile(html: string, id: string): string[] {
  const match = new RegExp(`<div[^>]*data-figure="${id}"[^>]*>([\\s\\S]*?)</div>`).exec(html);
  if (!match) throw new Error(`no tile ${id}`);
  return [...match[1]!.matchAll(/<dd[^>]*>([\s\S]*?)<\/dd>/g)].map((cell) => decode(cell[1]!));
}

/** The chart's accessible name: its SVG's title and description. */
function chartName(html: string, id: string): string {
  const svg = new RegExp(`<svg[^>]*data-chart="${id}"[^>]*>([\\s\\S]*?)</svg>`).exec(html);
  if (!svg) throw new Error(`no chart ${id}`);
  expect(svg[0]).toContain('role="img"');
  expect(svg[0]).toContain(`aria-labelledby="${id}-title ${id}-desc"`);
  const title = new RegExp(`<title id="${id}-title">([\\s\\S]*?)</title>`).exec(svg[1]!);
  const desc = new RegExp(`<desc id="${id}-desc">([\\s\\S]*?)</desc>`).exec(svg[1]!);
  return `${decode(title![1]!)} | ${decode(desc![1]!)}`;
}

const WEEKS_EN = [
  ["13 Jan 2025", "1"],
  ["20 Jan 2025", "0"],
  ["27 Jan 2025", "0"],
  ["3 Feb 2025", "1"],
  ["10 Feb 2025", "0"],
  ["17 Feb 2025", "0"],
  ["24 Feb 2025", "0"],
  ["3 Mar 2025", "1"],
  ["10 Mar 2025", "1"],
  ["17 Mar 2025", "1"],
  ["24 Mar 2025", "0"],
  ["31 Mar 2025", "1"],
];

describe("the sales dashboard", () => {
  it("shows an administrator the period's exact figures in English", async () => {
    const { status, body } = await page(`/admin/sales?${PERIOD}`);
    expect(status).toBe(200);
    expect(decode(/<p[^>]*data-period[^>]*>([\s\S]*?)<\/p>/.exec(body)![1]!)).toBe(
      "All requests from 1 Jan 2025 to 31 Mar 2025, days counted in America/Chicago time.",
    );
    expect(tile(body, "total")).toEqual(["6"]);
    expect(tile(body, "quotes")).toEqual(["4"]);
    expect(tile(body, "contacts")).toEqual(["2"]);
    // Replies after 2, 70, 100, 1.5 and 60 hours: the median is 60 hours.
    expect(tile(body, "median-reply")).toEqual(["2.5 days (60 hours)", "Of 5 requests replied to."]);
    expect(tile(body, "share-quoted")).toEqual(["33%", "2"]);
    expect(tile(body, "share-won")).toEqual(["17%", "1"]);
    expect(tile(body, "share-lost")).toEqual(["17%", "1"]);

    expect(table(body, "weeks")).toEqual(WEEKS_EN);
    expect(chartName(body, "weeks")).toBe("Requests per week | 6 requests in all; the most in a week: 1.");
    // The months up to March 2025, whatever the period's start: December 2024's request too.
    const months = table(body, "months");
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual(["April 2024", "0"]);
    expect(months.slice(8)).toEqual([
      ["December 2024", "1"],
      ["January 2025", "1"],
      ["February 2025", "1"],
      ["March 2025", "4"],
    ]);
    expect(table(body, "countries")).toEqual([
      ["Mexico", "3"],
      ["Colombia", "2"],
      ["Unknown", "1"],
    ]);
    expect(chartName(body, "countries")).toBe("Requests by country | Most requests: Mexico, 3.");
    expect(table(body, "applications")).toEqual([
      ["Not given", "3"],
      ["Municipal", "2"],
      ["Industrial", "1"],
    ]);
    expect(table(body, "products")).toEqual([
      ["Drum Screen", "2", "5"],
      ["Old Press", "1", "4"],
      ["Micro Disk Sieve", "1", "1"],
      ["Grit Classifier", "1", "0"],
    ]);
    expect(table(body, "categories")).toEqual([
      ["Screening Equipment", "3"],
      ["Not in the catalogue", "1"],
      ["Sieve and Filters", "1"],
    ]);
    expect(table(body, "statuses")).toEqual([
      ["New", "0", "0%"],
      ["In progress", "1", "17%"],
      ["Quoted", "2", "33%"],
      ["Won", "1", "17%"],
      ["Lost", "1", "17%"],
      ["Closed", "1", "16%"],
    ]);
    expect(body).toContain("Requests naming no product in the period: 2.");
    // Its links: the pipeline's list and board, and the CSV of the same period.
    expect(body).toContain('href="/admin/messages"');
    expect(body).toContain('href="/admin/sales/board"');
    expect(body).toContain(`href="/admin/sales/export?${PERIOD.replace("&", "&amp;")}&amp;kind=all"`);
  });

  it("shows a sales account the same figures in Spanish", async () => {
    const { status, body } = await page(`/es/admin/ventas?${PERIOD}`, salesCookie);
    expect(status).toBe(200);
    expect(tile(body, "total")).toEqual(["6"]);
    expect(tile(body, "median-reply")).toEqual(["2,5 días (60 horas)", "De 5 solicitudes respondidas."]);
    expect(tile(body, "share-quoted")).toEqual(["33 %", "2"]);
    expect(table(body, "weeks")[7]).toEqual(["3 mar 2025", "1"]);
    expect(table(body, "weeks").map((row) => row[1])).toEqual(WEEKS_EN.map((row) => row[1]));
    expect(table(body, "months")[11]).toEqual(["marzo de 2025", "4"]);
    expect(table(body, "countries")).toEqual([
      ["México", "3"],
      ["Colombia", "2"],
      ["Desconocido", "1"],
    ]);
    expect(table(body, "applications")[0]).toEqual(["Sin indicar", "3"]);
    expect(table(body, "products")[0]).toEqual(["Tamiz de tambor rotativo", "2", "5"]);
    expect(table(body, "categories")).toEqual([
      ["Equipos de desbaste", "3"],
      ["Fuera del catálogo", "1"],
      ["Tamices y filtros", "1"],
    ]);
    expect(table(body, "statuses")[2]).toEqual(["Cotizada", "2", "33 %"]);
    expect(body).toContain('href="/es/admin/mensajes"');
    expect(body).toContain('href="/es/admin/ventas/tablero"');
  });

  it("filters by kind: quote requests and contact messages apart", async () => {
    const quotes = (await page(`/admin/sales?${PERIOD}&kind=quote`)).body;
    expect(tile(quotes, "total")).toEqual(["4"]);
    // 2, 60, 70 and 100 hours: the median is 65.
    expect(tile(quotes, "median-reply")).toEqual(["2.7 days (65 hours)", "Of 4 requests replied to."]);
    expect(table(quotes, "weeks").map((row) => row[1])).toEqual([
      "1",
      "0",
      "0",
      "1",
      "0",
      "0",
      "0",
      "1",
      "0",
      "1",
      "0",
      "0",
    ]);
    const contacts = (await page(`/es/admin/ventas?${PERIOD}&kind=contact`)).body;
    expect(tile(contacts, "total")).toEqual(["2"]);
    expect(tile(contacts, "median-reply")).toEqual(["1,5 horas", "De 1 solicitudes respondidas."]);
    // Neither names a product: no chart, and the page says so.
    expect(contacts).not.toContain('data-table="products"');
    expect(contacts).toContain("No hay solicitudes en este periodo.");
  });

  it("counts the days in the time zone of the pipeline's settings", async () => {
    await world.db.execute(sql`update sales_settings set time_zone = 'Europe/Madrid' where id = 1`);
    try {
      const { body } = await page(`/admin/sales?${PERIOD}`);
      // In Madrid R3 arrived on Monday 10 March, R5 on 1 April (after the period), and the
      // request of 31 December in Chicago on 1 January (in it, before the weekly chart's weeks).
      expect(tile(body, "total")).toEqual(["6"]);
      expect(tile(body, "contacts")).toEqual(["2"]);
      expect(
        table(body, "weeks")
          .slice(7)
          .map((row) => row[1]),
      ).toEqual(["0", "2", "1", "0", "0"]);
      expect(body).toContain("days counted in Europe/Madrid time.");
    } finally {
      await world.db.execute(sql`update sales_settings set time_zone = 'America/Chicago' where id = 1`);
    }
  });

  it("defaults to the last 12 months, and says what it has nothing for", async () => {
    const { status, body } = await page("/admin/sales");
    expect(status).toBe(200);
    expect(tile(body, "total")).toEqual(["0"]);
    expect(tile(body, "median-reply")).toEqual(["No replies yet"]);
    expect(table(body, "months")).toHaveLength(12);
    expect(body).toContain("No requests in this period.");
    expect(body).toMatch(/aria-current="page"[^>]*>Last 12 months</);
  });

  it("refuses a period that ends before it starts, or a day that is not one, in both languages", async () => {
    const backwards = await page("/admin/sales?from=2025-03-31&to=2025-01-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatch(
      /role="alert"[^>]*>The end date must be the same as the start date or later\.</,
    );
    expect(backwards.body).toContain('value="2025-03-31"');
    expect(backwards.body).not.toContain('data-figure="total"');
    expect(backwards.body).not.toContain('href="/admin/sales/export');
    const spanish = await page("/es/admin/ventas?from=2025-03-31&to=2025-01-01", salesCookie);
    expect(spanish.status).toBe(400);
    expect(spanish.body).toMatch(
      /role="alert"[^>]*>La fecha final debe ser igual o posterior a la fecha de inicio\.</,
    );
    const notADay = await page("/es/admin/ventas?from=2025-02-30");
    expect(notADay.status).toBe(400);
    expect(notADay.body).toMatch(
      /role="alert"[^>]*>Escribe la fecha de inicio como AAAA-MM-DD: un día real entre 2000 y 2100\.</,
    );
    // The export of a refused period goes back to the page, which says why.
    const exported = await page("/admin/sales/export?from=2025-03-31&to=2025-01-01");
    expect(exported.status).toBe(302);
    expect(exported.headers.get("location")).toBe("/admin/sales?from=2025-03-31&to=2025-01-01");
  });

  it("exports the same figures as CSV, recorded in the audit log", async () => {
    const response = await getPage(
      world.server.baseUrl,
      `/admin/sales/export?${PERIOD}&kind=all`,
      salesCookie,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="sales-dashboard-all-2025-01-01-2025-03-31.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toBe("table,key,label,value,quantity,share_percent");
    expect(lines).toEqual(
      expect.arrayContaining([
        "period,from,From,2025-01-01",
        "period,to,To,2025-03-31",
        "period,kind,All requests,all",
        "period,time_zone,Time zone,America/Chicago",
        "total,requests,Requests,6",
        "total,quote,Quote requests,4",
        "total,without_product,Requests naming no product,2",
        "week,2025-03-03,3 Mar 2025,1",
        "week,2025-03-24,24 Mar 2025,0",
        "month,2024-12,December 2024,1",
        "month,2025-03,March 2025,4",
        "country,MX,Mexico,3",
        "country,_unknown,Unknown,1",
        "application,municipal,Municipal,2",
        "product,drum-screen,Drum Screen,2,5",
        "product,retired-press,Old Press,1,4",
        "category,_not_in_catalogue,Not in the catalogue,1",
        "status,quoted,Quoted,2,,33",
        "status,closed,Closed,1,,16",
        "first_reply,median_hours,Median time to first reply (hours),60",
        "first_reply,replied,Requests replied to,5",
      ]),
    );
    expect(lines.filter((line) => line.startsWith("week,"))).toHaveLength(12);
    const [audit] = await rows<{ actor_email: string; after: Record<string, unknown> }>(
      world.db,
      sql`select actor_email, after from admin_audit_log where action = 'message.export_dashboard'
        order by created_at desc limit 1`,
    );
    expect(audit?.after).toEqual({ from: "2025-01-01", to: "2025-03-31", kind: "all", requests: 6 });
    expect(audit?.actor_email).toMatch(/^seller-/);

    const spanish = await page(`/es/admin/ventas/export?${PERIOD}&kind=quote`);
    expect(spanish.status).toBe(200);
    const es = spanish.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(es).toEqual(
      expect.arrayContaining([
        "period,kind,Solicitudes de cotización,quote",
        "total,requests,Solicitudes,4",
        "country,MX,México,2",
        "first_reply,median_hours,Mediana hasta la primera respuesta (horas),65",
      ]),
    );
  });

  it("is refused to an editor and sends an anonymous visitor to sign in", async () => {
    expect(await grantRole(world.db, world.member.email, "editor")).toBe("granted");
    for (const path of [`/admin/sales?${PERIOD}`, `/es/admin/ventas/export?${PERIOD}`]) {
      const editor = await page(path, world.member.cookie);
      expect(editor.status, path).toBe(403);
      expect(editor.body).not.toContain("Drum Screen");
      expect(editor.body).not.toContain("table,key");
    }
    // (No cookie at all: the page helper's default is the administrator's.)
    const anonymous = await getPage(world.server.baseUrl, `/admin/sales?${PERIOD}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/auth");
    const anonymousExport = await getPage(world.server.baseUrl, `/es/admin/ventas/export?${PERIOD}`);
    expect(anonymousExport.status).toBe(302);
    expect(anonymousExport.headers.get("location")).toBe("/es/acceso");
    // Only the two exports above were recorded: the refused ones were not.
    const exports = await rows<{ n: number }>(
      world.db,
      sql`select count(*)::int as n from admin_audit_log where action = 'message.export_dashboard'`,
    );
    expect(exports[0]?.n).toBe(2);
  });
});
