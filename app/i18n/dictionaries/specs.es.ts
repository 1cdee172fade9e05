import type { Dictionary } from "../dictionary";

/** The Spanish texts of the `specs` group: the keys of specs.en.ts. */
export const specsEs: Dictionary["specs"] = {
  title: "Especificaciones",
  field: "Especificación",
  value: "Valor",
  onRequest: "Bajo pedido",
  yes: "Sí",
  no: "No",
  rangeJoin: "a",
  unitsLabel: "Unidades",
  metric: "Métricas",
  us: "Estadounidenses",
  usInBrackets: "Unidades estadounidenses entre corchetes.",
};
