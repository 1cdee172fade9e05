import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaPosts } from "~/.server/db/schema";
import { seedDemoNews } from "~/.server/db/seed";
import { isRouted } from "~/.server/pages";
import { collectLog, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
const log = collectLog();
beforeAll(async () => {
  server = await startTestServer({ logDestination: log, env: { LOG_LEVEL: "info" } });
});
afterAll(async () => {
  await server?.stop();
});

async function page(path: string): Promise<string> {
  const res = await server.get(path);
  expect(res.status).toBe(200);
  return res.text();
}

/** The latest-news section's HTML. */
function newsSection(html: string): string {
  const start = html.indexOf('aria-labelledby="news-title"');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</section>", start));
}

/** Each post card's title, and its link while post pages are routed (ADR 009: never a dead link). */
const postLinks = (html: string) =>
  [...newsSection(html).matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => {
    const link = /<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(m[1]!);
    return link ? { href: link[1], title: link[2] } : { href: undefined, title: m[1] };
  });
const postsRouted = isRouted("media-post");
const postHref = (path: string) => (postsRouted ? path : undefined);

describe("the home page's HTML", () => {
  it("has every section in the spec's order, in English and Spanish", async () => {
    const en = await page("/");
    const order = [
      "<h1",
      'aria-label="Our services"',
      'id="company-title"',
      "/images/home/banner-",
      'id="manufacturing-title"',
      'aria-label="Product categories"',
      'id="values-title"',
      'aria-label="Management policies"',
      'id="map-title"',
      'id="news-title"',
      'id="green-title"',
      "<footer",
    ].map((marker) => en.indexOf(marker));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    expect(en.match(/<h1\b/g)).toHaveLength(1);
    expect(en).toMatch(/id="manufacturing-title"[^>]*>.*Design.*Engineering.*Manufacturing.*<\/h2>/);
    expect(en).toContain("Operating since 2008");
    for (const stat of ["130,000 sq ft", "65+", "450+", "200+"]) expect(en).toContain(stat);
    expect(en).toMatch(/<a[^>]*href="\/about-us"[^>]*>Learn More About Us/);
    expect(en).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact Us<\/a>/);

    const es = await page("/es");
    expect(es).toMatch(/<h1[^>]*>Plantas de tratamiento de aguas residuales, de principio a fin<\/h1>/);
    expect(es).toContain("En actividad desde 2008");
    expect(es).toContain("130.000 ft²");
    expect(es).toMatch(/<a[^>]*href="\/es\/catalogos"[^>]*>.*?Descargar catálogo/);
    expect(es).toMatch(/<a[^>]*href="\/es\/sobre-nosotros"/);
    expect(es).toMatch(/<a[^>]*href="\/es\/equipos-de-desbaste"[^>]*>Más información/);
  });

  it("fetches the app's scripts after the first paint: no module preloads in the HTML", async () => {
    const html = await page("/");
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const loader =
      /<script(?: nonce="[^"]+")?>\(\(\)=>\{const n=document\.currentScript\.nonce,p=(\[[^\]]*\])/.exec(html);
    expect(loader).not.toBeNull();
    const preloads = JSON.parse(loader![1]!) as string[];
    expect(preloads.some((src) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(src))).toBe(true);
    expect(preloads.some((src) => /^\/assets\/home-[\w-]+\.js$/.test(src))).toBe(true);
  });

  it("preloads the first hero image (the LCP element) and leaves the other slides' images to the carousel", async () => {
    const html = await page("/");
    const head = html.slice(0, html.indexOf("</head>"));
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? "";
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain('imageSizes="100vw"');
    expect(preload).toContain('fetchPriority="high"');
    expect(preload).toContain("/images/home/hero-01-640.avif 640w");
    expect(preload).toContain("/images/home/hero-01-1920.avif 1920w");

    const heroImages = [...html.matchAll(/<img [^>]*src="\/images\/home\/hero-0(\d)[^>]*>/g)];
    // The others are added once the carousel runs (next and previous first): they would
    // only compete with the first for bandwidth.
    expect(heroImages.map((m) => m[1])).toEqual(["1"]);
    expect(heroImages[0]![0]).toMatch(/loading="eager"[^>]*fetchPriority="high"/);
    // AVIF and WebP at the slot's widths.
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/images\/home\/hero-01-640\.avif 640w/);
    expect(html).toMatch(/<source type="image\/webp" srcSet="\/images\/home\/hero-01-640\.webp 640w/);
    // Only the first slide is live before any script runs; the others are inert.
    const slides = [...html.matchAll(/<div role="group" aria-roledescription="slide"[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(slides.slice(0, 6).map((tag) => tag.includes("inert"))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("has Organization and WebSite (with a SearchAction) structured data, and social tags", async () => {
    const html = await page("/es");
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const organization = jsonLd.find((data) => data["@type"] === "Organization");
    expect(organization).toMatchObject({
      name: "Akvaris Water Technologies",
      telephone: "+1 (832) 555-0147",
      email: "info@akvaris-water.com",
      sameAs: expect.arrayContaining(["https://www.linkedin.com/company/akvaris-water-technologies"]),
    });
    const site = jsonLd.find((data) => data["@type"] === "WebSite");
    expect(site).toMatchObject({
      inLanguage: "es",
      url: expect.stringMatching(/^https?:\/\/[^/]+\/es$/),
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: expect.stringMatching(/\/es\/buscar\?q=\{search_term_string\}$/) },
        "query-input": "required name=search_term_string",
      },
    });
    expect(html).toContain('<meta name="description" content="Diseño, fabricación e instalación');
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/images\/home\/hero-01-1280\.webp"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  });

  it("draws the world map from a static SVG asset with the markers on it", async () => {
    const html = await page("/");
    const src = /<img src="(\/assets\/world-map-[0-9a-f]+\.svg)"/.exec(html)?.[1];
    expect(src).toBeTruthy();
    const svg = await server.get(src!, { headers: { "accept-encoding": "br" } });
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    expect(svg.headers.get("content-encoding")).toBe("br");
    expect(svg.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(html).toMatch(/aria-describedby="map-tip-turkey"/);
    expect(html).toMatch(
      /role="tooltip" id="map-tip-turkey"[^>]*><strong[^>]*>Turkey<\/strong>Headquarters and production/,
    );
    expect(html).toMatch(/role="tooltip" id="map-tip-houston"/);
  });
});

describe("latest news, from the database's states", () => {
  it("shows the three newest published posts (drafts never), linked to their pages", async () => {
    const db = server.database.db;
    // The demo news (only a first embedded start adds it by itself; PostgreSQL starts empty).
    await seedDemoNews(db);
    await db.insert(mediaPosts).values([
      {
        id: "0b9f6a7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
        status: "published",
        postType: "press_release",
        title: "Newest published post",
        excerpt: "Its excerpt.",
        titleEs: null,
        publishedAt: new Date("2026-11-14T10:00:00Z"),
      },
      {
        id: "1c0a7b8f-2d3e-4f50-9b0c-1d2e3f4a5b6c",
        status: "draft",
        postType: "news",
        title: "A draft, even newer",
        publishedAt: new Date("2026-11-16T10:00:00Z"),
      },
    ]);

    const en = await page("/");
    const links = postLinks(en);
    expect(links).toHaveLength(3);
    expect(links[0]).toEqual({
      href: postHref("/media-center/post/0b9f6a7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b"),
      title: "Newest published post",
    });
    if (postsRouted) {
      for (const link of links) expect(link.href).toMatch(/^\/media-center\/post\/[0-9a-f-]{36}$/);
    }
    expect(newsSection(en)).toContain(">November 14, 2026</time>");
    expect(newsSection(en)).toContain(">Press Release</span>");
    expect(en).not.toContain("A draft, even newer");
    if (isRouted("media")) expect(en).toMatch(/<a[^>]*href="\/media-center"[^>]*>All News/);
    else expect(en).not.toContain("/media-center");

    const es = await page("/es");
    const linksEs = postLinks(es);
    expect(linksEs).toHaveLength(3);
    // No Spanish title yet: the English one stands in.
    expect(linksEs[0]).toEqual({
      href: postHref("/es/centro-de-medios/publicacion/0b9f6a7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b"),
      title: "Newest published post",
    });
    expect(newsSection(es)).toContain(">14 de noviembre de 2026</time>");
    expect(newsSection(es)).toContain(">Comunicado de prensa</span>");
  });

  it("says so when there is no published post", async () => {
    await server.database.db.delete(mediaPosts);
    expect(newsSection(await page("/"))).toContain("No news available at the moment.");
    expect(newsSection(await page("/es"))).toContain("No hay noticias disponibles por el momento.");
  });

  it("shows a safe error when the database fails, logs the cause, and renders the rest of the page", async () => {
    await server.database.close();
    const en = await page("/");
    expect(newsSection(en)).toContain("Error loading news: the news service is temporarily unavailable");
    expect(en).toContain("Your Partner for Clean Water");
    expect(en).toContain("<footer");
    expect(en).not.toMatch(/pglite|closed|Failed query|select "id"/i);

    const es = await page("/es");
    expect(newsSection(es)).toContain(
      "Error al cargar las noticias: el servicio de noticias no está disponible en este momento",
    );

    const logged = log.entries().filter((entry) => entry.msg === "latest news: could not load the posts");
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged[0]).toMatchObject({ level: 50, failure: "unavailable" });
    expect(JSON.stringify(logged[0]!.err)).toMatch(/\w/);
  });
});
