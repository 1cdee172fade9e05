// The content editor's live preview (issue 46): the editor's form as typed, posted to the
// preview's address, comes back as the item's page as the public will see it (the same route
// modules, the published content with the typed fields in it), in either language, without
// anything saved. For the back office's content editors only, from the site's own pages only;
// a field the schema refuses is named, never a server error. A post's page is the news post
// page. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentItem } from "~/.server/content/revisions";
import { seedItems } from "~/.server/content/seed-items";
import { contentItems, contentRevisions } from "~/.server/db/schema";
import { formEntries } from "~/features/content/content-form";
import { contentFormSpec, imageSourcesOf } from "~/features/content/content-form-spec.server";
import type { ContentType } from "~/lib/content/schemas";
import { contentPreviewPath } from "~/lib/content/preview-path";
import { postForm, startAdminWorld, type AdminWorld } from "../support/admin";
import { engine } from "../support/test-server";

let world: AdminWorld;

beforeAll(async () => {
  world = await startAdminWorld();
});
afterAll(async () => {
  await world?.stop();
});

// A test changes any field of any type's item.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = Record<string, any>;

async function itemOf(type: ContentType, key: string) {
  const [row] = await world.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  return (await readContentItem(world.db, row!.id))!;
}

/** The editor's form of an item as its page holds it, with `change` applied: the fields it posts. */
async function editorFields(type: ContentType, key: string, change: (data: Fields) => void = () => {}) {
  const item = await itemOf(type, key);
  const data = structuredClone((item.pending ?? item.published ?? item.latest).data) as Fields;
  change(data);
  const spec = contentFormSpec(type, imageSourcesOf(seedItems().map((entry) => entry.data)));
  return [
    ["version", String(item.latest.version)],
    ["scheduleAt", ""],
    ["tzOffset", "0"],
    ...formEntries(spec, data),
  ] as [string, string][];
}

/** The pane's request: the form as typed, from the site's own page (a browser's Origin). */
function preview(
  path: string,
  fields: [string, string][],
  { cookie, origin = world.server.baseUrl }: { cookie?: string; origin?: string } = {},
) {
  return fetch(new URL(path, world.server.baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: new URL(origin).origin,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
const revisions = async (itemId: string) =>
  (
    await world.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contentRevisions)
      .where(eq(contentRevisions.itemId, itemId))
  )[0]!.n;

describe(`the content editor's live preview (${engine})`, () => {
  it("shows a product's page with the typed name in English and Spanish, saving nothing", async () => {
    const drum = await itemOf("product", "drum-screen");
    const before = await revisions(drum.id);
    const fields = await editorFields("product", "drum-screen", (data) => {
      data.name = { en: "Drum Screen, as typed", es: "Tamiz de tambor, tal como se escribe" };
    });

    const en = await preview(
      contentPreviewPath({ type: "product", key: "drum-screen", locale: "en" }),
      fields,
      {
        cookie: world.admin.cookie,
      },
    );
    expect(en.status).toBe(200);
    expect(en.headers.get("cache-control")).toBe("private, no-store");
    expect(en.headers.get("x-robots-tag")).toBe("noindex");
    // Framed by the site's own pages only.
    expect(en.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(en.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const html = await en.text();
    expect(h1(html)).toBe("Drum Screen, as typed");
    expect(html).toMatch(/<html[^>]*lang="en"/);
    expect(html).not.toMatch(/<script\b/);

    const es = await preview(
      `${contentPreviewPath({ type: "product", key: "drum-screen", locale: "es" })}?editor=es`,
      fields,
      { cookie: world.admin.cookie },
    );
    expect(es.status).toBe(200);
    expect(h1(await es.text())).toBe("Tamiz de tambor, tal como se escribe");

    // Nothing stored, nothing public.
    expect(await revisions(drum.id)).toBe(before);
    expect(h1(await (await world.server.get("/drum-screen")).text())).toBe("Drum Screen");
  });

  it("names the fields it cannot show, in the editor's language, instead of failing", async () => {
    const fields = await editorFields("product", "drum-screen", (data) => {
      data.name.en = "";
    });
    const path = contentPreviewPath({ type: "product", key: "drum-screen", locale: "en" });
    const en = await preview(path, fields, { cookie: world.admin.cookie });
    expect(en.status).toBe(422);
    expect(en.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await en.text();
    expect(text).toContain("These fields cannot be shown as they are");
    expect(text).toContain("name.en");
    const es = await preview(`${path}?editor=es`, fields, { cookie: world.admin.cookie });
    expect(es.status).toBe(422);
    expect(await es.text()).toContain("Estos campos no se pueden mostrar");

    // A form with none of the item's fields, an unknown item or language: said, not a 500.
    expect((await preview(path, [["version", "1"]], { cookie: world.admin.cookie })).status).toBe(422);
    const unknown = await preview(
      contentPreviewPath({ type: "product", key: "no-such-product", locale: "en" }),
      fields,
      { cookie: world.admin.cookie },
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("There is no such item or version to preview.");
    expect(
      (await preview("/admin/content-preview/product/drum-screen/fr", fields, { cookie: world.admin.cookie }))
        .status,
    ).toBe(404);
  });

  it("is refused from another site, signed out, and to an account that may not edit content", async () => {
    const fields = await editorFields("product", "drum-screen", (data) => {
      data.name.en = "Drum Screen, from elsewhere";
    });
    const path = contentPreviewPath({ type: "product", key: "drum-screen", locale: "en" });

    const crossSite = await preview(path, fields, {
      cookie: world.admin.cookie,
      origin: "https://attacker.example",
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).not.toContain("Drum Screen, from elsewhere");

    const signedOut = await preview(path, fields);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toContain("Sign in again");

    const member = await preview(path, fields, { cookie: world.member.cookie });
    expect(member.status).toBe(403);
    expect(await member.text()).toBe("This account cannot edit the site's content.");
  });

  it("shows a post on the news post page as typed, in both languages, while it stays a draft", async () => {
    const created = await postForm(world.server.baseUrl, "/admin/posts/new", world.admin.cookie, {
      postType: "news",
      title: "Live preview post",
    });
    expect(created.status).toBe(302);
    const id = /\/admin\/content\/([0-9a-f-]{36})\?/.exec(created.headers.get("location") ?? "")![1]!;
    const fields = await editorFields("post", id, (data) => {
      data.title = { en: "A post as typed", es: "Una publicación tal como se escribe" };
      data.content = { en: "<p>Its first paragraph, not saved.</p>", es: "" };
    });

    const en = await preview(contentPreviewPath({ type: "post", key: id, locale: "en" }), fields, {
      cookie: world.admin.cookie,
    });
    expect(en.status).toBe(200);
    const html = await en.text();
    expect(h1(html)).toBe("A post as typed");
    expect(html).toContain("Its first paragraph, not saved.");
    const es = await preview(contentPreviewPath({ type: "post", key: id, locale: "es" }), fields, {
      cookie: world.admin.cookie,
    });
    expect(h1(await es.text())).toBe("Una publicación tal como se escribe");

    // Still a draft of its first version, not on the news pages.
    expect(await revisions(id)).toBe(1);
    expect((await world.server.get(`/media-center/post/${id}`)).status).toBe(404);
  });
});
