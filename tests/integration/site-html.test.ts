import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoNews } from "~/.server/db/seed";
import { isRouted } from "~/.server/pages";
import { startTestServer, type TestServer } from "../support/test-server";

// What the public pages' HTML holds that the browser tests used to read from a loaded page
// (tests/e2e/home.spec.ts, shell.spec.ts): the hero's one server-rendered image, the world
// map's SVG, the latest news on the demo news, the green banner's links, and the Spanish 404.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The demo news (only a first embedded start adds it by itself; PostgreSQL starts empty).
  await seedDemoNews(server.database.db);
});
afterAll(async () => {
  await server?.stop();
});

async function page(path: string, status = 200): Promise<string> {
  const res = await server.get(path);
  expect(res.status, path).toBe(status);
  return res.text();
}

/** The HTML of the section labelled by the heading with id `titleId`. */
function section(html: string, titleId: string): string {
  const start = html.indexOf(`aria-labelledby="${titleId}"`);
  expect(start, titleId).toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</section>", start));
}

describe("the home page", () => {
  it("sends the hero's first slide's image only, with a high fetch priority", async () => {
    const html = await page("/");
    const start = html.indexOf('id="hero-slides"');
    expect(start).toBeGreaterThan(0);
    const track = html.slice(start, html.indexOf("</section>", start));
    expect(track.match(/<img /g)).toHaveLength(1);
    expect(track).toMatch(/<img [^>]*fetchPriority="high"/);
  });

  it("draws the world map from the world-atlas SVG: real coastlines", async () => {
    const html = await page("/");
    const src = /<img src="(\/assets\/world-map-[0-9a-f]+\.svg)"/.exec(html)?.[1];
    expect(src).toBeTruthy();
    const svg = await (await server.get(src!)).text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1000 \d+">/);
    expect(svg.length).toBeGreaterThan(20_000); // not a hand-drawn blob
  });

  // Posts and All News link to the news pages once those are routed, and never to a 404 (ADR 009).
  const newsRouted = isRouted("media");

  it("shows the three newest posts of the demo news, linking to their pages, and All News", async () => {
    const news = section(await page("/"), "news-title");
    expect(news.match(/<li\b/g)).toHaveLength(3);
    const dates = [...news.matchAll(/<time [^>]*>([^<]+)<\/time>/g)].map((m) => m[1]);
    expect(dates).toHaveLength(3);
    for (const date of dates) expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const list = news.slice(news.indexOf("<ul"), news.indexOf("</ul>"));
    const links = [...list.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
    if (!newsRouted) {
      expect(news).not.toContain("<a ");
      return;
    }
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const href of links) expect(href).toMatch(/^\/media-center\/post\/[0-9a-f-]{36}$/);
    expect(news).toMatch(/<a [^>]*href="\/media-center"[^>]*>All News/);
  });

  it("in Spanish, with Spanish links and dates", async () => {
    const news = section(await page("/es"), "news-title");
    expect(news.match(/<li\b/g)).toHaveLength(3);
    const dates = [...news.matchAll(/<time [^>]*>([^<]+)<\/time>/g)].map((m) => m[1]);
    expect(dates).toHaveLength(3);
    for (const date of dates) expect(date).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    const list = news.slice(news.indexOf("<ul"), news.indexOf("</ul>"));
    const links = [...list.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
    if (!newsRouted) {
      expect(news).not.toContain("<a ");
      return;
    }
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const href of links) expect(href).toMatch(/^\/es\/centro-de-medios\/publicacion\/[0-9a-f-]{36}$/);
    expect(news).toMatch(/<a [^>]*href="\/es\/centro-de-medios"[^>]*>Todas las noticias/);
  });

  it("has a green banner leading to contact and the catalogs", async () => {
    const banner = section(await page("/es"), "green-title");
    expect(banner).toContain("Construyamos juntos un futuro más verde");
    expect(banner).toMatch(/<a [^>]*href="\/es\/contacto"[^>]*>Contáctanos<\/a>/);
    expect(banner).toMatch(/<a [^>]*href="\/es\/catalogos"[^>]*>Descargar catálogo<\/a>/);
  });
});

describe("the 404 page", () => {
  it("is in Spanish at a Spanish address, its link going to the Spanish home", async () => {
    const html = await page("/es/no-existe", 404);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("¡Vaya! Página no encontrada");
    expect(html).toMatch(/<a [^>]*href="\/es"[^>]*>Volver al inicio<\/a>/);
  });
});
