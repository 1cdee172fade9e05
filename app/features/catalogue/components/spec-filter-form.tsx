// A listing's filters (a category's, or the product finder's): a GET form. Without JavaScript
// the browser sends it as typed (numbers in the page language's habit and the visitor's units,
// a checkbox per option) and the server redirects to the filters' one spelling, then answers
// the filtered page. With it, the form writes that spelling itself and the router navigates
// there without a full page load: each change a step of the history, so Back undoes it. The
// page loads this module after its first paint: until then the form is the browser's own.
import { useCallback, useEffect, useRef } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import {
  readFilterQuery,
  searchString,
  TYPED_UNITS_PARAM,
  typedNumber,
  withFilters,
  type FilterParam,
} from "~/lib/specs/filter-query";
import type { UnitSystem } from "~/lib/specs/units";
import type { FilterControl } from "../spec-filters";

/** What a listing's loader sends for its filters. */
export interface FiltersView {
  /** The filters the address may carry (their one spelling is written here too). */
  params: FilterParam[];
  /** The controls shown, in order. */
  controls: FilterControl[];
  /** The units the visitor types numbers in. */
  system: UnitSystem;
  /** The listing without its filters (its search text and 'More' kept). */
  clearHref: string;
}

/** How long typing in a number pauses before the list follows it. */
const TYPING_PAUSE_MS = 500;

const box =
  "min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export function SpecFilterForm({
  filters,
  hidden = [],
  id,
  grid = "sm:grid-cols-2 lg:grid-cols-4",
}: {
  filters: FiltersView;
  /** The listing's other parameters, sent along by the form without JavaScript. */
  hidden?: ReadonlyArray<readonly [string, string]>;
  /** The form's id (its heading's is `${id}-title`). */
  id: string;
  /** The grid's columns at each width. */
  grid?: string;
}) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);
  /** Whether a number is being typed (its pause not over yet). */
  const typing = useCallback(() => pending.current !== undefined, []);

  // What the address being loaded chose (so a box ticked stays ticked), else the current one's.
  const shown =
    navigation.location && navigation.location.pathname === location.pathname
      ? navigation.location
      : location;
  const chosen = new Map(readFilterQuery(filters.params, new URLSearchParams(shown.search), locale).chosen);
  const active = chosen.size > 0;

  /** Reads the form as the server would, and goes to the filters' one spelling. */
  function follow(form: HTMLFormElement) {
    window.clearTimeout(pending.current);
    pending.current = undefined;
    const typed = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") typed.append(name, value);
    const next = searchString(
      withFilters(
        filters.params,
        new URLSearchParams(location.search),
        readFilterQuery(filters.params, typed, locale).chosen,
      ),
    );
    if (`?${next}` === location.search || (!next && !location.search)) return;
    void navigate(
      { pathname: location.pathname, search: next ? `?${next}` : "" },
      { preventScrollReset: true },
    );
  }

  return (
    <form
      id={id}
      method="get"
      action={location.pathname}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault();
        follow(event.currentTarget);
      }}
      onChange={(event) => {
        const form = event.currentTarget;
        // A number is followed once typing pauses; a box ticked or a button chosen at once.
        if (event.target instanceof HTMLInputElement && event.target.type === "text") {
          window.clearTimeout(pending.current);
          pending.current = window.setTimeout(() => follow(form), TYPING_PAUSE_MS);
        } else follow(form);
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("finder.filtersHeading")}
      </h2>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={TYPED_UNITS_PARAM} value={filters.system} />
      <div className={`mt-4 grid gap-x-6 gap-y-5 ${grid}`}>
        {filters.controls.map((control) => (
          <Control
            key={control.name}
            id={id}
            control={control}
            value={chosen.get(control.name)}
            system={filters.system}
            typing={typing}
          />
        ))}
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t("finder.apply")}
        </button>
        {active ? (
          <Link
            to={filters.clearHref}
            preventScrollReset
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {t("finder.clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** One filter: a number's box, a list's checkboxes (or radio buttons for one of it), yes/no/either. */
function Control({
  id,
  control,
  value,
  system,
  typing,
}: {
  id: string;
  control: FilterControl;
  /** Its value in the address, if chosen. */
  value: string | undefined;
  system: UnitSystem;
  typing: () => boolean;
}) {
  const { t } = useI18n();
  const inputId = `${id}-${control.name}`;
  if (control.kind === "number")
    return (
      <NumberControl inputId={inputId} control={control} value={value} system={system} typing={typing} />
    );
  const multiple = control.kind === "options" && control.multiple;
  const picked = new Set(value?.split(",") ?? []);
  const choices =
    control.kind === "flag"
      ? [{ value: "", label: t("finder.either"), count: undefined }, ...control.choices]
      : multiple
        ? control.choices
        : [{ value: "", label: t("finder.allCategories"), count: undefined }, ...control.choices];
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">{control.label}</legend>
      <ul className="mt-2 flex flex-col gap-1">
        {choices.map((choice) => {
          const checked = choice.value === "" ? picked.size === 0 : picked.has(choice.value);
          return (
            <li key={choice.value}>
              <label className="flex min-h-8 cursor-pointer items-center gap-2 text-slate-800">
                <input
                  type={multiple ? "checkbox" : "radio"}
                  name={control.name}
                  value={choice.value}
                  checked={checked}
                  // The form follows the change (its own handler).
                  onChange={() => {}}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <span>
                  {choice.label}
                  {choice.count === undefined ? null : (
                    <span className="text-slate-600">{` (${choice.count})`}</span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * A number the products must cover, typed in the visitor's units and language. The box keeps
 * what the visitor types (`1,5` stays so); when the address comes to say another number (Back,
 * Clear filters) it shows the address's, unless the visitor is typing.
 */
function NumberControl({
  inputId,
  control,
  value,
  system,
  typing,
}: {
  inputId: string;
  control: Extract<FilterControl, { kind: "number" }>;
  value: string | undefined;
  system: UnitSystem;
  typing: () => boolean;
}) {
  const { t, locale } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const text = value === undefined ? "" : typedNumber(value, control.unit, system, locale);
  useEffect(() => {
    const element = input.current;
    if (!element || (typing() && document.activeElement === element)) return;
    // What the box says, read as the form would be.
    const typed = readFilterQuery(
      [{ name: control.name, filter: { kind: "number", unit: control.unit } }],
      new URLSearchParams([
        [TYPED_UNITS_PARAM, system],
        [control.name, element.value],
      ]),
      locale,
    ).chosen[0]?.[1];
    if (typed !== value) element.value = text;
  }, [value, text, control, system, locale, typing]);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {control.symbol
          ? t("finder.numberLabel", { name: control.label, unit: control.symbol })
          : control.label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        name={control.name}
        defaultValue={text}
        aria-describedby={`${inputId}-hint`}
        className={box}
      />
      <p id={`${inputId}-hint`} className="text-sm text-slate-600">
        {t("finder.numberHint")}
      </p>
    </div>
  );
}
