import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectLog, startTestServer, type TestServer } from "../support/test-server";

// What a hostile or broken client sends, against the production build.
let server: TestServer;
const log = collectLog();

beforeAll(async () => {
  server = await startTestServer({
    logDestination: log,
    env: { LOG_LEVEL: "info", TRUST_PROXY: "1", HEADERS_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "2000" },
  });
});

afterAll(async () => {
  await server?.stop();
});

/** Sends raw bytes and gives back what the server answered before closing (or `timeoutMs`). */
function rawRequest(
  text: string,
  { timeoutMs = 8_000, keepOpen = false } = {},
): Promise<{ answer: string; ms: number }> {
  const { port } = new URL(server.baseUrl);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let answer = "";
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, ms: Date.now() - started });
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (!keepOpen && answer.includes("\r\n\r\n")) setTimeout(done, 50);
    });
    socket.on("close", done);
    socket.on("error", done);
    socket.write(text, "latin1");
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
const errorsLogged = () => log.entries().filter((entry) => Number(entry.level) >= 50);

describe("a bad Host header", () => {
  it.each([
    ["an empty Host", "GET /about-us HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n"],
    ["HTTP/1.0 without Host", "GET /about-us HTTP/1.0\r\n\r\n"],
    ["a Host with a space", "GET /about-us HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n"],
    ["an unclosed IPv6 literal", "GET /about-us HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n"],
    ["an impossible port", "GET /about-us HTTP/1.1\r\nHost: a:99999\r\nConnection: close\r\n\r\n"],
  ])("%s answers 400 and logs no error", async (_name, request) => {
    const before = errorsLogged().length;
    const { answer } = await rawRequest(request);
    expect(statusOf(answer)).toBe(400);
    expect(answer).toMatch(/\r\nContent-Security-Policy: /i);
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff/i);
    expect(errorsLogged().length).toBe(before);
  });

  it("a good one is served", async () => {
    const { answer } = await rawRequest(
      "GET /about-us HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n",
    );
    expect(statusOf(answer)).toBe(200);
  });
});

