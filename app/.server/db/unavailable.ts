/**
 * Whether an error means the database cannot be reached or is not taking queries right now
 * (refused or lost connection, server shutting down or starting, too many connections, an
 * embedded database that is closed), as opposed to a query it rejected. A request that
 * fails so can be retried later: the API answers 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 8; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith("08")))
      return true;
    if (UNAVAILABLE_MESSAGE.test(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);
// admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const UNAVAILABLE_MESSAGE =
  /connection terminated|connection error|terminating connection|timeout exceeded when trying to connect|pglite is closed/i;
