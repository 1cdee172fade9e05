import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A field's label, its control, an optional hint and its error, tied together by ids. */
export function FormField({
  id,
  label,
  hint,
  error,
  required,
  children,
  labelId,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  labelId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label id={labelId} htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The ids a control's aria-describedby lists: its hint and its error, where shown. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  const ids: string[] = [];
  if (hint) ids.push(`${id}-hint`);
  if (error) ids.push(`${id}-error`);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export const inputClass = (invalid?: boolean) =>
  cn(
    "block min-h-10 w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700",
    invalid ? "border-red-700" : "border-slate-400",
  );
