// npm run check:content — fails with a list when the content breaks an invariant: a missing
// translation, a gallery of the wrong size, an image without a source file, a duplicate id
// or slug, the wrong number of services, categories or products, an unknown category.
// It checks the seed in app/content/ (part of `npm test`).
// npm run check:content -- --published — the same checks on the content published in the
// site's database (DATABASE_URL, or the embedded one while the site is stopped), each problem
// naming the item and the field (`product drum-screen: name.es is empty`). The counts and
// gallery sizes the spec fixes are the seed's: editors may add and remove products and
// pictures, so the published content is not held to them.
import { exportContent } from "~/.server/content/transfer";
import { toSiteContent } from "~/lib/content/site-content";
import { collectImages } from "./content/collect-images";
import {
  checkCatalogue,
  checkImageSources,
  checkTranslations,
  findCatalogue,
  type Catalogue,
} from "./content/content-checks";
import { CONTENT_IMAGES_DIR, readManifest } from "./content/image-sources";
import { loadContentModules, type ContentModule } from "./content/load-content";
import { withDatabase } from "./db-cli";

const USAGE = "Usage: npm run check:content [-- --published]";

/** Runs every check; prints the problems by section and answers whether there were none. */
function check(modules: readonly ContentModule[], catalogue: Catalogue, published: boolean): boolean {
  const { images, problems: imageProblems } = collectImages(modules);
  const sections: Array<[string, string[]]> = [
    ["Translations", checkTranslations(modules)],
    ["Catalogue", checkCatalogue(catalogue, published ? null : undefined)],
    ["Image references", imageProblems],
    ["Image files", checkImageSources(images, readManifest(), CONTENT_IMAGES_DIR)],
  ];
  const what = published ? "The published content" : "The content";
  const failed = sections.filter(([, problems]) => problems.length > 0);
  if (failed.length > 0) {
    const total = failed.reduce((sum, [, problems]) => sum + problems.length, 0);
    console.error(`${what} has ${total} problem${total === 1 ? "" : "s"}:`);
    for (const [title, problems] of failed) {
      console.error(`\n${title}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    }
    return false;
  }
  const catalogueNote =
    Object.keys(catalogue).length === 0 ? " (no catalogue content yet: counts not checked)" : "";
  const counted = published ? `${modules.length} published items` : `${modules.length} modules`;
  console.log(`${what} is OK: ${counted}, ${images.length} images${catalogueNote}.`);
  return true;
}

const args = process.argv.slice(2);
if (args.length > 1 || (args.length === 1 && args[0] !== "--published")) {
  console.error(USAGE);
  process.exit(2);
}

if (args[0] === "--published") {
  await withDatabase(async ({ db }) => {
    const { items } = await exportContent(db);
    // Each item is checked as a module of its own, so every problem names it: "product drum-screen: …".
    const modules = items.map((item) => ({ file: `${item.type} ${item.key}`, exports: item.data }));
    const { services, serviceDetails, categories, products, productDetails } = toSiteContent(items);
    const catalogue = { services, serviceDetails, categories, products, productDetails };
    if (!check(modules, catalogue, true)) process.exitCode = 1;
  });
} else {
  const modules = await loadContentModules();
  if (!check(modules, findCatalogue(modules), false)) process.exit(1);
}
