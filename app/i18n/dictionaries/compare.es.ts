import type { Dictionary } from "../dictionary";

/** The Spanish texts of the `compare` group: the keys of compare.en.ts. */
export const compareEs: Dictionary["compare"] = {
  pageTitle: "Comparar productos",
  pageDescription:
    "Hasta cuatro de nuestros productos lado a lado: sus especificaciones, con las diferencias señaladas.",
  intro:
    "Las especificaciones lado a lado, en las unidades que elegiste. Las filas cuyos valores difieren llevan la marca «Difiere».",
  toggle: "Comparar",
  added: "{product} está en tu comparación ({count} de {max}).",
  removed: "{product} ya no está en tu comparación.",
  full: "Puedes comparar hasta {max} productos: quita uno para añadir {product}.",
  open: "Comparar ({count})",
  trayLabel: "Productos para comparar",
  trayCount: "{count} de {max} productos elegidos para comparar.",
  removeItem: "Quitar {product} de la comparación",
  emptyTitle: "Aún no hay nada que comparar",
  empty:
    "Elige hasta {max} productos con el botón «Comparar» de sus tarjetas y páginas, y vuelve aquí para ver sus especificaciones lado a lado.",
  browseCatalogue: "Ver el catálogo",
  openFinder: "Buscar productos por sus especificaciones",
  onlyOne: "Elige al menos otro producto para compararlo.",
  caption: "Especificaciones de {products}, lado a lado",
  scrollRegion: "Tabla comparativa (se desplaza hacia los lados)",
  product: "Producto",
  category: "Categoría",
  differs: "Difiere",
  notApplicable: "No aplica",
  notApplicableNote: "— No aplica: no es una especificación de la categoría de ese producto.",
  diffOnly: "Mostrar solo las diferencias",
  apply: "Aplicar",
  rowsDiffer: "{count} de {total} especificaciones difieren.",
  noDifferences: "Las especificaciones de estos productos no difieren.",
  noSpecs: "Aún no se han indicado especificaciones para estos productos: pídenos sus datos.",
  remove: "Quitar",
  addAllToQuote: "Añadir todos a la cotización",
  addedAllToQuote: "{count} productos están en tu lista de cotización.",
  viewQuoteList: "Ver lista de cotización",
  back: "Volver a la página anterior",
};
