import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "env-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("parseEnv", () => {
  it("runs with no configuration at all", () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(env.isHttps).toBe(false);
  });

  it("generates the auth secret once and keeps it", () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir }).AUTH_SECRET;
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(parseEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(first);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrowError(ConfigError);
    expect(() => parseEnv({ PORT: "abc" })).toThrowError(/PORT: must be a whole number/);
    expect(() => parseEnv({ PORT: "70000" })).toThrowError(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrowError(
      /DATABASE_URL: must start with postgres/,
    );
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrowError(/LOG_LEVEL/);
    expect(() => parseEnv({ CONTACT_TO: "not an address" })).toThrowError(/CONTACT_TO/);
  });

  it("lists every bad variable at once and hides secrets", () => {
    let message = "";
    try {
      parseEnv({ PORT: "x", SMTP_URL: "ftp://user:hunter2@host", AUTH_SECRET: "short" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/SMTP_URL/);
    expect(message).toMatch(/AUTH_SECRET/);
    expect(message).not.toContain("hunter2");
    expect(message).not.toContain("short");
  });

  it("requires AUTH_SECRET in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrowError(
      /AUTH_SECRET: is required/,
    );
    const secret = "x".repeat(40);
    expect(
      parseEnv({ NODE_ENV: "production", AUTH_SECRET: secret, ALLOW_EMBEDDED_DATABASE: "true" }).AUTH_SECRET,
    ).toBe(secret);
  });

  it("treats empty values as unset and follows PUBLIC_URL's scheme", () => {
    const env = parseEnv({
      DATA_DIR: dataDir(),
      SMTP_URL: "",
      PORT: "",
      PUBLIC_URL: "https://www.example.com/",
    });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe("https://www.example.com");
    expect(env.isHttps).toBe(true);
  });

  it("reads TRUST_PROXY as false, a hop count or a list of ranges, and refuses true", () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "10.0.0.0/8, loopback,::1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "loopback",
      "::1",
    ]);
    expect(() => parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "true" })).toThrowError(
      /TRUST_PROXY: must not be true/,
    );
    expect(() => parseEnv({ TRUST_PROXY: "maybe" })).toThrowError(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrowError(/TRUST_PROXY/);
  });

  it("requires CONTACT_TO once SMTP_URL is set", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), SMTP_URL: "smtp://mail.example.com:587" })).toThrowError(
      ConfigError,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), SMTP_URL: "smtp://mail.example.com:587" })).toThrowError(
      /CONTACT_TO: is required when SMTP_URL is set/,
    );
    const env = parseEnv({
      DATA_DIR: dataDir(),
      SMTP_URL: "smtp://mail.example.com:587",
      CONTACT_TO: "sales@example.com",
    });
    expect(env.CONTACT_TO).toBe("sales@example.com");
    // Without SMTP, CONTACT_TO is optional (messages are stored, marked undelivered).
    expect(parseEnv({ DATA_DIR: dataDir() }).CONTACT_TO).toBeUndefined();
  });

  it("reads the captcha difficulty, with a default for real visitors", () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).CAPTCHA_MAX_NUMBER).toBe(10_000);
    expect(parseEnv({ DATA_DIR: dataDir(), CAPTCHA_MAX_NUMBER: "5" }).CAPTCHA_MAX_NUMBER).toBe(5);
    for (const bad of ["0", "-1", "1.5", "lots", "20000000"]) {
      expect(() => parseEnv({ CAPTCHA_MAX_NUMBER: bad })).toThrowError(
        /CAPTCHA_MAX_NUMBER: must be a whole number/,
      );
    }
  });

  it("refuses production without DATABASE_URL unless the embedded database is allowed", () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) };
    expect(() => parseEnv(production)).toThrowError(/DATABASE_URL: is required when NODE_ENV=production/);
    expect(parseEnv({ ...production, ALLOW_EMBEDDED_DATABASE: "true" }).ALLOW_EMBEDDED_DATABASE).toBe(true);
    expect(parseEnv({ ...production, DATABASE_URL: "postgres://u@h:5432/d" }).DATABASE_URL).toBeTruthy();
    expect(() => parseEnv({ ...production, ALLOW_EMBEDDED_DATABASE: "yes" })).toThrowError(
      /ALLOW_EMBEDDED_DATABASE/,
    );
  });

  it("reads the sign-in limits and the administrators' addresses", () => {
    const defaults = parseEnv({ DATA_DIR: dataDir() });
    expect([defaults.AUTH_RATE_LIMIT, defaults.AUTH_CHALLENGE_AFTER_FAILURES, defaults.ADMIN_EMAILS]).toEqual(
      [5, 3, []],
    );
    const set = parseEnv({
      DATA_DIR: dataDir(),
      AUTH_RATE_LIMIT: "20",
      AUTH_CHALLENGE_AFTER_FAILURES: "4",
      ADMIN_EMAILS: " Boss@Example.com, ops@example.com ,",
    });
    expect([set.AUTH_RATE_LIMIT, set.AUTH_CHALLENGE_AFTER_FAILURES]).toEqual([20, 4]);
    expect(set.ADMIN_EMAILS).toEqual(["boss@example.com", "ops@example.com"]);
    expect(() => parseEnv({ AUTH_RATE_LIMIT: "0" })).toThrowError(/AUTH_RATE_LIMIT: must be a whole number/);
    expect(() => parseEnv({ ADMIN_EMAILS: "boss@example.com; ops" })).toThrowError(
      /ADMIN_EMAILS: must be a comma-separated list of e-mail addresses/,
    );
  });

  it("reads the CRM webhook, requires its secret with it, and hides the secret", () => {
    const none = parseEnv({ DATA_DIR: dataDir() });
    expect([none.SALES_WEBHOOK_URL, none.SALES_WEBHOOK_SECRET]).toEqual([undefined, undefined]);
    const secret = "s".repeat(32);
    const set = parseEnv({
      DATA_DIR: dataDir(),
      SALES_WEBHOOK_URL: "https://crm.example.com/hooks/site?source=web",
      SALES_WEBHOOK_SECRET: secret,
    });
    expect(set.SALES_WEBHOOK_URL).toBe("https://crm.example.com/hooks/site?source=web");
    expect(set.SALES_WEBHOOK_SECRET).toBe(secret);
    expect(
      parseEnv({
        DATA_DIR: dataDir(),
        SALES_WEBHOOK_URL: "http://127.0.0.1:9/x",
        SALES_WEBHOOK_SECRET: secret,
      }).SALES_WEBHOOK_URL,
    ).toBe("http://127.0.0.1:9/x");
    // Empty values count as unset, as everywhere.
    expect(
      parseEnv({ DATA_DIR: dataDir(), SALES_WEBHOOK_URL: " ", SALES_WEBHOOK_SECRET: "" }).SALES_WEBHOOK_URL,
    ).toBeUndefined();

    expect(() =>
      parseEnv({ DATA_DIR: dataDir(), SALES_WEBHOOK_URL: "https://crm.example.com/x" }),
    ).toThrowError(/SALES_WEBHOOK_SECRET: is required when SALES_WEBHOOK_URL is set/);
    expect(() =>
      parseEnv({
        DATA_DIR: dataDir(),
        SALES_WEBHOOK_URL: "ftp://crm.example.com/x",
        SALES_WEBHOOK_SECRET: secret,
      }),
    ).toThrowError(/SALES_WEBHOOK_URL: must start with http:\/\/ or https:\/\//);
    expect(() =>
      parseEnv({ DATA_DIR: dataDir(), SALES_WEBHOOK_URL: "crm", SALES_WEBHOOK_SECRET: secret }),
    ).toThrowError(/SALES_WEBHOOK_URL: must be a URL/);
    let message = "";
    try {
      parseEnv({
        DATA_DIR: dataDir(),
        SALES_WEBHOOK_URL: "https://user:hunter2@crm.example.com/x",
        SALES_WEBHOOK_SECRET: "too-short-secret",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SALES_WEBHOOK_SECRET: must be at least 32 characters/);
    expect(message).not.toContain("too-short-secret");
  });
});
