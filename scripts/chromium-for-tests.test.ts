import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const launcher = fileURLToPath(new URL("./chromium-for-tests.sh", import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), "chromium-launcher-"));
// Stands in for Chromium: prints the arguments it was given, one a line.
const fakeChromium = path.join(dir, "chromium");
writeFileSync(fakeChromium, '#!/bin/sh\nfor arg in "$@"; do printf "%s\\n" "$arg"; done\n');
chmodSync(fakeChromium, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const launch = (...args: string[]) => {
  const result = spawnSync(launcher, args, { env: { ...process.env, CHROMIUM_PATH: fakeChromium } });
  expect(result.status, result.stderr.toString()).toBe(0);
  return result.stdout.toString().trimEnd().split("\n");
};

describe("the browser tests' Chromium launcher", () => {
  it("merges every --disable-features= into one, last, keeping the other arguments and their order", () => {
    expect(
      launch(
        "--headless",
        "--disable-features=A,B",
        "--user-data-dir=/tmp/a b",
        "--disable-features=C",
        "--x",
      ),
    ).toEqual(["--headless", "--user-data-dir=/tmp/a b", "--x", "--disable-features=A,B,C"]);
  });

  it("starts the binary --chromium-binary= names, without passing that argument on", () => {
    const other = path.join(dir, "other-chromium");
    writeFileSync(other, '#!/bin/sh\necho other "$@"\n');
    chmodSync(other, 0o755);
    expect(launch(`--chromium-binary=${other}`, "--headless")).toEqual(["other --headless"]);
  });

  it("passes the arguments through as they are when none disables a feature", () => {
    expect(launch("--headless", "--remote-debugging-pipe")).toEqual([
      "--headless",
      "--remote-debugging-pipe",
    ]);
  });
});
