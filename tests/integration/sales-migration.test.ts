// The requests moved into the sales pipeline (ADR 032, migration 0022). A database at the
// migration before it holds a new request, one an administrator marked handled with an internal
// note, and a spam one. After the migration the handled one is closed, its note is the first
// note of its timeline (dated when it was last changed), the others are new with no timeline,
// and nothing else of them changed; the pipeline's settings row exists. On PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rows, type DatabaseHandle } from "~/.server/db/client";
import { migrationsFolder } from "~/.server/db/migrate";
import { createLogger } from "~/.server/logger";
import { deadline } from "../support/deadline";
import { migrationsBefore } from "../support/migrations-before";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const MIGRATION = "0022_sales_pipeline";
const IDS = {
  fresh: "5a1e5000-0000-4000-8000-000000000001",
  handled: "5a1e5000-0000-4000-8000-000000000002",
  spam: "5a1e5000-0000-4000-8000-000000000003",
} as const;
const CHANGED_AT = "2026-11-20T15:30:00.000Z";

let dataDir: string;
let before: string;
let database: TestDatabase | undefined;
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "site-sales-migration-"));
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase(process.env.TEST_DATABASE_URL);
  handle = await openDatabase({ databaseUrl: database?.url, dataDir, logger: createLogger("silent") });
  before = await migrationsBefore(MIGRATION);
  await handle.migrate(before);
  for (const [key, id] of Object.entries(IDS)) {
    await handle.db.execute(sql`insert into contact_messages
      (id, first_name, last_name, email, country_code, phone, company, message, consent_at, locale,
       is_spam, handled_at, internal_note, version, updated_at)
      values (${id}, ${key}, 'Buyer', ${`${key}@example.com`}, '+52', '+52 81 5555 0000', 'Aguas',
        'Please quote.', now(), 'es', ${key === "spam"},
        ${key === "handled" ? sql`now()` : null},
        ${key === "handled" ? "Called back; quote sent on Friday." : key === "fresh" ? "  " : null},
        3, ${CHANGED_AT}::timestamptz)`);
  }
}, deadline(60_000));

afterAll(async () => {
  await handle?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
  if (before) await rm(before, { recursive: true, force: true });
});

describe("the migration of the requests into the sales pipeline", () => {
  it("closes the handled requests, keeps each note on its timeline, and leaves the rest as they were", async () => {
    await handle!.migrate(migrationsFolder());
    const requests = await rows<{
      id: string;
      status: string;
      owner_id: string | null;
      lost_reason: string | null;
      is_spam: boolean;
      version: number;
      email: string;
    }>(
      handle!.db,
      sql`select id, status, owner_id, lost_reason, is_spam, version, email from contact_messages order by id`,
    );
    expect(requests.map((row) => [row.id, row.status, row.is_spam, Number(row.version)])).toEqual([
      [IDS.fresh, "new", false, 3],
      [IDS.handled, "closed", false, 3],
      [IDS.spam, "new", true, 3],
    ]);
    expect(requests.every((row) => row.owner_id === null && row.lost_reason === null)).toBe(true);
    const events = await rows<{
      message_id: string;
      kind: string;
      data: unknown;
      created_at: Date | string;
      actor_email: string | null;
    }>(handle!.db, sql`select message_id, kind, data, created_at, actor_email from request_events`);
    // A blank note was nothing to keep.
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      message_id: IDS.handled,
      kind: "note",
      data: { text: "Called back; quote sent on Friday." },
      actor_email: null,
    });
    expect(new Date(events[0]!.created_at).toISOString()).toBe(CHANGED_AT);
    const columns = await rows<{ column_name: string }>(
      handle!.db,
      sql`select column_name from information_schema.columns where table_name = 'contact_messages'
          and column_name in ('handled_at', 'internal_note')`,
    );
    expect(columns).toEqual([]);
    const settings = await rows<{ reminder_hours: number; time_zone: string }>(
      handle!.db,
      sql`select reminder_hours, time_zone from sales_settings`,
    );
    expect(settings).toEqual([{ reminder_hours: 8, time_zone: "America/Chicago" }]);
  });
});
