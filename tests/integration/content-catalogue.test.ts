// The catalogue run from the back office, through the real server and its page cache, with the
// list page's forms posted as a browser without JavaScript posts them: an editor adds a product
// (a draft: nothing public until it is published), publishes it and sees it on its category's
// page; moves it up within its category; takes it off the site (its page answers 404 and the
// category, search and sitemap leave it out); deletes it. A slug another page already answers
// to, and an unknown category, are refused with the field named. Every change has its audit
// row. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, contentItems } from "~/.server/db/schema";
import { readContentItem } from "~/.server/content/revisions";
import { seedItems } from "~/.server/content/seed-items";
import { contentFormSpec, imageSourcesOf } from "~/features/content/content-form-spec.server";
import { formEntries } from "~/features/content/content-form";
import type { ContentType } from "~/lib/content/schemas";
import { accountServerEnv, STRONG_PASSWORD, signUp, signedInCookie, verificationLink } from "../support/auth";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { engine, startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

const ADMIN = "catalogue-admin@example.com";
let smtp: SmtpSink;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ env: accountServerEnv(smtp, { ADMIN_EMAILS: ADMIN }) });
  expect((await signUp(server.baseUrl, ADMIN, STRONG_PASSWORD)).status).toBe(200);
  await fetch(await verificationLink(smtp, ADMIN, server.baseUrl), { redirect: "manual" });
  admin = await signedInCookie(server.baseUrl, ADMIN, STRONG_PASSWORD);
}, deadline(60_000));
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const db = () => server.database.db;
const get = (path: string, cookie?: string) =>
  fetch(new URL(path, server.baseUrl), { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const post = (path: string, fields: [string, string][], cookie = admin) =>
  fetch(new URL(path, server.baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  });

async function itemId(type: ContentType, key: string): Promise<string | undefined> {
  const [row] = await db()
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  return row?.id;
}

// A test changes any field of the item.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = Record<string, any>;

/** The editor's form of an item as its page posts it, with `change` applied to its fields. */
async function editorForm(id: string, intent: string, change: (data: Fields) => void) {
  const current = (await readContentItem(db(), id))!;
  const data = structuredClone((current.pending ?? current.published)!.data) as Fields;
  change(data);
  const spec = contentFormSpec(current.type, imageSourcesOf(seedItems().map((entry) => entry.data)));
  return [["version", String(current.latest.version)], ["intent", intent], ...formEntries(spec, data)] as [
    string,
    string,
  ][];
}

/** The page's text, once the change has reached the page (PostgreSQL notifies a moment after the commit). */
async function eventually(path: string, check: (status: number, body: string) => boolean) {
  let last = "";
  await expect
    .poll(
      async () => {
        const res = await get(path);
        last = await res.text();
        return check(res.status, last);
      },
      { timeout: deadline(10_000) },
    )
    .toBe(true);
  return last;
}

const audits = async (entityId: string) =>
  (await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId))).map(
    (row) => row.action,
  );

