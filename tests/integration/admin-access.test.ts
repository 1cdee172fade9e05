// Every admin page and admin API, for every kind of visitor: anonymous, a signed-in account
// without a role, an editor (the dashboard, the news and the content pages, nothing else), a
// salesperson (the dashboard, the requests and their pipeline, nothing else), an
// administrator, and one whose role was revoked; and every form post of the area refused to
// anonymous visitors and to accounts without the role, with nothing changed, and every
// state-changing request from another origin refused, an administrator's included. The pages come from the page table (access "admin"), the posts from every route
// under the admin layout in the server build, the API from the server's admin router, so a
// new one is covered without being listed here. A dynamic segment gets a well-formed id of
// no record (an administrator may get 404 for it). A quote's stored attachment is given to an
// administrator only, as a download of its exact bytes.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPageByPath, allPages, pagePath, type PageId } from "~/.server/pages";
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
import { deadline } from "../support/deadline";

const ADMIN = "admin@example.com";
/** The pages any signed-in account may open. */
const SIGNED_IN_PAGES: ReadonlySet<PageId> = new Set<PageId>(["admin-dashboard", "admin-security"]);
/**
 * The pages an editor may open: these, every content page (ids starting "admin-content") and
 * every media library page ("admin-media").
 */
const EDITOR_PAGES: ReadonlySet<PageId> = new Set<PageId>([
  "admin-dashboard",
  "admin-security",
  "admin-posts",
  "admin-post-new",
  "admin-post-edit",
  "admin-post-preview",
]);
const editorMayOpen = (id: PageId) =>
  EDITOR_PAGES.has(id) ||
  id.startsWith("admin-content") ||
  id.startsWith("admin-media") ||
  // The downloads centre's documents and leads (issue 44).
  id.startsWith("admin-download") ||
  // Releases of several items' drafts (issue 46).
  id.startsWith("admin-release");
/** The API's areas an editor may use (an endpoint's area is declared beside it). */
const EDITOR_API_AREAS = new Set(["dashboard", "news", "content"]);
/**
 * The pages the sales team may open (ADR 032): every account's, the requests and their
 * pipeline; not content, users, the audit log, or the pipeline's own rules and webhook log.
 */
const SALES_PAGES: ReadonlySet<PageId> = new Set<PageId>([
  "admin-dashboard",
  "admin-security",
  "admin-messages",
  "admin-message",
  "admin-sales",
  "admin-sales-board",
]);
const SALES_API_AREAS = new Set(["dashboard", "sales"]);
/** Whether a sales account may open an address of the area (a route below a page: as that page). */
const salesMayOpenPath = (path: string): boolean => {
  for (let at = path; at.length > 0; at = at.slice(0, at.lastIndexOf("/"))) {
    const page = findPageByPath(at)?.page;
    if (page) return page.access === "admin" && SALES_PAGES.has(page.id);
  }
  return false;
};
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
// What stays an administrator's when an editor asks: everything above but the navigation.
const OFFICE_ONLY = ADMIN_ONLY.filter((marker) => !marker.startsWith("aria-label="));
/** Stands in for a dynamic segment: well formed (a UUID), and no record has it. */
const ABSENT_ID = "00000000-0000-4000-8000-000000000000";
const fill = (pattern: string) => pattern.replace(/:\w+/g, ABSENT_ID);
/** Whether an editor may open an address of the area (a route below a page: as that page). */
const editorMayOpenPath = (path: string): boolean => {
  for (let at = path; at.length > 0; at = at.slice(0, at.lastIndexOf("/"))) {
    const page = findPageByPath(at)?.page;
    if (page) return page.access === "admin" && editorMayOpen(page.id);
  }
  return false;
};

