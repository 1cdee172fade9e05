import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import { docToParagraphs, joinParagraphs, paragraphsToDoc, type ProseDoc } from "~/lib/content/inline-doc";
import { isInlineHref } from "~/lib/content/inline-text";
import { EditorFrame, textboxAttributes } from "./editor-frame";
import { Toolbar } from "./toolbar";

// A content paragraph's editor (prose-field.tsx loads it as its own chunk, on the content
// editor's page only). Its document holds paragraphs of text with bold, italic and links,
// nothing else: pasted headings, lists or other marks become plain paragraphs as they are
// pasted. It posts the paragraphs' inline markup (lib/content/inline-text.ts), separated by
// blank lines, in a hidden field of the name the text area has without JavaScript.
const extensions = [
  StarterKit.configure({
    blockquote: false,
    bulletList: false,
    code: false,
    codeBlock: false,
    hardBreak: false,
    heading: false,
    horizontalRule: false,
    listItem: false,
    listKeymap: false,
    orderedList: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      protocols: ["http", "https", "mailto", "tel"],
      isAllowedUri: (url) => isInlineHref(url),
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

export interface ProseEditorProps {
  id: string;
  name: string;
  initialParagraphs: string[];
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  lang: string;
}

export default function ProseEditor({
  id,
  name,
  initialParagraphs,
  labelId,
  describedBy,
  invalid,
  lang,
}: ProseEditorProps) {
  const [initialDoc] = useState(() => paragraphsToDoc(initialParagraphs));
  const [text, setText] = useState(() => joinParagraphs(docToParagraphs(initialDoc)));
  const editor = useEditor({
    extensions,
    content: initialDoc,
    immediatelyRender: false,
    editorProps: {
      attributes: textboxAttributes({
        labelId,
        describedBy,
        invalid,
        lang,
        className: "content-prose min-h-32 px-3 py-2 focus:outline-none",
      }),
    },
    onUpdate: ({ editor: current }) =>
      setText(joinParagraphs(docToParagraphs(current.getJSON() as ProseDoc))),
  });
  return (
    <EditorFrame
      editor={editor}
      toolbar={editor ? <Toolbar editor={editor} tools="prose" validHref={isInlineHref} /> : null}
      name={name}
      value={text}
      invalid={invalid}
      frame={{ id, "data-prose-editor": name }}
    />
  );
}
