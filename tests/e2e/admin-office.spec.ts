// The back office in Chromium: a quote request sent from the site and handled end to end
// (new → handled, a note, the CSV), an administrator granting the role to another account,
// and axe on every admin screen at 375 and 1280 px in both languages. A server of its own
// (no SMTP: verification links are read from its log; messages wait as undelivered).
import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { startAccountServer, type AccountServer } from "../support/account-server";
import { sendValidMessage } from "../support/contact";
import { expectNoAxeViolations } from "./axe";

// Long flows (a captcha to solve, several round trips) on a machine shared with other work.
test.describe.configure({ timeout: 90_000 });

const ADMIN = "office-admin-e2e@example.com";
let accounts: AccountServer;
let origin: string;
let counter = 0;

test.beforeAll(async () => {
  // A server of its own to start, two accounts and a solved captcha.
  test.setTimeout(90_000);
  accounts = await startAccountServer({ ADMIN_EMAILS: ADMIN, CAPTCHA_MAX_NUMBER: "300" });
  origin = accounts.origin;
  await accounts.verifiedAccount(ADMIN);
  // A message of its own for the screens (the end-to-end test sends another from the form).
  const stored = await sendValidMessage(origin, { firstName: "Sofía", lastName: "Screens" });
  expect(stored.status).toBe(201);
});
test.afterAll(async () => {
  await accounts?.stop();
});

const signedInPage = (browser: Browser, width = 1280, email = ADMIN): Promise<Page> =>
  accounts.signedInPage(browser, email, { width, acceptDownloads: true });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a quote request from the site is handled end to end: new → handled, a note, the CSV", async ({
  browser,
}) => {
  // The visitor asks for a quote.
  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/contact?product=drum-screen`);
  const field = (label: string) => visitor.getByRole("main").getByLabel(label, { exact: false }).first();
  await field("First name").fill("Quinn");
  await field("Last name").fill("Quoter");
  await field("E-mail").fill("quinn@plant.example");
  await field("Phone").fill("(713) 555-0199");
  await field("Company").fill("=Plant Works, Inc");
  await field("Message").fill("Request for quote: Drum Screen. Two units for a 2 m channel.");
  await visitor.getByLabel("I agree to be contacted and to receive communications.").check();
  await visitor.locator("altcha-widget label").click();
  const send = visitor.getByRole("button", { name: "Send Message" });
  await expect(send).not.toHaveAttribute("aria-disabled", "true", { timeout: 20_000 });
  await send.click();
  await expect(visitor.getByText(/24-48 hours/)).toBeVisible({ timeout: 15_000 });
  await visitor.close();

  // The administrator sees it as new from the dashboard, and opens it.
  const page = await signedInPage(browser);
  await expect(page.locator("[data-card=contact]")).toContainText("2 new");
  await page.getByRole("link", { name: "Contact Submissions" }).first().click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  const row = page.locator("tr", { hasText: "Quinn Quoter" });
  await expect(row).toContainText("Drum Screen");
  await expect(row).toContainText("New");
  // By keyboard: the row's link is reachable and opens the message.
  await row.getByRole("link", { name: "Quinn Quoter" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Quinn Quoter" })).toBeVisible();
  await expect(page.getByText("Drum Screen (drum-screen)")).toBeVisible();
  await expect(page.getByText("Quote request", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(toast(page, "The message is marked handled.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as new" })).toBeVisible();

  await page.getByLabel("Internal note").fill("Sent the datasheet; quote by Friday.");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(toast(page, "The note is saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Internal note")).toHaveValue("Sent the datasheet; quote by Friday.");

  // The list, filtered to handled messages, exported as CSV.
  await page.getByRole("link", { name: "Back to the messages" }).click();
  await page.getByLabel("Status").selectOption("handled");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=handled/);
  await expect(page.locator("tr", { hasText: "Quinn Quoter" })).toContainText("Handled");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain("handled,Quinn,Quoter,quinn@plant.example");
  expect(csv).toContain(`"'=Plant Works, Inc"`);
  expect(csv).toContain("Sent the datasheet; quote by Friday.");

  // Each step is in the audit log.
  await page
    .getByRole("navigation", { name: "Admin tools" })
    .getByRole("link", { name: "Audit Log" })
    .click();
  for (const action of ["message.export", "message.note", "message.mark_handled"])
    await expect(page.locator(`tr[data-audit="${action}"]`).first()).toBeVisible();
  await page.context().close();
});

test("an administrator grants the role to another account, and takes it back after confirming", async ({
  browser,
}) => {
  const other = await accounts.verifiedAccount(
    `colleague-${Date.now().toString(36)}-${++counter}@example.com`,
  );
  const page = await signedInPage(browser, 375);
  await page.goto(`${origin}/admin/users`);
  const row = page.locator(`tr[data-user="${other}"]`);
  await row.getByRole("button", { name: "Make administrator" }).click();
  await expect(toast(page, `${other} is now an administrator.`)).toBeVisible();
  await expect(row).toContainText("Administrator");

  // The colleague now has the tools.
  const colleague = await signedInPage(browser, 1280, other);
  await expect(colleague.getByRole("heading", { name: "Quick Actions" })).toBeVisible();
  await colleague.context().close();

  await row.getByRole("button", { name: "Remove administrator" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Remove the administrator role from ${other}?`);
  await dialog.getByRole("button", { name: "Remove administrator" }).click();
  await expect(toast(page, `${other} is no longer an administrator.`)).toBeVisible();
  await expect(row.getByRole("button", { name: "Make administrator" })).toBeVisible();
  await page.context().close();
});

