// axe on every screen and state of the back office's news, messages, media and catalogue tools,
// once in Spanish at 375 px and once in English at 1280 px, each with the check that nothing
// pushes the page sideways: the news posts tool (the list, its delete confirmation, the new
// post's form as loaded and with an error, a post's editor, which is the content editor with
// its rich-text fields and its picture, and its preview), the office (dashboard, messages, a
// request with its pipeline and timeline, users, audit, the sales rules and the CRM webhook's
// log, a refused note; the sales team's own screens are sales-pipeline.spec.ts's), the media library (the library, after an upload, an
// image's page, the picker dialog in the content editor, the editor with a library image), the
// catalogue (the list with the add form's error, the delete confirmation) and the Catalogs
// item's editor with the "not a PDF" upload error. The states' Spanish wording is checked here
// too; the flows themselves are in admin-posts, admin-office, admin-media, admin-catalogue and
// admin-catalog-pdf.spec.ts. The content editor's own states (an error, the conflict panel,
// the notice of restored text) are admin-content-a11y.spec.ts's.
import { sendValidMessage } from "../support/contact";
import { expectHydrated } from "../support/hydrated";
import { photo } from "./admin-media-helpers";
import { picture, postIdOf, richText } from "./admin-posts-helpers";
import { expectAccessibleScreen } from "./axe";
import { ADMIN, expect, test } from "./fixtures";

test.describe.configure({ timeout: 180_000 });
const expectSlow = expect.configure({ timeout: 30_000 });

/** axe finds nothing, and nothing (but a table's own scrolling region) is wider than the screen. */
const expectAccessible = expectAccessibleScreen;

