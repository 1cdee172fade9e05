// Roles live in one table, user_roles (the spec's); the only role checked is admin. See ADR 014.
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { userRoles, users } from "../db/schema";

/** Whether the account is an administrator and whether it is disabled, in one query. */
export async function sessionAccess(
  db: Database,
  userId: string,
): Promise<{ isAdmin: boolean; disabled: boolean } | undefined> {
  const [row] = await db
    .select({ disabledAt: users.disabledAt, roleId: userRoles.id })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "admin")))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { isAdmin: row.roleId !== null, disabled: row.disabledAt !== null } : undefined;
}

export type RoleChange = "granted" | "already" | "revoked" | "not-admin" | "no-such-user";

/** Makes the account with this e-mail an administrator. */
export async function grantAdmin(db: Database, email: string): Promise<RoleChange> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return "no-such-user";
  const inserted = await db
    .insert(userRoles)
    .values({ userId: user.id, role: "admin" })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return inserted.length > 0 ? "granted" : "already";
}

/** Takes the administrator role from the account with this e-mail (from its next request on). */
export async function revokeAdmin(db: Database, email: string): Promise<RoleChange> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return "no-such-user";
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, "admin")))
    .returning({ id: userRoles.id });
  return deleted.length > 0 ? "revoked" : "not-admin";
}

/**
 * ADMIN_EMAILS: a verified account whose address is listed becomes an administrator (at
 * verification, and at each sign-in, so a list changed later applies too).
 */
export async function grantConfiguredAdmin(
  db: Database,
  adminEmails: readonly string[],
  user: { id: string; email: string; emailVerified: boolean },
): Promise<boolean> {
  if (!user.emailVerified || !adminEmails.includes(user.email.toLowerCase())) return false;
  const inserted = await db
    .insert(userRoles)
    .values({ userId: user.id, role: "admin" })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return inserted.length > 0;
}