let smtp: SmtpSink;
let server: TestServer;
let cookies: Record<"member" | "editor" | "sales" | "admin", string>;
let adminEndpoints: string[];
let apiArea: (method: string, path: string) => string;
/** Every route under the admin layout (pages and resource routes), as addresses. */
let adminRoutePaths: string[];

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({
    env: accountServerEnv(smtp, { ADMIN_EMAILS: ADMIN }),
    mailDelivery: { pollIntervalMs: 100 },
  });
  const member = await verifiedAccount(server.baseUrl, smtp, "member");
  const editor = await verifiedAccount(server.baseUrl, smtp, "editor");
  await server.database.db.execute(
    sql`insert into user_roles (user_id, role) select id, 'editor' from users where email = ${editor.email}`,
  );
  const salesperson = await verifiedAccount(server.baseUrl, smtp, "sales");
  await server.database.db.execute(
    sql`insert into user_roles (user_id, role) select id, 'sales' from users where email = ${salesperson.email}`,
  );
  expect((await signUp(server.baseUrl, ADMIN, STRONG_PASSWORD)).status).toBe(200);
  expect(
    (await fetch(await verificationLink(smtp, ADMIN, server.baseUrl), { redirect: "manual" })).status,
  ).toBe(302);
  cookies = {
    member: await signedInCookie(server.baseUrl, member.email, member.password),
    editor: await signedInCookie(server.baseUrl, editor.email, editor.password),
    sales: await signedInCookie(server.baseUrl, salesperson.email, salesperson.password),
    admin: await signedInCookie(server.baseUrl, ADMIN, STRONG_PASSWORD),
  };
  const bundle = await loadBundle();
  adminEndpoints = bundle.adminApiEndpoints();
  apiArea = bundle.adminApiArea;
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

