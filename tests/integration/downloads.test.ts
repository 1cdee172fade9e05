// The downloads centre (issue 44) on a real server and a real SMTP server: documents uploaded in
// the back office in each format, and refused by content, by name and by size in both
// languages; the listing with every kind of document and its filters (a made-up value shares the
// plain listing's cache entry); a product page's documents; a file's headers; a gated document
// refused without the visitor's cookie or the e-mailed link, its form's refusals (spam, missing
// fields, a bad captcha), a sent form's lead, e-mail, cookie and download; the leads listed,
// exported and erased; search by title; editing, replacing and deleting; who may open the tool.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRows, rows, startAdminWorld, type AdminWorld } from "../support/admin";
import { signedInCookie, verifiedAccount } from "../support/auth";
import { fetchSolvedCaptcha } from "../support/captcha-solver";
import { freshAddress, waitFor } from "../support/contact";
import { deadline } from "../support/deadline";

let world: AdminWorld;
let editorCookie: string;
let salesCookie: string;

beforeAll(async () => {
  world = await startAdminWorld({ CAPTCHA_MAX_NUMBER: "1000", CONTACT_RATE_LIMIT: "100" });
  const editor = await verifiedAccount(world.server.baseUrl, world.smtp, "editor");
  await world.db.execute(
    sql`insert into user_roles (user_id, role) select id, 'editor' from users where email = ${editor.email}`,
  );
  editorCookie = await signedInCookie(world.server.baseUrl, editor.email, editor.password);
  const salesperson = await verifiedAccount(world.server.baseUrl, world.smtp, "sales");
  await world.db.execute(
    sql`insert into user_roles (user_id, role) select id, 'sales' from users where email = ${salesperson.email}`,
  );
  salesCookie = await signedInCookie(world.server.baseUrl, salesperson.email, salesperson.password);
}, deadline(60_000));
afterAll(async () => {
  await world?.stop();
});

const base = () => world.server.baseUrl;
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, base()), { redirect: "manual", headers });

/** Files of each format, as their programs write them (only their heads matter to the checks). */
const FILES = {
  pdf: Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"),
  dwg: Buffer.concat([Buffer.from("AC1032"), Buffer.alloc(200, 7)]),
  dxf: Buffer.from("  0\nSECTION\n  2\nHEADER\n  9\n$ACADVER\n  1\nAC1032\n  0\nENDSEC\n  0\nEOF\n"),
  binaryDxf: Buffer.concat([Buffer.from("AutoCAD Binary DXF\r\n\x1a\0", "latin1"), Buffer.alloc(100, 1)]),
  step: Buffer.from(
    "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('drum screen'),'2;1');\nENDSEC;\nEND-ISO-10303-21;\n",
  ),
  html: Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
};

let counter = 0;
/** A title no other test uses, with a word search can find it by. */
const uniqueTitle = (what: string) => `${what} Zq${Date.now().toString(36)}${++counter}`;

interface DocumentFields {
  titleEn: string;
  titleEs?: string;
  type?: string;
  language?: string;
  version?: string;
  issuedOn?: string;
  productId?: string;
  categoryId?: string;
  gated?: boolean;
}

/** Posts the upload form as a browser does (multipart, no redirect followed). */
async function upload(
  fields: DocumentFields,
  file: { name: string; bytes: Buffer } | undefined,
  { cookie = world.admin.cookie, locale = "en" }: { cookie?: string; locale?: "en" | "es" } = {},
): Promise<Response> {
  const form = new FormData();
  form.append("intent", "upload");
  const values = {
    type: "manual",
    language: "en",
    version: "",
    issuedOn: "2025-03-04",
    titleEs: "",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) {
    if (name === "gated") {
      if (value) form.append("gated", "on");
    } else form.append(name, String(value ?? ""));
  }
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)]), file.name);
  return fetch(new URL(locale === "es" ? "/es/admin/descargas" : "/admin/downloads", base()), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie },
    body: form,
  });
}

