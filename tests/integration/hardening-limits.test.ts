// The security probe of issue 25: request bodies held to a limit per kind of request while they
// stream (chunked or not), the admin area's state-changing requests from the site's own origin
// only, odd HTTP methods answered 405 (never 500), and a Cache-Control on every page rendered
// outside the page cache.
import http from "node:http";
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, rows, startAdminWorld, type AdminWorld } from "../support/admin";
import { engine } from "../support/test-server";

let world: AdminWorld;
beforeAll(async () => {
  world = await startAdminWorld();
});
afterAll(async () => {
  await world?.stop();
});

interface StreamedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes the client had written when the answer came (or the connection closed). */
  sent: number;
}

const MB = 1024 * 1024;
/** Offered in every over-limit test: far more than any limit, sent in 64 KB chunks. */
const OFFERED = 64 * MB;

/**
 * Posts `total` bytes in chunks (Transfer-Encoding: chunked unless a Content-Length is given),
 * honouring back-pressure, and stops sending as soon as an answer arrives.
 */
function streamPost(
  path: string,
  headers: Record<string, string>,
  total = OFFERED,
  method = "POST",
): Promise<StreamedAnswer> {
  const piece = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(new URL(path, world.server.baseUrl), {
      method,
      headers: { "X-Forwarded-For": "198.51.100.77", ...headers },
    });
    request.on("response", (response) => {
      answered = true;
      const at = sent;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      const done = () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, sent: at });
      response.on("end", done);
      response.on("close", done);
      response.on("error", done);
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      while (sent < total && !answered && !request.destroyed) {
        request.write(piece);
        sent += piece.length;
        // A moment for an answer to be read, as a browser reads one while it uploads.
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

const form = { "Content-Type": "application/x-www-form-urlencoded" };
/** What an editor's form could change: the content's versions, the library's images, the news' rows. */
const stored = async () =>
  rows<{ revisions: number; images: number; posts: number }>(
    world.db,
    sql`select (select count(*)::int from content_revisions) as revisions,
               (select count(*)::int from media_images) as images,
               (select count(*)::int from media_posts) as posts`,
  );
const healthy = async () => expect((await world.server.get("/healthz")).status).toBe(200);

/** Answered 413 long before the client could send what it offered: the server stopped reading. */
function expectCutShort(answer: StreamedAnswer, limitBytes: number) {
  if (process.env.SHOW_SENT) console.log(`answered ${answer.status} after ${answer.sent} bytes`);
  expect(answer.status).toBe(413);
  expect(answer.headers["cache-control"]).toBe("no-store");
  // Loopback socket buffers take several MB whatever the server does; never the whole body.
  expect(answer.sent).toBeLessThan(limitBytes + 8 * MB);
  expect(answer.sent).toBeLessThan(OFFERED);
}

describe(`request body limits (${engine})`, () => {
  it("refuses a chunked form post to a page's action past 64 KB, without reading the rest", async () => {
    const before = process.memoryUsage().arrayBuffers;
    const answer = await streamPost("/auth", form);
    expectCutShort(answer, 64 * 1024);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect(answer.body).toContain("Payload too large: this form sent more than 64 KB");
    expect(answer.body).toContain("Solicitud demasiado grande");
    // Nothing like the 64 MB offered was kept (server and client share this process).
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * MB);
    await healthy();
  });

  it("answers in the page's language first, for a .data post too", async () => {
    const answer = await streamPost("/es/acceso.data", form);
    expectCutShort(answer, 64 * 1024);
    expect(answer.body.indexOf("Solicitud demasiado grande")).toBe(0);
    expect(answer.body).toContain("Payload too large");
    await healthy();
  });

  it("refuses a body whose Content-Length is over the limit before reading any of it", async () => {
    const answer = await streamPost("/auth", { ...form, "Content-Length": String(OFFERED) });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(8 * MB);
    await healthy();
  });

  it("holds the content editor's texts to 2 MB and its upload (a catalog's PDF or a post's picture) to 20 MB and 256 KB, for those who may edit only", async () => {
    // A post to edit, made as an editor makes one (its draft opens in the content editor).
    const made = await postForm(world.server.baseUrl, "/admin/posts/new", world.admin.cookie, {
      postType: "news",
      title: "Body limits probe",
    });
    expect(made.status).toBe(302);
    const id = /^\/admin\/content\/([0-9a-f-]{36})\?/.exec(made.headers.get("location") ?? "")?.[1];
    expect(id).toBeDefined();
    const admin = { Cookie: world.admin.cookie };
    const before = await stored();
    // Texts alone, chunked (no Content-Length to judge by).
    const texts = await streamPost(`/admin/content/${id}`, { ...form, ...admin });
    expectCutShort(texts, 2 * MB);
    expect(texts.body).toContain("more than 2.1 MB");
    // A picture upload of any size past the limit, in either language and as a data request.
    const multipart = { "Content-Type": "multipart/form-data; boundary=----probe", ...admin };
    for (const path of [`/admin/content/${id}`, `/es/admin/contenido/${id}.data`]) {
      const upload = await streamPost(path, multipart);
      expectCutShort(upload, 20 * MB + 256 * 1024);
      expect(upload.body).toContain("more than 21.2 MB");
    }
    // Without a session that may open the editor (anonymous, or an account without the
    // role), texts or a multipart body get only a page form's 64 KB, not the editor's room: the
    // server reads no further until it knows who is sending, and names that limit.
    for (const cookie of [undefined, world.member.cookie])
      for (const type of [form["Content-Type"], "multipart/form-data; boundary=----probe"]) {
        const refused = await streamPost(`/admin/content/${id}`, {
          "Content-Type": type,
          ...(cookie ? { Cookie: cookie } : {}),
        });
        expectCutShort(refused, 64 * 1024);
        expect(refused.body).toContain("more than 64 KB");
      }
    expect(await stored()).toEqual(before);
    await healthy();
  });

  it("refuses chunked JSON past the API's limit with a JSON 413", async () => {
    for (const [path, limit] of [
      ["/api/auth/sign-in/email", "8 KB"],
      ["/api/csp-report", "8 KB"],
      ["/api/nothing-here", "32 KB"],
    ] as const) {
      const answer = await streamPost(path, { "Content-Type": "application/json" });
      expectCutShort(answer, 32 * 1024);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({
        code: "BODY_TOO_LARGE",
        error: `The request body is larger than ${limit}.`,
      });
    }
    await healthy();
  });

  it("still takes bodies within their limits, chunked or not", async () => {
    const signIn = await streamPost("/auth", form, 60 * 1024);
    expect(signIn.status).toBe(400);
    expect(signIn.body).not.toContain("Payload too large");
    const report = await fetch(new URL("/api/csp-report", world.server.baseUrl), {
      method: "POST",
      headers: { "Content-Type": "application/csp-report" },
      body: JSON.stringify({ "csp-report": { "violated-directive": "script-src" } }),
    });
    expect(report.status).toBe(204);
  });
});

describe(`admin requests from another origin (${engine})`, () => {
  const otherPort = () => Number(new URL(world.server.baseUrl).port) + 1;
  const auditRows = async (action: string) =>
    (
      await rows<{ count: number }>(
        world.db,
        sql`select count(*)::int as count from admin_audit_log where action = ${action}`,
      )
    )[0]?.count;
  const post = (path: string, headers: Record<string, string>, fields: Record<string, string>) =>
    fetch(new URL(path, world.server.baseUrl), {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: world.admin.cookie,
        ...headers,
      },
      body: new URLSearchParams(fields),
    });

  it("refuses the CSV export from a page of the same site on another port, and records nothing", async () => {
    const before = await auditRows("message.export");
    const refusedHeaders: Array<Record<string, string>> = [
      { Origin: `http://localhost:${otherPort()}` },
      { Origin: `http://127.0.0.1:${otherPort()}` },
      { Origin: "null" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of refusedHeaders) {
      for (const path of ["/admin/messages/export", "/es/admin/mensajes/export"]) {
        const refused = await post(path, headers, { status: "", q: "" });
        expect(refused.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(refused.headers.get("content-type")).not.toMatch(/csv/);
        const text = await refused.text();
        expect(text).toContain("did not come from this site's own pages");
        expect(text).toContain("no procede de las páginas de este sitio");
      }
    }
    expect(await auditRows("message.export")).toBe(before);

    const allowed = await post(
      "/admin/messages/export",
      { Origin: world.server.baseUrl, "Sec-Fetch-Site": "same-origin" },
      { status: "", q: "" },
    );
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("content-type")).toMatch(/^text\/csv/);
    await allowed.text();
    expect(await auditRows("message.export")).toBe((before ?? 0) + 1);
  });

  it("refuses another admin action, its data request and the admin API from another origin", async () => {
    const fields = { postType: "news", title: "Cross-origin probe" };
    // A post is a content item: its draft's English title.
    const count = async () =>
      (
        await rows<{ count: number }>(
          world.db,
          sql`select count(*)::int as count from content_items i join content_revisions r on r.item_id = i.id
              where i.type = 'post' and r.data->'title'->>'en' = 'Cross-origin probe'`,
        )
      )[0]?.count;
    const created = await auditRows("content.create");
    const foreign = { Origin: `http://localhost:${otherPort()}` };
    for (const path of ["/admin/posts/new", "/admin/posts/new.data", "/es/admin/publicaciones/nueva"]) {
      expect((await post(path, foreign, fields)).status, path).toBe(403);
    }
    const api = await fetch(new URL("/api/admin/overview", world.server.baseUrl), {
      method: "POST",
      headers: { ...foreign, Cookie: world.admin.cookie },
    });
    expect(api.status).toBe(403);
    expect(await count()).toBe(0);
    expect(await auditRows("content.create")).toBe(created);

    // The site's own pages: the post is made (and recorded).
    const made = await post("/admin/posts/new", { Origin: world.server.baseUrl }, fields);
    expect([302, 303]).toContain(made.status);
    expect(await count()).toBe(1);
    expect(await auditRows("content.create")).toBe((created ?? 0) + 1);
    // Reading stays open to links from anywhere.
    const read = await fetch(new URL("/admin/messages", world.server.baseUrl), {
      headers: { ...foreign, Cookie: world.admin.cookie, "Sec-Fetch-Site": "cross-site" },
    });
    expect(read.status).toBe(200);
  });
});

/** A request with a method fetch() refuses to send (TRACE, CONNECT) or an unusual one. */
function rawRequest(method: string, path: string): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, world.server.baseUrl), { method });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe(`unusual HTTP methods (${engine})`, () => {
  it("answers TRACE and other methods under /api/auth with 405 and the methods allowed", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "PURGE", "MKCOL"]) {
      for (const path of ["/api/auth/get-session", "/api/auth/sign-in/email", "/api/auth/nothing"]) {
        const answer = await rawRequest(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.allow, `${method} ${path}`).toBe("GET, HEAD, POST");
        expect(JSON.parse(answer.body).code).toBe("METHOD_NOT_ALLOWED");
      }
    }
    await healthy();
  });

  it("answers them 405 on pages and never 5xx anywhere", async () => {
    for (const method of ["TRACE", "PROPFIND", "PURGE", "SEARCH"]) {
      for (const path of ["/", "/es/contacto", "/auth", "/admin/dashboard", "/healthz"]) {
        const answer = await rawRequest(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.allow, `${method} ${path}`).toMatch(/^GET, HEAD/);
      }
      for (const path of [
        "/api/contact",
        "/api/admin/overview",
        "/assets/nothing.js",
        "/images/nothing.webp",
      ]) {
        const answer = await rawRequest(method, path);
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
  });

  it("closes a CONNECT request's connection, and keeps serving", async () => {
    const { port } = new URL(world.server.baseUrl);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1", () =>
        socket.write(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`),
      );
      let text = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (text += chunk));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    expect(reply).not.toMatch(/^HTTP\/1\.1 5/);
    await healthy();
  });
});

describe(`Cache-Control of pages rendered outside the cache (${engine})`, () => {
  const get = (path: string, cookie?: string) =>
    fetch(new URL(path, world.server.baseUrl), {
      redirect: "manual",
      headers: cookie ? { Cookie: cookie } : {},
    });

  it("is private, no-store for every page a signed-in visitor opens, public or admin", async () => {
    for (const cookie of [world.admin.cookie, world.member.cookie]) {
      for (const path of [
        "/",
        "/about-us",
        "/es/centro-de-medios",
        "/search?q=pump",
        "/nothing-here",
        "/admin/dashboard",
        "/_.data",
      ]) {
        const response = await get(path, cookie);
        await response.arrayBuffer();
        expect(response.status, path).toBe(path === "/nothing-here" ? 404 : 200);
        expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      }
    }
    const admin = await get("/admin/messages", world.admin.cookie);
    expect(admin.status).toBe(200);
    expect(admin.headers.get("cache-control")).toBe("private, no-store");
  });

  it("lets search results be kept by the browser only, revalidated, and error pages not at all", async () => {
    for (const path of ["/search?q=pump", "/es/buscar?q=bomba", "/search.data?q=pump"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-cache");
    }
    const missing = await get("/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
  });

  it("leaves the cached anonymous pages their own header", async () => {
    for (const path of ["/", "/about-us", "/es/centro-de-medios"]) {
      await (await get(path)).arrayBuffer();
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("public, no-cache");
    }
  });
});
