import type { Route } from "./+types/media-image";
import { appContext } from "~/.server/app-context";
import { readImageVariant } from "~/.server/media-images";
import { parseUploadedFile } from "~/lib/uploaded-image";

const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp" } as const;

/**
 * An uploaded image's rendition, from the database (ADR 017). The address carries the
 * content's hash, so a file never changes under its name: cached for a year, immutable.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const name = parseUploadedFile(params.file);
  const notFound = () =>
    new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
    });
  if (!name) return notFound();
  const bytes = await readImageVariant(context.get(appContext).db, name);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": CONTENT_TYPES[name.format],
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
