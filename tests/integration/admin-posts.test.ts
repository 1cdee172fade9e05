// News authoring on the content model (ADR 030) through the real server, its forms posted as a
// browser without JavaScript posts them: a post is a content item of type `post`, created from
// /admin/posts/new, edited in the content editor and listed on /admin/posts; the news pages read
// its projection (`media_posts`). Every action is refused to anonymous visitors and to accounts
// without the role, changing nothing; for an editor: creating (and its refusals), a draft that
// leaves the site as it is, publishing (sanitised, in both languages), a correction that keeps
// the post's date, a schedule (public at its time with no job running, then promoted keeping
// its date) and its discard, unpublishing and publishing again, deleting, a stale form refused,
// the picture uploaded into the media library (and its refusals), history and restore, the
// preview, the list's states and dates, and an audit row per action. On PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishDueSchedules, readContentItem } from "~/.server/content/revisions";
import { contentItems, contentRevisions, mediaImages, mediaPosts, users } from "~/.server/db/schema";
import { contentFormSpec } from "~/features/content/content-form-spec.server";
import { formEntries } from "~/features/content/content-form";
import type { ContentData } from "~/lib/content/schemas";
import {
  auditRows,
  getPage,
  postForm,
  shownMessages,
  startAdminWorld,
  type AdminWorld,
} from "../support/admin";
import { signedInCookie, verifiedAccount } from "../support/auth";
import { deadline } from "../support/deadline";
import { engine } from "../support/test-server";

type PostData = ContentData<"post">;

let world: AdminWorld;
/** A signed-in account with the editor role (not an administrator): every change below is theirs. */
let editor: { email: string; id: string; cookie: string };

beforeAll(async () => {
  world = await startAdminWorld();
  const account = await verifiedAccount(world.server.baseUrl, world.smtp, "post-editor");
  await world.db.execute(
    sql`insert into user_roles (user_id, role) select id, 'editor' from users where email = ${account.email}`,
  );
  const [user] = await world.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  editor = {
    email: account.email,
    id: user!.id,
    cookie: await signedInCookie(world.server.baseUrl, account.email, account.password),
  };
}, deadline(60_000));
afterAll(async () => world?.stop());

const db = () => world.db;
const get = (path: string, cookie?: string) => getPage(world.server.baseUrl, path, cookie);
const text = async (path: string, cookie?: string) => (await get(path, cookie)).text();

/** The content editor's form as the page posts it (multipart: a post's form can carry a picture). */
function sendEditor(
  path: string,
  fields: Record<string, string>,
  cookie: string | undefined,
  picture?: Blob,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // A browser sends the file field even when no file was chosen: an empty part with no name.
  form.append(
    "pictureUpload",
    picture ?? new Blob([], { type: "application/octet-stream" }),
    picture ? "picture.png" : "",
  );
  return fetch(new URL(path, world.server.baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
    body: form,
  });
}

const postSpec = contentFormSpec("post", []);

/**
 * The editor's form of a post as its page holds it (the draft or schedule in progress, else the
 * published version, else the newest), with `change` applied, started from its latest version.
 */
async function editorForm(id: string, intent: string, change: (data: PostData) => void = () => {}) {
  const item = (await readContentItem(db(), id))!;
  const data = structuredClone((item.pending ?? item.published ?? item.latest).data) as PostData;
  change(data);
  return {
    version: String(item.latest.version),
    intent,
    ...Object.fromEntries(formEntries(postSpec, data)),
  } as Record<string, string>;
}

/** Creates a post as the editor does (`/admin/posts/new`): a draft; answers its id. */
async function newPost(title: string, postType: "news" | "press_release" = "news"): Promise<string> {
  const response = await postForm(world.server.baseUrl, "/admin/posts/new", editor.cookie, {
    postType,
    title,
  });
  expect(response.status).toBe(302);
  const id = /^\/admin\/content\/([0-9a-f-]{36})\?done=postCreated$/.exec(
    response.headers.get("location") ?? "",
  )?.[1];
  expect(id, response.headers.get("location") ?? "").toBeDefined();
  return id!;
}

