// A gated document's form (issue 44): the visitor's name, e-mail, company and consent, checked
// here; the lead stored with its document and the e-mail of the link queued in the outbox in one
// transaction, spending the form's captcha (a solved one counts once), as the contact form's
// message and its e-mail are (ADR 005). The e-mail carries nothing the visitor typed (the
// address is not verified): the document's title, its link and the site's words only.
import { z } from "zod";
import { redeemCaptcha } from "~/.server/captcha";
import type { Database } from "~/.server/db/client";
import { downloadLeads, mailOutbox } from "~/.server/db/schema";
import { escapeHtml } from "~/.server/mail";
import type { MessageKey } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";

export const GATE_LIMITS = { nameMax: 100, emailMax: 255, companyMax: 100 } as const;

export type GateField = "name" | "email" | "company" | "consent" | "captcha";
export interface GateValues {
  name: string;
  email: string;
  company: string;
  consent: boolean;
}

// Control and direction-changing characters have no place in a one-line field.
// eslint-disable-next-line no-control-regex
const UNCLEAN = /[\u0000-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const cleanLine = (value: string) => !UNCLEAN.test(value) && !LONE_SURROGATE.test(value);

const line = (max: number) => z.string().trim().normalize("NFC").min(1).max(max).refine(cleanLine);
const emailSchema = z.string().trim().toLowerCase().max(GATE_LIMITS.emailMax).pipe(z.email());

const ERROR_KEYS: Record<GateField, MessageKey> = {
  name: "downloads.errName",
  email: "downloads.errEmail",
  company: "downloads.errCompany",
  consent: "downloads.errConsent",
  captcha: "downloads.errCaptcha",
};

/** The form as posted: what was typed (kept for the answer), the honeypot and the captcha. */
export function readGateForm(form: FormData): {
  values: GateValues;
  website: string;
  captcha: string;
  errors: Partial<Record<GateField, MessageKey>>;
} {
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max * 2) : "";
  };
  const values: GateValues = {
    name: text("name", GATE_LIMITS.nameMax),
    email: text("email", GATE_LIMITS.emailMax),
    company: text("company", GATE_LIMITS.companyMax),
    consent: form.get("consent") !== null,
  };
  const errors: Partial<Record<GateField, MessageKey>> = {};
  const name = line(GATE_LIMITS.nameMax).safeParse(values.name);
  const email = emailSchema.safeParse(values.email);
  const company = line(GATE_LIMITS.companyMax).safeParse(values.company);
  if (!name.success) errors.name = ERROR_KEYS.name;
  if (!email.success) errors.email = ERROR_KEYS.email;
  if (!company.success) errors.company = ERROR_KEYS.company;
  if (!values.consent) errors.consent = ERROR_KEYS.consent;
  const captcha = text("captcha", 10_000);
  if (!captcha) errors.captcha = ERROR_KEYS.captcha;
  return {
    values: {
      ...values,
      ...(name.success ? { name: name.data } : {}),
      ...(email.success ? { email: email.data } : {}),
      ...(company.success ? { company: company.data } : {}),
    },
    website: typeof form.get("website") === "string" ? (form.get("website") as string) : "",
    captcha,
    errors,
  };
}

/** The e-mail with a gated document's link, in the visitor's language. */
export function composeLinkMail(args: {
  locale: Locale;
  title: string;
  link: string;
  days: number;
  siteName: string;
}): { subject: string; text: string; html: string } {
  const t = (key: MessageKey, values?: Record<string, string | number>) => serverT(args.locale, key, values);
  const subject = t("downloads.mailSubject", { title: args.title });
  const intro = t("downloads.mailIntro", { site: args.siteName });
  const expires = t("downloads.mailExpires", { days: args.days });
  const footer = t("downloads.mailFooter");
  const text = [intro, "", args.title, args.link, "", expires, "", footer].join("\n");
  const html = `<!doctype html>
<html lang="${args.locale}"><body style="font-family:sans-serif;font-size:14px;color:#111">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(args.link)}">${escapeHtml(args.title)}</a></p>
<p>${escapeHtml(expires)}</p>
<p style="color:#555">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}

class CaptchaAlreadyUsed extends Error {}

/**
 * Stores the lead and queues the e-mail of the link, spending the captcha, in one transaction:
 * "captcha-used" when the captcha was used before (nothing is stored).
 */
export async function storeLead(
  db: Database,
  lead: {
    documentId: string;
    documentTitle: string;
    values: GateValues;
    locale: Locale;
    captcha: { signature: string; expiresAt: Date };
    mail: {
      recipient: string;
      subject: string;
      text: string;
      html: string;
      status: "pending" | "undelivered";
    };
  },
): Promise<{ kind: "stored"; id: string } | { kind: "captcha-used" }> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await redeemCaptcha(tx, lead.captcha.signature, lead.captcha.expiresAt)))
        throw new CaptchaAlreadyUsed();
      const [row] = await tx
        .insert(downloadLeads)
        .values({
          documentId: lead.documentId,
          documentTitle: lead.documentTitle,
          name: lead.values.name,
          email: lead.values.email,
          company: lead.values.company,
          locale: lead.locale,
          consentAt: new Date(),
        })
        .returning({ id: downloadLeads.id });
      await tx.insert(mailOutbox).values({
        kind: "download_link",
        downloadLeadId: row!.id,
        recipient: lead.mail.recipient,
        subject: lead.mail.subject,
        bodyText: lead.mail.text,
        bodyHtml: lead.mail.html,
        status: lead.mail.status,
      });
      return { kind: "stored" as const, id: row!.id };
    });
  } catch (error) {
    if (error instanceof CaptchaAlreadyUsed) return { kind: "captcha-used" };
    throw error;
  }
}