test("moving a message to spam and deleting it ask first, then report the outcome", async ({ browser }) => {
  const stored = await sendValidMessage(origin, { firstName: "Delia", lastName: "Deleted" });
  const { id } = (await stored.json()) as { id: string };
  const page = await signedInPage(browser, 375);
  await page.goto(`${origin}/es/admin/mensajes/${id}`);
  await page.getByRole("button", { name: "Mover a spam" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("¿Mover este mensaje a spam?");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Mover a spam" }).click();
  await dialog.getByRole("button", { name: "Mover a spam" }).click();
  await expect(toast(page, "El mensaje está en spam.")).toBeVisible();
  await expect(page.getByRole("button", { name: "No es spam" })).toBeVisible();

  await page.getByRole("button", { name: "Eliminar" }).click();
  await expect(dialog).toContainText("¿Eliminar este mensaje definitivamente?");
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(page).toHaveURL(/\/es\/admin\/mensajes\?deleted=1$/);
  await expect(toast(page, "El mensaje está eliminado.")).toBeVisible();
  await expect(page.getByText("Delia Deleted")).toHaveCount(0);
  await page.context().close();
});

for (const [width, locale] of [
  [375, "es"],
  [1280, "en"],
] as const) {
  test(`a note saved from a page opened before another administrator's is refused, keeping both (${width} px, ${locale})`, async ({
    browser,
  }) => {
    const l =
      locale === "en"
        ? {
            path: "/admin/messages/",
            note: "Internal note",
            save: "Save note",
            changed: "This record changed since you opened it",
            savedNow: "The note saved now reads:",
          }
        : {
            path: "/es/admin/mensajes/",
            note: "Nota interna",
            save: "Guardar la nota",
            changed: "Este registro cambió desde que lo abriste",
            savedNow: "La nota guardada ahora dice:",
          };
    // Names are letters only.
    const stored = await sendValidMessage(origin, {
      firstName: "Nora",
      lastName: width === 375 ? "Narrow" : "Wide",
    });
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };
    const first = await signedInPage(browser, width);
    const second = await signedInPage(browser, width);
    await first.goto(`${origin}${l.path}${id}`);
    await second.goto(`${origin}${l.path}${id}`);
    await first.getByLabel(l.note).fill("First: called the plant back.");
    await first.getByRole("button", { name: l.save }).click();
    await expect(first.locator("[data-sonner-toast]")).toBeVisible();

    await second.getByLabel(l.note).fill("Second: waiting for flow figures.");
    await second.getByRole("button", { name: l.save }).click();
    await expect(second.getByRole("alert").filter({ hasText: l.changed })).toBeVisible();
    await expect(second.getByLabel(l.note)).toHaveValue("Second: waiting for flow figures.");
    const savedNote = second.locator("[data-saved-note]");
    await expect(savedNote).toContainText(l.savedNow);
    await expect(savedNote).toContainText("First: called the plant back.");
    await expectNoAxeViolations(second, `the refused note at ${width}px (${locale})`);
    // Saved again from the page as it is now, the second note replaces the first.
    await second.getByRole("button", { name: l.save }).click();
    await expect(second.locator("[data-saved-note]")).toHaveCount(0);
    await first.reload();
    await expect(first.getByLabel(l.note)).toHaveValue("Second: waiting for flow figures.");
    await first.context().close();
    await second.context().close();
  });
}

const SCREENS = {
  en: ["/admin/dashboard", "/admin/messages", "MESSAGE", "/admin/users", "/admin/audit"],
  es: ["/es/admin/panel", "/es/admin/mensajes", "MESSAGE", "/es/admin/usuarios", "/es/admin/auditoria"],
};

for (const width of [375, 1280]) {
  for (const [locale, paths] of Object.entries(SCREENS)) {
    test(`every admin screen passes axe at ${width} px (${locale})`, async ({ browser }) => {
      // Five screens, each checked by axe.
      test.setTimeout(150_000);
      const page = await signedInPage(browser, width);
      await page.goto(`${origin}/admin/messages`);
      const detail = await page.locator("tbody a").first().getAttribute("href");
      expect(detail).toBeTruthy();
      const id = detail!.split("/").at(-1)!;
      for (const path of paths) {
        const target =
          path === "MESSAGE"
            ? locale === "en"
              ? `/admin/messages/${id}`
              : `/es/admin/mensajes/${id}`
            : path;
        await page.goto(`${origin}${target}`);
        await expect(page.locator("h1")).toBeVisible();
        // Nothing wider than the screen but the tables' own scrolling regions.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${target} at ${width}px`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `${target} at ${width}px`);
      }
      await page.context().close();
    });
  }
}
