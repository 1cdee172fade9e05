// npm run content -- export FILE.json: writes all published content (both languages, keys,
// slugs and image references) as one JSON document (ADR 023).
// npm run content -- import FILE.json: checks the whole document (format, version, every item
// against its schema) and, only when all of it is right, publishes every changed item as a
// new version in one transaction, with audit rows; otherwise it names each wrong item and
// field, changes nothing and exits with 1.
// npm run content -- xliff-export es FILE.xlf [--all] [--type TYPE]: the texts for a
// translator as one XLIFF 2.0 document (English source, current Spanish target): the missing
// and stale ones, or all of them; of one content type only with --type (ADR 027). With nothing
// to translate it writes no file and says so.
// npm run content -- xliff-export es DIR --per-type [--all]: the same, as one document per
// content type in DIR (made if missing), named translations-es-TYPE-SCOPE.xlf; a type with
// nothing to translate gets no file.
// npm run content -- xliff-import FILE.xlf [--publish]: checks the whole returned document and,
// only when all of it is right, writes the Spanish texts as drafts of the items they change
// (published at once with --publish), in one transaction, with audit rows; otherwise it names
// each problem with its unit, changes nothing and exits with 1.
// On PostgreSQL at any time; on the embedded database only while the site is stopped (the
// running site holds it, and this says so).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { isContentType } from "~/lib/content/schemas";

/**
 * What the commands run, loaded once the command is understood: a usage error answers at once
 * (the database and its packages take about a second to load).
 */
const load = async () => {
  const [transfer, translation, revisions, xliff, cli] = await Promise.all([
    import("~/.server/content/transfer"),
    import("~/.server/content/translation"),
    import("~/.server/content/revisions"),
    import("~/lib/content/xliff"),
    import("./db-cli"),
  ]);
  return { ...transfer, ...translation, ...revisions, ...xliff, ...cli };
};

const USAGE = [
  "Usage: npm run content -- export FILE.json",
  "       npm run content -- import FILE.json",
  "       npm run content -- xliff-export es FILE.xlf [--all] [--type TYPE]",
  "       npm run content -- xliff-export es DIR --per-type [--all]",
  "       npm run content -- xliff-import FILE.xlf [--publish]",
].join("\n");

const usage = (): never => {
  console.error(USAGE);
  process.exit(2);
};

const [command, ...args] = process.argv.slice(2);
// `--type` takes the word after it; other flags stand alone.
const typeAt = args.indexOf("--type");
const type = typeAt >= 0 ? args[typeAt + 1] : undefined;
const rest = typeAt >= 0 ? args.filter((_, index) => index !== typeAt && index !== typeAt + 1) : args;
const flags = rest.filter((arg) => arg.startsWith("--"));
const words = rest.filter((arg) => !arg.startsWith("--"));

