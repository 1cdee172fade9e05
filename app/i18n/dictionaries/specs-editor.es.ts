import type { Dictionary } from "../dictionary";

/** The Spanish texts of the `specsEditor` group: the keys of specs-editor.en.ts. */
export const specsEditorEs: Dictionary["specsEditor"] = {
  fieldsHint:
    "Las filas de la tabla de especificaciones de las páginas de producto de esta categoría, en este orden (muévalas con los botones o arrastrándolas). Cada producto recibe sus valores en su propio editor, que muestra estos campos en cuanto los guarda; publique la categoría antes que los productos que usen campos nuevos.",
  idHint:
    "Letras minúsculas y números unidos por guiones, como caudal-nominal. Los valores de los productos se guardan con ella: si la cambia o elimina el campo, sus valores dejan de mostrarse y se descartan al guardar de nuevo cada producto.",
  kindHint:
    "Número: una cifra. Rango: un mínimo y un máximo. Uno de una lista, varios de una lista: opciones que escribe abajo. Sí o no. Texto: palabras en inglés y en español.",
  measureHint: "Solo para un número o un rango: lo que mide.",
  unitHint:
    "Solo para un número o un rango: la unidad métrica en que lo muestra la página, de la magnitud indicada arriba. Quien elige unidades de EE. UU. ve su equivalente (m³/h en gpm, mm en in, kW en hp).",
  optionsHint:
    "Solo para uno o varios de una lista: las opciones, cada una con una clave (letras minúsculas, números y guiones) y su texto en ambos idiomas.",
  filterableHint: "El listado de la categoría y el buscador de productos ofrecen un filtro por este campo.",
  specsHint:
    "Los valores de los campos que define la categoría del producto. Deje vacío un valor que no se conozca: la página indica «Bajo pedido». Escriba los números de cualquiera de las dos formas (1,5 o 1.5; 1.234,5) y elija la unidad en que está la cifra: la página la convierte.",
  categoryHint:
    "Al cambiar la categoría se muestran sus campos (sin JavaScript, después de guardar). Los valores de los campos de la categoría anterior se descartan al guardar.",
  noFields: "Esta categoría aún no tiene campos de especificaciones: defínalos en el editor de la categoría.",
  value: "Valor",
  minimum: "Mínimo",
  maximum: "Máximo",
  unit: "Unidad",
  yes: "Sí",
  no: "No",
  notGiven: "Sin indicar",
  noUnit: "sin unidad",
  english: "Inglés",
  spanish: "Español",
  staleTitle: "Valores que los campos de la categoría ya no admiten",
  staleText:
    "La categoría ya no tiene estos campos, o su tipo ha cambiado: el sitio no muestra estos valores y al guardar se descartan. Escríbalos de nuevo arriba si todavía corresponden.",
  errSpecMeasure: "Elija la magnitud física que mide un número o un rango (caudal, longitud, potencia…).",
  errSpecUnit: "Elija la unidad en que la página muestra este campo.",
  errSpecUnitQuantity:
    "Elija una unidad métrica de la magnitud física indicada arriba (un caudal en m³/h, l/s o m³/d…).",
  errSpecMeasuredOnly: "Solo un número o un rango tiene magnitud física y unidad: deje esto vacío.",
  errSpecOptions: "Una lista necesita al menos una opción: añádalas abajo.",
  errSpecListOnly: "Solo uno o varios de una lista tiene opciones: elimínelas o cambie el tipo.",
  errSpecOptionTwice: "Otra opción de este campo tiene esta clave: dé a cada una la suya.",
  errSpecFieldTwice: "Otro campo de esta categoría tiene esta clave: dé a cada uno la suya.",
  errSpecRangeOrder: "El máximo debe ser al menos el mínimo.",
  errSpecNotNumber: "Escriba un número, como 1,5, 1.5 o 1.234,5.",
  errSpecRangeBoth: "Escriba el mínimo y el máximo (el mismo número dos veces para un valor único).",
  errSpecUnknownField:
    "Los campos publicados de la categoría no incluyen este: publique antes la categoría o deje este valor vacío.",
  errSpecValueTwice: "Este campo tiene dos valores: deje uno.",
  errSpecWrongKind: "Este valor no es del tipo del campo de la categoría (ha cambiado): escríbalo de nuevo.",
  errSpecUnitOfQuantity: "Elija una de las unidades de este campo.",
  errSpecUnknownOption: "Elija una de las opciones de este campo.",
};
