// The editor's unsaved work, kept in this browser (ADR 022): every change to the form is
// written to localStorage under the post's id ("new" for a post not yet created), with the
// version the form started from, so a save that lands on the sign-in page (the session ended
// in another tab, or expired) loses nothing: opening the editor again offers it back. It is
// cleared once a save from this tab has succeeded. Leaving the page with unsaved changes
// asks first: the browser's own prompt for a reload or a closed tab, a dialog for a link.
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
import { TEXT_FIELDS, type FormValues } from "../post-editor-types";

/** The fields kept: the texts, the type and the publication time (not the image: a file cannot be). */
const TRACKED = [...TEXT_FIELDS, "postType", "scheduleAt"] as const;

export interface StoredDraft {
  /** When it was last written (ISO). */
  savedAt: string;
  /** The post's version the form started from (none for a new post). */
  version?: string;
  values: FormValues;
}

const submittedKey = (key: string) => `post-draft-submitted:${key}`;
const storageKeyOf = (key: string) => `post:${key}`;

function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

function readDraft(key: string): StoredDraft | undefined {
  const draft = readKeptDraft(storageKeyOf(key));
  if (!draft) return undefined;
  const values: FormValues = {};
  for (const name of TRACKED) if (draft.values[name] !== undefined) values[name] = draft.values[name];
  return { ...draft, values };
}
const writeDraft = (key: string, draft: StoredDraft) => writeKeptDraft(storageKeyOf(key), draft as KeptDraft);
const clearDraft = (key: string) => clearKeptDraft(storageKeyOf(key));

/** The form's kept fields as they are now. */
function snapshot(form: HTMLFormElement): FormValues {
  const data = new FormData(form);
  const values: FormValues = {};
  for (const name of TRACKED) {
    const value = data.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** Whether two sets of values differ in a kept field (missing counts as empty, the type as news). */
export function differs(a: FormValues, b: FormValues): boolean {
  return TRACKED.some((name) => {
    const fallback = name === "postType" ? "news" : "";
    return (a[name] || fallback) !== (b[name] || fallback);
  });
}

export interface UnsavedWork {
  /** The form holds changes not saved yet. */
  dirty: boolean;
  /** A draft kept from an earlier visit, put back into the form. */
  restored?: StoredDraft;
  /** Forgets the kept draft (and the restored one, so the form shows the saved post). */
  discard: () => void;
  /** Call as the form is sent: the next page may say it was saved. */
  submitting: () => void;
  /** Reads the form again (after a change made without an input event). */
  refresh: () => void;
  /** The navigation waiting for the editor's answer to "leave without saving?". */
  blocker: ReturnType<typeof useBlocker>;
}

export function useUnsavedWork({
  form,
  storageKey,
  baseline,
  failureAt,
  saved,
}: {
  form: RefObject<HTMLFormElement | null>;
  /** The post's id, or "new". */
  storageKey: string;
  /** The post as it is saved (what "unsaved" is measured against). */
  baseline: FormValues;
  /** Set when the server sent the form back (an error, or a refused save): its text is unsaved. */
  failureAt?: number;
  /** Set (to something new each time) when the page follows a successful save, delete or publication. */
  saved?: string;
}): UnsavedWork {
  const [dirty, setDirty] = useState(false);
  const [restored, setRestored] = useState<StoredDraft>();
  const dirtyRef = useRef(false);
  const sending = useRef(false);
  const baselineRef = useRef(baseline);
  useEffect(() => {
    baselineRef.current = baseline;
  });
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") sending.current = false;
  }, [navigation.state]);

  const mark = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  }, []);

  /** The draft last kept (or restored), written once more as the editor leaves. */
  const latest = useRef<StoredDraft>(undefined);
  // Reads the form after each change: different from the saved post, it is kept; the same, forgotten.
  const evaluate = () => {
    const element = form.current;
    if (!element) return;
    const values = snapshot(element);
    if (differs(values, baselineRef.current)) {
      const version = new FormData(element).get("version");
      const draft = {
        savedAt: new Date().toISOString(),
        ...(typeof version === "string" && version ? { version } : {}),
        values,
      };
      writeDraft(storageKey, draft);
      latest.current = draft;
      mark(true);
    } else {
      clearDraft(storageKey);
      latest.current = undefined;
      mark(false);
    }
  };

  // Leaving the editor with unsaved work (a link, or the session gone and the page taken to
  // sign-in), its draft is written once more: Sign Out in another tab may have cleared it.
  useEffect(() => {
    editingAgain();
    return () => {
      if (dirtyRef.current && latest.current && !signedOutInThisTab()) writeDraft(storageKey, latest.current);
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

  // After a successful save from this tab, what was kept is saved: forget it. Otherwise a
  // draft kept earlier (a save that met the sign-in page, a closed tab) is offered back.
  useEffect(() => {
    const sent = attempt(() => window.sessionStorage.getItem(submittedKey(storageKey)));
    const sentNew = attempt(() => window.sessionStorage.getItem(submittedKey("new")));
    if (saved && (sent || sentNew)) {
      for (const key of [storageKey, "new"]) {
        clearDraft(key);
        attempt(() => window.sessionStorage.removeItem(submittedKey(key)));
      }
      // Storage is read only in the browser, after hydration: the state follows it here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestored(undefined);
      mark(false);
      return;
    }
    if (failureAt) return;
    const draft = readDraft(storageKey);
    if (draft && differs(draft.values, baselineRef.current)) {
      latest.current = draft;
      setRestored(draft);
      mark(true);
    } else if (draft) clearDraft(storageKey);
  }, [storageKey, saved, failureAt, mark]);

  // A form sent back by the server holds the editor's unsaved text: keep it here too.
  useEffect(() => {
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
      dirtyRef.current && !sending.current && currentLocation.pathname !== nextLocation.pathname,
  );

  return {
    dirty,
    restored,
    blocker,
    refresh: evaluate,
    discard: () => {
      latest.current = undefined;
      clearDraft(storageKey);
      setRestored(undefined);
      mark(false);
    },
    submitting: () => {
      sending.current = true;
      attempt(() => window.sessionStorage.setItem(submittedKey(storageKey), "1"));
    },
  };
}
