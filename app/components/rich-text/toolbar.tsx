// The rich-text editors' toolbar: named buttons (each says whether it is on), and a link's
// address typed in a field of its own. A post's editor has every tool; a content
// paragraph's has bold, italic and links only.
import { useEditorState, type Editor } from "@tiptap/react";
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
import { withLook } from "~/components/ui/form-field";
import { useI18n } from "~/i18n/i18n-context";

export function Toolbar({
  editor,
  tools,
  validHref,
}: {
  editor: Editor;
  tools: "post" | "prose";
  /** Whether a link may have this address (a post's editor takes any: the server sanitises). */
  validHref?: (href: string) => boolean;
}) {
  const { t } = useI18n();
  const [linkOpen, setLinkOpen] = useState(false);
  const [address, setAddress] = useState("");
  const [refused, setRefused] = useState(false);
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
    if (href && validHref && !validHref(href)) {
      setRefused(true);
      linkField.current?.focus();
      return;
    }
    if (href) chain().extendMarkRange("link").setLink({ href }).run();
    else chain().extendMarkRange("link").unsetLink().run();
    setLinkOpen(false);
  };
  const post = tools === "post";
  const errorId = `${linkFieldId}-error`;
  return (
    <div className="border-b border-slate-300 bg-slate-50 p-1">
      <div role="toolbar" aria-label={t("richText.toolbar")} className="flex flex-wrap gap-1">
        <Tool label={t("richText.bold")} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold />
        </Tool>
        <Tool
          label={t("richText.italic")}
          pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <Italic />
        </Tool>
        {post ? (
          <>
            <Tool
              label={t("richText.underline")}
              pressed={state.underline}
              onClick={() => chain().toggleUnderline().run()}
            >
              <Underline />
            </Tool>
            <Tool
              label={t("richText.heading2")}
              pressed={state.h2}
              onClick={() => chain().toggleHeading({ level: 2 }).run()}
            >
              <Heading2 />
            </Tool>
            <Tool
              label={t("richText.heading3")}
              pressed={state.h3}
              onClick={() => chain().toggleHeading({ level: 3 }).run()}
            >
              <Heading3 />
            </Tool>
            <Tool
              label={t("richText.bulletList")}
              pressed={state.bullet}
              onClick={() => chain().toggleBulletList().run()}
            >
              <List />
            </Tool>
            <Tool
              label={t("richText.orderedList")}
              pressed={state.ordered}
              onClick={() => chain().toggleOrderedList().run()}
            >
              <ListOrdered />
            </Tool>
            <Tool
              label={t("richText.blockquote")}
              pressed={state.quote}
              onClick={() => chain().toggleBlockquote().run()}
            >
              <Quote />
            </Tool>
            <Tool
              label={t("richText.codeBlock")}
              pressed={state.code}
              onClick={() => chain().toggleCodeBlock().run()}
            >
              <CodeXml />
            </Tool>
          </>
        ) : null}
        <Tool
          label={t("richText.link")}
          pressed={state.link}
          expanded={linkOpen}
          onClick={() => {
            setAddress((editor.getAttributes("link").href as string | undefined) ?? "");
            setRefused(false);
            setLinkOpen((open) => !open);
          }}
        >
          <LinkIcon />
        </Tool>
        <Tool label={t("richText.undo")} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 />
        </Tool>
        <Tool label={t("richText.redo")} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 />
        </Tool>
      </div>
      {linkOpen ? (
        <div className="mt-1 flex flex-wrap items-center gap-2 p-1">
          <label htmlFor={linkFieldId} className="text-sm font-medium text-slate-800">
            {t("richText.linkAddress")}
          </label>
          <input
            id={linkFieldId}
            type={post ? "url" : "text"}
            value={address}
            ref={linkField}
            autoComplete="off"
            aria-invalid={refused || undefined}
            aria-describedby={refused ? errorId : undefined}
            onChange={(event) => {
              setAddress(event.target.value);
              setRefused(false);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              } else if (event.key === "Escape") setLinkOpen(false);
            }}
            className={withLook("w-auto flex-1")}
          />
          <button type="button" onClick={applyLink} className={TOOL_CLASS}>
            {t("richText.linkApply")}
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
              {t("richText.linkRemove")}
            </button>
          ) : null}
          {refused ? (
            <p id={errorId} className="w-full text-sm font-medium text-red-700">
              {t("richText.linkInvalid")}
            </p>
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
