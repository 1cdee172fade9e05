// The form-field set's choices: a select, a checkbox, radio buttons and a file chooser, drawn as the fields of
// form-field.tsx (apart from it so a form of text boxes alone, such as sign-in's, fetches less).
import { useId, type ComponentProps, type ReactNode } from "react";
import {
  describedBy,
  Field,
  FieldError,
  join,
  LABEL_LOOKS,
  shown,
  splitField,
  withLook,
  type ControlOwnProps,
  type FieldErrorValue,
} from "./form-field";

/** A file chooser's look: its button drawn as the one look's edge. */
export const fileClass =
  "block w-full min-w-0 text-sm text-slate-800 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-md file:border file:border-slate-500 file:bg-white file:px-3 file:font-semibold file:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700";

/** A checkbox's or a radio button's look. */
const checkClass = "size-4 shrink-0 accent-brand-700";

/**
 * A labelled native select: it submits with a plain form (filters work without JavaScript)
 * and gets the platform's own picker on a phone.
 */
export function SelectField(
  props: ControlOwnProps & {
    options: ReadonlyArray<{ value: string; label: string }>;
  } & Omit<ComponentProps<"select">, "id" | "className" | "children">,
) {
  const { field, controlClassName, rest } = splitField(props);
  const { options, ...attributes } = rest;
  return (
    <Field {...field}>
      {(control) => (
        <select
          {...attributes}
          {...control}
          required={field.required}
          className={withLook(join("pr-8", controlClassName))}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it, and its hint and error under it. */
export function CheckboxField({
  id,
  label,
  hint,
  error,
  className,
  strong,
  ...props
}: {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrorValue;
  className?: string;
  /** The label in bold, where the box stands for a group of fields (include: …). */
  strong?: boolean;
} & Omit<ComponentProps<"input">, "id" | "type" | "className">) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={join("flex min-w-0 flex-col gap-1", className)}>
      <label
        className={join("flex min-h-10 items-start gap-2 py-2 text-slate-900", strong && "font-semibold")}
      >
        <input
          {...props}
          type="checkbox"
          id={controlId}
          aria-invalid={shown(error) ? true : undefined}
          aria-describedby={describedBy(controlId, { hint, error })}
          className={join(checkClass, "mt-1")}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${controlId}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={controlId} error={error} />
    </div>
  );
}

/** Radio buttons for one choice, under a legend, with the group's error. */
export function RadioGroupField({
  legend,
  name,
  options,
  defaultValue,
  error,
  id,
  className,
}: {
  legend: ReactNode;
  name: string;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  defaultValue?: string;
  error?: FieldErrorValue;
  id?: string;
  className?: string;
}) {
  const generated = useId();
  const groupId = id ?? generated;
  return (
    <fieldset
      className={join("flex flex-col gap-2", className)}
      aria-describedby={describedBy(groupId, { error })}
    >
      <legend className={LABEL_LOOKS.heading}>{legend}</legend>
      <div className="flex flex-wrap gap-x-4">
        {options.map((option) => (
          <label key={option.value} className="inline-flex min-h-10 items-center gap-2 text-slate-900">
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              className={checkClass}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={groupId} error={error} />
    </fieldset>
  );
}

/** A labelled file chooser, drawn as the one look's edge around its button. */
export function FileField(
  props: ControlOwnProps & Omit<ComponentProps<"input">, "id" | "className" | "type">,
) {
  const { field, controlClassName, rest } = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...rest}
          {...control}
          type="file"
          required={field.required}
          className={withLook(controlClassName, fileClass)}
        />
      )}
    </Field>
  );
}
