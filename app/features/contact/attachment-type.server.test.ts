import { describe, expect, it } from "vitest";
import { zip } from "../../../tests/support/zip";
import { cleanFileName, sniffAttachment } from "./attachment-type.server";

const xml = Buffer.from('<?xml version="1.0"?><x/>');

describe("an archive's inspection", () => {
  it("accepts a workbook and a document, and names what it is", async () => {
    const workbook = zip([
      { name: "[Content_Types].xml", data: xml, deflate: true },
      { name: "xl/workbook.xml", data: Buffer.from(`<workbook>${"<sheet/>".repeat(500)}</workbook>`) },
    ]);
    expect(await sniffAttachment(workbook)).toEqual({ ok: true, kind: "xlsx" });
    const document = zip([
      { name: "[Content_Types].xml", data: xml, deflate: true },
      { name: "word/document.xml", data: xml, deflate: true },
    ]);
    expect(await sniffAttachment(document)).toEqual({ ok: true, kind: "docx" });
  });

  it("refuses a bomb while the event loop goes on, and an entry that is not deflate data", async () => {
    // 200 MB of one byte: about 200 KB deflated, a ratio of 1,000.
    const bomb = zip([
      { name: "[Content_Types].xml", data: xml, deflate: true },
      { name: "xl/workbook.xml", data: Buffer.alloc(200 * 1024 * 1024), deflate: true },
    ]);
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    const inspected = sniffAttachment(bomb);
    // The inspection has not run to its end on this turn: it unpacks on the thread pool.
    await new Promise((resolve) => setImmediate(resolve));
    const turnsDuring = turns;
    expect(await inspected).toEqual({ ok: false, reason: "fileArchiveRefused" });
    clearInterval(ticker);
    expect(turns).toBeGreaterThan(turnsDuring);

    const whole = zip([
      { name: "[Content_Types].xml", data: xml, deflate: true },
      { name: "xl/workbook.xml", data: Buffer.from("<workbook/>".repeat(100)), deflate: true },
    ]);
    // The second entry's data overwritten: the directory still reads, the entry does not.
    const cut = Buffer.from(whole);
    const at = cut.indexOf("xl/workbook.xml") + "xl/workbook.xml".length;
    cut.fill(0xff, at, at + 8);
    expect(await sniffAttachment(cut)).toEqual({ ok: false, reason: "fileArchiveRefused" });
  });
});

describe("an attachment's name", () => {
  it("ends as what the file is, keeps a right ending, and keeps it when cut", () => {
    expect(cleanFileName("offer.FDP.exe", "pdf", 200)).toBe("offer.FDP.exe.pdf");
    expect(cleanFileName("C:\\plans\\Plan.PDF", "pdf", 200)).toBe("Plan.PDF");
    expect(cleanFileName("photo.jpeg", "jpeg", 200)).toBe("photo.jpeg");
    expect(cleanFileName("photo", "jpeg", 200)).toBe("photo.jpg");
    expect(cleanFileName("", "xlsx", 200)).toBe("attachment.xlsx");
    expect(cleanFileName('a\u202Eb"c.dwg', "dwg", 200)).toBe("abc.dwg");
    expect(cleanFileName(`${"x".repeat(300)}.docx`, "docx", 200)).toBe(`${"x".repeat(195)}.docx`);
    expect(cleanFileName(`${"y".repeat(300)}.exe`, "png", 200)).toBe(`${"y".repeat(196)}.png`);
  });
});
