import { describe, expect, it } from "vitest";
import { contentDisposition, fileCacheHeaders, fileEtag, notModified } from "./file-response.server";

describe("a file's download headers", () => {
  it("names the file for every client: an ASCII stand-in and the real name (RFC 6266 and 5987)", () => {
    expect(contentDisposition("manual.pdf")).toBe(
      `attachment; filename="manual.pdf"; filename*=UTF-8''manual.pdf`,
    );
    expect(contentDisposition("Plano general (rev. B).dwg")).toBe(
      `attachment; filename="Plano general (rev. B).dwg"; filename*=UTF-8''Plano%20general%20%28rev.%20B%29.dwg`,
    );
    expect(contentDisposition("Tamiz de tambor – operación.pdf")).toBe(
      `attachment; filename="Tamiz de tambor _ operacion.pdf"; filename*=UTF-8''Tamiz%20de%20tambor%20%E2%80%93%20operaci%C3%B3n.pdf`,
    );
    // Nothing in the name can end the header's quoted string or add a parameter.
    expect(contentDisposition(`a"b\\c%d';e.pdf`)).toBe(
      `attachment; filename="a_b_c_d';e.pdf"; filename*=UTF-8''a%22b%5Cc%25d%27%3Be.pdf`,
    );
    expect(contentDisposition("图纸.step")).toBe(
      `attachment; filename="__.step"; filename*=UTF-8''%E5%9B%BE%E7%BA%B8.step`,
    );
  });

  it("answers 304 to the file's ETag (or *), and the file to anything else", () => {
    const etag = fileEtag("ab".repeat(32));
    expect(etag).toBe(`"${"ab".repeat(16)}"`);
    const asked = (value?: string) =>
      new Request("http://site.test/x", value ? { headers: { "If-None-Match": value } } : {});
    expect(notModified(asked(etag), etag)).toBe(true);
    expect(notModified(asked(`W/${etag}`), etag)).toBe(true);
    expect(notModified(asked(`"other", ${etag}`), etag)).toBe(true);
    expect(notModified(asked("*"), etag)).toBe(true);
    expect(notModified(asked(`"other"`), etag)).toBe(false);
    expect(notModified(asked(), etag)).toBe(false);
  });

  it("lets any cache keep a public file if it asks first, and only the visitor's browser a gated one", () => {
    expect(fileCacheHeaders('"x"', false)).toEqual({ ETag: '"x"', "Cache-Control": "public, no-cache" });
    expect(fileCacheHeaders('"x"', true)).toEqual({
      ETag: '"x"',
      "Cache-Control": "private, no-cache",
      Vary: "Cookie",
    });
  });
});
