/**
 * Where a request stands in the sales pipeline, in the order it moves (ADR 032): the
 * database's column, the office's pages and the CRM's events all use these.
 */
export const SALES_STATUSES = ["new", "in_progress", "quoted", "won", "lost", "closed"] as const;
export type SalesStatus = (typeof SALES_STATUSES)[number];

/** The statuses a request is still being worked in. */
export const OPEN_STATUSES: readonly SalesStatus[] = ["new", "in_progress", "quoted"];
/** The statuses a request ends in: its next action no longer falls due. */
export const CLOSED_STATUSES: readonly SalesStatus[] = ["won", "lost", "closed"];

export const isSalesStatus = (value: unknown): value is SalesStatus =>
  SALES_STATUSES.some((status) => status === value);

/** The longest note and lost reason the office keeps. */
export const NOTE_MAX = 4000;
export const LOST_REASON_MAX = 500;
