// The sign-in and sign-up form's rules, shared by the page and its action, and the codes a
// refusal comes back with (shown in the page's language; see ADR 009).
import type { MessageKey } from "~/i18n/dictionary";

export const AUTH_MODES = ["sign-in", "sign-up"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 255;
// What the browser's type=email accepts, give or take: one @, no spaces, a dot after it.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AuthErrorCode =
  | "EMAIL_REQUIRED"
  | "INVALID_EMAIL"
  | "PASSWORD_REQUIRED"
  | "PASSWORD_TOO_SHORT"
  | "PASSWORD_TOO_LONG"
  | "PASSWORD_TOO_COMMON"
  | "PASSWORD_CONTROL_CHARACTERS"
  | "PASSWORD_REPETITIVE"
  | "PASSWORD_SEQUENTIAL"
  | "PASSWORD_CONTAINS_EMAIL"
  | "PASSWORD_CONTAINS_SITE_NAME"
  | "INVALID_EMAIL_OR_PASSWORD"
  | "EMAIL_NOT_VERIFIED"
  | "TOO_MANY_ATTEMPTS"
  | "CHALLENGE_REQUIRED"
  | "CHALLENGE_FAILED"
  | "ACCOUNT_DISABLED"
  | "CODE_REQUIRED"
  | "CODE_INVALID"
  | "CODE_STEP_EXPIRED"
  | "CODES_LOCKED"
  /** The server did not accept the passkey's answer (another challenge, a bad signature). */
  | "PASSKEY_FAILED"
  /** The browser's passkey prompt was closed, timed out or found no passkey (said in the browser). */
  | "PASSKEY_CANCELLED"
  | "UNKNOWN";

/** Why a confirmation of who one is (password, and code with a second factor) was refused. */
export type IdentityRefusal =
  "PASSWORD_REQUIRED" | "INVALID_PASSWORD" | "CODE_REQUIRED" | "INVALID_CODE" | "TOO_MANY_ATTEMPTS";

export interface AuthError {
  code: AuthErrorCode;
  /** For TOO_MANY_ATTEMPTS. */
  retryAfterSeconds?: number;
}

export function authModeOf(value: string | null | undefined): AuthMode {
  return value === "sign-up" ? "sign-up" : "sign-in";
}

/** The first rule the submitted fields break, or the trimmed credentials. */
export function checkCredentials(
  mode: AuthMode,
  fields: { email: unknown; password: unknown },
): { error: AuthError } | { email: string; password: string } {
  const email = typeof fields.email === "string" ? fields.email.trim() : "";
  const password = typeof fields.password === "string" ? fields.password : "";
  if (!email) return { error: { code: "EMAIL_REQUIRED" } };
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) return { error: { code: "INVALID_EMAIL" } };
  if (!password) return { error: { code: "PASSWORD_REQUIRED" } };
  if (password.length > PASSWORD_MAX_LENGTH) return { error: { code: "PASSWORD_TOO_LONG" } };
  if (mode === "sign-up" && password.length < PASSWORD_MIN_LENGTH)
    return { error: { code: "PASSWORD_TOO_SHORT" } };
  return { email, password };
}

const KNOWN_CODES = new Set<string>([
  "EMAIL_REQUIRED",
  "INVALID_EMAIL",
  "PASSWORD_REQUIRED",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "PASSWORD_TOO_COMMON",
  "PASSWORD_CONTROL_CHARACTERS",
  "PASSWORD_REPETITIVE",
  "PASSWORD_SEQUENTIAL",
  "PASSWORD_CONTAINS_EMAIL",
  "PASSWORD_CONTAINS_SITE_NAME",
  "INVALID_EMAIL_OR_PASSWORD",
  "EMAIL_NOT_VERIFIED",
  "TOO_MANY_ATTEMPTS",
  "CHALLENGE_REQUIRED",
  "CHALLENGE_FAILED",
  "ACCOUNT_DISABLED",
  "CODE_REQUIRED",
]);

