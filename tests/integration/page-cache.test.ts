import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaPosts } from "~/.server/db/schema";
import type { CachedPage } from "../../server/page-cache";
import { postForm, startAdminWorld, type AdminWorld } from "../support/admin";
import { engine, startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

// The public pages' cache (ADR 015, 020) on the production build, on PGlite or PostgreSQL
// (TEST_DATABASE_URL): what it keeps, the CSP of what it serves, and how a change to the
// news reaches the next response, on one instance and on two sharing one PostgreSQL, and when
// an editor publishes a post through the content editor (ADR 030).
let server: TestServer;

const POST = "00000000-0000-4000-8000-000000000015";
const DRAFT = "00000000-0000-4000-8000-000000000016";
const postPath = (id: string) => `/media-center/post/${id}`;
/** Any cookie of the site's own makes the request bypass the cache: a fresh render. */
const FRESH = { Cookie: "site.visit=1" };

const PAGES = [
  "/",
  "/es",
  "/about-us",
  "/es/sobre-nosotros",
  "/contact",
  "/screening-equipment",
  "/media-center",
  "/es/centro-de-medios",
  postPath(POST),
];

beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.delete(mediaPosts);
  await server.database.db.insert(mediaPosts).values([
    {
      id: POST,
      status: "published",
      title: "Cached post, first title",
      content: "<p>First body.</p>",
      publishedAt: new Date("2025-03-01T10:00:00Z"),
    },
    {
      id: DRAFT,
      status: "draft",
      title: "Secret draft title",
      publishedAt: new Date("2025-03-02T10:00:00Z"),
    },
  ]);
});
afterAll(async () => {
  await server?.stop();
});

/** Publishes a post with that id, title and date (straight into the database). */
const publishPost = (id: string, title: string, publishedAt: Date) =>
  server.database.db.insert(mediaPosts).values({ id, status: "published", title, publishedAt });

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attributes: m[1]!,
    code: m[2]!,
  }));
const sha256 = (code: string) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;
const scriptSrc = (csp: string) => /script-src ([^;]+)/.exec(csp)![1]!.split(" ");

