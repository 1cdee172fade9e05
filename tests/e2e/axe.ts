import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

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
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}\n    ${v.nodes[0]?.failureSummary?.replaceAll("\n", "\n    ") ?? ""}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}
