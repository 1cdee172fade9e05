// The content editor's form in sections (Content, Images, Specifications, Search engines):
// without script every section is in the page, one under the other, each with its heading;
// once the page's code runs they become tabs. A hidden tab's fields stay in the form (hidden,
// never unmounted), so the form still posts them and the live preview still reads them. The
// tab first shown is the first with an error; a link to a field in a hidden tab (the error
// summary's) opens that tab. A tab whose fields were changed and not saved is marked.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

export type SectionId = "content" | "images" | "specs" | "seo";

export interface EditorSection {
  id: SectionId;
  label: string;
  /** The names of the fields (paths) it holds: an error under one of them opens it. */
  names: readonly string[];
  content: ReactNode;
}

/** How closely a section holds a field: its longest name the field is at or under (0: none). */
const reach = (section: EditorSection, field: string) =>
  Math.max(
    0,
    ...section.names
      .filter((name) => field === name || field.startsWith(`${name}.`))
      .map((name) => name.length),
  );

/** The section a field is in: the one holding it most closely (a page's gallery in Images, not Content). */
const sectionOf = (sections: readonly EditorSection[], field: string) => {
  const best = Math.max(...sections.map((section) => reach(section, field)));
  return best > 0 ? sections.find((section) => reach(section, field) === best) : undefined;
};

export function EditorSections({
  sections,
  errors,
  dirty,
  remembered,
  onActive,
}: {
  sections: readonly EditorSection[];
  errors: Record<string, string>;
  /** The tab open before the form came back from the server (a list rearranged): open again. */
  remembered?: SectionId;
  onActive?: (id: SectionId) => void;
  /** The form holds unsaved changes: the tabs changed since the last save are marked. */
  dirty: boolean;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  // One editor to a page: its tabs and panels keep the same ids whatever remounts the form (a
  // save, a restored draft), so a tab never names a panel that a newer render replaced.
  const base = "editor";
  const [active, setShown] = useState<SectionId>(
    () =>
      Object.keys(errors)
        .map((field) => sectionOf(sections, field))
        .find(Boolean)?.id ??
      sections.find((section) => section.id === remembered)?.id ??
      sections[0]!.id,
  );
  const setActive = (id: SectionId) => {
    setShown(id);
    onActive?.(id);
  };
  const [changed, setChanged] = useState<ReadonlySet<SectionId>>(new Set());
  const root = useRef<HTMLDivElement>(null);
  const tabs = useRef(new Map<SectionId, HTMLButtonElement>());

  // Which tabs the editor changed: any input in their panel.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const note = (event: Event) => {
      const panel = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-editor-section]");
      const id = panel?.dataset.editorSection as SectionId | undefined;
      if (id) setChanged((current) => (current.has(id) ? current : new Set([...current, id])));
    };
    element.addEventListener("input", note);
    element.addEventListener("change", note);
    return () => {
      element.removeEventListener("input", note);
      element.removeEventListener("change", note);
    };
  }, []);
  // Saved (or put back as it was): no tab is marked any longer.
  useEffect(() => {
    // The mark follows the kept work's state, which is read from the form after each input.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!dirty) setChanged(new Set());
  }, [dirty]);

  // A link to a field in a hidden tab (the error summary's) opens the tab, then goes to it.
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = (event.target as HTMLElement | null)?.closest<HTMLAnchorElement>('a[href^="#"]');
      const target = link && document.getElementById(decodeURIComponent(link.hash.slice(1)));
      const panel = target?.closest<HTMLElement>("[data-editor-section]");
      if (!target || !panel || !root.current?.contains(panel) || !panel.hidden) return;
      event.preventDefault();
      setShown(panel.dataset.editorSection as SectionId);
      requestAnimationFrame(() => {
        target.scrollIntoView({ block: "center" });
        const control = target.matches("input, select, textarea, [tabindex]")
          ? target
          : target.querySelector<HTMLElement>("input, select, textarea, [contenteditable=true]");
        control?.focus({ preventScroll: true });
      });
    };
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, []);

  if (sections.length === 1) return <div className="flex flex-col gap-6">{sections[0]!.content}</div>;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = sections.findIndex((section) => section.id === active);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % sections.length
        : event.key === "ArrowLeft"
          ? (index - 1 + sections.length) % sections.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? sections.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const id = sections[next]!.id;
    setActive(id);
    tabs.current.get(id)?.focus();
  };

  return (
    <div ref={root} className="flex flex-col gap-6" data-editor-sections>
      {hydrated ? (
        <div
          role="tablist"
          aria-label={t("editorWorkspace.sections")}
          className="flex flex-wrap gap-x-1 border-b border-slate-300"
        >
          {sections.map((section) => {
            const selected = section.id === active;
            const marked = dirty && changed.has(section.id);
            return (
              <button
                key={section.id}
                ref={(element) => {
                  if (element) tabs.current.set(section.id, element);
                  else tabs.current.delete(section.id);
                }}
                type="button"
                role="tab"
                id={`${base}-tab-${section.id}`}
                aria-selected={selected}
                aria-controls={`${base}-panel-${section.id}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActive(section.id)}
                onKeyDown={onKeyDown}
                data-section-tab={section.id}
                className={cn(
                  "-mb-px flex shrink-0 items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700",
                  selected
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-700 hover:text-slate-900",
                )}
              >
                {section.label}
                {marked ? (
                  <>
                    <span aria-hidden="true" className="size-2 rounded-full bg-amber-600" data-tab-unsaved />
                    <span className="sr-only">({t("editorWorkspace.unsaved")})</span>
                  </>
                ) : null}
              </button>
            );
          })}
        </div>
      ) : null}
      {sections.map((section) => (
        <section
          key={section.id}
          id={`${base}-panel-${section.id}`}
          {...(hydrated
            ? {
                role: "tabpanel",
                "aria-labelledby": `${base}-tab-${section.id}`,
                hidden: section.id !== active,
              }
            : { "aria-labelledby": `${base}-heading-${section.id}` })}
          data-editor-section={section.id}
          className="flex flex-col gap-6"
        >
          {hydrated ? null : (
            <h2 id={`${base}-heading-${section.id}`} className="text-xl font-bold text-slate-900">
              {section.label}
            </h2>
          )}
          {section.content}
        </section>
      ))}
    </div>
  );
}