describe(`the catalogue in the back office (${engine})`, () => {
  it(
    "adds a product as a draft, publishes it onto its category, moves it, unpublishes and deletes it",
    async () => {
      // Warm the category page in the cache first: the changes must reach a cached page.
      await eventually("/screening-equipment?all=1", (status) => status === 200);

      const added = await post("/admin/content", [
        ["intent", "add-product"],
        ["nameEn", "Step Screen Compact"],
        ["nameEs", "Tamiz escalonado compacto"],
        ["categoryId", "screening-equipment"],
      ]);
      expect(added.status).toBe(302);
      const id = (await itemId("product", "step-screen-compact"))!;
      expect(id).toBeTruthy();
      expect(added.headers.get("location")).toBe(`/admin/content/${id}?done=created`);
      const editor = await (await get(`/admin/content/${id}?done=created`, admin)).text();
      expect(editor).toContain("Product added as a draft.");
      // A draft: the public site does not know it.
      expect((await get("/screening-equipment?all=1")).status).toBe(200);
      expect(await (await get("/screening-equipment?all=1")).text()).not.toContain("Step Screen Compact");

      // Published with a page of its own: its page answers, its category lists it (last).
      const published = await post(
        `/admin/content/${id}`,
        await editorForm(id, "publish", (data) => {
          data.page = {
            summary: { en: "A compact step screen for small plants.", es: "Un tamiz escalonado compacto." },
            paragraphs: {
              en: ["A compact step screen for small plants."],
              es: ["Un tamiz escalonado compacto."],
            },
            keyFacts: { en: [], es: [] },
            mainImage: { ...data.image },
            gallery: [],
          };
        }),
      );
      expect(published.status).toBe(302);
      const page = await eventually("/step-screen-compact", (status) => status === 200);
      expect(page).toContain("A compact step screen for small plants.");
      const spanish = await eventually("/es/tamiz-escalonado-compacto", (status) => status === 200);
      expect(spanish).toContain("Tamiz escalonado compacto");
      const category = await eventually("/screening-equipment?all=1", (_, body) =>
        body.includes("Step Screen Compact"),
      );
      const names = (body: string) =>
        [...body.matchAll(/<h3[^>]*>\s*<a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]!);
      const order = names(category);
      expect(order.at(-1)).toBe("Step Screen Compact");
      const neighbour = order.at(-2)!;
      expect(await sitemapText()).toContain("step-screen-compact");

      // Moved up: it comes before its neighbour now.
      const moved = await post("/admin/content", [
        ["intent", "move-up"],
        ["itemId", id],
      ]);
      expect(moved.status).toBe(302);
      expect(moved.headers.get("location")).toBe(`/admin/content?done=moved#item-${id}`);
      const reordered = await eventually("/screening-equipment?all=1", (_, body) => {
        const now = names(body);
        return now.indexOf("Step Screen Compact") === now.indexOf(neighbour) - 1;
      });
      expect(names(reordered)).toHaveLength(order.length);
      const list = await (await get("/admin/content", admin)).text();
      expect(list).toContain(`id="item-${id}"`);

      // Unpublished: its page is gone, its category and search leave it out; its history stays.
      const unpublished = await post("/es/admin/contenido", [
        ["intent", "unpublish"],
        ["itemId", id],
      ]);
      expect(unpublished.status).toBe(302);
      expect(unpublished.headers.get("location")).toBe(`/es/admin/contenido?done=unpublished#item-${id}`);
      await eventually("/step-screen-compact", (status) => status === 404);
      await eventually("/screening-equipment?all=1", (_, body) => !body.includes("Step Screen Compact"));
      expect(await sitemapText()).not.toContain("step-screen-compact");
      const search = await (await get("/search?q=compact")).text();
      expect(search).not.toContain("/step-screen-compact");
      expect((await readContentItem(db(), id))!.published).toBeUndefined();

      // Deleted: gone from the back office too.
      const deleted = await post("/admin/content", [
        ["intent", "delete"],
        ["itemId", id],
      ]);
      expect(deleted.status).toBe(302);
      expect(await itemId("product", "step-screen-compact")).toBeUndefined();
      expect(await (await get("/admin/content?done=deleted", admin)).text()).toContain("Product deleted.");

      expect(await audits(id)).toEqual(
        expect.arrayContaining([
          "content.create",
          "content.publish",
          "content.move",
          "content.unpublish",
          "content.delete",
        ]),
      );
    },
    deadline(60_000),
  );

  it("saves a service of 20 paragraphs of 4,900 characters in each language; a visitor's post of that size is refused at 64 KB", async () => {
    const key = seedItems().find((entry) => entry.type === "service")!.key;
    const id = (await itemId("service", key))!;
    const english = "Screens, grit and sludge: every stage of the plant, sized for its flow. ";
    const spanish = "Tamices, arena y lodos: cada etapa de la planta, a la medida de su caudal. ";
    const long = (text: string, n: number) => `${n} ${text.repeat(100)}`.slice(0, 4_900).trim();
    const form = await editorForm(id, "save", (data) => {
      data.intro = {
        en: Array.from({ length: 20 }, (_, n) => long(english, n)),
        es: Array.from({ length: 20 }, (_, n) => long(spanish, n)),
      };
    });
    const body = new URLSearchParams(form).toString();
    expect(body.length).toBeGreaterThan(200 * 1024);
    const saved = await post(`/admin/content/${id}`, form);
    expect(saved.status).toBe(302);
    const stored = (await readContentItem(db(), id))!;
    const intro = (stored.pending!.data as Fields).intro as { en: string[]; es: string[] };
    expect(intro.en).toHaveLength(20);
    expect(intro.es[19]).toBe(long(spanish, 19));

    const anonymous = await fetch(new URL(`/admin/content/${id}`, server.baseUrl), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(anonymous.status).toBe(413);
    expect(await anonymous.text()).toContain("more than 64 KB");
  });

  it("refuses a slug another page answers to, an unknown category and a nameless product, keeping the form", async () => {
    const drum = (await itemId("product", "drum-screen"))!;
    const taken = await post(
      `/admin/content/${drum}`,
      await editorForm(drum, "publish", (data) => {
        data.slug = { en: "about-us", es: "sobre-nosotros" };
      }),
    );
    expect(taken.status).toBe(400);
    const body = await taken.text();
    expect(body).toContain("Another page already has this address: /about-us.");
    expect(body).toContain("Another page already has this address: /es/sobre-nosotros.");
    expect((await get("/drum-screen")).status).toBe(200);

    const unknown = await post(
      `/es/admin/contenido/${drum}`,
      await editorForm(drum, "save", (data) => {
        data.categoryId = "no-such-category";
      }),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Elija una de las categorías del sitio.");

    const nameless = await post("/es/admin/contenido", [
      ["intent", "add-product"],
      ["nameEn", ""],
      ["nameEs", "Sin nombre inglés"],
      ["categoryId", "screening-equipment"],
    ]);
    expect(nameless.status).toBe(400);
    const refused = await nameless.text();
    expect(refused).toContain("Sin nombre inglés");
    const noCategory = await post("/admin/content", [
      ["intent", "add-product"],
      ["nameEn", "Orphan"],
      ["categoryId", "no-such-category"],
    ]);
    expect(noCategory.status).toBe(400);
    expect(await noCategory.text()).toContain("Choose one of the site&#x27;s categories.");
    expect(await itemId("product", "orphan")).toBeUndefined();
  });

  it("refuses a slug the server keeps for itself, in either language, for a draft and a publish alike", async () => {
    const drum = (await itemId("product", "drum-screen"))!;
    for (const [slug, intent] of [
      [{ en: "es", es: "healthz" }, "publish"],
      [{ en: "readyz", es: "api" }, "save"],
      [{ en: "assets", es: "sitemaps" }, "publish"],
    ] as const) {
      const refused = await post(
        `/admin/content/${drum}`,
        await editorForm(drum, intent, (data) => {
          data.slug = slug;
        }),
      );
      expect(refused.status, slug.en).toBe(400);
      const body = await refused.text();
      expect(body).toContain(`The site keeps /${slug.en} for its own use. Choose another address.`);
      expect(body).toContain(`The site keeps /es/${slug.es} for its own use. Choose another address.`);
    }
    const spanish = await post(
      `/es/admin/contenido/${drum}`,
      await editorForm(drum, "publish", (data) => {
        data.slug = { en: "robots", es: "tamiz-de-tambor-rotativo" };
      }),
    );
    expect(spanish.status).toBe(400);
    expect(await spanish.text()).toContain(
      "El sitio reserva /robots para su propio uso. Elija otra dirección.",
    );
    // Nothing was saved: the newest version still has the product's own addresses.
    expect(((await readContentItem(db(), drum))!.latest.data as { slug: unknown }).slug).toEqual({
      en: "drum-screen",
      es: "tamiz-de-tambor-rotativo",
    });
    expect((await get("/drum-screen")).status).toBe(200);
    expect((await get("/healthz")).status).toBe(200);
  });

  it("makes a new product's address from its name, never one the server keeps or another page has", async () => {
    for (const [nameEn, nameEs, en, es] of [
      ["Healthz", "API", "healthz-2", "api-2"],
      ["Contact", "Contacto", "contact-2", "contacto-2"],
    ] as const) {
      const added = await post("/admin/content", [
        ["intent", "add-product"],
        ["nameEn", nameEn],
        ["nameEs", nameEs],
        ["categoryId", "screening-equipment"],
      ]);
      expect(added.status, nameEn).toBe(302);
      const id = (await itemId("product", en))!;
      expect(id, nameEn).toBeTruthy();
      const draft = (await readContentItem(db(), id))!.latest.data as { slug: { en: string; es: string } };
      expect(draft.slug).toEqual({ en, es });
    }
  });

  it("gives a page the title, description and keywords an editor wrote for search engines, the page's own otherwise", async () => {
    const drum = (await itemId("product", "drum-screen"))!;
    const before = await (await get("/drum-screen")).text();
    expect(before).toContain("<title>Drum Screen |");
    const saved = await post(
      `/admin/content/${drum}`,
      await editorForm(drum, "publish", (data) => {
        data.meta = {
          title: { en: "Rotary Drum Screens for Inlet Works", es: "" },
          description: {
            en: "Fine screening for municipal inlets, 0.5 to 6 mm.",
            es: "Desbaste fino, 0,5 a 6 mm.",
          },
          keywords: { en: "drum screen, fine screen", es: "tamiz de tambor" },
        };
      }),
    );
    expect(saved.status).toBe(302);
    const english = await eventually("/drum-screen", (_, body) => body.includes("Rotary Drum Screens"));
    expect(english).toContain("<title>Rotary Drum Screens for Inlet Works |");
    expect(english).toContain(
      'name="description" content="Fine screening for municipal inlets, 0.5 to 6 mm."',
    );
    expect(english).toContain('name="keywords" content="drum screen, fine screen"');
    // The page itself keeps its name as its heading.
    expect(english).toMatch(/<h1[^>]*>Drum Screen<\/h1>/);
    // No Spanish title given: the English one stands in; the Spanish description is used.
    const spanish = await eventually("/es/tamiz-de-tambor-rotativo", (_, body) =>
      body.includes("Rotary Drum Screens"),
    );
    expect(spanish).toContain('name="description" content="Desbaste fino, 0,5 a 6 mm."');
    expect(spanish).toContain('name="keywords" content="tamiz de tambor"');
  });

  it("gives the fixed pages (home, about, certificates, catalogs, contact) an editor's words for search engines", async () => {
    const pages = [
      { type: "home", path: "/", es: "/es" },
      { type: "about", path: "/about-us", es: "/es/sobre-nosotros" },
      { type: "certificates", path: "/certificates", es: "/es/certificados" },
      { type: "catalogs", path: "/catalogs", es: "/es/catalogos" },
      { type: "contact-page", path: "/contact", es: "/es/contacto" },
    ] as const;
    for (const { type, path, es } of pages) {
      const id = (await itemId(type, type))!;
      const before = await (await get(path)).text();
      expect(before, path).not.toContain(`Own title of ${type}`);
      const saved = await post(
        `/admin/content/${id}`,
        await editorForm(id, "publish", (data) => {
          data.meta = {
            title: { en: `Own title of ${type}`, es: `Título propio de ${type}` },
            description: { en: `Own description of ${type}.`, es: "" },
            keywords: { en: `${type}, water`, es: `${type}, agua` },
          };
        }),
      );
      expect(saved.status, type).toBe(302);
      const english = await eventually(path, (_, body) => body.includes(`Own title of ${type}`));
      expect(english).toContain(`<title>Own title of ${type} |`);
      expect(english).toContain(`name="description" content="Own description of ${type}."`);
      expect(english).toContain(`name="keywords" content="${type}, water"`);
      // No Spanish description: the page's own Spanish one stays.
      const spanish = await eventually(es, (_, body) => body.includes(`Título propio de ${type}`));
      expect(spanish).toContain(`name="keywords" content="${type}, agua"`);
      expect(spanish).not.toContain(`Own description of ${type}`);
    }
  });

  it("links a catalog card's uploaded PDF once published; a file that is not a whole PDF is refused with nothing lost", async () => {
    const id = (await itemId("catalogs", "catalogs"))!;
    const card = "product-catalog";
    const send = async (file: Blob, name: string, cardId = card, language = "en", intent = "save") => {
      const body = new FormData();
      for (const [field, value] of await editorForm(id, intent, () => {})) body.append(field, value);
      body.set("documentCard", cardId);
      body.set("documentLocale", language);
      body.set("documentUpload", file, name);
      return fetch(new URL(`/admin/content/${id}`, server.baseUrl), {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: admin },
        body,
      });
    };
    const pdf = (text: string) =>
      new Blob([`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`], {
        type: "application/pdf",
      });
    // Refused, each with its reason; nothing stored, the draft untouched.
    const versionBefore = (await readContentItem(db(), id))!.latest.version;
    for (const [file, name, text] of [
      [new Blob(["<html><body>not a pdf</body></html>"]), "brochure.pdf", "This file is not a PDF."],
      [new Blob(["%PDF-1.4\n1 0 obj << >> endobj\n"]), "cut.pdf", "This PDF is incomplete"],
    ] as const) {
      const res = await send(file, name);
      expect(res.status, name).toBe(400);
      expect(await res.text(), name).toContain(text);
    }
    const otherCard = await send(pdf("x"), "x.pdf", "no-such-card");
    expect(otherCard.status).toBe(400);
    expect(await otherCard.text()).toContain("Choose one of this page&#x27;s cards.");
    expect((await readContentItem(db(), id))!.latest.version).toBe(versionBefore);

    // Uploaded: saved in a draft on the card; the public page is unchanged until published.
    const saved = await send(pdf("English catalog"), "catalog-en.pdf");
    expect(saved.status).toBe(302);
    const draft = (await readContentItem(db(), id))!.pending!.data as Fields;
    const file = draft.cards.find((entry: Fields) => entry.id === card).documentFile.en as string;
    expect(file).toMatch(/^product-catalog-upload-en-[0-9a-f]{12}\.pdf$/);
    expect(await (await get("/catalogs")).text()).not.toContain("-upload-");

    const published = await post(`/admin/content/${id}`, await editorForm(id, "publish", () => {}));
    expect(published.status).toBe(302);
    const english = await eventually("/catalogs", (_, body) => body.includes(`/documents/${file}`));
    expect(english).toContain(`href="/documents/${file}"`);
    // No Spanish PDF yet: the Spanish page links the English one.
    const spanish = await eventually("/es/catalogos", (_, body) => body.includes(`/documents/${file}`));
    expect(spanish).toContain(`href="/documents/${file}"`);
    const served = await get(`/documents/${file}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await served.text()).toContain("English catalog");

    // A name typed by hand that is not a stored upload of this card is refused.
    const typed = await post(
      `/admin/content/${id}`,
      await editorForm(id, "save", (data) => {
        data.cards.find((entry: Fields) => entry.id === card).documentFile.es =
          "product-catalog-upload-es-0123456789ab.pdf";
      }),
    );
    expect(typed.status).toBe(400);
    expect(await typed.text()).toContain("No PDF of this card is stored under this name.");
  });

  it("names a new product's address after its name, never taking another's", async () => {
    const first = await post("/admin/content", [
      ["intent", "add-product"],
      ["nameEn", "Drum Screen"],
      ["nameEs", ""],
      ["categoryId", "screening-equipment"],
    ]);
    expect(first.status).toBe(302);
    const id = (await itemId("product", "drum-screen-2"))!;
    const item = (await readContentItem(db(), id))!;
    expect(item.latest.state).toBe("draft");
    expect((item.latest.data as { slug: { en: string } }).slug.en).toBe("drum-screen-2");
  });
});

/** Every sitemap file's text (the index names them). */
async function sitemapText(): Promise<string> {
  const index = await (await get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>([^<]+\.xml)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const texts = await Promise.all(files.map(async (file) => (await get(file)).text()));
  return [index, ...texts].join("\n");
}
