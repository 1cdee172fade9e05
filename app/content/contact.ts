import { company } from "./company";
import type { ImageRef } from "./types";

export const contactPage = {
  hero: {
    src: "contact/hero",
    slot: "hero",
    alt: {
      en: "Engineers reviewing the layout of a wastewater treatment plant",
      es: "Ingenieros revisando el plano de una planta de tratamiento de aguas residuales",
    },
    label: { en: "Contact", es: "Contacto" },
  } satisfies ImageRef,
  /** The embedded map of the Houston office (no API key needed for this embed). */
  mapEmbedUrl: `https://maps.google.com/maps?q=${encodeURIComponent(
    `${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`,
  )}&z=15&output=embed`,
};
