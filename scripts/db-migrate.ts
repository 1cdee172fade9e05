// npm run db:migrate — applies pending migrations (the server also does this at start-up).
import { applyMigrations, appliedMigrationCount } from "~/.server/db/migrate";
import { withDatabase } from "./db-cli";

await withDatabase(async (handle) => {
  await applyMigrations(handle);
  console.log(`Migrations applied: ${await appliedMigrationCount(handle.db)} in all (${handle.kind}).`);
});
