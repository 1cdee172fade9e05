// The form-field set: one label, hint, error and input look for every form of the site and the
// back office (contact, quote, sign-in, the content and post editors, every back-office
// screen). A field ties its parts together by ids: the control's aria-describedby lists its
// hint and its error where shown, and aria-invalid marks it while an error shows.
import { useId, type ComponentProps, type ReactNode } from "react";

/**
 * The one look of a text box, a text area and a select. 16 px text (a phone does not zoom in on
 * focus), a border at 4.8:1 against white (WCAG 1.4.11 asks 3:1 of a control's edge), red while
 * the control is marked invalid.
 */
export const controlClass =
  "block min-h-10 w-full min-w-0 rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:bg-slate-100 aria-invalid:border-red-700";

/** Class names joined, the empty ones left out. */
export const join = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(" ");

const WIDTH = /^w-/;
const TEXT_SIZE = /^text-(?:xs|sm|base|lg|[2-9]?xl)$/;

/**
 * The one look with a caller's additions (a margin, a typeface): an added width or text size
 * takes the place of the look's own. Written here, not with tailwind-merge, whose 8 KiB the
 * sign-in page's first load has no room for (its budget is 120 KiB).
 */
export function withLook(extra: string | undefined, look = controlClass): string {
  if (!extra) return look;
  const added = extra.split(/\s+/).filter(Boolean);
  const replaced = (name: string) =>
    (WIDTH.test(name) && added.some((other) => WIDTH.test(other))) ||
    (TEXT_SIZE.test(name) && added.some((other) => TEXT_SIZE.test(other)));
  return [...look.split(" ").filter((name) => !replaced(name)), ...added].join(" ");
}

/** A field's label: its heading, a quieter one (a language under a bilingual field), or for screen readers only. */
export const LABEL_LOOKS = {
  heading: "text-sm font-semibold text-slate-900",
  quiet: "text-sm text-slate-800",
  hidden: "sr-only",
} as const;

/** An error as a sentence, or as the list of a field's messages (shown one after another). */
export type FieldErrorValue = ReactNode | readonly string[];

export function shown(error: FieldErrorValue): ReactNode {
  if (Array.isArray(error)) return error.length > 0 ? error.join(" ") : null;
  return (error as ReactNode) || null;
}

/** The ids a control's aria-describedby lists: its hint, its error, then any others, where shown. */
export function describedBy(
  id: string,
  {
    hint,
    error,
    also,
  }: { hint?: unknown; error?: FieldErrorValue; also?: ReadonlyArray<string | false | undefined> },
) {
  const ids = [hint ? `${id}-hint` : "", shown(error) ? `${id}-error` : "", ...(also ?? [])].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** What a field gives its control: its id, its state and its description. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

/** A field's error under its control (nothing while there is none). */
export function FieldError({ id, error, alert }: { id: string; error?: FieldErrorValue; alert?: boolean }) {
  const text = shown(error);
  if (!text) return null;
  return (
    <p id={`${id}-error`} role={alert ? "alert" : undefined} className="text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

export interface FieldProps {
  /** The control's id; one is made when not given. */
  id?: string;
  label: ReactNode;
  /** What to write, between the label and the control, read with the control. */
  hint?: ReactNode;
  /** A validation message, under the control, read with it. */
  error?: FieldErrorValue;
  /** The error is announced as it appears (an answer that replaced the page, such as a wrong code). */
  alert?: boolean;
  /** The control must be filled: a text box or select is `required`, any control aria-required. */
  required?: boolean;
  /** A star after the label, for a form that says what a star means ("Fields marked with * are required"). */
  starred?: boolean;
  labelId?: string;
  /** The label's look: the field's heading (the default), quieter, or for screen readers only. */
  labelLook?: keyof typeof LABEL_LOOKS;
  /** Beside the label: a flag such as "Spanish missing", whose id `also` adds to the description. */
  aside?: ReactNode;
  /** More ids for the control's aria-describedby (an aside's flag, a hint shown elsewhere). */
  also?: ReadonlyArray<string | false | undefined>;
  /** The field's box (its place in a grid). */
  className?: string;
}

/** A label, an optional hint, the control and its error, tied together by ids. */
export function Field({
  children,
  ...field
}: FieldProps & { children: ReactNode | ((control: ControlProps) => ReactNode) }) {
  const generated = useId();
  const controlId = field.id ?? generated;
  const control: ControlProps = {
    id: controlId,
    "aria-invalid": shown(field.error) ? true : undefined,
    "aria-describedby": describedBy(controlId, field),
    "aria-required": field.required ? true : undefined,
  };
  const labelElement = (
    <label id={field.labelId} htmlFor={controlId} className={LABEL_LOOKS[field.labelLook ?? "heading"]}>
      {field.label}
      {field.starred ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={join("flex min-w-0 flex-col gap-1", field.className)}>
      {field.aside ? (
        <div className="flex flex-wrap items-center gap-2">
          {labelElement}
          {field.aside}
        </div>
      ) : (
        labelElement
      )}
      {field.hint ? (
        <p id={`${controlId}-hint`} className="text-sm text-slate-600">
          {field.hint}
        </p>
      ) : null}
      {typeof children === "function" ? children(control) : children}
      <FieldError id={controlId} error={field.error} alert={field.alert} />
    </div>
  );
}

export type ControlOwnProps = FieldProps & {
  /** Added to the one look (a width, a typeface), never in place of it. */
  controlClassName?: string;
};

/** A field's own props apart from what its control takes. */
export function splitField<P extends ControlOwnProps>({
  id,
  label,
  hint,
  error,
  alert,
  required,
  starred,
  labelId,
  labelLook,
  aside,
  also,
  className,
  controlClassName,
  ...rest
}: P) {
  const field = {
    id,
    label,
    hint,
    error,
    alert,
    required,
    starred,
    labelId,
    labelLook,
    aside,
    also,
    className,
  };
  return { field, controlClassName, rest };
}

/** A labelled text box, or a text area with `multiline`. */
export function TextField(
  props: ControlOwnProps &
    (
      | ({ multiline?: false } & Omit<ComponentProps<"input">, "id" | "className">)
      | ({ multiline: true } & Omit<ComponentProps<"textarea">, "id" | "className">)
    ),
) {
  const { field, controlClassName, rest } = splitField(props);
  const { multiline, ...attributes } = rest;
  return (
    <Field {...field}>
      {(control) => {
        const look = withLook(controlClassName);
        return multiline ? (
          <textarea
            {...(attributes as ComponentProps<"textarea">)}
            {...control}
            required={field.required}
            className={look}
          />
        ) : (
          <input
            {...(attributes as ComponentProps<"input">)}
            {...control}
            required={field.required}
            className={look}
          />
        );
      }}
    </Field>
  );
}
