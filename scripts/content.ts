// npm run content -- export FILE.json: writes all published content (both languages, keys,
// slugs and image references) as one JSON document (ADR 023). On PostgreSQL at any time; on
// the embedded database only while the site is stopped (the running site holds it, and this
// says so).
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { exportContent } from "~/.server/content/transfer";
import { withDatabase } from "./db-cli";

const USAGE = "Usage: npm run content -- export FILE.json";

const [command, file, ...rest] = process.argv.slice(2);
if (command !== "export" || !file || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

await withDatabase(async ({ db }) => {
  const document = await exportContent(db);
  const target = path.resolve(file);
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
