import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The slowest integration files, slowest first (seconds per file on the embedded database,
 * where they take longest; CI's reports list them, `.ci/summary.mjs`). They start before the
 * rest so that no long file starts last while the other workers have nothing left to run: on
 * a fresh clone Vitest has no durations and keeps the files' order, and after the PostgreSQL
 * step it orders the embedded pass by PostgreSQL's durations, where database.test (41 s on
 * the embedded database, 1 s on PostgreSQL) came last. A file missing from the list only
 * runs later; keep the list to the files that take a tenth of the longest or more.
 */
const SLOWEST = [
  "contact-faults", // 61
  "content-releases", // 60
  "sales-webhook", // 55
  "admin-cli", // 52
  "document-rendering", // 49
  "database", // 42
  "contact-delivery", // 39
  "downloads", // 38
  "content-translation", // 37
  "contact-fuzz", // 35
  "content-cli", // 31
  "admin-access", // 31
  "sales-replies", // 25
  "media-slots", // 22
  "quote-faults", // 21
  "quote", // 17
  "auth", // 15
  "process", // 14
  "page-cache-keys", // 12
  "second-factor", // 12
  "content-check-published", // 12
  "content-revisions", // 12
  "crawl", // 11
  "catalogue-pages", // 11
].map((name) => `/tests/integration/${name}.test.ts`);

const rank = (spec: TestSpecification) => {
  const at = SLOWEST.findIndex((ending) => spec.moduleId.endsWith(ending));
  return at < 0 ? SLOWEST.length : at;
};

/** Vitest's order (project by project), with each project's slowest files moved to its front. */
export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of ordered) {
      const group = groups.get(spec.project.name) ?? [];
      group.push(spec);
      groups.set(spec.project.name, group);
    }
    return [...groups.values()].flatMap((group) => [...group].sort((a, b) => rank(a) - rank(b)));
  }
}
