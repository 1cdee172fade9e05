// The sales dashboard (ADR 032): requests per week and month, by country, application, product
// and category, the median time to a first reply and how requests end, for a period chosen
// with a plain GET form or a quick link, each chart drawn on the server with its data table,
// and the same figures as CSV. How each figure is counted: sales-dashboard.server.ts.
import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/sales-dashboard";
import { refuseForms } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { siteContent } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { isRouted, pagePath } from "~/.server/pages";
import { AdminPage } from "~/components/ui/admin-page";
import { buttonVariants } from "~/components/ui/button";
import { SelectField } from "~/components/ui/choice-fields";
import { TextField } from "~/components/ui/form-field";
import { BarChart, type ChartRow } from "~/features/contact/components/sales-charts";
import { localDay } from "~/features/contact/sales-reminders.server";
import {
  DASHBOARD_KINDS,
  DASHBOARD_PRESETS,
  dashboardFilterFrom,
  dayLabel,
  hoursOf,
  kindLabelKey,
  monthLabel,
  presetPeriod,
  salesDashboard,
  salesTimeZone,
  statusLabelKey,
  type DashboardFigures,
  type DashboardFilterError,
  type DashboardPreset,
  type DashboardRow,
  type ProductRow,
} from "~/features/contact/sales-dashboard.server";
import type { MessageKey } from "~/i18n/dictionary";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

// No form is posted here: refused by the guard first, then 405 (refuseForms).
export const action = refuseForms;

const PRESET_KEYS: Record<DashboardPreset, MessageKey> = {
  weeks12: "salesDashboard.presetWeeks12",
  quarter: "salesDashboard.presetQuarter",
  months12: "salesDashboard.presetMonths12",
  year: "salesDashboard.presetYear",
};

const ERROR_KEYS: Record<DashboardFilterError, MessageKey> = {
  from: "salesDashboard.errorFrom",
  to: "salesDashboard.errorTo",
  order: "salesDashboard.errorOrder",
};

const NUMBER_LOCALES: Record<Locale, string> = { en: "en-GB", es: "es-ES" };

