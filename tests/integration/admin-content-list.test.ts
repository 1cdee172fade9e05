// The back office's lists that find (issue 46), read as HTML like a browser without script:
// the content list across types searched by name (both languages, accents ignored), slug and
// text, filtered by type and by each state (a draft, a schedule, missing and stale Spanish made
// here), sorted by name and by last change, a page at a time (the dashboard links to these
// addresses); the posts', media's and users' lists searched and paged. On PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishContent, readContentItem, saveDraft, scheduleContent } from "~/.server/content/revisions";
import { seedItems } from "~/.server/content/seed-items";
import { contentItems, mediaImages, users } from "~/.server/db/schema";
import { createPost } from "~/features/news/admin/admin-posts.server";
import { getPage, startAdminWorld, type AdminWorld } from "../support/admin";
import { engine } from "../support/test-server";
import { deadline } from "../support/deadline";

let world: AdminWorld;
const actor = { id: null, email: "list-editor@example.com" };

// The seed's products with a page (text to search), four of them changed here, one each way.
const products = seedItems().filter(
  (entry) => entry.type === "product" && entry.key !== "drum-screen" && "page" in (entry.data as object),
);
const [draftKey, scheduledKey, missingKey, staleKey] = products.map((entry) => entry.key) as [
  string,
  string,
  string,
  string,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = Record<string, any>;

async function change(key: string, how: "draft" | "schedule" | "publish", edit: (data: Fields) => void) {
  const [row] = await world.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, "product"), eq(contentItems.key, key)));
  const item = (await readContentItem(world.db, row!.id))!;
  const data = structuredClone(item.latest.data) as Fields;
  edit(data);
  const base = { itemId: item.id, startedFrom: item.latest.version, data };
  const outcome =
    how === "draft"
      ? await saveDraft(world.db, actor, base)
      : how === "schedule"
        ? await scheduleContent(world.db, actor, { ...base, at: new Date(Date.now() + 86_400_000) })
        : await publishContent(world.db, actor, base);
  expect(outcome, key).toMatchObject({ ok: true });
}

beforeAll(async () => {
  world = await startAdminWorld();
  // In this order: the last change is the stale one's.
  await change(draftKey, "draft", (data) => {
    data.name = { en: "Quokka Test Screen", es: "Tamiz Cigüeña de prueba" };
    data.slug.es = "tamiz-nandu-prueba";
  });
  await change(scheduledKey, "schedule", (data) => {
    data.page.summary = { en: "A xylophonic summary only the schedule has.", es: "Un resumen xilofónico." };
  });
  await change(missingKey, "publish", (data) => {
    data.name.es = "";
  });
  await change(staleKey, "publish", (data) => {
    data.name.en = `${data.name.en} Mark II`;
  });
}, deadline(90_000));
afterAll(() => world?.stop());

const list = async (query: string, path = "/admin/content") => {
  const response = await getPage(world.server.baseUrl, `${path}${query}`, world.admin.cookie);
  expect(response.status, query).toBe(200);
  return response.text();
};
/** The keys of the content rows a page shows, in order. */
const keys = (html: string) => [...html.matchAll(/data-content-row="([^"]+)"/g)].map((match) => match[1]);
const count = (html: string) => /data-list-count[^>]*>([^<]*)</.exec(html)?.[1];

