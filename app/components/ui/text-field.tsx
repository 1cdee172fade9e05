import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export const fieldControlClass =
  "block w-full min-h-10 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-700";

interface FieldProps {
  label: ReactNode;
  /** A hint under the control, read with it. */
  hint?: ReactNode;
  /** A validation message, shown in red and read with the control. */
  error?: ReactNode;
}

/** A labelled input (or a textarea with `multiline`), with its hint and error tied to it. */
export function TextField({
  label,
  hint,
  error,
  className,
  multiline,
  id,
  ...props
}: FieldProps & { multiline?: boolean } & ComponentProps<"input"> & ComponentProps<"textarea">) {
  const generated = useId();
  const controlId = id ?? generated;
  const described = [hint && `${controlId}-hint`, error && `${controlId}-error`].filter(Boolean).join(" ");
  const common = {
    id: controlId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    className: cn(fieldControlClass, className),
  };
  return (
    <div>
      <label htmlFor={controlId} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea {...(props as ComponentProps<"textarea">)} {...common} />
      ) : (
        <input {...(props as ComponentProps<"input">)} {...common} />
      )}
      {hint ? (
        <p id={`${controlId}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
