// npm run db:seed — adds the demo news and project references (with their photographs in the
// media library) to a database that has the site's content; running it again adds nothing.
import { applyMigrations } from "~/.server/db/migrate";
import { seedDemoNews, seedDemoProjects } from "~/.server/db/seed";
import { seedContent } from "~/.server/content/store";
import { withDatabase } from "./db-cli";

await withDatabase(async (handle) => {
  await applyMigrations(handle);
  // The references name the catalogue's products: a database without content gets it first.
  const content = await seedContent(handle.db);
  if (content > 0) console.log(`Added the site's content (${content} items).`);
  const added = await seedDemoNews(handle.db);
  console.log(added ? `Added ${added} demo news posts.` : "Demo news already present: nothing added.");
  const projects = await seedDemoProjects(handle.db);
  console.log(
    projects
      ? `Added ${projects} demo project references.`
      : "Demo project references already present: nothing added.",
  );
});
