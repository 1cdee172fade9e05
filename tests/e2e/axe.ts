import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { Result } from "axe-core";
import { screenshots } from "./screenshots";

/** The attributes sonner gives a toast and its title and description (the site uses none of them). */
const TOAST_MARKS = ["data-sonner", "data-title", "data-description"];

/** Whether a violation was found in a toast, which fades in and out by itself. */
const inToast = (violation: Result) =>
  violation.nodes.some((node) =>
    TOAST_MARKS.some((mark) => node.html.includes(mark) || node.target.join(" ").includes(mark)),
  );

/** Fails with a readable list when axe-core finds WCAG 2.0/2.1/2.2 A or AA violations. */
export async function expectNoAxeViolations(page: Page, context = "") {
  // Colours are judged as they settle, not halfway through a fade-in. A toast starts its
  // fade-in a frame after it is added (when sonner marks it mounted), so toasts must be
  // mounted too, and the check holds across two frames.
  const settled = () =>
    page.waitForFunction(
      () =>
        [...document.querySelectorAll("[data-sonner-toast]")].every(
          (toast) => toast.getAttribute("data-mounted") === "true",
        ) &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
          ),
    );
  await settled();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await settled();
  // Targets are judged where they come to rest, not while a focus or smooth scroll still
  // carries them under the sticky header: the scroll position must hold for a few frames.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  // Legacy mode runs axe in the page itself. The default opens a blank page for each run to
  // merge the results of cross-origin frames: about 0.8 s a run on a slow two-core machine. The
  // site's one such frame is the contact page's map, a third party's page (which cannot load
  // here); its title, which is ours, is checked in the page that holds it either way.
  // Only violations are read, so only they are gathered whole: axe finds every violation as
  // before, but keeps one node of each passed or inapplicable rule instead of a selector and
  // the markup of every node it checked (a back-office screen's 2,000 elements made a result of
  // half a megabyte to build and send back, about a third of each run).
  const analyse = () =>
    new AxeBuilder({ page })
      // Before the tags: options() replaces every option set before it.
      .options({ resultTypes: ["violations"] })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
      .setLegacyMode(true)
      .analyze();
  let results = await analyse();
  // A toast leaves by itself a few seconds after it came (a fade-out): one that began leaving
  // while axe was reading the page was judged halfway through its fade. Such a result is read
  // again once the page has settled; a toast whose colours really fail fails again.
  for (let again = 0; again < 2 && results.violations.some(inToast); again++) {
    await settled();
    await page.waitForFunction(() => !document.querySelector('[data-sonner-toast][data-removed="true"]'));
    results = await analyse();
  }
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}\n    ${v.nodes[0]?.failureSummary?.replaceAll("\n", "\n    ") ?? ""}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/**
 * One screen in one state: its screenshots (with SHOTS_DIR), axe, and no sideways scrolling
 * (`what` names it in a failure and in the screenshots' file names).
 */
export async function expectAccessibleScreen(page: Page, what: string) {
  await screenshots(page, what.replace(/[^a-z0-9]+/gi, "-"));
  await expectNoAxeViolations(page, what);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}
