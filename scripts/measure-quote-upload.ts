// npm run bench:quote-upload — how long a quote request with five files of 20 MB takes.
//
// Starts the production build on a throwaway embedded database (bench-server.mjs; builds first
// when the build is stale), then for each run solves a fresh captcha, as the form's widget does,
// and POSTs a quote request (three products, project data and five valid PDFs padded to just
// under the 20 MB limit, made in memory) to /api/quote over loopback. Prints each run's wall
// time (first byte sent to the answer read), throughput and the server process's peak resident
// memory during the run (Linux: /proc/<pid>/status VmHWM, reset before each run), then the
// medians. Each run must be answered 201 (stored), or the script fails.
//
//   npm run bench:quote-upload [-- --runs=3]
//
// With --bombs=N, sends N quote requests at once from one address, each with five ZIP bombs
// named .xlsx (203 KB each, unpacking to 199 MB), while /healthz is asked every 25 ms: prints
// each answer's status, the /healthz times (median, 95th percentile, highest) and the server's
// peak memory. The site refuses every bomb; /healthz must stay quick meanwhile.
//
// BENCH_PORT picks the server's port where several people share a machine.
import { request } from "node:http";
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { zip } from "../tests/support/zip";
import { startBenchServer } from "./bench-server.mjs";

const FILES = 5;
/** Just under the form's 20 MB limit per file (QUOTE_LIMITS.fileBytesMax, 20 MiB). */
const FILE_BYTES = 20 * 1024 * 1024 - 4 * 1024;
const MB = 1024 * 1024;

const runsArg = process.argv.find((value) => value.startsWith("--runs="));
const RUNS = runsArg ? Number(runsArg.split("=")[1]) : 3;
const bombsArg = process.argv.find((value) => value.startsWith("--bombs="));
const BOMBS = bombsArg ? Number(bombsArg.split("=")[1]) : 0;
if (!Number.isInteger(RUNS) || RUNS < 1 || !Number.isInteger(BOMBS) || BOMBS < 0) {
  console.error("--runs must be a whole number above 0, --bombs a whole number");
  process.exit(2);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * A ZIP whose directory names a workbook's parts, its workbook 199 MB of one byte deflated
 * (about 200 KB).
 */
function zipBomb(): Uint8Array<ArrayBuffer> {
  const entries = [
    { name: "[Content_Types].xml", data: Buffer.from('<?xml version="1.0"?><Types/>'), deflate: true },
    { name: "xl/workbook.xml", data: Buffer.alloc(199 * MB, 0x20), deflate: true },
  ];
  return new Uint8Array(zip(entries));
}

/** A valid PDF of `bytes` bytes: header, one object, a comment as padding, trailer. */
function paddedPdf(bytes: number, label: string): Uint8Array<ArrayBuffer> {
  const head = Buffer.from(`%PDF-1.7\n% ${label}\n1 0 obj<<>>endobj\n`);
  const tail = Buffer.from("\ntrailer<<>>\n%%EOF\n");
  const padding = Buffer.alloc(bytes - head.length - tail.length, "% drawing data padding\n");
  return new Uint8Array(Buffer.concat([head, padding, tail]));
}

/** The server's memory from /proc (Linux); undefined elsewhere. */
const memory = {
  /** Resets the peak (VmHWM) to the current size. */
  resetPeak(pid: number): boolean {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, "5");
      return true;
    } catch {
      return false;
    }
  },
  read(pid: number, field: "VmHWM" | "VmRSS"): number | undefined {
    try {
      const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(
        readFileSync(`/proc/${pid}/status`, "utf8"),
      );
      return match ? Number(match[1]) * 1024 : undefined;
    } catch {
      return undefined;
    }
  },
};

