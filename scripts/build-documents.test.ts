import { describe, expect, it } from "vitest";
import { catalogs } from "~/content/catalogs";
import { PRODUCT_PAGE_IDS } from "~/content/ids";
import { documentFileName, isDocumentFileName } from "~/lib/document-files";
import { documentBaseName, documentJobs, formatDocumentsSummary } from "./build-documents";

describe("the documents the build makes", () => {
  const jobs = documentJobs();

  it("are every catalog and every screening product's datasheet, in English and Spanish", () => {
    const keys = jobs.map((job) => `${job.kind}:${job.id}:${job.locale}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(jobs).toHaveLength((catalogs.length + PRODUCT_PAGE_IDS.length) * 2);
    for (const catalog of catalogs) {
      expect(keys).toContain(`catalog:${catalog.id}:en`);
      expect(keys).toContain(`catalog:${catalog.id}:es`);
    }
    for (const id of PRODUCT_PAGE_IDS) {
      expect(keys).toContain(`datasheet:${id}:en`);
      expect(keys).toContain(`datasheet:${id}:es`);
    }
  });

  it("get distinct file names the server accepts", () => {
    const hash = "ab".repeat(32);
    const names = jobs.map((job) => documentFileName(documentBaseName(job), job.locale, hash));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(isDocumentFileName(name), name).toBe(true);
    expect(documentBaseName({ kind: "datasheet", id: "drum-screen" })).toBe("drum-screen-datasheet");
    expect(documentBaseName({ kind: "catalog", id: "general-catalog" })).toBe("general-catalog");
  });

  it("are summed up in one line for the build's log", () => {
    expect(
      formatDocumentsSummary({ documents: 32, bytes: 2_934_000, seconds: 12.34, cacheHits: 30, files: [] }),
    ).toBe("Documents: 32 PDFs, 2.9 MB, 12.3 s, cache hits 30/32");
  });
});