/** Uploads a document and returns its id. */
async function stored(
  fields: DocumentFields,
  file = { name: "manual.pdf", bytes: FILES.pdf },
): Promise<string> {
  const response = await upload(fields, file);
  expect(response.status, await response.clone().text()).toBe(200);
  const [row] = await rows<{ id: string }>(
    world.db,
    sql`select id from download_documents where title_en = ${fields.titleEn}`,
  );
  return row!.id;
}

/** The words of the page's alerts, status lines and fields' errors. */
function shown(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/ :/g, ":");
}

const documentCount = async () =>
  Number((await rows<{ n: number }>(world.db, sql`select count(*)::int as n from download_documents`))[0]!.n);

describe("uploading in the back office", () => {
  it(
    "stores each format with its type, and refuses a file by its content, its name and its size, in both languages",
    async () => {
      const cases = [
        { name: "Screen manual.pdf", bytes: FILES.pdf, format: "pdf", type: "application/pdf" },
        { name: "general-arrangement.DWG", bytes: FILES.dwg, format: "dwg", type: "image/vnd.dwg" },
        { name: "plan.dxf", bytes: FILES.dxf, format: "dxf", type: "image/vnd.dxf" },
        { name: "plan-binary.dxf", bytes: FILES.binaryDxf, format: "dxf", type: "image/vnd.dxf" },
        { name: "drum-screen.stp", bytes: FILES.step, format: "step", type: "model/step" },
      ];
      for (const file of cases) {
        const title = uniqueTitle(`Upload ${file.format}`);
        const response = await upload({ titleEn: title, type: "drawing", language: "neutral" }, file);
        expect(response.status, file.name).toBe(200);
        expect(shown(await response.text())).toContain(`“${title}” uploaded.`);
        const [row] = await rows<{
          id: string;
          format: string;
          content_type: string;
          size: number;
          file_name: string;
        }>(
          world.db,
          sql`select id, format, content_type, size, file_name from download_documents where title_en = ${title}`,
        );
        expect(row, file.name).toMatchObject({
          format: file.format,
          content_type: file.type,
          size: file.bytes.length,
          file_name: file.name,
        });
        const audit = await auditRows(world.db, row!.id);
        expect(audit.map((entry) => entry.action)).toEqual(["media.document_upload"]);
        expect(audit[0]!.actor_email).toBe(world.admin.email);
      }

      const before = await documentCount();
      const refusals: Array<[Parameters<typeof upload>[1], "en" | "es", string]> = [
        [
          { name: "brochure.pdf", bytes: FILES.html },
          "en",
          "brochure.pdf: this file is not a PDF, DWG, DXF or STEP file.",
        ],
        [
          { name: "folleto.pdf", bytes: FILES.html },
          "es",
          "folleto.pdf: este archivo no es un PDF, DWG, DXF ni STEP.",
        ],
        [
          { name: "drawing.dwg", bytes: FILES.pdf },
          "en",
          "drawing.dwg: this file is a PDF file, so its name must end in .pdf.",
        ],
        [
          { name: "modelo.pdf", bytes: FILES.step },
          "es",
          "modelo.pdf: este archivo es un STEP, así que su nombre debe terminar en .step / .stp.",
        ],
        [
          { name: "no-ending", bytes: FILES.dxf },
          "en",
          "no-ending: this file is a DXF file, so its name must end in .dxf.",
        ],
        [
          { name: "cut.pdf", bytes: FILES.pdf.subarray(0, 30) },
          "en",
          "cut.pdf: this PDF is incomplete (cut short); upload it again.",
        ],
        [{ name: "empty.pdf", bytes: Buffer.alloc(0) }, "en", "empty.pdf: the file is empty."],
        [
          { name: "huge.pdf", bytes: Buffer.concat([FILES.pdf, Buffer.alloc(25 * 1024 * 1024)]) },
          "en",
          "The file is larger than 25 MB: it was not uploaded.",
        ],
        [
          { name: "enorme.pdf", bytes: Buffer.concat([FILES.pdf, Buffer.alloc(25 * 1024 * 1024)]) },
          "es",
          "El archivo supera 25 MB: no se subió.",
        ],
        [undefined, "en", "Choose the file to upload."],
      ];
      for (const [file, locale, message] of refusals) {
        const response = await upload({ titleEn: uniqueTitle("Refused") }, file, { locale });
        expect(response.status, message).toBe(400);
        const html = shown(await response.text());
        expect(html, message).toContain(message);
        expect(html).toContain(
          locale === "es"
            ? "No se guardó nada: corrige los campos señalados abajo."
            : "Nothing was saved: correct the fields marked below.",
        );
      }
      // The fields are checked too, each with its message, and what was typed comes back.
      const title = uniqueTitle("Mismatch");
      const mismatched = await upload(
        { titleEn: title, productId: "drum-screen", categoryId: "mixers", issuedOn: "2025-02-30" },
        { name: "ok.pdf", bytes: FILES.pdf },
      );
      expect(mismatched.status).toBe(400);
      const answer = await mismatched.text();
      const html = shown(answer);
      expect(html).toContain("The product is in another category: choose its category or none.");
      expect(html).toContain("Enter a date (year-month-day).");
      expect(answer).toContain(`value="${title}"`);
      expect(await documentCount()).toBe(before);
      // A body over the tool's limit is refused before it is read, in words, and nothing is kept.
      const tooLarge = await upload(
        { titleEn: uniqueTitle("Far too large") },
        {
          name: "far.pdf",
          bytes: Buffer.alloc(26 * 1024 * 1024),
        },
      );
      expect(tooLarge.status).toBe(413);
      expect(await documentCount()).toBe(before);
    },
    deadline(120_000),
  );
});

