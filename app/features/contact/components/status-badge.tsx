import { Badge } from "~/components/ui/badge";
import type { MessageKey } from "~/i18n/dictionary";
import { useI18n } from "~/i18n/i18n-context";
import type { MessageStatus } from "../message-status";

const LOOK: Record<MessageStatus, { key: MessageKey; tone: "info" | "success" | "neutral" | "danger" }> = {
  new: { key: "office.statusNew", tone: "info" },
  handled: { key: "office.statusHandled", tone: "success" },
  spam: { key: "office.statusSpam", tone: "neutral" },
  delivery_failed: { key: "office.statusDeliveryFailed", tone: "danger" },
};

export const STATUS_LABEL_KEYS: Record<MessageStatus, MessageKey> = {
  new: LOOK.new.key,
  handled: LOOK.handled.key,
  spam: LOOK.spam.key,
  delivery_failed: LOOK.delivery_failed.key,
};

export function StatusBadge({ status }: { status: MessageStatus }) {
  const { t } = useI18n();
  return <Badge tone={LOOK[status].tone}>{t(LOOK[status].key)}</Badge>;
}
