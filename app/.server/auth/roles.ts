// Roles live in one table, user_roles (the spec's); the only role checked is admin. See ADR 014.
import { and, eq, isNull, sql } from "drizzle-orm";
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

export type RoleChange = "granted" | "already" | "revoked" | "not-admin" | "no-such-user" | "last-admin";

/**
 * The key of the transaction lock every change of administrators takes (the office's users
 * tool and `npm run admin`): with it, two changes at once cannot both remove "the other"
 * last administrator (ADR 018).
 */
const ADMIN_CHANGE_LOCK = 8_014_018;

/** Takes the administrators' lock until the transaction ends. */
export async function lockAdminChanges(tx: Pick<Database, "execute">): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
}

/** Administrators who can still sign in. */
async function activeAdmins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), isNull(users.disabledAt)));
  return rows.map((row) => row.id);
}

/** True when the account is the only administrator who can still sign in. */
export async function isLastActiveAdmin(db: Database, userId: string): Promise<boolean> {
  const admins = await activeAdmins(db);
  return admins.length === 1 && admins[0] === userId;
}

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
  if (inserted.length > 0) await raiseUserVersion(db, user.id);
  return inserted.length > 0 ? "granted" : "already";
}

/** A role given or taken outside the users tool still moves the account's version on (ADR 022). */
async function raiseUserVersion(db: Pick<Database, "update">, userId: string) {
  await db
    .update(users)
    .set({ version: sql`${users.version} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Takes the administrator role from the account with this e-mail (from its next request on),
 * unless it is the last administrator who can sign in: the site keeps at least one.
 */
export async function revokeAdmin(db: Database, email: string): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await lockAdminChanges(tx);
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    if (!user) return "no-such-user";
    const [role] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, "admin")));
    if (!role) return "not-admin";
    if (await isLastActiveAdmin(t, user.id)) return "last-admin";
    await tx.delete(userRoles).where(eq(userRoles.id, role.id));
    await raiseUserVersion(tx, user.id);
    return "revoked";
  });
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
  if (inserted.length > 0) await raiseUserVersion(db, user.id);
  return inserted.length > 0;
}
