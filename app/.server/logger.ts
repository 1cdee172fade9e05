import pino, { type DestinationStream, type Logger } from "pino";

export type { DestinationStream, Logger };

/** A JSON logger to stdout, or to `destination` (tests collect the lines). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      censor: "***",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
