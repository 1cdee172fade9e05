// The sales dashboard's figures as one CSV (ADR 032), for the period and kind of the page's
// query string: a GET from the page's link, answered with the file and recorded in the audit
// log as the messages' export is. Guarded by the admin layout like its page (admin and sales).
// A period the page would refuse goes back to the page, which says what is wrong with it.
import { redirect } from "react-router";
import type { Route } from "./+types/sales-dashboard-export";
import { adminUserContext, refuseForms } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { siteContent } from "~/.server/content/request-content";
import {
  dashboardCsv,
  dashboardFilterFrom,
  recordDashboardExport,
  salesDashboard,
  salesTimeZone,
} from "~/features/contact/sales-dashboard.server";
import { localeFromPath } from "~/i18n/locales";

// Nothing is posted here: refused by the guard first, then 405 (refuseForms).
export const action = refuseForms;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const asked = dashboardFilterFrom(url.searchParams, new Date(), await salesTimeZone(db));
  if (!asked.ok) return redirect(`${url.pathname.replace(/\/export$/, "")}${url.search}`);
  const catalogue = await siteContent(context, ["products", "categories"]);
  const figures = await salesDashboard(db, asked.filter, catalogue);
  await recordDashboardExport(db, context.get(adminUserContext), figures);
  const { from, to, kind } = asked.filter;
  return new Response(dashboardCsv(figures, localeFromPath(url.pathname)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="sales-dashboard-${kind}-${from}-${to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
