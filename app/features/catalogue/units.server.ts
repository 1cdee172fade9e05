// The visitor's choice of units for specification values: metric (the default) or US
// customary. Only "us" is stored, in a `site.` cookie, so the page cache renders such a
// visitor's pages afresh and serves everyone else the shared (metric) entry; choosing metric
// deletes the cookie. A plain value, not signed: it names a preference, not anything owned.
import { isUnitSystem, type UnitSystem } from "~/lib/specs/units";

export const UNITS_COOKIE_NAME = "site.units";
/** A year: the choice holds across visits. */
export const UNITS_MAX_AGE_S = 365 * 24 * 60 * 60;

const UNITS_COOKIE = /(?:^|;\s*)site\.units=([^;]*)/;

/** The unit system a request's cookie chose; metric without one (or with a value not known). */
export function unitSystemOf(request: Request): UnitSystem {
  const value = UNITS_COOKIE.exec(request.headers.get("cookie") ?? "")?.[1]?.trim();
  return value === "us" ? "us" : "metric";
}

/** The Set-Cookie that stores a choice: "us" kept for a year, "metric" deleting the cookie. */
export function unitsCookie(system: UnitSystem, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  return system === "us"
    ? `${UNITS_COOKIE_NAME}=us; Max-Age=${UNITS_MAX_AGE_S}; ${attributes}`
    : `${UNITS_COOKIE_NAME}=; Max-Age=0; ${attributes}`;
}

/** A posted form's choice, or undefined when it names none the site knows. */
export function postedUnitSystem(value: FormDataEntryValue | null): UnitSystem | undefined {
  return isUnitSystem(value) ? value : undefined;
}

/**
 * A path of this site to go back to after the choice was posted without JavaScript: a path
 * only (never another origin, nor `//host`), without characters that would break the header.
 */
export function unitsReturnPath(value: FormDataEntryValue | null): string | undefined {
  return typeof value === "string" &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.includes("\\") &&
    ![...value].some((char) => char < " " || char === "\u007f")
    ? value
    : undefined;
}
