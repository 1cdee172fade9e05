import type { Route } from "./+types/media-image";
import { appContext } from "~/.server/app-context";
import { readImageVariant } from "~/.server/media-images";
import { makeMissingVariant } from "~/.server/media-library";
import { parseMediaFile } from "~/lib/media-url";

const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp" } as const;

/**
 * An uploaded image's rendition, from the database (ADR 017, 028). The address carries the
 * content's hash, so a file never changes under its name: cached for a year, immutable. A
 * library rendition not made yet (a slot's, first wanted) is made once and stored.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = context.get(appContext);
  const name = parseMediaFile(params.file);
  const notFound = () =>
    new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
    });
  if (!name) return notFound();
  let bytes = await readImageVariant(db, name);
  if (!bytes) {
    try {
      bytes = await makeMissingVariant(db, name);
    } catch (error) {
      logger.error({ err: error, file: params.file }, "making an image rendition failed");
      throw error;
    }
  }
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
