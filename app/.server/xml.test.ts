import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("XML text", () => {
  it("escapes markup and quotes, keeps every other character", () => {
    expect(escapeXml(`<b>&"' Ñandú 😀 m³`)).toBe("&lt;b&gt;&amp;&quot;&apos; Ñandú 😀 m³");
    expect(escapeXml("tab\tnew\nline\r")).toBe("tab\tnew\nline\r");
  });

  it("drops what XML 1.0 cannot carry: control characters, lone surrogates, U+FFFE/U+FFFF", () => {
    expect(escapeXml("a\u0000b\u0007c\u001fd\ud800e\udc00f\uffffg")).toBe("abcdefg");
  });
});
