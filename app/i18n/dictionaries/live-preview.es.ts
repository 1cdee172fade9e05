import type { Dictionary } from "../dictionary";

/** The Spanish texts of the `livePreview` group: the keys of live-preview.en.ts. */
export const livePreviewEs: Dictionary["livePreview"] = {
  heading: "Vista previa en directo",
  hint: "La página tal como se publicará, mientras escribe. No se guarda nada.",
  frameTitle: "Vista previa de la página en {language}, ancho de {width}",
  language: "Idioma de la vista previa",
  english: "Inglés",
  spanish: "Español",
  width: "Ancho de la vista previa",
  phone: "Teléfono",
  desktop: "Escritorio",
  show: "Mostrar",
  showForm: "Formulario",
  showPreview: "Vista previa",
  updating: "Actualizando…",
  upToDate: "Actualizada",
  problem: "Sin actualizar. {problem}",
  invalid: "Estos campos no se pueden mostrar tal como están: {errors}",
  tooLarge:
    "El formulario es demasiado largo para la vista previa. Guarde un borrador y abra la vista previa en una pestaña nueva.",
  unreachable: "No se pudo contactar con el servidor. La vista previa muestra la última versión.",
  failed: "No se pudo generar la vista previa (error {status}).",
  signedOut: "Su sesión ha terminado. Inicie sesión de nuevo para ver la vista previa.",
  notAForm: "La vista previa no se envió como un formulario.",
  notShown: "Este elemento aún no aparece en ninguna página, así que no hay página que previsualizar.",
};
