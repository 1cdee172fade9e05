import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { mountUploadedImages } from "./uploaded-images";

const ID = "0b6c8a52-61f4-4f4e-9a43-3f1f0c5e2a11";
const HASH = "0123456789abcdef";
const file = (size: string, width: number, format = "avif") => `${ID}-${HASH}-${size}-${width}.${format}`;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A server answering uploaded images from `stored` (counting reads), and its origin. */
async function serve(stored: Record<string, Buffer>, maxBytes?: number) {
  const reads: string[] = [];
  const lean: string[] = [];
  let forget = () => {};
  const app = express();
  // As the server's middlewares do for pages, before the renditions are mounted.
  app.use((_req, res, next) => {
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("X-Request-Id", "express-id");
    next();
  });
  const images = mountUploadedImages(app, {
    read: async (name) => {
      reads.push(name);
      return stored[name];
    },
    forgetOn: (then) => (forget = then),
    ...(maxBytes ? { maxBytes } : {}),
    headers: { "x-frame-options": "DENY" },
  });
  app.use((_req, res) => res.status(418).end("the app"));
  // As the server's lean listener does: memory first, with the request's id.
  let answers = 0;
  const server = http.createServer((req, res) => {
    if (images.answerFromMemory(req, res, `lean-${++answers}`)) lean.push(req.url!);
    else app(req, res);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, reads, lean, forget: () => forget() };
}

describe("uploaded images", () => {
  it("answers a rendition from the database once, then from memory, with long caching", async () => {
    const bytes = Buffer.from("avif bytes");
    const { origin, reads, lean } = await serve({ [file("hero", 640)]: bytes });
    for (const path of [`/images/media/${file("hero", 640)}`, `/images/media/${file("hero", 640)}`]) {
      const res = await fetch(origin + path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/avif");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    }
    expect(reads).toEqual([file("hero", 640)]);
    expect(lean).toEqual([`/images/media/${file("hero", 640)}`]);
    const head = await fetch(`${origin}/images/media/${file("hero", 640)}`, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
  });

  it("answers 404 for a name that is not a rendition's or an image that is gone, and leaves other paths to the app", async () => {
    const { origin, reads } = await serve({});
    expect((await fetch(`${origin}/media/images/${file("post", 960, "webp")}`)).status).toBe(404);
    expect((await fetch(`${origin}/images/media/not-an-image.png`)).status).toBe(404);
    expect((await fetch(`${origin}/images/media/a/${file("hero", 640)}`)).status).toBe(404);
    expect(reads).toEqual([file("post", 960, "webp")]);
    expect((await fetch(`${origin}/images/hero.avif`)).status).toBe(418);
  });

  it("reads again after a content change, and keeps within its size by dropping the least recently used", async () => {
    const names = [320, 480, 640, 960].flatMap((width) => [file("card", width), file("card", width, "webp")]);
    names.push(file("hero", 640));
    const stored = Object.fromEntries(names.map((name, index) => [name, Buffer.alloc(100, index)]));
    // 800 bytes: eight files of 100 (none over an eighth of it is kept).
    const { origin, reads, forget } = await serve(stored, 800);
    const get = (name: string) => fetch(`${origin}/images/media/${name}`).then((res) => res.arrayBuffer());
    const [first, second, ...rest] = names as [string, string, ...string[]];
    await get(first);
    forget();
    await get(first);
    expect(reads).toEqual([first, first]);
    reads.length = 0;
    for (const name of [second, ...rest]) await get(name); // the ninth file pushes out the first
    await get(rest.at(-1)!);
    await get(second);
    await get(first);
    expect(reads).toEqual([second, ...rest, first]);
  });

  it("answers kept renditions before Express with the given headers, and nothing else", async () => {
    const bytes = Buffer.from("webp bytes");
    const { origin, reads, lean, forget } = await serve({ [file("post", 960, "webp")]: bytes });
    const at = `/media/images/${file("post", 960, "webp")}`;
    expect((await fetch(origin + at)).status).toBe(200);
    expect(lean).toEqual([]);
    const kept = await fetch(origin + at);
    expect(lean).toEqual([at]);
    expect(kept.headers.get("content-type")).toBe("image/webp");
    expect(kept.headers.get("x-frame-options")).toBe("DENY");
    expect(kept.headers.get("x-request-id")).toBe("lean-2");
    expect(kept.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(bytes);
    const head = await fetch(origin + at, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    expect(head.headers.get("x-request-id")).toBe("lean-3");
    expect(lean).toEqual([at, at]);
    // A query, another method, or a change of content: Express answers (and reads again).
    expect((await fetch(`${origin}${at}?v=1`)).status).toBe(200);
    expect((await fetch(origin + at, { method: "POST" })).status).toBe(418);
    forget();
    expect((await fetch(origin + at)).status).toBe(200);
    expect(lean).toEqual([at, at]);
    expect(reads).toEqual([file("post", 960, "webp"), file("post", 960, "webp")]);
  });
});

describe("uploaded images' headers", () => {
  it("are the same read through Express and from memory: the ones given for renditions, not the pages'", async () => {
    const bytes = Buffer.from("avif bytes");
    const { origin, lean } = await serve({ [file("hero", 640)]: bytes });
    const at = `/images/media/${file("hero", 640)}`;
    const names = (res: Response) =>
      [...res.headers.keys()].filter((name) => !["date", "connection", "keep-alive"].includes(name)).sort();
    const first = await fetch(origin + at);
    const kept = await fetch(origin + at);
    expect(lean).toEqual([at]);
    expect(names(first)).toEqual(names(kept));
    expect(names(kept)).toEqual([
      "cache-control",
      "content-length",
      "content-type",
      "x-content-type-options",
      "x-frame-options",
      "x-request-id",
    ]);
    // The pages' header that was not given for renditions is dropped; the request id stays.
    expect(first.headers.get("referrer-policy")).toBeNull();
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("x-request-id")).toBe("express-id");
  });
});
