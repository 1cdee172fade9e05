// Passkeys (WebAuthn), a second factor beside the authenticator app (ADR 014). An account adds
// one on its security page once the app is on (the app and its recovery codes stay the way back
// when a passkey's device is lost), and uses it at a sign-in's code step instead of typing a
// code. The ceremonies' challenges are kept in the verifications table, each tied to the one
// session (adding) or code step (signing in) that asked for it, and spent once.
import { randomUUID } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, asc, eq, gt } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../audit";
import type { Database } from "../db/client";
import { passkeys, verifications } from "../db/schema";

/** How many passkeys one account may hold. */
export const PASSKEYS_PER_ACCOUNT = 10;
/** The longest name a passkey may be given. */
export const PASSKEY_NAME_MAX = 60;
/** The largest answer of an authenticator we read (real ones are 1-3 KB). */
export const PASSKEY_RESPONSE_MAX = 16 * 1024;
/** How long the browser waits for the person at the authenticator. */
const CEREMONY_TIMEOUT_MS = 2 * 60_000;

/** The site as WebAuthn knows it: its host name and origin, from PUBLIC_URL. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: "Akvaris Water Technologies", origin: url.origin };
}

/** One passkey as the security page lists it. */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export type PasskeyRefusal =
  /** No challenge for this session or step (none asked, expired, or already spent). */
  | "PASSKEY_EXPIRED"
  /** The authenticator's answer did not verify (another site, another challenge, a bad signature). */
  | "PASSKEY_REFUSED"
  /** That passkey is already on this account. */
  | "PASSKEY_EXISTS"
  | "TOO_MANY_PASSKEYS";

export async function listPasskeys(db: Database, userId: string): Promise<PasskeyView[]> {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

/** The challenge identifier of a session's "add a passkey". */
const registrationKey = (sessionId: string) => `passkey-registration:${sessionId}`;
/** The challenge identifier of a sign-in's code step (its signed cookie's value). */
const signInKey = (step: string) => `passkey-sign-in:${step}`;

/** Keeps one challenge under `identifier`, replacing any earlier one. */
async function keepChallenge(db: Database, identifier: string, challenge: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, identifier));
    await tx.insert(verifications).values({ id: randomUUID(), identifier, value: challenge, expiresAt });
  });
}

/** Spends the challenge kept under `identifier`: it answers once, and not after it expired. */
async function spendChallenge(db: Database, identifier: string): Promise<string | undefined> {
  const [row] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
    .returning({ value: verifications.value });
  return row?.value;
}

/**
 * What the browser needs to make a passkey for this account (on this session, until
 * `expiresAt`): the account's own passkeys are excluded, so one authenticator is added once.
 */
export async function registrationOptions(
  db: Database,
  rp: RelyingParty,
  user: { id: string; email: string; sessionId: string },
  expiresAt: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    timeout: CEREMONY_TIMEOUT_MS,
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await keepChallenge(db, registrationKey(user.sessionId), options.challenge, expiresAt);
  return options;
}

