// The requests that need the sales team's attention, for the dashboard (issue 46): the new ones
// and the overdue ones, counted with the very filters of the lists the dashboard links to
// (`?status=new` and `?overdue=1`), so a count is always the list's total.
import { sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema";
import { pipelineFilterFrom, pipelineWhere, type PipelineContext } from "./pipeline-list.server";

/** The list's query of each count, as the dashboard's links carry it. */
export const REQUEST_ATTENTION_QUERIES = { newRequests: "status=new", overdueRequests: "overdue=1" } as const;

export type RequestAttention = Record<keyof typeof REQUEST_ATTENTION_QUERIES, number>;

export async function requestAttention(db: Database, context: PipelineContext): Promise<RequestAttention> {
  const where = async (query: string) =>
    (await pipelineWhere(db, pipelineFilterFrom(new URLSearchParams(query)), context)) ?? sql`true`;
  const [newWhere, overdueWhere] = await Promise.all([
    where(REQUEST_ATTENTION_QUERIES.newRequests),
    where(REQUEST_ATTENTION_QUERIES.overdueRequests),
  ]);
  const [row] = await db
    .select({
      newRequests: sql<number>`(count(*) filter (where ${newWhere}))::int`,
      overdueRequests: sql<number>`(count(*) filter (where ${overdueWhere}))::int`,
    })
    .from(contactMessages);
  return { newRequests: Number(row?.newRequests ?? 0), overdueRequests: Number(row?.overdueRequests ?? 0) };
}
