// A one-time notice carried across a redirect (signed in, signed out, a failed link): a
// short-lived cookie the next page reads and clears, so it works without JavaScript too.
import { createCookie } from "react-router";

export const NOTICES = ["signed-in", "signed-out", "verification-failed"] as const;
export type Notice = (typeof NOTICES)[number];

const cookie = createCookie("site.notice", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

export async function setNotice(notice: Notice, secure: boolean): Promise<string> {
  return cookie.serialize(notice, { secure });
}

/** The notice a request carries, and the Set-Cookie that clears it (when there was one). */
export async function takeNotice(
  request: Request,
  secure: boolean,
): Promise<{ notice: Notice | undefined; headers: HeadersInit }> {
  const value: unknown = await cookie.parse(request.headers.get("cookie"));
  const notice = NOTICES.find((known) => known === value);
  if (value === null || value === undefined) return { notice: undefined, headers: {} };
  return { notice, headers: { "Set-Cookie": await cookie.serialize("", { secure, maxAge: 0 }) } };
}
