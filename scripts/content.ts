// npm run content -- export FILE.json: writes all published content (both languages, keys,
// slugs and image references) as one JSON document (ADR 023).
// npm run content -- import FILE.json: checks the whole document (format, version, every item
// against its schema) and, only when all of it is right, publishes every changed item as a
// new version in one transaction, with audit rows; otherwise it names each wrong item and
// field, changes nothing and exits with 1.
// On PostgreSQL at any time; on the embedded database only while the site is stopped (the
// running site holds it, and this says so).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkContentImport, exportContent, importContent } from "~/.server/content/transfer";
import { withDatabase } from "./db-cli";

const USAGE = "Usage: npm run content -- export FILE.json | npm run content -- import FILE.json";

const [command, file, ...rest] = process.argv.slice(2);
if ((command !== "export" && command !== "import") || !file || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
const target = path.resolve(file);

if (command === "export") {
  await withDatabase(async ({ db }) => {
    const document = await exportContent(db);
    try {
      await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
    } catch (error) {
      console.error(`Could not write ${target}: ${(error as Error).message}`);
      process.exitCode = 1;
      return;
    }
    const types = new Map<string, number>();
    for (const item of document.items) types.set(item.type, (types.get(item.type) ?? 0) + 1);
    const counts = [...types].map(([type, n]) => `${type}: ${n}`).join(", ");
    console.log(`Exported ${document.items.length} items (${counts}) to ${target}.`);
  });
} else {
  // The file is read and checked before the database is opened: a broken file is refused
  // the same way whether or not the site is running.
  let document: unknown;
  try {
    document = JSON.parse(await readFile(target, "utf8"));
  } catch (error) {
    console.error(`Could not read ${target}: ${(error as Error).message}`);
    process.exit(1);
  }
  const checked = checkContentImport(document);
  if (!checked.ok) {
    console.error(`Nothing imported: ${target} has ${checked.problems.length} problem(s):`);
    for (const problem of checked.problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  await withDatabase(async ({ db }) => {
    const summary = await importContent(db, checked.items);
    console.log(
      `Imported ${target}: ${summary.updated} updated, ${summary.created} added, ${summary.unchanged} unchanged.`,
    );
  });
}
