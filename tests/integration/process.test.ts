import { execFileSync, spawnSync } from "node:child_process";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/ensure-build.mjs";
import { startChildServer } from "../support/child-server";
import { deadline } from "../support/deadline";

describe("the server process", () => {
  it("refuses a bad setting with a message naming it", () => {
    const result = spawnSync(process.execPath, ["server.mjs"], {
      cwd: root,
      env: { ...process.env, PORT: "abc" },
      encoding: "utf8",
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/PORT: must be a whole number/);
  });

  it("refuses to start with SMTP_URL but no CONTACT_TO, naming CONTACT_TO", () => {
    const result = spawnSync(process.execPath, ["server.mjs"], {
      cwd: root,
      env: { ...process.env, SMTP_URL: "smtp://127.0.0.1:2525", CONTACT_TO: "" },
      encoding: "utf8",
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/CONTACT_TO: is required when SMTP_URL is set/);
  });

  it("on SIGTERM stops accepting, finishes the request in flight, and exits 0", async () => {
    const server = await startChildServer({ LOG_LEVEL: "info" });
    const body = JSON.stringify({ "csp-report": { "blocked-uri": "inline", padding: "x".repeat(200) } });

    // A request whose body is still arriving when the signal comes.
    const response = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          method: "POST",
          path: "/api/csp-report",
          headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 100));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(async () => {
          // New connections are refused by now; the old one is still served.
          const refused = await fetch(`http://127.0.0.1:${server.port}/healthz`).then(
            () => false,
            () => true,
          );
          expect(refused).toBe(true);
          req.end(body.slice(100));
        }, 700);
      }, 300);
    });

    expect(await response).toBe(204);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/finishing in-flight requests/);
    // A fresh embedded database takes seconds to create: allow for a busy machine.
  }, deadline(90_000));

  it("refuses WEB_CONCURRENCY that is not a count, or above 1 on the embedded database, and stops when a process cannot start", () => {
    for (const [value, databaseUrl, message] of [
      ["two", "postgres://db.example/site", /WEB_CONCURRENCY: must be a whole number from 1 to 64/],
      ["0", "postgres://db.example/site", /WEB_CONCURRENCY: must be a whole number from 1 to 64/],
      ["2", "", /WEB_CONCURRENCY: several processes need DATABASE_URL/],
    ] as const) {
      const result = spawnSync(process.execPath, ["server.mjs"], {
        cwd: root,
        env: { ...process.env, WEB_CONCURRENCY: value, DATABASE_URL: databaseUrl },
        encoding: "utf8",
      });
      expect(result.status, value).toBe(1);
      expect(result.stderr, value).toMatch(message);
    }
    // A server process that cannot start stops the others, and the first process says so.
    const result = spawnSync(process.execPath, ["server.mjs"], {
      cwd: root,
      env: {
        ...process.env,
        WEB_CONCURRENCY: "2",
        DATABASE_URL: "postgres://127.0.0.1:1/site",
        NODE_ENV: "production",
        AUTH_SECRET: "",
        PORT: "0",
        HOST: "127.0.0.1",
      },
      encoding: "utf8",
      timeout: deadline(60_000),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/AUTH_SECRET: is required/);
    expect(result.stderr).toMatch(/A server process exited before it was ready \(code 1\): stopping\./);
  }, deadline(90_000));

  // Several processes share one database: PostgreSQL only.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "under WEB_CONCURRENCY=2 serves from two processes, replaces one that dies, and stops both on SIGTERM",
    async () => {
      const server = await startChildServer({ WEB_CONCURRENCY: "2" });
      const workers = () =>
        execFileSync("pgrep", ["-P", String(server.child.pid)], { encoding: "utf8" })
          .split("\n")
          .filter(Boolean)
          .map(Number);
      const healthy = async () => (await fetch(`http://127.0.0.1:${server.port}/about-us`)).status;
      try {
        expect(server.output()).toMatch(/Site ready at http:\/\/localhost:\d+ \(2 processes\)/);
        const first = workers();
        expect(first).toHaveLength(2);
        for (let i = 0; i < 6; i++) expect(await healthy()).toBe(200);

        process.kill(first[0]!, "SIGKILL");
        const deadline = Date.now() + 60_000;
        let now = first;
        while (Date.now() < deadline) {
          now = workers();
          if (now.length === 2 && !now.includes(first[0]!) && /starting another/.test(server.output())) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(now).toHaveLength(2);
        expect(now).toContain(first[1]);
        expect(now).not.toContain(first[0]);
        expect(server.output()).toMatch(/A server process exited \(SIGKILL\): starting another/);
        // The one that stayed answers meanwhile, and the new one once it listens.
        for (let i = 0; i < 6; i++) expect(await healthy()).toBe(200);

        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
        for (const pid of now) expect(() => process.kill(pid, 0), String(pid)).toThrow();
      } finally {
        server.child.kill("SIGKILL");
      }
    },
    120_000,
  );
});
