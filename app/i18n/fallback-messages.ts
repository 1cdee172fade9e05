/**
 * The texts of the 404 and error screens, which must render even when the root loader
 * (which sends the page's dictionary) has failed. The dictionaries reuse these.
 */
export const fallbackMessages = {
  en: {
    notFound: {
      title: "404",
      text: "Oops! Page not found",
      returnHome: "Return to Home",
      metaTitle: "Page not found",
    },
    error: {
      title: "Unexpected Application Error!",
      unknown: "Unknown error",
      returnHome: "Return to Home",
      forbiddenTitle: "Access denied",
      forbidden: "Your account does not have access to this page.",
    },
  },
  es: {
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
      forbiddenTitle: "Acceso denegado",
      forbidden: "Su cuenta no tiene acceso a esta página.",
    },
  },
} as const;