/** Sends the post's editor form with `intent`, expecting it taken (redirected back with `done`). */
async function act(
  id: string,
  intent: string,
  done: string,
  change?: (data: PostData) => void,
  picture?: Blob,
) {
  const response = await sendEditor(
    `/admin/content/${id}`,
    await editorForm(id, intent, change),
    editor.cookie,
    picture,
  );
  if (response.status !== 302)
    expect.fail(`${intent} answered ${response.status}: ${shownMessages(await response.text()).join(" | ")}`);
  expect(response.headers.get("location")).toBe(`/admin/content/${id}?done=${done}`);
}

const projection = async (id: string) =>
  (await db().select().from(mediaPosts).where(eq(mediaPosts.id, id)))[0];
const revisions = (id: string) =>
  db()
    .select({
      version: contentRevisions.version,
      state: contentRevisions.state,
      data: contentRevisions.data,
      publishAt: contentRevisions.publishAt,
    })
    .from(contentRevisions)
    .where(eq(contentRevisions.itemId, id))
    .orderBy(asc(contentRevisions.version));
const actions = async (id: string) => (await auditRows(db(), id)).map((row) => row.action);
const count = async (table: typeof contentRevisions | typeof mediaImages | typeof contentItems) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
  )[0]!.n;

const englishPage = (id: string) => `/media-center/post/${id}`;
const spanishPage = (id: string) => `/es/centro-de-medios/publicacion/${id}`;

/** The post's row on /admin/posts: its state badges' words and its date's text, or undefined. */
async function listed(id: string) {
  const html = await text("/admin/posts", editor.cookie);
  const row = new RegExp(`<tr[^>]*data-post-row="${id}"[\\s\\S]*?</tr>`).exec(html)?.[0];
  if (!row) return undefined;
  return {
    states: [...row.matchAll(/<span[^>]*data-post-state="[a-z]+"[^>]*>([^<]*)<\/span>/g)].map(
      (match) => match[1],
    ),
    date: /<time[^>]*>([^<]*)<\/time>/.exec(row)?.[1],
  };
}