const TEXTS = {
  en: {
    // News posts.
    posts: "/admin/posts",
    newPost: "/admin/posts/new",
    newHeading: "New Post",
    postTitle: "Title",
    create: "Create draft",
    titleRequired: "Enter an English title.",
    postCreated: "Post created as a draft.",
    editHeading: "Edit:",
    pictureUpload: "Or upload a new picture",
    saveDraft: "Save draft",
    draftSaved: "Draft saved.",
    preview: (id: string) => `/admin/posts/${id}/preview?lang=en`,
    previewNotice: "Preview: this is how the public page will show the post.",
    postsHeading: "Media Posts",
    deletePost: "Delete",
    deleteTitle: "Delete this post?",
    // The office.
    office: [
      "/admin/dashboard",
      "/admin/messages",
      "MESSAGE",
      "/admin/users",
      "/admin/audit",
      "/admin/sales/rules",
      "/admin/sales/webhooks",
    ],
    message: (id: string) => `/admin/messages/${id}`,
    note: "Note",
    saveNote: "Add note",
    changed: "This record changed since you opened it",
    // The media library.
    library: "/admin/media",
    contentList: "/admin/content",
    heading: "Media",
    upload: "Upload",
    uploaded: (name: string) => `${name}: uploaded.`,
    notImage: (name: string) => `${name}: not an image`,
    progress: (name: string) => `Upload of ${name}`,
    edit: "Edit",
    altEn: "Alt text (English)",
    altEs: "Alt text (Spanish)",
    save: "Save",
    saved: "Saved.",
    choose: "Choose from library",
    dialog: "Choose an image from the library",
    search: "Search by file name, alt text or caption",
    moveDown: "Move down: Gallery 1",
    imagesTab: "Images",
    contentTab: "Content",
    product: "basket-screen",
    // The catalogue.
    add: "Add a product",
    nameEn: "Name in English",
    nameEs: "Name in Spanish",
    category: "Category",
    submit: "Add as a draft",
    required: "Enter this field.",
    created: "Product added as a draft.",
    moveUp: "Move up",
    moved: "Order changed",
    remove: "Delete",
    confirm: "Yes, delete it",
    deleted: "Product deleted.",
    categoryName: "Screening Equipment",
    // The Catalogs item's PDF.
    catalogs: "Catalogs",
    card: "Card",
    pdfLanguage: "Language of the PDF",
    pdfFile: "PDF file",
    pdfUpload: "Upload and save draft",
    notPdf: "This file is not a PDF. Choose a .pdf file.",
  },
  es: {
    posts: "/es/admin/publicaciones",
    newPost: "/es/admin/publicaciones/nueva",
    newHeading: "Nueva publicación",
    postTitle: "Título",
    create: "Crear borrador",
    titleRequired: "Escribe un título en inglés.",
    postCreated: "Publicación creada como borrador.",
    editHeading: "Editar:",
    pictureUpload: "O suba una imagen nueva",
    saveDraft: "Guardar borrador",
    draftSaved: "Borrador guardado.",
    preview: (id: string) => `/es/admin/publicaciones/${id}/vista-previa?lang=es`,
    previewNotice: "Vista previa: así mostrará la publicación la página pública.",
    postsHeading: "Publicaciones",
    deletePost: "Eliminar",
    deleteTitle: "¿Eliminar esta publicación?",
    office: [
      "/es/admin/panel",
      "/es/admin/mensajes",
      "MESSAGE",
      "/es/admin/usuarios",
      "/es/admin/auditoria",
      "/es/admin/ventas/reglas",
      "/es/admin/ventas/webhooks",
    ],
    message: (id: string) => `/es/admin/mensajes/${id}`,
    note: "Nota",
    saveNote: "Añadir nota",
    changed: "Este registro cambió desde que lo abriste",
    library: "/es/admin/medios",
    contentList: "/es/admin/contenido",
    heading: "Medios",
    upload: "Subir",
    uploaded: (name: string) => `${name}: subida.`,
    notImage: (name: string) => `${name}: no es una imagen`,
    progress: (name: string) => `Subida de ${name}`,
    edit: "Editar",
    altEn: "Texto alternativo (inglés)",
    altEs: "Texto alternativo (español)",
    save: "Guardar",
    saved: "Guardado.",
    choose: "Elegir de la biblioteca",
    dialog: "Elegir una imagen de la biblioteca",
    search: "Buscar por nombre de archivo, texto alternativo o pie",
    moveDown: "Bajar: Galería 1",
    imagesTab: "Imágenes",
    contentTab: "Contenido",
    product: "static-screen",
    add: "Añadir un producto",
    nameEn: "Nombre en inglés",
    nameEs: "Nombre en español",
    category: "Categoría",
    submit: "Añadir como borrador",
    required: "Rellene este campo.",
    created: "Producto añadido como borrador.",
    moveUp: "Subir",
    moved: "Orden cambiado",
    remove: "Eliminar",
    confirm: "Sí, eliminarlo",
    deleted: "Producto eliminado.",
    categoryName: "Equipos de desbaste",
    catalogs: "Catálogos",
    card: "Tarjeta",
    pdfLanguage: "Idioma del PDF",
    pdfFile: "Archivo PDF",
    pdfUpload: "Subir y guardar borrador",
    notPdf: "Este archivo no es un PDF. Elija un archivo .pdf.",
  },
} as const;

