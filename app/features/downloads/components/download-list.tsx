import { Link } from "react-router";
import { icon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import type { DownloadItem } from "~/lib/downloads";

const FileIcon = icon([
  "M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z",
  "M14 2v4a2 2 0 0 0 2 2h4",
  "M12 11v6",
  "M9.5 14.5 12 17l2.5-2.5",
]);
export const LockIcon = icon(["M6 11h12v10H6z", "M8.5 11V7.5a3.5 3.5 0 0 1 7 0V11"]);

/** One fact of a document: its term and its value, read together. */
function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className="font-semibold text-slate-800">{term}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A document's kind, language, format and size, version and date, as a list of terms. */
export function DocumentFacts({ item, className = "" }: { item: DownloadItem; className?: string }) {
  const { t } = useI18n();
  return (
    <dl className={`flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 ${className}`}>
      <Fact term={t("downloads.factType")}>{t(`downloads.types.${item.type}`)}</Fact>
      <Fact term={t("downloads.factLanguage")}>{t(`downloads.languages.${item.language}`)}</Fact>
      <Fact term={t("downloads.factFormat")}>
        {item.sizeText
          ? `${t(`downloads.formats.${item.format}`)}, ${item.sizeText}`
          : t(`downloads.formats.${item.format}`)}
      </Fact>
      {item.version ? <Fact term={t("downloads.factVersion")}>{item.version}</Fact> : null}
      {item.date && item.dateText ? (
        <Fact term={t("downloads.factDate")}>
          <time dateTime={item.date}>{item.dateText}</time>
        </Fact>
      ) : null}
    </dl>
  );
}

/**
 * Documents as a list: each its title as a link (to its file, or for a gated one to the form
 * before it, which says so in words and with a padlock), then its facts. Server HTML: plain
 * links that work before and without the page's script.
 */
export function DownloadList({
  items,
  heading: Heading = "h3",
  className = "",
}: {
  items: readonly DownloadItem[];
  heading?: "h2" | "h3";
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <ul className={`grid gap-3 ${className}`} data-download-list>
      {items.map((item) => (
        <li
          key={item.key}
          data-download={item.key}
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
        >
          <div className="flex gap-3">
            <FileIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
            <div className="min-w-0 flex-1">
              <Heading className="text-base font-bold break-words text-slate-900 sm:text-lg">
                {item.gated ? (
                  <Link
                    to={item.href}
                    className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                  >
                    {item.title}
                  </Link>
                ) : (
                  <a
                    href={item.href}
                    className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                  >
                    {item.title}
                  </a>
                )}
              </Heading>
              <DocumentFacts item={item} className="mt-2" />
              {item.gated ? (
                <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-slate-800" data-gated>
                  <LockIcon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  {t("downloads.gated")}
                </p>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