if (command === "xliff-export") {
  const [language, file, ...extra] = words;
  const perType = flags.includes("--per-type");
  if (
    language !== "es" ||
    !file ||
    extra.length > 0 ||
    flags.some((flag) => flag !== "--all" && flag !== "--per-type") ||
    (typeAt >= 0 && (perType || !type || !isContentType(type)))
  )
    usage();
  const { CONTENT_TYPE_ORDER, exportTranslations, withDatabase } = await load();
  const target = path.resolve(file!);
  const scope = flags.includes("--all") ? "all" : "pending";
  const scopeWords = scope === "all" ? "all" : "missing and stale";
  const items = (count: number) => `${count} item${count === 1 ? "" : "s"}`;
  /** Writes one document; false (and the reason said) when it cannot. */
  const write = async (where: string, xml: string) => {
    try {
      await writeFile(where, xml);
      return true;
    } catch (error) {
      console.error(`Could not write ${where}: ${(error as Error).message}`);
      process.exitCode = 1;
      return false;
    }
  };
  await withDatabase(async ({ db }) => {
    if (perType) {
      let files = 0;
      for (const each of CONTENT_TYPE_ORDER) {
        const exported = await exportTranslations(db, { scope, types: [each] });
        // XLIFF 2 needs at least one unit: a type with nothing to translate gets no file.
        if (exported.units === 0) continue;
        if (files === 0) {
          try {
            await mkdir(target, { recursive: true });
          } catch (error) {
            console.error(`Could not make the folder ${target}: ${(error as Error).message}`);
            process.exitCode = 1;
            return;
          }
        }
        const where = path.join(target, `translations-es-${each}-${scope}.xlf`);
        if (!(await write(where, exported.xml))) return;
        files += 1;
        console.log(
          `  ${each}: ${exported.units} texts of ${items(exported.items)}, ${path.basename(where)}`,
        );
      }
      console.log(
        files === 0
          ? `Nothing to export: every text has current Spanish; no file was written in ${target} (--all exports every text).`
          : `Exported ${files} files (${scopeWords}) to ${target}.`,
      );
      return;
    }
    const exported = await exportTranslations(db, {
      scope,
      ...(type && isContentType(type) ? { types: [type] } : {}),
    });
    // XLIFF 2 needs at least one unit: with nothing to translate there is no file to write.
    if (exported.units === 0) {
      console.log(
        `Nothing to export: every text${type ? ` of type ${type}` : ""} has current Spanish; ${target} was not written (--all exports every text).`,
      );
      return;
    }
    if (!(await write(target, exported.xml))) return;
    console.log(`Exported ${exported.units} texts of ${items(exported.items)} (${scopeWords}) to ${target}.`);
  });
} else if (command === "xliff-import") {
  const [file, ...extra] = words;
  if (!file || extra.length > 0 || typeAt >= 0 || flags.some((flag) => flag !== "--publish")) usage();
  const source = path.resolve(file!);
  let text: string;
  try {
    text = await readFile(source, "utf8");
  } catch (error) {
    console.error(`Could not read ${source}: ${(error as Error).message}`);
    process.exit(1);
  }
  const publish = flags.includes("--publish");
  const { importTranslations, problemText, withDatabase } = await load();
  await withDatabase(async ({ db }) => {
    const result = await importTranslations(db, { id: null, email: "cli" }, text, { publish });
    if (!result.ok) {
      console.error(`Nothing imported: ${source} has ${result.problems.length} problem(s):`);
      for (const problem of result.problems) console.error(`  ${problemText(problem)}`);
      process.exitCode = 1;
      return;
    }
    const { items, unchanged, untranslated } = result.plan;
    const texts = items.reduce((sum, item) => sum + item.units.length, 0);
    console.log(
      `Imported ${source}: ${texts} texts in ${items.length} items ${publish ? "published" : "saved as drafts"}, ${unchanged} unchanged, ${untranslated} without a target.`,
    );
    for (const item of items) console.log(`  ${item.type} ${item.key}: ${item.units.length}`);
  });
} else if (
  (command === "export" || command === "import") &&
  args.length === 1 &&
  !args[0]!.startsWith("--")
) {
  await jsonCommand(command, path.resolve(words[0]!));
} else usage();

async function jsonCommand(command: "export" | "import", target: string) {
  const {
    checkContentImport,
    checkImportCatalogue,
    checkImportImages,
    exportContent,
    importContent,
    withDatabase,
  } = await load();
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
      // Once the database is open, what publishing checks in the editor: the library images,
      // and the slugs and categories beside the site's other pages.
      const problems = [
        ...(await checkImportImages(db, checked.items)),
        ...(await checkImportCatalogue(db, checked.items)),
      ];
      if (problems.length > 0) {
        console.error(`Nothing imported: ${target} has ${problems.length} problem(s):`);
        for (const problem of problems) console.error(`  ${problem}`);
        process.exitCode = 1;
        return;
      }
      const summary = await importContent(db, checked.items);
      console.log(
        `Imported ${target}: ${summary.updated} updated, ${summary.created} added, ${summary.unchanged} unchanged.`,
      );
    });
  }
}
