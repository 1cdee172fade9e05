/**
 * The English texts of the `editorWorkspace` group: the content editor's sections (tabs), its
 * folded list entries, and its action bar (the item's state, unsaved changes, Ctrl+S). Spanish:
 * editor-workspace.es.ts, with exactly these keys.
 */
export const editorWorkspaceEn = {
  sections: "Parts of the form",
  sectionContent: "Content",
  sectionImages: "Images",
  sectionSpecs: "Specifications",
  sectionSeo: "Search engines",
  unsaved: "Unsaved changes",
  allSaved: "No unsaved changes",
  entryHasError: "Has an error",
  actions: "Save and publish",
  state: "State",
  version: "version {version}",
  saveShortcut: "Ctrl+S or ⌘+S saves a draft",
};
