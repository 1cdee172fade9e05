import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  CodeXml,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Underline,
  Undo2,
} from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";

// Loaded only on the editor page, as its own chunk (rich-text-field.tsx). Its document
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
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
      <input ref={field} type="hidden" name={name} value={html} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useI18n();
  const [linkOpen, setLinkOpen] = useState(false);
  const [address, setAddress] = useState("");
  const linkFieldId = useId();
  const linkField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (linkOpen) linkField.current?.focus();
  }, [linkOpen]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      code: e.isActive("codeBlock"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const applyLink = () => {
    const href = address.trim();
    if (href) chain().extendMarkRange("link").setLink({ href }).run();
    else chain().extendMarkRange("link").unsetLink().run();
    setLinkOpen(false);
  };
  return (
    <div className="border-b border-slate-300 bg-slate-50 p-1">
      <div role="toolbar" aria-label={t("postEditor.toolbar")} className="flex flex-wrap gap-1">
        <Tool label={t("postEditor.bold")} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold />
        </Tool>
        <Tool
          label={t("postEditor.italic")}
          pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <Italic />
        </Tool>
        <Tool
          label={t("postEditor.underline")}
          pressed={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        >
          <Underline />
        </Tool>
        <Tool
          label={t("postEditor.heading2")}
          pressed={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 />
        </Tool>
        <Tool
          label={t("postEditor.heading3")}
          pressed={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 />
        </Tool>
        <Tool
          label={t("postEditor.bulletList")}
          pressed={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List />
        </Tool>
        <Tool
          label={t("postEditor.orderedList")}
          pressed={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered />
        </Tool>
        <Tool
          label={t("postEditor.blockquote")}
          pressed={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          <Quote />
        </Tool>
        <Tool
          label={t("postEditor.codeBlock")}
          pressed={state.code}
          onClick={() => chain().toggleCodeBlock().run()}
        >
          <CodeXml />
        </Tool>
        <Tool
          label={t("postEditor.link")}
          pressed={state.link}
          expanded={linkOpen}
          onClick={() => {
            setAddress((editor.getAttributes("link").href as string | undefined) ?? "");
            setLinkOpen((open) => !open);
          }}
        >
          <LinkIcon />
        </Tool>
        <Tool label={t("postEditor.undo")} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 />
        </Tool>
        <Tool label={t("postEditor.redo")} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 />
        </Tool>
      </div>
      {linkOpen ? (
        <div className="mt-1 flex flex-wrap items-center gap-2 p-1">
          <label htmlFor={linkFieldId} className="text-sm font-medium text-slate-800">
            {t("postEditor.linkAddress")}
          </label>
          <input
            id={linkFieldId}
            type="url"
            value={address}
            ref={linkField}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              } else if (event.key === "Escape") setLinkOpen(false);
            }}
            className="min-h-9 min-w-0 flex-1 rounded-md border border-slate-400 px-2"
          />
          <button type="button" onClick={applyLink} className={TOOL_CLASS}>
            {t("postEditor.linkApply")}
          </button>
          {state.link ? (
            <button
              type="button"
              onClick={() => {
                chain().extendMarkRange("link").unsetLink().run();
                setLinkOpen(false);
              }}
              className={TOOL_CLASS}
            >
              {t("postEditor.linkRemove")}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

const TOOL_CLASS =
  "inline-flex min-h-9 min-w-9 items-center justify-center rounded px-2 text-sm [&_svg]:size-4 font-semibold text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50 aria-pressed:bg-brand-100 aria-pressed:text-brand-900";

function Tool({
  label,
  pressed,
  expanded,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onClick}
      className={TOOL_CLASS}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
