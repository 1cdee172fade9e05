import { EditorContent, type Editor } from "@tiptap/react";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/** What both editors give their editable area: a labelled multi-line textbox in a language. */
export function textboxAttributes({
  labelId,
  describedBy,
  invalid,
  lang,
  className,
}: {
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  lang: string;
  className: string;
}): Record<string, string> {
  return {
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    lang,
    class: className,
  };
}

/**
 * An editor's frame: its toolbar, the editable text, and the hidden field the form posts. The
 * hidden field changes without an input event of its own, so the form is told: the editor's
 * unsaved work is kept as it is typed (use-kept-work.ts).
 */
export function EditorFrame({
  editor,
  toolbar,
  name,
  value,
  invalid,
  frame,
}: {
  editor: Editor | null;
  /** The toolbar, once the editor is there. */
  toolbar: ReactNode;
  name: string;
  value: string;
  invalid?: boolean;
  /** The frame's own attributes (an id, a data- marker). */
  frame: Record<string, string | undefined>;
}) {
  const field = useRef<HTMLInputElement>(null);
  const told = useRef(value);
  useEffect(() => {
    if (value === told.current) return;
    told.current = value;
    field.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [value]);
  return (
    <div
      {...frame}
      className={cn(
        "rounded-md border bg-white focus-within:ring-2 focus-within:ring-brand-700",
        invalid ? "border-red-700" : "border-slate-500",
      )}
    >
      {toolbar}
      <EditorContent editor={editor} />
      <input ref={field} type="hidden" name={name} value={value} />
    </div>
  );
}
