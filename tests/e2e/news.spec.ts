import { expect, test as base, type Page } from "./fixtures";
import { mediaPosts, type NewMediaPost } from "~/.server/db/schema";
import { XSS_VECTORS } from "../fixtures/news/xss-vectors";
import { startTestServer, type TestServer } from "../support/test-server";
import { expectHydrated } from "../support/hydrated";

// The news pages in Chromium, against a server of their own on a database seeded here
// (the shared e2e server's demo news is not fit for counting pages or holding payloads).
// Its PUBLIC_URL is another origin, as behind a proxy: share links use it. What the server's
// HTML holds (a post's 404 and 503 states, the list's 503 state, the share links' addresses) is
// checked in tests/integration/news.test.ts; axe on the list, its pages and a post, in
// site-a11y.spec.ts.
const PUBLIC_URL = "http://news.example.test";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const XSS_POST = id(999);
// PostgreSQL text cannot hold NUL: the one vector with it is stored without it.
const XSS_CONTENT = XSS_VECTORS.join("\n").replaceAll("\0", "");
const DRAFT = id(900);
const PUBLISHED = 20;

const posts: NewMediaPost[] = [
  ...Array.from({ length: PUBLISHED }, (_, index): NewMediaPost => {
    const n = index + 1;
    return {
      id: id(n),
      status: "published",
      postType: n % 2 === 0 ? "news" : "press_release",
      title: `Post number ${n}`,
      titleEs: `Publicación número ${n}`,
      excerpt: `What post ${n} is about.`,
      excerptEs: `De qué trata la publicación ${n}.`,
      content: `<h2>Scope</h2><p>Content of post ${n}.\nA second line.</p><ul><li>One</li><li>Two</li></ul>`,
      publishedAt: new Date(Date.UTC(2025, 0, 1 + n, 10)),
    };
  }),
  // The oldest post: the third page's last card.
  {
    id: XSS_POST,
    status: "published",
    postType: "news",
    title: "Every XSS vector at once",
    excerpt: "A post made of the OWASP filter-evasion payloads.",
    content: XSS_CONTENT,
    contentEs: XSS_CONTENT,
    publishedAt: new Date(Date.UTC(2024, 0, 1, 10)),
  },
  { id: DRAFT, status: "draft", title: "A draft post", publishedAt: new Date(Date.UTC(2026, 0, 1)) },
];

async function seededServer(): Promise<TestServer> {
  const server = await startTestServer({ env: { PUBLIC_URL } });
  await server.database.db.delete(mediaPosts);
  await server.database.db.insert(mediaPosts).values(posts);
  return server;
}