/** better-auth's refusals of a sign-in's code step, as the page's codes. */
const CODE_STEP_CODES: Record<string, AuthErrorCode> = {
  INVALID_CODE: "CODE_INVALID",
  INVALID_BACKUP_CODE: "CODE_INVALID",
  INVALID_TWO_FACTOR_COOKIE: "CODE_STEP_EXPIRED",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "CODE_STEP_EXPIRED",
  ACCOUNT_TEMPORARILY_LOCKED: "CODES_LOCKED",
  PASSKEY_REFUSED: "PASSKEY_FAILED",
  PASSKEY_EXPIRED: "PASSKEY_FAILED",
};

/** A refusal of the code step as the service sent it (ours or better-auth's), or UNKNOWN. */
export function codeErrorCode(code: unknown): AuthErrorCode {
  return (typeof code === "string" && CODE_STEP_CODES[code]) || authErrorCode(code);
}

/** Whether a refusal of the code step ends it (the password is asked again). */
export function endsCodeStep(error: AuthError): boolean {
  return error.code === "CODE_STEP_EXPIRED";
}

/** Whether a refusal asks for the proof-of-work challenge (shown with the form). */
export function needsChallenge(error: AuthError | undefined): boolean {
  return error?.code === "CHALLENGE_REQUIRED" || error?.code === "CHALLENGE_FAILED";
}

/** A refusal's code as the auth service sent it, or UNKNOWN. */
export function authErrorCode(code: unknown): AuthErrorCode {
  return typeof code === "string" && KNOWN_CODES.has(code) ? (code as AuthErrorCode) : "UNKNOWN";
}

/** The words for a refusal, in the page's language. */
export function authErrorMessage(
  error: AuthError,
  t: (key: MessageKey, values?: Record<string, string | number>) => string,
): string {
  switch (error.code) {
    case "EMAIL_REQUIRED":
      return t("auth.emailRequired");
    case "INVALID_EMAIL":
      return t("auth.emailInvalid");
    case "PASSWORD_REQUIRED":
      return t("auth.passwordRequired");
    case "PASSWORD_TOO_SHORT":
      return t("auth.passwordTooShort", { min: PASSWORD_MIN_LENGTH });
    case "PASSWORD_TOO_LONG":
      return t("auth.passwordTooLong", { max: PASSWORD_MAX_LENGTH });
    case "PASSWORD_TOO_COMMON":
      return t("auth.passwordTooCommon");
    case "PASSWORD_CONTROL_CHARACTERS":
      return t("auth.passwordControlCharacters");
    case "PASSWORD_REPETITIVE":
      return t("auth.passwordRepetitive");
    case "PASSWORD_SEQUENTIAL":
      return t("auth.passwordSequential");
    case "PASSWORD_CONTAINS_EMAIL":
      return t("auth.passwordContainsEmail");
    case "PASSWORD_CONTAINS_SITE_NAME":
      return t("auth.passwordContainsSiteName");
    case "INVALID_EMAIL_OR_PASSWORD":
      return t("auth.invalidCredentials");
    case "EMAIL_NOT_VERIFIED":
      return t("auth.emailNotVerified");
    case "ACCOUNT_DISABLED":
      return t("auth.accountDisabled");
    case "CHALLENGE_REQUIRED":
      return t("auth.challengeRequired");
    case "CHALLENGE_FAILED":
      return t("auth.challengeFailed");
    case "CODE_REQUIRED":
      return t("auth.codeRequired");
    case "CODE_INVALID":
      return t("auth.codeInvalid");
    case "CODE_STEP_EXPIRED":
      return t("auth.codeStepExpired");
    case "CODES_LOCKED":
      return t("auth.codesLocked");
    case "PASSKEY_FAILED":
      return t("auth.passkeyFailed");
    case "PASSKEY_CANCELLED":
      return t("auth.passkeyCancelled");
    case "TOO_MANY_ATTEMPTS": {
      const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
      return minutes === 1 ? t("auth.tooManyAttemptsOne") : t("auth.tooManyAttempts", { minutes });
    }
    default:
      return t("auth.genericError");
  }
}
