// The sales role and the pipeline's assignment rules (ADR 032): the users tool gives and takes
// the sales role (a role row and an audit row each); a sales user opens the requests and the
// pipeline but nothing of content, media, users or the rules, and an editor no requests; an
// administrator edits the rules and the settings (refusals in each language, next to their
// fields; a stale settings form refused with what was typed kept); and a new request sent
// through the site's API gets the owner of its buyer's country (from the project's location,
// else the phone's code), else the default owner, also when the rule's owner has lost the role,
// with its `assigned` timeline row; spam and a request no one may own stay without an owner.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditRows,
  getPage,
  postForm,
  rows,
  shownMessages,
  startAdminWorld,
  type AdminWorld,
} from "../support/admin";
import { signedInCookie, verifiedAccount } from "../support/auth";
import { fetchSolvedCaptcha } from "../support/captcha-solver";
import { contactBody, freshAddress, sendValidMessage } from "../support/contact";
import { engine } from "../support/test-server";
import { contactMessages } from "~/.server/db/schema";
import { assignOnArrival } from "~/features/contact/sales-rules.server";

let world: AdminWorld;
/** Two sales users (A owns Mexico, B is the default owner) and an editor, each signed in. */
const people = {} as Record<"a" | "b" | "editor", { email: string; cookie: string; id: string }>;

const RULES = "/admin/sales/rules";
const RULES_ES = "/es/admin/ventas/reglas";

const idOf = async (email: string) =>
  (await rows<{ id: string }>(world.db, sql`select id from users where email = ${email}`))[0]!.id;
const versionOf = async (email: string) =>
  (await rows<{ version: number }>(world.db, sql`select version from users where email = ${email}`))[0]!
    .version;
const roleRows = async (email: string) =>
  (
    await rows<{ role: string }>(
      world.db,
      sql`select r.role from user_roles r join users u on u.id = r.user_id where u.email = ${email}
          order by r.role`,
    )
  ).map((row) => row.role);
/** A change from the users tool as it lists the account now. */
const usersTool = async (intent: string, email: string, path = "/admin/users") =>
  postForm(world.server.baseUrl, path, world.admin.cookie, {
    intent,
    userId: await idOf(email),
    email,
    version: String(await versionOf(email)),
  });
const settingsRow = async () =>
  (
    await rows<{
      default_owner_id: string | null;
      reminder_hours: number;
      workday_start: number;
      workday_end: number;
      time_zone: string;
      version: number;
    }>(world.db, sql`select * from sales_settings where id = 1`)
  )[0]!;
const auditCount = async () =>
  (await rows<{ n: number }>(world.db, sql`select count(*)::int as n from admin_audit_log`))[0]!.n;

/** The error shown under a field (the page's texts also travel in its data: only the rendered one counts). */
const fieldError = (html: string, text: string) =>
  new RegExp(`<p id="[^"]+-error"[^>]*>${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</p>`).test(html);
/** The control of a named field, as rendered. */
const control = (html: string, name: string) =>
  new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";

/** A quote request through the site's API, as a browser sends it; answers its id. */
async function submitQuote(fields: { countryCode: string; location?: string; website?: string }) {
  const form = new FormData();
  const body = contactBody({
    consent: "true",
    locale: "en",
    items: JSON.stringify([{ productId: "drum-screen", quantity: 1 }]),
    captcha: await fetchSolvedCaptcha(world.server.baseUrl),
    ...fields,
  });
  for (const [name, value] of Object.entries(body)) form.append(name, String(value));
  const response = await fetch(new URL("/api/quote", world.server.baseUrl), {
    method: "POST",
    headers: { "x-forwarded-for": freshAddress() },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
/** A contact message through the site's API; answers its id. */
async function submitContact(countryCode: string) {
  const response = await sendValidMessage(world.server.baseUrl, { countryCode });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
/**
 * A request stored and assigned as on arrival, in one transaction, without the API: for a
 * buyer whose country cannot be told, which the forms' dialling codes never leave.
 */
async function storeAndAssign(countryCode: string) {
  return world.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        firstName: "Ana",
        lastName: "López",
        email: "ana@example.com",
        countryCode,
        phone: "600 123 456",
        company: "Aguas del Sur",
        message: "Please quote.",
        consentAt: new Date(),
        locale: "en",
        project: { location: "Somewhere" },
      })
      .returning({ id: contactMessages.id });
    return { id: row!.id, assigned: await assignOnArrival(tx, row!.id) };
  });
}
const ownerOf = async (id: string) =>
  (
    await rows<{ owner_id: string | null }>(
      world.db,
      sql`select owner_id from contact_messages where id = ${id}`,
    )
  )[0]!.owner_id;
