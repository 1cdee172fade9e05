// Unsaved work kept in this browser's localStorage (ADR 022): the post editor writes its
// form here as it is typed, so nothing is lost when a save meets the sign-in page; Sign Out
// forgets it all. Storage may be refused (private modes, a full quota): then nothing is kept
// and the pages work on without it.

/** A kept draft: when it was written, the version of the record it started from, its fields. */
export interface KeptDraft {
  savedAt: string;
  version?: string;
  values: Record<string, string>;
}

const PREFIX = "kept-draft:";

function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

export function readKeptDraft(key: string): KeptDraft | undefined {
  const raw = attempt(() => window.localStorage.getItem(PREFIX + key));
  if (!raw) return undefined;
  const parsed = attempt(() => JSON.parse(raw) as unknown);
  if (!parsed || typeof parsed !== "object") return undefined;
  const { savedAt, version, values } = parsed as Record<string, unknown>;
  if (typeof savedAt !== "string" || Number.isNaN(Date.parse(savedAt))) return undefined;
  if (!values || typeof values !== "object") return undefined;
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (typeof value === "string") kept[name] = value;
  return { savedAt, ...(typeof version === "string" ? { version } : {}), values: kept };
}

export function writeKeptDraft(key: string, draft: KeptDraft) {
  attempt(() => window.localStorage.setItem(PREFIX + key, JSON.stringify(draft)));
}

export function clearKeptDraft(key: string) {
  attempt(() => window.localStorage.removeItem(PREFIX + key));
}

/** Set when this tab signs out, until an editor opens again: its editor, leaving, keeps nothing. */
let signedOutHere = false;
export const signedOutInThisTab = () => signedOutHere;
export const editingAgain = () => {
  signedOutHere = false;
};

/**
 * Sign Out forgets every kept draft in this browser. An editor left open in another tab with
 * unsaved work writes its own again as it leaves the page (its session gone, it is taken to
 * the sign-in page), so that one is offered after signing in again.
 */
export function clearKeptDrafts() {
  signedOutHere = true;
  attempt(() => {
    const keys: string[] = [];
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  });
}
