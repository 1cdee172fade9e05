import { spawnSync } from "node:child_process";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/ensure-build.mjs";
import { startChildServer } from "../support/child-server";

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
  }, 90_000);
});
