import { createServer } from "node:net";

/** A loopback port nothing listens on right now (for a server that must know it in advance). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Linux's default range for ports handed out to `listen(0)` (net.ipv4.ip_local_port_range). */
const EPHEMERAL = { first: 32768, last: 60999 };

/**
 * A loopback port nothing listens on, for a server a test keeps down for a while (an SMTP server
 * that is "down", then started on it). Taken below the range the system hands out to `listen(0)`,
 * so that no other test's server (both integration passes run side by side) is given it
 * meanwhile: a freed ephemeral port was, and the "down" server answered as an HTTP server would.
 */
export async function downPort(): Promise<number> {
  for (let tries = 0; tries < 50; tries += 1) {
    const port = 20_000 + Math.floor(Math.random() * (EPHEMERAL.first - 20_000));
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port below ${EPHEMERAL.first}`);
}
