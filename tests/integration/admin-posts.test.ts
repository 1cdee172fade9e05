// News authoring in the back office: every action refused to anonymous visitors and to
// accounts without the role (nothing changes), and, for an administrator, sanitising on
// save, scheduling, unpublishing, deleting, the upload's limits and checks, and an audit row
// per action. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, mediaPosts } from "~/.server/db/schema";
import {
  accountServerEnv,
  STRONG_PASSWORD,
  signUp,
  signedInCookie,
  verificationLink,
  verifiedAccount,
} from "../support/auth";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { engine, startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

const ADMIN = "editor@example.com";
let smtp: SmtpSink;
let server: TestServer;
let cookies: Record<"member" | "admin", string>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ env: accountServerEnv(smtp, { ADMIN_EMAILS: ADMIN }) });
  const member = await verifiedAccount(server.baseUrl, smtp, "member");
  expect((await signUp(server.baseUrl, ADMIN, STRONG_PASSWORD)).status).toBe(200);
  await fetch(await verificationLink(smtp, ADMIN, server.baseUrl), { redirect: "manual" });
  cookies = {
    member: await signedInCookie(server.baseUrl, member.email, member.password),
    admin: await signedInCookie(server.baseUrl, ADMIN, STRONG_PASSWORD),
  };
}, deadline(60_000));
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const db = () => server.database.db;

const versionOf = async (id: string) =>
  (await db().select({ version: mediaPosts.version }).from(mediaPosts).where(eq(mediaPosts.id, id)))[0]
    ?.version;

/**
 * Posts the editor's form. A change of an existing post carries the version its form started
 * from: the post's current one unless the fields say otherwise.
 */
async function post(path: string, fields: Record<string, string>, cookie?: string, image?: Blob) {
  const editing = /\/(?:posts|publicaciones)\/([0-9a-f-]{36})$/.exec(path)?.[1];
  const version = editing && !("version" in fields) ? await versionOf(editing) : undefined;
  const form = new FormData();
  if (version !== undefined) form.append("version", String(version));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append("image", image, "picture.bin");
  return fetch(new URL(path, server.baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
    body: form,
  });
}

const get = (path: string, cookie?: string) =>
  fetch(new URL(path, server.baseUrl), { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

async function insertPost(values: Partial<typeof mediaPosts.$inferInsert> = {}) {
  const [row] = await db()
    .insert(mediaPosts)
    .values({ title: `Existing ${Math.random().toString(36).slice(2)}`, status: "draft", ...values })
    .returning();
  return row!;
}

const postCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(mediaPosts)
  )[0]!.n;
const auditRows = (id: string) =>
  db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id)).orderBy(adminAuditLog.createdAt);
const idFrom = (location: string | null) => /\/posts\/([0-9a-f-]{36})/.exec(location ?? "")?.[1];

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

