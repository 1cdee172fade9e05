import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { mediaPosts, type NewMediaPost } from "~/.server/db/schema";
import { collectLog, startTestServer, type TestServer } from "../support/test-server";

// The news list and post pages against a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): paging, states, statuses and redirects as a visitor's browser sees them.
let server: TestServer;
const log = collectLog();

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n, 10));

/** 20 published posts (post 20 newest), plus a draft and an archived post newer than all. */
const PUBLISHED = 20;
const posts: NewMediaPost[] = [
  ...Array.from({ length: PUBLISHED }, (_, index): NewMediaPost => {
    const n = index + 1;
    return {
      id: id(n),
      status: "published",
      postType: n % 2 === 0 ? "news" : "press_release",
      title: `Post number ${n}`,
      titleEs: n === 20 ? `Publicación número ${n}` : null,
      excerpt: `Excerpt ${n}.`,
      content: `<p>Content of post ${n}.</p>`,
      // Posts 5 and 6 share a date: the id breaks the tie (6 first).
      publishedAt: n === 5 ? day(6) : day(n),
    };
  }),
  { id: id(900), status: "draft", title: "A draft post", publishedAt: day(400) },
  { id: id(901), status: "archived", title: "An archived post", publishedAt: day(401) },
];

beforeAll(async () => {
  server = await startTestServer({ logDestination: log, env: { LOG_LEVEL: "info" } });
  const db = server.database.db;
  await db.delete(mediaPosts);
  await db.insert(mediaPosts).values(posts);
});
afterAll(async () => {
  await server?.stop();
});

async function html(path: string, status = 200): Promise<string> {
  const res = await server.get(path);
  expect(res.status, path).toBe(status);
  return res.text();
}

