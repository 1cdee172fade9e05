// What an uploaded document is, from its bytes (issue 44), as a quote request's attachments are
// checked (app/features/contact/attachment-type.server.ts): a PDF, an AutoCAD drawing (DWG, or
// DXF in its text or binary form) or a STEP model, whatever its name or the browser's type say;
// then its name's ending must be that format's, so a file is never served under a name that
// makes it open as something else.
import type { UploadFormat } from "~/lib/downloads";

/** The largest document the company may upload: 25 MB (a manual with photographs, a drawing set). */
export const MAX_DOWNLOAD_BYTES = 25 * 1024 * 1024;

/** Why a file was refused (each has a message in both languages). */
export type DownloadFileProblem = "empty" | "too-large" | "unknown-format" | "truncated" | "wrong-extension";

export type DownloadFileCheck =
  | { ok: true; format: UploadFormat; contentType: string; fileName: string }
  | { ok: false; problem: DownloadFileProblem; format?: UploadFormat };

/** The type each format is served as. */
export const CONTENT_TYPES: Record<UploadFormat, string> = {
  pdf: "application/pdf",
  dwg: "image/vnd.dwg",
  dxf: "image/vnd.dxf",
  step: "model/step",
};

/** The endings a file of each format may have; the first is the one named in a refusal. */
export const EXTENSIONS: Record<UploadFormat, readonly string[]> = {
  pdf: [".pdf"],
  dwg: [".dwg"],
  dxf: [".dxf"],
  step: [".step", ".stp"],
};

const text = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(
    bytes.buffer,
    bytes.byteOffset + start,
    Math.max(0, Math.min(end, bytes.length) - start),
  ).toString("latin1");

/** The head of a text file without a byte-order mark and the white space before its first line. */
const textHead = (bytes: Uint8Array, length: number) =>
  text(bytes, 0, length)
    .replace(/^\u00ef\u00bb\u00bf/, "")
    .replace(/^\s+/, "");

/**
 * An ASCII DXF: group-code/value pairs, opening (after white space and any 999 comments) with
 * `0` / `SECTION`, all printable text. An HTML page or a script never starts so.
 */
function isAsciiDxf(bytes: Uint8Array): boolean {
  const head = textHead(bytes, 4096);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000E-\u001F]/.test(head)) return false;
  const lines = head.split(/\r?\n/).map((line) => line.trim());
  let index = 0;
  while (lines[index] === "999" && index + 1 < lines.length) index += 2;
  return lines[index] === "0" && lines[index + 1] === "SECTION";
}

/** The format the bytes are, or undefined when they are none of the four. */
export function sniffDownloadFormat(bytes: Uint8Array): UploadFormat | undefined {
  if (text(bytes, 0, 5) === "%PDF-") return "pdf";
  // AutoCAD's drawings name their release in their first six bytes: AC1012 (R13) … AC1032 (2018).
  if (/^AC10\d\d$/.test(text(bytes, 0, 6))) return "dwg";
  if (text(bytes, 0, 22) === "AutoCAD Binary DXF\r\n\x1a\0") return "dxf";
  if (isAsciiDxf(bytes)) return "dxf";
  // ISO 10303-21, the STEP exchange file: its first statement names the standard.
  if (textHead(bytes, 64).startsWith("ISO-10303-21;")) return "step";
  return undefined;
}

/**
 * A file name fit for a list and a Content-Disposition header: no folders, no control or
 * direction-changing characters, at most 200 characters with its ending kept.
 */
export function cleanDownloadFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F"\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, "")
    .trim();
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf(".");
  const ending = dot > 0 && clean.length - dot <= 6 ? clean.slice(dot) : "";
  return `${clean.slice(0, 200 - ending.length)}${ending}`;
}

/**
 * Checks an upload: not empty, within the limit, one of the four formats by its content, a PDF
 * whole (its end-of-file mark in its last kilobyte: one cut short in transit has none), and its
 * name ending as its format's does. Returns the name cleaned and the type it is served as.
 */
export function checkDownloadFile(name: string, bytes: Uint8Array): DownloadFileCheck {
  if (bytes.byteLength === 0) return { ok: false, problem: "empty" };
  if (bytes.byteLength > MAX_DOWNLOAD_BYTES) return { ok: false, problem: "too-large" };
  const format = sniffDownloadFormat(bytes);
  if (!format) return { ok: false, problem: "unknown-format" };
  if (
    format === "pdf" &&
    !text(bytes, Math.max(0, bytes.byteLength - 1024), bytes.byteLength).includes("%%EOF")
  )
    return { ok: false, problem: "truncated", format };
  const fileName = cleanDownloadFileName(name);
  const lower = fileName.toLowerCase();
  const ending = EXTENSIONS[format].find((candidate) => lower.endsWith(candidate));
  if (!ending || lower.length === ending.length) return { ok: false, problem: "wrong-extension", format };
  return { ok: true, format, contentType: CONTENT_TYPES[format], fileName };
}