describe(`the content list (${engine})`, () => {
  it("finds by name in either language (accents ignored), by slug, key and text", async () => {
    expect(keys(await list("?q=quokka"))).toEqual([draftKey]);
    expect(keys(await list("?q=CIGUENA"))).toEqual([draftKey]);
    expect(keys(await list("?q=cig%C3%BCe%C3%B1a%20prueba"))).toEqual([draftKey]);
    expect(keys(await list("?q=nandu-prueba"))).toEqual([draftKey]);
    expect(keys(await list("?q=xylophonic"))).toEqual([scheduledKey]);
    expect(keys(await list("?q=xilofonico"))).toEqual([scheduledKey]);
    expect(keys(await list(`?q=${missingKey}`))).toContain(missingKey);
    const spanish = await list("?q=quokka", "/es/admin/contenido");
    expect(keys(spanish)).toEqual([draftKey]);
    expect(spanish).toContain("Tamiz Cigüeña de prueba");
    expect(count(spanish)).toBe("1–1 de 1");
    expect(keys(await list("?q=zzqqxx-nothing"))).toEqual([]);
    expect(await list("?q=zzqqxx-nothing")).toContain("Nothing matches these filters.");
  });

  it("filters by type and by each state", async () => {
    const services = keys(await list("?type=service"));
    const expected = seedItems()
      .filter((entry) => entry.type === "service")
      .map((entry) => entry.key);
    expect(services.toSorted()).toEqual(expected.toSorted());

    const drafts = keys(await list("?type=product&state=draft"));
    expect(drafts).toEqual([draftKey]);
    expect(keys(await list("?type=product&state=scheduled"))).toEqual([scheduledKey]);
    const published = keys(await list("?type=product&state=published&q=" + missingKey));
    expect(published).toContain(missingKey);
    expect(keys(await list(`?type=product&state=published&q=${draftKey}`))).not.toContain(draftKey);
    expect(keys(await list("?type=product&state=missing-es"))).toContain(missingKey);
    expect(keys(await list("?type=product&state=missing-es"))).not.toContain(staleKey);
    expect(keys(await list("?type=product&state=stale-es"))).toEqual([staleKey]);
    // The list's older filter still answers.
    expect(keys(await list("?missing=1"))).toContain(missingKey);
    // A state's words in the row.
    const stale = await list("?state=stale-es");
    expect(stale).toMatch(/data-stale-spanish="1"[^>]*>Spanish out of date: 1 texts/);
  });

  it("sorts by last change and by name", async () => {
    // Newest change first by default, oldest first on asking.
    const newest = keys(await list("?type=product"));
    expect(newest.slice(0, 4)).toEqual([staleKey, missingKey, scheduledKey, draftKey]);
    const oldest = keys(await list("?type=product&sort=changed&page=2"));
    expect(oldest.at(-1)).toBe(staleKey);
    // By name in the editor's language.
    const byName = await list("?type=service&sort=name");
    const names = [...byName.matchAll(/<th[^>]*scope="row"[^>]*><a[^>]*>([^<]+)</g)].map(
      (match) => match[1]!,
    );
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    const reversed = keys(await list("?type=service&sort=-name"));
    expect(reversed).toEqual(keys(byName).toReversed());
  });

  it("shows 25 a page with the count, keeps the query in its links, and ignores what it does not know", async () => {
    const total = seedItems().filter((entry) => entry.type === "product").length;
    const first = await list("?type=product&sort=name");
    expect(keys(first)).toHaveLength(25);
    expect(count(first)).toBe(`1–25 of ${total}`);
    expect(first).toContain('href="/admin/content?type=product&amp;sort=name&amp;page=2"');
    const second = await list("?type=product&sort=name&page=2");
    expect(keys(second)).toHaveLength(total - 25);
    expect(count(second)).toBe(`26–${total} of ${total}`);
    expect(second).toContain('href="/admin/content?type=product&amp;sort=name"');
    expect(keys(second).some((key) => keys(first).includes(key))).toBe(false);
    // A page past the end shows the last.
    expect(keys(await list("?type=product&sort=name&page=9"))).toEqual(keys(second));
    // Unknown values are ignored: the whole list, newest change first.
    const unknown = await list("?type=nonsense&state=weird&sort=sideways&page=-3");
    expect(keys(unknown).slice(0, 4)).toEqual([staleKey, missingKey, scheduledKey, draftKey]);
    expect(count(unknown)).toMatch(/^1–25 of \d+$/);
  });
});

describe(`the posts', media and users lists (${engine})`, () => {
  it("posts: the content list has them; their list searches and pages", async () => {
    for (let index = 1; index <= 26; index += 1) {
      const made = await createPost(world.db, actor, { postType: "news", title: `Bananarama ${index}` });
      expect(made.ok).toBe(true);
    }
    expect(count(await list("?type=post&q=bananarama"))).toBe("1–25 of 26");
    const first = await list("?q=bananarama", "/admin/posts");
    expect(first.match(/data-post-row=/g)).toHaveLength(25);
    expect(count(first)).toBe("1–25 of 26");
    const second = await list("?q=bananarama&page=2", "/admin/posts");
    expect(second.match(/data-post-row=/g)).toHaveLength(1);
    expect(count(second)).toBe("26–26 of 26");
    const spanish = await list("?q=BANANARAMA%2017", "/es/admin/publicaciones");
    expect(spanish.match(/data-post-row=/g)).toHaveLength(1);
  });

  it("media: searches and pages", async () => {
    await world.db.insert(mediaImages).values(
      Array.from({ length: 61 }, (_, index) => ({
        hash: index.toString(16).padStart(16, "0"),
        contentType: "image/png",
        width: 10,
        height: 10,
        original: Buffer.from([index]),
        fileName: `walrus-${index}.png`,
      })),
    );
    const first = await list("?q=walrus", "/admin/media");
    expect(first.match(/data-media-card=/g)).toHaveLength(60);
    expect(count(first)).toBe("1–60 of 61");
    const second = await list("?q=walrus&page=2", "/admin/media");
    expect(second.match(/data-media-card=/g)).toHaveLength(1);
    expect(count(second)).toBe("61–61 of 61");
  });

  it("users: searches and pages", async () => {
    await world.db.insert(users).values(
      Array.from({ length: 27 }, (_, index) => ({
        id: `list-user-${index}`,
        name: "",
        email: `pangolin-${index}@example.com`,
      })),
    );
    const first = await list("?q=pangolin", "/admin/users");
    expect(first.match(/data-user="pangolin-/g)).toHaveLength(25);
    expect(count(first)).toBe("1–25 of 27");
    const second = await list("?q=pangolin&page=2", "/admin/users");
    expect(second.match(/data-user="pangolin-/g)).toHaveLength(2);
    expect(count(second)).toBe("26–27 of 27");
  });
});
