/** The English interface texts. The Spanish dictionary must have exactly these keys. */
export const en = {
  meta: {
    siteName: "Akvaris Water Technologies",
    homeTitle: "Water and Wastewater Treatment Equipment Manufacturer",
    homeDescription:
      "Design, manufacturing and installation of water and wastewater treatment equipment and turnkey plants for industrial, municipal and private clients worldwide.",
  },
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
  },
} as const;
