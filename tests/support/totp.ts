// An authenticator app in tests: the six-digit code (RFC 6238: HMAC-SHA1, 30-second steps) of
// a key as the security page shows it (base32, in groups of four).
import { createHmac } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Bytes(key: string): Buffer {
  const clean = key.replace(/[\s=]/g, "").toUpperCase();
  let bits = "";
  for (const char of clean) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code the app shows for `key` at `at` (ms; now by default). */
export function totpCode(key: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac("sha1", base32Bytes(key)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/** The key the security page shows while an app is being set up. */
export function keyOnPage(html: string): string {
  const match =
    /<code[^>]*data-key[^>]*>([^<]+)<\/code>/.exec(html) ?? /<code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(html);
  if (!match) throw new Error("no key on the page");
  return match[1]!.replace(/\s+/g, "");
}