/** A back-office date as the list shows it (UTC). */
const adminDate = (date: Date) =>
  `${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(date)} UTC`;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe(`news posts on the content model (${engine})`, () => {
  it("refuses every action to anonymous visitors and to accounts without the role, changing nothing", async () => {
    const id = await newPost("Guarded post");
    await act(id, "publish", "published");
    const before = {
      posts: await count(contentItems),
      revisions: await revisions(id),
      row: await projection(id),
      audit: await actions(id),
      images: await count(mediaImages),
    };
    const picture = new Blob([new Uint8Array(await png(40, 40))], { type: "image/png" });
    const editorFields = (intent: string) => ({
      version: String(before.revisions.length),
      intent,
      postType: "news",
      "title.en": "Intruder",
      "title.es": "Intruso",
      "excerpt.en": "",
      "excerpt.es": "",
      "content.en": "<p>Defaced</p>",
      "content.es": "",
      media: "",
      scheduleAt: "2099-01-01T10:00",
      tzOffset: "0",
    });
    const posts: Array<[string, (cookie?: string) => Promise<Response>]> = [
      [
        "new",
        (cookie) =>
          postForm(world.server.baseUrl, "/admin/posts/new", cookie, { postType: "news", title: "Nope" }),
      ],
      [
        "new (es)",
        (cookie) =>
          postForm(world.server.baseUrl, "/es/admin/publicaciones/nueva", cookie, {
            postType: "news",
            title: "No",
          }),
      ],
      ...["save", "publish", "schedule", "discard"].map(
        (intent): [string, (cookie?: string) => Promise<Response>] => [
          intent,
          (cookie) =>
            sendEditor(
              `/admin/content/${id}`,
              editorFields(intent),
              cookie,
              intent === "publish" ? picture : undefined,
            ),
        ],
      ),
      ...["unpublish", "delete"].map((intent): [string, (cookie?: string) => Promise<Response>] => [
        intent,
        (cookie) => postForm(world.server.baseUrl, "/admin/posts", cookie, { intent, itemId: id }),
      ]),
      [
        "restore",
        (cookie) =>
          postForm(world.server.baseUrl, `/admin/content/${id}/history`, cookie, {
            version: String(before.revisions.length),
            restore: "1",
          }),
      ],
    ];
    for (const [name, send] of posts) {
      const anonymous = await send();
      expect(anonymous.status, name).toBe(302);
      expect(anonymous.headers.get("location"), name).toMatch(/^\/(es\/acceso|auth)(\?|$)/);
      expect((await send(world.member.cookie)).status, name).toBe(403);
    }
    for (const path of [
      "/admin/posts",
      "/admin/posts/new",
      `/admin/posts/${id}`,
      `/admin/posts/${id}/preview`,
      `/admin/content/${id}`,
      `/es/admin/contenido/${id}/historial`,
    ]) {
      expect((await get(path)).status, path).toBe(302);
      expect((await get(path, world.member.cookie)).status, path).toBe(403);
    }
    expect(await count(contentItems)).toBe(before.posts);
    expect(await revisions(id)).toEqual(before.revisions);
    expect(await projection(id)).toEqual(before.row);
    expect(await actions(id)).toEqual(before.audit);
    expect(await count(mediaImages)).toBe(before.images);
    expect(await text(englishPage(id))).toMatch(/<h1[^>]*>Guarded post<\/h1>/);
  });

  it("creates a draft from a type and an English title, and refuses an empty, a too long title or an unknown type", async () => {
    const id = await newPost("Plant commissioned", "press_release");
    const [item] = await db().select().from(contentItems).where(eq(contentItems.id, id));
    expect(item).toMatchObject({ type: "post", key: id });
    expect(await revisions(id)).toMatchObject([
      {
        version: 1,
        state: "draft",
        data: {
          postType: "press_release",
          title: { en: "Plant commissioned", es: "" },
          excerpt: { en: "", es: "" },
          content: { en: "", es: "" },
        },
      },
    ]);
    expect(await projection(id)).toBeUndefined();
    expect((await get(englishPage(id))).status).toBe(404);
    // The content editor opens on it, with the post's fields and its picture upload.
    const editorPage = await text(`/admin/content/${id}?done=postCreated`, editor.cookie);
    for (const name of [
      "postType",
      "title.en",
      "title.es",
      "excerpt.en",
      "excerpt.es",
      "content.en",
      "content.es",
      "media",
      "pictureUpload",
    ])
      expect(editorPage, name).toContain(`name="${name}"`);
    expect(editorPage).toMatch(/<form[^>]*encType="multipart\/form-data"/i);
    // The back office's menu marks the posts' tool, not the site content's, and so does the history.
    const current = (html: string) => html.match(/<a [^>]*aria-current="page"[^>]*>/g) ?? [];
    expect(current(editorPage)).toEqual([expect.stringContaining('href="/admin/posts"')]);
    expect(current(await text(`/admin/content/${id}/history`, editor.cookie))).toEqual([
      expect.stringContaining('href="/admin/posts"'),
    ]);
    // The old editor's address leads there, in each language.
    const moved = await get(`/admin/posts/${id}`, editor.cookie);
    expect([moved.status, moved.headers.get("location")]).toEqual([301, `/admin/content/${id}`]);
    const movedEs = await get(`/es/admin/publicaciones/${id}`, editor.cookie);
    expect([movedEs.status, movedEs.headers.get("location")]).toEqual([301, `/es/admin/contenido/${id}`]);
    expect((await get(`/admin/posts/${randomUUID()}`, editor.cookie)).status).toBe(404);
    expect(await listed(id)).toEqual({ states: ["Draft"], date: expect.stringMatching(/^Updated .* UTC$/) });
    expect(await text("/admin/translations", editor.cookie)).toContain("Plant commissioned");
    expect(await auditRows(db(), id)).toMatchObject([
      { action: "content.create", actor_email: editor.email, entity_type: "content" },
    ]);

    const posts = await count(contentItems);
    const refusals: Array<[string, Record<string, string>, string]> = [
      ["/admin/posts/new", { postType: "news", title: "   " }, "Enter an English title."],
      [
        "/admin/posts/new",
        { postType: "news", title: "Long ".repeat(41) },
        "Keep this under 200 characters.",
      ],
      ["/admin/posts/new", { postType: "blog", title: "Kept title" }, "Choose News or Press Release."],
      ["/es/admin/publicaciones/nueva", { postType: "news", title: "" }, "Escribe un título en inglés."],
    ];
    for (const [path, fields, message] of refusals) {
      const refused = await postForm(world.server.baseUrl, path, editor.cookie, fields);
      expect(refused.status, message).toBe(400);
      const html = await refused.text();
      expect(html, message).toContain(message);
      if (fields.title!.trim()) expect(html, message).toContain(`value="${fields.title!}"`);
    }
    expect(await count(contentItems)).toBe(posts);
  });

  it("saves a draft (the site unchanged), publishes it sanitised in both languages, and keeps its date through a correction", async () => {
    const id = await newPost("Clarifier running at Norte", "press_release");
    await act(id, "save", "saved", (data) => {
      data.title.es = "Clarificador en marcha en Norte";
      data.excerpt = { en: "The new clarifier treats the whole flow.", es: "" };
      data.content = {
        en: '<p>Hello <strong>world</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
        es: "<p>Hola <em>mundo</em><script>alert(3)</script></p>",
      };
    });
    // A draft: nothing public, its body already sanitised as saved.
    expect((await get(englishPage(id))).status).toBe(404);
    expect(await projection(id)).toBeUndefined();
    const draft = (await revisions(id)).at(-1)!;
    expect(draft).toMatchObject({ version: 2, state: "draft" });
    expect(JSON.stringify(draft.data)).not.toMatch(/<script|onerror|alert\(/);
    expect(await listed(id)).toMatchObject({ states: ["Draft"] });

    const publishing = Date.now();
    await act(id, "publish", "published");
    const row = (await projection(id))!;
    expect(row.publishedAt!.getTime()).toBeGreaterThanOrEqual(publishing - 1000);
    expect(row.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    const english = await text(englishPage(id));
    expect(english).toMatch(/<h1[^>]*>Clarifier running at Norte<\/h1>/);
    expect(english).toContain("<strong>world</strong>");
    expect(english).toContain("The new clarifier treats the whole flow.");
    const spanish = await text(spanishPage(id));
    expect(spanish).toMatch(/<h1[^>]*>Clarificador en marcha en Norte<\/h1>/);
    expect(spanish).toContain("<em>mundo</em>");
    // The Spanish excerpt left empty: the English one, marked as English.
    expect(spanish).toMatch(/<p[^>]*lang="en"[^>]*>The new clarifier treats the whole flow\.<\/p>/);
    for (const html of [english, spanish]) expect(html).not.toMatch(/<script>alert|onerror|alert\([23]\)/);
    expect(await text("/media-center")).toContain("Clarifier running at Norte");
    expect(await text("/es/centro-de-medios")).toContain("Clarificador en marcha en Norte");
    expect(await listed(id)).toEqual({
      states: ["Published"],
      date: `Published ${adminDate(row.publishedAt!)}`,
    });

    // Published a while ago (moved back in the database): a correction keeps that date.
    const firstPublished = new Date("2025-03-03T09:30:00Z");
    await db().update(mediaPosts).set({ publishedAt: firstPublished }).where(eq(mediaPosts.id, id));
    await act(id, "save", "saved", (data) => (data.title.en = "Clarifier running at the Norte plant"));
    expect(await text(englishPage(id))).toMatch(/<h1[^>]*>Clarifier running at Norte<\/h1>/);
    expect(await listed(id)).toEqual({
      states: ["Published", "Changes not published"],
      date: "Published 3 Mar 2025, 09:30 UTC",
    });
    await act(id, "publish", "published");
    const corrected = await text(englishPage(id));
    expect(corrected).toMatch(/<h1[^>]*>Clarifier running at the Norte plant<\/h1>/);
    expect(corrected).toContain('dateTime="2025-03-03T09:30:00.000Z"');
    expect((await projection(id))!.publishedAt).toEqual(firstPublished);
    expect(await listed(id)).toEqual({ states: ["Published"], date: "Published 3 Mar 2025, 09:30 UTC" });

    const audit = await auditRows(db(), id);
    expect(audit.map((entry) => entry.action)).toEqual([
      "content.create",
      "content.save_draft",
      "content.publish",
      "content.save_draft",
      "content.publish",
    ]);
    expect(audit.every((entry) => entry.actor_email === editor.email)).toBe(true);
  });

  it("schedules a post: not public before its time, public once it passes with no job run, then promoted keeping its date", async () => {
    const title = "Scheduled sludge line upgrade";
    const id = await newPost(title);
    // A time in the past is refused, in the editor's language, and nothing is written.
    const past = await sendEditor(
      `/es/admin/contenido/${id}`,
      { ...(await editorForm(id, "schedule")), scheduleAt: "2001-01-01T10:00", tzOffset: "0" },
      editor.cookie,
    );
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("Elija una hora futura o publique ahora.");
    expect(await revisions(id)).toHaveLength(1);

    // An hour ahead, typed in the editor's zone (UTC+2: the browser's offset is -120).
    const inAnHour = Math.floor((Date.now() + 3_600_000) / 60_000) * 60_000;
    const at = new Date(inAnHour);
    const typed = new Date(inAnHour + 120 * 60_000).toISOString().slice(0, 16);
    const scheduled = await sendEditor(
      `/admin/content/${id}`,
      {
        ...(await editorForm(id, "schedule", (data) => (data.excerpt.en = "Clarifier news"))),
        scheduleAt: typed,
        tzOffset: "-120",
      },
      editor.cookie,
    );
    expect(scheduled.status).toBe(302);
    expect(scheduled.headers.get("location")).toBe(`/admin/content/${id}?done=scheduled`);
    expect((await revisions(id)).at(-1)).toMatchObject({ version: 2, state: "scheduled", publishAt: at });
    expect((await projection(id))!.publishedAt).toEqual(at);

    const publicPlaces = async () => ({
      post: (await get(englishPage(id))).status,
      spanish: (await get(spanishPage(id))).status,
      list: (await text("/media-center")).includes(title),
      home: (await text("/")).includes(title),
      feed: (await text("/media-center/feed.xml")).includes(title),
      search: (await text(`/search?q=${encodeURIComponent(title)}`)).includes(englishPage(id)),
      sitemap: (await text("/sitemaps/posts-1.xml")).includes(id),
    });
    expect(await publicPlaces()).toEqual({
      post: 404,
      spanish: 404,
      list: false,
      home: false,
      feed: false,
      search: false,
      sitemap: false,
    });
    expect(await listed(id)).toEqual({ states: ["Scheduled"], date: `Scheduled for ${adminDate(at)}` });

    // Its time passes (the projection's date moved into the past): it appears by itself. The
    // revision's time stays ahead, so no job can have run it: still scheduled after.
    const cameDue = new Date(Math.floor((Date.now() - 60_000) / 1000) * 1000);
    await db().update(mediaPosts).set({ publishedAt: cameDue }).where(eq(mediaPosts.id, id));
    expect(await publicPlaces()).toEqual({
      post: 200,
      spanish: 200,
      list: true,
      home: true,
      feed: true,
      search: true,
      sitemap: true,
    });
    expect((await revisions(id)).at(-1)).toMatchObject({ version: 2, state: "scheduled" });
    // No Spanish title written: the Spanish page shows the English one, marked as English.
    expect(await text(spanishPage(id))).toMatch(new RegExp(`<h1[^>]*lang="en"[^>]*>${title}</h1>`));
    expect(await listed(id)).toEqual({ states: ["Published"], date: `Published ${adminDate(cameDue)}` });

    // The schedules' job, at the revision's time: published, the post keeping its date.
    await publishDueSchedules(db(), new Date(at.getTime() + 1000));
    expect((await revisions(id)).at(-1)).toMatchObject({ version: 2, state: "published" });
    expect((await projection(id))!.publishedAt).toEqual(cameDue);
    expect((await get(englishPage(id))).status).toBe(200);
    expect(await auditRows(db(), id)).toMatchObject([
      { action: "content.create", actor_email: editor.email },
      { action: "content.schedule", actor_email: editor.email, after: { publishAt: at.toISOString() } },
      { action: "content.publish_scheduled", actor_email: "schedule" },
    ]);
  });

  it("discards the schedule of a post never published: its projection row goes", async () => {
    const id = await newPost("Schedule dropped");
    const typed = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 16);
    const scheduled = await sendEditor(
      `/admin/content/${id}`,
      { ...(await editorForm(id, "schedule")), scheduleAt: typed, tzOffset: "0" },
      editor.cookie,
    );
    expect(scheduled.status).toBe(302);
    expect(await projection(id)).toBeDefined();
    await act(id, "discard", "discarded");
    expect(await projection(id)).toBeUndefined();
    expect((await revisions(id)).map((revision) => revision.state)).toEqual(["superseded", "superseded"]);
    expect((await get(englishPage(id))).status).toBe(404);
    expect(await actions(id)).toEqual(["content.create", "content.schedule", "content.discard_draft"]);
  });

  it("unpublishes a post (404, its history kept, listed Archived) and publishes it again", async () => {
    const title = "Odour control retrofit";
    const id = await newPost(title);
    await act(id, "publish", "published", (data) => (data.title.es = "Reforma del control de olores"));
    const unpublished = await postForm(world.server.baseUrl, "/admin/posts", editor.cookie, {
      intent: "unpublish",
      itemId: id,
    });
    expect(unpublished.status).toBe(302);
    expect(unpublished.headers.get("location")).toBe("/admin/posts?done=unpublished");
    expect(await text("/admin/posts?done=unpublished", editor.cookie)).toContain(
      "Post taken off the site. Its history is kept: publish it again from the editor.",
    );
    expect((await get(englishPage(id))).status).toBe(404);
    expect((await get(spanishPage(id))).status).toBe(404);
    expect(await text("/media-center")).not.toContain(title);
    expect(await projection(id)).toBeUndefined();
    expect((await revisions(id)).map((revision) => revision.state)).toEqual(["superseded", "superseded"]);
    const history = await text(`/admin/content/${id}/history`, editor.cookie);
    for (const version of [1, 2]) expect(history).toContain(`data-version="${version}"`);
    expect(await listed(id)).toMatchObject({ states: ["Archived"] });

    const republishing = Date.now();
    await act(id, "publish", "published");
    expect((await get(englishPage(id))).status).toBe(200);
    expect(await text("/es/centro-de-medios")).toContain("Reforma del control de olores");
    // Published again: dated by this publication.
    expect((await projection(id))!.publishedAt!.getTime()).toBeGreaterThanOrEqual(republishing - 1000);
    expect(await listed(id)).toMatchObject({ states: ["Published"] });
    expect(await auditRows(db(), id)).toMatchObject([
      { action: "content.create" },
      { action: "content.publish" },
      { action: "content.unpublish", actor_email: editor.email, before: { version: 2, state: "published" } },
      { action: "content.publish", actor_email: editor.email },
    ]);
  });

  it("deletes a post: its pages answer 404, its item and row are gone, the audit row keeps its fields", async () => {
    const id = await newPost("Press release to withdraw", "press_release");
    await act(id, "publish", "published", (data) => (data.excerpt.en = "Withdrawn soon"));
    const deleted = await postForm(world.server.baseUrl, "/admin/posts", editor.cookie, {
      intent: "delete",
      itemId: id,
    });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/posts?done=deleted");
    for (const path of [englishPage(id), spanishPage(id)]) expect((await get(path)).status, path).toBe(404);
    for (const path of [`/admin/content/${id}`, `/admin/posts/${id}`, `/admin/posts/${id}/preview`])
      expect((await get(path, editor.cookie)).status, path).toBe(404);
    expect(await db().select().from(contentItems).where(eq(contentItems.id, id))).toHaveLength(0);
    expect(await revisions(id)).toHaveLength(0);
    expect(await projection(id)).toBeUndefined();
    expect(await listed(id)).toBeUndefined();
    const audit = await auditRows(db(), id);
    expect(audit.map((entry) => entry.action)).toEqual([
      "content.create",
      "content.publish",
      "content.delete",
    ]);
    expect(audit[2]).toMatchObject({
      actor_email: editor.email,
      before: {
        type: "post",
        key: id,
        data: {
          postType: "press_release",
          title: { en: "Press release to withdraw" },
          excerpt: { en: "Withdrawn soon" },
        },
      },
    });
    // Gone: a second delete finds nothing.
    expect(
      (await postForm(world.server.baseUrl, "/admin/posts", editor.cookie, { intent: "delete", itemId: id }))
        .status,
    ).toBe(404);
  });

  it("refuses a form started from an older version (409, the conflict panel), writing nothing, and lets one of racing saves through", async () => {
    const id = await newPost("Grit classifier order");
    const first = await editorForm(id, "save", (data) => (data.excerpt.en = "First editor's excerpt"));
    const second = await editorForm(
      id,
      "publish",
      (data) => (data.title.en = "Grit classifier order shipped"),
    );
    const taken = await sendEditor(`/admin/content/${id}`, first, editor.cookie);
    expect(taken.status).toBe(302);
    const before = { revisions: await count(contentRevisions), audit: await actions(id) };
    const refused = await sendEditor(`/admin/content/${id}`, second, editor.cookie);
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain("data-content-conflict");
    expect(html).toContain(editor.email);
    expect(html).toContain('value="Grit classifier order shipped"');
    expect(html).toContain('value="save-over:2"');
    expect(await count(contentRevisions)).toBe(before.revisions);
    expect(await actions(id)).toEqual(before.audit);
    expect(await projection(id)).toBeUndefined();
    expect((await get(englishPage(id))).status).toBe(404);

    // Three saves sent at once from the same version: one goes through, whichever commits first.
    const forms = await Promise.all(
      ["One", "Two", "Three"].map((word) =>
        editorForm(id, "save", (data) => (data.title.en = `Grit classifier order ${word}`)),
      ),
    );
    const racing = await Promise.all(
      forms.map((fields) => sendEditor(`/admin/content/${id}`, fields, editor.cookie)),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([302, 409, 409]);
    expect(await revisions(id)).toHaveLength(3);
    expect((await actions(id)).filter((action) => action === "content.save_draft")).toHaveLength(2);
  });

  it("stores an uploaded picture in the media library and shows it; refuses a file that is no image and an image not in the library", async () => {
    const id = await newPost("Dewatering press delivered");
    const images = await count(mediaImages);
    await act(
      id,
      "publish",
      "published",
      undefined,
      new Blob([new Uint8Array(await png(1600, 900))], { type: "image/png" }),
    );
    const media = ((await revisions(id)).at(-1)!.data as PostData).media;
    expect(media).toMatch(/^[0-9a-f-]{36}$/);
    expect(await count(mediaImages)).toBe(images + 1);
    const [image] = await db().select().from(mediaImages).where(eq(mediaImages.id, media!));
    expect(image).toMatchObject({
      contentType: "image/png",
      width: 1600,
      height: 900,
      uploadedBy: editor.id,
    });
    expect((await projection(id))!.featuredImageUrl).toMatch(
      new RegExp(`^/media/images/${media}-${image!.hash}-post-\\d+\\.webp$`),
    );
    const page = await text(englishPage(id));
    const src = new RegExp(`<img[^>]*src="(/media/images/${media}-[0-9a-f]{16}-post-\\d+\\.webp)"`).exec(
      page,
    )?.[1];
    expect(src, "the post page's picture").toBeDefined();
    const file = await get(src!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    await file.arrayBuffer();

    // A file that is no image: refused beside the field, the typed text sent back.
    const revisionCount = await count(contentRevisions);
    const notImage = await sendEditor(
      `/admin/content/${id}`,
      await editorForm(id, "save", (data) => {
        data.title.en = "Dewatering press delivered to Sur";
        data.excerpt.en = "Typed excerpt kept";
      }),
      editor.cookie,
      new Blob(["just some text pretending"], { type: "image/png" }),
    );
    expect(notImage.status).toBe(400);
    const refusedHtml = await notImage.text();
    expect(refusedHtml).toContain("picture.png: not an image (its content is not JPEG, PNG, WebP or AVIF");
    expect(refusedHtml).toContain('value="Dewatering press delivered to Sur"');
    expect(refusedHtml).toContain("Typed excerpt kept");
    // An id that names no image of the library.
    const unknown = await sendEditor(
      `/admin/content/${id}`,
      await editorForm(id, "publish", (data) => (data.media = randomUUID())),
      editor.cookie,
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("This image is no longer in the media library: choose another.");
    expect(await count(contentRevisions)).toBe(revisionCount);
    expect(await count(mediaImages)).toBe(images + 1);
    expect(((await revisions(id)).at(-1)!.data as PostData).media).toBe(media);
  });

  it("lists a post's versions in its history and restores an old one as the published version", async () => {
    const id = await newPost("Sludge dryer");
    await act(id, "publish", "published", (data) => (data.title.en = "Sludge dryer installed"));
    await act(id, "publish", "published", (data) => (data.title.en = "Sludge dryer installed at Sur"));
    const date = (await projection(id))!.publishedAt;
    const history = await text(`/admin/content/${id}/history?from=2&to=3`, editor.cookie);
    for (const version of [1, 2, 3]) expect(history).toContain(`data-version="${version}"`);
    // Compared field by field: the title's change, from one version's text to the other's.
    expect(history).toMatch(
      /<code[^>]*>title\.en<\/code>[\s\S]*?Sludge dryer installed[\s\S]*?Sludge dryer installed at Sur/,
    );
    const restored = await postForm(world.server.baseUrl, `/admin/content/${id}/history`, editor.cookie, {
      version: "3",
      restore: "2",
    });
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe(`/admin/content/${id}?done=restored`);
    expect((await revisions(id)).map((revision) => [revision.version, revision.state])).toEqual([
      [1, "superseded"],
      [2, "superseded"],
      [3, "superseded"],
      [4, "published"],
    ]);
    expect(await text(englishPage(id))).toMatch(/<h1[^>]*>Sludge dryer installed<\/h1>/);
    expect((await projection(id))!.publishedAt).toEqual(date);
    expect((await auditRows(db(), id)).at(-1)).toMatchObject({
      action: "content.restore",
      actor_email: editor.email,
      after: { version: 4, restoredFrom: 2 },
    });
  });

  it("previews the newest draft in both languages, and a version asked for, as the public page shows them", async () => {
    const id = await newPost("Live title");
    await act(id, "publish", "published", (data) => {
      data.title.es = "Título publicado";
      data.content.en = "<p>Live body</p>";
    });
    await act(id, "save", "saved", (data) => {
      data.title = { en: "Draft title", es: "Título del borrador" };
      data.content = { en: "<p>Draft <em>body</em></p>", es: "<p>Cuerpo <em>del borrador</em></p>" };
    });
    const english = await text(`/admin/posts/${id}/preview?lang=en`, editor.cookie);
    expect(english).toContain('data-preview-language="en"');
    expect(english).toMatch(/<h1[^>]*>Draft title<\/h1>/);
    expect(english).toContain("<em>body</em>");
    const spanish = await text(`/admin/posts/${id}/preview?lang=es`, editor.cookie);
    expect(spanish).toMatch(/<h1[^>]*>Título del borrador<\/h1>/);
    expect(spanish).toContain("<em>del borrador</em>");
    const older = await text(`/admin/posts/${id}/preview?lang=en&version=2`, editor.cookie);
    expect(older).toMatch(/<h1[^>]*>Live title<\/h1>/);
    expect(older).toContain("Live body");
    expect((await get(`/admin/posts/${id}/preview?version=9`, editor.cookie)).status).toBe(404);
    // The public page still shows the published version.
    expect(await text(englishPage(id))).toMatch(/<h1[^>]*>Live title<\/h1>/);
  });
});
