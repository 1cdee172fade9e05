// Every admin page and admin API, for every kind of visitor: anonymous, a signed-in account
// without the role, an administrator, and one whose role was revoked; and every form post
// of the area refused to anonymous visitors and to accounts without the role, with nothing
// changed, and every state-changing request from another origin refused, an administrator's
// included. The pages come from the page table (access "admin"), the posts from every route
// under the admin layout in the server build, the API from the server's admin router, so a
// new one is covered without being listed here. A dynamic segment gets a well-formed id of
// no record (an administrator may get 404 for it).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNED_IN_PAGES } from "~/.server/admin-guard";
import { pagePath, pages } from "~/.server/pages";
import { localeFromPath, LOCALES } from "~/i18n/locales";
import {
  accountServerEnv,
  STRONG_PASSWORD,
  signUp,
  signedInCookie,
  verificationLink,
  verifiedAccount,
} from "../support/auth";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { engine, loadBundle, startTestServer, type TestServer } from "../support/test-server";

const ADMIN = "admin@example.com";
// What only an administrator may receive: the Quick Actions box (page), the admin tools'
// navigation and texts, and the API's data.
const ADMIN_ONLY = [
  "Quick Actions",
  "Acciones rápidas",
  "quickActions",
  "contactMessages",
  "mediaPosts",
  'aria-label="Admin tools"',
  'aria-label="Herramientas de administración"',
  '"office":',
];
/** Stands in for a dynamic segment: well formed (a UUID), and no record has it. */
const ABSENT_ID = "00000000-0000-4000-8000-000000000000";
const fill = (pattern: string) => pattern.replace(/:\w+/g, ABSENT_ID);

let smtp: SmtpSink;
let server: TestServer;
let cookies: Record<"member" | "admin", string>;
let adminEndpoints: string[];
/** Every route under the admin layout (pages and resource routes), as addresses. */
let adminRoutePaths: string[];

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({
    env: accountServerEnv(smtp, { ADMIN_EMAILS: ADMIN }),
    mailDelivery: { pollIntervalMs: 100 },
  });
  const member = await verifiedAccount(server.baseUrl, smtp, "member");
  expect((await signUp(server.baseUrl, ADMIN, STRONG_PASSWORD)).status).toBe(200);
  expect(
    (await fetch(await verificationLink(smtp, ADMIN, server.baseUrl), { redirect: "manual" })).status,
  ).toBe(302);
  cookies = {
    member: await signedInCookie(server.baseUrl, member.email, member.password),
    admin: await signedInCookie(server.baseUrl, ADMIN, STRONG_PASSWORD),
  };
  const bundle = await loadBundle();
  adminEndpoints = bundle.adminApiEndpoints();
  const routes = bundle.serverBuild.routes;
  const inAdmin = (id: string | undefined): boolean =>
    id !== undefined && (id === "routes/admin/admin-layout" || inAdmin(routes[id]?.parentId));
  adminRoutePaths = Object.values(routes).flatMap((route) =>
    route && route.id !== "routes/admin/admin-layout" && inAdmin(route.parentId) && route.path
      ? [fill(route.path)]
      : [],
  );
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const adminPages = pages
  .filter((page) => page.access === "admin" && page.file)
  .flatMap((page) =>
    LOCALES.map((locale) => ({
      id: page.id,
      locale,
      path: fill(page.paths[locale]),
      dynamic: page.paths[locale].includes(":"),
    })),
  );

const request = (path: string, cookie?: string, method = "GET", body?: URLSearchParams) =>
  fetch(new URL(path, server.baseUrl), {
    method,
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
    body,
  });