/** A request's `assigned` rows (the site's own, so no actor), each as its data. */
const assignments = async (id: string) =>
  (
    await rows<{ actor_user_id: string | null; actor_email: string | null; data: unknown }>(
      world.db,
      sql`select actor_user_id, actor_email, data from request_events
          where message_id = ${id} and kind = 'assigned' order by created_at`,
    )
  ).map((row) => {
    expect([row.actor_user_id, row.actor_email]).toEqual([null, null]);
    return row.data;
  });

beforeAll(async () => {
  world = await startAdminWorld();
  for (const who of ["a", "b", "editor"] as const) {
    const account = await verifiedAccount(world.server.baseUrl, world.smtp, `sales-${who}`);
    people[who] = {
      email: account.email,
      cookie: await signedInCookie(world.server.baseUrl, account.email, account.password),
      id: await idOf(account.email),
    };
  }
});
afterAll(async () => {
  await world?.stop();
});

describe(`the sales role and the assignment rules (${engine})`, () => {
  it("the users tool gives the sales role (a role row, an audit row) and lists it", async () => {
    expect((await getPage(world.server.baseUrl, "/admin/messages", people.a.cookie)).status).toBe(403);
    for (const who of ["a", "b"] as const) {
      const granted = await usersTool("grant_sales", people[who].email);
      expect(granted.status).toBe(200);
      expect(shownMessages(await granted.text())).toEqual([
        `${people[who].email} now works the sales requests.`,
      ]);
      expect(await roleRows(people[who].email)).toEqual(["sales"]);
    }
    expect(await auditRows(world.db, people.a.id)).toEqual([
      expect.objectContaining({
        action: "user.grant_sales",
        entity_type: "user",
        actor_email: world.admin.email,
        before: { sales: false },
        after: { sales: true },
      }),
    ]);
    expect((await usersTool("grant_editor", people.editor.email)).status).toBe(200);
    // Granted twice: nothing more.
    const again = await usersTool("grant_sales", people.a.email, "/es/admin/usuarios");
    expect(shownMessages(await again.text())).toEqual(["No había nada que cambiar: ya estaba así."]);
    expect(await auditRows(world.db, people.a.id)).toHaveLength(1);

    const list = await (await getPage(world.server.baseUrl, "/es/admin/usuarios", world.admin.cookie)).text();
    const row = new RegExp(`<tr[^>]*data-user="${people.a.email}"[\\s\\S]*?</tr>`).exec(list)?.[0] ?? "";
    expect(row).toContain(">Ventas<");
    expect(row).toContain("Quitar de ventas");
    const editorRow =
      new RegExp(`<tr[^>]*data-user="${people.editor.email}"[\\s\\S]*?</tr>`).exec(list)?.[0] ?? "";
    expect(editorRow).toContain("Añadir a ventas");
  });

  it("a sales user opens the requests and the pipeline, not content, media, users or the rules; an editor no requests", async () => {
    const status = async (path: string, cookie: string) =>
      (await getPage(world.server.baseUrl, path, cookie)).status;
    expect(await status("/admin/messages", people.a.cookie)).toBe(200);
    expect(await status("/es/admin/mensajes", people.a.cookie)).toBe(200);
    // The pipeline's pages once they are routed (an administrator gets 404 before).
    for (const path of ["/admin/sales/board", "/admin/sales"]) {
      if ((await status(path, world.admin.cookie)) === 404) continue;
      expect(await status(path, people.a.cookie), path).toBe(200);
      expect(await status(path, people.editor.cookie), path).toBe(403);
    }
    for (const path of [
      "/admin/content",
      "/admin/media",
      "/admin/posts",
      "/admin/users",
      "/admin/audit",
      RULES,
      RULES_ES,
      "/admin/sales/webhooks",
    ])
      expect(await status(path, people.a.cookie), path).toBe(403);
    // Nor may a sales user post the rules' forms or change roles.
    const before = await auditCount();
    const posted = await postForm(world.server.baseUrl, RULES, people.a.cookie, {
      intent: "add-rule",
      countryCode: "MX",
      ownerId: people.a.id,
    });
    expect(posted.status).toBe(403);
    const promoted = await postForm(world.server.baseUrl, "/admin/users", people.a.cookie, {
      intent: "grant_admin",
      userId: people.a.id,
      email: people.a.email,
      version: String(await versionOf(people.a.email)),
    });
    expect(promoted.status).toBe(403);
    expect(await auditCount()).toBe(before);
    expect(await rows(world.db, sql`select * from sales_rules`)).toEqual([]);

    for (const path of ["/admin/messages", "/es/admin/mensajes", RULES])
      expect(await status(path, people.editor.cookie), path).toBe(403);
    expect(await status("/admin/posts", people.editor.cookie)).toBe(200);

    // The dashboard says what the sales role opens, not that an administrator's role is missing.
    const dashboard = await (await getPage(world.server.baseUrl, "/admin/dashboard", people.a.cookie)).text();
    const note = /<div role="note"[\s\S]*?<\/div>/.exec(dashboard)?.[0] ?? "";
    expect(note).toContain("Sales access:");
    expect(note).not.toContain("Admin Role Required:");
  });

  it("shows the rules page to an administrator in both languages, with how the buyer's country is found", async () => {
    const en = await (await getPage(world.server.baseUrl, RULES, world.admin.cookie)).text();
    expect(en).toMatch(/<h1[^>]*>Sales Rules<\/h1>/);
    expect(en).toMatch(
      /<p data-how-country="[^"]*">The buyer(?:&#x27;|')s country is the one the project(?:&#x27;|')s location names/,
    );
    expect(en).toContain(">No rules yet: every new request goes to the default owner.</p>");
    // The owners offered: the sales users and the administrator, not the editor.
    const owners = /<select[^>]*name="ownerId"[\s\S]*?<\/select>/.exec(en)?.[0] ?? "";
    expect(owners).toContain(people.a.email);
    expect(owners).toContain(people.b.email);
    expect(owners).toContain(world.admin.email);
    expect(owners).not.toContain(people.editor.email);
    expect(control(en, "timeZone")).toContain('value="America/Chicago"');
    const es = await (await getPage(world.server.baseUrl, RULES_ES, world.admin.cookie)).text();
    expect(es).toMatch(/<h1[^>]*>Reglas de ventas<\/h1>/);
    expect(es).toMatch(
      /<p data-how-country="[^"]*">El país del comprador es el que nombra la ubicación del proyecto/,
    );
    expect(es).toContain('<option value="MX">México</option>');
  });

  it("refuses a rule for an unknown country or an owner who may not own requests, in each language", async () => {
    const before = await auditCount();
    const unknown = await postForm(world.server.baseUrl, RULES, world.admin.cookie, {
      intent: "add-rule",
      countryCode: "ZZ",
      ownerId: people.a.id,
    });
    expect(unknown.status).toBe(400);
    const html = await unknown.text();
    expect(fieldError(html, "Choose a country from the list.")).toBe(true);
    expect(control(html, "countryCode")).toContain('aria-invalid="true"');
    // What was typed stays chosen.
    expect(html).toMatch(new RegExp(`<option value="${people.a.id}" selected="">`));

    const editor = await postForm(world.server.baseUrl, RULES_ES, world.admin.cookie, {
      intent: "add-rule",
      countryCode: "XX",
      ownerId: people.editor.id,
    });
    expect(editor.status).toBe(400);
    const es = await editor.text();
    expect(fieldError(es, "Elige un país de la lista.")).toBe(true);
    const ineligible = await postForm(world.server.baseUrl, RULES_ES, world.admin.cookie, {
      intent: "add-rule",
      countryCode: "MX",
      ownerId: people.editor.id,
    });
    expect(ineligible.status).toBe(400);
    expect(
      fieldError(
        await ineligible.text(),
        "Esta cuenta no puede recibir solicitudes: debe estar activa y tener el rol de ventas o de administrador.",
      ),
    ).toBe(true);
    expect(await rows(world.db, sql`select * from sales_rules`)).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it("refuses settings out of range or in an unknown time zone, each next to its field, in each language", async () => {
    const { version } = await settingsRow();
    const before = await settingsRow();
    const bad = {
      intent: "settings",
      version: String(version),
      defaultOwnerId: people.b.id,
      reminderHours: "0",
      workdayStart: "18",
      workdayEnd: "9",
      timeZone: "Mars/Olympus_Mons",
    };
    const en = await postForm(world.server.baseUrl, RULES, world.admin.cookie, bad);
    expect(en.status).toBe(400);
    const html = await en.text();
    expect(shownMessages(html)).toEqual(["Nothing was saved: check the fields marked below."]);
    expect(fieldError(html, "Enter a whole number of hours from 1 to 200.")).toBe(true);
    expect(fieldError(html, "The workday must end after it starts.")).toBe(true);
    expect(fieldError(html, "Enter a time zone by its IANA name, such as America/Chicago.")).toBe(true);
    for (const name of ["reminderHours", "workdayEnd", "timeZone"])
      expect(control(html, name), name).toContain('aria-invalid="true"');
    expect(control(html, "workdayStart")).not.toContain('aria-invalid="true"');
    expect(control(html, "timeZone")).toContain('value="Mars/Olympus_Mons"');
    expect(control(html, "reminderHours")).toContain('value="0"');

    const es = await postForm(world.server.baseUrl, RULES_ES, world.admin.cookie, {
      ...bad,
      reminderHours: "ocho",
      workdayStart: "25",
      workdayEnd: "25",
    });
    expect(es.status).toBe(400);
    const esHtml = await es.text();
    expect(shownMessages(esHtml)).toEqual(["No se ha guardado nada: revisa los campos marcados abajo."]);
    expect(fieldError(esHtml, "Escribe un número entero de horas de 1 a 200.")).toBe(true);
    expect(fieldError(esHtml, "Escribe una hora entera de 0 a 23.")).toBe(true);
    expect(fieldError(esHtml, "Escribe una hora entera de 1 a 24.")).toBe(true);
    expect(fieldError(esHtml, "Escribe una zona horaria por su nombre IANA, como America/Chicago.")).toBe(
      true,
    );
    expect(await settingsRow()).toEqual(before);

    // An editor cannot be the default owner.
    const editor = await postForm(world.server.baseUrl, RULES, world.admin.cookie, {
      ...bad,
      defaultOwnerId: people.editor.id,
      reminderHours: "8",
      workdayStart: "8",
      workdayEnd: "17",
      timeZone: "America/Chicago",
    });
    expect(editor.status).toBe(400);
    expect(
      fieldError(
        await editor.text(),
        "This account cannot own requests: it must be enabled and hold the sales or administrator role.",
      ),
    ).toBe(true);
    expect(await settingsRow()).toEqual(before);
  });

  it("saves a rule and the default owner (audited), and refuses a stale settings form keeping what was typed", async () => {
    const rule = await postForm(world.server.baseUrl, RULES, world.admin.cookie, {
      intent: "add-rule",
      countryCode: "mx",
      ownerId: people.a.id,
    });
    expect(rule.status).toBe(200);
    expect(shownMessages(await rule.text())).toEqual([
      `New requests from Mexico now go to ${people.a.email}.`,
    ]);
    expect(await rows(world.db, sql`select country_code, owner_id from sales_rules`)).toEqual([
      { country_code: "MX", owner_id: people.a.id },
    ]);
    expect(await auditRows(world.db, "rule:MX")).toEqual([
      expect.objectContaining({
        action: "sales.save_rule",
        entity_type: "sales",
        actor_email: world.admin.email,
        before: null,
        after: { country: "MX", ownerId: people.a.id },
      }),
    ]);

    const opened = (await settingsRow()).version;
    const saved = await postForm(world.server.baseUrl, RULES_ES, world.admin.cookie, {
      intent: "settings",
      version: String(opened),
      defaultOwnerId: people.b.id,
      reminderHours: "6",
      workdayStart: "9",
      workdayEnd: "18",
      timeZone: "europe/madrid",
    });
    expect(saved.status).toBe(200);
    expect(shownMessages(await saved.text())).toEqual(["Los ajustes están guardados."]);
    expect(await settingsRow()).toEqual({
      id: 1,
      default_owner_id: people.b.id,
      reminder_hours: 6,
      workday_start: 9,
      workday_end: 18,
      time_zone: "Europe/Madrid",
      version: opened + 1,
      updated_at: expect.anything(),
    });
    expect(await auditRows(world.db, "settings")).toEqual([
      expect.objectContaining({
        action: "sales.save_settings",
        entity_type: "sales",
        before: {
          defaultOwnerId: null,
          reminderHours: 8,
          workdayStart: 8,
          workdayEnd: 17,
          timeZone: "America/Chicago",
        },
        after: {
          defaultOwnerId: people.b.id,
          reminderHours: 6,
          workdayStart: 9,
          workdayEnd: 18,
          timeZone: "Europe/Madrid",
        },
      }),
    ]);

    // A second form opened before that save: refused, nothing changed, what was typed kept,
    // and what is saved now shown beside it.
    const before = await auditCount();
    const stale = await postForm(world.server.baseUrl, RULES, world.admin.cookie, {
      intent: "settings",
      version: String(opened),
      defaultOwnerId: "",
      reminderHours: "12",
      workdayStart: "7",
      workdayEnd: "15",
      timeZone: "America/Chicago",
    });
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(shownMessages(html)[0]).toMatch(/^This record changed since you opened it/);
    expect(control(html, "reminderHours")).toContain('value="12"');
    expect(control(html, "workdayStart")).toContain('value="7"');
    expect(control(html, "timeZone")).toContain('value="America/Chicago"');
    const savedNow = /<div[^>]*data-saved-settings[\s\S]*?<\/dl>/.exec(html)?.[0] ?? "";
    expect(savedNow).toContain("Europe/Madrid");
    expect(savedNow).toContain(people.b.email);
    // The form now carries the current version, so sending it again saves it.
    expect(control(html, "version")).toContain(`value="${opened + 1}"`);
    expect((await settingsRow()).version).toBe(opened + 1);
    expect((await settingsRow()).reminder_hours).toBe(6);
    expect(await auditCount()).toBe(before);

    const list = await (await getPage(world.server.baseUrl, RULES_ES, world.admin.cookie)).text();
    const mexico = /<li[^>]*data-rule="MX"[\s\S]*?<\/li>/.exec(list)?.[0] ?? "";
    expect(mexico).toContain("México");
    expect(mexico).toContain(people.a.email);
    expect(mexico).toContain("Quitar");
  });

  it("assigns a new request by its buyer's country, else to the default owner, with its timeline row", async () => {
    const byLocation = await submitQuote({ countryCode: "+34", location: "Monterrey, Nuevo León, México" });
    const byPhone = await submitQuote({ countryCode: "+52" });
    const contactByPhone = await submitContact("+52");
    const elsewhere = await submitQuote({ countryCode: "+34", location: "Sevilla, Spain" });
    const spam = await submitQuote({ countryCode: "+52", website: "http://spam.example" });
    const mexico = { to: people.a.id, country: "MX", rule: "country" };
    for (const id of [byLocation, byPhone, contactByPhone]) {
      expect(await ownerOf(id)).toBe(people.a.id);
      expect(await assignments(id)).toEqual([mexico]);
    }
    expect(await ownerOf(elsewhere)).toBe(people.b.id);
    expect(await assignments(elsewhere)).toEqual([{ to: people.b.id, country: "ES", rule: "default" }]);
    // Spam is kept for review, owned by nobody.
    expect(await ownerOf(spam)).toBeNull();
    expect(await assignments(spam)).toEqual([]);

    // A buyer whose country cannot be told goes to the default owner.
    const nowhere = await storeAndAssign("+999");
    expect(nowhere.assigned).toEqual({ ownerId: people.b.id, country: null, rule: "default" });
    expect(await ownerOf(nowhere.id)).toBe(people.b.id);
    expect(await assignments(nowhere.id)).toEqual([{ to: people.b.id, country: null, rule: "default" }]);
    // A request that has an owner keeps it: nothing is written again.
    expect(await world.db.transaction((tx) => assignOnArrival(tx, elsewhere))).toBeUndefined();
    expect(await ownerOf(elsewhere)).toBe(people.b.id);
    expect(await assignments(elsewhere)).toHaveLength(1);
  });

  it("gives a country's requests to the default owner once its rule's owner loses the sales role", async () => {
    const revoked = await usersTool("revoke_sales", people.a.email, "/es/admin/usuarios");
    expect(revoked.status).toBe(200);
    expect(shownMessages(await revoked.text())).toEqual([
      `${people.a.email} ya no atiende las solicitudes de ventas.`,
    ]);
    expect(await roleRows(people.a.email)).toEqual([]);
    expect((await auditRows(world.db, people.a.id)).map((row) => row.action)).toEqual([
      "user.grant_sales",
      "user.revoke_sales",
    ]);
    expect((await getPage(world.server.baseUrl, "/admin/messages", people.a.cookie)).status).toBe(403);

    const later = await submitQuote({ countryCode: "+1", location: "Guadalajara, Mexico" });
    expect(await ownerOf(later)).toBe(people.b.id);
    expect(await assignments(later)).toEqual([{ to: people.b.id, country: "MX", rule: "default" }]);
    // The rule stays, marked, for the administrator to change.
    const list = await (await getPage(world.server.baseUrl, RULES, world.admin.cookie)).text();
    const mexico = /<li[^>]*data-rule="MX"[\s\S]*?<\/li>/.exec(list)?.[0] ?? "";
    expect(mexico).toContain("Can no longer own requests");
    // No owner to be had (the default owner disabled too): the request waits without one.
    expect((await usersTool("disable", people.b.email)).status).toBe(200);
    const orphan = await submitContact("+52");
    expect(await ownerOf(orphan)).toBeNull();
    expect(await assignments(orphan)).toEqual([]);
    const page = await (await getPage(world.server.baseUrl, RULES, world.admin.cookie)).text();
    expect(page).toMatch(/<p role="note"[^>]*>The default owner can no longer own requests/);
    expect((await usersTool("enable", people.b.email)).status).toBe(200);
  });

  it("removes a rule (audited): its country's requests go to the default owner", async () => {
    expect((await usersTool("grant_sales", people.a.email)).status).toBe(200);
    const removed = await postForm(world.server.baseUrl, RULES, world.admin.cookie, {
      intent: "delete-rule",
      countryCode: "MX",
    });
    expect(removed.status).toBe(200);
    expect(shownMessages(await removed.text())).toEqual([
      "The rule for Mexico is removed: its new requests go to the default owner.",
    ]);
    expect(await rows(world.db, sql`select * from sales_rules`)).toEqual([]);
    expect((await auditRows(world.db, "rule:MX")).map((row) => row.action)).toEqual([
      "sales.save_rule",
      "sales.delete_rule",
    ]);
    const again = await postForm(world.server.baseUrl, RULES_ES, world.admin.cookie, {
      intent: "delete-rule",
      countryCode: "MX",
    });
    expect(again.status).toBe(404);
    expect(shownMessages(await again.text())).toEqual(["Esa regla ya se había quitado."]);
    const next = await submitQuote({ countryCode: "+52" });
    expect(await ownerOf(next)).toBe(people.b.id);
    expect(await assignments(next)).toEqual([{ to: people.b.id, country: "MX", rule: "default" }]);
  });
});
