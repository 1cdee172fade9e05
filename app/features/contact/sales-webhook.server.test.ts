import { createHmac } from "node:crypto";
import { retryDelayMs } from "~/.server/queue-worker";
import { describe, expect, it } from "vitest";
import { buildWebhookBody, DEFAULT_WEBHOOK_DELIVERY, signWebhookBody } from "./sales-webhook.server";

describe("signWebhookBody", () => {
  it("matches the published HMAC-SHA256 vector (RFC 4231, test case 2)", () => {
    expect(signWebhookBody("Jefe", "what do ya want for nothing?")).toBe(
      "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("signs the body's UTF-8 bytes as a receiver recomputes them from the raw request", () => {
    const secret = "a-webhook-secret-of-at-least-32-chars!";
    const body = JSON.stringify({ company: "Aguas & Filtros <S.A.>", city: "Bogotá", note: "2 m³/h — ✓" });
    const raw = Buffer.from(body, "utf8");
    const expected = createHmac("sha256", secret).update(raw).digest("hex");
    expect(signWebhookBody(secret, body)).toBe(`sha256=${expected}`);
    // Another secret, or one byte more, is another signature.
    expect(signWebhookBody(`${secret}x`, body)).not.toBe(`sha256=${expected}`);
    expect(signWebhookBody(secret, `${body} `)).not.toBe(`sha256=${expected}`);
  });
});

describe("the retry schedule", () => {
  it("retries first within a minute, then ever later, and gives up after the eighth attempt", () => {
    const base = DEFAULT_WEBHOOK_DELIVERY.retryBaseMs;
    const delays = [1, 2, 3, 4, 5, 6, 7].map((attempts) => retryDelayMs(attempts, base) / 1000);
    expect(delays).toEqual([30, 120, 600, 3600, 10_800, 21_600, 43_200]);
    expect(DEFAULT_WEBHOOK_DELIVERY.maxAttempts).toBe(8);
    expect(DEFAULT_WEBHOOK_DELIVERY.timeoutMs).toBe(10_000);
    // A lease outlives an attempt, so a live instance's claim is never taken over.
    expect(DEFAULT_WEBHOOK_DELIVERY.leaseMs).toBeGreaterThan(DEFAULT_WEBHOOK_DELIVERY.timeoutMs * 2);
  });
});

const request = {
  id: "0b9c5d1e-7a34-4c3f-9d0e-1f2a3b4c5d6e",
  status: "new" as const,
  lostReason: null,
  nextActionOn: null,
  locale: "es" as const,
  createdAt: new Date("2026-03-02T10:00:00Z"),
  firstName: "Ana",
  lastName: "López",
  email: "ana@aguas.example",
  phone: "+52 81 1234 5678",
  company: "Aguas del Norte",
  countryCode: "+52",
  message: "Please quote.",
  productId: null,
  productName: null,
  project: null,
};
const event = {
  id: "3c1f0e2d-1111-4222-8333-944455556666",
  type: "request.created" as const,
  messageId: request.id,
  occurredAt: new Date("2026-03-02T10:00:01Z"),
};
const none = { owner: null, items: [], attachments: [] };

describe("buildWebhookBody", () => {
  it("describes a quote request whole: buyer, country, products, project, files by name, back-office link", () => {
    const body = buildWebhookBody(
      event,
      {
        ...request,
        project: { application: "industrial", flow: 1200, flowUnit: "m3/day", location: "Bogotá, Colombia" },
      },
      {
        owner: { email: "maria@example.com", name: "María" },
        items: [
          { productId: "drum-screen", productName: "Drum Screen", quantity: 2, note: "2 m channel" },
          { productId: "grit-classifier", productName: "Grit Classifier", quantity: 1, note: null },
        ],
        attachments: [{ fileName: "plan.pdf", kind: "pdf", size: 1234 }],
      },
      "https://www.example.com",
    );
    expect(body).toEqual({
      id: event.id,
      type: "request.created",
      occurredAt: "2026-03-02T10:00:01.000Z",
      request: {
        id: request.id,
        kind: "quote",
        status: "new",
        owner: { email: "maria@example.com", name: "María" },
        nextActionOn: null,
        locale: "es",
        createdAt: "2026-03-02T10:00:00.000Z",
        buyer: {
          firstName: "Ana",
          lastName: "López",
          email: "ana@aguas.example",
          phone: "+52 81 1234 5678",
          company: "Aguas del Norte",
          // The project's location wins over the phone's +52.
          country: "CO",
        },
        message: "Please quote.",
        products: [
          { id: "drum-screen", name: "Drum Screen", quantity: 2, note: "2 m channel" },
          { id: "grit-classifier", name: "Grit Classifier", quantity: 1, note: null },
        ],
        project: { application: "industrial", flow: 1200, flowUnit: "m3/day", location: "Bogotá, Colombia" },
        attachments: [{ fileName: "plan.pdf", kind: "pdf", size: 1234 }],
        links: { backOffice: `https://www.example.com/admin/messages/${request.id}` },
      },
    });
  });

  it("names a plain message a contact, with the phone's country and no products", () => {
    const body = buildWebhookBody(event, request, none, "http://localhost:3000");
    expect(body.request.kind).toBe("contact");
    expect(body.request.buyer.country).toBe("MX");
    expect(body.request.products).toEqual([]);
    expect(body.request.owner).toBeNull();
    expect(body.request).not.toHaveProperty("previousStatus");
    expect(body.request).not.toHaveProperty("lostReason");
    expect(body.request.links.backOffice).toBe(`http://localhost:3000/admin/messages/${request.id}`);
  });

  it("gives the contact form's product without a quantity, and a country only when one is known", () => {
    const body = buildWebhookBody(
      event,
      { ...request, productId: "drum-screen", productName: "Drum Screen", countryCode: "+999" },
      none,
      "https://www.example.com",
    );
    expect(body.request.kind).toBe("quote");
    expect(body.request.products).toEqual([
      { id: "drum-screen", name: "Drum Screen", quantity: null, note: null },
    ]);
    expect(body.request.buyer.country).toBeNull();
  });

  it("reports a status change with the status before, and why a request was lost", () => {
    const body = buildWebhookBody(
      { ...event, type: "request.status_changed", previousStatus: "quoted" },
      { ...request, status: "lost", lostReason: "Price", nextActionOn: "2026-03-09" },
      none,
      "https://www.example.com",
    );
    expect(body.type).toBe("request.status_changed");
    expect(body.request).toMatchObject({
      status: "lost",
      previousStatus: "quoted",
      lostReason: "Price",
      nextActionOn: "2026-03-09",
    });
  });
});
