// The sales team's back office in Chromium (ADR 032): a salesperson takes a new quote request
// from arrival to "won" with a reply (English, 1280 px); the board moved on by keyboard, focus
// and announcement following the card; and axe on every sales screen and state, in Spanish at
// 375 px and in English at 1280 px. The shared server has no SMTP: replies are stored, not sent.
// What the server answers (filters, figures, threading, refusals) is the integration tests'.
import { sendValidMessage } from "../support/contact";
import { expectHydrated } from "../support/hydrated";
import { expectAccessibleScreen } from "./axe";
import { ADMIN, expect, test, type Browser, type Page } from "./fixtures";
import type { AccountServer } from "../support/account-server";

test.describe.configure({ timeout: 120_000 });

let counter = 0;

/** A surname of letters only (names take no digits) that no other test uses. */
const uniqueSurname = (base: string) =>
  base + `${Date.now()}${++counter}`.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!).slice(-9);

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A salesperson of the test's own, given the role from the users tool. */
async function salesperson(browser: Browser, accounts: AccountServer): Promise<string> {
  const email = await accounts.verifiedAccount(`seller-${Date.now().toString(36)}-${++counter}@example.com`);
  await accounts.makeSales(browser, ADMIN, email);
  return email;
}

/** A quote request for the drum screen, sent through the site's API; its id. */
async function quoteRequest(origin: string, lastName: string, locale: "en" | "es" = "en"): Promise<string> {
  const stored = await sendValidMessage(origin, {
    firstName: "Quinn",
    lastName,
    productId: "drum-screen",
    locale,
    message: "Request for quote: Drum Screen. Two units for a 2 m channel.",
  });
  expect(stored.status).toBe(201);
  return ((await stored.json()) as { id: string }).id;
}

test("a salesperson takes a new quote request from arrival to won, with a reply", async ({
  browser,
  accounts,
  origin,
}) => {
  const seller = await salesperson(browser, accounts);
  const surname = uniqueSurname("Buyer");
  await quoteRequest(origin, surname);
  const page = await accounts.signedInPage(browser, seller);

  // The list shows it as new; by keyboard, its link opens it.
  await page.goto(`${origin}/admin/messages?q=${surname}`);
  const row = page.locator("tr[data-request]", { hasText: `Quinn ${surname}` });
  await expect(row).toContainText("New");
  await expect(row).toContainText("Drum Screen");
  await row.getByRole("link", { name: `Quinn ${surname}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Quinn ${surname}` })).toBeVisible();

  // The salesperson takes it.
  const ownerForm = page.locator("[data-owner-form]");
  await expectHydrated(ownerForm.getByRole("button", { name: "Save owner" }));
  await ownerForm.getByLabel("Owner").selectOption({ label: seller });
  await ownerForm.getByRole("button", { name: "Save owner" }).click();
  await expect(toast(page, "Owner saved.")).toBeVisible();

  // A reply from a template, in the buyer's language, filled in without a page load.
  const reply = page.locator("#reply");
  await reply.getByLabel("Template").selectOption({ label: "Thank you: we are preparing your quote" });
  await expect(reply.getByLabel("Subject")).not.toHaveValue("");
  await expect(reply.getByLabel("Message")).toHaveValue(/Quinn/);
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(
    page.getByText("Your reply is stored. It is e-mailed once the site's mail is configured."),
  ).toBeVisible();
  const timeline = page.locator("[data-timeline]");
  await expect(timeline.locator('[data-event="reply"]')).toContainText("Reply e-mailed to the buyer");
  // A first reply moves a new request on.
  await expect(timeline).toContainText("Status changed from New to In progress");

  // Quoted, then won.
  const statusForm = page.locator("[data-status-form]");
  for (const [from, to] of [
    ["In progress", "Quoted"],
    ["Quoted", "Won"],
  ]) {
    await statusForm.getByLabel("Status").selectOption({ label: to });
    await statusForm.getByRole("button", { name: "Save status" }).click();
    // The page as it is now (the form drawn again at the new version) before the next change.
    await expect(timeline).toContainText(`Status changed from ${from} to ${to}`);
  }
  await expect(timeline).toContainText("Status changed from Quoted to Won");
  await page.goto(`${origin}/admin/messages?q=${surname}&status=won`);
  await expect(page.locator("tr[data-request]", { hasText: `Quinn ${surname}` })).toContainText("Won");
  await page.context().close();
});

