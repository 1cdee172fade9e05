// An account's security page (ADR 014): its authenticator app (set up, confirmed with a first
// code, turned off), its recovery codes, and the browsers it is signed in on. Every change of a
// second factor asks for the password, and the code when there is one, again.
import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import QRCode from "qrcode";
import { recordAudit } from "~/.server/audit";
import type { AuthService, SessionUser } from "~/.server/auth/auth-service";
import { RECOVERY_CODES } from "~/.server/auth/auth";
import type { Database } from "~/.server/db/client";
import { sessions, twoFactors, users } from "~/.server/db/schema";

const ISSUER = "Akvaris";

/** One browser the account is signed in on. */
export interface SignedInBrowser {
  id: string;
  browser: { name: string | undefined; system: string | undefined };
  address: string | null;
  signedInAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

export type SecondFactorState =
  | { state: "off" }
  /** Set up but not confirmed: the app is to be given this key, then a code from it. */
  | { state: "pending"; uri: string; key: string; qrSvg: string }
  | { state: "on"; recoveryCodesLeft: number };

/** The account's authenticator app as the page shows it. */
export async function secondFactorState(
  auth: AuthService,
  db: Database,
  user: SessionUser,
): Promise<SecondFactorState> {
  const [row] = await db
    .select({ secret: twoFactors.secret, verified: twoFactors.verified })
    .from(twoFactors)
    .where(eq(twoFactors.userId, user.id));
  if (!row) return { state: "off" };
  const context = await auth.auth.$context;
  if (row.verified && user.secondFactor) {
    const { backupCodes } = await auth.auth.api.viewBackupCodes({ body: { userId: user.id } });
    return { state: "on", recoveryCodesLeft: backupCodes.length };
  }
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  const uri = createOTP(secret, { digits: 6 }).url(ISSUER, user.email);
  const key = new URL(uri).searchParams.get("secret") ?? "";
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { state: "pending", uri, key, qrSvg };
}

/** The recovery codes, in full: shown once, right after they are made. */
export async function recoveryCodes(auth: AuthService, userId: string): Promise<string[]> {
  const { backupCodes } = await auth.auth.api.viewBackupCodes({ body: { userId } });
  return backupCodes;
}

export { RECOVERY_CODES };

/** The browsers the account is signed in on, the most recently used first. */
export async function signedInBrowsers(db: Database, user: SessionUser): Promise<SignedInBrowser[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    browser: describeBrowser(row.userAgent),
    address: row.ipAddress,
    signedInAt: row.createdAt,
    lastSeenAt: row.updatedAt,
    current: row.id === user.sessionId,
  }));
}

/** Signs the account out of every browser but this one; how many were signed out. */
export async function signOutElsewhere(db: Database, user: SessionUser): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
      .returning({ id: sessions.id });
    if (ended.length > 0) {
      await recordAudit(tx, user, {
        action: "user.sign_out_elsewhere",
        entityType: "user",
        entityId: user.id,
        after: { sessionsEnded: ended.length },
      });
    }
    return ended.length;
  });
}

/** Records a change of the account's second factor in the audit log. */
export async function auditSecondFactor(
  db: Database,
  user: SessionUser,
  action: "user.second_factor_on" | "user.second_factor_off" | "user.recovery_codes_renewed",
): Promise<void> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id));
  await recordAudit(db, user, {
    action,
    entityType: "user",
    entityId: user.id,
    after: {
      secondFactor: row?.on ?? false,
      ...(action === "user.recovery_codes_renewed" ? { codes: RECOVERY_CODES } : {}),
    },
  });
}

/** Forgets a set-up that was never confirmed (the app's key was never proved). */
export async function cancelPendingSetup(db: Database, user: SessionUser): Promise<void> {
  await db.delete(twoFactors).where(and(eq(twoFactors.userId, user.id), eq(twoFactors.verified, false)));
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** A browser's name and system from its User-Agent, as far as they can be told. */
export function describeBrowser(userAgent: string | null): {
  name: string | undefined;
  system: string | undefined;
} {
  const agent = userAgent ?? "";
  return {
    name: BROWSERS.find(([pattern]) => pattern.test(agent))?.[1],
    system: SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1],
  };
}
