// npm run db:seed — adds the demo news; running it again adds nothing.
import { applyMigrations } from "~/.server/db/migrate";
import { seedDemoNews } from "~/.server/db/seed";
import { withDatabase } from "./db-cli";

await withDatabase(async (handle) => {
  await applyMigrations(handle);
  const added = await seedDemoNews(handle.db);
  console.log(added ? `Added ${added} demo news posts.` : "Demo news already present: nothing added.");
});
