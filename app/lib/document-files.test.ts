import { describe, expect, it } from "vitest";
import { documentFileName, documentHref, formatFileSize, isDocumentFileName } from "~/lib/document-files";

const hash = "0123456789abcdef0123456789abcdef";

describe("documentFileName", () => {
  it("names a document by its base, language and the first 12 characters of its hash", () => {
    expect(documentFileName("product-catalog", "es", hash)).toBe("product-catalog-es-0123456789ab.pdf");
    expect(documentHref("drum-screen-datasheet-en-0123456789ab.pdf")).toBe(
      "/documents/drum-screen-datasheet-en-0123456789ab.pdf",
    );
  });

  it("refuses bases and hashes that would make an unsafe or unhashed name", () => {
    expect(() => documentFileName("../secret", "en", hash)).toThrow();
    expect(() => documentFileName("Product Catalog", "en", hash)).toThrow();
    expect(() => documentFileName("product-catalog", "en", "abc")).toThrow();
    expect(() => documentFileName("product-catalog", "en", "not-hex-not-hex-not")).toThrow();
  });

  it("is recognised by isDocumentFileName, and nothing else is", () => {
    expect(isDocumentFileName(documentFileName("general-catalog", "en", hash))).toBe(true);
    for (const name of [
      "manifest.json",
      "general-catalog-en.pdf",
      "general-catalog-fr-0123456789ab.pdf",
      "general-catalog-en-0123456789ab.pdf.br",
      "../general-catalog-en-0123456789ab.pdf",
      "general-catalog-en-0123456789AB.pdf",
    ]) {
      expect(isDocumentFileName(name), name).toBe(false);
    }
  });
});

describe("formatFileSize", () => {
  it("writes megabytes with one decimal in each language's style", () => {
    expect(formatFileSize(1_234_567, "en")).toBe("1.2 MB");
    expect(formatFileSize(1_234_567, "es")).toBe("1,2 MB");
    expect(formatFileSize(2_000_000, "en")).toBe("2 MB");
    expect(formatFileSize(12_600_000, "es")).toBe("13 MB");
  });

  it("writes smaller files in kilobytes, never as zero", () => {
    expect(formatFileSize(850_400, "en")).toBe("850 kB");
    expect(formatFileSize(8_450, "es")).toBe("8,5 kB");
    expect(formatFileSize(12, "en")).toBe("1 kB");
    // Just under a megabyte would round to "1000 kB": it is written as 1 MB instead.
    expect(formatFileSize(999_990, "en")).toBe("1 MB");
  });
});
