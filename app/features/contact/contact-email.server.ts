import type { ContactMessage, QuoteProject } from "~/.server/db/schema";
import { escapeHtml, type OutgoingMail } from "~/.server/mail";

export interface ContactEmailSettings {
  contactTo: string;
  /** The domain of the site's sender address, for the Message-ID. */
  domain: string;
  /** The message's page in the back office (a quote's files are there, never in the mail). */
  adminUrl?: string;
}

/** A quote request's products and files, as the team's e-mail lists them (ADR 026). */
export interface QuoteDetails {
  items: { productId: string; productName: string; quantity: number; note: string | null }[];
  attachments: { fileName: string; kind: string; size: number }[];
}

const APPLICATION_NAMES = { municipal: "Municipal", industrial: "Industrial", private: "Private" } as const;

/** The project data as label/value lines, in English (the team reads the mail in English). */
export function projectLines(project: QuoteProject | null): [string, string][] {
  if (!project) return [];
  const lines: [string, string][] = [];
  if (project.application) {
    const name = APPLICATION_NAMES[project.application];
    lines.push(["Application", project.sector ? `${name} (${project.sector})` : name]);
  }
  if (project.flow !== undefined)
    lines.push(["Design flow", `${project.flow} ${project.flowUnit ?? ""}`.trim()]);
  if (project.location) lines.push(["Location", project.location]);
  if (project.timeline) lines.push(["Timeline", project.timeline]);
  if (project.budget) lines.push(["Budget range", project.budget]);
  return lines;
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * The e-mail the team receives for a contact message. Everything the visitor typed is
 * escaped in the HTML part. The Message-ID comes from the message's id, so a repeated
 * delivery (after a crash between sending and recording it) carries the same Message-ID
 * and mail systems that deduplicate can drop it.
 */
export function composeContactEmail(
  message: ContactMessage,
  settings: ContactEmailSettings,
  quote?: QuoteDetails,
): OutgoingMail {
  const name = `${message.firstName} ${message.lastName}`;
  const product = message.productId ? (message.productName ?? message.productId) : undefined;
  const items = quote?.items ?? [];
  // A sales inbox sorts by company and size: both lead the subject of a list.
  const subject =
    items.length > 0
      ? `Quote request: ${message.company} — ${items.length} product${items.length === 1 ? "" : "s"} (${name})`
      : product
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
    ...projectLines(message.project),
    ["Language", message.locale === "es" ? "Spanish" : "English"],
    ["Agreed to be contacted", message.consentAt.toISOString()],
    ["Received", message.createdAt.toISOString()],
  ];

  const heading =
    product || items.length > 0
      ? "Quote request from the website"
      : "Message from the website's contact form";
  // A note is one line of the list: its line breaks would start lines of their own ("Bcc: …")
  // that read as the e-mail's rather than the buyer's.
  const itemLine = (item: QuoteDetails["items"][number]) =>
    `${item.quantity} × ${item.productName} (${item.productId})${item.note ? ` — ${item.note.replace(/\s*[\r\n\u2028\u2029]+\s*/g, " ")}` : ""}`;
  const files = quote?.attachments ?? [];
  const fileLine = (file: QuoteDetails["attachments"][number]) =>
    `${file.fileName} (${file.kind.toUpperCase()}, ${megabytes(file.size)})`;
  const seeOnline = settings.adminUrl ? `The request in the back office: ${settings.adminUrl}` : undefined;
  const text = [
    `${heading}.`,
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    ...(items.length > 0 ? ["Products:", ...items.map((item) => `- ${itemLine(item)}`), ""] : []),
    ...(files.length > 0
      ? ["Attachments (download them in the back office):", ...files.map((file) => `- ${fileLine(file)}`), ""]
      : []),
    ...(seeOnline ? [seeOnline, ""] : []),
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
${
  items.length > 0
    ? `<h2 style="font-size:16px">Products</h2>\n<ul>${items.map((item) => `<li>${escapeHtml(itemLine(item))}</li>`).join("")}</ul>\n`
    : ""
}${
    files.length > 0
      ? `<h2 style="font-size:16px">Attachments</h2>\n<ul>${files.map((file) => `<li>${escapeHtml(fileLine(file))}</li>`).join("")}</ul>\n`
      : ""
  }${settings.adminUrl ? `<p><a href="${escapeHtml(settings.adminUrl)}">Open the request in the back office</a></p>\n` : ""}<h2 style="font-size:16px">Message</h2>
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
