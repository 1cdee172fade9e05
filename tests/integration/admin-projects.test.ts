// Project references in the back office, through the real server, the forms posted as a browser
// without JavaScript posts them: one added from the content list (its errors beside the fields
// in both languages, the typed values kept; then a draft opened in the editor), edited in the
// content editor (products and services chosen by name, the sector's rules, a latitude typed
// the Spanish way, a body's script dropped, the services' list buttons), previewed as a draft,
// published, unpublished and deleted from the list (which deletes no other type); and its texts
// in the translations overview and the XLIFF export. On PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentItem, saveDraft } from "~/.server/content/revisions";
import { contentItems } from "~/.server/db/schema";
import { contentFormSpec } from "~/features/content/content-form-spec.server";
import { formEntries } from "~/features/content/content-form";
import type { ContentData, ContentType } from "~/lib/content/schemas";
import { auditRows, getPage, startAdminWorld, type AdminWorld } from "../support/admin";
import { deadline } from "../support/deadline";
import { engine } from "../support/test-server";

let world: AdminWorld;

beforeAll(async () => {
  world = await startAdminWorld();
}, deadline(60_000));
afterAll(async () => {
  await world?.stop();
});

type Project = ContentData<"project">;
// A test changes any field of the item, numbers typed as text among them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = Record<string, any>;

const get = (path: string) => getPage(world.server.baseUrl, path, world.admin.cookie);
const post = (path: string, fields: [string, string][]) =>
  fetch(new URL(path, world.server.baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: world.admin.cookie },
    body: new URLSearchParams(fields).toString(),
  });

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The opening tag of the form control named `name`. */
function control(html: string, name: string): string {
  const tag = new RegExp(`<(?:input|select|textarea)\\b[^>]*\\bname="${escapeRegExp(name)}"[^>]*>`).exec(
    html,
  );
  if (!tag) throw new Error(`no control named ${name}`);
  return tag[0];
}

/** The error shown beside the control named `name` (tied to it by its id), if any. */
function errorBeside(html: string, name: string): string | undefined {
  const tag = control(html, name);
  const id = /\bid="([^"]+)"/.exec(tag)?.[1];
  if (!id || !tag.includes('aria-invalid="true"')) return undefined;
  const error = new RegExp(`<p id="${escapeRegExp(id)}-error"[^>]*>([^<]*)</p>`).exec(html);
  return error ? decode(error[1]!) : undefined;
}

/** A select's options (value and words) and the one chosen, as the server's HTML has them. */
function selectOf(html: string, name: string) {
  const start = html.indexOf(control(html, name));
  const body = html.slice(start, html.indexOf("</select>", start));
  const options = [...body.matchAll(/<option value="([^"]*)"([^>]*)>([^<]*)<\/option>/g)].map((match) => ({
    value: decode(match[1]!),
    label: decode(match[3]!),
    selected: /\bselected\b/.test(match[2]!),
  }));
  return { options, chosen: options.find((option) => option.selected)?.value };
}

/** The text box's value as the server's HTML has it. */
const valueOf = (html: string, name: string) =>
  decode(/\bvalue="([^"]*)"/.exec(control(html, name))?.[1] ?? "");

async function itemId(type: ContentType, key: string): Promise<string | undefined> {
  const [row] = await world.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  return row?.id;
}

/** The editor's form of an item as its page posts it, with `change` applied to its fields. */
async function editorForm(id: string, intent: string, change: (data: Fields) => void) {
  const current = (await readContentItem(world.db, id))!;
  const data = structuredClone((current.pending ?? current.published ?? current.latest).data) as Fields;
  change(data);
  const spec = contentFormSpec(current.type, []);
  return [["version", String(current.latest.version)], ["intent", intent], ...formEntries(spec, data)] as [
    string,
    string,
  ][];
}

/** The item's newest fields. */
async function newest(id: string): Promise<Project> {
  const item = (await readContentItem(world.db, id))!;
  return (item.pending ?? item.published ?? item.latest).data as Project;
}

/** The page once the change has reached it (PostgreSQL notifies a moment after the commit). */
async function eventually(path: string, check: (status: number, body: string) => boolean) {
  let last = "";
  await expect
    .poll(
      async () => {
        const res = await getPage(world.server.baseUrl, path);
        last = await res.text();
        return check(res.status, last);
      },
      { timeout: deadline(10_000) },
    )
    .toBe(true);
  return last;
}

const addForm = (fields: Partial<Record<string, string>>): [string, string][] =>
  Object.entries({
    intent: "add-project",
    titleEn: "",
    titleEs: "",
    clientType: "municipal",
    country: "ES",
    cityEn: "",
    year: "",
    capacity: "",
    ...fields,
  }).map(([name, value]) => [name, value ?? ""]);

