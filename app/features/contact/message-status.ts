/** A contact message's status as administrators see it (derived; see ADR 018). */
export const MESSAGE_STATUSES = ["new", "handled", "spam", "delivery_failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