describe("cached public pages", () => {
  it("are the bytes of a fresh render without the nonce, with each inline script's hash in the CSP", async () => {
    // Some paths may not exist under these names: every one checked must answer 200.
    for (const path of PAGES) {
      const first = await server.get(path);
      expect(first.status, path).toBe(200);
      await first.text();
      const cached = await server.get(path);
      const html = await cached.text();
      const csp = cached.headers.get("content-security-policy")!;
      expect(cached.headers.get("etag"), path).toMatch(/^"[\w-]+"$/);
      expect(cached.headers.get("cache-control"), path).toBe("public, no-cache");
      expect(html, path).not.toMatch(/ nonce="/);
      const sources = scriptSrc(csp);
      expect(sources, path).toContain("'strict-dynamic'");
      expect(
        sources.some((s) => s.startsWith("'nonce-") || s === "'unsafe-inline'"),
        path,
      ).toBe(false);
      const scripts = inlineScripts(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script.attributes, path).not.toMatch(/\ssrc=/);
        expect(sources, path).toContain(sha256(script.code));
      }

      const fresh = await server.get(path, { headers: FRESH });
      const freshCsp = fresh.headers.get("content-security-policy")!;
      const nonce = /'nonce-([^']+)'/.exec(freshCsp)?.[1];
      expect(nonce, `${path}: a fresh render has its nonce`).toBeTruthy();
      expect(fresh.headers.get("etag")).toBeNull();
      expect((await fresh.text()).replaceAll(` nonce="${nonce}"`, ""), path).toBe(html);
    }
  });

  it("sends the same page brotli, gzip or plain, and answers 304 to its entity tag", async () => {
    const plain = await (
      await server.get("/about-us", { headers: { "Accept-Encoding": "identity" } })
    ).text();
    for (const encoding of ["br", "gzip"]) {
      const res = await server.get("/about-us", { headers: { "Accept-Encoding": encoding } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(await res.text()).toBe(plain);
      const etag = res.headers.get("etag")!;
      const again = await server.get("/about-us", {
        headers: { "Accept-Encoding": encoding, "If-None-Match": etag },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
    }
  });

  it("never serves a request with the site's cookies, or a page that must stay private", async () => {
    await server.get("/about-us");
    const withCookie = await server.get("/about-us", { headers: { Cookie: "site.session_token=abc" } });
    expect(withCookie.headers.get("content-security-policy")).toMatch(/'nonce-/);
    // A query the page does not use is answered from its entry (page-cache-keys.test.ts).
    const withQuery = await server.get("/about-us?utm_source=x", { headers: { Cookie: "site.visit=1" } });
    expect(withQuery.headers.get("content-security-policy")).toMatch(/'nonce-/);
    await server.get("/auth");
    const signIn = await server.get("/auth");
    expect(signIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signIn.headers.get("content-security-policy")).toMatch(/'nonce-/);
    expect(await server.pageCache!.peek("/auth")).toBeUndefined();
    await server.get("/no-such-page");
    expect(await server.pageCache!.peek("/no-such-page")).toBeUndefined();
  });
});

describe("client-side navigations' data (.data)", () => {
  it("is kept like the pages, with its routes named or not, and never for made-up routes or private pages", async () => {
    for (const path of [
      "/about-us.data",
      "/media-center.data?_routes=media.en",
      "/es/centro-de-medios.data",
    ]) {
      const first = await server.get(path);
      expect(first.status, path).toBe(200);
      const body = await first.text();
      const cached = await server.get(path);
      expect(cached.headers.get("content-type"), path).toMatch(/^text\/x-script/);
      expect(cached.headers.get("etag"), path).toMatch(/^"[\w-]+"$/);
      expect(cached.headers.get("cache-control"), path).toBe("public, no-cache");
      expect(await cached.text(), path).toBe(body);
      expect(await server.pageCache!.peek(path), path).toBeDefined();
      const fresh = await server.get(path, { headers: FRESH });
      expect(fresh.headers.get("etag"), path).toBeNull();
      expect(await fresh.text(), path).toBe(body);
      const again = await server.get(path, { headers: { "If-None-Match": cached.headers.get("etag")! } });
      expect(again.status, path).toBe(304);
    }
    for (const path of [
      "/about-us.data?_routes=made-up",
      "/about-us.data?_routes=root%2Cmade-up",
      "/about-us.data?utm_source=x",
      "/auth.data",
    ]) {
      await server.get(path);
      await server.get(path);
      expect(await server.pageCache!.peek(path), path).toBeUndefined();
    }
  });

  it("follows a change to the news in the next response", async () => {
    const db = server.database.db;
    const data = async () => (await server.get("/media-center.data")).text();
    expect(await data()).toContain("Cached post, first title");
    await db.update(mediaPosts).set({ title: "Cached post, data title" }).where(eq(mediaPosts.id, POST));
    expect(await data()).toContain("Cached post, data title");
    await db.update(mediaPosts).set({ title: "Cached post, first title" }).where(eq(mediaPosts.id, POST));
    expect(await data()).toContain("Cached post, first title");
  });
});

describe("a change to the news", () => {
  it("is in the next response, and a draft never is", async () => {
    const db = server.database.db;
    const list = async () => (await server.get("/media-center")).text();
    const post = () => server.get(postPath(POST));
    expect(await list()).toContain("Cached post, first title");
    expect(await (await post()).text()).toContain("First body.");
    expect(await list()).not.toContain("Secret draft title");
    expect(await server.pageCache!.peek("/media-center")).toBeDefined();

    await db.update(mediaPosts).set({ title: "Cached post, second title" }).where(eq(mediaPosts.id, POST));
    expect(await list()).toContain("Cached post, second title");
    expect(await (await post()).text()).toContain("Cached post, second title");

    await db.update(mediaPosts).set({ status: "published" }).where(eq(mediaPosts.id, DRAFT));
    expect(await list()).toContain("Secret draft title");
    await db.update(mediaPosts).set({ status: "draft" }).where(eq(mediaPosts.id, DRAFT));
    expect(await list()).not.toContain("Secret draft title");
    expect((await server.get(postPath(DRAFT))).status).toBe(404);

    await db.delete(mediaPosts).where(eq(mediaPosts.id, POST));
    expect((await post()).status).toBe(404);
    expect(await list()).not.toContain("Cached post");
  });

  it("expires a page when a post scheduled for later comes due", async () => {
    const at = new Date(Date.now() + 3_600_000);
    await publishPost("00000000-0000-4000-8000-000000000017", "Later", at);
    await server.get("/media-center");
    expect((await server.pageCache!.peek("/media-center"))?.expiresAt).toBe(at.getTime());
    // A page that shows no news is not stale when a post comes due.
    await server.get("/about-us");
    expect((await server.pageCache!.peek("/about-us"))?.expiresAt).toBe(Infinity);
  });

  it("leaves the pages that show no news in the cache, and stales every one that does", async () => {
    const db = server.database.db;
    const id = "00000000-0000-4000-8000-000000000019";
    await publishPost(id, "Kept or not, first", new Date("2025-03-03T10:00:00Z"));
    const newsPages = [
      "/",
      "/es",
      "/media-center",
      "/es/centro-de-medios",
      postPath(id),
      "/media-center.data",
      "/es.data",
    ];
    const otherPages = [
      "/about-us",
      "/es/sobre-nosotros",
      "/contact",
      "/screening-equipment",
      "/about-us.data",
    ];
    const before = new Map<string, CachedPage>();
    for (const path of [...newsPages, ...otherPages]) {
      expect((await server.get(path)).status, path).toBe(200);
      const page = await server.pageCache!.peek(path);
      expect(page?.news, path).toBe(newsPages.includes(path));
      before.set(path, page!);
    }

    await db.update(mediaPosts).set({ title: "Kept or not, second" }).where(eq(mediaPosts.id, id));
    for (const path of newsPages) expect(await server.pageCache!.peek(path), path).toBeUndefined();
    for (const path of otherPages) {
      // The very page kept before the change, not a new render of it.
      expect(await server.pageCache!.peek(path), path).toBe(before.get(path));
      const response = await server.get(path);
      expect(before.get(path)!.etags, path).toContain(response.headers.get("etag"));
    }
    expect(await (await server.get(postPath(id))).text()).toContain("Kept or not, second");
    expect(await (await server.get("/")).text()).toContain("Kept or not, second");
    await db.delete(mediaPosts).where(eq(mediaPosts.id, id));
    expect((await server.get(postPath(id))).status).toBe(404);
  });

  it(
    "follows on every page of the sitemap that shows a post, and only there",
    async () => {
      const db = server.database.db;
      const id = "00000000-0000-4000-8000-000000000020";
      // The newest post: on the home pages and the lists' first pages.
      await publishPost(id, "Newest of all", new Date(Date.now() - 60_000));
      try {
        const sitemap = await (await server.get("/sitemaps/pages.xml")).text();
        const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
        expect(paths.length).toBeGreaterThan(40);
        const showing: string[] = [];
        for (const path of paths) {
          const html = await (await server.get(path)).text();
          const page = await server.pageCache!.peek(path);
          expect(page, path).toBeDefined();
          expect(page!.news, path).toBe(html.includes(id));
          if (page!.news) showing.push(path);
        }
        expect(showing.sort()).toEqual(["/", "/es", "/es/centro-de-medios", "/media-center"]);
      } finally {
        await db.delete(mediaPosts).where(eq(mediaPosts.id, id));
      }
      // Renders every page of the sitemap (some 70) once: more than the default time on a busy machine.
    },
    deadline(90_000),
  );
});

describe.runIf(engine === "postgres")("two instances on one PostgreSQL", () => {
  it(
    "a post edited through one is fresh on the other in the next response",
    async () => {
      const other = await startTestServer({ databaseUrl: server.databaseUrl });
      try {
        const db = server.database.db;
        const id = "00000000-0000-4000-8000-000000000018";
        await publishPost(id, "Shared title 0", new Date("2025-04-01T10:00:00Z"));
        const times: number[] = [];
        for (let round = 1; round <= 5; round++) {
          // Both instances hold the page before the edit.
          expect(await (await other.get(postPath(id))).text()).toContain(`Shared title ${round - 1}<`);
          expect(await (await other.get("/media-center")).text()).toContain(`Shared title ${round - 1}<`);
          expect(await other.pageCache!.peek(postPath(id))).toBeDefined();
          await db
            .update(mediaPosts)
            .set({ title: `Shared title ${round}` })
            .where(eq(mediaPosts.id, id));
          const start = performance.now();
          expect(await (await other.get(postPath(id))).text()).toContain(`Shared title ${round}<`);
          times.push(performance.now() - start);
          expect(await (await other.get("/media-center")).text()).toContain(`Shared title ${round}<`);
        }
        await db.update(mediaPosts).set({ status: "draft" }).where(eq(mediaPosts.id, id));
        expect((await other.get(postPath(id))).status).toBe(404);
        times.sort((a, b) => a - b);
        console.info(
          `other instance, first response after an edit: median ${times[2]!.toFixed(1)} ms (5 edits)`,
        );
      } finally {
        await other.stop();
      }
    },
    deadline(180_000),
  );
});

describe("a post published through the content editor", () => {
  let world: AdminWorld;
  beforeAll(async () => {
    world = await startAdminWorld();
  }, deadline(60_000));
  afterAll(async () => {
    await world?.stop();
  });

  it("stales the pages that show the news, and only those, and reaches the next response", async () => {
    const { server: site } = world;
    const cache = site.pageCache!;
    const title = "Published through the editor";
    const newsPages = ["/", "/es", "/media-center", "/es/centro-de-medios", "/media-center.data", "/es.data"];
    const otherPages = [
      "/about-us",
      "/es/sobre-nosotros",
      "/contact",
      "/screening-equipment",
      "/about-us.data",
    ];
    const warm = async () => {
      const kept = new Map<string, CachedPage>();
      for (const path of [...newsPages, ...otherPages]) {
        const response = await site.get(path);
        expect(response.status, path).toBe(200);
        expect(await response.text(), path).not.toContain(title);
        const page = await cache.peek(path);
        expect(page?.news, path).toBe(newsPages.includes(path));
        kept.set(path, page!);
      }
      return kept;
    };
    const before = await warm();

    // A new post is a draft: the site shows nothing of it, kept pages or fresh ones.
    const made = await postForm(site.baseUrl, "/admin/posts/new", world.admin.cookie, {
      postType: "news",
      title,
    });
    expect(made.status).toBe(302);
    const id = /^\/admin\/content\/([0-9a-f-]{36})\?done=postCreated$/.exec(
      made.headers.get("location") ?? "",
    )?.[1];
    expect(id, made.headers.get("location") ?? "").toBeDefined();
    for (const path of newsPages) expect(await (await site.get(path)).text(), path).not.toContain(title);
    expect((await site.get(postPath(id!))).status).toBe(404);
    const kept = await warm();
    for (const path of otherPages) expect(kept.get(path), path).toBe(before.get(path));

    // Published in the content editor: every page that shows the news is stale at once, the
    // others are the very pages kept before.
    const published = await postForm(site.baseUrl, `/admin/content/${id}`, world.admin.cookie, {
      version: "1",
      intent: "publish",
      postType: "news",
      "title.en": title,
      "title.es": "Publicada desde el editor",
      "excerpt.en": "",
      "excerpt.es": "",
      "content.en": "<p>Its body.</p>",
      "content.es": "",
      media: "",
    });
    expect(published.status).toBe(302);
    expect(published.headers.get("location")).toBe(`/admin/content/${id}?done=published`);
    for (const path of newsPages) expect(await cache.peek(path), path).toBeUndefined();
    for (const path of otherPages) {
      expect(await cache.peek(path), path).toBe(kept.get(path));
      const response = await site.get(path);
      expect(kept.get(path)!.etags, path).toContain(response.headers.get("etag"));
    }
    expect(await (await site.get("/media-center")).text()).toContain(title);
    expect(await (await site.get("/")).text()).toContain(title);
    expect(await (await site.get("/es/centro-de-medios")).text()).toContain("Publicada desde el editor");
    expect(await (await site.get(postPath(id!))).text()).toContain("Its body.");

    // Taken off the site from the posts' list: gone from the next response.
    const unpublished = await postForm(site.baseUrl, "/admin/posts", world.admin.cookie, {
      intent: "unpublish",
      itemId: id!,
    });
    expect(unpublished.status).toBe(302);
    expect((await site.get(postPath(id!))).status).toBe(404);
    expect(await (await site.get("/media-center")).text()).not.toContain(title);
  });
});

// Last: it closes the database of the server the other tests share.
describe("with the database gone", () => {
  it("still serves the kept pages that show no news; the news pages show the failure", async () => {
    await server.get("/about-us");
    await server.get("/es/sobre-nosotros");
    await server.database.close();
    for (const path of ["/about-us", "/es/sobre-nosotros"]) {
      const res = await server.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("etag"), path).toBeTruthy();
    }
    expect((await server.get("/media-center")).status).toBe(503);
  });
});
