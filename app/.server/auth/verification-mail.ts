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

/**
 * The e-mail a sign-up for an address that already has an account sends to that address,
 * instead of a verification link: the same answer and the same work as a new account's
 * sign-up, so neither tells whether the address has an account. In English and Spanish
 * (the account's language is not known here), each with its own sign-in page.
 */
export function composeExistingAccountMail(recipient: string, publicUrl: string): VerificationMail {
  const site = serverT("en", "meta.siteName");
  const parts = (["en", "es"] as const).map((locale) => ({
    intro: serverT(locale, "auth.existingMailIntro", { site }),
    action: serverT(locale, "auth.existingMailAction"),
    url: new URL(locale === "es" ? "/es/acceso" : "/auth", publicUrl).href,
    ignore: serverT(locale, "auth.existingMailIgnore"),
  }));
  return {
    recipient,
    subject: `${serverT("en", "auth.existingMailSubject")} / ${serverT("es", "auth.existingMailSubject")} — ${site}`,
    text: parts
      .map((p) => [p.intro, "", `${p.action}: ${p.url}`, "", p.ignore].join("\n"))
      .join("\n\n---\n\n"),
    html: parts
      .map((p) =>
        [
          `<p>${escapeHtml(p.intro)}</p>`,
          `<p><a href="${escapeHtml(p.url)}">${escapeHtml(p.action)}</a></p>`,
          `<p>${escapeHtml(p.ignore)}</p>`,
        ].join("\n"),
      )
      .join("\n<hr>\n"),
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
