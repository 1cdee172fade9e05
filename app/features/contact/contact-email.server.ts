import type { ContactMessage } from "~/.server/db/schema";
import { escapeHtml, type OutgoingMail } from "~/.server/mail";

export interface ContactEmailSettings {
  contactTo: string;
  /** The domain of the site's sender address, for the Message-ID. */
  domain: string;
}

/**
 * The e-mail the team receives for a contact message. Everything the visitor typed is
 * escaped in the HTML part. The Message-ID comes from the message's id, so a repeated
 * delivery (after a crash between sending and recording it) carries the same Message-ID
 * and mail systems that deduplicate can drop it.
 */
export function composeContactEmail(message: ContactMessage, settings: ContactEmailSettings): OutgoingMail {
  const name = `${message.firstName} ${message.lastName}`;
  const product = message.productId ? (message.productName ?? message.productId) : undefined;
  const subject = product
    ? `Quote request: ${product} — ${name} (${message.company})`
    : `Contact message from ${name} (${message.company})`;

  const fields: [label: string, value: string][] = [
    ["Name", name],
    ["Company", message.company],
    ["Email", message.email],
    ["Phone", message.phone],
    ...(message.productId
      ? [
          [
            "Product",
            message.productName ? `${message.productName} (${message.productId})` : message.productId,
          ] as [string, string],
        ]
      : []),
    ["Language", message.locale === "es" ? "Spanish" : "English"],
    ["Agreed to be contacted", message.consentAt.toISOString()],
    ["Received", message.createdAt.toISOString()],
  ];

  const heading = product ? "Quote request from the website" : "Message from the website's contact form";
  const text = [
    `${heading}.`,
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    message.message,
    "",
    `Reply to this e-mail to answer ${name}.`,
    `Reference: ${message.id}`,
  ].join("\n");

  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html><body style="font-family:sans-serif;font-size:14px;color:#111">
<h1 style="font-size:18px">${escapeHtml(heading)}</h1>
<table cellspacing="0" cellpadding="0">
${rows}
</table>
<h2 style="font-size:16px">Message</h2>
<div style="white-space:pre-wrap">${escapeHtml(message.message)}</div>
<p style="color:#555">Reply to this e-mail to answer ${escapeHtml(name)}. Reference: ${escapeHtml(message.id)}</p>
</body></html>`;

  return {
    to: settings.contactTo,
    replyTo: { name, address: message.email },
    subject,
    text,
    html,
    messageId: `<contact-message-${message.id}@${settings.domain}>`,
    date: message.createdAt,
  };
}
