// npm run content -- export FILE: all published content as one JSON document; on PostgreSQL
// while the site runs, on the embedded database once the site is stopped (a clear refusal
// before).
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { seedItems } from "~/.server/content/seed-items";
import { readPublishedItems } from "~/.server/content/store";
import { openDatabase, type Database } from "~/.server/db/client";
import { adminAuditLog } from "~/.server/db/schema";
import { demoNewsPosts } from "~/.server/db/seed-news";
import { demoProjects } from "~/.server/db/seed-projects";
import { createLogger } from "~/.server/logger";
import { CONTENT_EXPORT_FORMAT, type ContentExport } from "~/.server/content/transfer";
import { runScript } from "../support/run-script";
import { dataDirFromTemplate } from "../support/template-database";
import { engine, startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

let server: TestServer;
let dataDir: string;
let stopped = false;

beforeAll(async () => {
  dataDir = await dataDirFromTemplate("site-content-cli-");
  server = await startTestServer({ dataDir });
});
afterAll(async () => {
  if (!stopped) await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The script as the run's bundle (see runScript); `{ as: "npm" }` runs it as `npm run content` does. */
function content(...args: string[]) {
  return runScript("scripts/content.ts", args, { DATA_DIR: dataDir, DATABASE_URL: server.databaseUrl });
}
const asOperator = (...args: string[]) =>
  runScript(
    "scripts/content.ts",
    args,
    { DATA_DIR: dataDir, DATABASE_URL: server.databaseUrl },
    { as: "npm" },
  );

/** The site's database, from the running server (PostgreSQL) or opened once the site is stopped. */
async function withDb<T>(task: (db: Database) => Promise<T>): Promise<T> {
  if (engine === "postgres") return task(server.database.db);
  const handle = await openDatabase({ dataDir, logger: createLogger("silent") });
  try {
    return await task(handle.db);
  } finally {
    await handle.close();
  }
}

const scratchFile = (name: string) => path.join(dataDir, "..", `${path.basename(dataDir)}-${name}.json`);

describe(`npm run content (${engine})`, () => {
  it(
    "explains its usage",
    () => {
      expect(content()).toMatchObject({
        status: 2,
        out: expect.stringContaining("Usage: npm run content -- export"),
      });
      expect(content("import")).toMatchObject({ status: 2 });
      expect(content("export")).toMatchObject({ status: 2 });
      expect(content("publish", "x.json")).toMatchObject({ status: 2 });
      // Each run starts a process: a second or two apiece on a busy machine.
    },
    deadline(120_000),
  );

  it(
    "exports every published item, in the site's order, as one JSON document",
    async () => {
      const file = path.join(dataDir, "..", `${path.basename(dataDir)}-export.json`);
      if (engine === "pglite") {
        const empty = scratchFile("empty");
        await writeFile(empty, JSON.stringify({ format: CONTENT_EXPORT_FORMAT, version: 1, items: [] }));
        const importRefused = content("import", empty);
        await rm(empty);
        expect(importRefused.status).toBe(1);
        expect(importRefused.out).toMatch(/in use by process \d+ \(the running site\)\. Stop the site first/);
        const refused = content("export", file);
        expect(refused.status).toBe(1);
        expect(refused.out).toMatch(/in use by process \d+ \(the running site\)\. Stop the site first/);
        await server.stop();
        stopped = true;
      }
      // Once through tsx, as `npm run content` runs it.
      const done = asOperator("export", file);
      // The site's 71 items, and the published posts and project references (the demo news and
      // references, on a first embedded start).
      const posts = engine === "pglite" ? demoNewsPosts.filter((post) => post.status === "published") : [];
      const projects = engine === "pglite" ? demoProjects : [];
      expect(done.out).toMatch(
        new RegExp(
          `^Exported ${71 + posts.length + projects.length} items \\(.*product: 47, ${projects.length ? `project: ${projects.length}, ` : ""}service: 9\\) to .*-export\\.json\\.\\n$`,
          "s",
        ),
      );
      expect(done.status).toBe(0);
      const document = JSON.parse(await readFile(file, "utf8")) as ContentExport;
      await rm(file);
      expect(document).toMatchObject({ format: CONTENT_EXPORT_FORMAT, version: 1 });
      expect(Date.parse(document.exportedAt)).not.toBeNaN();
      const byType = (items: ContentExport["items"]) =>
        [...items].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
      expect(document.items.filter((item) => item.type !== "post" && item.type !== "project")).toEqual(
        byType(seedItems()),
      );
      expect(
        document.items
          .filter((item) => item.type === "project")
          .map((item) => item.key)
          .sort(),
      ).toEqual(projects.map((project) => project.key).sort());
      expect(
        document.items
          .filter((item) => item.type === "post")
          .map((item) => item.key)
          .sort(),
      ).toEqual(posts.map((post) => post.id).sort());
    },
    deadline(120_000),
  );

  it("says so when the file cannot be written", async () => {
    if (engine === "pglite" && !stopped) return;
    const result = content("export", path.join(dataDir, "no-such-folder", "export.json"));
    expect(result.status).toBe(1);
    expect(result.out).toMatch(/^Could not write .*export\.json: ENOENT/);
  });
});

describe(`npm run content -- import (${engine})`, () => {
  it(
    "refuses a broken file whole, naming each item and field, and changes nothing",
    async () => {
      if (engine === "pglite" && !stopped) return;
      const before = await withDb(readPublishedItems);
      const exported = scratchFile("broken");
      expect(content("export", exported).status).toBe(0);
      const document = JSON.parse(await readFile(exported, "utf8")) as ContentExport;
      const drum = document.items.find((item) => item.key === "drum-screen")!;
      const data = drum.data as {
        name: { es: string };
        page: { gallery: { alt: { en: string } }[]; paragraphs: { en: string[] } };
      };
      // A good change beside the bad ones: it must not go in either.
      data.name.es = "Cambiado";
      data.page.gallery[1]!.alt.en = "";
      data.page.paragraphs.en[2] = "An *unclosed italic";
      document.items.push({ type: "brochure", key: "x", data: {} } as never);
      await writeFile(exported, JSON.stringify(document));
      const result = content("import", exported);
      await rm(exported);
      expect(result.status).toBe(1);
      expect(result.out).toContain("Nothing imported");
      expect(result.out).toContain("product drum-screen: page.gallery.1.alt.en: required");
      expect(result.out).toContain(
        "product drum-screen: page.paragraphs.en.2: an italic mark (*) is not closed",
      );
      expect(result.out).toContain('brochure x: unknown type "brochure"');
      expect(await withDb(readPublishedItems)).toEqual(before);

      const wrongFormat = scratchFile("format");
      await writeFile(wrongFormat, JSON.stringify({ format: "other", version: 2, items: [] }));
      const refused = content("import", wrongFormat);
      await rm(wrongFormat);
      expect(refused.status).toBe(1);
      expect(refused.out).toMatch(/format: expected "water-site-content"/);
      expect(refused.out).toMatch(/version: expected 1, got 2/);
    },
    deadline(120_000),
  );

  it(
    "refuses what the editor refuses: a kept, taken or doubled address, and an unknown category",
    async () => {
      if (engine === "pglite" && !stopped) return;
      const before = await withDb(readPublishedItems);
      const file = scratchFile("catalogue");
      expect(content("export", file).status).toBe(0);
      const document = JSON.parse(await readFile(file, "utf8")) as ContentExport;
      type Card = { slug: { en: string; es: string }; categoryId: string };
      const products = document.items.filter((item) => item.type === "product");
      const card = (key: string) => products.find((item) => item.key === key)!.data as Card;
      const backRaked = card("back-raked-mechanical-screen").slug.en;
      card("drum-screen").slug.en = backRaked;
      const [first, second, third] = products.filter((item) => item.key !== "drum-screen");
      (first!.data as Card).slug.es = "contacto";
      (second!.data as Card).slug.en = "healthz";
      (third!.data as Card).categoryId = "no-such-category";
      for (const key of ["twin-a", "twin-b"]) {
        const twin = structuredClone(products.find((item) => item.key === "drum-screen")!);
        twin.key = key;
        (twin.data as Card).slug = { en: "twin-screen", es: `tamiz-${key}` };
        document.items.push(twin);
      }
      await writeFile(file, JSON.stringify(document));
      const result = content("import", file);
      await rm(file);
      expect(result.status).toBe(1);
      expect(result.out).toContain("Nothing imported");
      expect(result.out).toContain(
        `product drum-screen: slug.en: Another page already has this address: /${backRaked}. Choose another.`,
      );
      expect(result.out).toContain(
        `product ${first!.key}: slug.es: Another page already has this address: /es/contacto. Choose another.`,
      );
      expect(result.out).toContain(
        `product ${second!.key}: slug.en: The site keeps /healthz for its own use. Choose another address.`,
      );
      expect(result.out).toContain(`product ${third!.key}: categoryId: Choose one of the site's categories.`);
      expect(result.out).toMatch(
        /product twin-[ab]: slug\.en: Another page already has this address: \/twin-screen\./,
      );
      expect(await withDb(readPublishedItems)).toEqual(before);
    },
    deadline(120_000),
  );

  it(
    "publishes the changed and new items of an edited export as new versions, with audit rows",
    async () => {
      if (engine === "pglite" && !stopped) return;
      const file = scratchFile("round-trip");
      expect(content("export", file).status).toBe(0);
      const document = JSON.parse(await readFile(file, "utf8")) as ContentExport;
      const drum = document.items.find((item) => item.key === "drum-screen")!;
      (drum.data as { name: { es: string } }).name.es = "Tamiz de tambor (importado)";
      const added = structuredClone(drum);
      added.key = "drum-screen-mini";
      const addedData = added.data as { slug: { en: string; es: string }; name: { en: string } };
      addedData.slug = { en: "drum-screen-mini", es: "tamiz-de-tambor-mini" };
      addedData.name.en = "Mini Drum Screen";
      document.items.push(added);
      await writeFile(file, JSON.stringify(document));
      const result = content("import", file);
      await rm(file);
      const posts =
        engine === "pglite"
          ? demoNewsPosts.filter((post) => post.status === "published").length + demoProjects.length
          : 0;
      expect(result.out).toMatch(new RegExp(`1 updated, 1 added, ${70 + posts} unchanged`));
      expect(result.status).toBe(0);
      const items = await withDb(readPublishedItems);
      expect(
        (items.find((item) => item.key === "drum-screen")!.data as { name: { es: string } }).name.es,
      ).toBe("Tamiz de tambor (importado)");
      const products = items.filter((item) => item.type === "product");
      expect(products.at(-1)!.key).toBe("drum-screen-mini");
      const audit = await withDb((db) =>
        db
          .select({
            action: adminAuditLog.action,
            actorEmail: adminAuditLog.actorEmail,
            actorUserId: adminAuditLog.actorUserId,
          })
          .from(adminAuditLog)
          .where(and(eq(adminAuditLog.entityType, "content"), eq(adminAuditLog.action, "content.import"))),
      );
      expect(audit).toEqual([
        { action: "content.import", actorEmail: "cli", actorUserId: null },
        { action: "content.import", actorEmail: "cli", actorUserId: null },
      ]);
      // Importing the same file again changes nothing.
      const again = scratchFile("again");
      expect(content("export", again).status).toBe(0);
      const repeat = content("import", again);
      await rm(again);
      expect(repeat.out).toMatch(new RegExp(`0 updated, 0 added, ${72 + posts} unchanged`));
    },
    deadline(180_000),
  );
});