const test = base.extend<object, { news: TestServer }>({
  news: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await seededServer();
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

const cardTitles = (page: Page) => page.locator("main article h2");
const pagination = (page: Page, name = "News pages") => page.getByRole("navigation", { name });

test.describe("pagination", () => {
  test("works with script, as client-side navigation", async ({ page, news }) => {
    await page.goto(`${news.baseUrl}/media-center`);
    await expect(page.locator("[data-news-count]")).toHaveText("Showing 1–9 of 21 posts");
    await expect(cardTitles(page)).toHaveCount(9);
    await expect(cardTitles(page).first()).toHaveText("Post number 20");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // Before hydration the link loads a whole document (the no-script path, tested below).
    const next = pagination(page).getByRole("link", { name: "Next" });
    await expectHydrated(next);
    await next.click();
    await expect(page).toHaveURL(`${news.baseUrl}/media-center?page=2`);
    await expect(cardTitles(page).first()).toHaveText("Post number 11");
    await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await pagination(page).getByRole("link", { name: "Page 3" }).click();
    await expect(cardTitles(page)).toHaveText(["Post number 2", "Post number 1", "Every XSS vector at once"]);
    await expect(pagination(page).getByRole("link", { name: "Next" })).toHaveCount(0);

    await pagination(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(`${news.baseUrl}/media-center?page=2`);
    await pagination(page).getByRole("link", { name: "Page 1" }).click();
    await expect(page).toHaveURL(`${news.baseUrl}/media-center`);
    // No full page load happened on the way.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("works without script, with plain links", async ({ browser, news }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${news.baseUrl}/es/centro-de-medios`);
    await expect(page.locator("[data-news-count]")).toHaveText("Mostrando 1–9 de 21 publicaciones");
    await pagination(page, "Páginas de noticias").getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(`${news.baseUrl}/es/centro-de-medios?page=2`);
    await expect(cardTitles(page).first()).toHaveText("Publicación número 11");
    await pagination(page, "Páginas de noticias").getByRole("link", { name: "Página 3" }).click();
    await expect(cardTitles(page)).toHaveCount(3);
    await expect(
      pagination(page, "Páginas de noticias").getByRole("link", { name: "Página 3" }),
    ).toHaveAttribute("aria-current", "page");
    await pagination(page, "Páginas de noticias").getByRole("link", { name: "Anterior" }).click();
    await expect(page).toHaveURL(`${news.baseUrl}/es/centro-de-medios?page=2`);
    // A card opens its post.
    await cardTitles(page).first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Publicación número 11");
    await context.close();
  });
});

test.describe("a post's states", () => {
  test("found: the article, reached from its card, and back to the list", async ({ page, news }) => {
    await page.goto(`${news.baseUrl}/media-center`);
    await page.getByRole("link", { name: "Post number 20", exact: true }).click();
    await expect(page).toHaveURL(`${news.baseUrl}/media-center/post/${id(20)}`);
    const article = page.getByRole("article", { name: "Post number 20" });
    await expect(article.getByText("News", { exact: true })).toBeVisible();
    await expect(article.locator("time")).toHaveText("January 21, 2025");
    await expect(article.getByText("What post 20 is about.")).toBeVisible();
    await expect(article.getByRole("heading", { name: "Scope", level: 2 })).toBeVisible();
    await expect(article.locator("[data-post-content] br")).toHaveCount(1);
    await page.getByRole("link", { name: "Back to Media Center" }).click();
    await expect(page).toHaveURL(`${news.baseUrl}/media-center`);
  });

  test("loading: the post's skeleton shows while its data is on its way", async ({ page, news }) => {
    await page.goto(`${news.baseUrl}/media-center`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/media-center\/post\/[^/]+\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const link = page.getByRole("link", { name: "Post number 19", exact: true });
    // A link clicked before hydration loads a whole document, with no skeleton to show.
    await expectHydrated(link);
    await link.click();
    const skeleton = page.getByRole("status").filter({ hasText: "Loading post…" });
    await expect(skeleton).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post number 19");
    await expect(skeleton).toHaveCount(0);
  });
});

test.describe("sharing", () => {
  const postUrl = `${PUBLIC_URL}/media-center/post/${id(20)}`;
  const expected = {
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(postUrl)}`,
    Twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(postUrl)}&text=Post%20number%2020`,
    LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(postUrl)}`,
  };

  test("each network opens its share page in a 600×400 popup", async ({ page, news }) => {
    // The networks' pages are not fetched from the internet in tests.
    await page
      .context()
      .route(/facebook\.com|twitter\.com|linkedin\.com/, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>share</title>" }),
      );
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { openCalls: unknown[][] }).openCalls = calls;
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args);
        return open(...args);
      };
    });
    await page.goto(`${news.baseUrl}/media-center/post/${id(20)}`);
    // The share block's script loads as it nears the viewport; Copy Link shows once it has.
    await page.getByRole("heading", { name: "Share" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: "Copy Link" })).toBeVisible();
    for (const [network, href] of Object.entries(expected)) {
      const link = page.getByRole("link", { name: `Share on ${network}` });
      await expect(link).toHaveAttribute("href", href);
      const popupOpened = page.waitForEvent("popup");
      await link.click();
      const popup = await popupOpened;
      await popup.waitForLoadState();
      expect(popup.url()).toBe(href);
      const size = await popup.evaluate(() => [window.innerWidth, window.innerHeight]);
      expect(size[0]).toBeLessThanOrEqual(600);
      expect(size[1]).toBeLessThanOrEqual(400);
      await popup.close();
    }
    const calls = await page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls);
    expect(calls).toEqual(
      Object.values(expected).map((href) => [href, "_blank", "width=600,height=400,noopener,noreferrer"]),
    );
  });

  test("without script, each is a link that opens in a new tab", async ({ browser, news }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.route(/facebook\.com|twitter\.com|linkedin\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>share</title>" }),
    );
    const page = await context.newPage();
    await page.goto(`${news.baseUrl}/media-center/post/${id(20)}`);
    for (const [network, href] of Object.entries(expected)) {
      const link = page.getByRole("link", { name: `Share on ${network}` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const opened = context.waitForEvent("page");
      await link.click();
      const tab = await opened;
      await tab.waitForLoadState();
      expect(tab.url()).toBe(href);
      await tab.close();
    }
    // Copy Link needs script: it is not offered.
    await expect(page.getByRole("button", { name: "Copy Link" })).toBeHidden();
    await context.close();
  });

  test("Copy Link copies the address and says so", async ({ browser, news }) => {
    const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await page.goto(`${news.baseUrl}/es/centro-de-medios/publicacion/${id(20)}`);
    await page.getByRole("heading", { name: "Compartir" }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Copiar enlace" }).click();
    await expect(page.getByText("¡Enlace copiado al portapapeles!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await context.close();
  });

  test("a failed copy is only logged", async ({ page, news }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${news.baseUrl}/media-center/post/${id(20)}`);
    await page.getByRole("heading", { name: "Share" }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect.poll(() => errors.some((text) => text.includes("Copy Link failed"))).toBe(true);
    await expect(page.getByText("Link copied to clipboard!")).toHaveCount(0);
    await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);
  });
});

