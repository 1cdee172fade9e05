// The editor role in Chromium: an administrator makes an account an editor from the users
// tool; the editor's dashboard opens the news (card and navigation) and shows messages and
// users disabled with their reason, in English and Spanish at 375 and 1280 px, with axe on
// each screen; the users tool refuses the editor; the role taken back after confirming.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { startAccountServer, type AccountServer } from "../support/account-server";
import { expectNoAxeViolations } from "./axe";

test.describe.configure({ timeout: 90_000 });

const ADMIN = "editor-admin-e2e@example.com";
const EDITOR = "editor-e2e@example.com";
let accounts: AccountServer;
let origin: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  accounts = await startAccountServer({ ADMIN_EMAILS: ADMIN });
  origin = accounts.origin;
  await accounts.verifiedAccount(ADMIN);
  await accounts.verifiedAccount(EDITOR);
  await accounts.makeEditor(browser, ADMIN, EDITOR);
});
test.afterAll(async () => {
  await accounts?.stop();
});

const TEXTS = {
  en: {
    dashboard: "/admin/dashboard",
    posts: "/admin/posts",
    users: "/admin/users",
    nav: "Admin tools",
    media: "Media Posts",
    content: "Site Content",
    messages: "Contact Submissions",
    usersTool: "User Management",
    note: "Editor access:",
    reason: "Admin access required",
  },
  es: {
    dashboard: "/es/admin/panel",
    posts: "/es/admin/publicaciones",
    users: "/es/admin/usuarios",
    nav: "Herramientas de administración",
    media: "Publicaciones",
    content: "Contenido del sitio",
    messages: "Mensajes de contacto",
    usersTool: "Gestión de usuarios",
    note: "Acceso de editor:",
    reason: "Se requiere acceso de administrador",
  },
} as const;

const editorPage = (browser: Browser, width: number): Promise<Page> =>
  accounts.signedInPage(browser, EDITOR, { width });

for (const width of [375, 1280]) {
  for (const [locale, text] of Object.entries(TEXTS)) {
    test(`an editor's dashboard opens the news and shows the office disabled (${width} px, ${locale})`, async ({
      browser,
    }) => {
      const page = await editorPage(browser, width);
      await page.goto(`${origin}${text.dashboard}`);
      await expect(page.getByRole("note")).toContainText(text.note);

      const media = page.locator("[data-card=media]");
      await expect(media).not.toHaveAttribute("aria-disabled");
      await expect(media.getByRole("link", { name: text.media })).toHaveAttribute("href", text.posts);
      for (const card of ["contact", "users"]) {
        const disabled = page.locator(`[data-card=${card}]`);
        await expect(disabled).toHaveAttribute("aria-disabled", "true");
        await expect(disabled).toContainText(text.reason);
        await expect(disabled.getByRole("link")).toHaveCount(0);
      }

      // The navigation lists only what the editor may open: the news, the site's content, its
      // translations and the media library.
      const nav = page.getByRole("navigation", { name: text.nav });
      await expect(nav.getByRole("link")).toHaveText([
        locale === "en" ? "Admin Dashboard" : "Panel de administración",
        text.media,
        text.content,
        locale === "en" ? "Translations" : "Traducciones",
        locale === "en" ? "Media" : "Medios",
      ]);
      await expect(nav.getByRole("link", { name: text.usersTool })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: text.messages })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `${text.dashboard} as an editor at ${width}px`);

      // By keyboard: the news card's link opens the posts, which pass axe too.
      await media.getByRole("link", { name: text.media }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${text.posts}$`));
      await expect(page.locator("h1")).toBeVisible();
      await expectNoAxeViolations(page, `${text.posts} as an editor at ${width}px`);

      // The users tool is an administrator's: refused.
      const refused = await page.goto(`${origin}${text.users}`);
      expect(refused?.status()).toBe(403);
      await page.context().close();
    });
  }
}

test("the users tool shows both roles, and takes the editor role back after confirming", async ({
  browser,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN, { width: 375 });
  await page.goto(`${origin}/es/admin/usuarios`);
  const row = page.locator(`tr[data-user="${EDITOR}"]`);
  await expect(row).toContainText("Editor");
  await expectNoAxeViolations(page, "the users tool with an editor at 375px");
  await row.getByRole("button", { name: "Quitar editor" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`¿Quitar el rol de editor a ${EDITOR}?`);
  await expectNoAxeViolations(page, "the editor role's confirmation at 375px");
  await dialog.getByRole("button", { name: "Quitar editor" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: `${EDITOR} ya no es editor.` }),
  ).toBeVisible();
  await expect(row.getByRole("button", { name: "Hacer editor" })).toBeVisible();
  await page.context().close();

  // From the editor's next request: the dimmed dashboard of an account without a role.
  const former = await editorPage(browser, 1280);
  await expect(former.locator("[data-card=media]")).toHaveAttribute("aria-disabled", "true");
  await expect(former.locator("[data-card=media]")).toContainText("Editor or admin access required");
  await expect(former.getByRole("note")).toContainText("Admin Role Required:");
  await former.context().close();
});