/** The cards' titles, in order. */
const cardTitles = (page: string) =>
  [...page.matchAll(/<h2 id="post-[^"]+"[^>]*><a [^>]*>([^<]+)<\/a><\/h2>/g)].map((m) => m[1]);
const head = (page: string) => page.slice(0, page.indexOf("</head>"));
const linkHref = (page: string, rel: string) =>
  new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(head(page))?.[1];

describe("the news list", () => {
  it("shows nine published posts a page, newest first, with the exact count", async () => {
    const first = await html("/media-center");
    expect(cardTitles(first)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12].map((n) => `Post number ${n}`));
    expect(first).toContain("Showing 1–9 of 20 posts");
    expect(first).toContain("Page 1 of 3");
    expect(first).not.toContain("A draft post");
    expect(first).not.toContain("An archived post");

    const second = await html("/media-center?page=2");
    expect(cardTitles(second)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Post number ${n}`));
    expect(second).toContain("Showing 10–18 of 20 posts");

    const last = await html("/media-center?page=3");
    expect(cardTitles(last)).toEqual(["Post number 2", "Post number 1"]);
    expect(last).toContain("Showing 19–20 of 20 posts");
  });

  it("gives each card its type, long date, excerpt, default picture and read-more link", async () => {
    const page = await html("/media-center");
    const card = page.slice(page.indexOf('aria-labelledby="post-' + id(20)), page.indexOf("</article>"));
    expect(card).toContain(">News</span>");
    expect(card).toContain(
      `<time dateTime="2025-01-21T10:00:00.000Z" class="text-slate-600">January 21, 2025</time>`,
    );
    expect(card).toContain("Excerpt 20.");
    expect(card).toMatch(/<img [^>]*src="\/images\/news\/default-\d+\.webp"/);
    expect(card).toMatch(new RegExp(`<a [^>]*href="/media-center/post/${id(20)}"[^>]*>Read More`));
    expect(page).toContain(">Press Release</span>");
  });

  it("links pages with real links: numbers, previous and next, the current page marked", async () => {
    const second = await html("/media-center?page=2");
    const nav = second.slice(second.indexOf('<nav aria-label="News pages"'));
    expect(nav).toMatch(
      /<a [^>]*href="\/media-center"[^>]*rel="prev"|<a [^>]*rel="prev"[^>]*href="\/media-center"/,
    );
    expect(nav).toMatch(
      /href="\/media-center\?page=3"[^>]*rel="next"|rel="next"[^>]*href="\/media-center\?page=3"/,
    );
    expect(/<a [^>]*aria-current="page"[^>]*>/.exec(nav)?.[0]).toContain('href="/media-center?page=2"');
    expect(nav.match(/aria-current="page"/g)).toHaveLength(1);

    expect(linkHref(second, "canonical")).toMatch(/\/media-center\?page=2$/);
    expect(linkHref(second, "prev")).toMatch(/\/media-center$/);
    expect(linkHref(second, "next")).toMatch(/\/media-center\?page=3$/);
    const first = await html("/media-center");
    expect(linkHref(first, "canonical")).toMatch(/\/media-center$/);
    expect(linkHref(first, "prev")).toBeUndefined();
    const last = await html("/media-center?page=3");
    expect(linkHref(last, "next")).toBeUndefined();
    expect(head(second)).toMatch(
      /<link rel="alternate" hrefLang="es" href="[^"]+\/es\/centro-de-medios\?page=2"/,
    );
    expect(head(second)).toContain("<title>News &amp; Updates – Page 2 | Akvaris Water Technologies</title>");
  });

  it("links the RSS feed from the head, in each language", async () => {
    expect(head(await html("/media-center"))).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="News &amp; Updates \(RSS\)" href="[^"]+\/media-center\/feed\.xml"/,
    );
    expect(head(await html("/es/centro-de-medios"))).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" [^>]*href="[^"]+\/es\/centro-de-medios\/feed\.xml"/,
    );
  });

  it("sends ?page=1 and malformed numbers to page 1 (301), and pages past the last to not found (404)", async () => {
    for (const [query, location] of [
      ["?page=1", "/media-center"],
      ["?page=0", "/media-center"],
      ["?page=-1", "/media-center"],
      ["?page=abc", "/media-center"],
      ["?page=1.5", "/media-center"],
      ["?page=02", "/media-center"],
      ["?page=", "/media-center"],
      ["?page=abc&utm_source=x", "/media-center?utm_source=x"],
    ] as const) {
      const res = await server.get(`/media-center${query}`);
      expect(res.status, query).toBe(301);
      expect(
        new URL(res.headers.get("location")!, server.baseUrl).pathname +
          new URL(res.headers.get("location")!, server.baseUrl).search,
      ).toBe(location);
    }
    const es = await server.get("/es/centro-de-medios?page=1");
    expect(es.status).toBe(301);
    expect(es.headers.get("location")).toMatch(/\/es\/centro-de-medios$/);

    for (const query of ["?page=4", "?page=100000000000000000000"]) {
      const page = await html(`/media-center${query}`, 404);
      expect(page).toContain("Oops! Page not found");
    }
  });

  it("in Spanish: Spanish dates, texts and links, the English title while the Spanish one is missing", async () => {
    const page = await html("/es/centro-de-medios");
    expect(cardTitles(page).slice(0, 2)).toEqual(["Publicación número 20", "Post number 19"]);
    expect(page).toContain(">21 de enero de 2025</time>");
    expect(page).toContain("Mostrando 1–9 de 20 publicaciones");
    expect(page).toContain(`href="/es/centro-de-medios/publicacion/${id(20)}"`);
    expect(page).toContain(">Comunicado de prensa</span>");
    expect(page).toMatch(/<a [^>]*href="\/es\/centro-de-medios\?page=2"/);
  });
});

describe("a post page", () => {
  it("shows the article with its badge, long date, title, excerpt and content, and its head", async () => {
    await server.database.db
      .update(mediaPosts)
      .set({
        publishedAt: new Date("2025-03-05T09:00:00Z"),
        content: '<p>First line\nsecond line</p><script>alert(1)</script><a href="https://iso.org">ISO</a>',
        contentEs: "<p>Contenido en español</p>",
        featuredImageUrl: "/uploads/houston.jpg",
      })
      .where(eqId(id(20)));
    const page = await html(`/media-center/post/${id(20)}`);
    expect(page).toMatch(/<a [^>]*href="\/media-center"[^>]*>.*Back to Media Center<\/a>/s);
    expect(page).toContain(">News</span>");
    expect(page).toContain(">March 5, 2025</time>");
    expect(page).toMatch(/<h1 id="post-title"[^>]*>Post number 20<\/h1>/);
    expect(page).toContain("Excerpt 20.");
    expect(page).toContain("<p>First line<br />second line</p>");
    expect(page).toContain('<a href="https://iso.org" rel="noopener noreferrer">ISO</a>');
    expect(page).not.toContain("alert(1)");
    expect(page).toMatch(/<img src="\/uploads\/houston\.jpg"/);

    const top = head(page);
    expect(top).toContain("<title>Post number 20 | Akvaris Water Technologies</title>");
    expect(top).toContain('<meta name="description" content="Excerpt 20."/>');
    expect(top).toContain('<meta property="og:type" content="article"/>');
    expect(top).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/uploads\/houston\.jpg"/);
    expect(linkHref(page, "canonical")).toMatch(new RegExp(`/media-center/post/${id(20)}$`));
    expect(top).toMatch(new RegExp(`hrefLang="es" href="[^"]+/es/centro-de-medios/publicacion/${id(20)}"`));
    expect(top).toMatch(/type="application\/rss\+xml"[^>]*href="[^"]+\/media-center\/feed\.xml"/);
    const jsonLd = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(jsonLd.find((data) => data["@type"] === "NewsArticle")).toMatchObject({
      headline: "Post number 20",
      datePublished: "2025-03-05T09:00:00.000Z",
      inLanguage: "en",
      image: [expect.stringMatching(/\/uploads\/houston\.jpg$/)],
    });
    expect(jsonLd.find((data) => data["@type"] === "BreadcrumbList")).toMatchObject({
      itemListElement: [{ name: "Home" }, { name: "News & Updates" }, { name: "Post number 20" }],
    });
    // Share links with the post's absolute address.
    const address = encodeURIComponent(new URL(`/media-center/post/${id(20)}`, server.env.PUBLIC_URL).href);
    expect(page).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${address}"`);
    expect(page).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${address}"`);
    expect(page).toContain(
      `href="https://twitter.com/intent/tweet?url=${address}&amp;text=Post%20number%2020"`,
    );
  });

  it("in Spanish: the Spanish columns, falling back to English, and the Spanish date", async () => {
    const page = await html(`/es/centro-de-medios/publicacion/${id(20)}`);
    expect(page).toContain(">5 de marzo de 2025</time>");
    expect(page).toMatch(/<h1 id="post-title"[^>]*>Publicación número 20<\/h1>/);
    expect(page).toContain("<p>Contenido en español</p>");
    expect(page).toContain("Excerpt 20."); // no Spanish excerpt: the English one
    expect(page).toContain("Volver al Centro de medios");
    expect(page).toContain(">Noticia</span>");
  });

  it("says 'Full content coming soon...' for a post without words, and uses the default picture for sharing", async () => {
    await server.database.db
      .update(mediaPosts)
      .set({ content: "  <p> </p> " })
      .where(eqId(id(19)));
    const page = await html(`/media-center/post/${id(19)}`);
    expect(page).toContain("Full content coming soon...");
    expect(head(page)).toMatch(
      /<meta property="og:image" content="https?:\/\/[^"]+\/images\/news\/default-960\.webp"/,
    );
    expect(page).not.toMatch(/<img src="\/images\/news/);
  });

  it("is 'Post Not Found' (404) for a draft, an archived post, a missing or a malformed id", async () => {
    const before = log.entries().filter((entry) => (entry.level as number) >= 50).length;
    for (const postId of [
      id(900),
      id(901),
      id(12345),
      "not-a-uuid",
      "00000000-0000-4000-8000-0000000000zz",
      "1%27%20or%201=1",
    ]) {
      const page = await html(`/media-center/post/${postId}`, 404);
      expect(page, postId).toContain("Post Not Found");
      expect(page).toContain("The post you&#x27;re looking for doesn&#x27;t exist or has been removed.");
      expect(page).toContain('<meta name="robots" content="noindex"/>');
      expect(page).not.toContain("A draft post");
      expect(page).toMatch(/<h1[^>]*>Post Not Found<\/h1>/);
      expect(page).toMatch(/<a [^>]*href="\/media-center"[^>]*>.*Back to Media Center<\/a>/s);
    }
    const es = await html(`/es/centro-de-medios/publicacion/${id(900)}`, 404);
    expect(es).toContain("Publicación no encontrada");
    // Nothing reached the database that it would refuse.
    expect(log.entries().filter((entry) => (entry.level as number) >= 50).length).toBe(before);
  });

  it("redirects /media-center/{id} (301) to the post, and the post address without an id to the list", async () => {
    const cases = [
      [`/media-center/${id(20)}`, `/media-center/post/${id(20)}`],
      [`/es/centro-de-medios/${id(20)}`, `/es/centro-de-medios/publicacion/${id(20)}`],
      [
        "/media-center/post/ABCDEF00-0000-4000-8000-00000000000A",
        "/media-center/post/abcdef00-0000-4000-8000-00000000000a",
      ],
      ["/media-center/post", "/media-center"],
      ["/media-center/post/", "/media-center"],
      ["/es/centro-de-medios/publicacion", "/es/centro-de-medios"],
    ];
    for (const [from, to] of cases) {
      const res = await server.get(from!);
      expect(res.status, from).toBe(301);
      expect(new URL(res.headers.get("location")!, server.baseUrl).pathname, from).toBe(to);
    }
    const unknown = await html("/media-center/not-a-post", 404);
    expect(unknown).toContain("Oops! Page not found");
  });
});

