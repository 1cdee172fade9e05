// What every field of a content form reads besides its own value: the errors and "Spanish
// missing" flags by field path, whether the form is busy, and the media library's images.
import { createContext, useContext, type ReactNode } from "react";
import type { MediaChoice } from "~/lib/media-choice";

export interface FieldsContext {
  errors: Record<string, string>;
  missing: ReadonlySet<string>;
  disabled: boolean;
  /** The media library's images an image field may choose. */
  library?: MediaChoice[];
  /** A list's entry to show open (the one just moved by its buttons or dragged), by its path. */
  openEntry?: string;
}

const Context = createContext<FieldsContext>({ errors: {}, missing: new Set(), disabled: false });

export function FieldsProvider({ value, children }: { value: FieldsContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useFields = () => useContext(Context);
