import type { Dictionary } from "../dictionary";

/** The Spanish texts of the `workspace` group (the back office's own frame): the keys of workspace.en.ts. */
export const workspaceEs: Dictionary["workspace"] = {
  brand: "Administración",
  navLabel: "Herramientas de administración",
  openMenu: "Abrir el menú",
  closeMenu: "Cerrar el menú",
  collapse: "Ocultar la navegación",
  expand: "Mostrar la navegación",
  viewSite: "Ver el sitio",
  signOut: "Cerrar sesión",
  account: "Cuenta",
  signedInAs: "Sesión iniciada como",
  language: "Idioma",
  groups: {
    overview: "Resumen",
    sales: "Ventas",
    content: "Contenido",
    office: "Administración",
    account: "Su cuenta",
  },
};
