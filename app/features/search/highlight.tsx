import type { ReactNode } from "react";
import { normaliseForSearch } from "~/lib/normalise-for-search";

/**
 * Where the query occurs in a text, as search matches it (case and accents ignored, runs of
 * white space as one): [start, end) offsets into the original text, in order, not overlapping.
 */
export function matchRanges(text: string, query: string): Array<[number, number]> {
  const needle = normaliseForSearch(query).trim();
  if (!needle) return [];
  // The folded text, and for each of its characters the span of the original it came from.
  let folded = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of text) {
    const next = offset + char.length;
    let fold = normaliseForSearch(char);
    if (fold === " " && folded.endsWith(" ")) fold = "";
    if (!fold && ends.length > 0) ends[ends.length - 1] = next; // a combining mark, or more space
    for (let k = 0; k < fold.length; k++) {
      starts.push(offset);
      ends.push(next);
    }
    folded += fold;
    offset = next;
  }
  const ranges: Array<[number, number]> = [];
  for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) {
    ranges.push([starts[at]!, ends[at + needle.length - 1]!]);
  }
  return ranges;
}

/** The text with each occurrence of the query marked (React elements: nothing is parsed as HTML). */
export function Highlight({ text, query }: { text: string; query: string }): ReactNode {
  const ranges = matchRanges(text, query);
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const [start, end] of ranges) {
    if (start > from) parts.push(text.slice(from, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-100 text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    from = end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
