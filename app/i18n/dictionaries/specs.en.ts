/** The English texts of the `specs` group: a product's specifications. Spanish: specs.es.ts, with exactly these keys. */
export const specsEn = {
  title: "Specifications",
  field: "Specification",
  value: "Value",
  onRequest: "On request",
  yes: "Yes",
  no: "No",
  /** Joins a range's ends: "100 to 500 m³/h". */
  rangeJoin: "to",
  unitsLabel: "Units",
  metric: "Metric",
  us: "US customary",
  /** The datasheet's note under its table. */
  usInBrackets: "US customary units in brackets.",
} as const;
