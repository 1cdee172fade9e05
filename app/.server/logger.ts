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

/** Query parameters that carry a secret (the e-mail verification link's token). */
const SECRET_PARAMETERS = /([?&](?:token|code)=)[^&#]*/gi;

/** A request's address as logged: secret query values replaced by `***`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, "$1***");
}