for (const [locale, width] of [
  ["es", 375],
  ["en", 1280],
] as const) {
  const t = TEXTS[locale];
  const at = `(${locale}, ${width} px)`;

  test.describe(`${locale}, ${width} px`, () => {
    test(`the news posts tool: the list and its delete confirmation, a new post's form with an error, a post's editor and its preview ${at}`, async ({
      browser,
      accounts,
      origin,
    }) => {
      const page = await accounts.signedInPage(browser, ADMIN, { width });
      const title = `Axe ${locale} ${width} ${Date.now()}`;
      await page.goto(`${origin}${t.newPost}`);
      await expect(page.getByRole("heading", { level: 1, name: t.newHeading })).toBeVisible();
      // Hydrated first: a title typed sooner could be set back, and the form posted natively.
      const create = page.getByRole("button", { name: t.create });
      await expectHydrated(create);
      await expectAccessible(page, `the new post's form ${at}`);
      await create.click();
      await expectSlow(page.getByText(t.titleRequired)).toBeVisible();
      await expectAccessible(page, `the new post's form with an error ${at}`);

      // The post's editor (the content editor), with the picture it was given.
      await page.getByRole("textbox", { name: t.postTitle }).fill(title);
      await page.getByRole("button", { name: t.create }).click();
      await expectSlow(page.getByRole("status").filter({ hasText: t.postCreated })).toBeVisible();
      const id = postIdOf(page.url());
      await richText(page, "en");
      await richText(page, "es");
      await page
        .getByLabel(t.pictureUpload, { exact: true })
        .setInputFiles({ name: "plant.png", mimeType: "image/png", buffer: await picture(800, 500) });
      await page.getByRole("button", { name: t.saveDraft, exact: true }).click();
      await expectSlow(page.getByRole("status").filter({ hasText: t.draftSaved })).toBeVisible();
      // The picture is on the Images tab, the text on the Content tab.
      await page.getByRole("tab", { name: t.imagesTab }).click();
      await expect(page.locator('[data-media-field="media"] [data-media-preview]')).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: `${t.editHeading} ${title}` })).toBeVisible();
      await page.getByRole("tab", { name: t.contentTab, exact: true }).click();
      await richText(page, "en");
      // Judged from the top, so a control straddling the sticky header's edge does not decide it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page, `a post's editor ${at}`);

      await page.goto(`${origin}${t.preview(id)}`);
      await expect(page.getByText(t.previewNotice)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expectAccessible(page, `a post's preview ${at}`);

      await page.goto(`${origin}${t.posts}`);
      await expect(page.getByRole("heading", { level: 1, name: t.postsHeading })).toBeVisible();
      const row = page.locator(`[data-post-row="${id}"]`);
      await expect(row).toBeVisible();
      await expectAccessible(page, `the posts list ${at}`);
      const remove = row.getByRole("button", { name: new RegExp(`^${t.deletePost}\\W`) });
      await expectHydrated(remove);
      await remove.click();
      const dialog = page.getByRole("alertdialog", { name: t.deleteTitle });
      await expect(dialog).toContainText(title);
      await expectAccessible(page, `the posts list's delete confirmation ${at}`);
      // Not confirmed: the post stays.
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(row).toBeVisible();
      await page.context().close();
    });

    test(`every office screen ${at}`, async ({ browser, accounts, origin }) => {
      // A message of its own for the message's screen.
      const stored = await sendValidMessage(origin, { firstName: "Sofía", lastName: "Screens" });
      expect(stored.status).toBe(201);
      const { id } = (await stored.json()) as { id: string };
      // A sign-in of the last ten minutes: the users tool as shown, without "Confirm it's you".
      const page = await accounts.signedInPage(browser, ADMIN, { width, freshSession: true });
      for (const path of t.office) {
        const target = path === "MESSAGE" ? t.message(id) : path;
        await page.goto(`${origin}${target}`);
        await expect(page.locator("h1")).toBeVisible();
        await expectAccessible(page, `${target} ${at}`);
      }
      await page.context().close();
    });

    test(`a note refused as saved from a stale page ${at}`, async ({ browser, accounts, origin }) => {
      // Names are letters only.
      const stored = await sendValidMessage(origin, {
        firstName: "Nora",
        lastName: width === 375 ? "Narrow" : "Wide",
      });
      expect(stored.status).toBe(201);
      const { id } = (await stored.json()) as { id: string };
      const first = await accounts.signedInPage(browser, ADMIN, { width });
      const second = await accounts.signedInPage(browser, ADMIN, { width });
      await first.goto(`${origin}${t.message(id)}`);
      await second.goto(`${origin}${t.message(id)}`);
      await expectHydrated(first.getByRole("button", { name: t.saveNote }));
      await first.getByLabel(t.note, { exact: true }).fill("First: called the plant back.");
      await first.getByRole("button", { name: t.saveNote }).click();
      await expect(first.locator("[data-sonner-toast]")).toBeVisible();

      await expectHydrated(second.getByRole("button", { name: t.saveNote }));
      await second.getByLabel(t.note, { exact: true }).fill("Second: waiting for flow figures.");
      await second.getByRole("button", { name: t.saveNote }).click();
      await expect(second.getByRole("alert").filter({ hasText: t.changed })).toBeVisible();
      await expect(second.getByLabel(t.note, { exact: true })).toHaveValue(
        "Second: waiting for flow figures.",
      );
      await expect(second.locator("[data-timeline]")).toContainText("First: called the plant back.");
      await expectAccessible(second, `the refused note ${at}`);
      await first.context().close();
      await second.context().close();
    });

    test(`the media library, an image's page and the library's dialog ${at}`, async ({
      browser,
      accounts,
      origin,
    }) => {
      test.setTimeout(240_000);
      const page = await accounts.signedInPage(browser, ADMIN, { width });
      await page.goto(`${origin}${t.library}`);
      await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
      await expectAccessible(page, `the library, empty or not ${at}`);

      // After an upload: the results (one file refused) and the new images flagged without alt text.
      const stamp = `a11y-${locale}-${Date.now().toString(36)}`;
      const good = [`plant-${stamp}.jpg`, `tank-${stamp}.jpg`];
      const bad = `notes-${stamp}.jpg`;
      await page.locator("#media-files").setInputFiles([
        { name: good[0]!, mimeType: "image/jpeg", buffer: await photo(1200, 900, 20) },
        { name: bad, mimeType: "image/jpeg", buffer: Buffer.from("these are words, not a picture") },
        { name: good[1]!, mimeType: "image/jpeg", buffer: await photo(900, 600, 160) },
      ]);
      for (const name of [...good, bad])
        await expect(page.getByRole("progressbar", { name: t.progress(name) })).toBeVisible();
      await page.getByRole("button", { name: t.upload, exact: true }).click();
      const results = page.locator("[data-upload-results]");
      for (const name of good) await expectSlow(results.getByText(t.uploaded(name))).toBeVisible();
      await expect(results.getByText(t.notImage(bad))).toBeVisible();
      const card = page.locator("[data-media-card]").filter({ hasText: good[0]! });
      await expectSlow(card).toBeVisible();
      await expect(card.locator("[data-missing-alt]")).toBeVisible();
      // The flag's words stay inside their card (which clips what runs past it).
      const [cardBox, flagBox] = await Promise.all([
        card.boundingBox(),
        card.locator("[data-missing-alt]").boundingBox(),
      ]);
      expect(
        flagBox!.x + flagBox!.width,
        `the missing-alt flag runs past its card ${at}`,
      ).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
      await expectAccessible(page, `the library after an upload ${at}`);

      // An image's page, its words saved.
      await card
        .getByRole("link", { name: new RegExp(`^${t.edit}\\W+${good[0]!.replace(/\./g, "\\.")}$`) })
        .click();
      await page.getByLabel(t.altEn, { exact: true }).fill(`Screening plant ${stamp}`);
      await page.getByLabel(t.altEs, { exact: true }).fill(`Planta de desbaste ${stamp}`);
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await expectSlow(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
      await expectAccessible(page, `an image's page ${at}`);

      // The content editor: the library's dialog, then the editor with a library image (not
      // published: the product stays as it was).
      await page.goto(`${origin}${t.contentList}?q=${t.product}`);
      await page.locator(`[data-content-row="${t.product}"] th a`).click();
      // The images on their tab, the gallery's entries folded to a line.
      await expectSlow(page.getByRole("tab", { name: t.imagesTab })).toBeVisible();
      await page.getByRole("tab", { name: t.imagesTab }).click();
      const field = page.locator('[data-media-field="page.mainImage.media"]');
      await expectSlow(field).toBeVisible();
      await expect(page.locator('details[data-entry="page.gallery.0"] > summary')).toBeVisible();
      const choose = field.getByRole("button", { name: new RegExp(`^${t.choose}`) });
      await expectHydrated(choose);
      await choose.click();
      const dialog = page.getByRole("dialog", { name: t.dialog });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(t.search).fill(stamp);
      await expect(dialog.locator("[data-library-choice]")).toHaveCount(2);
      await expectAccessible(page, `the library's dialog ${at}`);
      await dialog.locator(`[data-library-choice="${good[0]}"]`).click();
      await expect(dialog).toBeHidden();
      await expect(field.locator("select")).not.toHaveValue("");
      await expect(field.locator("[data-media-preview]")).toBeVisible();
      // Judged from the top, so a control straddling the sticky header's edge does not decide it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page, `the editor with a library image ${at}`);
      await page.context().close();
    });

    test(`the catalogue: the add form's error and the delete confirmation ${at}`, async ({
      browser,
      accounts,
      origin,
    }) => {
      const stamp = Date.now().toString(36);
      const product = `Sand Classifier ${stamp}`;
      const productEs = `Clasificador de arena ${stamp}`;
      const page = await accounts.signedInPage(browser, ADMIN, { width });
      await page.goto(`${origin}${t.contentList}`);
      await page.getByText(t.add, { exact: true }).click();
      // Sent without the English name: named, and the Spanish one kept.
      await page.getByLabel(t.nameEs, { exact: true }).fill(productEs);
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page.getByText(t.required).first()).toBeVisible();
      await expect(page.getByLabel(t.nameEs, { exact: true })).toHaveValue(productEs);
      await expectAccessible(page, `the content list with the add form's error ${at}`);

      await page.getByLabel(t.nameEn, { exact: true }).fill(product);
      await page.getByLabel(t.category, { exact: true }).selectOption({ label: t.categoryName });
      await page.getByRole("button", { name: t.submit }).click();
      // The page's own line: once its script runs, the editor also shows the words in a toast.
      await expect(page.locator("p[role=status]", { hasText: t.created })).toBeVisible();
      await page.goto(`${origin}${t.contentList}`);
      // The list names an item in the editor's language.
      const listed = locale === "en" ? product : productEs;
      const row = () => page.locator("tr", { has: page.getByRole("link", { name: listed, exact: true }) });
      if (locale === "es") {
        // The move's message in Spanish (the move itself is admin-catalogue.spec.ts's).
        await row()
          .getByRole("button", { name: new RegExp(`^${t.moveUp}`) })
          .click();
        await expect(page.locator("p[role=status]", { hasText: t.moved })).toBeVisible();
      }
      await row()
        .getByRole("button", { name: new RegExp(`^${t.remove}`) })
        .click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(listed);
      await expectAccessible(page, `the delete confirmation ${at}`);
      await dialog.getByRole("button", { name: t.confirm }).click();
      await expect(page.locator("p[role=status]", { hasText: t.deleted })).toBeVisible();
      await expect(page.getByRole("link", { name: listed, exact: true })).toHaveCount(0);
      await page.context().close();
    });

    test(`the Catalogs item's editor with the "not a PDF" upload error ${at}`, async ({
      browser,
      accounts,
      origin,
    }) => {
      const page = await accounts.signedInPage(browser, ADMIN, { width });
      await page.goto(`${origin}${t.contentList}?type=catalogs`);
      await page.getByRole("main").getByRole("link", { name: t.catalogs, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(t.catalogs);
      // Chosen once the editor listens: a choice made before it hydrates is set back (CI saw the
      // upload sent without its file).
      await expectHydrated(page.getByRole("button", { name: t.pdfUpload }));
      await page.getByLabel(t.card, { exact: true }).selectOption("general-catalog");
      await page.getByLabel(t.pdfLanguage, { exact: true }).selectOption(locale);
      await page.getByLabel(t.pdfFile, { exact: true }).setInputFiles({
        name: "brochure.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("<html></html>"),
      });
      await page.getByRole("button", { name: t.pdfUpload }).click();
      await expect(page.locator("#field-documentUpload-error, [id$='documentUpload-error']")).toHaveText(
        t.notPdf,
      );
      await expectAccessible(page, `the Catalogs editor with the upload's error ${at}`);
      await page.context().close();
    });
  });
}
