// An operator's way back in for an account that lost its authenticator app and its recovery
// codes (`npm run admin -- reset-second-factor <email>`): the app, the codes and the passkeys
// are forgotten and every session of the account ends, so its next sign-in is by password
// alone and, where the role needs one, leads straight to setting up a new app. Audited. ADR 014.
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit";
import type { Database } from "../db/client";
import { sessions, twoFactors, users } from "../db/schema";
import { forgetPasskeys } from "./passkeys";

export type SecondFactorReset = "reset" | "none" | "no-such-user";

export async function resetSecondFactor(
  db: Database,
  email: string,
  actor: string,
): Promise<SecondFactorReset> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, on: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    if (!user) return "no-such-user";
    const forgotten = await tx
      .delete(twoFactors)
      .where(eq(twoFactors.userId, user.id))
      .returning({ id: twoFactors.id });
    const passkeysForgotten = await forgetPasskeys(tx, user.id);
    if (!user.on && forgotten.length === 0 && passkeysForgotten === 0) return "none";
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, user.id));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    await recordAudit(
      tx,
      { id: null, email: actor },
      {
        action: "user.second_factor_reset",
        entityType: "user",
        entityId: user.id,
        before: { secondFactor: user.on },
        after: { secondFactor: false, passkeysForgotten, sessionsEnded: ended.length },
      },
    );
    return "reset";
  });
}
