// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_PAINT_FALLBACK_MS, paintFirst as paintFirstBytes } from "./paint-first";

/** The rewrite as text: it works on the page's UTF-8 bytes. */
const paintFirst = (html: string) => paintFirstBytes(Buffer.from(html, "utf8")).toString("utf8");

const NONCE = "abc123==";
const BOOTSTRAP_CODE = `;\nimport * as route0 from "/assets/root-1.js";\nwindow.__probe = "</script>";\nimport("/assets/entry.client-1.js");`;

/** The shape React Router writes: preloads hoisted into the head, the bootstrap module last. */
const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/app-shared-1.js" nonce="${NONCE}"/>`,
  '<link rel="preload" as="image" href="/images/hero.avif" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/assets/app.css"/>',
  "</head><body><main><h1>Water</h1></main>",
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">${BOOTSTRAP_CODE.replace("</script>", "<\\/script>")}</script>`,
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController = 1;</script>`,
  "</body></html>",
].join("");

describe("paintFirst", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("takes the module preloads and the bootstrap module out of the HTML, and leaves the rest", () => {
    const html = paintFirst(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero.avif" fetchPriority="high"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`);
    expect(html).toContain(
      `<script nonce="${NONCE}">window.__reactRouterContext.streamController = 1;</script>`,
    );
    // The loader is one inline script with the page's nonce, and nothing in it closes the tag.
    const loader = html.match(new RegExp(`<script nonce="${NONCE}">(\\(\\(\\)=>[\\s\\S]*?)</script>`));
    expect(loader).not.toBeNull();
    expect(loader![1]).not.toMatch(/<\/script/i);
  });

  it("keeps every other byte as it was, characters past Latin-1 included", () => {
    const title = "Planta de tratamiento – año 2026 ✓ 水";
    const withText = page.replace("<h1>Water</h1>", `<h1>${title}</h1>`);
    const code = BOOTSTRAP_CODE.replace("</script>", "<\\/script>");
    const html = paintFirst(withText);
    const loader = html.match(new RegExp(`<script nonce="${NONCE}">\\(\\(\\)=>[\\s\\S]*?</script>`))![0];
    const expected = withText
      .replace(/<link rel="modulepreload" href="[^"]+"[^>]*\/>/g, "")
      .replace(`<script nonce="${NONCE}" type="module" async="">${code}</script>`, "");
    expect(html.replace(loader, "")).toBe(expected);
    expect(html).toContain(`<h1>${title}</h1>`);
    // The bootstrap code travels inside the loader as JSON, multi-byte characters intact.
    const withCode = withText.replace(code, `${code}\n// – ✓`);
    expect(paintFirst(withCode)).toContain(JSON.stringify(`${code}\n// – ✓`).replace(/</g, "\\u003c"));
  });

  it("leaves a page without the bootstrap module as it is", () => {
    const html = "<!DOCTYPE html><html><head></head><body><p>Error</p></body></html>";
    expect(paintFirst(html)).toBe(html);
  });

  /** Runs the page's loader as the browser would: document.currentScript is its element. */
  function runLoader(html: string) {
    const code = html.match(/<script nonce="[^"]*">(\(\(\)=>[\s\S]*?)<\/script>/)![1]!;
    const script = document.createElement("script");
    script.nonce = NONCE;
    document.body.append(script);
    Object.defineProperty(document, "currentScript", { value: script, configurable: true });
    new Function(code)();
    Reflect.deleteProperty(document, "currentScript");
  }

  /** Paint Timing as far as the loader uses it: the test reports the paint. */
  function fakePaintTiming() {
    const observers: Array<() => void> = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(private readonly callback: (list: unknown, observer: FakeObserver) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
        observers.push(() => this.callback({}, this));
      }
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    return { paint: () => observers.forEach((notify) => notify()) };
  }

  const modules = () => document.querySelectorAll<HTMLScriptElement>('script[type="module"]');

  it("adds the preloads and the bootstrap module after the first paint, once, with the nonce", () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    runLoader(paintFirst(page));
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(modules()).toHaveLength(0);

    timing.paint();
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute("href"))).toEqual([
      "/assets/entry.client-1.js",
      "/assets/app-shared-1.js",
    ]);
    expect(preloads.every((link) => link.nonce === NONCE)).toBe(true);
    expect(modules()).toHaveLength(1);
    expect(modules()[0]!.nonce).toBe(NONCE);
    expect(modules()[0]!.textContent).toBe(BOOTSTRAP_CODE.replace("</script>", "<\\/script>"));

    // The fallback for a page that paints nothing does not add them twice.
    vi.advanceTimersByTime(NO_PAINT_FALLBACK_MS);
    expect(modules()).toHaveLength(1);
  });

  it("waits for the first animation frame where Paint Timing is missing", () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", undefined);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    runLoader(paintFirst(page));
    expect(modules()).toHaveLength(0);
    frames.forEach((frame) => frame(0));
    vi.advanceTimersByTime(0);
    expect(modules()).toHaveLength(1);
  });

  it("starts the input keeper before anything else", () => {
    fakePaintTiming();
    runLoader(paintFirst(page));
    const keeper = (window as unknown as { __inputKeeper?: { listening: boolean } }).__inputKeeper;
    expect(keeper?.listening).toBe(false);
  });

  it("fetches them anyway after a while when nothing is painted (a background tab)", () => {
    vi.useFakeTimers();
    fakePaintTiming();
    runLoader(paintFirst(page));
    vi.advanceTimersByTime(NO_PAINT_FALLBACK_MS - 1);
    expect(modules()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(modules()).toHaveLength(1);
  });
});
