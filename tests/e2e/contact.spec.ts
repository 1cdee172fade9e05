// The contact form in Chromium, in English at 1280 px: validation, the real captcha, sending,
// the thanks and the reset, on the shared account server (sending stores a message). The form
// empty, with its errors and sent is checked by axe, with its Spanish messages, in
// forms-a11y.spec.ts; a quote request's product (?product=) is read from the server's HTML in
// tests/integration/contact.test.ts.
import { postgresBinDir, startScratchPostgres } from "../support/scratch-postgres";
import { startChildServer } from "../support/child-server";
import { expectHydrated } from "../support/hydrated";
import { expect, test, type Page } from "./fixtures";
import { CONTACT_TEXTS } from "./form-texts";

const EN = CONTACT_TEXTS.en;
const ES = CONTACT_TEXTS.es;

const field = (page: Page, label: string) =>
  page.getByRole("main").getByLabel(label, { exact: false }).first();

async function fillValid(page: Page, labels: Record<string, string>) {
  await field(page, labels.firstName!).fill("María José");
  await field(page, labels.lastName!).fill("O'Neill-Núñez");
  await field(page, labels.email!).fill("  Maria.Nunez@Example.COM ");
  await field(page, labels.phone!).fill("(713) 555-0199");
  await field(page, labels.company!).fill("Aguas del Norte S.A.");
  await field(page, labels.message!).fill("We need a drum screen for a 20,000 m3/day plant.");
}

async function solveCaptcha(page: Page, submit: string) {
  await page.locator("altcha-widget label").click();
  await expect(page.getByRole("button", { name: submit })).not.toHaveAttribute("aria-disabled", "true", {
    timeout: 20_000,
  });
}

test("the whole way: validation, the real captcha, sending, thanks, reset", async ({ page, origin }) => {
  await page.goto(`${origin}${EN.path}`);
  const submit = page.getByRole("button", { name: EN.submit });
  // The form's checks and toasts are its script's: wait until it listens.
  await expectHydrated(submit);
  // Disabled until consent; then dimmed (aria-disabled) until the captcha is solved.
  await expect(submit).toHaveAttribute("disabled", "");
  await page.getByLabel(EN.consent).check();
  await expect(submit).not.toHaveAttribute("disabled");
  await expect(submit).toHaveAttribute("aria-disabled", "true");

  // Every invalid field says why, under the field, and focus goes to the first.
  await field(page, EN.labels.lastName!).fill("Smith3");
  await field(page, EN.labels.email!).fill("not-an-address");
  await field(page, EN.labels.phone!).fill("12");
  await field(page, EN.labels.message!).fill("short");
  // Dimmed (aria-disabled) but operable: pressing it says what is missing.
  await submit.click({ force: true });
  for (const [name, message] of Object.entries(EN.errors)) {
    const input = field(page, EN.labels[name]!);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    const describedBy = await input.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
  }
  await expect(field(page, EN.labels.firstName!)).toBeFocused();
  // The captcha is unsolved too: the spec's destructive toast.
  await expect(page.getByText(EN.captchaToast)).toBeVisible();

  await fillValid(page, EN.labels);
  await solveCaptcha(page, EN.submit);
  // Hold the request until the sending state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });
  await submit.click();
  await expect(page.getByRole("button", { name: EN.sending })).toBeDisabled();
  release();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(EN.thanks);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // The form starts over: empty fields, consent and captcha cleared.
  await expect(field(page, EN.labels.firstName!)).toHaveValue("");
  await expect(page.getByLabel(EN.consent)).not.toBeChecked();
  await expect(page.getByRole("button", { name: EN.submit })).toHaveAttribute("disabled", "");
});

test.describe("when the server cannot store the message", () => {
  test.skip(!postgresBinDir(), "needs the PostgreSQL server binaries");

  // A server of its own on a PostgreSQL of its own: the test stops that database under the
  // running server, which cannot be done to the shared server's (or to the embedded one).
  test("the visitor sees the failure toast, not the server's words", async ({ page }) => {
    const postgres = await startScratchPostgres();
    const server = await startChildServer({ CAPTCHA_MAX_NUMBER: "300" }, { databaseUrl: postgres.url });
    try {
      await page.goto(`http://127.0.0.1:${server.port}${ES.path}`);
      await expectHydrated(page.getByRole("button", { name: ES.submit }));
      await fillValid(page, ES.labels);
      await page.getByLabel(ES.consent).check();
      await solveCaptcha(page, ES.submit);
      postgres.stop();
      await page.getByRole("button", { name: ES.submit }).click();
      await expect(page.getByText(ES.failedToast)).toBeVisible();
      await expect(page.getByText(ES.failedDetail)).toBeVisible();
      await expect(page.getByRole("dialog")).toBeHidden();
      // What was typed is still there.
      await expect(field(page, ES.labels.company!)).toHaveValue("Aguas del Norte S.A.");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      postgres.destroy();
    }
  });
});
