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
/** Each failed test, named by layer, file and title: the end of CI's output is what is read. */
const failures = [];
// eslint-disable-next-line no-control-regex -- a terminal's colour codes, in Playwright's messages
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;
const firstLine = (text) =>
  String(text ?? "")
    .split("\n")
    .find((line) => line.trim()) ?? "";

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
      for (const test of result.assertionResults ?? [])
        if (test.status === "failed")
          failures.push(
            `${layer}: ${name} › ${test.fullName ?? test.title}\n      ${firstLine(test.failureMessages?.[0])}`,
          );
      if (result.status === "failed" && !(result.assertionResults ?? []).some((t) => t.status === "failed"))
        failures.push(`${layer}: ${name}\n      ${firstLine(result.message)}`);
    }
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    const walk = (suite, titles = suite.titles ?? []) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          for (const result of test.results ?? []) {
            addTime("browser", spec.file ?? suite.file, result.duration / 1000);
            if (result.status !== "passed" && result.status !== "skipped")
              failures.push(
                `browser: ${spec.file ?? suite.file} › ${[...titles, spec.title].join(" › ")} (${result.status})\n      ${firstLine(result.error?.message).replace(ANSI_COLOUR, "")}`,
              );
          }
      for (const child of suite.suites ?? [])
        walk({ file: suite.file, ...child, titles: [...titles, child.title] });
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
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`);
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log();
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
