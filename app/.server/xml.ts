// Anything outside XML 1.0's characters (C0 controls other than tab, newline and carriage
// return; lone surrogates; U+FFFE and U+FFFF): one of them in a post's title would make a
// whole feed or sitemap unreadable, so they are dropped.
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

const ENTITIES: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  "'": "&apos;",
  '"': "&quot;",
};

/** Text safe inside an XML element or a quoted attribute. */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML, "").replace(/[<>&'"]/g, (c) => ENTITIES[c]!);
}
