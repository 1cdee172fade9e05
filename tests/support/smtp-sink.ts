import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { deadline } from "./deadline";

/** A message as the SMTP server received it, with the parts a test looks at decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** A header's decoded value (first occurrence), by case-insensitive name. */
  header(name: string): string | undefined;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  port: number;
  /** SMTP_URL for the site. */
  url: string;
  messages: ReceivedMail[];
  /** How many sessions reached MAIL FROM (a send began). */
  sendsStarted: number;
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  waitForSendStarted(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Listen on this port (to bring a "down" server back where the site expects it). */
  port?: number;
  /** Accept the connection, then never answer MAIL FROM: a send hangs mid-way. */
  stall?: boolean;
  /** Take this long to accept each message's data (a slow server). */
  delayMs?: number;
  /**
   * Keep each message, then never answer its data: the server has the message but the
   * sender is never told (as when the sender dies between the two).
   */
  keepWithoutAnswer?: boolean;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. No TLS, no auth. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  let sendsStarted = 0;

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 200,
    onMailFrom(_address, _session, callback) {
      sendsStarted++;
      notify();
      if (options.stall) return; // never answers
      callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const mail = parseMail(
          raw,
          envelopeFrom,
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        // Kept once accepted, as a real server would: only while its session is open. A
        // shutdown (close) that ended the session first has answered 421 to the sender,
        // so the message was refused and is not kept.
        setTimeout(() => {
          if (!sessionOpen(session)) return;
          messages.push(mail);
          notify();
          if (!options.keepWithoutAnswer) callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  // The server's open sessions: smtp-server drops a connection from this set when it closes it.
  const openConnections = () =>
    (server as unknown as { connections?: Set<{ id?: string; close(): void }> }).connections ?? new Set();
  const sessionOpen = (session: SMTPServerSession) =>
    [...openConnections()].some((connection) => connection.id === session.id);
  server.on("error", () => {
    // a client (the site being killed) dropping the connection is expected here
  });

  await new Promise<void>((resolve, reject) => {
    const net = server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
    net.once("error", reject);
  });
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();

  const waitFor = (done: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what} (have ${messages.length} messages)`));
      }, deadline(timeoutMs));
      waiters.add(check);
    });

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get sendsStarted() {
      return sendsStarted;
    },
    waitForMessages: async (count, timeoutMs = 15_000) => {
      await waitFor(() => messages.length >= count, timeoutMs, `${count} messages`);
      return messages;
    },
    waitForSendStarted: (timeoutMs = 15_000) => waitFor(() => sendsStarted > 0, timeoutMs, "a send to start"),
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging sessions (stall) would keep close() waiting: end them. Otherwise the
        // sessions under way finish (closeTimeout at most), as a server shutting down lets
        // them: a message is never kept without its sender being told.
        if (options.stall || options.keepWithoutAnswer) {
          for (const connection of [...openConnections()]) connection.close();
        }
        server.close(() => resolve());
      }),
  };
}

// A small MIME reader for what nodemailer writes: headers with encoded words, and a body
// that is one part or multipart/alternative, in quoted-printable, base64 or 7bit.
function parseMail(raw: string, envelopeFrom: string, envelopeTo: string[]): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const header = (name: string) => headers.get(name.toLowerCase());
  let text = "";
  let html = "";
  const contentType = header("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith("--"))
        .map((part) => splitHeaders(part.replace(/^\r\n/, "")))
    : [{ headers, body }];
  for (const part of parts) {
    const type = part.headers.get("content-type") ?? "text/plain";
    const decoded = decodeBody(part.body, part.headers.get("content-transfer-encoding") ?? "7bit");
    if (type.startsWith("text/html")) html = decoded;
    else if (type.startsWith("text/plain")) text = decoded;
  }
  return { envelopeFrom, envelopeTo, raw, header, subject: header("subject") ?? "", text, html };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : qpBytes(data.replace(/_/g, " ")).toString("utf8"),
    );
}

function decodeBody(body: string, encoding: string): string {
  const trimmed = body.replace(/\r\n$/, "");
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(trimmed.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return qpBytes(trimmed.replace(/=\r\n/g, "")).toString("utf8").replace(/\r\n/g, "\n");
    default:
      return trimmed.replace(/\r\n/g, "\n");
  }
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    const hex = text.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes);
}
