import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { fieldControlClass } from "./text-field";

/**
 * A labelled native select: it submits with a plain form (filters work without JavaScript)
 * and gets the platform's own picker on a phone.
 */
export function SelectField({
  label,
  options,
  className,
  id,
  ...props
}: {
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
} & ComponentProps<"select">) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div>
      <label htmlFor={controlId} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={controlId} className={cn(fieldControlClass, "pr-8", className)} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