const adminPages = allPages()
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

  it(
    "refuses every form post of the area to anonymous visitors and accounts without the role, and an editor's outside the news and content, changing nothing",
    async () => {
      // Something to act on, so a post that got through would change it.
      await server.database.db.execute(sql`insert into contact_messages
      (id, first_name, last_name, email, country_code, phone, company, message, consent_at, locale)
      values (${ABSENT_ID}, 'Probe', 'Message', 'probe@example.com', '+1', '555', 'Probe Co', 'Hello', now(), 'en')
      on conflict do nothing`);
      const before = await stateOfRecords();
      let refused = 0;
      const forms = [
        "delete",
        "status",
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
            // A page that takes no form refuses too, the guard first (it answered 405 to all).
            const location = `${anonymous.headers.get("location") ?? ""}${anonymous.headers.get("x-remix-redirect") ?? ""}`;
            expect([202, 204, 302], `${target} anonymous`).toContain(anonymous.status);
            expect(`${location}${anonymousBody}`, `${target} anonymous`).toContain(pagePath("auth", locale));
            refused += 1;
            // The dashboard's own action (sign-out) and the security page's (one's own second
            // factor and sessions) are every account's; nothing else is.
            if (/\/admin\/(dashboard|panel|security|seguridad)$/.test(path)) continue;
            const member = await request(target, cookies.member, "POST", body);
            expectNoAdminData(await member.text(), `${target} member`);
            expect(member.status, `${target} member`).toBe(403);
            refused += 1;
            // The sales role is refused by its address alone: one form's worth of posts shows it.
            if (!salesMayOpenPath(path) && body === forms[0]) {
              const sales = await request(target, cookies.sales, "POST", body);
              expectNoAdminData(await sales.text(), `${target} sales`);
              expect(sales.status, `${target} sales`).toBe(403);
              refused += 1;
            }
            if (editorMayOpenPath(path)) continue;
            const editor = await request(target, cookies.editor, "POST", body);
            expectNoAdminData(await editor.text(), `${target} editor`);
            expect(editor.status, `${target} editor`).toBe(403);
            refused += 1;
          }
        }
      }
      expect(await stateOfRecords()).toBe(before);
      expect(refused).toBeGreaterThan(0);
      // Whoever may open a page that takes no form is told it takes none.
      const audit = await request(pagePath("admin-audit", "en"), cookies.admin, "POST", forms[0]);
      expect(audit.status).toBe(405);
      // Every form of every admin route, twice each: a few hundred requests.
    },
    deadline(120_000),
  );

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

  it("answers anonymous API calls 401, a signed-in account's without a role 403, and an editor's by the endpoint's area", async () => {
    for (const endpoint of adminEndpoints) {
      const [method, path] = endpoint.split(" ") as [string, string];
      const anonymous = await request(path, undefined, method);
      expect(anonymous.status, endpoint).toBe(401);
      expectNoAdminData(await anonymous.text(), endpoint);
      const member = await request(path, cookies.member, method);
      expect(member.status, endpoint).toBe(403);
      expectNoAdminData(await member.text(), endpoint);
      expect(member.headers.get("cache-control")).toBe("private, no-store");
      const editor = await request(path, cookies.editor, method);
      const allowed = EDITOR_API_AREAS.has(apiArea(method, path));
      expect(editor.status, `${endpoint} editor`).toBe(allowed ? 200 : 403);
      if (!allowed) expectNoAdminData(await editor.text(), `${endpoint} editor`);
      const sales = await request(path, cookies.sales, method);
      const salesAllowed = SALES_API_AREAS.has(apiArea(method, path));
      expect(sales.status, `${endpoint} sales`).toBe(salesAllowed ? 200 : 403);
      if (!salesAllowed) expectNoAdminData(await sales.text(), `${endpoint} sales`);
    }
    // Messages and users are the office's: the overview is an administrator's.
    expect(apiArea("GET", "/api/admin/overview")).toBe("office");
    expect(apiArea("GET", "/api/admin/not-an-endpoint")).toBe("office");
  });

  it("opens the requests, their pipeline and its dashboard to a sales account, and refuses the rest with 403", async () => {
    const opened: string[] = [];
    for (const page of adminPages) {
      for (const target of [page.path, `${page.path}.data`]) {
        const response = await request(target, cookies.sales);
        const body = await response.text();
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        if (!SALES_PAGES.has(page.id)) {
          expect(response.status, target).toBe(403);
          expectNoAdminData(body, `${target} sales`);
          continue;
        }
        if (page.dynamic && response.status === 404) continue;
        expect(response.status, target).toBe(200);
        if (target === page.path) opened.push(page.id);
      }
    }
    expect(opened).toEqual(
      expect.arrayContaining(
        ["admin-dashboard", "admin-messages", "admin-sales", "admin-sales-board"].flatMap((id) => [id, id]),
      ),
    );
    for (const locale of LOCALES) {
      const html = await (await request(pagePath("admin-dashboard", locale), cookies.sales)).text();
      // The navigation lists the pipeline's tools, and none of content, users or settings.
      for (const id of ["admin-messages", "admin-sales", "admin-sales-board"] as const)
        expect(html, id).toContain(`href="${pagePath(id, locale)}"`);
      for (const id of [
        "admin-content",
        "admin-users",
        "admin-audit",
        "admin-sales-rules",
        "admin-media",
      ] as const)
        expect(html, id).not.toContain(`href="${pagePath(id, locale)}"`);
    }
    // The CSV export is the sales team's.
    const exported = await request(
      "/admin/messages/export",
      cookies.sales,
      "POST",
      new URLSearchParams({ status: "all" }),
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  });

  it(
    "opens the dashboard, the news pages and the content editor's picture upload to an editor, and refuses the rest with 403",
    async () => {
      const opened: string[] = [];
      for (const page of adminPages) {
        for (const target of [page.path, `${page.path}.data`]) {
          const response = await request(target, cookies.editor);
          const body = await response.text();
          for (const marker of OFFICE_ONLY)
            expect(body, `${target} carries "${marker}"`).not.toContain(marker);
          expect(response.headers.get("cache-control")).toBe("private, no-store");
          if (!editorMayOpen(page.id)) {
            expect(response.status, target).toBe(403);
            continue;
          }
          if (page.dynamic && response.status === 404) continue;
          expect(response.status, target).toBe(200);
          if (target === page.path) opened.push(page.id);
        }
      }
      expect(opened).toEqual(
        expect.arrayContaining(
          ["admin-dashboard", "admin-posts", "admin-post-new"].flatMap((id) => [id, id]),
        ),
      );

      for (const locale of LOCALES) {
        const html = await (await request(pagePath("admin-dashboard", locale), cookies.editor)).text();
        const card = (id: string) => new RegExp(`<li[^>]*data-card="${id}"[^>]*>`).exec(html)?.[0] ?? "";
        // The news card opens the posts; messages and users stay dimmed, with their reason.
        expect(card("media")).not.toContain("aria-disabled");
        expect(card("contact")).toContain('aria-disabled="true"');
        expect(card("users")).toContain('aria-disabled="true"');
        expect(html).toContain(`href="${pagePath("admin-posts", locale)}"`);
        for (const id of ["admin-messages", "admin-users", "admin-audit"] as const)
          expect(html).not.toContain(`href="${pagePath(id, locale)}"`);
        expect(html).toContain(locale === "en" ? "Editor access:" : "Acceso de editor:");
        expect(html).toContain(
          locale === "en" ? "Admin access required" : "Se requiere acceso de administrador",
        );
        // The navigation lists the tools an editor may open.
        expect(html).toContain(
          locale === "en" ? 'aria-label="Admin tools"' : 'aria-label="Herramientas de administración"',
        );
      }

      // The CSV export is the messages': refused, and nothing recorded.
      const before = await stateOfRecords();
      for (const path of ["/admin/messages/export", "/es/admin/mensajes/export"]) {
        const exported = await request(
          path,
          cookies.editor,
          "POST",
          new URLSearchParams({ status: "", q: "" }),
        );
        expect(exported.status, path).toBe(403);
        expect(exported.headers.get("content-type") ?? "").not.toContain("text/csv");
      }
      expect(await stateOfRecords()).toBe(before);

      // An editor makes a post (a draft, opened in the content editor), and the content editor
      // takes the editor's new picture with it (over the editor's texts' 2 MB, and far over the
      // 64 KB an account without a role is held to), stores it in the media library and
      // publishes the post with it.
      const made = await request(
        "/admin/posts/new",
        cookies.editor,
        "POST",
        new URLSearchParams({ postType: "news", title: "By an editor" }),
      );
      expect(made.status).toBe(302);
      const postId = /^\/admin\/content\/([0-9a-f-]{36})\?done=postCreated$/.exec(
        made.headers.get("location") ?? "",
      )?.[1];
      expect(postId, made.headers.get("location") ?? "").toBeDefined();
      const image = await sharp(randomBytes(1000 * 800 * 3), {
        raw: { width: 1000, height: 800, channels: 3 },
      })
        .png()
        .toBuffer();
      expect(image.length).toBeGreaterThan(2 * 1024 * 1024);
      const upload = (cookie: string) => {
        const form = new FormData();
        for (const [name, value] of Object.entries({
          version: "1",
          intent: "publish",
          postType: "news",
          "title.en": "By an editor",
          "title.es": "",
          "excerpt.en": "",
          "excerpt.es": "",
          "content.en": "<p>Written by an editor.</p>",
          "content.es": "",
          media: "",
        }))
          form.append(name, value);
        form.append("pictureUpload", new Blob([new Uint8Array(image)], { type: "image/png" }), "picture.png");
        return fetch(new URL(`/admin/content/${postId}`, server.baseUrl), {
          method: "POST",
          redirect: "manual",
          headers: { Cookie: cookie },
          body: form,
        });
      };
      const images = async () =>
        (
          (await server.database.db.execute(sql`select count(*)::int as n from media_images`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n;
      const imagesBefore = await images();
      expect((await upload(cookies.member)).status).toBe(413);
      expect(await images()).toBe(imagesBefore);
      const published = await upload(cookies.editor);
      expect(published.status).toBe(302);
      expect(published.headers.get("location")).toBe(`/admin/content/${postId}?done=published`);
      expect(await images()).toBe(imagesBefore + 1);
      const stored = (await server.database.db.execute(
        sql`select featured_image_url from media_posts where title = 'By an editor'`,
      )) as unknown as { rows: { featured_image_url: string | null }[] };
      expect(stored.rows).toHaveLength(1);
      expect(stored.rows[0]!.featured_image_url).toMatch(/^\/media\/images\//);
    },
    deadline(120_000),
  );

  it("shows a non-administrator the dimmed dashboard, and refuses the rest of the area with 403", async () => {
    for (const page of adminPages) {
      const response = await request(page.path, cookies.member);
      const body = await response.text();
      if (page.id === "admin-security") {
        // One's own second factor and sessions: every account's.
        expect(response.status, page.path).toBe(200);
      } else if (SIGNED_IN_PAGES.has(page.id)) {
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
      // No card of the dashboard dimmed (a list's pagination may disable its "Previous").
      if (page.id === "admin-dashboard") expect(body).not.toContain('aria-disabled="true"');
      // The workspace's own frame (issue 46): none of the public site's header, footer or quote
      // list; this page in the other language; the public site one link away.
      expect(body, page.path).not.toContain("<footer");
      expect(body, page.path).not.toContain(page.locale === "en" ? ", Change language:" : ", Cambiar idioma:");
      const other = page.locale === "en" ? "es" : "en";
      expect(body, page.path).toContain(
        `href="${fill(allPages().find((p) => p.id === page.id)!.paths[other])}"`,
      );
      expect(body, page.path).toContain(`href="${page.locale === "en" ? "/" : "/es"}"`);
      expect(body, page.path).toContain('<main id="main"');
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
    // The member, the editor, the salesperson and the administrator.
    expect(overview.users).toBe(4);
  });

  it("gives a quote's stored attachment to an administrator only, always as a download of its exact bytes", async () => {
    // A real quote request with one file, as the quote pipeline stores it. The bytes carry a
    // marker and a script, so a leak (or a page that rendered them) would show.
    const marker = `attachment-${crypto.randomUUID()}`;
    const bytes = Buffer.concat([
      Buffer.from(`%PDF-1.7\n% ${marker}\n<script>alert(1)</script>\n`),
      Buffer.from([0, 1, 2, 0xfe, 0xff]),
      Buffer.from("\n%%EOF\n"),
    ]);
    const [message] = (
      (await server.database.db.execute(sql`insert into contact_messages
        (first_name, last_name, email, country_code, phone, company, message, consent_at, locale)
        values ('Ana', 'López', 'ana@example.com', '+34', '600 123 456', 'Aguas del Norte',
          'Two drum screens, drawing attached.', now(), 'en')
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const messageId = message!.id;
    await server.database.db.execute(sql`insert into quote_items
      (message_id, position, product_id, product_name, quantity) values (${messageId}, 0, 'drum-screen', 'Drum Screen', 2)`);
    const [file] = (
      (await server.database.db.execute(sql`insert into contact_attachments
        (message_id, position, file_name, kind, size, sha256, bytes)
        values (${messageId}, 0, 'plan.pdf', 'pdf', ${bytes.length}, 'not-checked-here', decode(${bytes.toString("hex")}, 'hex'))
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const attachmentId = file!.id;
    const [otherMessage] = (
      (await server.database.db.execute(sql`insert into contact_messages
        (first_name, last_name, email, country_code, phone, company, message, consent_at, locale)
        values ('Luis', 'Pérez', 'luis@example.com', '+34', '600 654 321', 'Filtros SA', 'Another request.', now(), 'es')
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const otherId = otherMessage!.id;

    type Visitor = "anonymous" | "member" | "editor" | "admin";
    const cases: Array<{ visitor: Visitor; status: number }> = [
      { visitor: "anonymous", status: 302 },
      { visitor: "member", status: 403 },
      // Messages are the administrators' area: an editor is refused their files as well.
      { visitor: "editor", status: 403 },
      { visitor: "admin", status: 200 },
    ];
    for (const locale of LOCALES) {
      const messagePath = pagePath("admin-message", locale, { id: messageId });
      const path = `${messagePath}/attachments/${attachmentId}`;
      for (const { visitor, status } of cases) {
        const what = `${visitor} ${path}`;
        const response = await request(path, visitor === "anonymous" ? undefined : cookies[visitor]);
        const body = Buffer.from(await response.arrayBuffer());
        expect(response.status, what).toBe(status);
        expect(response.headers.get("cache-control"), what).toBe("private, no-store");
        if (visitor === "admin") {
          expect(response.headers.get("content-type"), what).toBe("application/octet-stream");
          expect(response.headers.get("content-disposition"), what).toMatch(
            /^attachment; filename="plan\.pdf"/,
          );
          expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
          expect(response.headers.get("content-security-policy"), what).toContain("sandbox");
          expect(body.equals(bytes), what).toBe(true);
          continue;
        }
        expect(body.includes(marker), `${what} carries the file`).toBe(false);
        expect(response.headers.get("content-disposition"), what).toBeNull();
        expectNoAdminData(body.toString(), what);
        if (visitor === "anonymous")
          expect(response.headers.get("location"), what).toBe(pagePath("auth", locale));
      }

      // The right attachment's id under another message (a stored one, and an id of none), or
      // another id under the right message: not found, without the file.
      for (const target of [
        `${messagePath.replace(messageId, otherId)}/attachments/${attachmentId}`,
        `${messagePath.replace(messageId, ABSENT_ID)}/attachments/${attachmentId}`,
        `${messagePath}/attachments/${ABSENT_ID}`,
        `${messagePath}/attachments/not-an-id`,
      ]) {
        const response = await request(target, cookies.admin);
        expect(response.status, target).toBe(404);
        expect(response.headers.get("content-disposition"), target).toBeNull();
        expect(Buffer.from(await response.arrayBuffer()).includes(marker), target).toBe(false);
      }
    }
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
