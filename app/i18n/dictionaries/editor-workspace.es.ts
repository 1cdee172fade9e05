import type { Dictionary } from "../dictionary";

/** The Spanish texts of the `editorWorkspace` group: the keys of editor-workspace.en.ts. */
export const editorWorkspaceEs: Dictionary["editorWorkspace"] = {
  sections: "Partes del formulario",
  sectionContent: "Contenido",
  sectionImages: "Imágenes",
  sectionSpecs: "Especificaciones",
  sectionSeo: "Buscadores",
  unsaved: "Cambios sin guardar",
  allSaved: "Sin cambios por guardar",
  entryHasError: "Tiene un error",
  actions: "Guardar y publicar",
  state: "Estado",
  version: "versión {version}",
  saveShortcut: "Ctrl+S o ⌘+S guarda un borrador",
};
