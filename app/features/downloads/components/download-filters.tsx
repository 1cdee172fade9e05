import { Form, Link, useSubmit } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import type { FilterView } from "../download-types";

/** The filters a form has chosen, without the ones left at "All": the address says only what is chosen. */
function chosen(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && value) query.set(name, value);
  return query;
}

/**
 * The listing's filters: a GET form, so they work without JavaScript (the server answers the
 * filtered page); with it, a change filters at once without a full page load. Each choice says
 * how many documents it would show with the other filters kept.
 */
export function DownloadFilters({
  filters,
  active,
  clearHref,
}: {
  filters: readonly FilterView[];
  active: boolean;
  clearHref: string;
}) {
  const { t } = useI18n();
  const submit = useSubmit();
  return (
    <Form
      method="get"
      preventScrollReset
      aria-labelledby="download-filters-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      onChange={(event) =>
        void submit(chosen(event.currentTarget), { preventScrollReset: true, replace: true })
      }
      data-download-filters
    >
      <h2 id="download-filters-title" className="text-lg font-bold text-slate-900">
        {t("downloads.filtersHeading")}
      </h2>
      <div className="mt-4 grid grid-cols-1 items-end gap-x-3 gap-y-4 sm:grid-cols-2 lg:grid-cols-1">
        {filters.map((filter) => (
          <div key={filter.name} className="flex min-w-0 flex-col gap-1.5">
            <label
              htmlFor={`download-filter-${filter.name}`}
              className="text-sm font-semibold text-slate-800"
            >
              {filter.label}
            </label>
            <select
              id={`download-filter-${filter.name}`}
              name={filter.name}
              defaultValue={filter.selected}
              key={filter.selected}
              className="min-h-11 w-full min-w-0 rounded-md border border-slate-500 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <option value="">{t("downloads.all")}</option>
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
          {t("downloads.apply")}
        </button>
        {active ? (
          <Link
            to={clearHref}
            preventScrollReset
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {t("downloads.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
