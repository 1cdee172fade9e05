import { Form, Link, useSubmit } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import type { ProjectListing } from "../project-types";

/** The filters a form has chosen, without the ones left at "All": the address says only what is chosen. */
function chosen(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && value) query.set(name, value);
  return query;
}

/**
 * The listing's filters: a GET form, so they work without JavaScript (the server answers the
 * filtered page); with it, a change filters at once, without a full page load. Each choice
 * says how many references it would show with the other filters kept.
 */
export function ProjectFilters({
  filters,
  active,
  clearHref,
}: Pick<ProjectListing, "filters" | "active" | "clearHref">) {
  const { t } = useI18n();
  const submit = useSubmit();
  return (
    <Form
      method="get"
      preventScrollReset
      aria-labelledby="project-filters-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      onChange={(event) =>
        void submit(chosen(event.currentTarget), { preventScrollReset: true, replace: true })
      }
    >
      <h2 id="project-filters-title" className="text-lg font-bold text-slate-900">
        {t("projects.filtersHeading")}
      </h2>
      <div className="mt-4 grid grid-cols-2 items-end gap-x-3 gap-y-4 sm:grid-cols-3 lg:grid-cols-1">
        {filters.map((filter) => (
          <div key={filter.name} className="flex flex-col gap-1.5">
            <label htmlFor={`filter-${filter.name}`} className="text-sm font-semibold text-slate-800">
              {filter.label}
            </label>
            <select
              id={`filter-${filter.name}`}
              name={filter.name}
              defaultValue={filter.selected}
              key={filter.selected}
              className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <option value="">{t("projects.all")}</option>
              {filter.options.map((option) => (
                <option
                  key={option.value}
                  value={option.value}
                  disabled={option.count === 0 && option.value !== filter.selected}
                >
                  {`${option.label} (${option.count})`}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t("projects.apply")}
        </button>
        {active ? (
          <Link
            to={clearHref}
            preventScrollReset
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {t("projects.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
