// What the pipeline's list and board show of a request alike: its products in a line, its
// owner, its next action day with "Overdue" in words, and the links between the two views.
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { SelectField } from "~/components/ui/choice-fields";
import { useI18n } from "~/i18n/i18n-context";
import type { SalesStatus } from "~/lib/sales-status";

/** A request as the pipeline's pages receive it from their loaders (dates already in words). */
export interface PipelineViewRow {
  id: string;
  version: number;
  href: string;
  name: string;
  company: string;
  email: string;
  kind: "quote" | "contact";
  productName: string | null;
  itemCount: number;
  status: SalesStatus;
  lostReason: string | null;
  /** The owner's name, else e-mail; null for nobody yet. */
  owner: string | null;
  /** The next action day: as written (YYYY-MM-DD) and in the page's language. */
  nextAction: { day: string; text: string } | null;
  overdue: boolean;
  deliveryFailed: boolean;
  /** When it arrived: ISO, "3 days ago" (or the date, when older), and the full date and time. */
  received: { iso: string; ago: string; full: string };
}

/** Its products in one line: "Drum Screen", "Drum Screen and 2 more", or a dash. */
export function ProductsText({ row }: { row: Pick<PipelineViewRow, "productName" | "itemCount"> }) {
  const { t } = useI18n();
  if (!row.productName) return <>—</>;
  const more = row.itemCount - 1;
  if (more <= 0) return <>{row.productName}</>;
  return (
    <>
      {more === 1
        ? t("salesPipeline.productsMoreOne", { name: row.productName })
        : t("salesPipeline.productsMore", { name: row.productName, count: more })}
    </>
  );
}

/** Its kind, and its products when it names any: "Quote request: Drum Screen and 2 more". */
export function KindText({ row }: { row: Pick<PipelineViewRow, "kind" | "productName" | "itemCount"> }) {
  const { t } = useI18n();
  return (
    <>
      {t(`salesPipeline.kind.${row.kind}`)}
      {row.productName ? (
        <>
          : <ProductsText row={row} />
        </>
      ) : null}
    </>
  );
}

/** "Overdue" as a word in a red badge: never the colour alone. */
export function OverdueBadge() {
  const { t } = useI18n();
  return (
    <Badge tone="danger" data-overdue>
      {t("salesPipeline.overdue")}
    </Badge>
  );
}

/** The next action day (or that none is set), and "Overdue" when the request is. */
export function NextActionText({ row }: { row: Pick<PipelineViewRow, "nextAction" | "overdue"> }) {
  const { t } = useI18n();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      {row.nextAction ? (
        <time dateTime={row.nextAction.day} className="whitespace-nowrap">
          {row.nextAction.text}
        </time>
      ) : (
        <span className="text-slate-600">{t("salesPipeline.noNextAction")}</span>
      )}
      {row.overdue ? <OverdueBadge /> : null}
    </span>
  );
}

/** When it arrived, in words, with the full date and time for who wants it. */
export function ReceivedText({ row }: { row: Pick<PipelineViewRow, "received"> }) {
  return (
    <time dateTime={row.received.iso} title={row.received.full} className="whitespace-nowrap">
      {row.received.ago}
    </time>
  );
}

/** The owner's name, or "Unassigned". */
export function OwnerText({ owner }: { owner: string | null }) {
  const { t } = useI18n();
  return owner ? (
    <span className="break-words">{owner}</span>
  ) : (
    <span className="text-slate-600">{t("salesPipeline.unassigned")}</span>
  );
}

const linkClass =
  "inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** The pipeline's views, side by side: the one shown is marked current, not linked. */
export function PipelineViewLinks({
  list,
  board,
  dashboard,
  current,
}: {
  list: string;
  board?: string;
  dashboard?: string;
  current: "list" | "board";
}) {
  const { t } = useI18n();
  const items: Array<{ key: "list" | "board" | "dashboard"; href: string; label: string }> = [
    { key: "list", href: list, label: t("salesPipeline.openList") },
    ...(board ? [{ key: "board" as const, href: board, label: t("salesPipeline.openBoard") }] : []),
    ...(dashboard
      ? [{ key: "dashboard" as const, href: dashboard, label: t("salesPipeline.openDashboard") }]
      : []),
  ];
  return (
    <nav aria-label={t("salesPipeline.views")}>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {items.map((item) => (
          <li key={item.key}>
            {item.key === current ? (
              <span
                aria-current="page"
                className="inline-flex min-h-10 items-center text-sm font-semibold text-slate-900"
              >
                {item.label}
              </span>
            ) : (
              <Link to={item.href} className={linkClass}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The owner and kind filters the list and the board share (values as their query names). */
export function OwnerKindFilters({
  owner,
  kind,
  owners,
  kinds,
}: {
  owner: string;
  kind: string;
  owners: ReadonlyArray<{ id: string; label: string }>;
  kinds: readonly ("quote" | "contact")[];
}) {
  const { t } = useI18n();
  return (
    <>
      <SelectField
        label={t("salesPipeline.filterOwner")}
        name="owner"
        defaultValue={owner}
        options={[
          { value: "", label: t("salesPipeline.ownerAll") },
          { value: "me", label: t("salesPipeline.ownerMe") },
          { value: "none", label: t("salesPipeline.ownerNone") },
          ...owners.map((choice) => ({ value: choice.id, label: choice.label })),
        ]}
      />
      <SelectField
        label={t("salesPipeline.filterKind")}
        name="kind"
        defaultValue={kind}
        options={[
          { value: "", label: t("salesPipeline.kindAll") },
          ...kinds.map((choice) => ({ value: choice, label: t(`salesPipeline.kind.${choice}`) })),
        ]}
      />
    </>
  );
}
