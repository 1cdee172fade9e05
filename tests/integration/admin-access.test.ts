// Every admin page and admin API, for every kind of visitor: anonymous, a signed-in account
// without the role, an administrator, and one whose role was revoked. The pages come from
// the page table (access "admin"), the API from the server's admin router, so a new one is
// covered without being listed here.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNED_IN_PAGES } from "~/.server/admin-guard";
import { pagePath, pages } from "~/.server/pages";
import { LOCALES } from "~/i18n/locales";
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
// What only an administrator may receive: the Quick Actions box (page) and the API's data.
const ADMIN_ONLY = ["Quick Actions", "Acciones rápidas", "quickActions", "contactMessages", "mediaPosts"];

let smtp: SmtpSink;
let server: TestServer;
let cookies: Record<"member" | "admin", string>;
let adminEndpoints: string[];

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
  adminEndpoints = (await loadBundle()).adminApiEndpoints();
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const adminPages = pages
  .filter((page) => page.access === "admin" && page.file)
  .flatMap((page) => LOCALES.map((locale) => ({ id: page.id, locale, path: page.paths[locale] })));

const request = (path: string, cookie?: string, method = "GET") =>
  fetch(new URL(path, server.baseUrl), {
    method,
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });

const expectNoAdminData = (body: string, what: string) => {
  for (const marker of ADMIN_ONLY) expect(body, `${what} carries "${marker}"`).not.toContain(marker);
};

describe(`admin access (${engine})`, () => {
  it("finds the admin pages and API to check", () => {
    expect(adminPages.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/admin/dashboard", "/es/admin/panel"]),
    );
    expect(adminEndpoints).toContain("GET /api/admin/overview");
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
      expect(response.status, page.path).toBe(200);
      const body = await response.text();
      expect(body).toContain(page.locale === "en" ? "Quick Actions" : "Acciones rápidas");
      expect(body).not.toContain('aria-disabled="true"');
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
