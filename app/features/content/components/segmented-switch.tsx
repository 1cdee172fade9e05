import { cn } from "~/lib/cn";

/**
 * A choice of two or three (the live preview's language and width, the form or its preview):
 * buttons in a named group, the chosen one pressed.
 */
export function SegmentedSwitch<T extends string>({
  label,
  value,
  onChange,
  options,
  className,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn("inline-flex rounded-md ring-1 ring-slate-400", className)}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            "min-h-10 flex-1 px-3 text-sm font-semibold first:rounded-l-md last:rounded-r-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
            option.value === value ? "bg-brand-700 text-white" : "bg-white text-slate-800 hover:bg-slate-100",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
