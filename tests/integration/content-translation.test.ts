// The translation workflow through the real server and database (ADR 027): where each text's
// Spanish stands (missing, stale after an English edit, a discarded draft not counting), an
// XLIFF round trip (export, targets changed, import as drafts, then published: the Spanish
// pages show them, bold, italic and links included), a broken document refused whole with
// nothing changed, the back office's screen, export and import form, and the command line.
// On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { execFile, execFileSync } from "node:child_process";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_TYPE_ORDER, discardDraft, readContentItem, saveDraft } from "~/.server/content/revisions";
import { seedItems } from "~/.server/content/seed-items";
import {
  applyTranslationPlan,
  checkTranslationImport,
  countFields,
  exportTranslations,
  importTranslations,
  readTranslations,
} from "~/.server/content/translation";
import { openDatabase, type Database } from "~/.server/db/client";
import { adminAuditLog, contentItems, contentRevisions } from "~/.server/db/schema";
import { createLogger } from "~/.server/logger";
import { translatableFields } from "~/lib/content/translation-fields";
import { accountServerEnv, STRONG_PASSWORD, signUp, signedInCookie, verificationLink } from "../support/auth";
import { root } from "../../scripts/ensure-build.mjs";
import { dataDirFromTemplate } from "../support/template-database";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { engine, startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

const ADMIN = "translation-admin@example.com";
const ACTOR = { id: null, email: "translation-test" };
let smtp: SmtpSink;
let server: TestServer;
let admin: string;
let dataDir: string;
let stopped = false;

beforeAll(async () => {
  smtp = await startSmtpSink();
  dataDir = await dataDirFromTemplate("site-translation-");
  server = await startTestServer({ dataDir, env: accountServerEnv(smtp, { ADMIN_EMAILS: ADMIN }) });
  expect((await signUp(server.baseUrl, ADMIN, STRONG_PASSWORD)).status).toBe(200);
  await fetch(await verificationLink(smtp, ADMIN, server.baseUrl), { redirect: "manual" });
  admin = await signedInCookie(server.baseUrl, ADMIN, STRONG_PASSWORD);
}, deadline(60_000));
afterAll(async () => {
  if (!stopped) await server?.stop();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => server.database.db;
const get = (pathname: string, cookie?: string) =>
  fetch(new URL(pathname, server.baseUrl), { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

const services = seedItems().filter((item) => item.type === "service");
// A test changes any field of the item.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = Record<string, any>;

async function itemId(type: string, key: string): Promise<string> {
  const [row] = await db()
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  return row!.id;
}

/** Saves a draft of an item with `change` applied to its current fields. */
async function editDraft(type: string, key: string, change: (data: Fields) => void) {
  const id = await itemId(type, key);
  const current = (await readContentItem(db(), id))!;
  const data = structuredClone((current.pending ?? current.published)!.data) as Fields;
  change(data);
  const outcome = await saveDraft(db(), ACTOR, { itemId: id, startedFrom: current.latest.version, data });
  expect(outcome.ok).toBe(true);
  return { id, version: current.latest.version + 1 };
}

const statusOf = async (unit: string) =>
  (await readTranslations(db())).flatMap((item) => item.fields).find((field) => field.id === unit)?.status;

/** The document with one unit's target replaced by `target` (inline XML), or added. */
function setTarget(xml: string, unit: string, target: string): string {
  const start = xml.indexOf(`<unit id="${unit}">`);
  expect(start, unit).toBeGreaterThan(-1);
  const end = xml.indexOf("</unit>", start);
  const body = xml.slice(start, end);
  const changed = body.includes("<target>")
    ? body.replace(/<target>[\s\S]*?<\/target>/, `<target>${target}</target>`)
    : body.replace("</source>", `</source>\n      <target>${target}</target>`);
  return xml.slice(0, start) + changed + xml.slice(end);
}

const revisionCount = async () =>
  Number(
    (
      (await db().execute(sql`select count(*)::int as n from ${contentRevisions}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

/** A page's text once the change has reached it (PostgreSQL notifies a moment after the commit). */
async function eventually(pathname: string, check: (body: string) => boolean) {
  let last = "";
  await expect
    .poll(
      async () => {
        last = await (await get(pathname)).text();
        return check(last);
      },
      { timeout: deadline(10_000) },
    )
    .toBe(true);
  return last;
}

/**
 * The rules of XLIFF 2.0's core schema an export relies on, checked on the parsed document
 * (the OASIS schema file itself is not shipped by any package this project can install).
 */
function checkXliffStructure(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    isArray: (_name, _path, _leaf, attribute) => !attribute,
  }).parse(xml) as Fields;
  const root = parsed.xliff[0];
  expect(root["@xmlns"]).toBe("urn:oasis:names:tc:xliff:document:2.0");
  expect(root["@version"]).toBe("2.0");
  expect(root["@srcLang"]).toBe("en");
  expect(root["@trgLang"]).toBe("es");
  const NMTOKEN = /^[A-Za-z0-9._:-]+$/;
  const fileIds = new Set<string>();
  for (const file of root.file) {
    expect(file["@id"]).toMatch(NMTOKEN);
    expect(fileIds.has(file["@id"])).toBe(false);
    fileIds.add(file["@id"]);
    expect(file.unit.length).toBeGreaterThan(0);
    const unitIds = new Set<string>();
    for (const unit of file.unit as Fields[]) {
      expect(unit["@id"]).toMatch(NMTOKEN);
      expect(unitIds.has(unit["@id"])).toBe(false);
      unitIds.add(unit["@id"]);
      // notes?, originalData?, segment+: in that order, and nothing else.
      expect(Object.keys(unit).filter((key) => !key.startsWith("@"))).toEqual(
        ["notes", "originalData", "segment"].filter((key) => key in unit),
      );
      expect(unit.segment).toHaveLength(1);
      expect(unit.segment[0].source).toHaveLength(1);
      const dataIds = new Set(((unit.originalData?.[0]?.data ?? []) as Fields[]).map((data) => data["@id"]));
      const codes = (node: Fields): Fields[] =>
        ((node.pc ?? []) as Fields[]).flatMap((pc) => [pc, ...codes(pc)]);
      for (const part of [...unit.segment[0].source, ...(unit.segment[0].target ?? [])]) {
        for (const pc of codes(part as Fields)) {
          expect(pc["@id"]).toMatch(NMTOKEN);
          expect(["fmt", "link"]).toContain(pc["@type"]);
          if (pc["@subType"]) expect(["xlf:b", "xlf:i"]).toContain(pc["@subType"]);
          expect(dataIds.has(pc["@dataRefStart"])).toBe(true);
          expect(dataIds.has(pc["@dataRefEnd"])).toBe(true);
        }
      }
    }
  }
  return fileIds;
}

describe(`translation status (${engine})`, () => {
  it("counts every text of the site, none stale at first", async () => {
    const items = await readTranslations(db());
    const counts = countFields(items.flatMap((item) => item.fields));
    // The site's seeded items, and the posts and references the database holds (the demo news
    // and references, on a first embedded start), each one's newest version.
    const added = await db()
      .select({ type: contentItems.type, key: contentItems.key, data: contentRevisions.data })
      .from(contentItems)
      .innerJoin(contentRevisions, eq(contentRevisions.itemId, contentItems.id))
      .where(inArray(contentItems.type, ["post", "project"]));
    const expected = [
      ...seedItems(),
      ...added.map((item) => ({ type: item.type as "post" | "project", key: item.key, data: item.data })),
    ].reduce((sum, item) => sum + translatableFields(item.type, item.key, item.data).length, 0);
    expect(counts.fields).toBe(expected);
    expect(counts.stale).toBe(0);
    expect(counts.translated + counts.missing).toBe(expected);
  });

  it("marks a text stale after an English edit, translated again after its Spanish is edited, and ignores discarded drafts", async () => {
    const { key } = services[0]!;
    await editDraft("service", key, (data) => {
      data.title.en = `${data.title.en} (revised)`;
      data.intro.en[0] = `${data.intro.en[0]} Revised.`;
      data.tagline.es = "";
    });
    expect(await statusOf(`service.${key}.title`)).toBe("stale");
    expect(await statusOf(`service.${key}.intro.0`)).toBe("stale");
    expect(await statusOf(`service.${key}.tagline`)).toBe("missing");
    expect(await statusOf(`service.${key}.summary`)).toBe("translated");

    await editDraft("service", key, (data) => {
      data.title.es = `${data.title.es} (revisado)`;
    });
    expect(await statusOf(`service.${key}.title`)).toBe("translated");
    expect(await statusOf(`service.${key}.intro.0`)).toBe("stale");

    const pending = await exportTranslations(db(), { scope: "pending" });
    expect(pending.xml).toContain(`<unit id="service.${key}.intro.0">`);
    expect(pending.xml).toContain(`<unit id="service.${key}.tagline">`);
    expect(pending.xml).not.toContain(`<unit id="service.${key}.summary">`);
    expect(pending.xml).toContain('<note category="status">stale</note>');
  });

  it("does not count the English of a discarded draft", async () => {
    const { key } = services[3]!;
    const { id, version } = await editDraft("service", key, (data) => {
      data.summary.en = `${data.summary.en} (draft)`;
    });
    expect(await statusOf(`service.${key}.summary`)).toBe("stale");
    expect((await discardDraft(db(), ACTOR, { itemId: id, startedFrom: version })).ok).toBe(true);
    expect(await statusOf(`service.${key}.summary`)).toBe("translated");
    // A later revision goes on from the published one: the discarded English is not a change.
    await editDraft("service", key, (data) => {
      data.title.es = `${data.title.es} (revisado)`;
    });
    expect(await statusOf(`service.${key}.summary`)).toBe("translated");
  });
});

/** xmllint's verdict on a file against the XLIFF 2.0 core schema: "validates" or its errors. */
function validateXliff(file: string): string {
  const schema = path.join(root, "tests/fixtures/xliff/xliff_core_2.0.xsd");
  try {
    execFileSync("xmllint", ["--noout", "--schema", schema, file], { stdio: "pipe" });
    return "validates";
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

describe(`XLIFF export and import (${engine})`, () => {
  const { key, data: seed } = services[1]! as { key: string; data: Fields };

  it("exports a document that keeps to XLIFF 2.0's structure", async () => {
    const all = await exportTranslations(db(), { scope: "all" });
    expect(all.units).toBe(countFields((await readTranslations(db())).flatMap((item) => item.fields)).fields);
    const files = checkXliffStructure(all.xml);
    expect(files.size).toBe(all.items);
    const file = path.join(dataDir, "..", `${path.basename(dataDir)}-structure.xlf`);
    await writeFile(file, all.xml);
    // xmllint (libxml2) validates it against OASIS's XLIFF 2.0 core schema (a copy in the
    // fixtures), and so the part of the export that only has stale and missing texts.
    expect(validateXliff(file)).toBe("validates");
    await writeFile(file, (await exportTranslations(db(), { scope: "pending" })).xml);
    expect(validateXliff(file)).toBe("validates");
    // The check can fail: a unit without its segment is refused by the schema.
    await writeFile(file, all.xml.replace(/<segment[\s\S]*?<\/segment>/, ""));
    expect(validateXliff(file)).toMatch(/Missing child element|not expected/);
    await rm(file);
    const onlyServices = await exportTranslations(db(), { scope: "all", types: ["service"] });
    expect(onlyServices.items).toBe(services.length);
  });

  it("imports changed targets as drafts, then publishes them: the Spanish page shows them, formatting included", async () => {
    const esPath = `/es/${seed.slug.es}`;
    await eventually(esPath, (body) => body.includes(seed.title.es));
    const { xml } = await exportTranslations(db(), { scope: "all", types: ["service"] });
    const before = await revisionCount();

    let changed = setTarget(xml, `service.${key}.title`, "Título traducido &amp; revisado");
    changed = setTarget(changed, `service.${key}.intro.0`, "Borrador del párrafo.");
    const drafts = await importTranslations(db(), ACTOR, changed, { publish: false });
    expect(drafts.ok).toBe(true);
    if (!drafts.ok) return;
    expect(drafts.plan.items.map((item) => [item.key, item.units.length])).toEqual([[key, 2]]);
    expect(await revisionCount()).toBe(before + 1);
    const item = (await readContentItem(db(), await itemId("service", key)))!;
    expect(item.pending?.state).toBe("draft");
    expect((item.pending!.data as Fields).title.es).toBe("Título traducido & revisado");
    // A draft: the public page has not changed.
    expect(await (await get(esPath)).text()).not.toContain("Título traducido");

    // Bold, italic and a link to the Spanish contact page, as a translation tool writes them.
    const target =
      'Párrafo con <pc id="1" type="fmt" subType="xlf:b" dataRefStart="b1" dataRefEnd="b1">negrita</pc>, ' +
      '<pc id="2" type="fmt" subType="xlf:i" dataRefStart="i1" dataRefEnd="i1">cursiva</pc> y ' +
      '<pc id="3" type="link" dataRefStart="l1" dataRefEnd="l2">un enlace</pc>.';
    let published = setTarget(xml, `service.${key}.intro.0`, target);
    published = published.replace(
      `<unit id="service.${key}.intro.0">`,
      `<unit id="service.${key}.intro.0">\n      <originalData><data id="b1">**</data><data id="i1">*</data><data id="l1">[</data><data id="l2">](/es/contacto)</data></originalData>`,
    );
    published = setTarget(published, `service.${key}.title`, "Título publicado");
    const result = await importTranslations(db(), ACTOR, published, { publish: true });
    expect(result.ok).toBe(true);
    const page = await eventually(esPath, (body) => body.includes("Título publicado"));
    expect(page).toContain("<strong>negrita</strong>");
    expect(page).toContain("<em>cursiva</em>");
    expect(page).toMatch(/<a [^>]*href="\/es\/contacto"[^>]*>un enlace<\/a>/);
    const audit = await db()
      .select({ action: adminAuditLog.action, after: adminAuditLog.after })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "content.import_translation"));
    expect(audit.map((row) => (row.after as Fields).state)).toEqual(["draft", "published"]);

    // Exported again, the paragraph's markup comes back as the same codes.
    const again = await exportTranslations(db(), { scope: "all", types: ["service"] });
    expect(again.xml).toContain('<data id="d3e">](/es/contacto)</data>');
    const reimport = await checkTranslationImport(db(), again.xml);
    expect(reimport.ok && reimport.plan.items).toEqual([]);
  });

  it("refuses a broken document whole, naming each unit, and changes nothing", async () => {
    const { xml } = await exportTranslations(db(), { scope: "all", types: ["service"] });
    const before = await revisionCount();
    // A good change beside the bad ones: it must not go in either.
    const good = setTarget(xml, `service.${key}.summary`, "Resumen que no debe entrar");
    const codes = async (text: string) => {
      const result = await importTranslations(db(), ACTOR, text, { publish: true });
      return result.ok
        ? []
        : result.problems.map((problem) => `${problem.code} ${problem.unit ?? ""}`.trim());
    };
    expect(
      await codes(
        good.replace(`<unit id="service.${key}.tagline">`, `<unit id="service.${key}.no-such-field">`),
      ),
    ).toEqual([`unknownUnit service.${key}.no-such-field`]);
    expect(
      await codes(
        setTarget(
          good,
          `service.${key}.intro.0`,
          'Texto <pc id="1" type="fmt" subType="xlf:b"><pc id="2" type="fmt" subType="xlf:b">doble</pc></pc>',
        ),
      ),
    ).toEqual([`markup service.${key}.intro.0`]);
    expect(await codes(setTarget(good, `service.${key}.intro.0`, 'Texto <sc id="1"/>abierto'))).toEqual([
      `unsupportedCode service.${key}.intro.0`,
    ]);
    expect(await codes(setTarget(good, `service.${key}.title`, "  "))).toEqual([
      `emptyTarget service.${key}.title`,
    ]);
    expect(await codes(good.replace('trgLang="es"', 'trgLang="fr"'))).toEqual(["trgLang"]);
    expect(await codes(good.replace("</xliff>", ""))).toEqual(["notXml"]);
    expect(await codes("just some text")).toEqual(["notXml"]);
    expect(await revisionCount()).toBe(before);
    const published = await eventually(`/es/${seed.slug.es}`, () => true);
    expect(published).not.toContain("Resumen que no debe entrar");
  });
});

describe(`an import and an edit at once (${engine})`, () => {
  it("refuses the whole import when an item changed after the file was checked", async () => {
    const { key } = services[5]!;
    const other = services[6]!.key;
    const { xml } = await exportTranslations(db(), { scope: "all", types: ["service"] });
    let changed = setTarget(xml, `service.${key}.title`, "Título que no debe entrar");
    changed = setTarget(changed, `service.${other}.title`, "Otro título que no debe entrar");
    const checked = await checkTranslationImport(db(), changed);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    // An editor saves the second item between the check and the write.
    await editDraft("service", other, (data) => {
      data.summary.es = `${data.summary.es} (editado)`;
    });
    const before = await revisionCount();
    const applied = await applyTranslationPlan(db(), ACTOR, checked.plan, { publish: false });
    expect(applied).toEqual({ ok: false, problems: [{ code: "changed", unit: `service.${other}` }] });
    expect(await revisionCount()).toBe(before);
    expect(await statusOf(`service.${key}.title`)).toBe("translated");
    const first = (await readContentItem(db(), await itemId("service", key)))!;
    expect(first.pending).toBeUndefined();
  });
});

describe(`the translations screen (${engine})`, () => {
  const { key } = services[4]!;
  const upload = (pathname: string, xml: string | undefined, publish = false) => {
    const form = new FormData();
    if (xml !== undefined)
      form.append("file", new Blob([xml], { type: "application/xliff+xml" }), "back.xlf");
    if (publish) form.append("publish", "1");
    return fetch(new URL(pathname, server.baseUrl), {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: admin },
      body: form,
    });
  };

  it("shows the overview in both languages, with the texts to translate linking into the editor", async () => {
    expect((await get("/admin/translations")).status).toBe(302);
    const english = await (await get("/admin/translations", admin)).text();
    expect(english).toContain("<h1");
    expect(english).toContain("Translations");
    expect(english).toContain("Export for translators");
    const stale = `service.${services[0]!.key}.intro.0`;
    const id = await itemId("service", services[0]!.key);
    expect(english).toMatch(
      new RegExp(
        `data-unit="${stale.replace(/\./g, "\\.")}"[\\s\\S]*?href="/admin/content/${id}#f-intro-es"`,
      ),
    );
    const spanish = await (await get("/es/admin/traducciones", admin)).text();
    expect(spanish).toContain("Traducciones");
    expect(spanish).toContain("Exportar para traductores");
    expect(spanish).toContain(`href="/es/admin/contenido/${id}#f-intro-es"`);
    // The content list links to it, and so does the admin menu.
    const list = await (await get("/admin/content", admin)).text();
    expect(list).toContain('href="/admin/translations"');
  });

  it("downloads the XLIFF file the form asks for", async () => {
    const res = await get("/admin/translations/export?scope=all&type=service", admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xliff+xml");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="translations-es-service-all-\d{4}-\d{2}-\d{2}\.xlf"$/,
    );
    const xml = await res.text();
    expect(xml).toContain(`<unit id="service.${key}.title">`);
    expect(xml).not.toContain('<file id="product.');
    expect((await get("/admin/translations/export")).status).toBe(302);
  });

  it("sends the editor back with a message when the choice has nothing to translate", async () => {
    // No test edits the company's texts: all of its Spanish is current.
    for (const [path, message] of [
      ["/admin/translations", "Nothing to export: every text of that choice has current Spanish."],
      [
        "/es/admin/traducciones",
        "No hay nada que exportar: todos los textos de esa selección tienen su español al día.",
      ],
    ] as const) {
      const res = await get(`${path}/export?scope=pending&type=company`, admin);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`${path}?export=empty`);
      const page = await (await get(`${path}?export=empty`, admin)).text();
      expect(page).toContain(message);
    }
  });

  it("refuses a file over its limit with a clear message, and holds others to the page's limit", async () => {
    const big = `<?xml version="1.0"?><!--${"x".repeat(4_050_000)}-->`;
    const res = await upload("/admin/translations", big);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("The file is larger than 4 MB: split it by content type.");
    // Without a session the body is held to a page form's 64 KB.
    const form = new FormData();
    form.append("file", new Blob(["x".repeat(200_000)]), "x.xlf");
    const anonymous = await fetch(new URL("/admin/translations", server.baseUrl), {
      method: "POST",
      redirect: "manual",
      body: form,
    });
    expect(anonymous.status).toBe(413);
  });

  it("imports an uploaded file as drafts, or shows every problem with its unit and changes nothing", async () => {
    const xml = await (await get("/admin/translations/export?scope=all&type=service", admin)).text();
    const before = await revisionCount();
    const refused = await upload(
      "/admin/translations",
      setTarget(xml, `service.${key}.title`, '<pc id="7">x</pc>'),
    );
    expect(refused.status).toBe(422);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("Nothing was imported: the file has 1 problem(s).");
    expect(refusedPage).toContain(`data-problem-unit="service.${key}.title"`);
    expect(refusedPage).toContain("An inline code that is neither bold, italic nor a link");
    const spanish = await upload("/es/admin/traducciones", xml.replace('trgLang="es"', 'trgLang="de"'));
    expect(await spanish.text()).toContain("El idioma de destino (trgLang) no es español (es)");
    const none = await upload("/admin/translations", undefined);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Choose an XLIFF file to import.");
    expect(await revisionCount()).toBe(before);

    const accepted = await upload(
      "/admin/translations",
      setTarget(xml, `service.${key}.title`, "Título desde el formulario"),
    );
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain("Imported 1 texts into 1 items as drafts.");
    const item = (await readContentItem(db(), await itemId("service", key)))!;
    expect((item.pending!.data as Fields).title.es).toBe("Título desde el formulario");
    const [audit] = await db()
      .select({ actorEmail: adminAuditLog.actorEmail })
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, "content.import_translation"), eq(adminAuditLog.entityId, item.id)),
      );
    expect(audit?.actorEmail).toBe(ADMIN);

    const published = await upload(
      "/admin/translations",
      setTarget(xml, `service.${key}.title`, "Título publicado desde el formulario"),
      true,
    );
    expect(await published.text()).toContain("Imported and published 1 texts in 1 items.");
    await eventually(`/es/${(services[4]!.data as Fields).slug.es}`, (body) =>
      body.includes("Título publicado desde el formulario"),
    );
  });
});

describe(`npm run content -- xliff-export / xliff-import (${engine})`, () => {
  // Run without blocking this process: the server under test shares it, and on PostgreSQL a
  // publish waits for the server's own transactions (the documents' renderer) to finish.
  const content = (...args: string[]) =>
    new Promise<{ status: number | null; out: string }>((resolve) => {
      execFile(
        process.execPath,
        ["--import", "tsx", "scripts/content.ts", ...args],
        {
          cwd: root,
          encoding: "utf8",
          env: {
            PATH: process.env.PATH,
            NODE_ENV: "test",
            DATA_DIR: dataDir,
            DATABASE_URL: server.databaseUrl,
          },
        },
        (error, stdout, stderr) =>
          resolve({
            status: error ? (typeof error.code === "number" ? error.code : 1) : 0,
            out: `${stdout}${stderr}`,
          }),
      );
    });
  const scratch = (name: string) => path.join(dataDir, "..", `${path.basename(dataDir)}-${name}.xlf`);

  /** The site's database: the running server's (PostgreSQL) or opened once the site is stopped. */
  async function withDb<T>(task: (database: Database) => Promise<T>): Promise<T> {
    if (engine === "postgres") return task(server.database.db);
    const handle = await openDatabase({ dataDir, logger: createLogger("silent") });
    try {
      return await task(handle.db);
    } finally {
      await handle.close();
    }
  }

  it(
    "explains its usage",
    async () => {
      expect(await content("xliff-export", "fr", "x.xlf")).toMatchObject({
        status: 2,
        out: expect.stringContaining("npm run content -- xliff-export es FILE.xlf [--all]"),
      });
      expect(await content("xliff-import")).toMatchObject({ status: 2 });
      expect(await content("xliff-export", "es", "x.xlf", "--type", "brochure")).toMatchObject({ status: 2 });
      expect(await content("xliff-export", "es", "dir", "--per-type", "--type", "service")).toMatchObject({
        status: 2,
      });
    },
    deadline(120_000),
  );

  it(
    "exports, refuses a broken file, imports as drafts and with --publish",
    async () => {
      if (engine === "pglite") {
        await server.stop();
        stopped = true;
      }
      // Nothing to translate: no file, and it says so.
      const nothing = scratch("nothing");
      expect(await content("xliff-export", "es", nothing, "--type", "company")).toMatchObject({
        status: 0,
        out: expect.stringContaining("Nothing to export: every text of type company has current Spanish"),
      });
      await expect(readFile(nothing, "utf8")).rejects.toThrow(/ENOENT/);
      const { key } = services[2]!;
      const file = scratch("cli");
      const exported = await content("xliff-export", "es", file, "--all", "--type", "service");
      expect(exported.out).toMatch(/^Exported \d+ texts of 9 items \(all\) to .*-cli\.xlf\.\n$/);
      expect(exported.status).toBe(0);
      const xml = await readFile(file, "utf8");
      checkXliffStructure(xml);

      await writeFile(file, setTarget(xml, `service.${key}.title`, "<ph id='1'/>"));
      const refused = await content("xliff-import", file);
      expect(refused.status).toBe(1);
      expect(refused.out).toContain(`Nothing imported`);
      expect(refused.out).toContain(
        `service.${key}.title: an inline element the site's texts cannot hold (<ph>)`,
      );

      await writeFile(file, setTarget(xml, `service.${key}.title`, "Título desde la consola"));
      const drafts = await content("xliff-import", file);
      expect(drafts.out).toContain("1 texts in 1 items saved as drafts");
      expect(drafts.status).toBe(0);
      await writeFile(file, setTarget(xml, `service.${key}.title`, "Título publicado desde la consola"));
      const published = await content("xliff-import", file, "--publish");
      expect(published.out).toContain("1 texts in 1 items published");
      expect(published.status).toBe(0);
      await rm(file);
      const [row] = await withDb((database) =>
        database
          .select({ data: contentRevisions.data, state: contentRevisions.state })
          .from(contentRevisions)
          .innerJoin(contentItems, eq(contentItems.id, contentRevisions.itemId))
          .where(and(eq(contentItems.key, key), eq(contentRevisions.state, "published"))),
      );
      expect((row!.data as Fields).title.es).toBe("Título publicado desde la consola");
    },
    deadline(180_000),
  );

  it(
    "exports one file per content type with --per-type",
    async () => {
      if (engine === "pglite" && !stopped) {
        await server.stop();
        stopped = true;
      }
      const folder = path.join(dataDir, "..", `${path.basename(dataDir)}-per-type`);
      const all = await content("xliff-export", "es", folder, "--per-type", "--all");
      expect(all.status).toBe(0);
      // Every type with items: posts and project references only where the database has the demo
      // news and references (embedded).
      const types = CONTENT_TYPE_ORDER.filter(
        (type) => (type !== "post" && type !== "project") || engine === "pglite",
      );
      expect(all.out).toContain(`Exported ${types.length} files (all) to ${folder}.`);
      const names = (await readdir(folder)).sort();
      expect(names).toEqual(types.map((type) => `translations-es-${type}-all.xlf`).sort());
      // Each is a whole document of its own type's units, the same as --type exports.
      for (const name of names) checkXliffStructure(await readFile(path.join(folder, name), "utf8"));
      const services = await readFile(path.join(folder, "translations-es-service-all.xlf"), "utf8");
      const single = scratch("single-service");
      await content("xliff-export", "es", single, "--all", "--type", "service");
      const units = (xml: string) => [...xml.matchAll(/<unit id="([^"]+)"/g)].map((match) => match[1]).sort();
      expect(units(services)).toEqual(units(await readFile(single, "utf8")));
      expect(units(services).every((id) => id!.startsWith("service."))).toBe(true);
      // Missing and stale only: a type whose Spanish is all current gets no file.
      const pendingFolder = `${folder}-pending`;
      const pending = await content("xliff-export", "es", pendingFolder, "--per-type");
      expect(pending.status).toBe(0);
      const pendingNames = await readdir(pendingFolder).catch(() => []);
      expect(pendingNames).not.toContain("translations-es-company-pending.xlf");
      expect(pendingNames.every((name) => name.endsWith("-pending.xlf"))).toBe(true);
      await rm(folder, { recursive: true });
      await rm(pendingFolder, { recursive: true, force: true });
      await rm(single);
    },
    deadline(180_000),
  );
});