describe("methods on pages", () => {
  it("TRACE on a page answers 405 with Allow", async () => {
    const { answer } = await rawRequest(
      "TRACE /about-us HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    );
    expect(statusOf(answer)).toBe(405);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD\r\n/i);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])(
    "%s on a page answers 405 with Allow, and is not logged as an error",
    async (method) => {
      const before = errorsLogged().length;
      const response = await server.get("/about-us", { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(errorsLogged().length).toBe(before);
    },
  );

  it("HEAD on a page answers 200", async () => {
    expect((await server.get("/es/sobre-nosotros", { method: "HEAD" })).status).toBe(200);
  });
});

describe("posts to a page that are not forms", () => {
  it("are refused with 415, logged as a refusal, never as an application error", async () => {
    const seen = log.entries().length;
    const sent: Array<[path: string, type: string | undefined, body: string]> = [
      ["/quote", "application/json", '{"intent":"send"}'],
      ["/es/cotizacion", "application/json", '{"intent":"send"}'],
      ["/quote.data", "application/json", "{}"],
      ["/auth", "application/json", '{"intent":"sign-in"}'],
      ["/admin/messages/export", "application/json", "{}"],
      ["/es/acceso", "text/plain", "hola"],
      ["/quote", undefined, "intent=send"],
    ];
    for (const [path, type, body] of sent) {
      const res = await server.get(path, {
        method: "POST",
        headers: { origin: server.baseUrl, ...(type ? { "content-type": type } : {}) },
        body: type ? body : new Blob([body]),
      });
      expect(res.status, `${path} as ${type}`).toBe(415);
      expect(res.headers.get("accept-post")).toBe("application/x-www-form-urlencoded, multipart/form-data");
      await res.arrayBuffer();
    }
    const entries = log.entries().slice(seen);
    expect(entries.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    expect(entries.filter((entry) => entry.msg === "post that is not a form refused")).toHaveLength(
      sent.length,
    );
    // A form still reaches the action.
    const form = await server.get("/auth", {
      method: "POST",
      headers: { origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=sign-in&email=a%40example.com&password=x",
    });
    expect(form.status).not.toBe(415);
    await form.arrayBuffer();
  });
});

describe("cross-site posts to a page's action", () => {
  it("are refused with 400, each logged once as a warning saying why, never as an application error", async () => {
    const refusals: Array<[path: string, origin: string, reason: RegExp]> = [
      ["/auth", "http://evil.example", /another site/],
      ["/auth.data", "http://evil.example", /another site/],
      ["/es/acceso", "https://evil.example:8443", /another site/],
      ["/auth", "null", /opaque/],
      ["/auth", "not a url", /not a URL/],
    ];
    const seen = log.entries().length;
    for (const [path, origin] of refusals) {
      const res = await server.get(path, {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: "intent=sign-in&email=a%40example.com&password=x",
      });
      expect(res.status, `${path} from ${origin}`).toBe(400);
      await res.arrayBuffer();
    }
    const entries = log.entries().slice(seen);
    expect(entries.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    const refused = entries.filter((entry) => entry.msg === "cross-site post refused");
    expect(refused).toHaveLength(refusals.length);
    refusals.forEach(([path, origin, reason], i) => {
      expect(refused[i]).toMatchObject({ level: 40, origin, reason: expect.stringMatching(reason) });
      expect((refused[i]!.req as { url: string }).url).toBe(path);
      expect(refused[i]).not.toHaveProperty("err");
    });

    // A same-site post still reaches the action (a wrong password is its answer, not a refusal).
    const own = await server.get("/auth", {
      method: "POST",
      headers: { origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=sign-in&email=a%40example.com&password=x",
    });
    expect(own.status).not.toBe(400);
    await own.arrayBuffer();
    expect(log.entries().filter((entry) => entry.msg === "cross-site post refused")).toHaveLength(
      refusals.length,
    );
  });
});

describe("slow clients", () => {
  it("a request whose headers never finish is cut off after HEADERS_TIMEOUT_MS", async () => {
    const { answer, ms } = await rawRequest("GET /about-us HTTP/1.1\r\nHost: localhost\r\nX-Slow: ", {
      keepOpen: true,
    });
    expect(ms).toBeLessThan(5_000);
    expect([0, 408]).toContain(statusOf(answer));
  });

  it("a body that trickles in is cut off after REQUEST_TIMEOUT_MS", async () => {
    const { answer, ms } = await rawRequest(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
      { keepOpen: true },
    );
    expect(ms).toBeLessThan(6_000);
    expect([0, 408]).toContain(statusOf(answer));
  });
});

describe("headers", () => {
  it("are on the health checks too", async () => {
    for (const path of ["/healthz", "/readyz"]) {
      const response = await server.get(path);
      expect(response.headers.get("content-security-policy"), path).toMatch(/frame-ancestors 'self'/);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("switch off unused browser features and name a CSP reporting endpoint", async () => {
    const response = await server.get("/");
    expect(response.headers.get("permissions-policy")).toMatch(
      /camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/,
    );
    expect(response.headers.get("reporting-endpoints")).toBe('csp="/api/csp-report"');
    expect(response.headers.get("content-security-policy")).toMatch(/report-to csp/);
  });
});

describe("CSP reports", () => {
  const report = (blocked: string, ip: string) =>
    server.get("/api/csp-report", {
      method: "POST",
      headers: { "content-type": "application/csp-report", "x-forwarded-for": ip },
      body: JSON.stringify({
        "csp-report": {
          "document-uri": "http://localhost/",
          "violated-directive": "script-src",
          "blocked-uri": blocked,
          "original-policy": "x".repeat(3_000),
        },
      }),
    });

  it("logs only a few truncated fields of each report", async () => {
    expect((await report(`https://evil.example/${"a".repeat(5_000)}`, "198.51.100.1")).status).toBe(204);
    const entry = log.entries().findLast((line) => line.msg === "content security policy violation");
    const violation = entry?.violation as Record<string, string>;
    expect(violation.directive).toBe("script-src");
    expect(violation.blocked).toHaveLength(200);
    expect(JSON.stringify(entry)).not.toContain("xxxxxxxxxx");
  });

  it("refuses a large report and limits each address to a few a minute", async () => {
    const large = await server.get("/api/csp-report", {
      method: "POST",
      headers: { "content-type": "application/csp-report", "x-forwarded-for": "198.51.100.2" },
      body: JSON.stringify({ "csp-report": { "blocked-uri": "a".repeat(32_000) } }),
    });
    expect(large.status).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await report("inline", "198.51.100.3")).status);
    expect(statuses.slice(0, 10).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not held back.
    expect((await report("inline", "198.51.100.4")).status).toBe(204);
  });
});

describe("request logs", () => {
  it("record the client's address through the trusted proxy, not the socket's", async () => {
    await server.get("/certificates", { headers: { "x-forwarded-for": "203.0.113.9" } });
    // The line is written once the response has finished.
    const find = () =>
      log.entries().findLast((line) => (line.req as { url?: string } | undefined)?.url === "/certificates");
    for (let tries = 0; !find() && tries < 50; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const entry = find();
    expect((entry?.req as { ip?: string }).ip).toBe("203.0.113.9");
  });

  it("never record a verification link's token", async () => {
    const secret = "eyJhbGciOiJIUzI1NiJ9.secret-part";
    await server.get(`/api/auth/verify-email?token=${secret}&callbackURL=%2Fauth`);
    const find = () =>
      log
        .entries()
        .findLast((line) =>
          (line.req as { url?: string } | undefined)?.url?.startsWith("/api/auth/verify-email"),
        );
    for (let tries = 0; !find() && tries < 50; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect((find()?.req as { url?: string }).url).toBe(
      "/api/auth/verify-email?token=***&callbackURL=%2Fauth",
    );
    expect(JSON.stringify(log.entries())).not.toContain("secret-part");
  });
});

describe("behind https", () => {
  it("sends HSTS for two years on every answer, pages and health checks alike", async () => {
    const https = await startTestServer({ env: { PUBLIC_URL: "https://www.example.com" } });
    try {
      for (const path of ["/", "/es/catalogos", "/healthz"]) {
        const response = await https.get(path);
        expect(response.headers.get("strict-transport-security"), path).toBe(
          "max-age=63072000; includeSubDomains",
        );
        expect(response.headers.get("content-security-policy"), path).toMatch(/upgrade-insecure-requests/);
      }
    } finally {
      await https.stop();
    }
  });
});
