// The content editor's unsaved work, kept in this browser (ADR 022, as the post editor
// does): every change to the form is written to localStorage under the item's id, with the
// version the form started from, so a save that lands on the sign-in page (the session ended)
// loses nothing: opening the editor again offers it back. It is forgotten once a save from
// this tab has succeeded, and Sign Out forgets it (lib/kept-drafts). Leaving the page with
// unsaved changes asks first (the browser's own prompt).
import { useEffect, useRef, useState, type RefObject } from "react";
import { useNavigation } from "react-router";
import {
  clearKeptDraft,
  editingAgain,
  readKeptDraft,
  signedOutInThisTab,
  writeKeptDraft,
} from "~/lib/kept-drafts";
import { dataFromForm, formEntries, type FieldSpec, type FormData as ContentFormData } from "../content-form";

export interface RestoredContent {
  savedAt: string;
  version?: string;
  values: ContentFormData;
}

const storageKey = (itemId: string) => `content:${itemId}`;
const submittedKey = (itemId: string) => `content-draft-submitted:${itemId}`;

function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

/** The form's fields as posted (the version, the buttons and the schedule's offset aside). */
function snapshot(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || name === "version" || name === "tzOffset" || name === "intent") continue;
    values[name] = value;
  }
  return values;
}

const sameEntries = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? "") !== (b[key] ?? "")) return false;
  return true;
};

export function useKeptContent({
  form,
  itemId,
  spec,
  baseline,
  failureAt,
  saved,
}: {
  form: RefObject<HTMLFormElement | null>;
  itemId: string;
  spec: FieldSpec;
  /** The item as it is saved (what "unsaved" is measured against). */
  baseline: ContentFormData;
  failureAt?: number;
  /** Set (to something new each time) when the page follows a successful change. */
  saved?: string;
}) {
  const [restored, setRestored] = useState<RestoredContent>();
  const [dirty, setDirty] = useState(false);
  const sending = useRef(false);
  const latest = useRef<Record<string, string>>(undefined);
  const latestVersion = useRef<string>(undefined);
  const baselineEntries = useRef<Record<string, string>>({});
  useEffect(() => {
    baselineEntries.current = Object.fromEntries(formEntries(spec, baseline));
  }, [spec, baseline]);
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") sending.current = false;
  }, [navigation.state]);

  const evaluate = () => {
    const element = form.current;
    if (!element) return;
    const values = snapshot(element);
    if (sameEntries(values, baselineEntries.current)) {
      clearKeptDraft(storageKey(itemId));
      latest.current = undefined;
      setDirty(false);
      return;
    }
    const version = new FormData(element).get("version");
    latestVersion.current = typeof version === "string" ? version : undefined;
    latest.current = values;
    writeKeptDraft(storageKey(itemId), {
      savedAt: new Date().toISOString(),
      ...(latestVersion.current ? { version: latestVersion.current } : {}),
      values,
    });
    setDirty(true);
  };

  useEffect(() => {
    editingAgain();
    // Leaving with unsaved work (a link, or the session gone), its draft is written once more:
    // Sign Out in another tab may have cleared it.
    return () => {
      if (latest.current && !signedOutInThisTab())
        writeKeptDraft(storageKey(itemId), {
          savedAt: new Date().toISOString(),
          ...(latestVersion.current ? { version: latestVersion.current } : {}),
          values: latest.current,
        });
    };
  }, [itemId]);

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

  // After a successful change from this tab, what was kept is saved: forget it. Otherwise a
  // draft kept earlier is offered back.
  useEffect(() => {
    const sent = attempt(() => window.sessionStorage.getItem(submittedKey(itemId)));
    if (saved && sent) {
      clearKeptDraft(storageKey(itemId));
      attempt(() => window.sessionStorage.removeItem(submittedKey(itemId)));
      latest.current = undefined;
      // Storage is read only in the browser, after hydration: the state follows it here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestored(undefined);
      setDirty(false);
      return;
    }
    if (failureAt) return;
    const draft = readKeptDraft(storageKey(itemId));
    if (!draft) return;
    const base = Object.fromEntries(formEntries(spec, baseline));
    if (sameEntries(draft.values, base)) {
      clearKeptDraft(storageKey(itemId));
      return;
    }
    const names = Object.keys(draft.values);
    latest.current = draft.values;
    latestVersion.current = draft.version;
    setRestored({
      savedAt: draft.savedAt,
      ...(draft.version ? { version: draft.version } : {}),
      values: dataFromForm(spec, (name) => draft.values[name], names, false) as ContentFormData,
    });
    setDirty(true);
  }, [itemId, saved, failureAt]); // eslint-disable-line react-hooks/exhaustive-deps

  // A form sent back by the server holds the editor's unsaved text: keep it here too.
  useEffect(() => {
    if (failureAt) evaluate();
  }, [failureAt]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (sending.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return {
    restored,
    dirty,
    discard: () => {
      latest.current = undefined;
      clearKeptDraft(storageKey(itemId));
      setRestored(undefined);
      setDirty(false);
    },
    submitting: () => {
      sending.current = true;
      attempt(() => window.sessionStorage.setItem(submittedKey(itemId), "1"));
    },
  };
}
