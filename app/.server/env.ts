import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
// Far beyond what a visitor would wait for; the captcha counter must also fit 32 bits.
const MAX_CAPTCHA_NUMBER = 10_000_000;

const optionalUrl = (protocols: string[], hint: string) =>
  z
    // abort: the protocol check below cannot read what is not a URL (it threw a TypeError).
    .url({ message: `must be a URL (${hint})`, abort: true })
    .refine((value) => protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(" or ")}`,
    })
    .optional();

const emailAddress = z.string().refine((v) => /^[^\s@<>]+@[^\s@<>]+$/.test(extractAddress(v)), {
  message: 'must be an e-mail address, optionally with a name: "Name <address@example.com>"',
});

function extractAddress(value: string): string {
  const match = /<([^>]+)>\s*$/.exec(value);
  return (match?.[1] ?? value).trim();
}

const PROXY_PRESETS = ["loopback", "linklocal", "uniquelocal"];

/** An address, a CIDR range, or one of Express's named ranges. */
function isTrustedRange(entry: string): boolean {
  if (PROXY_PRESETS.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const milliseconds = (fallback: number) =>
  z.coerce
    .number({ message: "must be a whole number of milliseconds from 1000 to 600000" })
    .int({ message: "must be a whole number of milliseconds from 1000 to 600000" })
    .min(1_000, { message: "must be a whole number of milliseconds from 1000 to 600000" })
    .max(600_000, { message: "must be a whole number of milliseconds from 1000 to 600000" })
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a whole number from 0 to 65535" })
    .int({ message: "must be a whole number from 0 to 65535" })
    .min(0, { message: "must be a whole number from 0 to 65535" })
    .max(65535, { message: "must be a whole number from 0 to 65535" })
    .default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: optionalUrl(["http:", "https:"], "the site's origin, e.g. https://www.example.com"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"], "postgres://user:password@host:5432/db"),
  // Production on the embedded database only when asked for (one instance, on this disk).
  ALLOW_EMBEDDED_DATABASE: z
    .enum(["true", "false"], { message: "must be true or false" })
    .default("false")
    .transform((v) => v === "true"),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"], "smtp://user:password@host:587"),
  MAIL_FROM: emailAddress.default("Website <no-reply@localhost>"),
  CONTACT_TO: emailAddress.optional(),
  AUTH_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  // The CRM webhook (ADR 032): where each new request and status change is POSTed, and the
  // key its X-Webhook-Signature is made with.
  SALES_WEBHOOK_URL: optionalUrl(
    ["http:", "https:"],
    "the CRM's endpoint, e.g. https://crm.example.com/hooks/site",
  ),
  SALES_WEBHOOK_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  // Never "true": trusting every hop lets any client choose its own address by writing
  // X-Forwarded-For, and with it escape the per-address rate limits.
  TRUST_PROXY: z
    .string()
    .refine((v) => v !== "true", {
      message:
        "must not be true (any client could then pick its own address): give the number of proxies in front, or their addresses or ranges (e.g. 10.0.0.0/8,loopback)",
    })
    .refine(
      (v) => v === "false" || /^\d+$/.test(v) || v.split(",").every((entry) => isTrustedRange(entry.trim())),
      {
        message:
          "must be false, a number of proxy hops, or a comma-separated list of addresses, ranges (CIDR) and loopback/linklocal/uniquelocal",
      },
    )
    .default("false")
    .transform((v): false | number | string[] =>
      v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v.split(",").map((entry) => entry.trim()),
    ),
  // Slow clients: how long a request's headers and whole request may take, and how long an
  // idle keep-alive connection stays open (longer than a load balancer's idle timeout, so the
  // balancer, not the server, closes it).
  HEADERS_TIMEOUT_MS: milliseconds(20_000),
  REQUEST_TIMEOUT_MS: milliseconds(30_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(65_000),
  CONTACT_RATE_LIMIT: z.coerce
    .number({ message: "must be a whole number of at least 1" })
    .int({ message: "must be a whole number of at least 1" })
    .min(1, { message: "must be a whole number of at least 1" })
    .default(5),
  // Sign-in and sign-up attempts per client address per minute; shared by all instances
  // through the database.
  AUTH_RATE_LIMIT: z.coerce
    .number({ message: "must be a whole number of at least 1" })
    .int({ message: "must be a whole number of at least 1" })
    .min(1, { message: "must be a whole number of at least 1" })
    .default(5),
  // Failed sign-ins per e-mail address per hour after which signing in to that address needs
  // the proof-of-work check as well as the password (never a lock: see ADR 014).
  AUTH_CHALLENGE_AFTER_FAILURES: z.coerce
    .number({ message: "must be a whole number of at least 1" })
    .int({ message: "must be a whole number of at least 1" })
    .min(1, { message: "must be a whole number of at least 1" })
    .default(3),
  // Which accounts must sign in with a second factor (an authenticator app's code): the
  // administrators (default), every staff role (administrators, editors and sales), or none.
  // ADR 014.
  STAFF_SECOND_FACTOR: z
    .enum(["admins", "staff", "none"], { message: "must be admins, staff or none" })
    .default("admins"),
  // Accounts that become administrators once their address is verified.
  ADMIN_EMAILS: z
    .string()
    .refine(
      (v) => v.split(",").every((entry) => !entry.trim() || /^[^\s@<>,]+@[^\s@<>,]+$/.test(entry.trim())),
      {
        message: "must be a comma-separated list of e-mail addresses",
      },
    )
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    ),
  // Proof-of-work difficulty of the captcha (the contact form, and sign-in after failures):
  // the visitor's browser tries up to this many key derivations (about a second on a phone at the default).
  CAPTCHA_MAX_NUMBER: z.coerce
    .number({ message: `must be a whole number from 1 to ${MAX_CAPTCHA_NUMBER}` })
    .int({ message: `must be a whole number from 1 to ${MAX_CAPTCHA_NUMBER}` })
    .min(1, { message: `must be a whole number from 1 to ${MAX_CAPTCHA_NUMBER}` })
    .max(MAX_CAPTCHA_NUMBER, { message: `must be a whole number from 1 to ${MAX_CAPTCHA_NUMBER}` })
    .default(10_000),
  // The public pages' cache (ADR 015): on by default in production; off renders every request.
  PAGE_CACHE: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
  // How many megabytes of pages (all encodings) one instance keeps in memory.
  PAGE_CACHE_MAX_MB: z.coerce
    .number({ message: "must be a whole number from 1 to 4096" })
    .int({ message: "must be a whole number from 1 to 4096" })
    .min(1, { message: "must be a whole number from 1 to 4096" })
    .max(4096, { message: "must be a whole number from 1 to 4096" })
    .default(128),
  // Seconds a CDN may serve a cached page without asking (0: it revalidates every time, so an
  // edit is seen at once; above 0, an edit may show that much later unless the CDN is purged).
  PAGE_CACHE_SHARED_MAX_AGE: z.coerce
    .number({ message: "must be a whole number of seconds from 0 to 86400" })
    .int({ message: "must be a whole number of seconds from 0 to 86400" })
    .min(0, { message: "must be a whole number of seconds from 0 to 86400" })
    .max(86_400, { message: "must be a whole number of seconds from 0 to 86400" })
    .default(0),
});

export type Env = Omit<z.infer<typeof envSchema>, "PUBLIC_URL" | "AUTH_SECRET" | "DATA_DIR"> & {
  PUBLIC_URL: string;
  AUTH_SECRET: string;
  DATA_DIR: string;
  /** True when PUBLIC_URL is https: secure cookies and HSTS follow from it. */
  isHttps: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses the environment once at start-up. Empty values count as unset, so a copied
 * `.env.example` with blanks works. Throws ConfigError naming every bad variable.
 */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      const value = cleaned[name];
      const shown = value === undefined ? "" : ` (got ${JSON.stringify(redact(name, value))})`;
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.SMTP_URL && !env.CONTACT_TO) {
    // Mail that could be sent but has nowhere to go would sit in the outbox unnoticed.
    throw new ConfigError(
      "Invalid configuration:\n  CONTACT_TO: is required when SMTP_URL is set (the address contact messages are sent to)",
    );
  }
  if (env.SALES_WEBHOOK_URL && !env.SALES_WEBHOOK_SECRET) {
    // An unsigned event could not be told from a forged one by the CRM.
    throw new ConfigError(
      "Invalid configuration:\n  SALES_WEBHOOK_SECRET: is required when SALES_WEBHOOK_URL is set (at least 32 random characters, e.g. `openssl rand -hex 32`; the CRM checks each event's signature with it)",
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, "");

  let authSecret = env.AUTH_SECRET;
  if (!authSecret) {
    if (env.NODE_ENV === "production") {
      throw new ConfigError(
        "Invalid configuration:\n  AUTH_SECRET: is required when NODE_ENV=production (at least 32 random characters, e.g. `openssl rand -hex 32`)",
      );
    }
    authSecret = readOrCreateSecret(dataDir, "auth-secret");
  }
  if (env.NODE_ENV === "production" && !env.DATABASE_URL && !env.ALLOW_EMBEDDED_DATABASE) {
    throw new ConfigError(
      "Invalid configuration:\n  DATABASE_URL: is required when NODE_ENV=production (postgres://user:password@host:5432/db); " +
        "to run one instance on the embedded database instead, set ALLOW_EMBEDDED_DATABASE=true",
    );
  }

  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    AUTH_SECRET: authSecret,
    isHttps: publicUrl.startsWith("https:"),
  };
}

function redact(name: string, value: string): string {
  if (name === "AUTH_SECRET" || name === "SALES_WEBHOOK_SECRET") return "***";
  if (name.endsWith("_URL")) return value.replace(/\/\/([^@/]*)@/, "//***@");
  return value;
}

/** A secret generated once into DATA_DIR, so sessions survive restarts without setup. */
function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