describe(`news authoring (${engine})`, () => {
  it("refuses every action to anonymous visitors and to non-administrators, changing nothing", async () => {
    const existing = await insertPost({ status: "published", publishedAt: new Date(Date.now() - 60_000) });
    const before = await postCount();
    const actions: Array<[string, Record<string, string>]> = [
      ["/admin/posts/new", { intent: "save", title: "Nope", postType: "news" }],
      ["/es/admin/publicaciones/nueva", { intent: "publish", title: "No", postType: "news" }],
      [`/admin/posts/${existing.id}`, { intent: "save", title: "Changed", postType: "news" }],
      [`/admin/posts/${existing.id}`, { intent: "publish", title: "Changed", postType: "news" }],
      [
        `/admin/posts/${existing.id}`,
        { intent: "schedule", title: "Changed", postType: "news", scheduleAt: "2099-01-01T10:00" },
      ],
      [`/admin/posts/${existing.id}`, { intent: "unpublish" }],
      [`/es/admin/publicaciones/${existing.id}`, { intent: "delete" }],
    ];
    for (const [path, fields] of actions) {
      const anonymous = await post(path, fields);
      expect(anonymous.status, `${path} ${fields.intent}`).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/(es\/acceso|auth)$/);
      const member = await post(path, fields, cookies.member);
      expect(member.status, `${path} ${fields.intent}`).toBe(403);
    }
    for (const path of [
      "/admin/posts",
      `/admin/posts/${existing.id}`,
      `/admin/posts/${existing.id}/preview`,
    ]) {
      expect((await get(path)).status).toBe(302);
      expect((await get(path, cookies.member)).status).toBe(403);
    }
    expect(await postCount()).toBe(before);
    const [after] = await db().select().from(mediaPosts).where(eq(mediaPosts.id, existing.id));
    expect(after).toMatchObject({ title: existing.title, status: "published" });
    expect(await auditRows(existing.id)).toHaveLength(0);
  });

  it("creates a draft with sanitised content, keeps it off the site, and records post.create", async () => {
    const response = await post(
      "/admin/posts/new",
      {
        intent: "save",
        postType: "press_release",
        title: "Plant commissioned",
        excerpt: "A short summary",
        content:
          '<p>Hello <strong>world</strong><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a></p>',
      },
      cookies.admin,
    );
    expect(response.status).toBe(302);
    const id = idFrom(response.headers.get("location"))!;
    const [row] = await db().select().from(mediaPosts).where(eq(mediaPosts.id, id));
    expect(row).toMatchObject({ status: "draft", postType: "press_release", title: "Plant commissioned" });
    expect(row!.content).toContain("<strong>world</strong>");
    expect(row!.content).not.toMatch(/script|onerror|<img|javascript:/i);
    expect((await auditRows(id)).map((entry) => entry.action)).toEqual(["post.create"]);
    expect((await get(`/media-center/post/${id}`)).status).toBe(404);
    const list = await (await get("/admin/posts", cookies.admin)).text();
    expect(list).toContain("Plant commissioned");
  });

  it("answers invalid input with messages in the page's language and the values sent", async () => {
    const before = await postCount();
    const en = await post(
      "/admin/posts/new",
      { intent: "save", postType: "news", title: " ", excerpt: "Kept text" },
      cookies.admin,
    );
    expect(en.status).toBe(400);
    const body = await en.text();
    expect(body).toContain("Enter an English title.");
    expect(body).toContain("Kept text");
    const es = await post(
      "/es/admin/publicaciones/nueva",
      { intent: "schedule", postType: "news", title: "Título", scheduleAt: "2001-01-01T10:00" },
      cookies.admin,
    );
    expect(es.status).toBe(400);
    expect(await es.text()).toContain("Elige un momento futuro o publica ahora.");
    expect(await postCount()).toBe(before);
  });

  it("publishes now, schedules (invisible until its time, everywhere), unpublishes and deletes, each audited", async () => {
    const title = `Scheduled water ${Date.now()}`;
    const created = await post(
      "/admin/posts/new",
      { intent: "save", postType: "news", title, excerpt: "Clarifier news" },
      cookies.admin,
    );
    const id = idFrom(created.headers.get("location"))!;
    const inFive = new Date(Date.now() + 5 * 60_000);
    const local = inFive.toISOString().slice(0, 16);
    const scheduled = await post(
      `/admin/posts/${id}`,
      {
        intent: "schedule",
        postType: "news",
        title,
        excerpt: "Clarifier news",
        scheduleAt: local,
        tzOffset: "0",
      },
      cookies.admin,
    );
    expect(scheduled.status).toBe(302);
    const [row] = await db().select().from(mediaPosts).where(eq(mediaPosts.id, id));
    expect(row!.status).toBe("published");
    expect(Math.abs(row!.publishedAt!.getTime() - inFive.getTime())).toBeLessThan(60_000);

    const publicPlaces = async () => ({
      post: (await get(`/media-center/post/${id}`)).status,
      list: (await (await get("/media-center")).text()).includes(title),
      home: (await (await get("/")).text()).includes(title),
      feed: (await (await get("/media-center/feed.xml")).text()).includes(title),
      search: (await (await get(`/search?q=${encodeURIComponent(title)}`)).text()).includes(
        `/media-center/post/${id}`,
      ),
      sitemap: (await (await get("/sitemaps/posts-1.xml")).text()).includes(id),
    });
    expect(await publicPlaces()).toEqual({
      post: 404,
      list: false,
      home: false,
      feed: false,
      search: false,
      sitemap: false,
    });
    expect(await (await get("/admin/posts", cookies.admin)).text()).toContain('data-post-state="scheduled"');

    // Its time comes (moved into the past in the database): it appears by itself.
    await db()
      .update(mediaPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(mediaPosts.id, id));
    expect(await publicPlaces()).toEqual({
      post: 200,
      list: true,
      home: true,
      feed: true,
      search: true,
      sitemap: true,
    });

    expect((await post(`/admin/posts/${id}`, { intent: "unpublish" }, cookies.admin)).status).toBe(302);
    expect((await get(`/media-center/post/${id}`)).status).toBe(404);
    expect(
      (
        await post(
          `/admin/posts/${id}`,
          { intent: "publish", postType: "news", title, excerpt: "Clarifier news" },
          cookies.admin,
        )
      ).status,
    ).toBe(302);
    expect((await get(`/media-center/post/${id}`)).status).toBe(200);
    expect(
      (await post(`/admin/posts/${id}`, { intent: "delete" }, cookies.admin)).headers.get("location"),
    ).toBe("/admin/posts?done=deleted");
    expect(await db().select().from(mediaPosts).where(eq(mediaPosts.id, id))).toHaveLength(0);

    const audit = await auditRows(id);
    expect(audit.map((entry) => entry.action)).toEqual([
      "post.create",
      "post.schedule",
      "post.unpublish",
      "post.publish",
      "post.delete",
    ]);
    expect(audit.every((entry) => entry.actorEmail === ADMIN)).toBe(true);
    expect(audit[2]!.before).toMatchObject({ status: "published" });
    expect(audit[2]!.after).toMatchObject({ status: "draft", publishedAt: null });
    expect(audit[4]!.before).toMatchObject({ title });
  });

  it("refuses a save made from a form opened before another administrator's save, keeping both texts", async () => {
    const second = await signedInCookie(server.baseUrl, ADMIN, STRONG_PASSWORD);
    const existing = await insertPost({
      title: "Clarifier upgrade",
      content: "<p>The first paragraph.</p>",
    });
    // Both administrators open the post: their forms carry the version they started from.
    const opened = await (await get(`/admin/posts/${existing.id}`, cookies.admin)).text();
    expect(opened).toContain(`name="version" value="${existing.version}"`);
    const version = String(existing.version);

    // The first adds a paragraph and saves.
    const first = await post(
      `/admin/posts/${existing.id}`,
      {
        intent: "save",
        postType: "news",
        title: "Clarifier upgrade",
        content: "<p>The first paragraph.</p><p>An added paragraph on sludge removal.</p>",
        version,
      },
      cookies.admin,
    );
    expect(first.status).toBe(302);
    expect(await versionOf(existing.id)).toBe(existing.version + 1);
    const auditBefore = (await auditRows(existing.id)).length;

    // The second changes the title in the form opened before: refused, with both texts.
    const refused = await post(
      `/admin/posts/${existing.id}`,
      {
        intent: "save",
        postType: "news",
        title: "Clarifier upgrade at the Norte plant",
        content: "<p>The first paragraph.</p>",
        version,
      },
      second,
    );
    expect(refused.status).toBe(409);
    const body = await refused.text();
    expect(body).toContain("Someone else saved this post after you opened it");
    // Theirs, in the form (with the version it started from, so saving again is refused too)…
    expect(body).toContain('value="Clarifier upgrade at the Norte plant"');
    // …and the saved version, with who saved it.
    expect(body).toContain("An added paragraph on sludge removal.");
    expect(body).toContain(`Saved by ${ADMIN}`);
    const [row] = await db().select().from(mediaPosts).where(eq(mediaPosts.id, existing.id));
    expect(row).toMatchObject({
      title: "Clarifier upgrade",
      content: "<p>The first paragraph.</p><p>An added paragraph on sludge removal.</p>",
      version: existing.version + 1,
    });

    // Publishing, unpublishing and deleting from the old form are refused the same way
    // (in the page's language), and none of them leaves an audit row.
    const publish = await post(
      `/es/admin/publicaciones/${existing.id}`,
      { intent: "publish", postType: "news", title: "Otro", version },
      second,
    );
    expect(publish.status).toBe(409);
    expect(await publish.text()).toContain("Otra persona guardó esta publicación después de que la abrieras");
    for (const intent of ["unpublish", "delete"]) {
      const response = await post(`/admin/posts/${existing.id}`, { intent, version }, second);
      expect(response.status, intent).toBe(409);
    }
    // A form without a version is refused too.
    const unversioned = new FormData();
    for (const [name, value] of Object.entries({ intent: "save", postType: "news", title: "No version" }))
      unversioned.append(name, value);
    const bare = await fetch(new URL(`/admin/posts/${existing.id}`, server.baseUrl), {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: second },
      body: unversioned,
    });
    expect(bare.status).toBe(409);
    const [after] = await db().select().from(mediaPosts).where(eq(mediaPosts.id, existing.id));
    expect(after).toMatchObject({
      title: "Clarifier upgrade",
      status: "draft",
      version: existing.version + 1,
    });
    expect((await auditRows(existing.id)).length).toBe(auditBefore);

    // Saved from the current version, the second's title goes through.
    const current = String(await versionOf(existing.id));
    const retried = await post(
      `/admin/posts/${existing.id}`,
      {
        intent: "save",
        postType: "news",
        title: "Clarifier upgrade at the Norte plant",
        content: "<p>The first paragraph.</p><p>An added paragraph on sludge removal.</p>",
        version: current,
      },
      second,
    );
    expect(retried.status).toBe(302);
    expect(await versionOf(existing.id)).toBe(existing.version + 2);
  });

  it("lets only one of two saves from the same version through, whichever commits first", async () => {
    const existing = await insertPost({ title: "Race", content: "<p>Start.</p>" });
    const version = String(existing.version);
    const outcomes = await Promise.all(
      ["One", "Two", "Three"].map((word) =>
        post(
          `/admin/posts/${existing.id}`,
          { intent: "save", postType: "news", title: `Race ${word}`, version },
          cookies.admin,
        ),
      ),
    );
    expect(outcomes.map((response) => response.status).sort()).toEqual([302, 409, 409]);
    expect(await versionOf(existing.id)).toBe(existing.version + 1);
    expect((await auditRows(existing.id)).filter((entry) => entry.action === "post.update")).toHaveLength(1);
  });

  it("shows the English text on Spanish pages, marked lang=en, until the Spanish is written", async () => {
    const title = `English first ${Date.now()}`;
    const created = await post(
      "/admin/posts/new",
      { intent: "publish", postType: "news", title, excerpt: "Only English" },
      cookies.admin,
    );
    const id = idFrom(created.headers.get("location"))!;
    const spanish = await (await get(`/es/centro-de-medios/publicacion/${id}`)).text();
    expect(spanish).toMatch(new RegExp(`<h1[^>]*lang="en"[^>]*>${title}</h1>`));
    const list = await (await get("/es/centro-de-medios")).text();
    expect(list).toMatch(new RegExp(`<h2[^>]*lang="en"[^>]*>.*${title}`));
    await post(
      `/admin/posts/${id}`,
      { intent: "save", postType: "news", title, titleEs: "Primero en inglés" },
      cookies.admin,
    );
    const after = await (await get(`/es/centro-de-medios/publicacion/${id}`)).text();
    expect(after).toMatch(/<h1[^>]*>Primero en inglés<\/h1>/);
    expect(after).not.toMatch(/<h1[^>]*lang="en"/);
  });

  it("stores an uploaded image with AVIF and WebP renditions the public pages show", async () => {
    const created = await post(
      "/admin/posts/new",
      { intent: "publish", postType: "news", title: `With picture ${Date.now()}` },
      cookies.admin,
      new Blob([new Uint8Array(await png(1800, 1200))], { type: "application/octet-stream" }),
    );
    expect(created.status).toBe(302);
    const id = idFrom(created.headers.get("location"))!;
    const [row] = await db().select().from(mediaPosts).where(eq(mediaPosts.id, id));
    expect(row!.featuredImageUrl).toMatch(/^\/media\/images\/[0-9a-f-]{36}-[0-9a-f]{16}-post-1600\.webp$/);
    const page = await (await get(`/media-center/post/${id}`)).text();
    const avif = /srcSet="([^" ]+-post-960\.avif)/i.exec(page)?.[1];
    expect(avif).toBeDefined();
    const file = await get(avif!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/avif");
    expect(file.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([960, 540]);
    const card = await get(row!.featuredImageUrl!.replace("post-1600.webp", "card-480.webp"));
    expect(card.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).height).toBe(360);
    expect((await get("/media/images/not-a-file.webp")).status).toBe(404);
  });

  it("refuses files that are not JPEG, PNG or WebP by their content, and files over 10 MB, keeping the texts", async () => {
    const before = await postCount();
    const fields = { intent: "save", postType: "news", title: "Kept title", excerpt: "Kept excerpt" };
    const cases: Array<[Blob, string]> = [
      [new Blob(["just some text pretending"], { type: "image/png" }), "This file is not an image"],
      [
        new Blob(
          [
            new Uint8Array(
              await sharp({ create: { width: 10, height: 10, channels: 3, background: "red" } })
                .gif()
                .toBuffer(),
            ),
          ],
          { type: "image/png" },
        ),
        "This image format is not accepted",
      ],
      [
        new Blob([new Uint8Array((await png(40, 40)).subarray(0, 60))], { type: "image/png" }),
        "could not be read",
      ],
      [new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: "image/jpeg" }), "larger than 10 MB"],
    ];
    for (const [blob, message] of cases) {
      const response = await post("/admin/posts/new", fields, cookies.admin, blob);
      expect(response.status, message).toBeGreaterThanOrEqual(400);
      const body = await response.text();
      expect(body, message).toContain(message);
      expect(body).toContain("Kept excerpt");
    }
    // Far over the form's whole limit (the image's 10 MB and the texts'): refused as it arrives,
    // before the editor reads it, in the page's language first; the server still serving.
    const huge = await post(
      "/es/admin/publicaciones/nueva",
      fields,
      cookies.admin,
      new Blob([new Uint8Array(30 * 1024 * 1024)]),
    );
    expect(huge.status).toBe(413);
    expect(await huge.text()).toMatch(/^Solicitud demasiado grande: este formulario envió más de 11\.6 MB/);
    expect((await get("/healthz")).status).toBe(200);
    expect(await postCount()).toBe(before);
  });

  it("previews any post as the public page shows it, in either language", async () => {
    const row = await insertPost({
      title: "Draft preview",
      titleEs: "Vista previa del borrador",
      content: "<p>Body <em>text</em></p>",
    });
    const en = await (await get(`/admin/posts/${row.id}/preview`, cookies.admin)).text();
    expect(en).toContain("Draft preview");
    expect(en).toContain("<em>text</em>");
    const es = await (await get(`/admin/posts/${row.id}/preview?lang=es`, cookies.admin)).text();
    expect(es).toContain("Vista previa del borrador");
    expect((await get(`/admin/posts/${row.id.replace(/.$/, "0")}0/preview`, cookies.admin)).status).toBe(404);
  });
});
