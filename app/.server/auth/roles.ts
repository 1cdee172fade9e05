// Roles live in one table, user_roles (the spec's): `admin` may do everything, `editor` may
// edit the news and the site's content, `sales` works the contact and quote requests; what
// each may open is decided in page-access.ts. See ADR 014 and ADR 032.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { userRoles, users } from "../db/schema";

/** Every role an account can hold. */
export const ROLES = ["admin", "editor", "sales"] as const;
export type Role = (typeof ROLES)[number];

/** The account's roles and whether it is disabled, in one query. */
export async function sessionAccess(
  db: Database,
  userId: string,
): Promise<{ roles: Role[]; disabled: boolean; secondFactor: boolean } | undefined> {
  // One row per role held (one with a null role when none): still one round trip.
  const rows = await db
    .select({ disabledAt: users.disabledAt, twoFactorEnabled: users.twoFactorEnabled, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, userId));
  const [first] = rows;
  if (!first) return undefined;
  const roles = ROLES.filter((role) => rows.some((row) => row.role === role));
  return { roles, disabled: first.disabledAt !== null, secondFactor: first.twoFactorEnabled };
}

export type RoleChange = "granted" | "already" | "revoked" | "not-held" | "no-such-user" | "last-admin";

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
async function activeAdmins(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), isNull(users.disabledAt)));
  return rows.map((row) => row.id);
}

/** True when the account is the only administrator who can still sign in. */
export async function isLastActiveAdmin(db: Executor, userId: string): Promise<boolean> {
  const admins = await activeAdmins(db);
  return admins.length === 1 && admins[0] === userId;
}

/** Gives the account with this e-mail a role (administrator by default). */
export async function grantRole(db: Database, email: string, role: Role = "admin"): Promise<RoleChange> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return "no-such-user";
  const inserted = await db
    .insert(userRoles)
    .values({ userId: user.id, role })
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
 * Takes a role from the account with this e-mail (from its next request on). The
 * administrator role stays with the last administrator who can sign in: the site keeps one.
 */
export async function revokeRole(db: Database, email: string, role: Role = "admin"): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    if (!user) return "no-such-user";
    const [held] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, role)));
    if (!held) return "not-held";
    if (role === "admin" && (await isLastActiveAdmin(tx, user.id))) return "last-admin";
    await tx.delete(userRoles).where(eq(userRoles.id, held.id));
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
