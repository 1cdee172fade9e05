// The buyer's confirmation of a quote request (ADR 026). The address is unverified, so the
// e-mail carries nothing the sender typed freely: only the catalogue's product names, the
// quantities and the choices of the form. The form cannot be used to mail someone else a
// text of one's own; the proof of work and the rate limit bound how often it can be used.
import { escapeHtml } from "~/.server/mail";
import type { Locale } from "~/i18n/locales";
import type { QuoteProjectInput } from "./quote-schema";

const TEXTS = {
  en: {
    subject: (count: number) => `We received your quote request (${count} product${count === 1 ? "" : "s"})`,
    greeting: "Thank you for your quote request.",
    intro: "Our team typically responds within 24-48 hours. This is what we received:",
    products: "Products",
    application: "Application",
    applications: { municipal: "Municipal", industrial: "Industrial", private: "Private" },
    flow: "Design flow",
    files: (count: number) => `${count} attached file${count === 1 ? "" : "s"}`,
    footer: "You receive this e-mail because this address was given in the quote form of our website.",
  },
  es: {
    subject: (count: number) =>
      `Hemos recibido tu solicitud de cotización (${count} producto${count === 1 ? "" : "s"})`,
    greeting: "Gracias por tu solicitud de cotización.",
    intro: "Nuestro equipo suele responder en 24-48 horas. Esto es lo que hemos recibido:",
    products: "Productos",
    application: "Aplicación",
    applications: { municipal: "Municipal", industrial: "Industrial", private: "Privada" },
    flow: "Caudal de diseño",
    files: (count: number) => `${count} archivo${count === 1 ? "" : "s"} adjunto${count === 1 ? "" : "s"}`,
    footer:
      "Recibes este correo porque esta dirección se indicó en el formulario de cotización de nuestro sitio web.",
  },
} as const;

export function composeQuoteConfirmation(args: {
  locale: Locale;
  recipient: string;
  items: { productName: string; quantity: number }[];
  project: QuoteProjectInput;
  fileCount: number;
}): { recipient: string; subject: string; text: string; html: string } {
  const t = TEXTS[args.locale];
  const lines = args.items.map((item) => `${item.quantity} × ${item.productName}`);
  const facts: string[] = [];
  if (args.project.application) facts.push(`${t.application}: ${t.applications[args.project.application]}`);
  if (args.project.flow !== undefined && args.project.flowUnit) {
    facts.push(`${t.flow}: ${args.project.flow} ${args.project.flowUnit}`);
  }
  if (args.fileCount > 0) facts.push(t.files(args.fileCount));
  const text = [
    t.greeting,
    t.intro,
    "",
    `${t.products}:`,
    ...lines.map((line) => `- ${line}`),
    ...(facts.length ? ["", ...facts] : []),
    "",
    t.footer,
  ].join("\n");
  const html = `<!doctype html>
<html lang="${args.locale}"><body style="font-family:sans-serif;font-size:14px;color:#111">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.intro)}</p>
<h2 style="font-size:16px">${escapeHtml(t.products)}</h2>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
${facts.map((fact) => `<p>${escapeHtml(fact)}</p>`).join("\n")}
<p style="color:#555">${escapeHtml(t.footer)}</p>
</body></html>`;
  return { recipient: args.recipient, subject: t.subject(args.items.length), text, html };
}