describe("the listing and a product page", () => {
  let manual: string;
  let drawing: string;
  let categoryBrochure: string;
  let otherProduct: string;
  let spanish: string;
  beforeAll(async () => {
    manual = uniqueTitle("Drum Screen Operating Manual");
    drawing = uniqueTitle("Drum Screen General Arrangement");
    categoryBrochure = uniqueTitle("Screening Brochure");
    otherProduct = uniqueTitle("Penstock Manual");
    spanish = uniqueTitle("Manual del tamiz");
    await stored({ titleEn: manual, titleEs: `${manual} ES`, productId: "drum-screen", version: "2.1" });
    await stored(
      {
        titleEn: drawing,
        type: "drawing",
        language: "neutral",
        productId: "drum-screen",
        categoryId: "screening-equipment",
      },
      { name: "ga.dwg", bytes: FILES.dwg },
    );
    await stored({ titleEn: categoryBrochure, type: "brochure", categoryId: "screening-equipment" });
    await stored({ titleEn: otherProduct, productId: "penstock" });
    await stored({ titleEn: spanish, language: "es", productId: "drum-screen" });
  }, deadline(60_000));

  it("lists every kind of document with its kind, language, version, date and size", async () => {
    const response = await get("/downloads");
    expect(response.status).toBe(200);
    const html = shown(await response.text());
    for (const text of [
      // A catalog and a datasheet rendered from the content, a certificate, the uploads.
      "Product Catalog",
      "Datasheet: Drum Screen",
      "ISO 45001:2018",
      manual,
      drawing,
      categoryBrochure,
      otherProduct,
      "Kind: Manual",
      "Kind: Drawing",
      "Kind: Brochure",
      "Kind: Catalog",
      "Kind: Datasheet",
      "Kind: Certificate",
      "Language: Any language",
      "Language: Spanish",
      "Version: 2.1",
      "Date: 4 Mar 2025",
      "Format: DWG drawing, 1 kB",
    ])
      expect(html, text).toContain(text);
    expect(html).toMatch(/Format: PDF, \d+(\.\d)? (kB|MB)/);
    // Each upload links its file, under its name.
    const id = (
      await rows<{ id: string }>(world.db, sql`select id from download_documents where title_en = ${drawing}`)
    )[0]!.id;
    expect(await (await get("/downloads")).text()).toContain(`href="/downloads/file/${id}/ga.dwg"`);
    // In Spanish, the Spanish words and the Spanish title where there is one.
    const spanishHtml = shown(await (await get("/es/descargas")).text());
    expect(spanishHtml).toContain(`${manual} ES`);
    expect(spanishHtml).toContain("Tipo: Manual");
    expect(spanishHtml).toContain("Ficha técnica: Tamiz de tambor rotativo");
    expect(spanishHtml).toContain("Fecha: 4 mar 2025");
    // The sitemap lists it in both languages.
    const sitemap = await (await get("/sitemaps/pages.xml")).text();
    expect(sitemap).toContain("/downloads</loc>");
    expect(sitemap).toContain("/es/descargas</loc>");
  });

  it("filters by kind, language, product and category, each choice with its count", async () => {
    const drawings = shown(await (await get("/downloads?type=drawing")).text());
    expect(drawings).toContain(drawing);
    expect(drawings).not.toContain(manual);
    expect(drawings).not.toContain("Product Catalog");
    expect(drawings).toMatch(/\d+ documents?/);

    const spanishOnly = shown(await (await get("/downloads?language=es")).text());
    expect(spanishOnly).toContain(spanish);
    expect(spanishOnly).not.toContain(manual);

    // A product's own documents, its datasheets, and those of its category.
    const product = shown(await (await get("/downloads?product=drum-screen")).text());
    for (const text of [manual, drawing, categoryBrochure, "Datasheet: Drum Screen"])
      expect(product, text).toContain(text);
    expect(product).not.toContain(otherProduct);
    expect(product).not.toContain("Datasheet: Basket Screen");
    expect(product).not.toContain("Product Catalog");

    const category = shown(await (await get("/downloads?category=screening-equipment&type=brochure")).text());
    expect(category).toContain(categoryBrochure);
    expect(category).not.toContain(manual);
    expect(category).toContain("1 document");
    // The choice's count, with the other filters kept: one brochure in the category.
    expect(await (await get("/downloads?category=screening-equipment")).text()).toMatch(
      /<option value="brochure">Brochure \(1\)<\/option>/,
    );
    // A filtered list is not for search engines; the plain one is.
    expect(await (await get("/downloads?type=drawing")).text()).toContain(
      '<meta name="robots" content="noindex"/>',
    );
    expect(await (await get("/downloads")).text()).not.toContain('content="noindex"');
  });

  it("redirects a made-up filter to the plain listing, and keeps no filtered listing in the cache", async () => {
    for (const [query, location] of [
      ["?type=nonsense", "/downloads"],
      ["?product=no-such-product", "/downloads"],
      ["?language=fr&utm_source=x", "/downloads?utm_source=x"],
      ["?category=", "/downloads"],
    ] as const) {
      const response = await get(`/downloads${query}`);
      expect(response.status, query).toBe(301);
      expect(response.headers.get("location"), query).toBe(location);
      await response.arrayBuffer();
    }
    // A real filter is answered, not indexed, and rendered each time: no combination of
    // filters takes a place in the page cache.
    for (let round = 0; round < 2; round += 1) {
      const filtered = await get("/downloads?language=en");
      expect(filtered.status).toBe(200);
      expect(filtered.headers.get("x-page-cache")).not.toBe("hit");
      expect(await filtered.text()).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  it("shows an upload at once on the cached listing", async () => {
    await (await get("/downloads")).arrayBuffer();
    const title = uniqueTitle("Fresh Brochure");
    await stored({ titleEn: title, type: "brochure" });
    expect(shown(await (await get("/downloads")).text())).toContain(title);
  });

  it("lists a product's own documents on its page, with its datasheets and its category's", async () => {
    const page = await get("/drum-screen");
    expect(page.status).toBe(200);
    const html = await page.text();
    const section = /<section[^>]*data-product-documents[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const words = shown(section);
    for (const text of [manual, drawing, categoryBrochure, spanish, "Datasheet: Drum Screen", "Documents"])
      expect(words, text).toContain(text);
    expect(words).not.toContain(otherProduct);
    expect(section).toContain('href="/downloads?product=drum-screen"');
    const spanishSection = shown(
      /<section[^>]*data-product-documents[\s\S]*?<\/section>/.exec(
        await (await get("/es/tamiz-de-tambor-rotativo")).text(),
      )?.[0] ?? "",
    );
    expect(spanishSection).toContain(`${manual} ES`);
    expect(spanishSection).toContain("Todos los documentos de este producto");
  });
});

describe("serving a file", () => {
  it("answers as a download under its name, with its type, length, ETag and nosniff", async () => {
    const title = uniqueTitle("Operación");
    const id = await stored(
      { titleEn: title },
      { name: "Manual de operación (rev 2).pdf", bytes: FILES.pdf },
    );
    const response = await get(`/downloads/file/${id}/anything.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(FILES.pdf.length));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Manual de operacion (rev 2).pdf"; filename*=UTF-8''Manual%20de%20operaci%C3%B3n%20%28rev%202%29.pdf`,
    );
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(FILES.pdf)).toBe(true);
    const again = await get(`/es/descargas/archivo/${id}/x.pdf`, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await get(`/downloads/file/00000000-0000-4000-8000-000000000000/x.pdf`)).status).toBe(404);
    expect((await get(`/downloads/file/not-an-id/x.pdf`)).status).toBe(404);
  });
});

describe("a gated document", () => {
  let first: { id: string; title: string };
  let second: { id: string; title: string };
  beforeAll(async () => {
    first = { id: "", title: uniqueTitle("Gated Drawing Set") };
    second = { id: "", title: uniqueTitle("Gated Model") };
    first.id = await stored({
      titleEn: first.title,
      titleEs: `${first.title} ES`,
      gated: true,
      type: "drawing",
    });
    second.id = await stored(
      { titleEn: second.title, gated: true },
      { name: "model.step", bytes: FILES.step },
    );
  }, deadline(30_000));

  /** The gate's form as a browser without script posts it, from a fresh address. */
  const postGate = async (id: string, fields: Record<string, string>, locale: "en" | "es" = "en") =>
    fetch(new URL(locale === "es" ? `/es/descargas/${id}` : `/downloads/${id}`, base()), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "x-forwarded-for": freshAddress() },
      body: new URLSearchParams(fields).toString(),
    });
  const leadCount = async (id: string) =>
    Number(
      (
        await rows<{ n: number }>(
          world.db,
          sql`select count(*)::int as n from download_leads where document_id = ${id}`,
        )
      )[0]!.n,
    );

  it("is not served without the visitor's cookie or a valid link: the listing leads to its form", async () => {
    const file = await get(`/downloads/file/${first.id}/plan.pdf`);
    expect(file.status).toBe(303);
    expect(file.headers.get("location")).toBe(`/downloads/${first.id}`);
    expect((await get(`/es/descargas/archivo/${first.id}/plan.pdf`)).headers.get("location")).toBe(
      `/es/descargas/${first.id}`,
    );
    expect((await get(`/downloads/file/${first.id}/plan.pdf?token=abc.def`)).status).toBe(303);
    const listing = await (await get("/downloads")).text();
    expect(listing).toContain(`href="/downloads/${first.id}"`);
    expect(listing).not.toContain(`/downloads/file/${first.id}/`);
    expect(shown(listing)).toContain("Your details are asked before the download");
    const page = await get(`/downloads/${first.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("data-gate-form");
    expect(shown(html)).toContain("I agree to be contacted and to receive communications.");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it(
    "refuses the form without its fields, with the spam trap filled, or with a captcha not solved here",
    async () => {
      const empty = await postGate(first.id, {});
      expect(empty.status).toBe(400);
      const emptyWords = shown(await empty.text());
      for (const text of [
        "Please correct the fields marked below.",
        "Enter your name (up to 100 characters).",
        "Enter a valid e-mail address.",
        "Enter your company's name (up to 100 characters).",
        "Tick the box to agree before the download.",
        "Wait until the spam check says it is done, then send the form again.",
      ])
        expect(emptyWords, text).toContain(text);
      const spanish = shown(await (await postGate(first.id, { email: "nope" }, "es")).text());
      expect(spanish).toContain("Escribe una dirección de correo válida.");

      const valid = { name: "Ana Ruiz", email: "ana@example.com", company: "Aguas del Sur", consent: "on" };
      const trapped = await postGate(first.id, {
        ...valid,
        website: "http://spam.example",
        captcha: await fetchSolvedCaptcha(base()),
      });
      expect(trapped.status).toBe(400);
      expect(shown(await trapped.text())).toContain("Your request could not be accepted.");
      expect(trapped.headers.get("set-cookie") ?? "").not.toContain("site.downloads");

      const forged = await postGate(first.id, { ...valid, captcha: Buffer.from("{}").toString("base64") });
      expect(forged.status).toBe(400);
      expect(shown(await forged.text())).toContain("The spam check could not be verified.");
      expect(await leadCount(first.id)).toBe(0);
    },
    deadline(60_000),
  );

  it(
    "stores the lead, e-mails the link through the outbox, sets the cookie, and lets the next gated file through",
    async () => {
      const email = `lead-${Date.now().toString(36)}@example.com`;
      const captcha = await fetchSolvedCaptcha(base());
      const sent = await postGate(
        first.id,
        {
          name: "María Núñez",
          email: `  ${email.toUpperCase()} `,
          company: "Aguas del Norte S.A.",
          consent: "on",
          website: "",
          captcha,
        },
        "es",
      );
      expect(sent.status).toBe(200);
      const cookie = sent.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^site\.downloads=/);
      expect(cookie).toMatch(/Max-Age=31536000/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(sent.headers.get("refresh")).toBe(`0; url=/es/descargas/archivo/${first.id}/manual.pdf`);
      const page = shown(await sent.text());
      expect(page).toContain("Gracias: tu descarga está empezando");
      expect(page).toContain(`También enviamos su enlace a ${email}`);

      const [lead] = await rows<{
        id: string;
        name: string;
        email: string;
        company: string;
        locale: string;
        document_title: string;
      }>(
        world.db,
        sql`select id, name, email, company, locale, document_title from download_leads where document_id = ${first.id}`,
      );
      expect(lead).toMatchObject({
        name: "María Núñez",
        email,
        company: "Aguas del Norte S.A.",
        locale: "es",
        document_title: `${first.title} ES`,
      });
      // The same solved captcha counts once.
      const replay = await postGate(first.id, {
        name: "Bot",
        email: "bot@example.com",
        company: "Bots",
        consent: "on",
        captcha,
      });
      expect(replay.status).toBe(400);
      expect(await leadCount(first.id)).toBe(1);

      const mail = await waitFor(
        async () => world.smtp.messages.find((message) => message.envelopeTo.includes(email)),
        20_000,
        "the link's e-mail",
      );
      expect(mail.subject).toBe(`Tu descarga: ${first.title} ES`);
      expect(mail.text).toContain("El enlace funciona durante 7 días.");
      expect(mail.text).not.toContain("María");
      const link = /https?:\/\/\S+\/es\/descargas\/archivo\/\S+\?token=[\w.-]+/.exec(mail.text)?.[0];
      expect(link).toBeDefined();
      const [outbox] = await rows<{ kind: string; status: string }>(
        world.db,
        sql`select kind, status from mail_outbox where download_lead_id = ${lead!.id}`,
      );
      expect(outbox).toMatchObject({ kind: "download_link", status: "sent" });

      // The e-mailed link works anywhere (the site's public address is another host in tests).
      const fromMail = new URL(link!);
      const viaLink = await get(`${fromMail.pathname}${fromMail.search}`);
      expect(viaLink.status).toBe(200);
      expect(Buffer.from(await viaLink.arrayBuffer()).equals(FILES.pdf)).toBe(true);
      expect(viaLink.headers.get("cache-control")).toBe("private, no-cache");
      // A link for one document does not open another.
      expect((await get(`/downloads/file/${second.id}/model.step${fromMail.search}`)).status).toBe(303);

      // The cookie lets the next gated file through, and the listing links it directly.
      const visitor = cookie.split(";")[0]!;
      const next = await get(`/downloads/file/${second.id}/model.step`, { Cookie: visitor });
      expect(next.status).toBe(200);
      expect(next.headers.get("content-type")).toBe("model/step");
      expect(Buffer.from(await next.arrayBuffer()).equals(FILES.step)).toBe(true);
      const listing = await (await get("/downloads", { Cookie: visitor })).text();
      expect(listing).toContain(`href="/downloads/file/${second.id}/model.step"`);
      // A forged cookie is no cookie.
      const forged = `site.downloads=${Buffer.from("1700000000000").toString("base64")}.forged`;
      expect((await get(`/downloads/file/${second.id}/model.step`, { Cookie: forged })).status).toBe(303);
    },
    deadline(60_000),
  );

  it(
    "lists the leads with their document in the back office, exports them, and erases one with its e-mail",
    async () => {
      const email = `erase-${Date.now().toString(36)}@example.com`;
      const sent = await postGate(second.id, {
        name: "Pedro Gómez",
        email,
        company: "Riegos SL",
        consent: "on",
        captcha: await fetchSolvedCaptcha(base()),
      });
      expect(sent.status).toBe(200);
      const [lead] = await rows<{ id: string }>(
        world.db,
        sql`select id from download_leads where email = ${email}`,
      );
      const page = await get("/admin/downloads/leads", { Cookie: world.admin.cookie });
      expect(page.status).toBe(200);
      const words = shown(await page.text());
      for (const text of ["Pedro Gómez", email, "Riegos SL", second.title])
        expect(words, text).toContain(text);

      const csv = await fetch(new URL("/admin/downloads/leads/export", base()), {
        method: "POST",
        headers: { Cookie: world.admin.cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const text = await csv.text();
      expect(text).toContain(`Pedro Gómez,${email},Riegos SL,${second.title},en`);

      await waitFor(
        async () => world.smtp.messages.some((message) => message.envelopeTo.includes(email)),
        20_000,
        "the second link's e-mail",
      );
      const erased = await fetch(new URL("/admin/downloads/leads", base()), {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: world.admin.cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "erase", leadId: lead!.id }).toString(),
      });
      expect(erased.status).toBe(200);
      expect(shown(await erased.text())).toContain("The lead was erased.");
      expect(await rows(world.db, sql`select 1 from download_leads where id = ${lead!.id}`)).toHaveLength(0);
      expect(
        await rows(world.db, sql`select 1 from mail_outbox where download_lead_id = ${lead!.id}`),
      ).toHaveLength(0);
      const audit = await auditRows(world.db, lead!.id);
      expect(audit.map((entry) => entry.action)).toEqual(["media.lead_erase"]);
      expect(JSON.stringify(audit)).not.toContain(email);
      expect(JSON.stringify(audit)).not.toContain("Pedro");
    },
    deadline(60_000),
  );
});

describe("search", () => {
  it("finds an uploaded document by its title, in each language", async () => {
    const title = uniqueTitle("Clarifier Scraper Maintenance Guide");
    const id = await stored({ titleEn: title, titleEs: `Guía ${title}`, version: "3" });
    const word = title.split(" ").pop()!;
    const english = await (await get(`/search?q=${encodeURIComponent(word)}`)).text();
    expect(shown(english)).toContain(title);
    expect(shown(english)).toContain("Document");
    expect(english).toContain(`href="/downloads/${id}"`);
    const spanish = await (await get(`/es/buscar?q=${encodeURIComponent(word)}`)).text();
    expect(shown(spanish)).toContain(`Guía ${title}`);
    expect(shown(spanish)).toContain("Documento");
  });
});

describe("editing and deleting", () => {
  it("changes a document's words and gate, replaces its file, and deletes it, each audited", async () => {
    const title = uniqueTitle("Editable");
    const id = await stored({ titleEn: title, productId: "drum-screen" });
    const path = `/admin/downloads/${id}`;
    const page = await get(path, { Cookie: editorCookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`value="${title}"`);

    const form = new FormData();
    const renamed = `${title} v2`;
    for (const [name, value] of Object.entries({
      intent: "save",
      titleEn: renamed,
      titleEs: "",
      type: "drawing",
      language: "neutral",
      version: "B",
      issuedOn: "2025-05-06",
      productId: "drum-screen",
      categoryId: "",
      gated: "on",
    }))
      form.append(name, value);
    form.append("file", new Blob([new Uint8Array(FILES.dxf)]), "replaced.dxf");
    const saved = await fetch(new URL(path, base()), {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: editorCookie },
      body: form,
    });
    expect(saved.status).toBe(200);
    expect(shown(await saved.text())).toContain("Saved.");
    const [row] = await rows<{
      title_en: string;
      type: string;
      gated: boolean;
      format: string;
      file_name: string;
      version: string;
    }>(
      world.db,
      sql`select title_en, type, gated, format, file_name, version from download_documents where id = ${id}`,
    );
    expect(row).toMatchObject({
      title_en: renamed,
      type: "drawing",
      gated: true,
      format: "dxf",
      file_name: "replaced.dxf",
      version: "B",
    });
    // Gated now: the file asks for the details first.
    expect((await get(`/downloads/file/${id}/replaced.dxf`)).status).toBe(303);

    const deleted = await fetch(new URL(path, base()), {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: editorCookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=delete",
    });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/admin/downloads?done=deleted");
    expect(await rows(world.db, sql`select 1 from download_documents where id = ${id}`)).toHaveLength(0);
    expect((await get(`/downloads/file/${id}/replaced.dxf`)).status).toBe(404);
    expect((await get(`/downloads/${id}`)).status).toBe(404);
    expect(shown(await (await get("/downloads")).text())).not.toContain(renamed);
    const audit = await auditRows(world.db, id);
    expect(audit.map((entry) => entry.action)).toEqual([
      "media.document_upload",
      "media.document_update",
      "media.document_delete",
    ]);
    expect(audit[1]!.before).toMatchObject({ titleEn: title, gated: false, format: "pdf" });
    expect(audit[1]!.after).toMatchObject({ titleEn: renamed, gated: true, format: "dxf" });
  });
});

describe("who may open the tool", () => {
  it(
    "lets administrators and editors in, and keeps the sales team, other accounts and anonymous visitors out",
    async () => {
      for (const path of ["/admin/downloads", "/es/admin/descargas", "/admin/downloads/leads"]) {
        const anonymous = await get(path);
        expect([302, 303], path).toContain(anonymous.status);
        expect(anonymous.headers.get("location"), path).toMatch(/\/(es\/acceso|auth)/);
        expect((await get(path, { Cookie: salesCookie })).status, path).toBe(403);
        expect((await get(path, { Cookie: world.member.cookie })).status, path).toBe(403);
        expect((await get(path, { Cookie: editorCookie })).status, path).toBe(200);
        expect((await get(path, { Cookie: world.admin.cookie })).status, path).toBe(200);
      }
      const before = await documentCount();
      const title = uniqueTitle("Refused upload");
      expect(
        (await upload({ titleEn: title }, { name: "a.pdf", bytes: FILES.pdf }, { cookie: salesCookie }))
          .status,
      ).toBe(403);
      expect(
        (await upload({ titleEn: title }, { name: "a.pdf", bytes: FILES.pdf }, { cookie: "" })).status,
      ).not.toBe(200);
      expect(await documentCount()).toBe(before);
      // An editor may upload.
      expect(
        (await upload({ titleEn: title }, { name: "a.pdf", bytes: FILES.pdf }, { cookie: editorCookie }))
          .status,
      ).toBe(200);
      // The navigation shows the tool to those who may open it only.
      expect(await (await get("/admin/dashboard", { Cookie: editorCookie })).text()).toContain(
        'href="/admin/downloads"',
      );
      expect(await (await get("/admin/dashboard", { Cookie: salesCookie })).text()).not.toContain(
        'href="/admin/downloads"',
      );
    },
    deadline(60_000),
  );
});
