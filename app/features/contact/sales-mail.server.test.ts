import { describe, expect, it } from "vitest";
import type { ContactMessage } from "~/.server/db/schema";
import { composeContactEmail } from "./contact-email.server";
import { REPLY_LIMITS, REPLY_TEMPLATE_IDS } from "./reply-limits";
import {
  checkReplyDraft,
  cleanSubject,
  replyResult,
  replyTemplates,
  requestMessageId,
  textToHtml,
  threadHeaders,
} from "./sales-mail.server";

const owner = { name: "Marta Ruiz", email: "marta@example.com" };

describe("the reply templates", () => {
  it("are filled in the buyer's language, labelled in the writer's", () => {
    const templates = replyTemplates(
      "en",
      { locale: "es", firstName: " Ana ", products: ["Drum Screen", "Grit Classifier"] },
      owner,
    );
    expect(templates.map((template) => template.id)).toEqual([...REPLY_TEMPLATE_IDS]);
    const thanks = templates.find((template) => template.id === "thanks")!;
    expect(thanks.label).toBe("Thank you: we are preparing your quote");
    expect(thanks.subject).toBe("Tu solicitud: estamos preparando tu cotización");
    expect(thanks.body).toContain("Hola, Ana:");
    expect(thanks.body).toContain("Drum Screen y Grit Classifier");
    expect(thanks.body).toMatch(/Marta Ruiz$/);
    const quote = templates.find((template) => template.id === "quote")!;
    expect(quote.subject).toBe("Tu cotización de Drum Screen y Grit Classifier");
    for (const template of templates) expect(template.body).not.toMatch(/\{\w+\}/);
  });

  it("in English, with a long list cut short and a request without products", () => {
    const many = ["A1", "B2", "C3", "D4", "E5", "F6"];
    const [thanks] = replyTemplates("es", { locale: "en", firstName: "Bob", products: many }, owner);
    expect(thanks!.label).toBe("Gracias: estamos preparando tu cotización");
    expect(thanks!.body).toContain("Dear Bob,");
    expect(thanks!.body).toContain("A1, B2, C3, and 3 more products");
    const none = replyTemplates(
      "en",
      { locale: "en", firstName: "Bob", products: [] },
      { name: "", email: "x@y.z" },
    );
    expect(none[0]!.body).toContain("your interest in your project");
    expect(none[0]!.body).toMatch(/x@y\.z$/);
  });

  it("answer a quote under its confirmation's subject when blank", () => {
    const request = {
      locale: "en" as const,
      firstName: "Bob",
      products: ["Drum Screen"],
      confirmationSubject: "We received your quote request (1 product)",
    };
    const blank = replyTemplates("en", request, owner).find((template) => template.id === "blank")!;
    expect(blank.subject).toBe("Re: We received your quote request (1 product)");
    const withoutConfirmation = replyTemplates("en", { ...request, confirmationSubject: null }, owner);
    expect(withoutConfirmation.find((template) => template.id === "blank")!.subject).toBe(
      "About your request",
    );
  });
});

describe("a reply's HTML part", () => {
  it("escapes everything the office wrote and keeps its paragraphs and lines", () => {
    const html = textToHtml(
      'Dear <b>Ana</b> & "team",\n\nPrice: 5 < 6\nSecond line\n\n\n\n<script>alert(1)</script>',
      "es",
    );
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("<p>Dear &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;team&quot;,</p>");
    expect(html).toContain("<p>Price: 5 &lt; 6<br>\nSecond line</p>");
    expect(html).toContain("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<p></p>");
  });
});

