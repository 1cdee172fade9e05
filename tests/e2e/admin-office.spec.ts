// The back office in Chromium, in English at 1280 px: a quote request sent from the site and
// handled end to end (new → handled, a note, the CSV), an administrator granting the role to
// another account (at 375 px), moving a message to spam and deleting it (in Spanish at 375 px),
// and a note saved from a stale page refused. Every admin screen and state is checked by axe in
// admin-office-a11y.spec.ts. The shared server has no SMTP: messages wait as undelivered.
import { readFile } from "node:fs/promises";
import { sendValidMessage } from "../support/contact";
import { expectHydrated } from "../support/hydrated";
import { ADMIN, expect, test, type Page } from "./fixtures";

// Long flows (a captcha to solve, several round trips) on a machine shared with other work.
test.describe.configure({ timeout: 90_000 });

let counter = 0;

/** A surname of letters only (names take no digits) that no other test uses. */
const uniqueSurname = (base: string) =>
  base +
  Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The dashboard's count of new messages. */
async function newMessages(page: Page): Promise<number> {
  const text = await page.locator("[data-card=contact]").innerText();
  return Number(/(\d+) new/.exec(text)![1]);
}

test("a quote request from the site is handled end to end: new → handled, a note, the CSV", async ({
  browser,
  accounts,
  origin,
}) => {
  const surname = uniqueSurname("Quoter");
  const page = await accounts.signedInPage(browser, ADMIN, { acceptDownloads: true });
  await page.goto(`${origin}/admin/dashboard`);
  const before = await newMessages(page);

  // The visitor asks for a quote.
  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/contact?product=drum-screen`);
  const field = (label: string) => visitor.getByRole("main").getByLabel(label, { exact: false }).first();
  await field("First name").fill("Quinn");
  await field("Last name").fill(surname);
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
  await page.reload();
  await expect(page.locator("[data-card=contact]")).toContainText(`${before + 1} new`);
  await page.getByRole("link", { name: "Contact Submissions" }).first().click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  const row = page.locator("tr", { hasText: `Quinn ${surname}` });
  await expect(row).toContainText("Drum Screen");
  await expect(row).toContainText("New");
  // By keyboard: the row's link is reachable and opens the message.
  await row.getByRole("link", { name: `Quinn ${surname}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Quinn ${surname}` })).toBeVisible();
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
  await expect(page.locator("tr", { hasText: `Quinn ${surname}` })).toContainText("Handled");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(`handled,Quinn,${surname},quinn@plant.example`);
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
  accounts,
  origin,
}) => {
  const other = await accounts.verifiedAccount(
    `colleague-${Date.now().toString(36)}-${++counter}@example.com`,
  );
  // A role change needs a sign-in of the last ten minutes: a session of its own, not the worker's.
  const page = await accounts.signedInPage(browser, ADMIN, { width: 375, freshSession: true });
  await page.goto(`${origin}/admin/users`);
  const row = page.locator(`tr[data-user="${other}"]`);
  // The toast comes from the scripted form: a click before hydration posts natively.
  await expectHydrated(row.getByRole("button", { name: "Make administrator" }));
  await row.getByRole("button", { name: "Make administrator" }).click();
  await expect(toast(page, `${other} is now an administrator.`)).toBeVisible();
  await expect(row).toContainText("Administrator");

  // The colleague now has the tools.
  const colleague = await accounts.signedInPage(browser, other);
  await colleague.goto(`${origin}/admin/dashboard`);
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

test("moving a message to spam and deleting it ask first, then report the outcome (es, 375 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  const surname = uniqueSurname("Deleted");
  const stored = await sendValidMessage(origin, { firstName: "Delia", lastName: surname });
  expect(stored.status).toBe(201);
  const { id } = (await stored.json()) as { id: string };
  const page = await accounts.signedInPage(browser, ADMIN, { width: 375 });
  await page.goto(`${origin}/es/admin/mensajes/${id}`);
  await expectHydrated(page.getByRole("button", { name: "Mover a spam" }));
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
  await expect(page.getByText(`Delia ${surname}`)).toHaveCount(0);
  await page.context().close();
});

test("a note saved from a page opened before another administrator's is refused, keeping both", async ({
  browser,
  accounts,
  origin,
}) => {
  const stored = await sendValidMessage(origin, { firstName: "Nora", lastName: uniqueSurname("Wide") });
  expect(stored.status).toBe(201);
  const { id } = (await stored.json()) as { id: string };
  const first = await accounts.signedInPage(browser, ADMIN);
  const second = await accounts.signedInPage(browser, ADMIN);
  await first.goto(`${origin}/admin/messages/${id}`);
  await second.goto(`${origin}/admin/messages/${id}`);
  await first.getByLabel("Internal note").fill("First: called the plant back.");
  await first.getByRole("button", { name: "Save note" }).click();
  await expect(first.locator("[data-sonner-toast]")).toBeVisible();

  await second.getByLabel("Internal note").fill("Second: waiting for flow figures.");
  await second.getByRole("button", { name: "Save note" }).click();
  await expect(
    second.getByRole("alert").filter({ hasText: "This record changed since you opened it" }),
  ).toBeVisible();
  await expect(second.getByLabel("Internal note")).toHaveValue("Second: waiting for flow figures.");
  const savedNote = second.locator("[data-saved-note]");
  await expect(savedNote).toContainText("The note saved now reads:");
  await expect(savedNote).toContainText("First: called the plant back.");
  // Saved again from the page as it is now, the second note replaces the first.
  await second.getByRole("button", { name: "Save note" }).click();
  await expect(second.locator("[data-saved-note]")).toHaveCount(0);
  await first.reload();
  await expect(first.getByLabel("Internal note")).toHaveValue("Second: waiting for flow figures.");
  await first.context().close();
  await second.context().close();
});
