// Screenshots of pages at phone and desktop widths: node scripts/screenshot.mjs BASE_URL path… [--full] [--open=selector]
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const args = process.argv.slice(2);
const base = args.shift();
const full = args.includes("--full");
const open = args.find((a) => a.startsWith("--click="))?.slice("--click=".length);
const paths = args.filter((a) => !a.startsWith("--"));
const out = path.resolve(".tmp/shots");
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const width of [375, 1440]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 800 : 900 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(new URL(p, base).href, { waitUntil: "networkidle" });
    if (open)
      await page
        .locator(open)
        .first()
        .click()
        .catch(() => {});
    const name = `${p.replace(/[^a-z0-9]+/gi, "_") || "root"}${open ? "_open" : ""}-${width}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: full });
    console.log(path.join(out, name));
  }
  await context.close();
}
await browser.close();