/** The figures as the page shows them: every word and number already in the page's language. */
function dashboardView(figures: DashboardFigures, locale: Locale) {
  const t = (key: MessageKey, values?: Record<string, string | number>) => serverT(locale, key, values);
  const numbers = new Intl.NumberFormat(NUMBER_LOCALES[locale], { maximumFractionDigits: 1 });
  const percents = new Intl.NumberFormat(NUMBER_LOCALES[locale], { style: "percent" });
  const count = (value: number) => numbers.format(value);
  const share = (value: number) => percents.format(value / 100);
  const shortDay = new Intl.DateTimeFormat(NUMBER_LOCALES[locale], {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  const shortMonth = new Intl.DateTimeFormat(NUMBER_LOCALES[locale], { month: "short", timeZone: "UTC" });
  const { filter } = figures;

  const seriesSummary = (points: Array<{ count: number }>, unit: MessageKey) =>
    t("salesDashboard.summarySeries", {
      total: count(points.reduce((sum, point) => sum + point.count, 0)),
      unit: t(unit),
      max: count(Math.max(0, ...points.map((point) => point.count))),
    });
  const topSummary = (rows: DashboardRow[]) =>
    rows[0]
      ? t("salesDashboard.summaryTop", { label: rows[0].label[locale], count: count(rows[0].count) })
      : t("salesDashboard.noRequests");
  const topRows = (rows: DashboardRow[]): ChartRow[] =>
    rows.map((row) => ({
      key: row.key,
      label: row.label[locale],
      value: row.count,
      valueText: count(row.count),
      cells: [count(row.count)],
    }));

  const byStatus = Object.fromEntries(figures.statuses.map((row) => [row.status, row]));
  const { medianSeconds, replied } = figures.firstReply;
  const hours = medianSeconds === null ? 0 : hoursOf(medianSeconds);
  const reply =
    medianSeconds === null
      ? { value: t("salesDashboard.noReplies"), basedOn: "" }
      : {
          value:
            hours > 48
              ? t("salesDashboard.daysValue", {
                  days: count(Math.round(medianSeconds / 8640) / 10),
                  hours: count(hours),
                })
              : t("salesDashboard.hoursValue", { hours: count(hours) }),
          basedOn: t("salesDashboard.basedOn", { count: count(replied) }),
        };

  return {
    periodShown: t("salesDashboard.periodShown", {
      kind: t(kindLabelKey(filter.kind)),
      from: dayLabel(filter.from, locale),
      to: dayLabel(filter.to, locale),
      timeZone: filter.timeZone,
    }),
    totals: { total: count(figures.total), quotes: count(figures.quotes), contacts: count(figures.contacts) },
    reply,
    shares: (["quoted", "won", "lost"] as const).map((status) => ({
      status,
      share: share(byStatus[status]?.share ?? 0),
      count: count(byStatus[status]?.count ?? 0),
    })),
    withoutProduct: count(figures.withoutProduct),
    weeks: {
      summary: seriesSummary(figures.weeks, "salesDashboard.unitWeek"),
      rows: figures.weeks.map((point): ChartRow => ({
        key: point.key,
        label: dayLabel(point.key, locale),
        short: shortDay.format(new Date(`${point.key}T00:00:00Z`)),
        value: point.count,
        valueText: count(point.count),
        cells: [count(point.count)],
      })),
    },
    months: {
      summary: seriesSummary(figures.months, "salesDashboard.unitMonth"),
      rows: figures.months.map((point, index): ChartRow => ({
        key: point.key,
        label: monthLabel(point.key, locale),
        short: shortMonth.format(new Date(`${point.key}-01T00:00:00Z`)),
        // The year under the first month and under each January.
        shortSecond: index === 0 || point.key.endsWith("-01") ? point.key.slice(0, 4) : undefined,
        value: point.count,
        valueText: count(point.count),
        cells: [count(point.count)],
      })),
    },
    countries: { summary: topSummary(figures.countries), rows: topRows(figures.countries) },
    applications: { summary: topSummary(figures.applications), rows: topRows(figures.applications) },
    products: {
      summary: topSummary(figures.products),
      rows: figures.products.map((row: ProductRow): ChartRow => ({
        key: row.key,
        label: row.label[locale],
        value: row.count,
        valueText: count(row.count),
        cells: [count(row.count), count(row.quantity)],
      })),
    },
    categories: { summary: topSummary(figures.categories), rows: topRows(figures.categories) },
    statuses: {
      summary: t("salesDashboard.summaryStatuses", {
        quoted: share(byStatus.quoted?.share ?? 0),
        won: share(byStatus.won?.share ?? 0),
        lost: share(byStatus.lost?.share ?? 0),
      }),
      rows: figures.statuses.map((row): ChartRow => ({
        key: row.status,
        label: t(statusLabelKey(row.status)),
        value: row.count,
        valueText: `${count(row.count)} · ${share(row.share)}`,
        cells: [count(row.count), share(row.share)],
      })),
    },
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-sales");
  const { locale } = page;
  const { db } = context.get(appContext);
  const timeZone = await salesTimeZone(db);
  const now = new Date();
  const asked = dashboardFilterFrom(new URL(request.url).searchParams, now, timeZone);
  const here = pagePath("admin-sales", locale);
  const kind = asked.ok ? asked.filter.kind : asked.kind;
  const today = localDay(now, timeZone);
  const shell = {
    page,
    messages: messageGroups(locale, ["salesDashboard"]),
    links: {
      pipeline: isRouted("admin-messages") ? pagePath("admin-messages", locale) : undefined,
      board: isRouted("admin-sales-board") ? pagePath("admin-sales-board", locale) : undefined,
    },
    presets: DASHBOARD_PRESETS.map((preset) => {
      const period = presetPeriod(preset, today);
      return {
        preset,
        label: serverT(locale, PRESET_KEYS[preset]),
        href: `${here}?${new URLSearchParams({ ...period, kind }).toString()}`,
        current: asked.ok && asked.filter.from === period.from && asked.filter.to === period.to,
      };
    }),
    kinds: DASHBOARD_KINDS.map((value) => ({ value, label: serverT(locale, kindLabelKey(value)) })),
  };
  if (!asked.ok) {
    // The period as typed stays in the form beside what is wrong with it; no figure is shown.
    return data(
      {
        ...shell,
        form: { from: asked.from, to: asked.to, kind },
        error: {
          field: asked.error === "from" ? ("from" as const) : ("to" as const),
          text: serverT(locale, ERROR_KEYS[asked.error]),
        },
        exportHref: undefined,
        dashboard: undefined,
      },
      { status: 400 },
    );
  }
  const { filter } = asked;
  const catalogue = await siteContent(context, ["products", "categories"]);
  const figures = await salesDashboard(db, filter, catalogue);
  const query = new URLSearchParams({ from: filter.from, to: filter.to, kind: filter.kind }).toString();
  return data({
    ...shell,
    form: { from: filter.from, to: filter.to, kind },
    error: undefined,
    exportHref: `${here}/export?${query}`,
    dashboard: dashboardView(figures, locale),
  });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function SalesDashboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <SalesDashboard data={loaderData} />
    </PageMessages>
  );
}

type PageData = Route.ComponentProps["loaderData"];
type View = NonNullable<PageData["dashboard"]>;

const linkClass =
  "inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

function SalesDashboard({ data: page }: { data: PageData }) {
  const { t } = useI18n();
  const { form, error, dashboard } = page;
  return (
    <AdminPage
      title={page.page.title}
      description={page.page.description}
      actions={
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {page.links.pipeline ? (
            <Link to={page.links.pipeline} className={linkClass}>
              {t("salesDashboard.pipelineLink")}
            </Link>
          ) : null}
          {page.links.board ? (
            <Link to={page.links.board} className={linkClass}>
              {t("salesDashboard.boardLink")}
            </Link>
          ) : null}
          {page.exportHref ? (
            // A plain link: the browser downloads the file (the export is a route of its own).
            <a href={page.exportHref} className={buttonVariants({ variant: "secondary" })}>
              {t("salesDashboard.exportCsv")}
            </a>
          ) : null}
        </div>
      }
    >
      <Form method="get" className="mb-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
          <legend className="mb-2 text-base font-semibold text-slate-900">
            {t("salesDashboard.periodLegend")}
          </legend>
          <TextField
            label={t("salesDashboard.from")}
            name="from"
            type="date"
            min="2000-01-01"
            max="2100-12-31"
            defaultValue={form.from}
            error={error?.field === "from" ? error.text : undefined}
            alert
          />
          <TextField
            label={t("salesDashboard.to")}
            name="to"
            type="date"
            min="2000-01-01"
            max="2100-12-31"
            defaultValue={form.to}
            error={error?.field === "to" ? error.text : undefined}
            alert
          />
          <SelectField
            label={t("salesDashboard.kind")}
            name="kind"
            defaultValue={form.kind}
            options={page.kinds}
          />
          <div>
            <button type="submit" className={buttonVariants()}>
              {t("salesDashboard.show")}
            </button>
          </div>
        </fieldset>
      </Form>
      <nav aria-label={t("salesDashboard.quickPeriods")} className="mb-6">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {page.presets.map((preset) => (
            <li key={preset.preset}>
              <Link
                to={preset.href}
                aria-current={preset.current ? "page" : undefined}
                className={`${linkClass} aria-[current=page]:text-slate-900 aria-[current=page]:no-underline`}
              >
                {preset.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {dashboard ? (
        <Dashboard view={dashboard} />
      ) : (
        <p className="rounded-lg bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          {t("salesDashboard.errorNothingShown")}
        </p>
      )}
    </AdminPage>
  );
}

function Tile({ id, label, value, note }: { id: string; label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200" data-figure={id}>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-slate-700">{note}</dd> : null}
    </div>
  );
}

function ChartCard({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="min-w-0 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-slate-700">{hint}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Dashboard({ view }: { view: View }) {
  const { t } = useI18n();
  const chart = (
    id: string,
    title: MessageKey,
    part: { summary: string; rows: ChartRow[] },
    layout: "bars" | "columns",
    labelHeading: MessageKey,
    valueHeadings: MessageKey[],
    hint?: string,
  ) => (
    <ChartCard id={id} title={t(title)} hint={hint}>
      <BarChart
        id={id}
        title={t(title)}
        summary={part.summary}
        layout={layout}
        rows={part.rows}
        labelHeading={t(labelHeading)}
        valueHeadings={valueHeadings.map((heading) => t(heading))}
        showData={t("salesDashboard.showData")}
        empty={t("salesDashboard.noRequests")}
      />
    </ChartCard>
  );
  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-800" data-period>
        {view.periodShown}
      </p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Tile id="total" label={t("salesDashboard.totalRequests")} value={view.totals.total} />
        <Tile id="quotes" label={t("salesDashboard.kindQuote")} value={view.totals.quotes} />
        <Tile id="contacts" label={t("salesDashboard.kindContact")} value={view.totals.contacts} />
        <Tile
          id="median-reply"
          label={t("salesDashboard.medianReply")}
          value={view.reply.value}
          note={view.reply.basedOn || undefined}
        />
        {view.shares.map((share) => (
          <Tile
            key={share.status}
            id={`share-${share.status}`}
            label={t(
              share.status === "quoted"
                ? "salesDashboard.shareQuoted"
                : share.status === "won"
                  ? "salesDashboard.shareWon"
                  : "salesDashboard.shareLost",
            )}
            value={share.share}
            note={share.count}
          />
        ))}
      </dl>
      <details className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <summary className="cursor-pointer font-semibold text-slate-900">
          {t("salesDashboard.definitionsTitle")}
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
          <li>{t("salesDashboard.defRequests")}</li>
          <li>{t("salesDashboard.defSeries")}</li>
          <li>{t("salesDashboard.defCountry")}</li>
          <li>{t("salesDashboard.defProducts", { count: view.withoutProduct })}</li>
          <li>{t("salesDashboard.defReply")}</li>
          <li>{t("salesDashboard.defStatus")}</li>
        </ul>
      </details>
      <div className="grid gap-6 lg:grid-cols-2">
        {chart("weeks", "salesDashboard.chartWeeks", view.weeks, "columns", "salesDashboard.colWeek", [
          "salesDashboard.colRequests",
        ])}
        {chart("months", "salesDashboard.chartMonths", view.months, "columns", "salesDashboard.colMonth", [
          "salesDashboard.colRequests",
        ])}
        {chart(
          "countries",
          "salesDashboard.chartCountries",
          view.countries,
          "bars",
          "salesDashboard.colCountry",
          ["salesDashboard.colRequests"],
        )}
        {chart(
          "applications",
          "salesDashboard.chartApplications",
          view.applications,
          "bars",
          "salesDashboard.colApplication",
          ["salesDashboard.colRequests"],
        )}
        {chart(
          "products",
          "salesDashboard.chartProducts",
          view.products,
          "bars",
          "salesDashboard.colProduct",
          ["salesDashboard.colRequests", "salesDashboard.colQuantity"],
        )}
        {chart(
          "categories",
          "salesDashboard.chartCategories",
          view.categories,
          "bars",
          "salesDashboard.colCategory",
          ["salesDashboard.colRequests"],
        )}
        {chart(
          "statuses",
          "salesDashboard.chartStatuses",
          view.statuses,
          "bars",
          "salesDashboard.colStatus",
          ["salesDashboard.colRequests", "salesDashboard.colShare"],
        )}
      </div>
    </div>
  );
}