describe("the news pages' other states", () => {
  it("shows 'No news available at the moment.' when nothing is published", async () => {
    await server.database.db.update(mediaPosts).set({ status: "draft" });
    expect(await html("/media-center")).toContain("No news available at the moment.");
    expect(await html("/es/centro-de-medios")).toContain("No hay noticias disponibles por el momento.");
    await html("/media-center?page=2", 404);
  });

  it("answers 503 with a safe message when the database fails, and logs the cause", async () => {
    await server.database.close();
    const list = await server.get("/media-center");
    expect(list.status).toBe(503);
    expect(list.headers.get("retry-after")).toBe("30");
    const listHtml = await list.text();
    expect(listHtml).toContain("Error loading news: the news service is temporarily unavailable");
    // Announced: the message is the whole of an alert.
    expect(listHtml).toMatch(
      /<[a-z]+ [^>]*role="alert"[^>]*>(<[^>]+>)*Error loading news: the news service is temporarily unavailable(<\/[^>]+>)*<\/[a-z]+>/,
    );
    expect(listHtml).toContain("<footer");
    expect(listHtml).not.toMatch(/pglite|closed|Failed query|select "id"/i);

    const post = await server.get(`/media-center/post/${id(3)}`);
    expect(post.status).toBe(503);
    expect(post.headers.get("retry-after")).toBe("30");
    expect(post.headers.get("cache-control")).toBe("no-store");
    const postHtml = await post.text();
    expect(postHtml).toContain("Error Loading Post");
    expect(postHtml).toContain("The news service is temporarily unavailable");
    expect(postHtml).toMatch(/<h1[^>]*>Error Loading Post<\/h1>/);
    expect(postHtml).toMatch(
      /<[a-z]+ [^>]*role="alert"[^>]*>(<[^>]+>)*The news service is temporarily unavailable(<\/[^>]+>)*<\/[a-z]+>/,
    );
    expect(postHtml).toMatch(/<a href="\/media-center"[^>]*>Return to Media Center<\/a>/);
    expect(postHtml).not.toMatch(/pglite|closed|Failed query/i);

    const es = await (await server.get(`/es/centro-de-medios/publicacion/${id(3)}`)).text();
    expect(es).toContain("Error al cargar la publicación");

    const logged = log.entries().map((entry) => entry.msg);
    expect(logged).toContain("news list: could not load the posts");
    expect(logged).toContain("news post: could not load the posts");
  });
});

function eqId(value: string) {
  return sql`${mediaPosts.id} = ${value}`;
}
