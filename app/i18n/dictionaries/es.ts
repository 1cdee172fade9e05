import type { Dictionary } from "../dictionary";

export const es: Dictionary = {
  meta: {
    siteName: "Akvaris Water Technologies",
    homeTitle: "Fabricante de equipos para tratamiento de agua y aguas residuales",
    homeDescription:
      "Diseño, fabricación e instalación de equipos para tratamiento de agua y aguas residuales y plantas llave en mano para clientes industriales, municipales y privados en todo el mundo.",
  },
  notFound: {
    title: "404",
    text: "¡Vaya! Página no encontrada",
    returnHome: "Volver al inicio",
    metaTitle: "Página no encontrada",
  },
  error: {
    title: "¡Error inesperado de la aplicación!",
    unknown: "Error desconocido",
    returnHome: "Volver al inicio",
  },
};
