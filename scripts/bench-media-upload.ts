// npm run bench:media-upload — a batch of photographs uploaded to the media library, and what
// their renditions weigh.
//
// Starts the production server (`node server.mjs`, its own process) on a throwaway embedded
// database (or a scratch PostgreSQL database when BENCH_DATABASE_URL is set), signs an
// administrator in, and uploads N (20) photograph-like JPEGs of about 5 MB (scripts/photos.ts)
// the way the Media page's script does: one request per file, one after another. Prints each
// file's time, the batch's total and MB/s, and the server's peak memory (Linux /proc). Then asks
// for every rendition of the first photograph (the upload makes its thumbnails; each slot's are
// made on their first request) and prints their sizes per slot and format against the original.
//
//   npm run bench:media-upload [-- --files=20]
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { IMAGE_SLOTS } from "~/content/image-slots";
import { mediaImageUrl, mediaSizeWidths, type MediaSize } from "~/lib/media-url";
import { UPLOAD_FORMATS } from "~/lib/uploaded-image";
import {
  accountServerEnv,
  signedInCookie,
  signUp,
  STRONG_PASSWORD,
  verificationLink,
} from "../tests/support/auth";
import { startChildServer } from "../tests/support/child-server";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { ensureBuild } from "./ensure-build.mjs";
import { makePhoto } from "./photos";

const filesArg = process.argv.find((value) => value.startsWith("--files="));
const FILES = filesArg ? Number(filesArg.split("=")[1]) : 20;
if (!Number.isInteger(FILES) || FILES < 1 || FILES > 100) {
  console.error("--files must be a whole number from 1 to 100");
  process.exit(2);
}
const MB = 1_000_000;

const peakKb = (pid: number) =>
  Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);

ensureBuild();
console.log(`Making ${FILES} photographs…`);
const photos: Buffer[] = [];
for (let n = 1; n <= FILES; n++) photos.push(await makePhoto(n));
const total = photos.reduce((sum, photo) => sum + photo.length, 0);
console.log(
  `  ${FILES} JPEGs of 4,000 × 3,000, ${(total / MB).toFixed(1)} MB in all (${(total / FILES / MB).toFixed(2)} MB each on average)`,
);

const smtp = await startSmtpSink();
const email = "media-bench@example.com";
const server = await startChildServer(accountServerEnv(smtp, { ADMIN_EMAILS: email, LOG_LEVEL: "warn" }));
const origin = `http://127.0.0.1:${server.port}`;
try {
  if ((await signUp(origin, email, STRONG_PASSWORD)).status !== 200) throw new Error("sign-up refused");
  const verified = await fetch(await verificationLink(smtp, email, origin), { redirect: "manual" });
  if (verified.status !== 302) throw new Error(`verification answered ${verified.status}`);
  const cookie = await signedInCookie(origin, email, STRONG_PASSWORD);
  const pid = server.child.pid!;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    // Not Linux, or not allowed: the peak is then the process's whole life's.
  }
  const before = peakKb(pid);

  const ids: string[] = [];
  const times: number[] = [];
  const started = performance.now();
  for (const [index, photo] of photos.entries()) {
    const body = new FormData();
    body.append("files", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `photo-${index + 1}.jpg`);
    const at = performance.now();
    const res = await fetch(`${origin}/admin/media/upload`, {
      method: "POST",
      headers: { Cookie: cookie },
      body,
    });
    const answer = (await res.json()) as { results?: Array<{ ok: boolean; id?: string; message: string }> };
    const result = answer.results?.[0];
    if (res.status !== 200 || !result?.ok || !result.id)
      throw new Error(`photo ${index + 1}: ${res.status} ${JSON.stringify(answer)}`);
    ids.push(result.id);
    times.push(performance.now() - at);
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`\nUpload, one request per file, one after another (as the Media page sends them):`);
  console.log(
    `  ${FILES} files, ${(total / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s: ${(total / MB / seconds).toFixed(2)} MB/s, ${(FILES / seconds).toFixed(2)} photos/s`,
  );
  console.log(
    `  per file: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, fastest ${sorted[0]!.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`,
  );
  console.log(
    `  server peak memory: ${(before / 1024).toFixed(0)} MB before, ${(peakKb(pid) / 1024).toFixed(0)} MB during`,
  );

  // The first photograph's renditions: its hash is in its thumbnails' addresses on its page.
  const page = await (await fetch(`${origin}/admin/media/${ids[0]}`, { headers: { Cookie: cookie } })).text();
  const hash = new RegExp(`${ids[0]}-([0-9a-f]{16})-`).exec(page)?.[1];
  if (!hash) throw new Error("no rendition address on the image's page");
  const ref = { id: ids[0]!, hash };
  const sizes: MediaSize[] = ["thumb", ...(Object.keys(IMAGE_SLOTS) as MediaSize[]), "post"];
  console.log(`\nRenditions of photo-1.jpg (${(photos[0]!.length / 1000).toFixed(0)} kB, 4,000 × 3,000):`);
  console.log("| size | widths | AVIF kB (each) | WebP kB (each) | AVIF of the original | made in |");
  console.log("|---|---|---|---|---:|---:|");
  for (const size of sizes) {
    const widths = mediaSizeWidths(size);
    const bytes: Record<string, number[]> = {};
    const at = performance.now();
    for (const format of UPLOAD_FORMATS)
      for (const width of widths) {
        const res = await fetch(origin + mediaImageUrl(ref, size, width, format));
        if (res.status !== 200) throw new Error(`${size} ${width} ${format}: ${res.status}`);
        (bytes[format] ??= []).push((await res.arrayBuffer()).byteLength);
      }
    const made = (performance.now() - at) / 1000;
    const kb = (list: number[]) => list.map((value) => (value / 1000).toFixed(0)).join(" / ");
    const largest = Math.max(...bytes.avif!);
    console.log(
      `| ${size} | ${widths.join(", ")} | ${kb(bytes.avif!)} | ${kb(bytes.webp!)} | ${((largest / photos[0]!.length) * 100).toFixed(1)}% | ${made.toFixed(1)} s |`,
    );
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  await smtp.close();
}
