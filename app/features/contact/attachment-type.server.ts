// What an uploaded file is, from its bytes alone (never its name or the browser's type): the
// seven kinds a quote request may carry. XLSX and DOCX are ZIP archives: their directory
// must name the parts of such a document, and every entry must unpack within a budget, so a
// ZIP bomb renamed .xlsx is refused before anyone opens it. Entries are unpacked as a stream
// on the thread pool, counted and dropped as they come, and stopped at the budget: the event
// loop stays free and the memory flat while a bomb is inspected.
import { createInflateRaw } from "node:zlib";
import type { AttachmentKind } from "./quote-schema";

export type SniffResult =
  | { ok: true; kind: AttachmentKind }
  | { ok: false; reason: "fileTypeRefused" | "fileArchiveRefused" | "fileEmpty" };

/** What a document's entries may unpack to in all: far above a real drawing list or spec. */
const UNPACKED_MAX = 200 * 1024 * 1024;
/** Real Office documents compress XML about 10:1; a ratio past this is a bomb. */
const RATIO_MAX = 200;
/** Unpacked output is handed over in pieces of this size (fewer, larger callbacks). */
const INFLATE_CHUNK = 256 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(
    bytes.buffer,
    bytes.byteOffset + start,
    Math.max(0, Math.min(end, bytes.length) - start),
  ).toString("latin1");

export async function sniffAttachment(bytes: Uint8Array): Promise<SniffResult> {
  if (bytes.length === 0) return { ok: false, reason: "fileEmpty" };
  if (ascii(bytes, 0, 5) === "%PDF-") return { ok: true, kind: "pdf" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, kind: "jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, kind: "png" };
  // AutoCAD drawings: "AC10xx" names the format's release (R13 = AC1012 … 2018 = AC1032).
  if (/^AC10[0-3]\d$/.test(ascii(bytes, 0, 6))) return { ok: true, kind: "dwg" };
  if (ascii(bytes, 0, 22) === "AutoCAD Binary DXF\r\n\x1a\0") return { ok: true, kind: "dxf" };
  if (isAsciiDxf(bytes)) return { ok: true, kind: "dxf" };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeDocument(bytes);
  return { ok: false, reason: "fileTypeRefused" };
}

/**
 * An ASCII DXF: group-code/value pairs, opening with optional 999 comments and then
 * `0` / `SECTION`, all printable text. An HTML page or a script never starts so.
 */
function isAsciiDxf(bytes: Uint8Array): boolean {
  const head = ascii(bytes, 0, 4096);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000E-\u001F]/.test(head)) return false;
  const lines = head.split(/\r?\n/).map((line) => line.trim());
  let index = 0;
  while (lines[index] === "999" && index + 1 < lines.length) index += 2;
  return lines[index] === "0" && lines[index + 1] === "SECTION";
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/** The entries of a ZIP's central directory, or undefined if it has none that reads. */
function zipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  // The end-of-directory record is in the last 64 KB + 22 bytes (after a comment at most).
  const floor = Math.max(0, view.length - 65_557);
  let end = -1;
  for (let at = view.length - 22; at >= floor; at--) {
    if (view.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.readUInt16LE(end + 10);
  let at = view.readUInt32LE(end + 16);
  if (count === 0 || count === 0xffff || at >= view.length) return undefined; // ZIP64: no Office file needs it
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > view.length || view.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = view.readUInt16LE(at + 28);
    const extraLength = view.readUInt16LE(at + 30);
    const commentLength = view.readUInt16LE(at + 32);
    entries.push({
      method: view.readUInt16LE(at + 10),
      compressedSize: view.readUInt32LE(at + 20),
      uncompressedSize: view.readUInt32LE(at + 24),
      localOffset: view.readUInt32LE(at + 42),
      name: view.toString("utf8", at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * How many bytes a deflated entry unpacks to, or undefined when it is not deflate data or
 * passes `budget` (unpacking stops there). The output is counted and dropped, never kept.
 */
function inflatedSize(data: Uint8Array, budget: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK });
    let size = 0;
    let settled = false;
    const settle = (value: number | undefined) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    inflater.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        settle(undefined);
        inflater.destroy();
      }
    });
    inflater.on("end", () => settle(size));
    inflater.on("error", () => settle(undefined));
    inflater.end(data);
  });
}

async function officeDocument(bytes: Uint8Array): Promise<SniffResult> {
  const refused = { ok: false, reason: "fileArchiveRefused" } as const;
  const entries = zipEntries(bytes);
  if (!entries) return refused;
  const names = new Set(entries.map((entry) => entry.name));
  const kind: AttachmentKind | undefined = !names.has("[Content_Types].xml")
    ? undefined
    : names.has("xl/workbook.xml")
      ? "xlsx"
      : names.has("word/document.xml")
        ? "docx"
        : undefined;
  if (!kind) return { ok: false, reason: "fileTypeRefused" };

  // Unpack every entry against one budget: what the directory claims cannot be trusted,
  // so the inflater itself is stopped once the output passes what is left of it. Past 200
  // times the file's size it is a bomb whatever comes after, so the budget stops there.
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const allowed = Math.min(UNPACKED_MAX, RATIO_MAX * bytes.length);
  let budget = allowed;
  let unpacked = 0;
  for (const entry of entries) {
    const local = entry.localOffset;
    if (local + 30 > view.length || view.readUInt32LE(local) !== 0x04034b50) return refused;
    const start = local + 30 + view.readUInt16LE(local + 26) + view.readUInt16LE(local + 28);
    const data = view.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) return refused;
    if (entry.method === 0) {
      unpacked += data.length;
    } else if (entry.method === 8) {
      const size = await inflatedSize(data, budget);
      if (size === undefined) return refused; // over the budget, or not deflate data at all
      unpacked += size;
    } else return refused;
    budget = allowed - unpacked;
    if (budget < 0) return refused;
  }
  return { ok: true, kind };
}

/** The endings a file of each kind may have; the first is the one given when it has none. */
const EXTENSIONS: Record<AttachmentKind, readonly string[]> = {
  pdf: [".pdf"],
  jpeg: [".jpg", ".jpeg"],
  png: [".png"],
  dwg: [".dwg"],
  dxf: [".dxf"],
  xlsx: [".xlsx"],
  docx: [".docx"],
};

/**
 * A file name fit for a Content-Disposition header and a list: no path, no controls, and the
 * ending of what the file is (a PDF sent as `offer.pdf.exe` is downloaded as
 * `offer.pdf.exe.pdf`, never as a program).
 */
export function cleanFileName(name: string | undefined, kind: AttachmentKind, max: number): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F"\u202A-\u202E\u2066-\u2069]/g, "")
    .trim();
  const endings = EXTENSIONS[kind];
  const own = endings.find((ending) => clean.toLowerCase().endsWith(ending));
  const stem = own ? clean.slice(0, -own.length) : clean || "attachment";
  const ending = own ? clean.slice(-own.length) : endings[0]!;
  // A long name is cut before its ending, which it keeps.
  return `${stem.slice(0, Math.max(1, max - ending.length))}${ending}`;
}
