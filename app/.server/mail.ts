import { createTransport } from "nodemailer";
import type { Env } from "./env";

export interface OutgoingMail {
  to: string;
  /** Where answers go: a person (the team's e-mail answers the visitor), or an address as configured. */
  replyTo?: { name: string; address: string } | string;
  subject: string;
  text: string;
  html?: string;
  /** `<unique-part@domain>`: the same for every attempt, so receivers can drop a repeat. */
  messageId: string;
  date: Date;
  /** The Message-ID this e-mail answers: mail programs put it in that conversation. */
  inReplyTo?: string;
  /** The conversation's Message-IDs, oldest first (the References header). */
  references?: string[];
  /** Files sent with it (a reply's quote or drawing). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends the site's e-mails. One is created at start-up when SMTP_URL is set. */
export interface Mailer {
  /** MAIL_FROM, the sender of every e-mail. */
  from: string;
  /** CONTACT_TO, where contact messages go. */
  contactTo: string;
  /** The domain of MAIL_FROM, used in Message-IDs. */
  domain: string;
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// A send must end well within the delivery worker's lease (see send-pending-mail), or a
// second instance could take the message over while the first is still sending it.
export const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
} as const;

/**
 * The mailer for SMTP_URL, or undefined when mail is not configured. Options in the URL's
 * query (nodemailer's, e.g. `?requireTLS=true` or `?tls.rejectUnauthorized=false`) win
 * over the defaults here.
 */
export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "CONTACT_TO">): Mailer | undefined {
  if (!env.SMTP_URL) return undefined;
  if (!env.CONTACT_TO) throw new Error("CONTACT_TO is required when SMTP_URL is set");
  // One pooled connection, kept open between messages: the delivery worker sends one message
  // at a time, and a new connection per message cost a connection and greeting each (about
  // 100 ms against a local server, where a message on an open one took 10 ms). A connection
  // that the server closed is opened again for the next message.
  const transport = createTransport({ url: env.SMTP_URL, pool: true, maxConnections: 1, ...SMTP_TIMEOUTS });
  const from = env.MAIL_FROM;
  return {
    from,
    contactTo: env.CONTACT_TO,
    domain: addressDomain(from),
    send: async (mail) => {
      await transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        date: mail.date,
        ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
        ...(mail.references?.length ? { references: mail.references } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
    },
    close: () => transport.close(),
  };
}

/** "Website <no-reply@example.com>" → "example.com". */
export function addressDomain(address: string): string {
  const bare = /<([^>]+)>\s*$/.exec(address)?.[1] ?? address;
  const domain = bare.slice(bare.lastIndexOf("@") + 1).trim();
  return domain || "localhost";
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe to put in an e-mail's HTML part. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
