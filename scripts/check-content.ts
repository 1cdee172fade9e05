// npm run check:content — fails with a list when the content breaks an invariant: a missing
// translation, a gallery of the wrong size, an image without a source file, a duplicate id
// or slug, the wrong number of services, categories or products, an unknown category.
import { collectImages } from "./content/collect-images";
import {
  checkCatalogue,
  checkImageSources,
  checkTranslations,
  findCatalogue,
} from "./content/content-checks";
import { CONTENT_IMAGES_DIR, readManifest } from "./content/image-sources";
import { loadContentModules } from "./content/load-content";

const modules = await loadContentModules();
const { images, problems: imageProblems } = collectImages(modules);
const catalogue = findCatalogue(modules);

const sections: Array<[string, string[]]> = [
  ["Translations", checkTranslations(modules)],
  ["Catalogue", checkCatalogue(catalogue)],
  ["Image references", imageProblems],
  ["Image files", checkImageSources(images, readManifest(), CONTENT_IMAGES_DIR)],
];

const failed = sections.filter(([, problems]) => problems.length > 0);
if (failed.length > 0) {
  const total = failed.reduce((sum, [, problems]) => sum + problems.length, 0);
  console.error(`The content has ${total} problem${total === 1 ? "" : "s"}:`);
  for (const [title, problems] of failed) {
    console.error(`\n${title}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
  process.exit(1);
}
const catalogueNote =
  Object.keys(catalogue).length === 0 ? " (no catalogue content yet: counts not checked)" : "";
console.log(`Content OK: ${modules.length} modules, ${images.length} images${catalogueNote}.`);
