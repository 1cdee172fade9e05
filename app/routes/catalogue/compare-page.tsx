import {
  Form,
  Link,
  useFetcher,
  useLocation,
  useNavigate,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/compare-page";
import { compareAction, compareData, type CompareAnswer } from "./compare-page.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { UnitsSwitch, type UnitsAnswer } from "~/features/catalogue/components/units-switch";
import { COMPARE_MAX } from "~/features/catalogue/compare";
import type { CompareRow } from "~/features/catalogue/compare-rows";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { routeMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";

// Products side by side (`/compare?products=a,b`, `/es/comparar?productos=a,b`): one column per
// product, one row per specification field of their categories, the rows whose values differ
// marked in words. Server HTML and plain forms: without JavaScript every control works (the
// differences-only switch is a GET form); with it, that switch is instant (the rows are all
// here: the loader is not asked again) and the posts stay on the page.

export const loader = (args: Route.LoaderArgs) => compareData(args);

export const action = (args: Route.ActionArgs) => compareAction(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The address without the differences-only switch: what the loader's answer depends on. */
const withoutDiff = (url: URL) => {
  const params = new URLSearchParams(url.search);
  params.delete("diff");
  return `${url.pathname}?${params.toString()}`;
};

export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && withoutDiff(currentUrl) === withoutDiff(nextUrl) ? false : defaultShouldRevalidate);

/** Hidden when printed: the page's controls (the print stylesheet hides the site's frame). */
const NO_PRINT = "print:hidden";

// Printed, the comparison is the table alone, in black on white, fitted to the page's width.
const PRINT_STYLES = `@media print{
body>header,body>footer,nav,button.fixed{display:none!important}
[data-compare-scroll]{overflow:visible!important;box-shadow:none!important}
[data-compare-table]{width:100%!important;min-width:0!important;table-layout:fixed;font-size:10pt}
[data-compare-table] th,[data-compare-table] td{position:static!important;color:#000!important;background:#fff!important;border-color:#000!important}
[data-compare-table] *{color:#000!important}
[data-compare-table] a{text-decoration:none!important}
[data-compare-table] picture{max-width:6rem}
[data-compare-page] h1,[data-compare-page] p{color:#000!important}
[data-compare-hero]{background:#fff!important;padding:0!important}
}`;

export default function ComparePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <CompareContent data={loaderData} answer={actionData} />
    </PageMessages>
  );
}

type Data = Route.ComponentProps["loaderData"];

function CompareContent({ data, answer }: { data: Data; answer: CompareAnswer | undefined }) {
  const { t } = useI18n();
  // The units switch's post: the page asks its loader again afterwards, so every column follows.
  const unitsFetcher = useFetcher<UnitsAnswer>();
  const { page, columns, rows } = data;
  const location = useLocation();
  // The switch follows the address, which the script changes without asking the server.
  const diffOnly = new URLSearchParams(location.search).get("diff") === "1";
  const shown = diffOnly ? rows.filter((row) => row.differs) : rows;
  const differing = rows.filter((row) => row.differs).length;
  return (
    <div data-compare-page>
      <style>{PRINT_STYLES}</style>
      <section data-compare-hero className="bg-linear-to-br from-brand-900 via-brand-800 to-brand-700">
        <div className="page-container py-10 sm:py-14">
          <div className={NO_PRINT}>
            <Breadcrumbs crumbs={page.crumbs} />
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-5xl">{page.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-50">{t("compare.intro")}</p>
        </div>
      </section>

      <section aria-labelledby="compare-caption" className="page-container py-8 sm:py-12">
        {answer?.ok && answer.intent !== "quote-all" && answer.full ? (
          <div role="alert" className="mb-6 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">
            <p className="font-semibold">
              {t("compare.full", { max: COMPARE_MAX, product: answer.name ?? "" })}
            </p>
            {answer.back ? (
              <Link to={answer.back} className="mt-2 inline-block font-semibold underline">
                {t("compare.back")}
              </Link>
            ) : null}
          </div>
        ) : null}

        {columns.length === 0 ? (
          <EmptyComparison catalogueHref={data.catalogueHref} finderHref={data.finderHref} />
        ) : (
          <>
            <div className={`flex flex-wrap items-center justify-between gap-4 ${NO_PRINT}`}>
              <DifferencesOnly on={diffOnly} products={data.products} />
              <UnitsSwitch system={data.system} action={data.unitsAction} product="" fetcher={unitsFetcher} />
            </div>
            <p className="mt-4 text-slate-700" data-compare-summary>
              {columns.length === 1
                ? t("compare.onlyOne")
                : rows.length === 0
                  ? t("compare.noSpecs")
                  : differing === 0
                    ? t("compare.noDifferences")
                    : t("compare.rowsDiffer", { count: differing, total: rows.length })}
            </p>
            <CompareTable columns={columns} rows={shown} removeAction={data.action} />
            {rows.some((row) => row.cells.some((cell) => !cell.applies)) ? (
              <p className="mt-3 text-sm text-slate-700">{t("compare.notApplicableNote")}</p>
            ) : null}
            <AddAllToQuote
              action={data.action}
              productIds={columns.map((column) => column.id)}
              quoteHref={data.quoteHref}
            />
          </>
        )}
      </section>
    </div>
  );
}

