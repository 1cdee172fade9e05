// The list ships inside the server bundle (Vite's ?raw import): no file to find at run time,
// and nothing of it can reach a browser, since only server modules import this one.
import list from "./common-passwords.txt?raw";

let commonPasswords: Set<string> | undefined;

/** Whether a password is one of the most common ones (case-insensitive). Loaded once. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(list.split("\n").filter(Boolean));
  return commonPasswords.has(password.toLowerCase());
}

/** How many passwords the list holds (for tests and the ADR's figure). */
export function commonPasswordCount(): number {
  isCommonPassword("");
  return commonPasswords?.size ?? 0;
}
