/** A query that did not answer in time (the database may still be working on it). */
export class QueryTimeout extends Error {
  override name = "QueryTimeout";
}

/**
 * The query's answer, or a QueryTimeout after `ms`: a page waits for the database this long
 * at most. The query is not cancelled; its late answer is dropped.
 */
export async function withDeadline<T>(query: PromiseLike<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      query,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new QueryTimeout(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
