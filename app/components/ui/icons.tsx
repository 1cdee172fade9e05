import type { SVGProps } from "react";

/**
 * The site's few interface icons, drawn on a 24-unit grid with round 2-unit strokes.
 * Decorative: every use sits beside a visible or screen-reader text.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/** An icon from its path data (features with icons of their own build them here too). */
export function icon(paths: string[]) {
  return function Icon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const ChevronDown = icon(["M6 9l6 6 6-6"]);
export const Menu = icon(["M4 6h16", "M4 12h16", "M4 18h16"]);
export const X = icon(["M6 6l12 12", "M18 6L6 18"]);
export const ArrowUp = icon(["M12 19V5", "M6 11l6-6 6 6"]);
export const Mail = icon([
  "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z",
  "M3 7l9 6 9-6",
]);
export const Phone = icon([
  "M5 3h3l2 5-2.5 1.5a11 11 0 0 0 7 7L16 14l5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z",
]);
export const MapPin = icon([
  "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z",
  "M12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
]);
export const Globe = icon([
  "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z",
  "M3 12h18",
  "M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z",
]);
export const Search = icon(["M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z", "M20 20l-4-4"]);
export const ClipboardList = icon([
  "M9 4h6v3H9z",
  "M9 5.5H6.5A1.5 1.5 0 0 0 5 7v12.5A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V7a1.5 1.5 0 0 0-1.5-1.5H15",
  "M9 12h6",
  "M9 16h6",
]);
