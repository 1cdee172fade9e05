import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { Toolbar } from "./toolbar";

// A post's editor, loaded only on the editor page, as its own chunk (rich-text-field.tsx). Its document
// model holds only what the spec allows in a post (p, br, strong, em, u, headings, lists,
// links, blockquote, code, pre); pasted markup outside it is dropped as it is pasted, and
// the server sanitises again whatever arrives.
const extensions = [
  StarterKit.configure({
    strike: false,
    horizontalRule: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["http", "https", "mailto", "tel"],
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

export interface RichTextEditorProps {
  name: string;
  initialHtml: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  lang: string;
}

/** The rich-text editor: a toolbar with named buttons, and the text, posted as HTML in a hidden field. */
export default function RichTextEditor({
  name,
  initialHtml,
  labelId,
  describedBy,
  invalid,
  lang,
}: RichTextEditorProps) {
  const [html, setHtml] = useState(initialHtml);
  const editor = useEditor({
    extensions,
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        lang,
        class: "post-prose min-h-48 px-3 py-2 focus:outline-none",
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
  });
  // The hidden field changes without an input event of its own: the form is told, so the
  // editor's unsaved work is kept as it is typed (use-unsaved-work.ts).
  const field = useRef<HTMLInputElement>(null);
  const told = useRef(initialHtml);
  useEffect(() => {
    if (html === told.current) return;
    told.current = html;
    field.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [html]);
  return (
    <div
      className={cn(
        "rounded-md border bg-white focus-within:ring-2 focus-within:ring-brand-700",
        invalid ? "border-red-700" : "border-slate-400",
      )}
      data-rich-text={name}
    >
      {editor ? <Toolbar editor={editor} tools="post" /> : null}
      <EditorContent editor={editor} />
      <input ref={field} type="hidden" name={name} value={html} />
    </div>
  );
}