describe("a reply's checks", () => {
  const file = (bytes: number) => ({
    fileName: "a.pdf",
    kind: "pdf" as const,
    size: bytes,
    sha256: "",
    bytes: Buffer.alloc(bytes),
  });

  it("keep the subject on one line", () => {
    expect(cleanSubject(" Re: offer\r\nBcc: victim@example.com\u2028x ")).toBe(
      "Re: offer Bcc: victim@example.com x",
    );
  });

  it("refuse an empty or too long text and too many or too large files", () => {
    const ok = { subject: "Hi", body: "Text", files: [] };
    expect(checkReplyDraft(ok)).toEqual({ subject: "Hi", body: "Text" });
    expect(checkReplyDraft({ ...ok, subject: " \n " })).toBeUndefined();
    expect(checkReplyDraft({ ...ok, body: "\n \n" })).toBeUndefined();
    expect(checkReplyDraft({ ...ok, subject: "x".repeat(REPLY_LIMITS.subjectMax + 1) })).toBeUndefined();
    expect(checkReplyDraft({ ...ok, body: "x".repeat(REPLY_LIMITS.bodyMax + 1) })).toBeUndefined();
    expect(checkReplyDraft({ ...ok, files: Array.from({ length: 5 }, () => file(10)) })).toBeDefined();
    expect(checkReplyDraft({ ...ok, files: Array.from({ length: 6 }, () => file(10)) })).toBeUndefined();
    expect(checkReplyDraft({ ...ok, files: [file(REPLY_LIMITS.filesBytesMax + 1)] })).toBeUndefined();
  });
});

describe("a reply's thread", () => {
  const id = "5b1f7c7e-0d2a-4c1e-9a57-2f1b7a0e4d11";

  it("answers the confirmation and references the request, the confirmation and earlier replies", () => {
    expect(
      threadHeaders("example.com", { messageId: id, confirmationId: "c1", earlierReplyIds: ["r1", "r2"] }),
    ).toEqual({
      inReplyTo: "<quote_confirmation-c1@example.com>",
      references: [
        `<contact-message-${id}@example.com>`,
        "<quote_confirmation-c1@example.com>",
        "<sales_reply-r1@example.com>",
        "<sales_reply-r2@example.com>",
      ],
    });
  });

  it("answers the request's own e-mail when the buyer got no confirmation", () => {
    expect(threadHeaders("example.com", { messageId: id, earlierReplyIds: [] })).toEqual({
      inReplyTo: `<contact-message-${id}@example.com>`,
      references: [`<contact-message-${id}@example.com>`],
    });
  });

  it("names the request's e-mail as the team's e-mail was sent", () => {
    const message = {
      id,
      firstName: "Zoë",
      lastName: "O'Brien",
      email: "zoe@example.com",
      countryCode: "+44",
      phone: "+44 20 7946 0958",
      company: "Tom & Jerry",
      message: "Hi",
      consentAt: new Date("2025-03-01T10:00:00Z"),
      locale: "en",
      productId: null,
      productName: null,
      project: null,
      createdAt: new Date("2025-03-01T10:00:01Z"),
    } as const;
    const mail = composeContactEmail(message as unknown as ContactMessage, {
      contactTo: "sales@example.com",
      domain: "example.com",
    });
    expect(mail.messageId).toBe(requestMessageId(id, "example.com"));
  });
});

describe("the outcome of a reply, shown on the request's page", () => {
  it("reads the address's outcome in the page's language", () => {
    expect(replyResult(new URLSearchParams("reply=sent"), "en")).toEqual({
      ok: true,
      text: "Your reply is on its way to the buyer.",
    });
    expect(replyResult(new URLSearchParams("reply=file-type&file=run.exe"), "es")).toEqual({
      ok: false,
      text: "run.exe: solo se pueden adjuntar archivos PDF, DWG, DXF, JPEG, PNG, XLSX y DOCX.",
    });
    expect(replyResult(new URLSearchParams("reply=too-large"), "en")?.text).toBe(
      "The files are larger than 20 MB in all.",
    );
    expect(replyResult(new URLSearchParams("reply=toString"), "en")).toBeUndefined();
    expect(replyResult(new URLSearchParams(""), "en")).toBeUndefined();
  });
});
