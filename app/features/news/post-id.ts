/** A post id as the database stores it: a uuid (any version), in either case. */
const POST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an address's id can be a post's. Checked before any query: PostgreSQL rejects a
 * malformed uuid with an error, and a visitor's typo is a missing post, not a failure.
 */
export function isPostId(value: string | undefined): value is string {
  return value !== undefined && POST_ID.test(value);
}
