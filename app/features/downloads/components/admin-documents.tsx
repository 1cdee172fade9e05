import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import type { AdminDocumentRow } from "../download-types";
import { LockIcon } from "./download-list";

/** The uploaded documents, newest date first: each a card with its facts and its page's link. */
export function AdminDocuments({ rows }: { rows: readonly AdminDocumentRow[] }) {
  const { t } = useI18n();
  if (rows.length === 0)
    return (
      <p className="rounded-lg bg-white p-6 text-slate-700 ring-1 ring-slate-200">
        {t("downloadsAdmin.none")}
      </p>
    );
  return (
    <ul className="grid gap-3" data-admin-documents>
      {rows.map((row) => (
        <li
          key={row.id}
          className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200"
          data-admin-document={row.id}
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 className="min-w-0 font-bold break-words text-slate-900">
              <Link
                to={row.href}
                className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {row.title}
              </Link>
            </h3>
            {row.gated ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-950 ring-1 ring-amber-300">
                <LockIcon aria-hidden="true" className="size-4" />
                {t("downloadsAdmin.gatedBadge")}
              </span>
            ) : null}
          </div>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
            <div className="flex gap-1">
              <dt className="font-semibold text-slate-800">{t("downloads.factType")}:</dt>
              <dd>
                {t(`downloads.types.${row.type}` as "downloads.types.manual")} ·{" "}
                {t(`downloads.languages.${row.language}` as "downloads.languages.en")}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="font-semibold text-slate-800">{t("downloads.factFor")}:</dt>
              <dd>{row.belongsTo ?? t("downloadsAdmin.company")}</dd>
            </div>
            <div className="flex min-w-0 gap-1">
              <dt className="font-semibold text-slate-800">{t("downloadsAdmin.file")}:</dt>
              <dd className="min-w-0 break-all">
                {row.fileName} ({row.format}, {row.size})
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="font-semibold text-slate-800">{t("downloads.factDate")}:</dt>
              <dd>{row.date}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="font-semibold text-slate-800">{t("downloadsAdmin.leadsCount")}:</dt>
              <dd>{row.leads}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