test("the board moves a card by keyboard, focus and announcement following it", async ({
  browser,
  accounts,
  origin,
}) => {
  const seller = await salesperson(browser, accounts);
  const surname = uniqueSurname("Board");
  const id = await quoteRequest(origin, surname);
  const page = await accounts.signedInPage(browser, seller);
  await page.goto(`${origin}/admin/sales/board`);
  const card = page.locator(`article[data-card="${id}"]`);
  await expect(page.locator('section[data-column="new"]').locator(`[data-card="${id}"]`)).toBeVisible();
  const move = card.getByRole("button", { name: /Move/ });
  await expectHydrated(move);

  // Tab from the card's link to its choice, then to its button.
  await card.getByRole("link", { name: `Quinn ${surname}` }).focus();
  await page.keyboard.press("Tab");
  const choice = card.getByLabel(/Move to/);
  await expect(choice).toBeFocused();
  await choice.selectOption({ label: "Quoted" });
  await page.keyboard.press("Tab");
  await expect(move).toBeFocused();
  await page.keyboard.press("Enter");

  const moved = page.locator('section[data-column="quoted"]').locator(`article[data-card="${id}"]`);
  await expect(moved).toBeVisible();
  await expect(moved).toBeFocused();
  await expect(page.locator("[data-announcement]")).toHaveText(`Moved Quinn ${surname} to Quoted.`);
  await expect(page.locator('section[data-column="new"]').locator(`[data-card="${id}"]`)).toHaveCount(0);
  await page.context().close();
});

const A11Y = {
  en: {
    list: "/admin/messages",
    board: "/admin/sales/board",
    dashboard: "/admin/sales",
    message: (id: string) => `/admin/messages/${id}`,
    moveTo: /Move to/,
    lost: "Lost",
    refused: "Say why it was lost.",
    badPeriod: "/admin/sales?from=2026-05-01&to=2026-01-01",
  },
  es: {
    list: "/es/admin/mensajes",
    board: "/es/admin/ventas/tablero",
    dashboard: "/es/admin/ventas",
    message: (id: string) => `/es/admin/mensajes/${id}`,
    moveTo: /Mover a/,
    lost: "Perdida",
    refused: "Indica por qué se perdió.",
    badPeriod: "/es/admin/ventas?from=2026-05-01&to=2026-01-01",
  },
} as const;

for (const [locale, width] of [
  ["es", 375],
  ["en", 1280],
] as const) {
  const t = A11Y[locale];
  const at = `(${locale}, ${width} px)`;

  test(`every sales screen and state ${at}`, async ({ browser, accounts, origin }) => {
    const seller = await salesperson(browser, accounts);
    const id = await quoteRequest(origin, uniqueSurname("Screens"), locale);
    const page = await accounts.signedInPage(browser, seller, { width });
    for (const target of [t.list, t.message(id), t.dashboard, t.badPeriod]) {
      await page.goto(`${origin}${target}`);
      await expect(page.locator("h1")).toBeVisible();
      await expectAccessibleScreen(page, `${target} ${at}`);
    }
    // The board, and a move to "lost" refused for want of a reason.
    await page.goto(`${origin}${t.board}`);
    const card = page.locator(`article[data-card="${id}"]`);
    await expectHydrated(card.getByRole("button"));
    await expectAccessibleScreen(page, `the board ${at}`);
    await card.getByLabel(t.moveTo).selectOption({ label: t.lost });
    // The reason is asked for by the browser first; a blank one is the server's to refuse.
    await card.locator("input[name=lostReason]").fill(" ");
    await card.getByRole("button").click();
    // Refused beside its field, the card still where it was.
    await expect(card.getByText(t.refused)).toBeVisible();
    await expect(page.locator('section[data-column="new"]').locator(`[data-card="${id}"]`)).toBeVisible();
    await expectAccessibleScreen(page, `the board's refused move ${at}`);
    await page.context().close();
  });
}