function EmptyComparison({
  catalogueHref,
  finderHref,
}: {
  catalogueHref: string;
  finderHref: string | null;
}) {
  const { t } = useI18n();
  return (
    <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200" data-compare-empty>
      <h2 id="compare-caption" className="text-xl font-semibold text-slate-900">
        {t("compare.emptyTitle")}
      </h2>
      <p className="mt-2 text-slate-700">{t("compare.empty", { max: COMPARE_MAX })}</p>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={catalogueHref} className="font-semibold text-brand-800 underline">
          {t("compare.browseCatalogue")}
        </Link>
        {finderHref ? (
          <Link to={finderHref} className="font-semibold text-brand-800 underline">
            {t("compare.openFinder")}
          </Link>
        ) : null}
      </p>
    </div>
  );
}

/**
 * 'Show differences only': a GET form without JavaScript (the box and 'Apply'); with it the
 * box alone, which changes the address in place.
 */
function DifferencesOnly({
  on,
  products,
}: {
  on: boolean;
  products: { name: string; value: string } | null;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Form method="get" replace preventScrollReset className="flex flex-wrap items-center gap-3">
      {products ? <input type="hidden" name={products.name} value={products.value} /> : null}
      <label className="inline-flex items-center gap-2 font-semibold text-slate-800">
        <input
          type="checkbox"
          name="diff"
          value="1"
          checked={on}
          onChange={(event) => {
            // The commas between the slugs stay as they were (a form would escape them).
            const rest = location.search.replace(/[?&]diff=[^&]*/g, "").replace(/^&/, "?");
            const next = event.currentTarget.checked ? `${rest}${rest ? "&" : "?"}diff=1` : rest;
            void navigate(`${location.pathname}${next}`, { replace: true, preventScrollReset: true });
          }}
          className="size-5 accent-brand-700"
        />
        {t("compare.diffOnly")}
      </label>
      {hydrated ? null : (
        <button
          type="submit"
          className="rounded-md bg-white px-4 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-400 hover:ring-brand-700"
        >
          {t("compare.apply")}
        </button>
      )}
    </Form>
  );
}

type Column = Data["columns"][number];

/**
 * The table: the products as column headers, the fields as row headers in a first column that
 * stays in view while the table scrolls sideways (a focusable region, so the keyboard scrolls it).
 */
