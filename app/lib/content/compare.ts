/** A leaf value of content as a comparison shows it (absent fields are null). */
export type ComparedValue = string | number | boolean | null;

export interface FieldChange {
  /** The field's dotted path from the item's root, e.g. `page.gallery.1.alt.es`. */
  field: string;
  before: ComparedValue;
  after: ComparedValue;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const leaf = (value: unknown): ComparedValue =>
  value === undefined || value === null
    ? null
    : typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? value
      : JSON.stringify(value);

/**
 * The fields that differ between two versions of an item, field by field: every leaf (a
 * text in one language, a number, a flag) whose value is not the same, in the order the
 * fields appear (the newer version's order first). A list compares by position, so an entry
 * added at the end shows as new fields and one removed as fields that became empty.
 */
export function compareContent(before: unknown, after: unknown, at: string[] = []): FieldChange[] {
  if (Array.isArray(before) || Array.isArray(after)) {
    const a = Array.isArray(before) ? before : [];
    const b = Array.isArray(after) ? after : [];
    const changes: FieldChange[] = [];
    for (let index = 0; index < Math.max(a.length, b.length); index += 1)
      changes.push(...compareContent(a[index], b[index], [...at, String(index)]));
    return changes;
  }
  if (isRecord(before) || isRecord(after)) {
    const a = isRecord(before) ? before : {};
    const b = isRecord(after) ? after : {};
    const names = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return names.flatMap((name) => compareContent(a[name], b[name], [...at, name]));
  }
  const was = leaf(before);
  const now = leaf(after);
  return was === now ? [] : [{ field: at.join("."), before: was, after: now }];
}