async function solvedCaptcha(origin: string): Promise<string> {
  const response = await fetch(new URL("/api/captcha", origin));
  if (response.status !== 200) throw new Error(`GET /api/captcha answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error("the captcha was not solved in time");
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** The form as the quote page's script sends it, with a fresh captcha, as one buffer. */
async function quoteBody(
  origin: string,
  files: Array<Uint8Array<ArrayBuffer>>,
  type = "application/pdf",
  extension = "pdf",
) {
  const fields: Record<string, string> = {
    firstName: "Ana",
    lastName: "López",
    email: "ana.lopez@example.com",
    countryCode: "+34",
    phone: "600 123 456",
    company: "Aguas del Norte",
    message: "Three units for the new plant; drawings and the tender specification attached.",
    consent: "true",
    website: "",
    locale: "en",
    items: JSON.stringify([
      { productId: "drum-screen", quantity: 2, note: "2 m channel" },
      { productId: "grit-classifier", quantity: 1 },
      { productId: "belt-conveyor", quantity: 3 },
    ]),
    application: "municipal",
    flow: "350",
    flowUnit: "L/s",
    location: "Valencia, Spain",
    timeline: "Q3 2027",
    captcha: await solvedCaptcha(origin),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((bytes, n) =>
    form.append("files", new Blob([bytes], { type }), `drawing-${n + 1}.${extension}`),
  );
  const encoded = new Request(new URL("/api/quote", origin), { method: "POST", body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type")!,
  };
}

/** Sends the body in one go; resolves when the whole answer has been read. */
function post(origin: string, body: Buffer, contentType: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const upload = request(new URL("/api/quote", origin), {
      method: "POST",
      headers: { "Content-Type": contentType, "Content-Length": String(body.length) },
    });
    upload.on("error", reject);
    upload.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", reject);
    });
    upload.end(body);
  });
}

/** N bomb requests at once while /healthz is timed; prints what each saw. */
async function bombs(origin: string, pid: number): Promise<void> {
  const bomb = zipBomb();
  console.log(
    `bench:quote-upload --bombs=${BOMBS}: ${BOMBS} request(s) at once, each five ZIP bombs of ` +
      `${(bomb.length / 1024).toFixed(0)} KB named .xlsx (199 MB unpacked), ${origin}`,
  );
  const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  const bodies = await Promise.all(
    Array.from({ length: BOMBS }, () =>
      quoteBody(
        origin,
        Array.from({ length: FILES }, () => bomb),
        xlsx,
        "xlsx",
      ),
    ),
  );
  memory.resetPeak(pid);
  const before = memory.read(pid, "VmRSS");
  const health: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(new URL("/healthz", origin));
      await response.arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(bodies.map(({ body, contentType }) => post(origin, body, contentType)));
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await probe;
  const peak = memory.read(pid, "VmHWM");
  const statuses = answers.map((answer) => answer.status);
  const sorted = [...health].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
  console.log(`answers in ${seconds.toFixed(2)} s: ${statuses.join(", ")}`);
  const other = answers.find((answer) => answer.status !== 400);
  if (other) console.log(`  e.g. ${other.text}`);
  console.log(
    `/healthz while they were read and inspected (${health.length} requests): median ${median(health).toFixed(1)} ms, ` +
      `95th percentile ${p95.toFixed(1)} ms, highest ${Math.max(...health).toFixed(1)} ms`,
  );
  console.log(
    `server RSS ${before ? (before / MB).toFixed(0) : "n/a"} MB before, peak ${peak ? (peak / MB).toFixed(0) : "n/a"} MB`,
  );
  if (statuses.some((status) => status === 201)) throw new Error("a bomb was stored");
}

// Every run comes from the same address; the limit is the bench's own server's.
process.env.CONTACT_RATE_LIMIT ??= "1000";
const server = await startBenchServer();
const pid = server.pid!;
try {
  if (BOMBS > 0) {
    await bombs(server.origin, pid);
  } else {
    await uploads();
  }
} finally {
  server.stop();
}

async function uploads(): Promise<void> {
  const results: Array<{ seconds: number; mbPerSecond: number; peak: number | undefined }> = [];
  const files = Array.from({ length: FILES }, (_, n) => paddedPdf(FILE_BYTES, `drawing ${n + 1}`));
  console.log(
    `bench:quote-upload: ${RUNS} run(s), ${FILES} PDFs of ${(FILE_BYTES / MB).toFixed(2)} MB each, ${server.origin}`,
  );
  for (let run = 1; run <= RUNS; run++) {
    const { body, contentType } = await quoteBody(server.origin, files);
    const canResetPeak = memory.resetPeak(pid);
    const before = memory.read(pid, "VmRSS");
    // Where the peak cannot be reset, the largest of frequent samples stands in for it.
    let sampled = before ?? 0;
    const sampler = setInterval(() => {
      sampled = Math.max(sampled, memory.read(pid, "VmRSS") ?? 0);
    }, 20);
    const started = performance.now();
    const answer = await post(server.origin, body, contentType);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (answer.status !== 201)
      throw new Error(`run ${run}: /api/quote answered ${answer.status}: ${answer.text}`);
    const peak = canResetPeak ? memory.read(pid, "VmHWM") : sampled || undefined;
    const mbPerSecond = body.length / MB / seconds;
    results.push({ seconds, mbPerSecond, peak });
    console.log(
      `run ${run}: ${(body.length / MB).toFixed(1)} MB in ${seconds.toFixed(2)} s, ${mbPerSecond.toFixed(1)} MB/s, ` +
        `server RSS ${before ? (before / MB).toFixed(0) : "n/a"} MB before, peak ${peak ? (peak / MB).toFixed(0) : "n/a"} MB`,
    );
  }
  const peaks = results.flatMap((result) => (result.peak ? [result.peak] : []));
  console.log(
    `median of ${RUNS}: ${median(results.map((r) => r.seconds)).toFixed(2)} s, ` +
      `${median(results.map((r) => r.mbPerSecond)).toFixed(1)} MB/s, ` +
      `server RSS peak ${peaks.length ? `${(median(peaks) / MB).toFixed(0)} MB` : "n/a"} ` +
      `(highest ${peaks.length ? `${(Math.max(...peaks) / MB).toFixed(0)} MB` : "n/a"})`,
  );
}
