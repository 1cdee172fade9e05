// The contact submissions as CSV, with the list's filters: a POST (each export is recorded
// in the audit log), answered with the file. Guarded by the admin layout like its pages.
import type { Route } from "./+types/messages-export";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { toCsv } from "~/features/contact/csv";
import { exportMessages, messageFilterFrom, recordExport } from "~/features/contact/messages.server";

const HEADER = [
  "received",
  "status",
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
  "handled_at",
  "internal_note",
  "delivery",
];

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const form = await request.formData();
  const params = new URLSearchParams();
  for (const name of ["status", "q"]) {
    const value = form.get(name);
    if (typeof value === "string") params.set(name, value);
  }
  const filter = messageFilterFrom(params);
  const rows = await exportMessages(db, filter);
  await recordExport(db, context.get(adminUserContext), filter, rows.length);
  const csv = toCsv(
    HEADER,
    rows.map((row) => [
      row.createdAt,
      row.status,
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
      row.handledAt,
      row.internalNote,
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