/** A fingerprint of everything an admin action could change (sessions aside). */
async function stateOfRecords(): Promise<string> {
  const tables = [
    "contact_messages",
    "mail_outbox",
    "users",
    "user_roles",
    "media_posts",
    "admin_audit_log",
    "content_items",
    "content_revisions",
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const result = (await server.database.db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
               from ${table} t`),
    )) as unknown as { rows: { digest: string }[] };
    parts.push(`${table}=${result.rows[0]?.digest}`);
  }
  return parts.join(" ");
}

const expectNoAdminData = (body: string, what: string) => {
  for (const marker of ADMIN_ONLY) expect(body, `${what} carries "${marker}"`).not.toContain(marker);
};

describe(`admin access (${engine})`, () => {
  it("finds the admin pages and API to check", () => {
    expect(adminPages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        "/admin/dashboard",
        "/es/admin/panel",
        "/admin/content",
        "/es/admin/contenido",
        `/admin/content/${ABSENT_ID}`,
        `/es/admin/contenido/${ABSENT_ID}/historial`,
      ]),
    );
    expect(adminEndpoints).toContain("GET /api/admin/overview");
    expect(adminRoutePaths).toEqual(expect.arrayContaining(["/admin/dashboard", "/es/admin/panel"]));
    expect(adminRoutePaths.length).toBeGreaterThanOrEqual(adminPages.length);
  });

  it("refuses every form post of the area to anonymous visitors and accounts without the role, changing nothing", async () => {
    // Something to act on, so a post that got through would change it.
    await server.database.db.execute(sql`insert into contact_messages
      (id, first_name, last_name, email, country_code, phone, company, message, consent_at, locale)
      values (${ABSENT_ID}, 'Probe', 'Message', 'probe@example.com', '+1', '555', 'Probe Co', 'Hello', now(), 'en')
      on conflict do nothing`);
    const before = await stateOfRecords();
    let refused = 0;
    const forms = [
      "delete",
      "mark_handled",
      "spam",
      "note",
      "grant_admin",
      "disable",
      "sign-out",
      "publish",
      "discard",
    ].map(
      (intent) =>
        new URLSearchParams({
          intent,
          note: "x",
          userId: "x",
          status: "",
          q: "",
          version: "1",
          restore: "1",
        }),
    );
    for (const path of adminRoutePaths) {
      const locale = localeFromPath(path);
      for (const body of forms) {
        for (const target of [path, `${path}.data`]) {
          const anonymous = await request(target, undefined, "POST", body);
          const anonymousBody = await anonymous.text();
          expectNoAdminData(anonymousBody, `${target} anonymous`);
          // A page without an action answers 405 before anything runs.
          if (anonymous.status !== 405) {
            const location = `${anonymous.headers.get("location") ?? ""}${anonymous.headers.get("x-remix-redirect") ?? ""}`;
            expect([202, 204, 302], `${target} anonymous`).toContain(anonymous.status);
            expect(`${location}${anonymousBody}`, `${target} anonymous`).toContain(pagePath("auth", locale));
            refused += 1;
          }
          // The dashboard's own action (sign-out) is every account's; nothing else is.
          if (/\/admin\/(dashboard|panel)$/.test(path)) continue;
          const member = await request(target, cookies.member, "POST", body);
          expectNoAdminData(await member.text(), `${target} member`);
          expect([403, 405], `${target} member`).toContain(member.status);
          if (member.status === 403) refused += 1;
        }
      }
    }
    expect(await stateOfRecords()).toBe(before);
    expect(refused).toBeGreaterThan(0);
    // Every form of every admin route, twice each: a few hundred requests.
  }, 120_000);

  it("refuses every state-changing request of the area from another origin, an administrator's too, changing nothing", async () => {
    const before = await stateOfRecords();
    const port = Number(new URL(server.baseUrl).port);
    // A page of the same site on another port: same-site, so the session cookie goes with it.
    const foreign = [{ Origin: `http://localhost:${port + 1}` }, { Origin: `http://127.0.0.1:${port + 1}` }];
    const body = () => new URLSearchParams({ intent: "delete", status: "", q: "", userId: "x", note: "x" });
    const targets = [
      ...adminRoutePaths.flatMap((path) => [path, `${path}.data`]),
      ...adminEndpoints.map((endpoint) => endpoint.split(" ")[1]!),
    ];
    expect(targets).toEqual(expect.arrayContaining(["/admin/messages/export", "/es/admin/mensajes/export"]));
    for (const target of targets) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        for (const headers of foreign) {
          const response = await fetch(new URL(target, server.baseUrl), {
            method,
            redirect: "manual",
            headers: {
              ...headers,
              Cookie: cookies.admin,
              "Content-Type": "application/x-www-form-urlencoded",
            },
            body: body(),
          });
          expect(response.status, `${method} ${target} from ${headers.Origin}`).toBe(403);
          expectNoAdminData(await response.text(), target);
        }
      }
    }
    expect(await stateOfRecords()).toBe(before);
  });

  it("sends anonymous visitors of every admin page to the sign-in page of its language", async () => {
    for (const page of adminPages) {
      const response = await request(page.path);
      expect(response.status, page.path).toBe(302);
      expect(response.headers.get("location"), page.path).toBe(pagePath("auth", page.locale));
      const body = await response.text();
      expectNoAdminData(body, page.path);
      // The data request a client-side navigation makes is refused the same way.
      const data = await request(`${page.path}.data`);
      expect([202, 204, 302], `${page.path}.data`).toContain(data.status);
      const dataBody = await data.text();
      expect(`${data.headers.get("x-remix-redirect") ?? ""}${dataBody}`).toContain(
        pagePath("auth", page.locale),
      );
      expect(dataBody).not.toContain("Welcome back");
      expectNoAdminData(dataBody, `${page.path}.data`);
    }
  });

  it("answers anonymous API calls 401 and a signed-in non-administrator's 403", async () => {
    for (const endpoint of adminEndpoints) {
      const [method, path] = endpoint.split(" ") as [string, string];
      const anonymous = await request(path, undefined, method);
      expect(anonymous.status, endpoint).toBe(401);
      expectNoAdminData(await anonymous.text(), endpoint);
      const member = await request(path, cookies.member, method);
      expect(member.status, endpoint).toBe(403);
      expectNoAdminData(await member.text(), endpoint);
      expect(member.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("shows a non-administrator the dimmed dashboard, and refuses the rest of the area with 403", async () => {
    for (const page of adminPages) {
      const response = await request(page.path, cookies.member);
      const body = await response.text();
      if (SIGNED_IN_PAGES.has(page.id)) {
        expect(response.status, page.path).toBe(200);
        expect(body).toContain(
          page.locale === "en" ? "Admin Role Required:" : "Se requiere el rol de administrador:",
        );
        expect(body).toContain('aria-disabled="true"');
      } else {
        expect(response.status, page.path).toBe(403);
      }
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expectNoAdminData(body, page.path);
      expectNoAdminData(
        await (await request(`${page.path}.data`, cookies.member)).text(),
        `${page.path}.data`,
      );
    }
  });

  it("opens every admin page and API to an administrator", async () => {
    for (const page of adminPages) {
      const response = await request(page.path, cookies.admin);
      const body = await response.text();
      // A page of one record answers 404 for an id no record has, behind the guard.
      if (page.dynamic && response.status === 404) continue;
      expect(response.status, page.path).toBe(200);
      expect(body, page.path).toContain(
        page.locale === "en" ? 'aria-label="Admin tools"' : 'aria-label="Herramientas de administración"',
      );
      expect(body).not.toContain('aria-disabled="true"');
    }
    for (const locale of LOCALES) {
      const dashboard = await (await request(pagePath("admin-dashboard", locale), cookies.admin)).text();
      expect(dashboard).toContain(locale === "en" ? "Quick Actions" : "Acciones rápidas");
    }
    for (const endpoint of adminEndpoints) {
      const [method, path] = endpoint.split(" ") as [string, string];
      expect((await request(path, cookies.admin, method)).status, endpoint).toBe(200);
    }
    const overview = (await (await request("/api/admin/overview", cookies.admin)).json()) as Record<
      string,
      number
    >;
    expect(overview.users).toBe(2);
  });

  it("takes access away from a revoked administrator at the next request, session or not", async () => {
    const { email: revokedEmail, password } = await verifiedAccount(server.baseUrl, smtp, "revoked");
    await server.database.db.execute(
      sql`insert into user_roles (user_id, role) select id, 'admin' from users where email = ${revokedEmail}`,
    );
    const cookie = await signedInCookie(server.baseUrl, revokedEmail, password);
    expect((await request("/api/admin/overview", cookie)).status).toBe(200);
    expect(await (await request("/admin/dashboard", cookie)).text()).toContain("Quick Actions");

    await server.database.db.execute(
      sql`delete from user_roles where user_id = (select id from users where email = ${revokedEmail})`,
    );
    expect((await request("/api/admin/overview", cookie)).status).toBe(403);
    const dashboard = await request("/admin/dashboard", cookie);
    expect(dashboard.status).toBe(200);
    const body = await dashboard.text();
    expect(body).toContain("Admin Role Required:");
    expectNoAdminData(body, "the revoked administrator's dashboard");
  });
});
