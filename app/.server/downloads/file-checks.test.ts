import { describe, expect, it } from "vitest";
import {
  checkDownloadFile,
  cleanDownloadFileName,
  MAX_DOWNLOAD_BYTES,
  sniffDownloadFormat,
} from "./file-checks";

const bytes = (text: string) => Buffer.from(text, "latin1");
const PDF = bytes("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const DWG = Buffer.concat([bytes("AC1027"), Buffer.alloc(64)]);
const ASCII_DXF = bytes("  0\r\nSECTION\r\n  2\r\nHEADER\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n");
const BINARY_DXF = Buffer.concat([bytes("AutoCAD Binary DXF\r\n\x1a\0"), Buffer.alloc(32, 3)]);
const STEP = bytes("ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n");

describe("what an uploaded document is, by its content", () => {
  it("knows a PDF, a DWG, a DXF in text or binary and a STEP file", () => {
    expect(sniffDownloadFormat(PDF)).toBe("pdf");
    expect(sniffDownloadFormat(DWG)).toBe("dwg");
    expect(sniffDownloadFormat(ASCII_DXF)).toBe("dxf");
    expect(sniffDownloadFormat(BINARY_DXF)).toBe("dxf");
    expect(sniffDownloadFormat(STEP)).toBe("step");
  });

  it("reads a text DXF or STEP after white space, a byte-order mark and a DXF's comments", () => {
    expect(sniffDownloadFormat(bytes("\n\n  0\nSECTION\n"))).toBe("dxf");
    expect(sniffDownloadFormat(bytes("999\nmade by a CAD program\n  0\nSECTION\n"))).toBe("dxf");
    expect(
      sniffDownloadFormat(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes("ISO-10303-21;\n")])),
    ).toBe("step");
    expect(sniffDownloadFormat(bytes("\r\n  ISO-10303-21;\n"))).toBe("step");
  });

  it("knows nothing else: a page, a script, a picture, a zip, a near miss", () => {
    for (const other of [
      bytes("<!doctype html><script>alert(1)</script>"),
      bytes("#!/bin/sh\nrm -rf /\n"),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      bytes("%PDF"),
      bytes("AC9999"),
      bytes("AC10"),
      bytes("  0\nSECTIONS\n"),
      bytes("  0\nSECTION\x01\n"),
      bytes("ISO-10303-22;"),
      bytes("AutoCAD Binary DXF\n"),
    ])
      expect(sniffDownloadFormat(other), other.toString("latin1")).toBeUndefined();
  });
});

describe("an upload's checks", () => {
  it("accepts each format under its own ending, in any case, with its type", () => {
    expect(checkDownloadFile("Manual.PDF", PDF)).toEqual({
      ok: true,
      format: "pdf",
      contentType: "application/pdf",
      fileName: "Manual.PDF",
    });
    expect(checkDownloadFile("ga.dwg", DWG)).toMatchObject({
      ok: true,
      format: "dwg",
      contentType: "image/vnd.dwg",
    });
    expect(checkDownloadFile("ga.dxf", BINARY_DXF)).toMatchObject({ ok: true, contentType: "image/vnd.dxf" });
    expect(checkDownloadFile("model.step", STEP)).toMatchObject({ ok: true, contentType: "model/step" });
    expect(checkDownloadFile("model.STP", STEP)).toMatchObject({ ok: true, format: "step" });
  });

  it("refuses a name whose ending is another format's, or none, naming what the file is", () => {
    expect(checkDownloadFile("drawing.dwg", PDF)).toEqual({
      ok: false,
      problem: "wrong-extension",
      format: "pdf",
    });
    expect(checkDownloadFile("drawing.pdf.exe", PDF)).toMatchObject({ problem: "wrong-extension" });
    expect(checkDownloadFile("plan", ASCII_DXF)).toEqual({
      ok: false,
      problem: "wrong-extension",
      format: "dxf",
    });
    expect(checkDownloadFile(".pdf", PDF)).toMatchObject({ problem: "wrong-extension" });
    expect(checkDownloadFile("model.stp.pdf", STEP)).toMatchObject({
      problem: "wrong-extension",
      format: "step",
    });
  });

  it("refuses an empty file, one over 25 MB, one of no known format, and a PDF cut short", () => {
    expect(checkDownloadFile("a.pdf", Buffer.alloc(0))).toEqual({ ok: false, problem: "empty" });
    expect(MAX_DOWNLOAD_BYTES).toBe(25 * 1024 * 1024);
    const large = Buffer.concat([PDF, Buffer.alloc(MAX_DOWNLOAD_BYTES - PDF.length + 1)]);
    expect(checkDownloadFile("a.pdf", large)).toEqual({ ok: false, problem: "too-large" });
    const atLimit = Buffer.concat([
      bytes("%PDF-1.7\n"),
      Buffer.alloc(MAX_DOWNLOAD_BYTES - 16),
      bytes("%%EOF\n\n"),
    ]);
    expect(atLimit.length).toBe(MAX_DOWNLOAD_BYTES);
    expect(checkDownloadFile("a.pdf", atLimit)).toMatchObject({ ok: true });
    expect(checkDownloadFile("a.pdf", bytes("<html></html>"))).toEqual({
      ok: false,
      problem: "unknown-format",
    });
    expect(checkDownloadFile("a.pdf", PDF.subarray(0, 20))).toEqual({
      ok: false,
      problem: "truncated",
      format: "pdf",
    });
  });
});

describe("an upload's name", () => {
  it("keeps the name without folders, controls or direction marks, at most 200 characters with its ending", () => {
    expect(cleanDownloadFileName("C:\\drawings\\ga.dwg")).toBe("ga.dwg");
    expect(cleanDownloadFileName("../../etc/ga.dwg")).toBe("ga.dwg");
    expect(cleanDownloadFileName('bad"\u0000name\u202Egpj.pdf')).toBe("badnamegpj.pdf");
    expect(cleanDownloadFileName("Manual de operación.pdf")).toBe("Manual de operación.pdf");
    const long = cleanDownloadFileName(`${"x".repeat(300)}.step`);
    expect(long).toHaveLength(200);
    expect(long.endsWith(".step")).toBe(true);
  });
});
