import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import { EditorFrame, textboxAttributes } from "./editor-frame";
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
      attributes: textboxAttributes({
        labelId,
        describedBy,
        invalid,
        lang,
        className: "post-prose min-h-48 px-3 py-2 focus:outline-none",
      }),
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
  });
  return (
    <EditorFrame
      editor={editor}
      toolbar={editor ? <Toolbar editor={editor} tools="post" /> : null}
      name={name}
      value={html}
      invalid={invalid}
      frame={{ "data-rich-text": name }}
    />
  );
}
