// The editor's label of a content field, by the field's name: the dictionaries' `contentFields`
// group, shared by the editor's form and the translations overview. Every field of every content
// type has one in both languages (field-labels.test.ts), so the name shown as itself is only a
// last resort.

/** The label of the field `name`, read with `lookup` (a key answers itself when missing). */
export function contentFieldLabel(lookup: (key: string) => string, name: string): string {
  const key = `contentFields.${name}`;
  const label = lookup(key);
  return label === key ? name : label;
}
