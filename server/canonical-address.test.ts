import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createAddressBook } from "./canonical-address";

// The build's routes as far as the address book reads them: ids and parents.
const route = (id: string, parentId?: string) => ({ id, parentId });
const routes = Object.fromEntries(
  [
    route("root"),
    route("routes/site-layout", "root"),
    ...["home", "about", "media", "media-post", "search", "contact"].flatMap((page) =>
      ["en", "es"].map((locale) => route(`${page}.${locale}`, "routes/site-layout")),
    ),
  ].map((r) => [r.id, r]),
) as unknown as ServerBuild["routes"];
const resolve = createAddressBook(routes);
const POST = "0000000a-0000-4000-8000-000000000001";

describe("canonical addresses", () => {
  it("keys a page by its address and the query it uses, in the table's order", () => {
    for (const [url, key] of [
      ["/about-us", "/about-us"],
      ["/about-us?", "/about-us"],
      ["/about-us?utm_source=x&gclid=y&x=", "/about-us"],
      ["/about-us?page=3", "/about-us"],
      ["/?page=2&fbclid=z", "/"],
      ["/media-center?page=2", "/media-center?page=2"],
      ["/media-center?utm_medium=a&page=2&page=3", "/media-center?page=2"],
      ["/contact?product=made-up", "/contact"],
      [`/media-center/post/${POST}?ref=x`, `/media-center/post/${POST}`],
      ["/about-us.data?x=1", "/about-us.data"],
      ["/_.data", "/_.data"],
      ["/es.data", "/es.data"],
      [
        "/media-center.data?page=2&_routes=media.en,root",
        "/media-center.data?page=2&_routes=root%2Cmedia.en",
      ],
    ] as const) {
      expect(resolve(url), url).toEqual({ kind: "page", key });
    }
  });

  it("leaves free text to a render each time", () => {
    for (const url of [
      "/search?q=pump",
      "/search?q=",
      "/search.data?q=x&_routes=search.en",
      "/media-center?page=1234567",
    ]) {
      expect(resolve(url), url).toEqual({ kind: "page", key: undefined });
    }
  });

  it("redirects other spellings, keeping the rest of the query", () => {
    for (const [url, location] of [
      ["/ABOUT-US", "/about-us"],
      ["/%61bout%2Dus", "/about-us"],
      ["/about-us/", "/about-us"],
      ["//about-us//", "/about-us"],
      ["/ES/", "/es"],
      ["/es//Sobre-Nosotros?utm_source=x", "/es/sobre-nosotros?utm_source=x"],
      ["/media-center?page=1&utm_source=x", "/media-center?utm_source=x"],
      ["/media-center?page=02", "/media-center"],
      [`/Media-Center/Post/${POST.toUpperCase()}`, `/media-center/post/${POST}`],
    ] as const) {
      expect(resolve(url), url).toEqual({ kind: "redirect", location });
    }
  });

  it("does not find data requests no link makes", () => {
    for (const url of [
      "/About-Us.data",
      "/about-us/_.data",
      "/_root.data",
      "/media-center.data?page=1",
      "/about-us.data?_routes=media.en",
      "/about-us.data?_routes=made-up",
    ]) {
      expect(resolve(url), url).toEqual({ kind: "not-found" });
    }
  });

  it("leaves alone what is no public page", () => {
    for (const url of [
      "/no-such-page",
      "/about-us%2F",
      "/admin/dashboard",
      "/ADMIN/dashboard",
      "/sitemap.xml",
      "/media-center/post",
      "/assets/app.js",
      "/api/contact",
    ]) {
      expect(resolve(url), url).toEqual({ kind: "other" });
    }
  });
});
