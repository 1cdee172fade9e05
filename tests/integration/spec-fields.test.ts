// Specification fields in the back office, through the real server, the content editor's forms
// posted as a browser without JavaScript posts them: a category's fields defined in its editor
// (each kind, a number's quantity and unit, a list's options; a list button rearranging the
// form) and refused when incomplete, with their messages in English and Spanish; a product's
// values entered with their units in the editor's language's habit, a US unit kept as
// entered, refused values coming back beside their fields with what was typed; publishing
// refusing values its category's published fields do not take; the published values in the
// site's content; a removed field's values listed and dropped at the next save; the category
// changed without script; the translations overview naming a value's text by its field. On
// PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentItem } from "~/.server/content/revisions";
import { readPublishedItems } from "~/.server/content/store";
import { contentItems } from "~/.server/db/schema";
import type { ContentType, SpecFieldData, SpecValueData } from "~/lib/content/schemas";
import { toSiteContent } from "~/lib/content/site-content";
import { specRows } from "~/lib/specs/spec-values";
import { getPage, startAdminWorld, type AdminWorld } from "../support/admin";
import { deadline } from "../support/deadline";
import { engine } from "../support/test-server";

let world: AdminWorld;

beforeAll(async () => {
  world = await startAdminWorld();
}, deadline(60_000));
afterAll(async () => {
  await world?.stop();
});

const CATEGORY = "mixers";
const PRODUCT = "dynamic-mixer";

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
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ??
  (new RegExp(`\\s${name}(?=[\\s>/])`).test(tag) ? "" : undefined);

/** The editor's form as a browser without JavaScript posts it: every control's name and value. */
function formOf(html: string): [string, string][] {
  const body = [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)]
    .map((match) => match[1]!)
    .find((form) => form.includes('name="version"'));
  if (!body) throw new Error("no editor form");
  const entries: [string, string][] = [];
  for (const [control] of body.matchAll(
    /<input\b[^>]*>|<select\b[^>]*>[\s\S]*?<\/select>|<textarea\b[^>]*>[\s\S]*?<\/textarea>/g,
  )) {
    const tag = /^<[^>]*>/.exec(control)![0];
    const name = attribute(tag, "name");
    if (name === undefined || attribute(tag, "disabled") !== undefined) continue;
    if (control.startsWith("<select")) {
      const options = [...control.matchAll(/<option\b([^>]*)>/g)].map((match) => match[1]!);
      const chosen = options.find((option) => attribute(option, "selected") !== undefined) ?? options[0];
      entries.push([name, decode(attribute(chosen ?? "", "value") ?? "")]);
    } else if (control.startsWith("<textarea")) {
      entries.push([name, decode(/^<[^>]*>([\s\S]*?)<\/textarea>$/.exec(control)![1]!)]);
    } else {
      const type = attribute(tag, "type") ?? "text";
      if (["submit", "button", "file", "image", "reset"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && attribute(tag, "checked") === undefined) continue;
      entries.push([name, decode(attribute(tag, "value") ?? "on")]);
    }
  }
  return entries;
}

/** A form's entries with some set (a new value), some added and some left out (`null`). */
function changed(entries: [string, string][], changes: Record<string, string | null>): [string, string][] {
  const out = entries.filter(([name]) => !(name in changes));
  for (const [name, value] of Object.entries(changes)) if (value !== null) out.push([name, value]);
  return out;
}

/** The opening tag of the control named `name`. */
function control(html: string, name: string): string {
  const tag = new RegExp(`<(?:input|select|textarea)\\b[^>]*\\bname="${escapeRegExp(name)}"[^>]*>`).exec(
    html,
  );
  if (!tag) throw new Error(`no control named ${name}`);
  return tag[0];
}

/** The error shown under the element `id` (its `-error` paragraph), if any. */
const errorOf = (html: string, id: string) => {
  const error = new RegExp(`<p id="${escapeRegExp(id)}-error"[^>]*>([^<]*)</p>`).exec(html);
  return error ? decode(error[1]!) : undefined;
};

/** The error beside the control named `name`, tied to it by its id and aria-invalid. */
function errorBeside(html: string, name: string): string | undefined {
  const tag = control(html, name);
  const id = /\bid="([^"]+)"/.exec(tag)?.[1];
  if (!id || !tag.includes('aria-invalid="true"')) return undefined;
  return errorOf(html, id);
}

