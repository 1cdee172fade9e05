// The users tool: accounts with their roles (administrator, editor, sales) and access, and the
// changes an administrator makes to them. Never the last administrator: revoking or disabling one takes a lock that
// every such change takes, then counts the active administrators, in one transaction, so
// two administrators revoking each other at once cannot both succeed (ADR 018).
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { recordAudit } from "~/.server/audit";
import type { SessionUser } from "~/.server/auth/auth-service";
import { isLastActiveAdmin, lockAdminChanges, type Role } from "~/.server/auth/roles";
import type { Database } from "~/.server/db/client";
import { containsPattern } from "~/.server/db/like-pattern";
import { sessions, userRoles, users } from "~/.server/db/schema";

export const USERS_PAGE_SIZE = 25;

export interface UserRow {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
  disabledAt: Date | null;
  isAdmin: boolean;
  isEditor: boolean;
  isSales: boolean;
  /** Raised by every change from this tool; its forms carry it (ADR 022). */
  version: number;
}

// Qualified by hand: drizzle leaves out the table's name in a one-table select.
const holdsRoleSql = (role: Role) => sql<boolean>`exists (select 1 from user_roles r
  where r.user_id = "users"."id" and r.role = ${role})`;
const isAdminSql = holdsRoleSql("admin");
const isEditorSql = holdsRoleSql("editor");
const isSalesSql = holdsRoleSql("sales");

export async function listUsers(
  db: Database,
  q: string | undefined,
  page: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = q ? containsPattern(q) : undefined;
  const where = pattern ? sql`${users.email} like ${pattern}` : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        lastSignInAt: users.lastSignInAt,
        disabledAt: users.disabledAt,
        isAdmin: isAdminSql,
        isEditor: isEditorSql,
        isSales: isSalesSql,
        version: users.version,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export const USER_ACTIONS = [
  "grant_admin",
  "revoke_admin",
  "grant_editor",
  "revoke_editor",
  "grant_sales",
  "revoke_sales",
  "disable",
  "enable",
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** The role each grant and revocation is about. */
const ROLE_OF = {
  grant_admin: "admin",
  revoke_admin: "admin",
  grant_editor: "editor",
  revoke_editor: "editor",
  grant_sales: "sales",
  revoke_sales: "sales",
} as const satisfies Partial<Record<UserAction, Role>>;

/** "conflict": the account changed since the list was opened (its version moved on; ADR 022). */
export type UserOutcome = "done" | "unchanged" | "not-found" | "last-admin" | "self" | "conflict";

/**
 * Applies one change to an account, provided it is still at the version the administrator's
 * list showed: the change raises it with `UPDATE users … WHERE id = ? AND version = ?`, in
 * the same transaction, before anything else is written.
 */
export async function applyUserAction(
  db: Database,
  actor: Pick<SessionUser, "id" | "email">,
  userId: string,
  action: UserAction,
  version: number,
): Promise<UserOutcome> {
  if (action === "disable" && userId === actor.id) return "self";
  return db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const [target] = await tx
      .select({
        id: users.id,
        disabledAt: users.disabledAt,
        isAdmin: isAdminSql,
        isEditor: isEditorSql,
        isSales: isSalesSql,
        version: users.version,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!target) return "not-found";
    if (target.version !== version) return "conflict";
    /** Raises the version if it is still the form's; false when someone changed the account first. */
    const raiseVersion = async () =>
      (
        await tx
          .update(users)
          .set({ version: sql`${users.version} + 1` })
          .where(and(eq(users.id, userId), eq(users.version, version)))
          .returning({ id: users.id })
      ).length === 1;
    const audit = (before: Record<string, unknown>, after: Record<string, unknown>) =>
      recordAudit(tx, actor, {
        action: `user.${action}`,
        entityType: "user",
        entityId: userId,
        before,
        after,
      });
    const wouldLeaveNoAdmin = () => isLastActiveAdmin(tx, userId);

    const holds: Record<Role, boolean> = {
      admin: target.isAdmin,
      editor: target.isEditor,
      sales: target.isSales,
    };
    switch (action) {
      case "grant_admin":
      case "grant_editor":
      case "grant_sales": {
        const role = ROLE_OF[action];
        if (holds[role]) return "unchanged";
        if (!(await raiseVersion())) return "conflict";
        const inserted = await tx
          .insert(userRoles)
          .values({ userId, role })
          .onConflictDoNothing()
          .returning({ id: userRoles.id });
        if (inserted.length === 0) return "unchanged";
        await audit({ [role]: false }, { [role]: true });
        return "done";
      }
      case "revoke_admin":
      case "revoke_editor":
      case "revoke_sales": {
        const role = ROLE_OF[action];
        if (!holds[role]) return "unchanged";
        if (role === "admin" && (await wouldLeaveNoAdmin())) return "last-admin";
        if (!(await raiseVersion())) return "conflict";
        await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
        await audit({ [role]: true }, { [role]: false });
        return "done";
      }
      case "disable": {
        if (target.disabledAt) return "unchanged";
        if (target.isAdmin && (await wouldLeaveNoAdmin())) return "last-admin";
        if (!(await raiseVersion())) return "conflict";
        await tx
          .update(users)
          .set({ disabledAt: sql`now()` })
          .where(eq(users.id, userId));
        // Its sessions end now, in the same transaction: no request after the commit is theirs.
        const ended = await tx
          .delete(sessions)
          .where(eq(sessions.userId, userId))
          .returning({ id: sessions.id });
        await audit({ disabled: false }, { disabled: true, sessionsEnded: ended.length });
        return "done";
      }
      case "enable": {
        if (!target.disabledAt) return "unchanged";
        if (!(await raiseVersion())) return "conflict";
        await tx.update(users).set({ disabledAt: null }).where(eq(users.id, userId));
        await audit({ disabled: true }, { disabled: false });
        return "done";
      }
    }
  });
}
