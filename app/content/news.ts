import type { ImageRef } from "./types";

/** The picture of a news card whose post has no featured image of its own. */
export const defaultNewsImage: ImageRef = {
  src: "news/default",
  slot: "card",
  alt: {
    en: "Stainless steel treatment equipment in the company's production hall",
    es: "Equipos de tratamiento de acero inoxidable en la nave de producción de la empresa",
  },
  label: { en: "News & Updates", es: "Noticias y novedades" },
};