test("a post made of XSS payloads runs no script, fetches nothing elsewhere and breaks no CSP rule", async ({
  page,
  news,
}) => {
  await page.addInitScript(() => {
    const trap = { calls: [] as string[], violations: [] as string[] };
    (window as unknown as { trap: typeof trap }).trap = trap;
    for (const name of ["alert", "confirm", "prompt", "print"] as const) {
      Object.defineProperty(window, name, {
        value: (...args: unknown[]) => void trap.calls.push(`${name}(${args.join(",")})`),
      });
    }
    (window as unknown as { msgbox: unknown }).msgbox = () => trap.calls.push("msgbox");
    document.addEventListener("securitypolicyviolation", (event) =>
      trap.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== news.baseUrl) elsewhere.push(request.url());
  });

  for (const path of [`/media-center/post/${XSS_POST}`, `/es/centro-de-medios/publicacion/${XSS_POST}`]) {
    const response = await page.goto(`${news.baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState("networkidle");
    const content = page.locator("[data-post-content]");
    // Hover and focus everything the payloads might have hooked.
    for (const element of await content.locator("*").all())
      await element.hover({ force: true }).catch(() => {});
    await page.keyboard.press("Tab");
    await page.waitForTimeout(500);
    const trap = await page.evaluate(
      () => (window as unknown as { trap: { calls: string[]; violations: string[] } }).trap,
    );
    expect(trap.calls, path).toEqual([]);
    expect(dialogs, path).toEqual([]);
    expect(trap.violations, path).toEqual([]);
    expect(elsewhere, path).toEqual([]);
    await expect(content).toBeVisible();
    const found = await content.evaluate((root) => {
      const allowed = new Set([
        "P",
        "BR",
        "STRONG",
        "EM",
        "U",
        "H1",
        "H2",
        "H3",
        "H4",
        "H5",
        "H6",
        "UL",
        "OL",
        "LI",
        "A",
        "BLOCKQUOTE",
        "CODE",
        "PRE",
      ]);
      const problems: string[] = [];
      for (const element of root.querySelectorAll("*")) {
        if (!allowed.has(element.tagName)) problems.push(element.tagName);
        for (const attribute of element.getAttributeNames()) {
          if (!["href", "target", "rel"].includes(attribute) || element.tagName !== "A")
            problems.push(`${element.tagName}[${attribute}]`);
        }
        const href = (element as HTMLAnchorElement).href;
        if (href && !/^(https?|mailto|tel):/.test(href)) problems.push(href);
      }
      return problems;
    });
    expect(found).toEqual([]);
  }
});
