import { lazy, Suspense, useState } from "react";
import { loadOrHold } from "~/lib/lazy-part";
import { useHydrated } from "~/lib/use-hydrated";
import { withLook } from "~/components/ui/form-field";

// The editor's code is a chunk of its own, fetched only by this page once it has hydrated.
const RichTextEditor = lazy(() => loadOrHold(() => import("./rich-text-editor")));

export interface RichTextFieldProps {
  id: string;
  name: string;
  defaultValue: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  lang: string;
}

/**
 * A post's content. As plain HTML (and without JavaScript) a textarea holding the post's
 * HTML; once the page has hydrated, the rich-text editor takes its place, starting from what
 * the textarea holds at that moment.
 */
export function RichTextField({
  id,
  name,
  defaultValue,
  labelId,
  describedBy,
  invalid,
  lang,
}: RichTextFieldProps) {
  const hydrated = useHydrated();
  // What the textarea holds, so the editor starts from text typed before it loaded.
  const [draft, setDraft] = useState(defaultValue);
  const fallback = (
    <textarea
      onChange={(event) => setDraft(event.target.value)}
      id={id}
      name={name}
      defaultValue={defaultValue}
      rows={10}
      lang={lang}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={withLook("font-mono text-sm")}
    />
  );
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <RichTextEditor
        name={name}
        initialHtml={draft}
        labelId={labelId}
        describedBy={describedBy}
        invalid={invalid}
        lang={lang}
      />
    </Suspense>
  );
}
