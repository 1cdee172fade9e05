// Sums the JSON reports of vitest and Playwright into one closing line, after the ten slowest
// test files of each layer (unit, no database, integration on each engine, browser).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const reports = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
/** Layer name -> file -> seconds. */
const layers = new Map();
const addTime = (layer, file, seconds) => {
  if (!layers.has(layer)) layers.set(layer, new Map());
  const files = layers.get(layer);
  files.set(file, (files.get(file) ?? 0) + seconds);
};
const relative = (file) => path.relative(process.cwd(), file);

for (const file of reports) {
  if (!existsSync(file)) {
    console.error(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  const engine = /pglite/.test(path.basename(file)) ? "embedded database" : "PostgreSQL";
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      const name = relative(result.name);
      const layer = name.startsWith("tests/integration/")
        ? `integration (${engine})`
        : name.startsWith("tests/no-database/")
          ? "no database"
          : "unit";
      addTime(layer, name, (result.endTime - result.startTime) / 1000);
    }
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          for (const result of test.results ?? [])
            addTime("browser", spec.file ?? suite.file, result.duration / 1000);
      for (const child of suite.suites ?? []) walk({ file: suite.file, ...child });
    };
    for (const suite of report.suites ?? []) walk(suite);
  }
}

for (const [layer, files] of layers) {
  const total = [...files.values()].reduce((sum, seconds) => sum + seconds, 0);
  console.log(
    `\nSlowest ${layer} test files (${files.size} files, ${total.toFixed(0)} s in all, summed over workers):`,
  );
  for (const [file, seconds] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
}
console.log();
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
