import { createContext, type RouterContext } from "react-router";
import type { AuthService } from "./auth/auth-service";
import type { ContentStore } from "./content/store";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";

/** What every loader, action and middleware reads from the server, per request. */
export interface AppContext {
  db: Database;
  env: Env;
  logger: Logger;
  /** The per-request CSP nonce for inline scripts. */
  nonce: string;
  requestId: string;
  /** Accounts and sessions (sign-in, sign-up, sign-out, the session of a request). */
  auth: AuthService;
  /** Looks in the mail outbox now (after an action queued an e-mail); absent without mail. */
  wakeMail?: () => void;
  /** Looks in the CRM webhook's queue now (after a status change queued an event). */
  wakeWebhook?: () => void;
  /** The client's address as the server reads it (through the trusted proxies). */
  clientAddress: string | undefined;
  /** The site's published content (ADR 023), kept in memory and current as of each call. */
  content: ContentStore;
  /**
   * The database content the request's page has read (a loader adds to it before it reads).
   * The page cache keeps a page that read none across changes to the content (ADR 020).
   */
  contentReads: Set<ContentName>;
  /**
   * The parts of the published content the request's page has read, each with the
   * fingerprint it had (ADR 023): the page cache keeps the page while they stay the same.
   */
  contentSeen: Map<string, string>;
}

/** Content kept in the database, whose changes the page cache follows (only the news). */
export type ContentName = "news";

/**
 * The typed key of the app context in React Router's context provider. The Express server
 * (run from source) and the server build (a bundle) each load this module, so the key is
 * kept in the global symbol registry: both copies must name the same key.
 */
const KEY = Symbol.for("water-site.app-context");
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<AppContext> };
export const appContext: RouterContext<AppContext> = (registry[KEY] ??= createContext<AppContext>());
