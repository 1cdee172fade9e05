import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";

/** What every loader and action receives from the server (React Router's load context). */
export interface AppContext {
  db: Database;
  env: Env;
  logger: Logger;
  /** The per-request CSP nonce for inline scripts. */
  nonce: string;
  requestId: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
