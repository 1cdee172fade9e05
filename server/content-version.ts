import { sql } from "drizzle-orm";
import { rows, type DatabaseHandle } from "~/.server/db/client";

/** What the public pages read from the database, as far as the page cache needs to know. */
export interface ContentState {
  /** The news counter (raised by a trigger on every change to the posts, ADR 015). */
  version: string;
  /** When a post already published with a later date becomes visible (ms), or Infinity. */
  nextChangeAt: number;
}

export interface ContentVersion {
  /**
   * The state as of a moment after the call: a change committed before it is seen.
   * PostgreSQL: a read that starts after the call (reads in flight are shared by the
   * requests that arrived before they started). Embedded: known in process, read again
   * only after a change was notified or a scheduled post came due.
   */
  current(): Promise<ContentState>;
  close(): Promise<void>;
}

const CHANNEL = "content_changed";

async function readState(handle: DatabaseHandle): Promise<ContentState> {
  const resultRows = await rows<{ version: string | null; next: number | null }>(
    handle.db,
    sql`
    select
      (select version from content_versions where name = 'news')::text as version,
      (select extract(epoch from min(published_at)) * 1000 from media_posts
        where status = 'published' and published_at > now())::float8 as next
  `,
  );
  const row = resultRows[0];
  return { version: row?.version ?? "0", nextChangeAt: row?.next == null ? Infinity : Number(row.next) };
}

export async function watchContentVersion(handle: DatabaseHandle): Promise<ContentVersion> {
  if (handle.listen) {
    // One process owns the embedded database, and its notifications arrive before the
    // writer's query resolves: the state read after one holds until the next.
    let known: Promise<ContentState> | undefined;
    const unlisten = await handle.listen(CHANNEL, () => {
      known = undefined;
    });
    const read = () => {
      const reading = readState(handle);
      known = reading;
      reading.catch(() => {
        if (known === reading) known = undefined;
      });
      return reading;
    };
    return {
      current: async () => {
        // Closed, it can no longer say a page is fresh: the pages show the failure.
        if (!handle.isOpen()) throw new Error("database is closed");
        if (known) {
          const state = await known;
          if (Date.now() < state.nextChangeAt) return state;
        }
        return read();
      },
      // A database closed already has no listeners left to remove.
      close: async () => {
        if (handle.isOpen()) await unlisten();
      },
    };
  }

  // Other instances write too: every request compares with the database, one read shared by
  // all the requests that arrived before it started.
  let running: Promise<ContentState> | undefined;
  let queued: Promise<ContentState> | undefined;
  const start = () => {
    const reading = readState(handle).finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  };
  return {
    current: () => {
      if (!running) return start();
      return (queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          return start();
        }));
    },
    close: async () => {},
  };
}
