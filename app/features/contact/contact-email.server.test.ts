import { describe, expect, it } from "vitest";
import type { ContactMessage } from "~/.server/db/schema";
import { escapeHtml } from "~/.server/mail";
import { composeContactEmail } from "./contact-email.server";

const message: ContactMessage = {
  id: "5b1f7c7e-0d2a-4c1e-9a57-2f1b7a0e4d11",
  firstName: "Zoë",
  lastName: "O'Brien",
  email: "zoe@example.com",
  countryCode: "+44",
  phone: "+44 20 7946 0958",
  company: "Tom & Jerry <Ltd>",
  message: 'Hi "team",\n<script>alert(1)</script>\nRegards',
  consentAt: new Date("2025-03-01T10:00:00Z"),
  locale: "es",
  productId: null,
  productName: null,
  isSpam: false,
  ip: "203.0.113.9",
  userAgent: "UA",
  idempotencyKey: null,
  requestHash: null,
  status: "new",
  lostReason: null,
  ownerId: null,
  nextActionOn: null,
  firstReplyAt: null,
  remindedNewAt: null,
  remindedActionOn: null,
  version: 1,
  project: null,
  createdAt: new Date("2025-03-01T10:00:01Z"),
  updatedAt: new Date("2025-03-01T10:00:01Z"),
};
const settings = { contactTo: "sales@example.com", domain: "example.com" };

describe("the contact e-mail", () => {
  it("goes to CONTACT_TO, answers to the visitor, and names person and company", () => {
    const mail = composeContactEmail(message, settings);
    expect(mail.to).toBe("sales@example.com");
    expect(mail.replyTo).toEqual({ name: "Zoë O'Brien", address: "zoe@example.com" });
    expect(mail.subject).toBe("Contact message from Zoë O'Brien (Tom & Jerry <Ltd>)");
    expect(mail.messageId).toBe(`<contact-message-${message.id}@example.com>`);
    expect(mail.date).toEqual(message.createdAt);
  });

  it("names the product of a quote request", () => {
    expect(composeContactEmail({ ...message, productId: "drum-screen" }, settings).subject).toBe(
      "Quote request: drum-screen — Zoë O'Brien (Tom & Jerry <Ltd>)",
    );
    const named = composeContactEmail(
      { ...message, productId: "drum-screen", productName: "Drum Screen" },
      settings,
    );
    expect(named.subject).toBe("Quote request: Drum Screen — Zoë O'Brien (Tom & Jerry <Ltd>)");
    expect(named.text).toContain("Product: Drum Screen (drum-screen)");
  });

  it("keeps each product's note on its product's line", () => {
    const mail = composeContactEmail({ ...message, productId: null }, settings, {
      items: [
        {
          productId: "drum-screen",
          productName: "Drum Screen",
          quantity: 2,
          note: "2 m channel\r\nBcc: x@evil.example\n\nSubject: y",
        },
      ],
      attachments: [],
    });
    expect(mail.text).toContain(
      "- 2 × Drum Screen (drum-screen) — 2 m channel Bcc: x@evil.example Subject: y\n",
    );
    expect(mail.text).not.toMatch(/^Bcc:/m);
    expect(mail.text).not.toMatch(/^Subject:/m);
  });

  it("lists every field in the text, and escapes every field in the HTML", () => {
    const mail = composeContactEmail(message, settings);
    for (const line of [
      "Name: Zoë O'Brien",
      "Company: Tom & Jerry <Ltd>",
      "Email: zoe@example.com",
      "Phone: +44 20 7946 0958",
      "Language: Spanish",
      "Agreed to be contacted: 2025-03-01T10:00:00.000Z",
      message.message,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain("Tom &amp; Jerry &lt;Ltd&gt;");
    expect(mail.html).toContain("Zoë O&#39;Brien");
    expect(mail.html).toContain("Hi &quot;team&quot;,\n&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<Ltd>");
  });

  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});
