import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Debian's Chromium, as every browser run of the project starts it (tests, screenshots,
// Lighthouse): headless-safe flags for a container, no background traffic.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** Debian's old headless shell (package chromium-headless-shell): Blink without the browser's window. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser the tests run in: CHROMIUM_TEST_PATH, else CHROMIUM_PATH, else Debian's old
 * headless shell where it is installed, else Debian's Chromium. The shell renders pages with the
 * same Blink but runs no browser window, tab strip or address bar: on the same 27 tests the
 * browser's processes took 54 s of CPU in it against 69 s in the whole browser run headless (the
 * browser process itself 8 s against 16 s). Lighthouse, the screenshots and the long-task
 * measurement keep the whole browser (`chromiumPath`), as a visitor's is.
 */
export const testChromiumPath =
  process.env.CHROMIUM_TEST_PATH ??
  process.env.CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * How the browser tests launch it: through scripts/chromium-for-tests.sh, which starts
 * `--chromium-binary=` and merges every --disable-features= into one (Chromium reads only the
 * last, and Playwright passes its own), with the omnibox popups off. In the whole browser each
 * new window (every browser context) otherwise loads two hidden WebUI pages for the address bar's
 * popup: 0.7-0.8 s of CPU per context against 0.4-0.55 s without (20 contexts each opening a page).
 */
export const testLaunchOptions = {
  executablePath: fileURLToPath(new URL("./chromium-for-tests.sh", import.meta.url)),
  args: [
    `--chromium-binary=${testChromiumPath}`,
    ...chromiumArgs,
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
  ],
};
