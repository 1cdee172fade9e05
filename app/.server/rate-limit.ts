import { isIPv4, isIPv6 } from "node:net";
import { sql, type SQL } from "drizzle-orm";
import { rows, affected, type Database } from "./db/client";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (0 when allowed). */
  retryAfterSeconds: number;
  /** Hits counted in the current window, this one included. */
  count: number;
}

export interface RateLimiter {
  /** Counts one hit for `key` in `scope`: allowed while within `limit` hits per `windowMs`. */
  consume(scope: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Whether `key` is still within `limit` hits in the current window, without counting one. */
  check(scope: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /**
   * The same over the current window and the one before it: for a limit on failures that must
   * not lapse at a window's edge (three failed sign-ins at 07:59 still ask for the challenge at 08:00).
   */
  checkRecent(scope: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
}

/** A limiter over the database, shared by every instance using it (contact, sign-in, sign-up). */
export function createRateLimiter(db: Database): RateLimiter {
  return {
    consume: (scope, key, limit, windowMs) => consume(db, scope, key, limit, windowMs),
    check: (scope, key, limit, windowMs) => check(db, scope, key, limit, windowMs),
    checkRecent: (scope, key, limit, windowMs) => check(db, scope, key, limit, windowMs, 2),
  };
}

/** Counters older than this are pruned, so no limit may use a longer window. */
export const LONGEST_RATE_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one hit for `key` in `scope` and says whether it is within `limit` hits per
 * fixed window of `windowMs`. One upsert statement, so concurrent hits (from any number of
 * instances on one database) are counted exactly; the window follows the database's clock,
 * so instances whose clocks differ still share windows.
 *
 * Fixed windows let a client spend a full quota at the end of one window and another at the
 * start of the next; for contact forms and sign-in that burst is acceptable, and the cost
 * is one row per client per window.
 */
export async function consume(
  db: Database,
  scope: string,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
  assertWindow(windowMs);
  const resultRows = await rows<{ count: number; seconds_left: number }>(
    db,
    sql`
    ${currentWindow(windowMs)}
    insert into rate_limit_hits as h (scope, key, window_start, count)
    select ${scope}, ${key}, w.window_start, 1 from w
    on conflict (scope, key, window_start) do update set count = h.count + 1
    returning
      h.count::int as count,
      ${secondsLeft(sql`h.window_start`, windowMs)}
  `,
  );
  const row = resultRows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  const count = Number(row.count);
  const allowed = count <= limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Number(row.seconds_left), count };
}

/**
 * Reads the hits counted for `key` in `scope` in the current window (and, with `windows` 2, the
 * one before it) without adding one: allowed while fewer than `limit` were counted, so the next
 * hit would still be within it. (A limit on failures checks first and counts only the failures.)
 */
export async function check(
  db: Database,
  scope: string,
  key: string,
  limit: number,
  windowMs: number,
  windows: 1 | 2 = 1,
): Promise<RateLimitResult> {
  assertWindow(windowMs);
  const resultRows = await rows<{ count: number; seconds_left: number }>(
    db,
    sql`
    ${currentWindow(windowMs)}
    select
      coalesce((select sum(h.count) from rate_limit_hits h, w
                where h.scope = ${scope} and h.key = ${key}
                  and h.window_start > w.window_start - ${windows * windowMs}::bigint * interval '1 millisecond'
                  and h.window_start <= w.window_start), 0)::int as count,
      ${secondsLeft(sql`w.window_start`, windowMs)}
    from w
  `,
  );
  const row = resultRows[0];
  const count = Number(row?.count ?? 0);
  const allowed = count < limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Number(row?.seconds_left ?? 1), count };
}

/** `with w as (…)`: the start of the current fixed window, on the database's clock. */
function currentWindow(windowMs: number): SQL {
  return sql`with w as (
    select to_timestamp(floor(extract(epoch from now()) * 1000 / ${windowMs}::bigint) * ${windowMs}::bigint / 1000.0)
      as window_start
  )`;
}

/** Whole seconds (at least 1) until the window starting at `windowStart` ends. */
function secondsLeft(windowStart: SQL, windowMs: number): SQL {
  return sql`greatest(1, ceil(extract(epoch from (${windowStart} - now())) + ${windowMs}::bigint / 1000.0))::int
    as seconds_left`;
}

function assertWindow(windowMs: number): void {
  if (!Number.isInteger(windowMs) || windowMs < 1000 || windowMs > LONGEST_RATE_LIMIT_WINDOW_MS) {
    throw new RangeError(`rate limit window must be from 1 s to 24 h (got ${windowMs} ms)`);
  }
}

/** Deletes counters of windows long past. Returns how many rows went. */
export async function pruneRateLimitHits(db: Database): Promise<number> {
  return affected(
    db,
    sql`
    delete from rate_limit_hits
    where window_start < now() - make_interval(secs => ${LONGEST_RATE_LIMIT_WINDOW_MS / 1000}::int)
  `,
  );
}

/**
 * The key a client's address is counted under. An IPv6 client usually holds a whole /64
 * (and can pick any address in it), so IPv6 addresses count per /64; IPv4-mapped IPv6
 * addresses count as the IPv4 address they are.
 */
export function clientAddressKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(ip)) return ip;
  const address = ip.replace(/%.*$/, "");
  if (!isIPv6(address)) return "unknown";
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4 style) is two more groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, quad.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => "0"), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ""),
  );
}
