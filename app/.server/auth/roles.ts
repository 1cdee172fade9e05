// Roles live in one table, user_roles (the spec's); the only role checked is admin. See ADR 014.
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { userRoles, users } from "../db/schema";

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return rows.length > 0;
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
