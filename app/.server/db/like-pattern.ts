/** `%text%` for a LIKE on lower-cased columns, the text's own % _ and \ matched literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
