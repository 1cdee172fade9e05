import type { Dictionary } from "../dictionary";

/** The Spanish texts of the `attention` group: the keys of attention.en.ts. */
export const attentionEs: Dictionary["attention"] = {
  title: "Requiere atención",
  intro: "Cada cifra abre su lista, ya filtrada.",
  nothing: "Nada pendiente",
  drafts: "Borradores pendientes",
  draftsHint: "Cambios guardados aún sin publicar",
  scheduled: "Publicaciones programadas",
  scheduledHint: "Se publican solas a su hora",
  scheduledNext: "Próxima: {name}",
  missingSpanish: "Falta el español",
  missingSpanishHint: "Elementos con textos aún sin traducir",
  staleSpanish: "Español desactualizado",
  staleSpanishHint: "Elementos cuyo inglés cambió después que su español",
  imagesWithoutAlt: "Imágenes sin texto alternativo",
  imagesWithoutAltHint: "Imágenes de la biblioteca que una página aún no puede describir",
  newRequests: "Solicitudes nuevas",
  newRequestsHint: "Solicitudes de contacto y de cotización aún marcadas como nuevas",
  overdueRequests: "Solicitudes vencidas",
  overdueRequestsHint: "Pasado su plazo de aviso o su día de próxima acción",
  newPost: "Nueva publicación",
  addProduct: "Añadir un producto",
  mediaLibrary: "Biblioteca de medios",
  translations: "Traducciones",
  releases: "Lanzamientos",
};
