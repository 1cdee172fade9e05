import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import { escapeHtml } from "../mail";
import { serverT } from "../../i18n/messages.server";
import { localeFromPath, type Locale } from "../../i18n/locales";

export interface VerificationMail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The e-mail with a new account's verification link, in the language of the page the
 * account was created on (read from where the link leads afterwards).
 */
export function composeVerificationMail(recipient: string, url: string): VerificationMail {
  const locale = linkLocale(url);
  const site = serverT(locale, "meta.siteName");
  const intro = serverT(locale, "auth.mailIntro", { site });
  const action = serverT(locale, "auth.mailAction");
  const expiry = serverT(locale, "auth.mailExpiry");
  return {
    recipient,
    subject: `${serverT(locale, "auth.mailSubject")} — ${site}`,
    text: [intro, "", `${action}: ${url}`, "", expiry].join("\n"),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(expiry)}</p>`,
    ].join("\n"),
  };
}

/** Queues the e-mail in the outbox; the delivery worker sends it. */
export async function queueVerificationMail(db: Database, mail: VerificationMail): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: "verification",
    recipient: mail.recipient,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html,
  });
}

function linkLocale(url: string): Locale {
  try {
    const callback = new URL(url).searchParams.get("callbackURL") ?? "/";
    return localeFromPath(new URL(callback, "http://site").pathname);
  } catch {
    return "en";
  }
}
