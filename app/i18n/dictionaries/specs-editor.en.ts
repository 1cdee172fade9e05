/**
 * The English texts of the `specsEditor` group: a category's specification fields and a
 * product's values in the content editor, their hints and their errors. Spanish:
 * specs-editor.es.ts, with exactly these keys.
 */
export const specsEditorEn = {
  fieldsHint:
    "The rows of the specification table on this category's product pages, in this order (move them with the buttons, or by dragging). Each product is given its values in its own editor, which shows these fields once you save them; publish the category before the products that use new fields.",
  idHint:
    "Lower-case letters and digits joined by hyphens, such as flow-rate. Products' values are stored under it: changing it, or removing the field, leaves their values off the page, and each product's next save drops them.",
  kindHint:
    "Number: one figure. Range: a minimum and a maximum. One of a list, several of a list: options you write below. Yes or no. Text: words in English and Spanish.",
  measureHint: "For a number or a range only: what it measures.",
  unitHint:
    "For a number or a range only: the metric unit the page shows it in, of the quantity above. Visitors who choose US units see its US counterpart (m³/h as gpm, mm as in, kW as hp).",
  optionsHint:
    "For one or several of a list only: the choices, each with a key (lower-case letters, digits and hyphens) and its words in both languages.",
  filterableHint: "The category's listing and the product finder offer a filter on this field.",
  specsHint:
    'The values of the fields the product\'s category defines. Leave a value empty when it is not known: the page says "On request". Type numbers either way (1.5 or 1,5; 1,234.5) and choose the unit the figure is in: the page converts it.',
  categoryHint:
    "Changing the category shows its fields instead (without JavaScript: after saving). Values of the previous category's fields are dropped when you save.",
  noFields: "This category has no specification fields yet: define them in the category's editor.",
  value: "Value",
  minimum: "Minimum",
  maximum: "Maximum",
  unit: "Unit",
  yes: "Yes",
  no: "No",
  notGiven: "Not given",
  noUnit: "no unit",
  english: "English",
  spanish: "Spanish",
  staleTitle: "Values the category's fields no longer take",
  staleText:
    "The category no longer has these fields, or their kind has changed: the site does not show these values, and saving drops them. Enter them again above if they still apply.",
  errSpecMeasure: "Choose the physical quantity a number or a range measures (flow, length, power…).",
  errSpecUnit: "Choose the unit the page shows this field in.",
  errSpecUnitQuantity: "Choose a metric unit of the physical quantity above (a flow in m³/h, l/s or m³/d…).",
  errSpecMeasuredOnly: "Only a number or a range has a physical quantity and a unit: leave this empty.",
  errSpecOptions: "A list needs at least one option: add them below.",
  errSpecListOnly: "Only one or several of a list has options: remove them, or change the kind.",
  errSpecOptionTwice: "Another option of this field has this key: give each its own.",
  errSpecFieldTwice: "Another field of this category has this key: give each its own.",
  errSpecRangeOrder: "The maximum must be at least the minimum.",
  errSpecNotNumber: "Enter a number, such as 1.5, 1,5 or 1,234.5.",
  errSpecRangeBoth: "Enter both the minimum and the maximum (the same number twice for a single value).",
  errSpecUnknownField:
    "The category's published fields do not include this one: publish the category first, or leave this value empty.",
  errSpecValueTwice: "This field has two values: keep one.",
  errSpecWrongKind: "This value is not of the kind of the category's field (it has changed): enter it again.",
  errSpecUnitOfQuantity: "Choose one of this field's units.",
  errSpecUnknownOption: "Choose one of this field's options.",
};
