import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPages } from "~/.server/pages";
import { root } from "../../scripts/ensure-build.mjs";
import { startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("pages", () => {
  it("renders the home page on the server, in English and Spanish", async () => {
    const en = await server.get("/");
    expect(en.status).toBe(200);
    expect(en.headers.get("content-type")).toMatch(/text\/html/);
    const html = await en.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<h1[^>]*>Wastewater Treatment Plants, Engineered End to End<\/h1>/);
    expect(html).toContain(
      "<title>Water and Wastewater Treatment Equipment Manufacturer | Akvaris Water Technologies</title>",
    );
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
    expect(html).toContain('hrefLang="es"');

    const es = await server.get("/es");
    expect(es.status).toBe(200);
    const htmlEs = await es.text();
    expect(htmlEs).toContain('<html lang="es"');
    expect(htmlEs).toContain("Fabricante de equipos para tratamiento de agua y aguas residuales");
  });

  it("answers an unknown path with the 404 page and status 404, in the path's language", async () => {
    const res = await server.get("/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex"');

    const es = await server.get("/es/no-existe");
    expect(es.status).toBe(404);
    expect(await es.text()).toContain("¡Vaya! Página no encontrada");
  });
});

describe("health", () => {
  it("reports liveness and readiness", async () => {
    const live = await server.get("/healthz");
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await server.get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});

describe("security headers", () => {
  it("enforces a CSP whose nonce is the one on the page's scripts", async () => {
    // A page rendered per request (cached public pages carry script hashes instead: page-cache.test.ts).
    const res = await server.get("/auth");
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    const html = await res.text();
    // Every script that runs carries the nonce (JSON-LD data blocks do not run).
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
    // HSTS only where the site is served over https.
    expect(res.headers.get("strict-transport-security")).toBeNull();

    const again = await server.get("/auth");
    expect(again.headers.get("content-security-policy")).not.toBe(csp);
  });

  it("tags every response with a request id, keeping a sane one it was given", async () => {
    const generated = await server.get("/healthz");
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const given = await server.get("/healthz", { headers: { "x-request-id": "lb-1234" } });
    expect(given.headers.get("x-request-id")).toBe("lb-1234");
    const hostile = await server.get("/healthz", { headers: { "x-request-id": "<script>" } });
    expect(hostile.headers.get("x-request-id")).not.toBe("<script>");
  });
});

describe("static assets", () => {
  const assetsDir = path.join(root, "build", "client", "assets");
  // The shared chunk every page loads (the entry itself is too small to be worth compressing).
  const entry = readdirSync(assetsDir).find((file) => /^app-shared-.*\.js$/.test(file));

  it("serves hashed assets precompressed with immutable caching", async () => {
    expect(entry).toBeTruthy();
    const br = await server.get(`/assets/${entry}`, { headers: { "accept-encoding": "gzip, br" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/i);

    const gz = await server.get(`/assets/${entry}`, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");

    const plain = await server.get(`/assets/${entry}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(0);
  });

  it("answers a missing asset with a plain 404", async () => {
    const res = await server.get("/assets/nothing-here-123.js");
    expect(res.status).toBe(404);
    const traversal = await server.get("/assets/..%2f..%2fpackage.json");
    expect(traversal.status).toBe(404);
  });

  it("serves the build's other files (the favicon), and nothing beside them", async () => {
    const icon = await server.get("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await icon.text()).toContain("<svg");
    // A file of the project outside the client build is a page address like any other.
    const outside = await server.get("/..%2fpackage.json");
    expect(outside.status).toBe(404);
    expect(await outside.text()).not.toContain('"dependencies"');
  });
});

describe("API", () => {
  it("answers unknown API routes with JSON 404", async () => {
    const res = await server.get("/api/nothing");
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatch(/No API route/);
  });

  it("rejects malformed and oversized JSON with a clear 4xx", async () => {
    const post = (body: string) =>
      server.get("/api/csp-report", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
    const malformed = await post("{nope");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "The request body is not valid JSON." });
    const huge = await post(JSON.stringify({ x: "a".repeat(40_000) }));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toBe("The request body is larger than 8 KB.");
    const ok = await post(JSON.stringify({ "csp-report": { "violated-directive": "script-src" } }));
    expect(ok.status).toBe(204);
  });
});

describe("search page", () => {
  it("answers the site's SearchAction address with results in the HTML, in both languages, unindexed", async () => {
    const en = await server.get("/search?q=Drum%20screen");
    expect(en.status).toBe(200);
    const html = await en.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Two products and their category, and the news that mention drum screens (tested apart).
    expect(html).toMatch(/\d+ results for (&quot;|")Drum screen(&quot;|")/);
    expect(html).toMatch(/<a [^>]*href="\/drum-screen"/);
    expect(html).toMatch(/<input [^>]*name="q"[^>]*value="Drum screen"/);

    const es = await (await server.get("/es/buscar?q=%20%20")).text();
    expect(es).toContain('<html lang="es"');
    expect(es).toContain("Empieza a escribir para buscar");

    const none = await (await server.get("/es/buscar?q=zzqq")).text();
    expect(none).toContain("No se encontraron resultados para «zzqq»");
    expect(none).toContain("Prueba con otras palabras clave o revisa la ortografía");

    // The home page's structured data points at this page.
    const home = await (await server.get("/es")).text();
    expect(home).toMatch(/"urlTemplate":"http:\/\/localhost:\d+\/es\/buscar\?q=\{search_term_string\}"/);
  });
});

describe("crawling", () => {
  it("lists every routed public page in both languages with alternates, and nothing private", async () => {
    // An index of sitemap files: the pages', then the posts' (see news-discovery.test.ts).
    const res = await server.get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/xml/);
    const locsIn = (xml: string) =>
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const files = locsIn(await res.text());
    expect(files[0]).toBe("/sitemaps/pages.xml");
    let xml = "";
    for (const file of files) {
      const part = await server.get(file);
      expect(part.status, file).toBe(200);
      expect(part.headers.get("content-type")).toMatch(/application\/xml/);
      xml += await part.text();
    }
    const locs = locsIn(xml);
    for (const path of [
      "/",
      "/es",
      "/about-us",
      "/es/sobre-nosotros",
      "/certificates",
      "/es/certificados",
      "/catalogs",
      "/es/catalogos",
      "/contact",
      "/es/contacto",
    ]) {
      expect(locs).toContain(path);
    }
    // The catalogue: 30 pages in each language, and no page that is not routed yet.
    for (const page of allPages().filter((entry) => ["service", "category", "product"].includes(entry.kind))) {
      expect(locs).toContain(page.paths.en);
      expect(locs).toContain(page.paths.es);
    }
    expect(allPages().filter((entry) => ["service", "category", "product"].includes(entry.kind))).toHaveLength(30);
    for (const page of allPages().filter((entry) => !entry.file)) expect(locs).not.toContain(page.paths.en);
    expect(locs.some((path) => path.startsWith("/admin") || path.includes("/auth"))).toBe(false);
    expect(locs.some((path) => path.startsWith("/search") || path.startsWith("/es/buscar"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toContain('hreflang="x-default"');
    // Every listed page answers 200.
    for (const path of locs) expect((await server.get(path)).status, path).toBe(200);
    // Renders every page of the sitemap (some 70) once.
  }, deadline(90_000));

  it("robots.txt points at the sitemap", async () => {
    const text = await (await server.get("/robots.txt")).text();
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
    expect(text).toContain("Disallow: /api/");
  });
});

describe("corporate pages", () => {
  it("render on the server in both languages with unique titles, canonical, hreflang and breadcrumb data", async () => {
    const titles = new Set<string>();
    for (const path of [
      "/about-us",
      "/es/sobre-nosotros",
      "/certificates",
      "/es/certificados",
      "/catalogs",
      "/es/catalogos",
      "/contact",
      "/es/contacto",
    ]) {
      const html = await (await server.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+${path}"`));
      expect(html, path).toContain('hrefLang="x-default"');
      expect(html, path).toContain('property="og:title"');
      expect(html, path).toMatch(/"@type":"BreadcrumbList"/);
    }
    expect(titles.size).toBe(8);
  });
});
