import { Badge } from "~/components/ui/badge";
import type { MessageKey } from "~/i18n/dictionary";
import { useI18n } from "~/i18n/i18n-context";
import type { SalesStatus } from "~/lib/sales-status";

/** Each status's words (`salesPipeline.status.*`): a page that shows one sends that group. */
export const SALES_STATUS_LABEL_KEYS = {
  new: "salesPipeline.status.new",
  in_progress: "salesPipeline.status.in_progress",
  quoted: "salesPipeline.status.quoted",
  won: "salesPipeline.status.won",
  lost: "salesPipeline.status.lost",
  closed: "salesPipeline.status.closed",
} as const satisfies Record<SalesStatus, MessageKey>;

// The words carry the meaning; the colour only helps a glance along a column or a list.
const TONES = {
  new: "info",
  in_progress: "warning",
  quoted: "warning",
  won: "success",
  lost: "danger",
  closed: "neutral",
} as const satisfies Record<SalesStatus, "info" | "success" | "neutral" | "danger" | "warning">;

/** A request's status in the sales pipeline, as a badge. */
export function SalesStatusBadge({ status }: { status: SalesStatus }) {
  const { t } = useI18n();
  return (
    <Badge tone={TONES[status]} data-status={status}>
      {t(SALES_STATUS_LABEL_KEYS[status])}
    </Badge>
  );
}
