import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresBinDir, startScratchPostgres, type ScratchPostgres } from "../support/scratch-postgres";
import { startTestServer, type TestServer } from "../support/test-server";

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe.runIf(postgresBinDir())("readiness follows the database", () => {
  let postgres: ScratchPostgres;
  let server: TestServer;
  beforeAll(async () => {
    postgres = await startScratchPostgres();
    server = await startTestServer({ databaseUrl: postgres.url });
  });
  afterAll(async () => {
    await server?.stop();
    postgres?.destroy();
  });

  it("answers 503 while PostgreSQL is stopped and 200 again once it is back, with no restart", async () => {
    expect((await server.get("/readyz")).status).toBe(200);

    postgres.stop();
    const down = await server.get("/readyz");
    expect(down.status).toBe(503);
    const body = (await down.json()) as { status: string; reason: string };
    expect(body.status).toBe("unavailable");
    // A generic reason: the driver's error (host, port, user) goes to the log only.
    expect(body.reason).toBe("database unavailable");
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|postgres/i);
    // The process itself is still alive and serving.
    expect((await server.get("/healthz")).status).toBe(200);

    postgres.start();
    const recovered = await waitFor(async () => (await server.get("/readyz")).status === 200, 15_000);
    expect(recovered).toBe(true);
  });
});