function CompareTable({
  columns,
  rows,
  removeAction,
}: {
  columns: Column[];
  rows: CompareRow[];
  removeAction: string;
}) {
  const { t } = useI18n();
  const names = columns.map((column) => column.name).join(", ");
  const rowHeader =
    "sticky left-0 z-10 w-36 min-w-36 border-r border-b border-slate-200 p-3 text-left align-top sm:w-56 sm:min-w-56";
  return (
    <div
      role="region"
      aria-label={t("compare.scrollRegion")}
      // A region that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-compare-scroll
      // Positioned, so the table's visually hidden texts stay inside it (as ui/table.tsx's).
      className="relative mt-4 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <table
        data-compare-table
        className="w-full min-w-max border-separate border-spacing-0 text-left text-sm text-slate-800 sm:text-base"
      >
        <caption id="compare-caption" className="sr-only">
          {t("compare.caption", { products: names })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${rowHeader} bg-white font-semibold text-slate-700`}>
              {t("specs.field")}
            </th>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                data-compare-column={column.id}
                className="w-48 min-w-40 border-b border-slate-200 p-3 align-top font-normal sm:min-w-48"
              >
                <ResponsiveImage
                  image={column.image}
                  sizes="12rem"
                  className="block aspect-4/3 overflow-hidden rounded-lg bg-slate-100"
                  imgClassName="h-full w-full object-cover"
                />
                <Link to={column.href} className="mt-2 block font-semibold text-brand-800 underline">
                  {column.name}
                </Link>
              </th>
            ))}
          </tr>
          <tr className={NO_PRINT}>
            <td className={`${rowHeader} bg-white`} />
            {columns.map((column) => (
              <td key={column.id} className="border-b border-slate-200 px-3 pb-3 align-top">
                <Form method="post" action={removeAction} preventScrollReset>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="productId" value={column.id} />
                  <input type="hidden" name="returnTo" value={column.removeTo} />
                  <button
                    type="submit"
                    className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-400 hover:ring-brand-700"
                  >
                    {t("compare.remove")}
                    <span className="sr-only"> {column.name}</span>
                  </button>
                </Form>
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={`${rowHeader} bg-white font-semibold text-slate-900`}>
              {t("compare.category")}
            </th>
            {columns.map((column) => (
              <td key={column.id} className="border-b border-slate-200 p-3 align-top">
                {column.category ? (
                  <Link to={column.category.href} className="text-brand-800 underline">
                    {column.category.title}
                  </Link>
                ) : null}
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr
              key={row.key}
              data-compare-row={row.key}
              data-differs={row.differs ? "" : undefined}
              className={row.differs ? "bg-amber-50" : undefined}
            >
              <th
                scope="row"
                className={`${rowHeader} font-semibold text-slate-900 ${row.differs ? "bg-amber-50" : "bg-white"}`}
              >
                {row.name}
                {row.differs ? (
                  <span className="ml-2 inline-flex items-center gap-1 rounded-sm bg-amber-200 px-1.5 py-0.5 text-xs font-bold whitespace-nowrap text-amber-950">
                    <span aria-hidden="true">≠</span>
                    {t("compare.differs")}
                  </span>
                ) : null}
              </th>
              {row.cells.map((cell, index) => (
                <td key={columns[index]!.id} className="border-b border-slate-200 p-3 align-top break-words">
                  {!cell.applies ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{t("compare.notApplicable")}</span>
                    </>
                  ) : (
                    (cell.text ?? <span className="text-slate-700 italic">{t("specs.onRequest")}</span>)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Add all to quote': every product compared goes in the quote list (one each; those already
 * there keep their quantity). Without JavaScript the browser goes on to the quote list; with
 * it the page stays and says so, with a link there.
 */
function AddAllToQuote({
  action,
  productIds,
  quoteHref,
}: {
  action: string;
  productIds: string[];
  quoteHref: string;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<CompareAnswer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        form.delete("returnTo");
        void fetcher.submit(form, { method: "post", action });
      }}
      className={`mt-8 flex flex-wrap items-center gap-4 ${NO_PRINT}`}
    >
      <input type="hidden" name="intent" value="quote-all" />
      {productIds.map((id) => (
        <input key={id} type="hidden" name="productId" value={id} />
      ))}
      <input type="hidden" name="returnTo" value={quoteHref} />
      <button
        type="submit"
        className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t("compare.addAllToQuote")}
      </button>
      <p aria-live="polite" className="text-slate-700">
        {answer?.ok && answer.intent === "quote-all" ? (
          <>
            {t("compare.addedAllToQuote", { count: answer.count })}{" "}
            <Link to={quoteHref} className="font-semibold text-brand-800 underline">
              {t("compare.viewQuoteList")}
            </Link>
          </>
        ) : null}
      </p>
    </fetcher.Form>
  );
}
