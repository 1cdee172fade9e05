import { sql } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaPosts, type NewMediaPost } from "~/.server/db/schema";
import { seedDemoNews } from "~/.server/db/seed";
import { isRouted } from "~/.server/pages";
import { PAGES_SITEMAP_PATH, urlEntries, urlset } from "~/.server/sitemap";
import { FEED_SIZE } from "~/features/news/news-feed.server";
import { countPublishedPosts } from "~/features/news/news-queries.server";
import { publishedPostsForSitemap } from "~/features/news/news-sitemap.server";
import { collectLog, startTestServer, type TestServer } from "../support/test-server";

// The news in the feeds, the sitemap and search, on the engine the run uses (PGlite, or
// PostgreSQL with TEST_DATABASE_URL): drafts and archived posts never appear anywhere.

let server: TestServer;
const log = collectLog();

const TRICKY = "0a3c1f62-7d4e-4b8a-9c1d-2e3f4a5b6c7d";
const OZONE = "1b4d2a73-8e5f-4c9b-8d2e-3f4a5b6c7d8e";
const ENGLISH_ONLY = "2c5e3b84-9f60-4dac-9e3f-4a5b6c7d8e9f";
const DRAFT = "3d6f4c95-a071-4ebd-8f40-5b6c7d8e9fa0";
const ARCHIVED = "4e705da6-b182-4fce-9051-6c7d8e9fa0b1";
const CONTROL = "5f816eb7-c293-40df-a162-7d8e9fa0b1c2";

const posts: NewMediaPost[] = [
  {
    id: TRICKY,
    status: "published",
    postType: "press_release",
    title: `<b>&"' Ampersands & "quotes" in a title`,
    excerpt: "An excerpt with <script>alert(1)</script> & more.",
    publishedAt: new Date("2026-11-19T10:00:00Z"),
    updatedAt: new Date("2026-11-20T11:12:13Z"),
  },
  {
    id: OZONE,
    status: "published",
    title: "Ozone disinfection commissioned in Cordoba",
    excerpt: "A new ozone stage for a drinking water plant.",
    titleEs: "Desinfección por ozono en Córdoba",
    excerptEs: "Una nueva etapa de ozonización para una potabilizadora.",
    publishedAt: new Date("2026-11-17T10:00:00Z"),
    updatedAt: new Date("2026-11-18T08:00:00Z"),
  },
  {
    id: ENGLISH_ONLY,
    status: "published",
    title: "Quarterly flocculator retrofit report",
    excerpt: "Efficiency up 100% after the retrofit.",
    titleEs: "  ",
    publishedAt: new Date("2026-11-16T10:00:00Z"),
    updatedAt: new Date("2026-11-16T10:00:00Z"),
  },
  {
    id: DRAFT,
    status: "draft",
    title: "Zanzibarx draft, not for anyone's eyes",
    titleEs: "Borrador zanzibarx",
    publishedAt: new Date("2026-11-21T10:00:00Z"),
  },
  {
    id: ARCHIVED,
    status: "archived",
    title: "Quokkax archived announcement",
    publishedAt: new Date("2026-11-15T10:00:00Z"),
  },
  {
    id: CONTROL,
    status: "published",
    title: "Bell\u0007 character in a title",
    publishedAt: new Date("2020-01-01T10:00:00Z"),
    updatedAt: new Date("2020-01-01T10:00:00Z"),
  },
];

beforeAll(async () => {
  server = await startTestServer({ logDestination: log, env: { LOG_LEVEL: "info" } });
  // The demo news (a first embedded start adds it by itself; PostgreSQL starts empty).
  await seedDemoNews(server.database.db);
  // The feed's lastBuildDate is the newest change among its posts: the demo posts' changes
  // are dated at their publication, so the test's posts decide it.
  await server.database.db.update(mediaPosts).set({ updatedAt: sql`${mediaPosts.publishedAt}` });
  await server.database.db.insert(mediaPosts).values(posts);
});
afterAll(async () => {
  await server?.stop();
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["item", "url", "sitemap", "xhtml:link"].includes(name),
  parseTagValue: false,
});

