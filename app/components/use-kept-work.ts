// An editor's unsaved work, kept in this browser (ADR 022, 023): every change to the form is
// written to localStorage (lib/kept-drafts) under the record's key, with the version the form
// started from, so a save that lands on the sign-in page (the session ended in another tab, or
// expired) loses nothing: opening the editor again offers it back. It is forgotten once a save
// from this tab has succeeded, and Sign Out forgets it. Leaving the page with unsaved changes
// asks first: the browser's own prompt for a reload or a closed tab, and, where the editor
// asks for it, a dialog of its own for a link (`blocker`).
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useBlocker, useNavigation } from "react-router";
import {
  clearKeptDraft,
  editingAgain,
  readKeptDraft,
  signedOutInThisTab,
  writeKeptDraft,
  type KeptDraft,
} from "~/lib/kept-drafts";

/** A form's fields by name, as posted. */
export type FormEntries = Record<string, string>;

export interface KeptWorkOptions {
  form: RefObject<HTMLFormElement | null>;
  /** Where the work is kept: the record's kind and id (`post:new` for a post not yet created). */
  storageKey: string;
  /** Other keys a successful save also clears (a new record's, now saved under its id). */
  alsoClears?: readonly string[];
  /** Which of the form's fields are the editor's work (not the version, the buttons, …). */
  keeps: (name: string) => boolean;
  /** The record as it is saved, as the form would post it: what "unsaved" is measured against. */
  baseline: FormEntries;
  /** What a field left out of the form counts as (an unchecked radio group, say). */
  defaults?: Readonly<FormEntries>;
  /** Set when the server sent the form back (an error, or a refused save): its text is unsaved. */
  failureAt?: number;
  /** Set (to something new each time) when the page follows a successful change. */
  saved?: string;
  /** Ask before following a link away with unsaved work (the editor shows `blocker`). */
  confirmLeaving?: boolean;
}

export interface KeptWork {
  /** The form holds changes not saved yet. */
  dirty: boolean;
  /** Work kept from an earlier visit, for the form to show. */
  restored?: KeptDraft;
  /** Forgets the kept work (and the restored one, so the form shows the saved record). */
  discard: () => void;
  /** Call as the form is sent: the next page may say it was saved. */
  submitting: () => void;
  /** Reads the form again (after a change made without an input event). */
  refresh: () => void;
  /** The navigation waiting for the editor's answer to "leave without saving?". */
  blocker: ReturnType<typeof useBlocker>;
}

function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

const submittedKey = (key: string) => `kept-work-submitted:${key}`;

export function useKeptWork({
  form,
  storageKey,
  alsoClears = [],
  keeps,
  baseline,
  defaults = {},
  failureAt,
  saved,
  confirmLeaving = false,
}: KeptWorkOptions): KeptWork {
  const [dirty, setDirty] = useState(false);
  const [restored, setRestored] = useState<KeptDraft>();
  const dirtyRef = useRef(false);
  const sending = useRef(false);
  /** The work last kept (or restored), written once more as the editor leaves. */
  const latest = useRef<KeptDraft>(undefined);
  const settings = useRef({ keeps, baseline, defaults });
  useEffect(() => {
    settings.current = { keeps, baseline, defaults };
  });
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") sending.current = false;
  }, [navigation.state]);

  const mark = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  }, []);

  /** Whether the kept fields of `values` differ from the saved record. */
  const unsaved = (values: FormEntries) => {
    const { keeps, baseline, defaults } = settings.current;
    const names = new Set([...Object.keys(values), ...Object.keys(baseline)]);
    for (const name of names) {
      if (!keeps(name)) continue;
      const fallback = defaults[name] ?? "";
      if ((values[name] || fallback) !== (baseline[name] || fallback)) return true;
    }
    return false;
  };

  // Reads the form after each change: different from the saved record, it is kept; the same, forgotten.
  const evaluate = () => {
    const element = form.current;
    if (!element) return;
    const data = new FormData(element);
    const values: FormEntries = {};
    for (const [name, value] of data)
      if (typeof value === "string" && settings.current.keeps(name)) values[name] = value;
    if (unsaved(values)) {
      const version = data.get("version");
      const draft: KeptDraft = {
        savedAt: new Date().toISOString(),
        ...(typeof version === "string" && version ? { version } : {}),
        values,
      };
      writeKeptDraft(storageKey, draft);
      latest.current = draft;
      mark(true);
    } else {
      clearKeptDraft(storageKey);
      latest.current = undefined;
      mark(false);
    }
  };

  // Leaving the editor with unsaved work (a link, or the session gone and the page taken to
  // sign-in), it is written once more: Sign Out in another tab may have cleared it.
  useEffect(() => {
    editingAgain();
    return () => {
      if (dirtyRef.current && latest.current && !signedOutInThisTab())
        writeKeptDraft(storageKey, latest.current);
    };
  }, [storageKey]);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.addEventListener("input", evaluate);
    element.addEventListener("change", evaluate);
    return () => {
      element.removeEventListener("input", evaluate);
      element.removeEventListener("change", evaluate);
    };
  });

  const cleared = [storageKey, ...alsoClears].join("\n");
  // After a successful save from this tab, what was kept is saved: forget it. Otherwise work
  // kept earlier (a save that met the sign-in page, a closed tab) is offered back.
  useEffect(() => {
    const keys = cleared.split("\n");
    const sent = keys.some((key) => attempt(() => window.sessionStorage.getItem(submittedKey(key))));
    if (saved && sent) {
      for (const key of keys) {
        clearKeptDraft(key);
        attempt(() => window.sessionStorage.removeItem(submittedKey(key)));
      }
      latest.current = undefined;
      // Storage is read only in the browser, after hydration: the state follows it here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestored(undefined);
      mark(false);
      return;
    }
    if (failureAt) return;
    const kept = readKeptDraft(storageKey);
    if (!kept) return;
    const values: FormEntries = {};
    for (const [name, value] of Object.entries(kept.values))
      if (settings.current.keeps(name)) values[name] = value;
    if (!unsaved(values)) {
      clearKeptDraft(storageKey);
      return;
    }
    const draft = { ...kept, values };
    latest.current = draft;
    setRestored(draft);
    mark(true);
  }, [storageKey, cleared, saved, failureAt, mark]);

  // A form sent back by the server holds the editor's unsaved text: keep it here too.
  useEffect(() => {
    // The form sent back is in the page only now: it is read from the DOM, as typing is.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (failureAt) evaluate();
  }, [failureAt]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (sending.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when this is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      confirmLeaving &&
      dirtyRef.current &&
      !sending.current &&
      currentLocation.pathname !== nextLocation.pathname,
  );

  return {
    dirty,
    restored,
    blocker,
    refresh: evaluate,
    discard: () => {
      latest.current = undefined;
      clearKeptDraft(storageKey);
      setRestored(undefined);
      mark(false);
    },
    submitting: () => {
      sending.current = true;
      attempt(() => window.sessionStorage.setItem(submittedKey(storageKey), "1"));
    },
  };
}
