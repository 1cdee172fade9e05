import type { Dictionary } from "../dictionary";

/** The Spanish texts of the `finder` group: the keys of finder.en.ts. */
export const finderEs: Dictionary["finder"] = {
  title: "Buscador de productos",
  description:
    "Encuentre el equipo para su planta en todo el catálogo: filtre por categoría, aplicación y especificaciones como caudal, tamaño y material.",
  intro:
    "Elija una categoría y una aplicación y luego las cifras que su proyecto necesita: un caudal de 300 m³/h encuentra todos los productos que lo cubren.",
  filtersHeading: "Filtros",
  apply: "Aplicar filtros",
  clear: "Quitar filtros",
  yes: "Sí",
  no: "No",
  either: "Indistinto",
  allCategories: "Todas las categorías",
  category: "Categoría",
  application: "Aplicación",
  numberLabel: "{name} ({unit})",
  numberHint: "Productos que cubren este valor.",
  count: "{count} productos",
  countOne: "1 producto",
  countNone: "Ningún producto cumple estos filtros.",
  tryFewer: "Pruebe a quitar un filtro.",
  sharedFields: "Elija una categoría para filtrar por sus propias especificaciones.",
  resultsHeading: "Productos",
  categoryOf: "Categoría: {name}",
};
