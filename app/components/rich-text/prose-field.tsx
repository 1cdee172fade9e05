import { lazy, Suspense, useState } from "react";
import { loadOrHold } from "~/lib/lazy-part";
import { useI18n } from "~/i18n/i18n-context";
import { controlClass } from "~/components/ui/form-field";
import { joinParagraphs, splitParagraphs } from "~/lib/content/inline-doc";
import { useHydrated } from "~/lib/use-hydrated";

// The editor's code is a chunk of its own, fetched only by a page that shows a prose field,
// once it has hydrated.
const ProseEditor = lazy(() => loadOrHold(() => import("./prose-editor")));

export interface ProseFieldProps {
  id: string;
  name: string;
  paragraphs: string[];
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  lang: string;
}

/**
 * Paragraphs with bold, italic and links. As plain HTML (and without JavaScript) a text area:
 * paragraphs separated by blank lines, the markup typed by hand as its hint says; once the
 * page has hydrated, the rich-text editor takes its place, starting from what the text area
 * holds at that moment.
 */
export function ProseField({ id, name, paragraphs, labelId, describedBy, invalid, lang }: ProseFieldProps) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState(() => joinParagraphs(paragraphs));
  const hintId = `${id}-hint`;
  const fallback = (
    <>
      <textarea
        id={id}
        name={name}
        defaultValue={joinParagraphs(paragraphs)}
        onChange={(event) => setDraft(event.target.value)}
        rows={Math.min(16, Math.max(6, paragraphs.length * 4))}
        lang={lang}
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
        className={controlClass}
      />
      <p id={hintId} className="text-sm text-slate-700">
        {t("richText.proseHint")}
      </p>
    </>
  );
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <ProseEditor
        id={id}
        name={name}
        initialParagraphs={splitParagraphs(draft)}
        labelId={labelId}
        describedBy={describedBy}
        invalid={invalid}
        lang={lang}
      />
    </Suspense>
  );
}