/** A select's options (value and words) and the one chosen. */
function selectOf(html: string, name: string) {
  const start = html.indexOf(control(html, name));
  const body = html.slice(start, html.indexOf("</select>", start));
  const options = [...body.matchAll(/<option value="([^"]*)"([^>]*)>([^<]*)<\/option>/g)].map((match) => ({
    value: decode(match[1]!),
    label: decode(match[3]!),
    selected: /\bselected\b/.test(match[2]!),
  }));
  return { options, chosen: options.find((option) => option.selected)?.value ?? options[0]?.value };
}

const valueOf = (html: string, name: string) => decode(attribute(control(html, name), "value") ?? "");

async function itemId(type: ContentType, key: string): Promise<string> {
  const [row] = await world.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  return row!.id;
}

/** The item's newest fields and version. */
async function newest<T>(id: string) {
  const item = (await readContentItem(world.db, id))!;
  return { data: (item.pending ?? item.published ?? item.latest).data as T, version: item.latest.version };
}

const editorPath = (id: string, locale: "en" | "es" = "en") =>
  locale === "en" ? `/admin/content/${id}` : `/es/admin/contenido/${id}`;

/** Opens the item's editor and posts its form with `changes`, with the intent `intent`. */
async function submit(
  id: string,
  intent: string,
  changes: Record<string, string | null> = {},
  locale: "en" | "es" = "en",
) {
  const page = await get(editorPath(id, locale));
  expect(page.status).toBe(200);
  const form = changed(formOf(await page.text()), changes);
  return post(editorPath(id, locale), [...form, ["intent", intent]]);
}

/** The controls of a category's field, as the category's form names them. */
function fieldEntries(index: number, field: SpecFieldData): Record<string, string> {
  const at = `specFields.${index}`;
  return {
    [`${at}.id`]: field.id,
    [`${at}.name.en`]: field.name.en,
    [`${at}.name.es`]: field.name.es,
    [`${at}.kind`]: field.kind,
    [`${at}.measure`]: field.measure ?? "",
    [`${at}.unit`]: field.unit ?? "",
    ...Object.fromEntries(
      (field.options ?? []).flatMap((option, n) => [
        [`${at}.options.${n}.id`, option.id],
        [`${at}.options.${n}.label.en`, option.label.en],
        [`${at}.options.${n}.label.es`, option.label.es],
      ]),
    ),
    ...(field.filterable ? { [`${at}.filterable`]: "on" } : {}),
  };
}

/** The category's form with its specification fields replaced by `fields`. */
async function categoryForm(id: string, fields: SpecFieldData[], locale: "en" | "es" = "en") {
  const page = await get(editorPath(id, locale));
  const form = formOf(await page.text()).filter(([name]) => !name.startsWith("specFields."));
  return [...form, ...fields.flatMap((field, index) => Object.entries(fieldEntries(index, field)))];
}

const FIELDS: SpecFieldData[] = [
  {
    id: "flow",
    name: { en: "Flow", es: "Caudal" },
    kind: "number",
    measure: "flow",
    unit: "m3/h",
    filterable: true,
  },
  {
    id: "width",
    name: { en: "Channel width", es: "Ancho de canal" },
    kind: "range",
    measure: "length",
    unit: "mm",
  },
  {
    id: "material",
    name: { en: "Material", es: "Material" },
    kind: "choice",
    options: [
      { id: "stainless", label: { en: "Stainless steel", es: "Acero inoxidable" } },
      { id: "galvanised", label: { en: "Galvanised steel", es: "Acero galvanizado" } },
    ],
    filterable: true,
  },
  {
    id: "coatings",
    name: { en: "Coatings", es: "Recubrimientos" },
    kind: "choices",
    options: [
      { id: "epoxy", label: { en: "Epoxy", es: "Epoxi" } },
      { id: "polyurethane", label: { en: "Polyurethane", es: "Poliuretano" } },
    ],
  },
  { id: "sealed", name: { en: "Sealed bearings", es: "Rodamientos sellados" }, kind: "boolean" },
  { id: "notes", name: { en: "Notes", es: "Notas" }, kind: "text" },
];

