import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "~/.server/auth/roles";
import { contentItems, contentRevisions } from "~/.server/db/schema";
import type { ContentData } from "~/lib/content/schemas";
import { getPage, startAdminWorld, type AdminWorld } from "../support/admin";
import { addContent, publishedContent } from "../support/content";
import { engine } from "../support/test-server";

// A draft shown on its page before it is published (ADR 023): the same route modules as the
// public page, the published content with the draft in it, in both languages; for the back
// office only, never cached or indexed; the public page unchanged meanwhile.
let world: AdminWorld;

beforeAll(async () => {
  world = await startAdminWorld();
});
afterAll(async () => {
  await world?.stop();
});

/** Saves a draft of an item (the version after its latest), as the editor's Save does. */
async function saveDraft<T extends "product" | "service">(type: T, key: string, data: ContentData<T>) {
  const [item] = await world.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  const [{ latest }] = (await world.db
    .select({ latest: sql<number>`max(${contentRevisions.version})` })
    .from(contentRevisions)
    .where(eq(contentRevisions.itemId, item!.id))) as [{ latest: number }];
  await world.db
    .insert(contentRevisions)
    .values({ itemId: item!.id, version: Number(latest) + 1, state: "draft", data });
  return Number(latest) + 1;
}

const preview = (path: string, cookie?: string) => getPage(world.server.baseUrl, path, cookie);

describe(`a draft's preview on ${engine}`, () => {
  it("shows the draft on its page in each language, with a notice and no scripts; the public page is unchanged", async () => {
    const drum = await publishedContent(world.db, "product", "drum-screen");
    const draft = structuredClone(drum);
    draft.name = { en: "Drum Screen, draft name", es: "Tamiz de tambor, nombre en borrador" };
    draft.page!.keyFacts.en.unshift("A key fact only the draft has.");
    await saveDraft("product", "drum-screen", draft);

    const en = await preview("/admin/content-preview/product/drum-screen/en", world.admin.cookie);
    expect(en.status).toBe(200);
    expect(en.headers.get("cache-control")).toBe("private, no-store");
    expect(en.headers.get("x-robots-tag")).toBe("noindex");
    const html = await en.text();
    expect(html).toMatch(/<h1[^>]*>Drum Screen, draft name<\/h1>/);
    expect(html).toContain("A key fact only the draft has.");
    expect(html).toContain("Preview of changes not yet published.");
    expect(html).not.toMatch(/<script\b/);

    const es = await (
      await preview("/admin/content-preview/product/drum-screen/es", world.admin.cookie)
    ).text();
    expect(es).toMatch(/<h1[^>]*>Tamiz de tambor, nombre en borrador<\/h1>/);
    expect(es).toContain("Vista previa de cambios aún no publicados.");

    const live = await (await world.server.get("/drum-screen")).text();
    expect(live).toMatch(/<h1[^>]*>Drum Screen<\/h1>/);
    expect(live).not.toContain("A key fact only the draft has.");
  });

  it("shows a product that is not published yet on its own page, which the public site does not have", async () => {
    const drum = await publishedContent(world.db, "product", "drum-screen");
    await addContent(
      world.db,
      "product",
      "preview-only-screen",
      {
        ...structuredClone(drum),
        slug: { en: "preview-only-screen", es: "tamiz-solo-vista-previa" },
        name: { en: "Preview-only Screen", es: "Tamiz solo en vista previa" },
      },
      "draft",
    );
    const html = await (
      await preview("/admin/content-preview/product/preview-only-screen/en", world.admin.cookie)
    ).text();
    expect(html).toMatch(/<h1[^>]*>Preview-only Screen<\/h1>/);
    const es = await (
      await preview("/admin/content-preview/product/preview-only-screen/es", world.admin.cookie)
    ).text();
    expect(es).toMatch(/<h1[^>]*>Tamiz solo en vista previa<\/h1>/);
    expect((await world.server.get("/preview-only-screen")).status).toBe(404);
  });

  it("shows an older version when asked, and says so when the version or item does not exist", async () => {
    const v1 = await (
      await preview("/admin/content-preview/product/drum-screen/en?version=1", world.admin.cookie)
    ).text();
    expect(v1).toMatch(/<h1[^>]*>Drum Screen<\/h1>/);
    expect(
      (await preview("/admin/content-preview/product/drum-screen/en?version=99", world.admin.cookie)).status,
    ).toBe(404);
    expect(
      (await preview("/admin/content-preview/product/no-such-product/en", world.admin.cookie)).status,
    ).toBe(404);
    expect((await preview("/admin/content-preview/nonsense/drum-screen/en", world.admin.cookie)).status).toBe(
      404,
    );
  });

  it("names the wrong fields of a version that does not validate", async () => {
    const drum = await publishedContent(world.db, "product", "drum-screen");
    const broken = structuredClone(drum) as unknown as { name: { en: string } };
    broken.name.en = "";
    const version = await saveDraft("product", "drum-screen", broken as never);
    const res = await preview(
      `/admin/content-preview/product/drum-screen/en?version=${version}`,
      world.admin.cookie,
    );
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("name.en");
  });

  it("is for the back office only: anonymous visitors are sent to sign in, accounts without a role refused, editors let in", async () => {
    const anonymous = await preview("/admin/content-preview/product/drum-screen/es");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/es/acceso");
    const member = await preview("/admin/content-preview/product/drum-screen/en", world.member.cookie);
    expect(member.status).toBe(403);
    expect(await member.text()).not.toContain("draft name");
    // An editor edits content: the preview is theirs too (from their next request on).
    expect(await grantRole(world.db, world.member.email, "editor")).toBe("granted");
    // (Version 2 is the first test's draft; the latest is the invalid one.)
    const editor = await preview(
      "/admin/content-preview/product/drum-screen/en?version=2",
      world.member.cookie,
    );
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain("Drum Screen, draft name");
  });
});
