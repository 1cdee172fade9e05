// The back office in Chromium, in English at 1280 px: an administrator granting the role to
// another account (at 375 px), moving a message to spam and deleting it (in Spanish at 375 px),
// and a note added from a stale page refused. A request worked from arrival to "won" is
// sales-pipeline.spec.ts's. Every admin screen and state is checked by axe in
// admin-office-a11y.spec.ts. The shared server has no SMTP: messages wait as undelivered.
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

test("a note added from a page opened before another person's change is refused, keeping what was typed", async ({
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
  await expectHydrated(first.getByRole("button", { name: "Add note" }));
  await first.getByLabel("Note", { exact: true }).fill("First: called the plant back.");
  await first.getByRole("button", { name: "Add note" }).click();
  await expect(toast(first, "Note added.")).toBeVisible();

  await expectHydrated(second.getByRole("button", { name: "Add note" }));
  await second.getByLabel("Note", { exact: true }).fill("Second: waiting for flow figures.");
  await second.getByRole("button", { name: "Add note" }).click();
  await expect(
    second.getByRole("alert").filter({ hasText: "This record changed since you opened it" }),
  ).toBeVisible();
  // What was typed stays; the first note is on the timeline as it is now.
  await expect(second.getByLabel("Note", { exact: true })).toHaveValue("Second: waiting for flow figures.");
  const timeline = second.locator("[data-timeline]");
  await expect(timeline).toContainText("First: called the plant back.");
  // Added again from the page as it is now, both notes are on the timeline, in order.
  await second.getByRole("button", { name: "Add note" }).click();
  await expect(toast(second, "Note added.")).toBeVisible();
  await first.reload();
  const notes = first.locator('[data-timeline] [data-event="note"]');
  await expect(notes).toHaveCount(2);
  await expect(notes.nth(0)).toContainText("First: called the plant back.");
  await expect(notes.nth(1)).toContainText("Second: waiting for flow figures.");
  await first.context().close();
  await second.context().close();
});
