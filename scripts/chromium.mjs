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

/**
 * How the browser tests launch it: through scripts/chromium-for-tests.sh, which merges every
 * --disable-features= into one (Chromium reads only the last, and Playwright passes its own),
 * with the omnibox popups off. Each new window (every browser context) otherwise loads two
 * hidden WebUI pages for the address bar's popup: 0.9-1.0 s of CPU per context against about
 * 0.55 s without (20 contexts opening a page), on a suite that opens some 300 contexts.
 */
export const testLaunchOptions = {
  executablePath: fileURLToPath(new URL("./chromium-for-tests.sh", import.meta.url)),
  args: [...chromiumArgs, "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup"],
};
