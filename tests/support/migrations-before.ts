// The migrations as they were before one of them, in a folder of their own, for a test that
// fills a database at that point and then migrates it the rest of the way.
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrationsFolder } from "~/.server/db/migrate";

/**
 * A copy of the migrations without `tag` and every later one (a later migration applied first
 * would mark `tag` as past). The caller removes the folder.
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "site-migrations-before-"));
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}
