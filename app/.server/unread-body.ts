// A request answered before its body was read (refused by size, by rate or by load): Node
// reads what the client still sends and drops it, so that a browser still uploading sees the
// answer instead of a reset connection; a body that has not ended a few seconds after the
// answer closes the connection (ADR 024).
import type { Request, Response } from "express";

const LINGER_MS = 5_000;

/** Once `res` is sent, gives the rest of `req`'s body LINGER_MS to end, then closes the connection. */
export function closeIfBodyLingers(req: Request, res: Response): void {
  res.once("finish", () => {
    if (req.complete) return;
    const socket = req.socket;
    // A body that ends in time leaves the connection open for the client's next request.
    const timer = setTimeout(() => {
      if (!req.complete) socket.destroy();
    }, LINGER_MS).unref();
    socket.once("close", () => clearTimeout(timer));
  });
}
