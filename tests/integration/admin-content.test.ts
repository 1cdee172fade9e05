// The content editor through the real server, its forms posted as a browser without
// JavaScript posts them: a draft leaves the public page as it is, a publish shows on it in
// the next response, a list button rearranges the form without saving, invalid fields come
// back named in the editor's language with nothing stored, a save from an older version is
// refused (409) with the form kept, the history compares and restores, and the list flags
// missing Spanish. Refused to anonymous visitors and accounts without the role. On PGlite,
// and on PostgreSQL with TEST_DATABASE_URL.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems, contentRevisions } from "~/.server/db/schema";
import { readContentItem } from "~/.server/content/revisions";
import { seedItems } from "~/.server/content/seed-items";
import { contentFormSpec, imageSourcesOf } from "~/features/content/content-form-spec.server";
import { formEntries } from "~/features/content/content-form";
import type { ContentType } from "~/lib/content/schemas";
import {
  accountServerEnv,
  STRONG_PASSWORD,
  signUp,
  signedInCookie,
  verificationLink,
  verifiedAccount,
} from "../support/auth";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { engine, startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

const ADMIN = "content-admin@example.com";
let smtp: SmtpSink;
let server: TestServer;
let cookies: Record<"member" | "admin", string>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // The page cache does not yet follow content changes (a change of its own): pages are
  // rendered per request here, so the test sees what the store serves.
  server = await startTestServer({ env: accountServerEnv(smtp, { ADMIN_EMAILS: ADMIN, PAGE_CACHE: "off" }) });
  const member = await verifiedAccount(server.baseUrl, smtp, "member");
  expect((await signUp(server.baseUrl, ADMIN, STRONG_PASSWORD)).status).toBe(200);
  await fetch(await verificationLink(smtp, ADMIN, server.baseUrl), { redirect: "manual" });
  cookies = {
    member: await signedInCookie(server.baseUrl, member.email, member.password),
    admin: await signedInCookie(server.baseUrl, ADMIN, STRONG_PASSWORD),
  };
}, deadline(60_000));
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const db = () => server.database.db;
const get = (path: string, cookie?: string) =>
  fetch(new URL(path, server.baseUrl), { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const post = (path: string, fields: [string, string][], cookie?: string) =>
  fetch(new URL(path, server.baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });

async function item(type: ContentType, key: string) {
  const [row] = await db()
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  return (await readContentItem(db(), row!.id))!;
}

// A test changes any field of any type's item.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = Record<string, any>;

/** The editor's form of an item as the page posts it, with `change` applied to its fields. */
async function form(type: ContentType, key: string, change: (data: Fields) => void = () => {}) {
  const current = await item(type, key);
  const data = structuredClone((current.pending ?? current.published)!.data) as Fields;
  change(data);
  const spec = contentFormSpec(type, imageSourcesOf(seedItems().map((entry) => entry.data)));
  return {
    id: current.id,
    version: current.latest.version,
    fields: (intent: string, version = current.latest.version): [string, string][] => [
      ["version", String(version)],
      ["intent", intent],
      ...formEntries(spec, data),
    ],
  };
}

const revisionCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(contentRevisions)
  )[0]!.n;

const drumPath = (locale: "en" | "es") => {
  const drum = seedItems().find((entry) => entry.key === "drum-screen")!.data as {
    slug: { en: string; es: string };
  };
  return locale === "en" ? `/${drum.slug.en}` : `/es/${drum.slug.es}`;
};

describe(`the content editor (${engine})`, () => {
  it("is refused to anonymous visitors and to accounts without the role", async () => {
    const drum = await item("product", "drum-screen");
    for (const path of [
      "/admin/content",
      `/admin/content/${drum.id}`,
      `/es/admin/contenido/${drum.id}/historial`,
    ]) {
      const anonymous = await get(path);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/\/(es\/)?(auth|acceso)|\/auth/);
      expect((await get(path, cookies.member)).status, path).toBe(403);
    }
    const before = await revisionCount();
    const { fields } = await form("product", "drum-screen", (data) => (data.name.es = "Intruso"));
    expect((await post(`/admin/content/${drum.id}`, fields("publish"), cookies.member)).status).toBe(403);
    expect((await post(`/admin/content/${drum.id}`, fields("publish"))).status).toBe(302);
    expect(await revisionCount()).toBe(before);
  });

  it("lists every item, its type to filter by, in both languages", async () => {
    const english = await (await get("/admin/content", cookies.admin)).text();
    expect(english).toContain("Site Content");
    for (const type of ["Company", "Home page", "Services", "Categories", "Products"])
      expect(english).toMatch(new RegExp(`<option value="[a-z-]+">${type}</option>`));
    const found = await (await get("/admin/content?q=drum-screen", cookies.admin)).text();
    expect(found).toContain('data-content-row="drum-screen"');
    const spanish = await (await get("/es/admin/contenido?type=product", cookies.admin)).text();
    expect(spanish).toContain('<option value="product" selected="">Productos</option>');
    expect(spanish).toContain("Publicado (versión 1)");
  });

  it("opens a form generated from the schema, both languages side by side", async () => {
    const drum = await item("product", "drum-screen");
    const html = await (await get(`/admin/content/${drum.id}`, cookies.admin)).text();
    for (const name of [
      "name.en",
      "name.es",
      "slug.es",
      "categoryId",
      "image.src",
      "page.gallery.1.alt.es",
      "page.paragraphs.en",
    ])
      expect(html, name).toContain(`name="${name}"`);
    expect(html).toContain('value="list:add:page.gallery"');
    expect(html).toContain('name="version" value="1"');
  });

  it("saves a draft without changing the public page, then publishes it into the next response", async () => {
    // A key fact: the product page reads it from the published content (its name still
    // comes from the page table, which follows the content in a change of its own).
    const { id, fields } = await form("product", "drum-screen", (data) => {
      data.page.keyFacts.es[0] = "Dato clave editado";
    });
    const saved = await post(`/es/admin/contenido/${id}`, fields("save"), cookies.admin);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/es/admin/contenido/${id}?done=saved`);
    expect(await (await get(drumPath("es"))).text()).not.toContain("Dato clave editado");
    const editor = await (await get(`/es/admin/contenido/${id}?done=saved`, cookies.admin)).text();
    expect(editor).toContain("Borrador guardado");
    expect(editor).toContain(">Dato clave editado</textarea>");
    const list = await (await get("/admin/content", cookies.admin)).text();
    expect(list).toMatch(/data-content-row="drum-screen"[\s\S]*?Draft pending/);

    const again = await form("product", "drum-screen");
    const published = await post(`/admin/content/${id}`, again.fields("publish"), cookies.admin);
    expect(published.status).toBe(302);
    expect(published.headers.get("location")).toBe(`/admin/content/${id}?done=published`);
    expect(await (await get(drumPath("es"))).text()).toContain("Dato clave editado");
    expect(await (await get(drumPath("en"))).text()).not.toContain("Dato clave editado");
  });

  it("sends invalid fields back named, in the editor's language, storing nothing", async () => {
    const before = await revisionCount();
    const { id, fields } = await form("product", "drum-screen", (data) => {
      data.name.en = "";
      data.slug.es = "Con Espacios";
    });
    const english = await post(`/admin/content/${id}`, fields("publish"), cookies.admin);
    expect(english.status).toBe(400);
    const html = await english.text();
    expect(html).toContain("data-error-summary");
    expect(html).toContain('href="#f-name-en"');
    expect(html).toContain("Enter this field.");
    expect(html).toContain("Use lower-case letters and digits joined by hyphens");
    // The form keeps what was typed.
    expect(html).toContain('value="Con Espacios"');
    const spanish = await (await post(`/es/admin/contenido/${id}`, fields("save"), cookies.admin)).text();
    expect(spanish).toContain("Rellene este campo.");
    expect(await revisionCount()).toBe(before);
  });

  it("publishes a paragraph's bold and link: the page shows them; its description and data are its summary, else the first sentence, in plain text", async () => {
    const { id, fields } = await form("product", "drum-screen", (data) => {
      data.page.paragraphs.en[0] = `**Bold claim** with [our contact page](/en/contact), *said* [here](https://example.com/a). ${data.page.paragraphs.en[0]}`;
      data.page.paragraphs.es[0] = `**Afirmación** con [contacto](/es/contacto). ${data.page.paragraphs.es[0]}`;
      data.page.summary = { en: "A drum screen summed up by its editor.", es: "" };
    });
    // The text area without script: the paragraphs come as one field, separated by blank lines.
    expect(fields("publish").find(([name]) => name === "page.paragraphs.en")![1]).toContain("\n\n");
    const published = await post(`/admin/content/${id}`, fields("publish"), cookies.admin);
    expect(published.status).toBe(302);
    const page = await (await get(drumPath("en"))).text();
    expect(page).toContain("<strong>Bold claim</strong> with ");
    expect(page).toMatch(/<a href="\/en\/contact"[^>]*>our contact page<\/a>/);
    expect(page).toMatch(/<a href="https:\/\/example.com\/a" rel="noopener noreferrer"[^>]*>here<\/a>/);
    expect(page).toContain("<em>said</em>");
    const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map((match) => match[1]!)
        .join("\n");
    expect(description(page)).toBe("A drum screen summed up by its editor.");
    expect(jsonLd(page)).toContain('"description":"A drum screen summed up by its editor."');
    // No Spanish summary yet: the first sentence of the first paragraph, without its markup.
    const spanish = await (await get(drumPath("es"))).text();
    expect(description(spanish)).toBe("Afirmación con contacto.");
    expect(jsonLd(spanish)).toContain('"description":"Afirmación con contacto."');
    for (const html of [page, spanish]) {
      expect(html).not.toMatch(/content="[^"]*\*\*/);
      expect(jsonLd(html)).not.toContain("**");
    }
    // The Spanish summary written: the product is no longer missing a translation.
    const translated = await form("product", "drum-screen", (data) => {
      data.page.summary.es = "Un tamiz de tambor resumido por su editor.";
    });
    expect((await post(`/admin/content/${id}`, translated.fields("publish"), cookies.admin)).status).toBe(
      302,
    );
    expect(description(await (await get(drumPath("es"))).text())).toBe(
      "Un tamiz de tambor resumido por su editor.",
    );
  });

  it("refuses a paragraph whose markup is broken, naming the field in the editor's language", async () => {
    const before = await revisionCount();
    const { id, fields } = await form("product", "drum-screen", (data) => {
      data.page.paragraphs.es[1] = "Un **texto sin cerrar";
      data.page.paragraphs.en[0] = "[A link](javascript:alert(1)) text";
    });
    const english = await (await post(`/admin/content/${id}`, fields("publish"), cookies.admin)).text();
    expect(english).toContain('href="#f-page-paragraphs-es"');
    expect(english).toContain('href="#f-page-paragraphs-en"');
    expect(english).toContain("Paragraph 2: A bold mark (**) is not closed.");
    expect(english).toContain("Paragraph 1: A link&#x27;s address must start with https://");
    const spanish = await (await post(`/es/admin/contenido/${id}`, fields("save"), cookies.admin)).text();
    expect(spanish).toContain("Párrafo 2: Una marca de negrita (**) no está cerrada.");
    // The form keeps the text as typed.
    expect(spanish).toContain("Un **texto sin cerrar");
    expect(await revisionCount()).toBe(before);
  });

  it("adds, moves and removes list entries without saving, also without script", async () => {
    const before = await revisionCount();
    const { id, fields } = await form("product", "drum-screen");
    const added = await post(`/admin/content/${id}`, fields("list:add:page.keyFacts.es"), cookies.admin);
    expect(added.status).toBe(200);
    const drum = (await item("product", "drum-screen")).published!.data as {
      page: { keyFacts: { es: string[] } };
    };
    const count = drum.page.keyFacts.es.length;
    expect(await added.text()).toContain(`name="page.keyFacts.es.${count}"`);
    const moved = await post(`/admin/content/${id}`, fields("list:down:page.gallery.0"), cookies.admin);
    const gallery = (drum as unknown as { page: { gallery: { alt: { en: string } }[] } }).page.gallery;
    const html = await moved.text();
    expect(html.indexOf(gallery[1]!.alt.en)).toBeLessThan(html.indexOf(gallery[0]!.alt.en));
    expect(await revisionCount()).toBe(before);
  });

  it("refuses a save from an older version (409), keeping the typed form and naming who saved", async () => {
    const first = await form("product", "drum-screen", (data) => (data.name.es = "Primero"));
    const second = await form("product", "drum-screen", (data) => (data.name.es = "Segundo"));
    expect((await post(`/admin/content/${first.id}`, first.fields("save"), cookies.admin)).status).toBe(302);
    const before = await revisionCount();
    const refused = await post(`/admin/content/${second.id}`, second.fields("publish"), cookies.admin);
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain("data-content-conflict");
    expect(html).toContain(ADMIN);
    expect(html).toContain('value="Segundo"');
    expect(html).toContain(`value="save-over:${first.version + 1}"`);
    expect(await revisionCount()).toBe(before);
    // "Keep my text": saved as a draft over the version the refusal showed.
    const kept = await post(
      `/admin/content/${second.id}`,
      second.fields(`save-over:${first.version + 1}`),
      cookies.admin,
    );
    expect(kept.status).toBe(302);
    expect(((await item("product", "drum-screen")).pending!.data as { name: { es: string } }).name.es).toBe(
      "Segundo",
    );
    // Discarding it opens the published version again.
    const current = await item("product", "drum-screen");
    expect(
      (
        await post(
          `/admin/content/${current.id}`,
          [
            ["version", String(current.latest.version)],
            ["intent", "discard"],
          ],
          cookies.admin,
        )
      ).status,
    ).toBe(302);
    expect((await item("product", "drum-screen")).pending).toBeUndefined();
  });

  it("flags items missing Spanish, and filters the list to them by a plain query", async () => {
    const { id, fields } = await form(
      "category",
      seedItems().find((entry) => entry.type === "category")!.key,
      (data) => {
        data.summary.es = "";
      },
    );
    expect((await post(`/admin/content/${id}`, fields("save"), cookies.admin)).status).toBe(302);
    const editor = await (await get(`/admin/content/${id}`, cookies.admin)).text();
    expect(editor).toMatch(/id="f-summary-es-missing"[^>]*>Spanish missing/);
    const filtered = await (await get("/admin/content?missing=1", cookies.admin)).text();
    expect(filtered).toContain("Spanish missing: 1 fields");
    expect(filtered).not.toContain('data-content-row="drum-screen"');
  });

  it("shows the history, compares two versions field by field, and restores one as a new version", async () => {
    const drum = await item("product", "drum-screen");
    const history = await (await get(`/admin/content/${drum.id}/history?from=1&to=2`, cookies.admin)).text();
    expect(history).toContain('data-version="1"');
    expect(history).toMatch(/<code[^>]*>page\.keyFacts\.es\.0<\/code>[\s\S]*?Dato clave editado/);
    const restored = await post(
      `/admin/content/${drum.id}/history`,
      [
        ["version", String(drum.latest.version)],
        ["restore", "1"],
      ],
      cookies.admin,
    );
    expect(restored.status).toBe(302);
    const after = await item("product", "drum-screen");
    expect(after.published!.version).toBe(drum.latest.version + 1);
    expect(after.published!.data).toEqual(seedItems().find((entry) => entry.key === "drum-screen")!.data);
    expect(await (await get(drumPath("es"))).text()).not.toContain("Dato clave editado");
  });
});