/** Verifies the browser's new passkey against this session's challenge and keeps it. */
export async function addPasskey(
  db: Database,
  rp: RelyingParty,
  user: AuditActor & { id: string; sessionId: string },
  answer: string,
  /** The name typed, or how to name the account's `n`th passkey when none was. */
  name: string | ((n: number) => string),
): Promise<{ added: PasskeyView } | { refused: PasskeyRefusal }> {
  const challenge = await spendChallenge(db, registrationKey(user.sessionId));
  if (!challenge) return { refused: "PASSKEY_EXPIRED" };
  const response = parseAnswer<RegistrationResponseJSON>(answer);
  if (!response) return { refused: "PASSKEY_REFUSED" };
  const verdict = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    // A second factor is something one has: the authenticator's own PIN or touch is its business.
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verdict?.verified) return { refused: "PASSKEY_REFUSED" };
  const { credential, credentialBackedUp } = verdict.registrationInfo;
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ id: passkeys.id, credentialId: passkeys.credentialId })
      .from(passkeys)
      .where(eq(passkeys.userId, user.id));
    if (held.some((row) => row.credentialId === credential.id)) return { refused: "PASSKEY_EXISTS" as const };
    if (held.length >= PASSKEYS_PER_ACCOUNT) return { refused: "TOO_MANY_PASSKEYS" as const };
    const [added] = await tx
      .insert(passkeys)
      .values({
        id: randomUUID(),
        userId: user.id,
        name: (typeof name === "function" ? name(held.length + 1) : name.trim()).slice(0, PASSKEY_NAME_MAX),
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        backedUp: credentialBackedUp,
      })
      // Another account holding the same authenticator's credential: never two owners.
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning({
        id: passkeys.id,
        name: passkeys.name,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      });
    if (!added) return { refused: "PASSKEY_EXISTS" as const };
    await recordAudit(tx, user, {
      action: "user.passkey_added",
      entityType: "user",
      entityId: user.id,
      after: { passkey: added.name, passkeys: held.length + 1 },
    });
    return { added };
  });
}

/** Removes one of the account's passkeys; its name, or undefined when it has no such passkey. */
export async function removePasskey(
  db: Database,
  user: AuditActor & { id: string },
  passkeyId: string,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, user.id)))
      .returning({ name: passkeys.name });
    if (!removed) return undefined;
    await recordAudit(tx, user, {
      action: "user.passkey_removed",
      entityType: "user",
      entityId: user.id,
      before: { passkey: removed.name },
    });
    return removed.name;
  });
}

/**
 * What the browser needs to sign in with one of the account's passkeys at the code step
 * `step` (the step's cookie value), or undefined when the account has none.
 */
export async function signInOptions(
  db: Database,
  rp: RelyingParty,
  userId: string,
  step: string,
  expiresAt: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  const held = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  if (held.length === 0) return undefined;
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: "preferred",
    allowCredentials: held.map((row) => ({
      id: row.credentialId,
      transports: row.transports as AuthenticatorTransport[],
    })),
  });
  await keepChallenge(db, signInKey(step), options.challenge, expiresAt);
  return options;
}

/**
 * Verifies the browser's answer at code step `step` against its challenge and one of the
 * account's passkeys; on success the passkey's counter and last use are kept.
 */
export async function verifySignIn(
  db: Database,
  rp: RelyingParty,
  userId: string,
  step: string,
  answer: string,
): Promise<true | PasskeyRefusal> {
  const challenge = await spendChallenge(db, signInKey(step));
  if (!challenge) return "PASSKEY_EXPIRED";
  const response = parseAnswer<AuthenticationResponseJSON>(answer);
  if (!response) return "PASSKEY_REFUSED";
  const [passkey] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, response.id), eq(passkeys.userId, userId)));
  if (!passkey) return "PASSKEY_REFUSED";
  const verdict = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransport[],
    },
  }).catch(() => undefined);
  if (!verdict?.verified) return "PASSKEY_REFUSED";
  await db
    .update(passkeys)
    .set({
      counter: verdict.authenticationInfo.newCounter,
      backedUp: verdict.authenticationInfo.credentialBackedUp,
      lastUsedAt: new Date(),
    })
    .where(eq(passkeys.id, passkey.id));
  return true;
}

/** Forgets every passkey of an account (its second factor turned off or reset). */
export async function forgetPasskeys(db: Pick<Database, "delete">, userId: string): Promise<number> {
  const gone = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return gone.length;
}

/** An authenticator's answer as the browser sent it (JSON), or undefined when it is not one. */
function parseAnswer<T extends { id: string; response: object }>(answer: string): T | undefined {
  if (answer.length === 0 || answer.length > PASSKEY_RESPONSE_MAX) return undefined;
  try {
    const parsed = JSON.parse(answer) as Partial<T>;
    return typeof parsed?.id === "string" && typeof parsed.response === "object" && parsed.response
      ? (parsed as T)
      : undefined;
  } catch {
    return undefined;
  }
}
