// The rules a new password must meet, after NIST SP 800-63B (5.1.1.2): a length, and a
// blocklist of what an attacker tries first (repeated or sequential characters, words of the
// site and of the account, the most common passwords). No composition rules: spaces and any
// Unicode character are welcome, control characters excepted. The password itself is stored
// as typed; the rules read it in NFKC form and in lower case, so look-alike characters
// (full-width letters, ligatures) and capitals do not slip past them.
import { company } from "~/content/company";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/auth-schema";
import { isCommonPassword } from "./common-passwords";

export type PasswordRuleCode =
  | "PASSWORD_CONTROL_CHARACTERS"
  | "PASSWORD_TOO_SHORT"
  | "PASSWORD_TOO_LONG"
  | "PASSWORD_REPETITIVE"
  | "PASSWORD_SEQUENTIAL"
  | "PASSWORD_CONTAINS_EMAIL"
  | "PASSWORD_CONTAINS_SITE_NAME"
  | "PASSWORD_TOO_COMMON";

/** The API's words for each rule (the pages show their own, in the page's language). */
export const PASSWORD_RULE_MESSAGES: Record<PasswordRuleCode, string> = {
  PASSWORD_CONTROL_CHARACTERS: "Password must not contain control characters (such as tabs or line breaks).",
  PASSWORD_TOO_SHORT: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  PASSWORD_TOO_LONG: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  PASSWORD_REPETITIVE:
    "This password repeats the same few characters. Please choose one that is harder to guess.",
  PASSWORD_SEQUENTIAL:
    "This password is a sequence of characters (such as abcd or 1234). Please choose one that is harder to guess.",
  PASSWORD_CONTAINS_EMAIL: "Your password must not contain your email address or the part before the @.",
  PASSWORD_CONTAINS_SITE_NAME: "Your password must not contain the name of this website or company.",
  PASSWORD_TOO_COMMON: "This password is too common. Please choose a less common one.",
};

// Words of the site's own, shorter ones being too likely inside an unrelated passphrase.
const MIN_CONTEXT_WORD_LENGTH = 4;
// The part of an address before the @, from this length (shorter ones match by chance).
const MIN_LOCAL_PART_LENGTH = 3;
// C0 and C1 control characters and DEL (Unicode's Cc category).
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * The words of this site a password must not contain: the company's name, and the host of
 * the site's address and of the company's e-mail (whole, and without its top-level domain).
 */
export function siteContextWords(publicUrl: string): string[] {
  const words = new Set<string>([company.shortName, company.name.replace(/\s+/g, "")]);
  const hosts = [company.email.split("@")[1] ?? ""];
  try {
    hosts.push(new URL(publicUrl).hostname);
  } catch {
    // No usable address: the company's words still apply.
  }
  for (const host of hosts) {
    // An IP address is no word anyone would pick for this site.
    if (!host || /^[\d.]+$/.test(host) || host.includes(":")) continue;
    const name = host.replace(/^www\./, "");
    words.add(name);
    const labels = name.split(".");
    if (labels.length > 1) words.add(labels.slice(0, -1).join("."));
    for (const label of labels.slice(0, -1)) words.add(label);
  }
  return [...words].map(normalise).filter((word) => [...word].length >= MIN_CONTEXT_WORD_LENGTH);
}

/**
 * The first rule a new password breaks, or null when it meets them all. `email` is the
 * account's address; `siteWords` comes from `siteContextWords`.
 */
export function checkNewPassword(
  password: string,
  { email, siteWords }: { email: string; siteWords: readonly string[] },
): PasswordRuleCode | null {
  if (CONTROL_CHARACTER.test(password)) return "PASSWORD_CONTROL_CHARACTERS";
  const folded = normalise(password);
  // NIST counts each Unicode code point as one character.
  const characters = [...folded];
  if (characters.length < PASSWORD_MIN_LENGTH) return "PASSWORD_TOO_SHORT";
  if (password.length > PASSWORD_MAX_LENGTH) return "PASSWORD_TOO_LONG";
  if (isRepetitive(characters)) return "PASSWORD_REPETITIVE";
  if (isSequential(characters)) return "PASSWORD_SEQUENTIAL";
  const address = normalise(email.trim());
  const localPart = address.split("@")[0] ?? "";
  if (
    (address && folded.includes(address)) ||
    ([...localPart].length >= MIN_LOCAL_PART_LENGTH && folded.includes(localPart))
  )
    return "PASSWORD_CONTAINS_EMAIL";
  if (siteWords.some((word) => folded.includes(word))) return "PASSWORD_CONTAINS_SITE_NAME";
  if (isCommonPassword(folded) || isCommonPassword(password)) return "PASSWORD_TOO_COMMON";
  return null;
}

function normalise(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

/**
 * Fewer than three different characters (`aaaaaaab`, eight spaces), or one block said again
 * and again whose own length is under the minimum (`12341234`, `passpass`, `abcabcab`).
 */
function isRepetitive(characters: string[]): boolean {
  if (new Set(characters).size < 3) return true;
  for (let period = 1; period < PASSWORD_MIN_LENGTH && period <= characters.length / 2; period++) {
    if (characters.every((character, i) => character === characters[i % period])) return true;
  }
  return false;
}

/**
 * Made of runs of consecutive characters, up or down (`abcdefgh`, `87654321`, `1234abcd`,
 * `78901234`): at most one run for every four characters.
 */
function isSequential(characters: string[]): boolean {
  const codes = characters.map((character) => character.codePointAt(0)!);
  let runs = 1;
  let step = 0;
  for (let i = 1; i < codes.length; i++) {
    const difference = codes[i]! - codes[i - 1]!;
    if ((difference === 1 || difference === -1) && (step === 0 || step === difference)) {
      step = difference;
    } else {
      runs += 1;
      step = 0;
    }
  }
  return runs * 4 <= codes.length;
}