describe(`specification fields in the back office (${engine})`, () => {
  it("defines a category's fields in its editor: each kind, a quantity and a unit, a list's options", async () => {
    const id = await itemId("category", CATEGORY);
    const page = await get(editorPath(id));
    const html = await page.text();
    // The list explains itself; a unit is chosen by its quantity and symbol, among metric units.
    expect(html).toContain("The rows of the specification table on this category");
    const added = await post(editorPath(id), [
      ...formOf(html).filter(([name]) => !name.startsWith("specFields.")),
      ["intent", "list:add:specFields"],
    ]);
    expect(added.status).toBe(200);
    const form = await added.text();
    expect(selectOf(form, "specFields.0.kind").options.map((option) => option.label)).toEqual([
      "Number",
      "Range (minimum to maximum)",
      "One of a list",
      "Several of a list",
      "Yes or no",
      "Text",
    ]);
    const units = selectOf(form, "specFields.0.unit").options;
    expect(units.slice(0, 4).map((option) => option.label)).toEqual([
      "— None —",
      "Flow: m³/h",
      "Flow: l/s",
      "Flow: m³/d",
    ]);
    expect(units.map((option) => option.value)).not.toContain("gpm");
    expect(selectOf(form, "specFields.0.measure").options).toContainEqual({
      value: "pressure",
      label: "Pressure",
      selected: false,
    });
    expect(control(form, "specFields.0.filterable")).toContain('type="checkbox"');
    expect(errorOf(form, "f-specFields-0-unit")).toBeUndefined();
    expect(form).toContain("the metric unit the page shows it in");
    // A list field's options are a list of their own, added by its button.
    const withOption = await post(editorPath(id), [
      ...changed(formOf(form), { "specFields.0.kind": "choice" }),
      ["intent", "list:add:specFields.0.options"],
    ]);
    expect(withOption.status).toBe(200);
    expect(control(await withOption.text(), "specFields.0.options.0.label.es")).toContain('type="text"');

    const before = await newest(id);
    const saved = await post(editorPath(id), [...(await categoryForm(id, FIELDS)), ["intent", "save"]]);
    expect(saved.status).toBe(302);
    const after = await newest<{ specFields: SpecFieldData[] }>(id);
    expect(after.version).toBe(before.version + 1);
    expect(after.data.specFields).toEqual(FIELDS);
    // Their order is the list's: moving a field down and saving reorders the table.
    const moved = await post(editorPath(id), [
      ...formOf(await (await get(editorPath(id))).text()),
      ["intent", "list:down:specFields.0"],
    ]);
    const movedForm = await moved.text();
    expect(valueOf(movedForm, "specFields.0.id")).toBe("width");
    expect(valueOf(movedForm, "specFields.1.id")).toBe("flow");
  });

  it("refuses a number without a unit, a unit of another quantity and a list without options, in English and Spanish", async () => {
    const id = await itemId("category", CATEGORY);
    const before = await newest(id);
    const wrong: SpecFieldData[] = [
      { id: "power", name: { en: "Power", es: "Potencia" }, kind: "number", measure: "power" },
      {
        id: "depth",
        name: { en: "Depth", es: "Profundidad" },
        kind: "number",
        measure: "length",
        unit: "kw",
      },
      { id: "drive", name: { en: "Drive", es: "Accionamiento" }, kind: "choice" },
      { id: "speed", name: { en: "Speed", es: "Velocidad" }, kind: "number" },
      { id: "colour", name: { en: "Colour", es: "Color" }, kind: "text", measure: "length", unit: "mm" },
      { id: "power", name: { en: "Power again", es: "Potencia otra vez" }, kind: "boolean" },
    ];
    const messages = {
      en: [
        "Choose the unit the page shows this field in.",
        "Choose a metric unit of the physical quantity above (a flow in m³/h, l/s or m³/d…).",
        "A list needs at least one option: add them below.",
        "Choose the physical quantity a number or a range measures (flow, length, power…).",
        "Only a number or a range has a physical quantity and a unit: leave this empty.",
        "Another field of this category has this key: give each its own.",
      ],
      es: [
        "Elija la unidad en que la página muestra este campo.",
        "Elija una unidad métrica de la magnitud física indicada arriba (un caudal en m³/h, l/s o m³/d…).",
        "Una lista necesita al menos una opción: añádalas abajo.",
        "Elija la magnitud física que mide un número o un rango (caudal, longitud, potencia…).",
        "Solo un número o un rango tiene magnitud física y unidad: deje esto vacío.",
        "Otro campo de esta categoría tiene esta clave: dé a cada uno la suya.",
      ],
    };
    for (const locale of ["en", "es"] as const) {
      const res = await post(editorPath(id, locale), [
        ...(await categoryForm(id, wrong, locale)),
        ["intent", "save"],
      ]);
      expect(res.status).toBe(400);
      const html = await res.text();
      const [unit, quantity, options, measure, measuredOnly, twice] = messages[locale];
      expect(errorBeside(html, "specFields.0.unit")).toBe(unit);
      expect(errorBeside(html, "specFields.1.unit")).toBe(quantity);
      expect(errorOf(html, "f-specFields-2-options")).toBe(options);
      expect(errorBeside(html, "specFields.3.measure")).toBe(measure);
      expect(errorBeside(html, "specFields.4.measure")).toBe(measuredOnly);
      expect(errorBeside(html, "specFields.5.id")).toBe(twice);
      // The form keeps what was sent.
      expect(selectOf(html, "specFields.1.unit").chosen).toBe("kw");
      expect(valueOf(html, "specFields.2.name.es")).toBe("Accionamiento");
    }
    expect((await newest(id)).version).toBe(before.version);
  });

  it("takes a product's values with their units, in the editor's language, a US unit as entered", async () => {
    const id = await itemId("product", PRODUCT);
    // The category's fields are a draft still: the product's form shows them already.
    const html = await (await get(editorPath(id))).text();
    expect(html).toContain("Leave a value empty when it is not known");
    expect(control(html, "specs.flow.value")).toMatch(/inputmode="decimal"/i);
    expect(html).toMatch(/<legend[^>]*>Flow \(m³\/h\)<\/legend>/);
    expect(html).toMatch(/<legend[^>]*>Channel width \(mm\)<\/legend>/);
    expect(selectOf(html, "specs.flow.unit")).toEqual({
      options: [
        { value: "m3/h", label: "m³/h", selected: true },
        { value: "l/s", label: "l/s", selected: false },
        { value: "m3/d", label: "m³/d", selected: false },
        { value: "gpm", label: "gpm", selected: false },
        { value: "mgd", label: "MGD", selected: false },
      ],
      chosen: "m3/h",
    });
    expect(selectOf(html, "specs.width.unit").options.map((option) => option.value)).toEqual([
      "mm",
      "cm",
      "m",
      "in",
      "ft",
    ]);
    expect(selectOf(html, "specs.material.option").options.map((option) => option.label)).toEqual([
      "Not given",
      "Stainless steel",
      "Galvanised steel",
    ]);
    expect(control(html, "specs.coatings.options.epoxy")).toContain('type="checkbox"');
    // Yes / no / not given: a value not given posts as empty.
    expect(formOf(html)).toContainEqual(["specs.sealed.flag", ""]);
    expect(html.match(/name="specs\.sealed\.flag"/g)).toHaveLength(3);
    expect(control(html, "specs.notes.text.es")).toContain('lang="es"');

    const english = await submit(id, "save", {
      "specs.flow.value": "1,234.5",
      "specs.width.min": "1.5",
      "specs.width.max": "2,5",
      "specs.width.unit": "m",
      "specs.material.option": "stainless",
      "specs.coatings.options.epoxy": "on",
      "specs.coatings.options.polyurethane": "on",
      "specs.sealed.flag": "no",
      "specs.notes.text.en": "  Shaft sealed for submerged duty. ",
    });
    expect(english.status).toBe(302);
    expect((await newest<{ specs: SpecValueData[] }>(id)).data.specs).toEqual([
      { field: "flow", value: 1234.5, unit: "m3/h" },
      { field: "width", min: 1.5, max: 2.5, unit: "m" },
      { field: "material", option: "stainless" },
      { field: "coatings", options: ["epoxy", "polyurethane"] },
      { field: "sealed", flag: false },
      { field: "notes", text: { en: "Shaft sealed for submerged duty.", es: "" } },
    ]);
    // The Spanish editor reads a Spanish figure; the form shows numbers its own way.
    const spanish = await submit(
      id,
      "save",
      {
        "specs.flow.value": "1.234,5",
        "specs.width.min": "1,5",
        "specs.width.max": "1.500",
        "specs.width.unit": "mm",
        "specs.coatings.options.polyurethane": null,
        "specs.sealed.flag": "yes",
        "specs.notes.text.es": "Eje sellado para trabajo sumergido.",
      },
      "es",
    );
    expect(spanish.status).toBe(302);
    const specs = (await newest<{ specs: SpecValueData[] }>(id)).data.specs;
    expect(specs).toEqual([
      { field: "flow", value: 1234.5, unit: "m3/h" },
      { field: "width", min: 1.5, max: 1500, unit: "mm" },
      { field: "material", option: "stainless" },
      { field: "coatings", options: ["epoxy"] },
      { field: "sealed", flag: true },
      {
        field: "notes",
        text: { en: "Shaft sealed for submerged duty.", es: "Eje sellado para trabajo sumergido." },
      },
    ]);
    const shown = await (await get(editorPath(id, "es"))).text();
    expect(valueOf(shown, "specs.flow.value")).toBe("1234,5");
    expect(valueOf(shown, "specs.width.min")).toBe("1,5");
    // A figure in US units is kept as entered, with its unit; emptying a value leaves it out.
    const us = await submit(id, "save", {
      "specs.flow.value": "350",
      "specs.flow.unit": "gpm",
      "specs.notes.text.en": "",
      "specs.notes.text.es": "",
    });
    expect(us.status).toBe(302);
    const withUs = (await newest<{ specs: SpecValueData[] }>(id)).data.specs;
    expect(withUs[0]).toEqual({ field: "flow", value: 350, unit: "gpm" });
    expect(withUs.map((value) => value.field)).not.toContain("notes");
    expect(selectOf(await (await get(editorPath(id))).text(), "specs.flow.unit").chosen).toBe("gpm");
  });

  it("refuses values that are no number, a range upside down, a unit or an option not the field's, keeping what was typed", async () => {
    const id = await itemId("product", PRODUCT);
    const before = await newest(id);
    const typed = {
      "specs.flow.value": "about 300",
      "specs.width.min": "5",
      "specs.width.max": "2",
      "specs.width.unit": "kw",
      "specs.material.option": "titanium",
    };
    const expected = {
      en: {
        flow: "Enter a number, such as 1.5, 1,5 or 1,234.5.",
        order: "The maximum must be at least the minimum.",
        unit: "Choose one of this field's units.",
        option: "Choose one of this field's options.",
      },
      es: {
        flow: "Escriba un número, como 1,5, 1.5 o 1.234,5.",
        order: "El máximo debe ser al menos el mínimo.",
        unit: "Elija una de las unidades de este campo.",
        option: "Elija una de las opciones de este campo.",
      },
    };
    for (const locale of ["en", "es"] as const) {
      const res = await submit(id, "save", typed, locale);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(errorBeside(html, "specs.flow.value")).toBe(expected[locale].flow);
      expect(errorBeside(html, "specs.width.max")).toBe(expected[locale].order);
      expect(errorBeside(html, "specs.width.unit")).toBe(expected[locale].unit);
      expect(errorBeside(html, "specs.material.option")).toBe(expected[locale].option);
      expect(valueOf(html, "specs.flow.value")).toBe("about 300");
      expect(valueOf(html, "specs.width.min")).toBe("5");
      expect(valueOf(html, "specs.width.max")).toBe("2");
      // The summary links each message to its field.
      expect(html).toContain('href="#f-specs-flow-value"');
    }
    // A range with one end only.
    const oneEnd = await submit(id, "save", { "specs.width.min": "", "specs.width.max": "40" });
    expect(oneEnd.status).toBe(400);
    expect(errorBeside(await oneEnd.text(), "specs.width.min")).toBe(
      "Enter both the minimum and the maximum (the same number twice for a single value).",
    );
    expect((await newest(id)).version).toBe(before.version);
  });

  it("publishes values only against the category's published fields, and the site's content carries them", async () => {
    const product = await itemId("product", PRODUCT);
    const category = await itemId("category", CATEGORY);
    // The fields are still a draft of the category: the published one has none of them.
    for (const locale of ["en", "es"] as const) {
      const refused = await submit(product, "publish", {}, locale);
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(errorOf(html, "f-specs-flow")).toBe(
        locale === "en"
          ? "The category's published fields do not include this one: publish the category first, or leave this value empty."
          : "Los campos publicados de la categoría no incluyen este: publique antes la categoría o deje este valor vacío.",
      );
    }
    expect((await submit(category, "publish")).status).toBe(302);
    expect((await submit(product, "publish")).status).toBe(302);
    const site = toSiteContent(await readPublishedItems(world.db));
    const fields = site.categories.find((entry) => entry.id === CATEGORY)!.specFields!;
    const specs = site.products.find((entry) => entry.id === PRODUCT)!.specs!;
    const words = { yes: "Yes", no: "No", rangeJoin: "to" };
    expect(specRows(fields, specs, "en", "metric", words).map((row) => [row.name, row.cell.text])).toEqual([
      ["Flow", "79.5 m³/h"],
      ["Channel width", "1.5 to 1,500 mm"],
      ["Material", "Stainless steel"],
      ["Coatings", "Epoxy"],
      ["Sealed bearings", "Yes"],
      ["Notes", undefined],
    ]);
    expect(specRows(fields, specs, "es", "us", words)[0]!.cell.text).toBe("350 gpm");
  });

  it("lists the values of a field the category no longer has, and drops them at the product's next save", async () => {
    const product = await itemId("product", PRODUCT);
    const category = await itemId("category", CATEGORY);
    // The material becomes a text: the product's option no longer fits it.
    const changedFields = FIELDS.filter((field) => field.id !== "sealed").map((field) =>
      field.id === "material" ? { id: "material", name: field.name, kind: "text" as const } : field,
    );
    const published = await post(editorPath(category), [
      ...(await categoryForm(category, changedFields)),
      ["intent", "publish"],
    ]);
    expect(published.status).toBe(302);
    const html = (await (await get(editorPath(product))).text()).replace(/<!-- -->/g, "");
    expect(html).toContain("Values the category&#x27;s fields no longer take");
    expect(html).toMatch(/<li[^>]*><code>material<\/code>: stainless<\/li>/);
    expect(html).toMatch(/<li[^>]*><code>sealed<\/code>: Yes<\/li>/);
    expect(valueOf(html, "specs.material.text.en")).toBe("");
    expect((await submit(product, "publish")).status).toBe(302);
    const specs = (await newest<{ specs: SpecValueData[] }>(product)).data.specs;
    expect(specs.map((value) => value.field)).toEqual(["flow", "width", "coatings"]);
    expect(await (await get(editorPath(product))).text()).not.toContain("data-stale-specs");
  });

  it("reads the values of the category chosen in the form, dropping the previous one's (without script)", async () => {
    // The other category's fields are taken away in a draft of it: it has none now.
    const other = await itemId("category", "aeration-equipment");
    const cleared = await post(editorPath(other), [...(await categoryForm(other, [])), ["intent", "save"]]);
    expect(cleared.status).toBe(302);
    expect((await newest<{ specFields?: unknown }>(other)).data.specFields).toBeUndefined();
    const id = await itemId("product", "static-mixer");
    const saved = await submit(id, "save", {
      "specs.flow.value": "12",
      "specs.width.min": "300",
      "specs.width.max": "600",
    });
    expect(saved.status).toBe(302);
    expect((await newest<{ specs: SpecValueData[] }>(id)).data.specs).toHaveLength(2);
    // Another category chosen with the previous one's fields still filled in.
    const moved = await submit(id, "save", { categoryId: "aeration-equipment", "specs.flow.value": "15" });
    expect(moved.status).toBe(302);
    const data = (await newest<{ categoryId: string; specs?: SpecValueData[] }>(id)).data;
    expect(data.categoryId).toBe("aeration-equipment");
    expect(data.specs).toBeUndefined();
    const html = await (await get(editorPath(id))).text();
    expect(html).toContain("This category has no specification fields yet");
    expect(html).not.toContain('name="specs.flow.value"');
  });

  it("names a value's text and the fields' names to the translator", async () => {
    const product = await itemId("product", PRODUCT);
    expect(
      (
        await submit(product, "save", {
          "specs.material.text.en": "Duplex steel",
          "specs.material.text.es": "",
        })
      ).status,
    ).toBe(302);
    const overview = await (await get("/admin/translations")).text();
    expect(overview).toContain(`href="/admin/content/${product}#f-specs-material-text-es"`);
    expect(overview).toContain("Specifications › Material");
    const xliff = await (await get("/admin/translations/export?scope=all")).text();
    expect(xliff).toContain(`id="category.${CATEGORY}.specFields.0.name"`);
    expect(xliff).toMatch(new RegExp(`id="product\\.${PRODUCT}\\.specs\\.\\d\\.text"`));
  });
});
