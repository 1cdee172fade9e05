// The texts for translators as an XLIFF 2.0 file (ADR 027): a GET with the form's choices
// (which texts, which content type), answered with the file. Guarded by the admin layout.
// XLIFF 2 needs at least one unit, so a choice with nothing to translate is not a file: it
// goes back to the screen, which says so.
import { redirect } from "react-router";
import type { Route } from "./+types/translations-export";
import { appContext } from "~/.server/app-context";
import { isContentType } from "~/lib/content/schemas";
import { exportTranslations } from "~/.server/content/translation";
import { refuseForms } from "~/.server/admin-guard";

// No form here: refused by the guard first, then 405 (refuseForms).
export const action = refuseForms;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const scope = params.get("scope") === "all" ? "all" : "pending";
  const type = params.get("type") ?? "";
  const exported = await exportTranslations(db, {
    scope,
    ...(isContentType(type) ? { types: [type] } : {}),
  });
  if (exported.units === 0) {
    const screen = new URL(request.url).pathname.replace(/\/export$/, "");
    return redirect(`${screen}?export=empty`);
  }
  const day = new Date().toISOString().slice(0, 10);
  const name = `translations-es-${isContentType(type) ? `${type}-` : ""}${scope}-${day}.xlf`;
  return new Response(exported.xml, {
    headers: {
      "Content-Type": "application/xliff+xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
