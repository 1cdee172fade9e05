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
 * hidden WebUI pages for the address bar's popup: 0.7-0.8 s of CPU per context against 0.4-0.55 s
 * without (20 contexts each opening a page); nearly every browser test opens one or more.
 */
export const testLaunchOptions = {
  executablePath: fileURLToPath(new URL("./chromium-for-tests.sh", import.meta.url)),
  args: [...chromiumArgs, "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup"],
};
