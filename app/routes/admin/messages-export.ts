// The requests as CSV, with the pipeline list's filters: a POST (each export is recorded in
// the audit log), answered with the file. Guarded by the admin layout like its pages.
import type { Route } from "./+types/messages-export";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { toCsv } from "~/features/contact/csv";
import { exportMessages, recordExport } from "~/features/contact/messages.server";
import { ownerParam, pipelineFilterFrom, pipelineWhere } from "~/features/contact/pipeline-list.server";

const HEADER = [
  "received",
  "status",
  "lost_reason",
  "spam",
  "owner",
  "next_action",
  "first_reply",
  "first_name",
  "last_name",
  "email",
  "country_code",
  "phone",
  "company",
  "product",
  "products",
  "message",
  "language",
  "consent_at",
  "delivery",
];

/** The list's query fields the export form carries. */
const FILTER_FIELDS = ["status", "owner", "overdue", "spam", "kind", "q"];

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const user = context.get(adminUserContext);
  const form = await request.formData();
  const params = new URLSearchParams();
  for (const name of FILTER_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") params.set(name, value);
  }
  const filter = pipelineFilterFrom(params);
  const rows = await exportMessages(db, await pipelineWhere(db, filter, { now: new Date(), me: user.id }));
  await recordExport(
    db,
    user,
    {
      status: filter.status,
      owner: ownerParam(filter.owner) || "all",
      overdue: filter.overdue,
      spam: filter.spam,
      kind: filter.kind,
      searched: Boolean(filter.q),
    },
    rows.length,
  );
  const csv = toCsv(
    HEADER,
    rows.map((row) => [
      row.createdAt,
      row.status,
      row.lostReason,
      row.spam ? "yes" : "no",
      row.owner,
      row.nextActionOn,
      row.firstReplyAt,
      row.firstName,
      row.lastName,
      row.email,
      row.countryCode,
      row.phone,
      row.company,
      row.productName,
      row.products,
      row.message,
      row.locale,
      row.consentAt,
      row.delivery,
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="contact-submissions-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

// A GET has nothing to show: the list is one page up.
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