// Seed items the references name: published, so the editor offers them.
const PRODUCT = { key: "basket-screen", en: "Basket Screen", es: "Cesta de desbaste" };
const SERVICE = { key: "wastewater-treatment", en: "Wastewater Treatment" };
const OTHER_SERVICE = "drinking-water-treatment";

const TITLE = { en: "Riverside Test Plant Omega", es: "Planta de prueba Ribera Omega" };
let projectId = "";

describe(`project references in the back office (${engine})`, () => {
  it("lists the group with its add form, and refuses a bad add beside each field, in both languages", async () => {
    const list = await (await get("/admin/content")).text();
    // The list's type filter offers them, and its add form comes with the list.
    expect(list).toMatch(/<option value="project">Project references<\/option>/);
    expect(list).toContain("Add a project reference");
    // Countries by name in the editor's language, in its order, after the empty choice.
    const countries = selectOf(list, "country").options;
    expect(countries[0]).toEqual({ value: "", label: "— Choose a country —", selected: true });
    expect(countries).toContainEqual({ value: "ES", label: "Spain", selected: false });
    expect(selectOf(list, "clientType").options.map((option) => option.label)).toEqual([
      "Municipal",
      "Industrial",
      "Private",
    ]);

    const en = await post("/admin/content", addForm({ cityEn: "Seville", year: "2019", capacity: "12,5" }));
    expect(en.status).toBe(400);
    const enHtml = await en.text();
    expect(errorBeside(enHtml, "titleEn")).toBe("Enter this field.");
    expect(errorBeside(enHtml, "capacity")).toBe("Enter a whole number.");
    expect(errorBeside(enHtml, "cityEn")).toBeUndefined();
    expect(errorBeside(enHtml, "year")).toBeUndefined();
    // What was typed is kept, and the form stays open.
    expect(valueOf(enHtml, "cityEn")).toBe("Seville");
    expect(valueOf(enHtml, "capacity")).toBe("12,5");
    expect(selectOf(enHtml, "country").chosen).toBe("ES");
    expect(enHtml).toMatch(/<details[^>]*open=""[^>]*>\s*<summary[^>]*>Add a project reference/);

    const es = await post(
      "/es/admin/contenido",
      addForm({ titleEs: "Solo en español", cityEn: "", country: "", year: "1900", capacity: "mucho" }),
    );
    expect(es.status).toBe(400);
    const esHtml = await es.text();
    expect(errorBeside(esHtml, "titleEn")).toBe("Rellene este campo.");
    expect(errorBeside(esHtml, "capacity")).toBe("Escriba un número entero.");
    expect(errorBeside(esHtml, "cityEn")).toBe("Rellene este campo.");
    expect(errorBeside(esHtml, "country")).toBe("Elija una de las opciones.");
    expect(errorBeside(esHtml, "year")).toBe("Escriba 1950 o más.");
    expect(valueOf(esHtml, "titleEs")).toBe("Solo en español");
    expect(selectOf(esHtml, "country").options).toContainEqual({
      value: "DE",
      label: "Alemania",
      selected: false,
    });
    expect(await itemId("project", "solo-en-espanol")).toBeUndefined();
  });

  it("adds a draft from the list, its capacity typed with thousands grouped, and opens it in the editor", async () => {
    const added = await post(
      "/admin/content",
      addForm({
        titleEn: TITLE.en,
        titleEs: TITLE.es,
        clientType: "municipal",
        country: "ES",
        cityEn: "Seville",
        year: "2019",
        capacity: "12 000",
      }),
    );
    expect(added.status).toBe(302);
    projectId = (await itemId("project", "riverside-test-plant-omega"))!;
    expect(projectId).toBeTruthy();
    expect(added.headers.get("location")).toBe(`/admin/content/${projectId}?done=created`);
    const item = (await readContentItem(world.db, projectId))!;
    expect(item.published).toBeUndefined();
    expect(item.latest.state).toBe("draft");
    expect(item.latest.data).toEqual({
      slug: { en: "riverside-test-plant-omega", es: "planta-de-prueba-ribera-omega" },
      title: TITLE,
      summary: TITLE,
      body: { en: "", es: "" },
      clientType: "municipal",
      country: "ES",
      city: { en: "Seville", es: "" },
      year: 2019,
      capacity: 12000,
      products: [],
      services: [],
      photos: [],
    });
    expect(await auditRows(world.db, projectId)).toMatchObject([
      {
        action: "content.create",
        actor_email: world.admin.email,
        after: { type: "project", key: "riverside-test-plant-omega", version: 1, state: "draft" },
      },
    ]);
    const editor = await (await get(`/admin/content/${projectId}?done=created`)).text();
    expect(editor).toContain("Project reference added as a draft.");
    expect(valueOf(editor, "capacity")).toBe("12000");
    // An optional choice starts empty; the country by its name.
    expect(selectOf(editor, "sector")).toMatchObject({ chosen: "" });
    expect(selectOf(editor, "sector").options[0]).toMatchObject({ value: "", label: "— None —" });
    expect(selectOf(editor, "country").options.find((option) => option.value === "ES")).toMatchObject({
      label: "Spain",
      selected: true,
    });
    // The list has it, with Delete and without Unpublish (it is not on the site).
    const list = await (await get("/admin/content")).text();
    const row = list.slice(list.indexOf('data-content-row="riverside-test-plant-omega"'));
    expect(row.slice(0, row.indexOf("</tr>"))).toContain("Delete");
    expect(row.slice(0, row.indexOf("</tr>"))).not.toContain("Unpublish");

    // The same title again, in Spanish, for an industrial client: a key of its own, a sector
    // to start from, the Spanish address from the English one when no Spanish title is given.
    const again = await post(
      "/es/admin/contenido",
      addForm({
        titleEn: TITLE.en,
        clientType: "industrial",
        country: "MX",
        cityEn: "Monterrey",
        year: "2150",
        capacity: "1.500",
      }),
    );
    expect(again.status).toBe(400);
    expect(errorBeside(await again.text(), "year")).toBe("Escriba 2100 o menos.");
    const second = await post(
      "/es/admin/contenido",
      addForm({
        titleEn: TITLE.en,
        clientType: "industrial",
        country: "MX",
        cityEn: "Monterrey",
        year: "2021",
        capacity: "1.500",
      }),
    );
    expect(second.status).toBe(302);
    const secondId = (await itemId("project", "riverside-test-plant-omega-2"))!;
    expect(second.headers.get("location")).toBe(`/es/admin/contenido/${secondId}?done=created`);
    expect(await newest(secondId)).toMatchObject({
      slug: { en: "riverside-test-plant-omega-2", es: "riverside-test-plant-omega-2" },
      clientType: "industrial",
      sector: "other-industry",
      capacity: 1500,
    });
    expect(await (await get(`/es/admin/contenido/${secondId}?done=created`)).text()).toContain(
      "Referencia de proyecto añadida como borrador.",
    );
  });

  it("offers the site's products and services by name, and rearranges the services' list", async () => {
    // A list button adds an entry: the form comes back with a product's select, nothing saved.
    const withProduct = await post(
      `/admin/content/${projectId}`,
      await editorForm(projectId, "list:add:products", () => {}),
    );
    expect(withProduct.status).toBe(200);
    const html = await withProduct.text();
    const products = selectOf(html, "products.0.productId").options;
    expect(products).toContainEqual({ value: PRODUCT.key, label: PRODUCT.en, selected: false });
    // More than twenty: in the order of their names.
    const names = products.map((option) => option.label);
    expect(names.length).toBeGreaterThan(20);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    expect(control(html, "products.0.quantity")).toMatch(/inputmode="numeric"/i);
    expect(control(html, "coordinates.latitude")).toMatch(/inputmode="decimal"/i);
    const spanish = await (
      await post(
        `/es/admin/contenido/${projectId}`,
        await editorForm(projectId, "list:add:products", () => {}),
      )
    ).text();
    expect(selectOf(spanish, "products.0.productId").options).toContainEqual({
      value: PRODUCT.key,
      label: PRODUCT.es,
      selected: false,
    });
    expect((await newest(projectId)).products).toEqual([]);

    // A list of plain choices: added, moved up, removed.
    const addedService = await (
      await post(`/admin/content/${projectId}`, await editorForm(projectId, "list:add:services", () => {}))
    ).text();
    expect(
      selectOf(addedService, "services.0").options.map(({ value, label }) => [value, label]),
    ).toContainEqual([SERVICE.key, SERVICE.en]);
    const two = await editorForm(projectId, "list:up:services.1", (data) => {
      data.services = [SERVICE.key, OTHER_SERVICE];
    });
    const moved = await (await post(`/admin/content/${projectId}`, two)).text();
    expect(selectOf(moved, "services.0").chosen).toBe(OTHER_SERVICE);
    expect(selectOf(moved, "services.1").chosen).toBe(SERVICE.key);
    expect(moved).toContain('value="list:down:services.0"');
    expect(moved).toContain('value="list:remove:services.1"');
    const removed = await (
      await post(
        `/admin/content/${projectId}`,
        await editorForm(projectId, "list:remove:services.0", (data) => {
          data.services = [OTHER_SERVICE, SERVICE.key];
        }),
      )
    ).text();
    expect(selectOf(removed, "services.0").chosen).toBe(SERVICE.key);
    expect(() => control(removed, "services.1")).toThrow();
  });

  it("keeps to the sector's rules, reads a Spanish decimal, and saves the products and services chosen", async () => {
    const choose = (data: Fields) => {
      data.products = [{ productId: PRODUCT.key, quantity: "2" }];
      data.services = [SERVICE.key];
      data.coordinates = { latitude: "40,4168", longitude: "-3,7038" };
    };
    const industrial = await post(
      `/admin/content/${projectId}`,
      await editorForm(projectId, "save", (data) => {
        choose(data);
        data.clientType = "industrial";
      }),
    );
    expect(industrial.status).toBe(400);
    const industrialHtml = await industrial.text();
    expect(errorBeside(industrialHtml, "sector")).toBe("Choose the industrial client's sector.");
    // The form comes back as typed.
    expect(valueOf(industrialHtml, "coordinates.latitude")).toBe("40.4168");

    const municipal = await post(
      `/es/admin/contenido/${projectId}`,
      await editorForm(projectId, "save", (data) => {
        choose(data);
        data.sector = "dairy";
      }),
    );
    expect(municipal.status).toBe(400);
    expect(errorBeside(await municipal.text(), "sector")).toBe(
      "El sector es solo para un cliente industrial: déjelo vacío.",
    );
    expect((await newest(projectId)).coordinates).toBeUndefined();

    const saved = await post(
      `/admin/content/${projectId}`,
      await editorForm(projectId, "save", (data) => {
        choose(data);
        data.clientType = "industrial";
        data.sector = "dairy";
      }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/content/${projectId}?done=saved`);
    expect(await newest(projectId)).toMatchObject({
      clientType: "industrial",
      sector: "dairy",
      coordinates: { latitude: 40.4168, longitude: -3.7038 },
      products: [{ productId: PRODUCT.key, quantity: 2 }],
      services: [SERVICE.key],
    });
    // The editor shows the products and services chosen by name.
    const editor = await (await get(`/admin/content/${projectId}`)).text();
    expect(selectOf(editor, "products.0.productId")).toMatchObject({ chosen: PRODUCT.key });
    expect(selectOf(editor, "products.0.productId").options).toContainEqual({
      value: PRODUCT.key,
      label: PRODUCT.en,
      selected: true,
    });
    expect(selectOf(editor, "services.0").options).toContainEqual({
      value: SERVICE.key,
      label: SERVICE.en,
      selected: true,
    });
  });

  it("saves a body without its script, as for every type's rich text", async () => {
    const saved = await post(
      `/admin/content/${projectId}`,
      await editorForm(projectId, "save", (data) => {
        data.body = {
          en: '<p>Clean water <strong>daily</strong>.</p><script>alert("x")</script><p onclick="steal()">Two lines.</p>',
          es: "<p>Agua limpia.</p><script>alert(1)</script>",
        };
      }),
    );
    expect(saved.status).toBe(302);
    const { body } = await newest(projectId);
    expect(body.en).toContain("<strong>daily</strong>");
    expect(body.en).toContain("Two lines.");
    expect(body.en).not.toMatch(/script|alert|onclick/);
    expect(body.es).toContain("Agua limpia.");
    expect(body.es).not.toMatch(/script|alert/);
  });

  it("previews the draft on its page in each language, the public address unknown meanwhile", async () => {
    const en = await get("/admin/content-preview/project/riverside-test-plant-omega/en");
    expect(en.status).toBe(200);
    const html = await en.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE.en}</h1>`));
    expect(html).toContain("Clean water");
    expect(html).toContain(PRODUCT.en);
    expect(html).not.toMatch(/<script\b/);
    const es = await (await get("/admin/content-preview/project/riverside-test-plant-omega/es")).text();
    expect(es).toMatch(new RegExp(`<h1[^>]*>${TITLE.es}</h1>`));
    // The editor links its preview.
    const editor = await (await get(`/admin/content/${projectId}`)).text();
    expect(editor).toContain('href="/admin/content-preview/project/riverside-test-plant-omega/en"');
    expect((await getPage(world.server.baseUrl, "/projects/riverside-test-plant-omega")).status).toBe(404);
  });

  it("publishes it, unpublishes it and deletes it from the list, which deletes no other type", async () => {
    const published = await post(
      `/admin/content/${projectId}`,
      await editorForm(projectId, "publish", () => {}),
    );
    expect(published.status).toBe(302);
    expect(published.headers.get("location")).toBe(`/admin/content/${projectId}?done=published`);
    await eventually(
      "/projects/riverside-test-plant-omega",
      (status, body) => status === 200 && body.includes(TITLE.en),
    );
    await eventually(
      "/es/proyectos/planta-de-prueba-ribera-omega",
      (status, body) => status === 200 && body.includes(TITLE.es),
    );
    const list = await (await get("/admin/content")).text();
    const row = list.slice(list.indexOf('data-content-row="riverside-test-plant-omega"'));
    expect(row.slice(0, row.indexOf("</tr>"))).toContain("Unpublish");

    const unpublished = await post("/admin/content", [
      ["intent", "unpublish"],
      ["itemId", projectId],
    ]);
    expect(unpublished.status).toBe(302);
    expect(unpublished.headers.get("location")).toBe(`/admin/content?done=unpublished#item-${projectId}`);
    await eventually("/projects/riverside-test-plant-omega", (status) => status === 404);
    expect((await readContentItem(world.db, projectId))!.published).toBeUndefined();

    // A service is no row to delete: refused, and still there.
    const service = (await itemId("service", SERVICE.key))!;
    const refused = await post("/admin/content", [
      ["intent", "delete"],
      ["itemId", service],
    ]);
    expect(refused.status).toBe(404);
    expect(await itemId("service", SERVICE.key)).toBe(service);

    const deleted = await post("/es/admin/contenido", [
      ["intent", "delete"],
      ["itemId", projectId],
    ]);
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/es/admin/contenido?done=projectDeleted");
    expect(await (await get("/es/admin/contenido?done=projectDeleted")).text()).toContain(
      "Referencia de proyecto eliminada.",
    );
    expect(await itemId("project", "riverside-test-plant-omega")).toBeUndefined();
    expect((await auditRows(world.db, projectId)).map((row) => row.action)).toEqual([
      "content.create",
      "content.save_draft",
      "content.save_draft",
      "content.publish",
      "content.unpublish",
      "content.delete",
    ]);
  });

  it("has its texts in the translations overview and the XLIFF export, its address not", async () => {
    const id = (await itemId("project", "riverside-test-plant-omega-2"))!;
    const current = (await readContentItem(world.db, id))!;
    const data: Project = {
      ...(current.latest.data as Project),
      title: { en: "Monterrey brewery effluent plant", es: "" },
      summary: { en: "Effluent treatment for a brewery.", es: "" },
      body: { en: "<p>First block of the story.</p><h2>Results</h2><p>Second block.</p>", es: "" },
      city: { en: "Monterrey", es: "" },
      testimonial: {
        quote: { en: "It has run without a stop.", es: "" },
        role: { en: "Plant manager", es: "" },
      },
      photos: [
        {
          media: "0b6d3c1e-4a5f-4f7e-9c1d-2a3b4c5d6e7f",
          alt: { en: "The clarifiers at dusk", es: "" },
          caption: { en: "Two clarifiers, 2021", es: "" },
        },
      ],
    };
    const saved = await saveDraft(
      world.db,
      { id: null, email: "projects-test" },
      {
        itemId: id,
        startedFrom: current.latest.version,
        data,
      },
    );
    expect(saved.ok).toBe(true);

    const overview = await (await get("/admin/translations")).text();
    const edit = `/admin/content/${id}#f-`;
    for (const field of [
      "title",
      "summary",
      "body",
      "city",
      "testimonial-quote",
      "testimonial-role",
      "photos-0-alt",
      "photos-0-caption",
    ])
      expect(overview, field).toContain(`href="${edit}${field}-es"`);
    expect(overview).not.toContain(`href="${edit}slug-es"`);

    const exported = await get("/admin/translations/export?scope=all&type=project");
    expect(exported.status).toBe(200);
    const xml = await exported.text();
    for (const text of [
      "Monterrey brewery effluent plant",
      "Effluent treatment for a brewery.",
      "First block of the story.",
      "Results",
      "Second block.",
      "Monterrey",
      "It has run without a stop.",
      "Plant manager",
      "The clarifiers at dusk",
      "Two clarifiers, 2021",
    ])
      expect(xml, text).toContain(text);
    expect(xml).toContain("project.riverside-test-plant-omega-2.title");
    expect(xml).not.toContain("project.riverside-test-plant-omega-2.slug");
  });
});
