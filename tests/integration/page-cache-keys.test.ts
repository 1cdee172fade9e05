import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CachedPage } from "../../server/page-cache";
import { startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

// The page cache keeps each public page under its canonical address only (ADR 021): other
// spellings of an address are redirected without a render, a query the page does not use
// is answered from the canonical entry, and made-up requests never push real pages out.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const stats = () => server.pageCache!.stats();
/** The request as written (`//about-us` is a path here, not another host). */
const get = (path: string, init?: RequestInit) =>
  fetch(`${server.baseUrl}${path}`, { redirect: "manual", ...init });
/** The page's entry, rendered once if it was not kept yet. */
async function warm(path: string): Promise<CachedPage> {
  expect((await get(path)).status, path).toBe(200);
  const page = await server.pageCache!.peek(path);
  expect(page, path).toBeDefined();
  return page!;
}

describe("other spellings of a page's address", () => {
  it("are redirected (301) to the canonical address, without a render or a new entry", async () => {
    await warm("/about-us");
    await warm("/es/sobre-nosotros");
    const before = stats();
    for (const [path, location] of [
      ["/ABOUT-US", "/about-us"],
      ["/About-Us", "/about-us"],
      ["/%61bout-us", "/about-us"],
      ["/%61%62out-us", "/about-us"],
      ["/about%2dus", "/about-us"],
      ["/about-us/", "/about-us"],
      ["/about-us//", "/about-us"],
      ["//about-us", "/about-us"],
      ["/es/Sobre-Nosotros", "/es/sobre-nosotros"],
      ["/ES/sobre-nosotros/", "/es/sobre-nosotros"],
      ["/es//sobre-nosotros", "/es/sobre-nosotros"],
      ["/ES", "/es"],
      ["/es/", "/es"],
      ["/Screening-Equipment", "/screening-equipment"],
      ["/ABOUT-US?utm_source=x", "/about-us?utm_source=x"],
      ["/Media-Center?page=2", "/media-center?page=2"],
      ["/media-center?page=1&utm_source=x", "/media-center?utm_source=x"],
    ] as const) {
      for (const method of ["GET", "HEAD"]) {
        const res = await get(path, { method });
        expect(res.status, `${method} ${path}`).toBe(301);
        expect(res.headers.get("location"), `${method} ${path}`).toBe(location);
        expect(res.headers.get("content-security-policy"), path).toBeTruthy();
        expect(await res.text()).toBe("");
      }
    }
    expect(stats()).toEqual(before);
  });

  it("lower-cases a post's id in its address, without a render", async () => {
    const before = stats();
    const res = await get("/MEDIA-CENTER/post/0000000A-0000-4000-8000-000000000001");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/media-center/post/0000000a-0000-4000-8000-000000000001");
    expect(stats()).toEqual(before);
  });

  it("in a data request (.data), no link makes them: not found, without a render or an entry", async () => {
    await warm("/about-us.data");
    const before = stats();
    for (const path of [
      "/About-Us.data",
      "/about-us/.data",
      "/about-us/_.data",
      "/%61bout-us.data",
      "/_root.data",
      "/media-center.data?page=1",
      "/about-us.data?_routes=made-up",
      "/about-us.data?_routes=root%2Cmedia.en",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
    expect(stats()).toEqual(before);
  });

  it("are kept apart from addresses that are no page: those are answered as before", async () => {
    expect((await get("/About-Us%2F")).status).toBe(404);
    expect((await get("/sitemap.xml")).status).toBe(200);
    expect((await get("/media-center/post")).status).toBe(301);
  });
});

describe("a query the page does not use", () => {
  it("is answered from the canonical entry: same entity tag, no render, no new entry", async () => {
    const page = await warm("/about-us");
    const data = await warm("/about-us.data");
    const before = stats();
    for (const query of [
      "?utm_source=x&gclid=y&x=",
      "?fbclid=abc&utm_medium=email&utm_campaign=spring",
      "?page=3",
      "?page=1",
      "?x",
      "?",
    ]) {
      const res = await get(`/about-us${query}`);
      expect(res.status, query).toBe(200);
      expect(page.etags, query).toContain(res.headers.get("etag"));
      expect(res.headers.get("x-page-cache"), query).toBe("hit");
      const html = await res.text();
      expect(html, query).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/about-us"\/>/);
      const navigation = await get(`/about-us.data${query}`);
      expect(data.etags, query).toContain(navigation.headers.get("etag"));
      await navigation.arrayBuffer();
    }
    expect(stats()).toEqual(before);
  });

  it("leaves ?page= to the news list, where only pages that exist are kept", async () => {
    const list = await warm("/media-center");
    const campaign = await get("/media-center?utm_source=news&fbclid=1");
    expect(list.etags).toContain(campaign.headers.get("etag"));
    await campaign.arrayBuffer();
    // On the home page (which shows news but has no pages), ?page= is ignored like any other.
    await warm("/");
    const home = stats();
    for (const n of [2, 3, 99]) {
      const res = await get(`/?page=${n}`);
      expect(res.headers.get("x-page-cache")).toBe("hit");
      await res.arrayBuffer();
    }
    expect(stats()).toEqual(home);

    // Past the last page: not found, and nothing kept.
    for (const n of [40, 41, 1234, 999999, 10_000_000]) {
      const res = await get(`/media-center?page=${n}`);
      expect(res.status, String(n)).toBe(404);
      await res.arrayBuffer();
    }
    expect(stats().pages).toBe(home.pages);
  });

  it("that the page does use gives it an entry of its own, and free text is never kept", async () => {
    const all = await warm("/screening-equipment?all=1");
    expect(all).not.toBe(await warm("/screening-equipment"));
    const same = await get("/screening-equipment?all=1&utm_source=x");
    expect(all.etags).toContain(same.headers.get("etag"));
    await same.arrayBuffer();
    const before = stats();
    for (const path of ["/search?q=pump", "/screening-equipment?q=pump", "/search?q=filter&utm_source=x"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("etag"), path).toBeNull();
      await res.arrayBuffer();
    }
    expect(stats().pages).toBe(before.pages);
  });
});

describe("2,000 made-up requests", () => {
  it("render nothing and push no real page out of the cache", async () => {
    const sitemap = await (await get("/sitemaps/pages.xml")).text();
    const real = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(real.length).toBeGreaterThan(40);
    const kept = new Map<string, CachedPage>();
    for (const path of real) kept.set(path, await warm(path));
    const before = stats();

    const variants = (path: string, i: number): string => {
      const upper = path.replace(/[a-z]/, (c) => c.toUpperCase());
      const encoded = path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
      const spellings = [
        `${path}?utm_source=s${i}&utm_medium=m${i}`,
        `${path}?gclid=${i}`,
        `${path}?fbclid=${i}&x${i}=${i}`,
        `${path}?r${i}=${i}`,
        path === "/" || path === "/es" ? `${path}?page=${i}` : `${upper}?v=${i}`,
        path === "/" ? `/?q${i}` : `${encoded}?e=${i}`,
        `${path}/?t=${i}`,
        `/${path}?d=${i}`,
        path === "/media-center" || path === "/es/centro-de-medios"
          ? `${path}?page=${i + 5}`
          : `${path}?page=${i}`,
      ];
      return spellings[i % spellings.length]!;
    };
    const statuses = new Map<number, number>();
    for (let i = 0; i < 2000; i++) {
      const res = await get(variants(real[i % real.length]!, i));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      await res.arrayBuffer();
    }
    // The news lists' made-up pages past the last are rendered to say so (404), and not kept.
    const after = stats();
    expect(after.pages).toBe(before.pages);
    expect(after.bytes).toBe(before.bytes);
    expect(after.renders - before.renders).toBeLessThanOrEqual(statuses.get(404) ?? 0);
    expect(statuses.get(200)).toBeGreaterThan(1000);
    expect(statuses.get(301)).toBeGreaterThan(500);

    for (const path of real) {
      const res = await get(path);
      expect(res.headers.get("x-page-cache"), path).toBe("hit");
      await res.arrayBuffer();
      expect(await server.pageCache!.peek(path), path).toBe(kept.get(path));
    }
  }, deadline(120_000));
});
