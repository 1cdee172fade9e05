import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

// A visitor's (or a search engine's) walk through the site: from each language's home,
// follow every internal link of every page reached (menus, footer, cards, breadcrumbs,
// carousels, galleries, catalogs) and require each to answer 200, or an internal redirect
// that itself ends in 200.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The internal addresses an HTML page links to with `<a href>`, without fragments. */
function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)) {
    const target = decodeEntities(href!).split("#")[0]!;
    if (target.startsWith("/") && !target.startsWith("//")) links.add(target);
  }
  return [...links];
}

describe("the crawl", () => {
  it("reaches every page from the two home pages and finds no broken internal link", async () => {
    const queue = ["/", "/es"];
    const seen = new Set(queue);
    const broken: string[] = [];
    let pagesCrawled = 0;
    let linksFollowed = 0;
    let filesChecked = 0;
    while (queue.length > 0) {
      const address = queue.shift()!;
      let response = await server.get(address, { redirect: "manual" });
      for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 3; hops++) {
        const location = response.headers.get("location") ?? "";
        const next = new URL(location, server.baseUrl);
        if (next.origin !== new URL(server.baseUrl).origin) break;
        response = await server.get(next.pathname + next.search, { redirect: "manual" });
      }
      if (response.status !== 200) {
        broken.push(`${address} → ${response.status}`);
        await response.body?.cancel();
        continue;
      }
      if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) {
        filesChecked++;
        await response.arrayBuffer();
        continue;
      }
      pagesCrawled++;
      for (const link of internalLinks(await response.text())) {
        linksFollowed++;
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    }
    console.log(
      `crawl: ${pagesCrawled} pages, ${filesChecked} files (images, documents), ` +
        `${seen.size} distinct addresses, ${linksFollowed} links followed, ${broken.length} broken`,
    );
    expect(broken).toEqual([]);
    // Both homes, the corporate pages, and the whole catalogue (30 pages a language).
    expect(pagesCrawled).toBeGreaterThanOrEqual(2 * (1 + 4 + 30));
  }, deadline(300_000));
});
