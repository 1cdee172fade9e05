// The leads of the gated documents as CSV (issue 44): a POST answered with the file, guarded by
// the admin layout like the leads' page; each export is recorded in the audit log.
import type { Route } from "./+types/download-leads-export";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { recordAudit } from "~/.server/audit";
import { toCsv } from "~/features/contact/csv";
import { listLeads } from "~/features/downloads/admin.server";

const HEADER = ["requested", "name", "email", "company", "document", "language"];

export async function action({ context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const user = context.get(adminUserContext);
  const leads = await listLeads(db, 100_000);
  await recordAudit(db, user, {
    action: "media.leads_export",
    entityType: "media",
    entityId: "download-leads",
    after: { rows: leads.length },
  });
  const csv = toCsv(
    HEADER,
    leads.map((lead) => [
      lead.createdAt,
      lead.name,
      lead.email,
      lead.company,
      lead.documentTitle,
      lead.locale,
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="download-leads-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

// A GET has nothing to show: the list is one page up.
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