interface FeedItem {
  title: string;
  link: string;
  guid: { "#text": string; "@isPermaLink": string };
  pubDate: string;
  category: string;
  description?: string;
}
interface Feed {
  rss: {
    "@version": string;
    channel: {
      title: string;
      link: string;
      description: string;
      language: string;
      lastBuildDate: string;
      "atom:link": Record<string, string>;
      item: FeedItem[];
    };
  };
}
interface SitemapUrl {
  loc: string;
  lastmod?: string;
  "xhtml:link": Array<Record<string, string>>;
}
interface Sitemaps {
  sitemapindex: { sitemap: Array<{ loc: string }> };
  urlset: { url: SitemapUrl[] };
}

/** The document, after checking that it is well-formed XML. */
async function xml<Doc = Feed & Sitemaps>(path: string) {
  const res = await server.get(path);
  expect(res.status, path).toBe(200);
  const text = await res.text();
  expect(XMLValidator.validate(text), path).toBe(true);
  return { res, text, doc: parser.parse(text) as Doc };
}

/** The search page's results: each link's address and text. */
async function searchPage(path: string) {
  const res = await server.get(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const start = html.indexOf('<section aria-live="polite"');
  const section = html.slice(start, html.indexOf("</section>", start));
  const results = [...section.matchAll(/<li><a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a><\/li>/g)].map((m) => ({
    href: m[1]!,
    text: m[2]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "),
  }));
  return { html, section, results };
}

describe("the news feeds (RSS 2.0)", () => {
  it("carry the newest published posts, every text escaped, with absolute links", async () => {
    const { res, text, doc } = await xml("/media-center/feed.xml");
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);

    const { rss } = doc;
    expect(rss["@version"]).toBe("2.0");
    const channel = rss.channel;
    expect(channel.title).toBe("Akvaris Water Technologies: News & Updates");
    expect(channel.link).toBe(`${server.env.PUBLIC_URL}/media-center`);
    expect(channel.language).toBe("en");
    expect(channel["atom:link"]).toMatchObject({
      "@href": `${server.env.PUBLIC_URL}/media-center/feed.xml`,
      "@rel": "self",
      "@type": "application/rss+xml",
    });
    // The newest change among the posts it carries.
    expect(new Date(channel.lastBuildDate).toISOString()).toBe("2026-11-20T11:12:13.000Z");

    const items = channel.item;
    expect(items).toHaveLength(FEED_SIZE);
    const dates = items.map((item) => new Date(item.pubDate).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const [first] = items;
    // The title survives as text: no markup, nothing lost.
    expect(first!.title).toBe(`<b>&"' Ampersands & "quotes" in a title`);
    expect(text).toContain("<title>&lt;b&gt;&amp;&quot;&apos; Ampersands");
    expect(first!.description).toBe("An excerpt with <script>alert(1)</script> & more.");
    expect(first!.link).toBe(`${server.env.PUBLIC_URL}/media-center/post/${TRICKY}`);
    expect(first!.guid).toEqual({ "#text": first!.link, "@isPermaLink": "true" });
    expect(first!.pubDate).toBe("Thu, 19 Nov 2026 10:00:00 GMT");
    expect(first!.category).toBe("Press Release");

    for (const hidden of ["Zanzibarx", "Quokkax"]) expect(text).not.toContain(hidden);
  });

  it("in Spanish: the Spanish texts and addresses, the English text where a Spanish one is missing", async () => {
    const { doc } = await xml("/es/centro-de-medios/feed.xml");
    const channel = doc.rss.channel;
    expect(channel.title).toBe("Akvaris Water Technologies: Noticias y novedades");
    expect(channel.link).toBe(`${server.env.PUBLIC_URL}/es/centro-de-medios`);
    expect(channel.language).toBe("es");
    expect(channel["atom:link"]["@href"]).toBe(`${server.env.PUBLIC_URL}/es/centro-de-medios/feed.xml`);
    const items = channel.item;
    const ozone = items.find((item) => item.link.endsWith(OZONE))!;
    expect(ozone).toMatchObject({
      title: "Desinfección por ozono en Córdoba",
      description: "Una nueva etapa de ozonización para una potabilizadora.",
      link: `${server.env.PUBLIC_URL}/es/centro-de-medios/publicacion/${OZONE}`,
      category: "Noticia",
    });
    // A blank Spanish title: the English one stands in.
    expect(items.find((item) => item.link.endsWith(ENGLISH_ONLY))!.title).toBe(
      "Quarterly flocculator retrofit report",
    );
  });

  it("drop characters XML cannot carry, so one odd title never breaks the feed", async () => {
    // Only the newest twenty are in the feed: keep the post with the bell character among them.
    await server.database.db
      .update(mediaPosts)
      .set({ publishedAt: new Date("2026-11-19T09:00:00Z") })
      .where(sql`${mediaPosts.id} = ${CONTROL}`);
    const { doc } = await xml("/media-center/feed.xml");
    const items = doc.rss.channel.item;
    expect(items.find((item) => item.link.endsWith(CONTROL))!.title).toBe("Bell character in a title");
  });
});

describe("the sitemap", () => {
  it("is an index of files: the pages' file first, each file well-formed", async () => {
    const { res, doc } = await xml("/sitemap.xml");
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const files = doc.sitemapindex.sitemap.map((entry) => new URL(entry.loc).pathname);
    expect(files[0]).toBe(PAGES_SITEMAP_PATH);
    const count = await countPublishedPosts(server.database.db);
    if (isRouted("media-post")) {
      expect(files.slice(1)).toEqual(["/sitemaps/posts-1.xml"]);
      const posts = await xml("/sitemaps/posts-1.xml");
      const urls = posts.doc.urlset.url;
      expect(urls).toHaveLength(count * 2);
      const tricky = urls.find((url) => url.loc.endsWith(`/media-center/post/${TRICKY}`))!;
      expect(tricky.lastmod).toBe("2026-11-20T11:12:13Z");
      expect(urls.some((url) => url.loc.includes(DRAFT) || url.loc.includes(ARCHIVED))).toBe(false);
    } else {
      // Post pages have no route yet: none is mapped (ADR 009), and no posts file answers.
      expect(files).toEqual([PAGES_SITEMAP_PATH]);
      expect((await server.get("/sitemaps/posts-1.xml")).status).toBe(404);
    }
    expect((await server.get("/sitemaps/posts-0.xml")).status).toBe(404);
    expect((await server.get("/sitemaps/other.xml")).status).toBe(404);
  });

  it("maps published posts only, oldest first in slices that never overlap, each with its last change", async () => {
    const db = server.database.db;
    const count = await countPublishedPosts(db);
    const [published] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(mediaPosts)
      .where(sql`${mediaPosts.status} = 'published'`);
    expect(count).toBe(published!.n);
    expect(count).toBeGreaterThan(20);

    const first = await publishedPostsForSitemap(db, 0, 10);
    const rest = await publishedPostsForSitemap(db, 10, count);
    const all = [...first, ...rest];
    expect(all).toHaveLength(count);
    expect(new Set(all.map((post) => post.id)).size).toBe(count);
    expect(all.map((post) => post.id)).not.toContain(DRAFT);
    expect(all.map((post) => post.id)).not.toContain(ARCHIVED);
    expect(all.at(-1)!.id).toBe(TRICKY); // the newest last

    // As the posts' sitemap file writes them: both languages, alternates, lastmod in W3C form.
    const tricky = all.at(-1)!;
    const entries = urlEntries(
      { en: `/media-center/post/${tricky.id}`, es: `/es/centro-de-medios/publicacion/${tricky.id}` },
      "https://example.com",
      tricky.updatedAt,
    );
    const doc = parser.parse(urlset(entries)) as Sitemaps;
    expect(XMLValidator.validate(urlset(entries))).toBe(true);
    expect(doc.urlset.url).toEqual(
      ["en", "es"].map((locale) => ({
        loc:
          locale === "en"
            ? `https://example.com/media-center/post/${TRICKY}`
            : `https://example.com/es/centro-de-medios/publicacion/${TRICKY}`,
        lastmod: "2026-11-20T11:12:13Z",
        "xhtml:link": [
          {
            "@rel": "alternate",
            "@hreflang": "en",
            "@href": `https://example.com/media-center/post/${TRICKY}`,
          },
          {
            "@rel": "alternate",
            "@hreflang": "es",
            "@href": `https://example.com/es/centro-de-medios/publicacion/${TRICKY}`,
          },
          {
            "@rel": "alternate",
            "@hreflang": "x-default",
            "@href": `https://example.com/media-center/post/${TRICKY}`,
          },
        ],
      })),
    );
  });
});

describe("search finds news", () => {
  it("by a Spanish word on Spanish pages, without regard to accents or case, linked to the post", async () => {
    for (const query of ["ozono", "CORDOBA", "desinfeccion", "Córdoba"]) {
      const { results } = await searchPage(`/es/buscar?q=${encodeURIComponent(query)}`);
      expect(results, query).toContainEqual({
        href: `/es/centro-de-medios/publicacion/${OZONE}`,
        text: expect.stringContaining("Desinfección por ozono en Córdoba Medios"),
      });
    }
    // The English page searches the English texts.
    const en = await searchPage("/search?q=ozono");
    expect(en.results.some((result) => result.href.includes(OZONE))).toBe(false);
    const ozone = await searchPage("/search?q=OZONE");
    expect(ozone.results).toContainEqual({
      href: `/media-center/post/${OZONE}`,
      text: expect.stringContaining("Ozone disinfection commissioned in Cordoba Media"),
    });
    // A blank Spanish title: searched and shown in English.
    const fallback = await searchPage("/es/buscar?q=flocculator");
    expect(fallback.results).toEqual([
      {
        href: `/es/centro-de-medios/publicacion/${ENGLISH_ONLY}`,
        text: expect.stringContaining("Quarterly"),
      },
    ]);
  });

  it("marks the query in the results, as text", async () => {
    const { section } = await searchPage(`/search?q=${encodeURIComponent("<b>&")}`);
    expect(section).toContain('<mark class="rounded-sm bg-amber-100 text-inherit">&lt;b&gt;&amp;</mark>');
    expect(section).not.toContain("<b>&amp;");
  });

  it("never finds drafts or archived posts", async () => {
    for (const path of ["/search?q=zanzibarx", "/es/buscar?q=zanzibarx", "/search?q=quokkax"]) {
      const { results, section } = await searchPage(path);
      expect(results, path).toEqual([]);
      expect(section).toMatch(/No results found for|No se encontraron resultados para/);
    }
  });

  it("takes % and _ literally", async () => {
    const percent = await searchPage("/search?q=100%25");
    expect(percent.results.map((result) => result.href)).toEqual([`/media-center/post/${ENGLISH_ONLY}`]);
    const underscore = await searchPage("/search?q=_");
    expect(underscore.results).toEqual([]);
  });

  it("drops control characters from the query: the same results, news included, and nothing logged as failed", async () => {
    const plain = await searchPage("/search?q=pump");
    const newsOf = (results: { href: string }[]) =>
      results.filter((result) => result.href.startsWith("/media-center/post/")).map((result) => result.href);
    expect(newsOf(plain.results).length).toBeGreaterThan(0);
    const errorsBefore = log.entries().filter((entry) => Number(entry.level) >= 50).length;
    // NUL (which PostgreSQL refuses in a text), other C0 and C1 controls, DEL.
    for (const query of ["%00pump", "pu%00mp", "%01p%7Fu%C2%85mp%1B"]) {
      const { results, html } = await searchPage(`/search?q=${query}`);
      expect(results, query).toEqual(plain.results);
      // The query shown is the one searched.
      expect(html, query).toContain('value="pump"');
      // What the search dialog loads: the same news in the streamed answer.
      const data = await server.get(`/search.data?q=${query}`);
      expect(data.status, query).toBe(200);
      const body = await data.text();
      expect(body, query).not.toContain("\\u0000");
      for (const href of newsOf(plain.results)) expect(body, query).toContain(href);
    }
    // Tab and line breaks separate words.
    const spaced = await searchPage("/search?q=drum%09screen%0A");
    expect(spaced.results).toEqual((await searchPage("/search?q=drum%20screen")).results);
    expect(log.entries().filter((entry) => Number(entry.level) >= 50)).toHaveLength(errorsBefore);
  });

  it("shares the ten places: news keep three when pages and products fill the rest", async () => {
    const db = server.database.db;
    await db.insert(mediaPosts).values(
      Array.from({ length: 12 }, (_, i) => ({
        status: "published" as const,
        title: `Drum screen order number ${i + 1}`,
        // In the last hour, a minute apart: newer than every other post, and already public.
        publishedAt: new Date(Date.now() - (12 - i) * 60_000),
      })),
    );
    // "drum screen": three pages and products match, and the twelve posts plus a demo post.
    const { section, results } = await searchPage("/search?q=drum%20screen");
    const news = results.filter((result) => result.href.startsWith("/media-center/post/"));
    const instant = results.length - news.length;
    expect(instant).toBe(3);
    expect(news).toHaveLength(7);
    // The newest first.
    expect(news[0]!.text).toContain("Drum screen order number 12");
    const total = Number(/(\d+) results for/.exec(section)![1]);
    expect(total).toBeGreaterThanOrEqual(15);
    expect(section).toContain("Showing the first 10.");

    const screen = await searchPage("/search?q=screen");
    expect(screen.results).toHaveLength(10);
    expect(screen.results.filter((result) => result.href.startsWith("/media-center/post/"))).toHaveLength(3);
  });

  it("sends the instant results at once while the database is slow; the news wait 1.5 s at most", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // A transaction holding the posts' table: the search's query waits behind it.
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holding = server.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table media_posts in access exclusive mode`);
      locked();
      await held;
    });
    await lockTaken;
    try {
      // What the dialog fetches: the answer streams, the instant results first.
      const started = Date.now();
      const res = await server.get("/search.data?q=screen");
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let received = "";
      while (!received.includes("Drum Screen")) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
      const firstAt = Date.now() - started;
      expect(received).toContain("Drum Screen");
      expect(firstAt).toBeLessThan(1_000);
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        received += decoder.decode(chunk.value);
      }
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);

      // The page itself waits for the news as long, then renders without them.
      const pageStarted = Date.now();
      const { results } = await searchPage("/search?q=screen");
      expect(Date.now() - pageStarted).toBeLessThan(5_000);
      expect(results).toHaveLength(10);
      expect(results.some((result) => result.href.includes("/post/"))).toBe(false);
    } finally {
      release();
      await holding;
    }
    const logged = log.entries().filter((entry) => entry.msg === "search: could not search the news");
    expect(logged.at(-1)).toMatchObject({ level: 50, failure: "timeout" });
  });

  it("still shows the pages and products when the database is down, and logs why the news are missing", async () => {
    await server.database.close();
    const { results, html } = await searchPage("/search?q=screen");
    expect(results).toHaveLength(10);
    expect(results.map((result) => result.href)).toContain("/drum-screen");
    expect(results.some((result) => result.href.includes("/post/"))).toBe(false);
    expect(html).not.toMatch(/pglite|closed|Failed query|ECONNREFUSED/i);
    const logged = log.entries().filter((entry) => entry.msg === "search: could not search the news");
    expect(logged.at(-1)).toMatchObject({ level: 50, failure: "error" });

    // The feed says it is unavailable for now, and readers come back later.
    const feed = await server.get("/media-center/feed.xml");
    expect(feed.status).toBe(503);
    expect(feed.headers.get("retry-after")).toBe("60");
    expect(await feed.text()).toBe("The news feed is temporarily unavailable. Please try again in a minute.");
  });
});
