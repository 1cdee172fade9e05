// A visitor's cookie signed by the server (the quote list, the comparison, a download gate
// passed): HttpOnly, Lax, the whole site, with a key of its own derived from AUTH_SECRET for
// its purpose, so the secret itself never signs visitors' data and one cookie's signature is
// never another's. Every instance derives the same key, so any of them reads it.
import { hkdfSync } from "node:crypto";
import { createCookie, type Cookie } from "react-router";

const made = new Map<string, Cookie>();

/** The cookie `name`, signed with the key AUTH_SECRET gives for `purpose`, kept `maxAgeS` seconds. */
export function signedCookie(name: string, purpose: string, maxAgeS: number, authSecret: string): Cookie {
  const id = `${name}\u0000${purpose}\u0000${maxAgeS}\u0000${authSecret}`;
  let cookie = made.get(id);
  if (!cookie) {
    const key = Buffer.from(hkdfSync("sha256", authSecret, "", purpose, 32)).toString("hex");
    cookie = createCookie(name, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: maxAgeS,
      secrets: [key],
    });
    made.set(id, cookie);
  }
  return cookie;
}
