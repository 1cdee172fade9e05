import { expect, type Locator } from "@playwright/test";

/** What of the editor's own state the caret checks read (tiptap puts the editor on its element). */
interface EditorElement extends HTMLElement {
  editor?: {
    state: {
      selection: { from: number; to: number; empty: boolean };
      doc: { content: { size: number }; textBetween(from: number, to: number): string };
    };
  };
}

/**
 * Waits until the rich-text editor has read where the keyboard moved the caret. The browser
 * moves the caret at once, and the editor learns of it from a selection event a moment later:
 * a key pressed in between acts where the editor still thinks the caret is (an Enter after
 * Ctrl+End split the first paragraph instead of adding one at the end, on a busy machine).
 * `start` is the start of the first paragraph, `end` the end of the last; `{ selected }` a
 * selection of exactly that text.
 */
export async function expectEditorCaret(editor: Locator, where: "start" | "end" | { selected: string }) {
  await expect
    .poll(() =>
      editor.evaluate((element, where) => {
        const state = (element as EditorElement).editor?.state;
        if (!state) return false;
        const { selection, doc } = state;
        if (where === "start") return selection.empty && selection.from === 1;
        if (where === "end") return selection.empty && selection.to === doc.content.size - 1;
        return doc.textBetween(selection.from, selection.to) === where.selected;
      }, where),
    )
    .toBe(true);
}
