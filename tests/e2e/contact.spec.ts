import { expect, test, type Page } from "@playwright/test";
import { startChildServer } from "../support/child-server";
import { postgresBinDir, startScratchPostgres } from "../support/scratch-postgres";
import { expectNoAxeViolations } from "./axe";

interface Texts {
  path: string;
  submit: string;
  sending: string;
  captchaToast: string;
  failedToast: string;
  thanks: RegExp;
  labels: Record<string, string>;
  errors: Record<string, string>;
  consent: string;
}

const EN: Texts = {
  path: "/contact",
  submit: "Send Message",
  sending: "Sending...",
  captchaToast: "Please complete the CAPTCHA",
  failedToast: "Error sending the message",
  thanks: /24-48 hours/,
  labels: {
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    phone: "Phone",
    company: "Company",
    message: "Message",
  },
  errors: {
    firstName: "First name is required",
    lastName: "Invalid characters in last name",
    email: "Invalid email address",
    phone: "Phone number is too short",
    company: "Company name is required",
    message: "Message must be at least 10 characters",
  },
  consent: "I agree to be contacted and to receive communications.",
};

const ES: Texts = {
  path: "/es/contacto",
  submit: "Enviar mensaje",
  sending: "Enviando...",
  captchaToast: "Por favor completa el CAPTCHA",
  failedToast: "Error al enviar el mensaje",
  thanks: /24-48 horas/,
  labels: {
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: "Teléfono",
    company: "Empresa",
    message: "Mensaje",
  },
  errors: {
    firstName: "El nombre es obligatorio",
    lastName: "Caracteres no válidos en el apellido",
    email: "Dirección de correo electrónico no válida",
    phone: "El número de teléfono es demasiado corto",
    company: "El nombre de la empresa es obligatorio",
    message: "El mensaje debe tener al menos 10 caracteres",
  },
  consent: "Acepto ser contactado y recibir comunicaciones.",
};

const field = (page: Page, label: string) =>
  page.getByRole("main").getByLabel(label, { exact: false }).first();

async function fillValid(page: Page, texts: Texts) {
  await field(page, texts.labels.firstName!).fill("María José");
  await field(page, texts.labels.lastName!).fill("O'Neill-Núñez");
  await field(page, texts.labels.email!).fill("  Maria.Nunez@Example.COM ");
  await field(page, texts.labels.phone!).fill("(713) 555-0199");
  await field(page, texts.labels.company!).fill("Aguas del Norte S.A.");
  await field(page, texts.labels.message!).fill("We need a drum screen for a 20,000 m3/day plant.");
}

async function solveCaptcha(page: Page) {
  await page.locator("altcha-widget label").click();
  await expect(page.getByRole("button", { name: /Send Message|Enviar mensaje/ })).not.toHaveAttribute(
    "aria-disabled",
    "true",
    {
      timeout: 20_000,
    },
  );
}

for (const texts of [EN, ES]) {
  test.describe(texts.path, () => {
    test("the whole way: validation, the real captcha, sending, thanks, reset", async ({ page }) => {
      await page.goto(texts.path);
      const submit = page.getByRole("button", { name: texts.submit });
      // Disabled until consent; then dimmed (aria-disabled) until the captcha is solved.
      await expect(submit).toHaveAttribute("disabled", "");
      await page.getByLabel(texts.consent).check();
      await expect(submit).not.toHaveAttribute("disabled");
      await expect(submit).toHaveAttribute("aria-disabled", "true");

      // Every invalid field says why, under the field, and focus goes to the first.
      await field(page, texts.labels.lastName!).fill("Smith3");
      await field(page, texts.labels.email!).fill("not-an-address");
      await field(page, texts.labels.phone!).fill("12");
      await field(page, texts.labels.message!).fill("short");
      // Dimmed (aria-disabled) but operable: pressing it says what is missing.
      await submit.click({ force: true });
      for (const [name, message] of Object.entries(texts.errors)) {
        const input = field(page, texts.labels[name]!);
        await expect(input).toHaveAttribute("aria-invalid", "true");
        const describedBy = await input.getAttribute("aria-describedby");
        await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
      }
      await expect(field(page, texts.labels.firstName!)).toBeFocused();
      // The captcha is unsolved too: the spec's destructive toast.
      await expect(page.getByText(texts.captchaToast)).toBeVisible();
      await expectNoAxeViolations(page, `${texts.path} with errors`);

      await fillValid(page, texts);
      await solveCaptcha(page);
      // Hold the request a moment so the sending state can be seen.
      await page.route("**/api/contact", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await submit.click();
      await expect(page.getByRole("button", { name: texts.sending })).toBeDisabled();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(texts.thanks);
      await expectNoAxeViolations(page, `${texts.path} thank-you dialog`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      // The form starts over: empty fields, consent and captcha cleared.
      await expect(field(page, texts.labels.firstName!)).toHaveValue("");
      await expect(page.getByLabel(texts.consent)).not.toBeChecked();
      await expect(page.getByRole("button", { name: texts.submit })).toHaveAttribute("disabled", "");
    });
  });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of ["/contact", "/es/contacto"]) {
      test(`axe finds nothing on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, `${path} at ${width}`);
      });
    }
  });
}

test("a quote request shows the product and starts the message with it", async ({ page }) => {
  await page.goto("/contact?product=drum-screen");
  await expect(page.getByRole("heading", { name: "Quote request" })).toBeVisible();
  await expect(page.locator("[data-quote-product=drum-screen]")).toContainText("Drum Screen");
  await expect(field(page, "Message")).toHaveValue(/^Request for quote: Drum Screen/);

  await page.goto("/es/contacto?product=drum-screen");
  await expect(field(page, "Mensaje")).toHaveValue(/^Solicitud de cotización: Tamiz de tambor/);

  await page.goto("/contact?product=no-such-product");
  await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
  await expect(field(page, "Message")).toHaveValue("");
});

test.describe("when the server cannot store the message", () => {
  test.skip(!postgresBinDir(), "needs the PostgreSQL server binaries");

  test("the visitor sees the failure toast, not the server's words", async ({ page }) => {
    const postgres = await startScratchPostgres();
    const server = await startChildServer({ CAPTCHA_MAX_NUMBER: "300" }, { databaseUrl: postgres.url });
    try {
      await page.goto(`http://127.0.0.1:${server.port}/es/contacto`);
      await fillValid(page, ES);
      await page.getByLabel(ES.consent).check();
      await solveCaptcha(page);
      postgres.stop();
      await page.getByRole("button", { name: ES.submit }).click();
      await expect(page.getByText(ES.failedToast)).toBeVisible();
      await expect(
        page.getByText("Por favor, inténtalo de nuevo más tarde o contáctanos directamente."),
      ).toBeVisible();
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
