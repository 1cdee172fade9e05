// Quote requests over HTTP (ADR 026): the visitor's list as a browser without JavaScript
// keeps it, the request with products, project data and files, the refusals per file with
// the rest kept, the e-mails to the team and the buyer through a real SMTP server, the
// attachments' access, and erasure.
import http from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPage, postForm, rows, startAdminWorld, type AdminWorld } from "../support/admin";
import { fetchSolvedCaptcha } from "../support/captcha-solver";
import { contactBody, CONTACT_TO, freshAddress, waitFor } from "../support/contact";
import { engine } from "../support/test-server";
import { zip } from "../support/zip";

let world: AdminWorld;
beforeAll(async () => {
  world = await startAdminWorld();
});
afterAll(async () => {
  await world?.stop();
});

const base = () => world.server.baseUrl;
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

const xml = Buffer.from('<?xml version="1.0"?><x/>');
const FILES = {
  pdf: Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]),
  dwg: Buffer.from("AC1032\0\0\0\0\0\0drawing"),
  dxf: Buffer.from("999\nmade by a CAD program\n0\nSECTION\n2\nHEADER\n0\nENDSEC\n0\nEOF\n"),
  xlsx: zip([
    { name: "[Content_Types].xml", data: xml, deflate: true },
    { name: "xl/workbook.xml", data: xml, deflate: true },
  ]),
  docx: zip([
    { name: "[Content_Types].xml", data: xml },
    { name: "word/document.xml", data: xml, deflate: true },
  ]),
};

interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
}

async function postQuote(
  fields: Record<string, string>,
  files: Upload[] = [],
  { cookie, captcha = true }: { cookie?: string; captcha?: boolean } = {},
): Promise<Response> {
  const form = new FormData();
  const body = contactBody({ consent: "true", locale: "en", ...fields });
  if (captcha) body.captcha = await fetchSolvedCaptcha(base());
  for (const [name, value] of Object.entries(body)) form.append(name, String(value));
  for (const file of files)
    form.append("files", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "" }), file.name);
  return fetch(new URL("/api/quote", base()), {
    method: "POST",
    headers: { "x-forwarded-for": freshAddress(), ...(cookie ? { cookie } : {}) },
    body: form,
  });
}

const items = (list: Array<[string, number, string?]>) =>
  JSON.stringify(list.map(([productId, quantity, note]) => ({ productId, quantity, note })));

describe(`the quote list (${engine})`, () => {
  it("is added to, changed and emptied without JavaScript, survives reloads, and shows in the header", async () => {
    const added = await postForm(base(), "/quote", undefined, {
      intent: "add",
      productId: "drum-screen",
      quantity: "2",
      returnTo: "/drum-screen",
    });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/drum-screen");
    let cookie = cookieOf(added);
    expect(cookie).toMatch(/^site\.quote=/);

    const again = await postForm(base(), "/es/cotizacion", cookie, {
      intent: "add",
      productId: "grit-classifier",
      quantity: "1",
      returnTo: "/es/clasificador-de-arena",
    });
    cookie = cookieOf(again);
    const page = await getPage(base(), "/quote", cookie);
    const html = await page.text();
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(html).toContain('data-quote-item="drum-screen"');
    expect(html).toContain('data-quote-item="grit-classifier"');
    expect(html).toContain('data-quote-badge="2"');

    const changed = await postForm(base(), "/quote", cookie, {
      intent: "update",
      productId: "drum-screen",
      quantity: "7",
      returnTo: "/quote",
    });
    cookie = cookieOf(changed);
    expect(await (await getPage(base(), "/quote", cookie)).text()).toMatch(/name="quantity"[^>]*value="7"/);

    const removed = await postForm(base(), "/quote", cookie, {
      intent: "remove",
      productId: "drum-screen",
      returnTo: "/quote",
    });
    cookie = cookieOf(removed);
    const after = await (await getPage(base(), "/quote", cookie)).text();
    expect(after).not.toContain('data-quote-item="drum-screen"');
    expect(after).toContain('data-quote-badge="1"');
  });

  it("goes back only to a path of the site: another site's, or one with a line break, is ignored", async () => {
    for (const returnTo of [
      "//evil.example",
      "/\\evil.example",
      "/drum-screen\r\nSet-Cookie: a=b",
      "/x\ny",
    ]) {
      const added = await postForm(base(), "/quote", undefined, {
        intent: "add",
        productId: "drum-screen",
        quantity: "1",
        returnTo,
      });
      expect(added.status, JSON.stringify(returnTo)).toBeLessThan(500);
      expect(added.headers.get("location") ?? "", JSON.stringify(returnTo)).not.toMatch(/evil|[\r\n]/);
      expect(cookieOf(added)).toMatch(/^site\.quote=/);
      await added.arrayBuffer();
    }
  });

  it("refuses unknown products and ignores a tampered cookie", async () => {
    const unknown = await postForm(base(), "/quote", undefined, {
      intent: "add",
      productId: "nope",
      quantity: "1",
    });
    expect(unknown.status).toBe(400);
    const forged = `site.quote=${encodeURIComponent(btoa(JSON.stringify([["drum-screen", 5]])))}.forged`;
    const page = await (await getPage(base(), "/quote", forged)).text();
    expect(page).not.toContain("data-quote-item");
  });
});

describe(`a quote request (${engine})`, () => {
  it("stores products, project data and every allowed kind of file, e-mails the team and the buyer, and empties the list", async () => {
    const files = Object.entries(FILES).map(([kind, bytes]) => ({ name: `plan.${kind}`, bytes }));
    // Five at most: the first five kinds here, the other two in a second request.
    const response = await postQuote(
      {
        email: "buyer@aguas.example",
        company: "Aguas del Norte",
        items: items([
          ["drum-screen", 2, "2 m channel"],
          ["grit-classifier", 1],
          ["belt-conveyor", 3],
        ]),
        application: "industrial",
        sector: "Food and beverage",
        flow: "1200",
        flowUnit: "m3/day",
        location: "Monterrey, Mexico",
        timeline: "Q3 2027",
      },
      files.slice(0, 5),
      { cookie: "site.quote=anything" },
    );
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie().join()).toMatch(/site\.quote=;.*Max-Age=0/i);
    const { id } = (await response.json()) as { id: string };

    const stored = await rows<{ product_id: string; quantity: number; note: string | null }>(
      world.db,
      sql`select product_id, quantity, note from quote_items where message_id = ${id} order by position`,
    );
    expect(stored).toEqual([
      { product_id: "drum-screen", quantity: 2, note: "2 m channel" },
      { product_id: "grit-classifier", quantity: 1, note: null },
      { product_id: "belt-conveyor", quantity: 3, note: null },
    ]);
    const kinds = await rows<{ kind: string; file_name: string }>(
      world.db,
      sql`select kind, file_name from contact_attachments where message_id = ${id} order by position`,
    );
    expect(kinds.map((row) => row.kind)).toEqual(["pdf", "png", "jpeg", "dwg", "dxf"]);
    const [message] = await rows<{ project: Record<string, unknown> }>(
      world.db,
      sql`select project from contact_messages where id = ${id}`,
    );
    expect(message?.project).toMatchObject({
      application: "industrial",
      sector: "Food and beverage",
      flow: 1200,
    });

    const team = await waitFor(
      async () => world.smtp.messages.find((mail) => mail.header("message-id")?.includes(id)),
      15_000,
      "the team's e-mail",
    );
    expect(team.header("to")).toContain(CONTACT_TO);
    expect(team.header("subject")).toContain("Aguas del Norte");
    expect(team.header("subject")).toContain("3 products");
    expect(team.text).toContain("2 × Drum Screen (drum-screen) — 2 m channel");
    expect(team.text).toContain("Design flow: 1200 m3/day");
    expect(team.text).toContain(`/admin/messages/${id}`);
    expect(team.raw.length).toBeLessThan(20_000); // the files stay in the back office

    const buyer = await waitFor(
      async () => world.smtp.messages.find((mail) => mail.header("to")?.includes("buyer@aguas.example")),
      15_000,
      "the buyer's confirmation",
    );
    expect(buyer.text).toContain("3 × Belt Conveyor");
    expect(buyer.text).not.toContain("2 m channel"); // nothing typed freely goes to the buyer's address

    const second = await postQuote({ items: items([["drum-screen", 1]]) }, files.slice(5));
    expect(second.status).toBe(201);
  });

  it("refuses a renamed executable, HTML named .pdf, a ZIP bomb named .xlsx and a sixth file, each with its reason", async () => {
    const before = await rows<{ n: number }>(world.db, sql`select count(*)::int as n from contact_messages`);
    const bomb = zip([
      { name: "[Content_Types].xml", data: xml, deflate: true },
      { name: "xl/workbook.xml", data: Buffer.alloc(300 * 1024 * 1024), deflate: true },
    ]);
    const response = await postQuote({ items: items([["drum-screen", 1]]), flow: "-3", flowUnit: "m3/h" }, [
      { name: "setup.pdf", bytes: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]) },
      {
        name: "spec.pdf",
        bytes: Buffer.from("<!doctype html><script>alert(1)</script>"),
        type: "application/pdf",
      },
      { name: "prices.xlsx", bytes: bomb },
      { name: "a.pdf", bytes: FILES.pdf },
      { name: "b.pdf", bytes: FILES.pdf },
      { name: "c.pdf", bytes: FILES.pdf },
    ]);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as {
      fileErrorCodes: Record<string, string>;
      fieldErrorCodes: Record<string, string[]>;
    };
    expect(answer.fileErrorCodes).toEqual({
      0: "fileTypeRefused",
      1: "fileTypeRefused",
      2: "fileArchiveRefused",
      5: "tooManyFiles",
    });
    expect(answer.fieldErrorCodes.flow).toEqual(["flowInvalid"]);
    const after = await rows<{ n: number }>(world.db, sql`select count(*)::int as n from contact_messages`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("refuses a file over 20 MB, naming it", async () => {
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(20 * 1024 * 1024)]);
    const response = await postQuote({ items: items([["drum-screen", 1]]) }, [
      { name: "ok.pdf", bytes: FILES.pdf },
      { name: "big.pdf", bytes: big },
    ]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fileErrorCodes: Record<string, string> }).fileErrorCodes).toEqual({
      1: "fileTooLarge",
    });
  });

  it("checks every new field", async () => {
    const response = await postQuote({
      items: JSON.stringify([
        { productId: "drum-screen", quantity: 0, note: "x".repeat(501) },
        { productId: "nope", quantity: 1 },
      ]),
      application: "spaceport",
      flow: "12",
      flowUnit: "",
      location: "x".repeat(201),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as {
      fieldErrorCodes: Record<string, string[]>;
      itemErrorCodes: Record<string, string[]>;
    };
    expect(answer.itemErrorCodes[0]).toEqual(expect.arrayContaining(["quantityInvalid", "noteTooLong"]));
    expect(answer.itemErrorCodes[1]).toEqual(["productInvalid"]);
    expect(answer.fieldErrorCodes).toMatchObject({
      application: ["applicationInvalid"],
      location: ["locationTooLong"],
    });
    const none = await postQuote({ items: "[]" });
    expect(
      ((await none.json()) as { fieldErrorCodes: Record<string, string[]> }).fieldErrorCodes.items,
    ).toEqual(["productsRequired"]);
  });

  it("keeps spam away from the buyer's address, and erasure takes the files with the request", async () => {
    const spam = await postQuote({ website: "http://spam.example", items: items([["drum-screen", 1]]) }, [
      { name: "x.pdf", bytes: FILES.pdf },
    ]);
    expect(spam.status).toBe(201);
    const { id: spamId } = (await spam.json()) as { id: string };
    const outbox = await rows(world.db, sql`select 1 from mail_outbox where confirms_message_id = ${spamId}`);
    expect(outbox).toHaveLength(0);

    const response = await postQuote({ items: items([["drum-screen", 1]]) }, [
      { name: "p.pdf", bytes: FILES.pdf },
    ]);
    const { id } = (await response.json()) as { id: string };
    const [file] = await rows<{ id: string }>(
      world.db,
      sql`select id from contact_attachments where message_id = ${id}`,
    );
    const path = `/admin/messages/${id}/attachments/${file!.id}`;

    // Only a signed-in administrator gets the file, and only as a download.
    expect((await getPage(base(), path)).status).not.toBe(200);
    expect((await getPage(base(), path, world.member.cookie)).status).not.toBe(200);
    const download = await getPage(base(), path, world.admin.cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/octet-stream");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="p\.pdf"/);
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await download.arrayBuffer()).equals(FILES.pdf)).toBe(true);

    const [{ version } = { version: 1 }] = await rows<{ version: number }>(
      world.db,
      sql`select version from contact_messages where id = ${id}`,
    );
    const erased = await postForm(base(), `/admin/messages/${id}`, world.admin.cookie, {
      intent: "delete",
      version: String(version),
    });
    expect(erased.status).toBeLessThan(400);
    expect(
      await rows(world.db, sql`select 1 from contact_attachments where message_id = ${id}`),
    ).toHaveLength(0);
    expect(await rows(world.db, sql`select 1 from quote_items where message_id = ${id}`)).toHaveLength(0);
    expect(
      await rows(world.db, sql`select 1 from mail_outbox where confirms_message_id = ${id}`),
    ).toHaveLength(0);
  });
});

/**
 * A quote request sent by hand and left open: the multipart texts, then a file part whose
 * first `fileBytes` (of `declaredBytes`) are written. `sent` settles once the server has taken
 * them all (a server that does not read the body never lets 16 MB through a loopback socket);
 * `finish` sends the rest, and `answer` is the server's answer, whenever it comes.
 */
function openUpload(
  address: string,
  fields: Record<string, string>,
  fileBytes: number,
  declaredBytes = fileBytes,
) {
  const boundary = `----upload${Date.now()}${Math.random().toString(36).slice(2)}`;
  const texts = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  const head = Buffer.from(
    `${texts}--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="plan.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n%PDF-1.7\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.alloc(fileBytes, 0x20);
  const request = http.request(new URL("/api/quote", base()), {
    method: "POST",
    agent: false,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(head.length + declaredBytes + tail.length),
      "x-forwarded-for": address,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on("error", reject);
  });
  request.write(head);
  const sent = new Promise<void>((resolve) => {
    if (request.write(body)) resolve();
    else request.once("drain", () => resolve());
  });
  const rest = Buffer.alloc(declaredBytes - fileBytes, 0x20);
  return { answer, sent, finish: () => request.end(Buffer.concat([rest, tail])) };
}

describe(`what a quote request may cost the server (${engine})`, () => {
  it("refuses an address over its limit before reading the body", async () => {
    const address = freshAddress();
    // Five messages counted for the address in the current window: its limit.
    await world.db.execute(sql`
      insert into rate_limit_hits (scope, key, window_start, count)
      select 'contact', ${address},
        to_timestamp(floor(extract(epoch from now()) * 1000 / 600000) * 600000 / 1000.0), 5
    `);
    // A file of 18 MB declared, its first 1 KB sent: the answer comes without the rest.
    const upload = openUpload(address, { name: "A" }, 1024, 18 * 1024 * 1024);
    const answer = await upload.answer;
    expect(answer.status).toBe(429);
    expect(answer.body).toContain("Too many messages from your address");
  });

  it("reads two bodies at a time from one address, answering a third 503 before reading it", async () => {
    const address = freshAddress();
    const first = openUpload(address, { name: "A" }, 16 * 1024 * 1024);
    const second = openUpload(address, { name: "B" }, 16 * 1024 * 1024);
    await Promise.all([first.sent, second.sent]);
    const third = openUpload(address, { name: "C" }, 1024);
    const refused = await third.answer;
    expect(refused.status).toBe(503);
    expect(refused.body).toContain("Please send your request again in a few seconds.");
    first.finish();
    second.finish();
    // Both read to the end and answered (their fields are not a request): their places are free.
    expect((await first.answer).status).toBe(400);
    expect((await second.answer).status).toBe(400);
    const after = await postQuote({ items: items([["drum-screen", 1]]) }, [
      { name: "a.pdf", bytes: FILES.pdf },
    ]);
    expect(after.status).toBe(201);
  });

  it("inspects no file under a captcha that does not verify, and a replayed captcha's files only within their limit", async () => {
    const bomb = zip([
      { name: "[Content_Types].xml", data: xml, deflate: true },
      { name: "xl/workbook.xml", data: Buffer.alloc(100 * 1024 * 1024), deflate: true },
    ]);
    const unsolved = await postQuote(
      { items: items([["drum-screen", 1]]), captcha: "bm90IHNvbHZlZA==" },
      [{ name: "prices.xlsx", bytes: bomb }],
      { captcha: false },
    );
    expect(unsolved.status).toBe(400);
    const refusal = (await unsolved.json()) as {
      fieldErrorCodes: Record<string, string[]>;
      fileErrorCodes: Record<string, string>;
    };
    expect(refusal.fieldErrorCodes.captcha).toEqual(["captchaInvalid"]);
    expect(refusal.fileErrorCodes).toEqual({});

    // One solved captcha sent again and again with a field wrong (so never stored, never
    // spent): its files are inspected 15 times (three times the limit of 5), then 429.
    const address = freshAddress();
    const captcha = await fetchSolvedCaptcha(base());
    const send = () => {
      const form = new FormData();
      const body = contactBody({
        consent: "true",
        locale: "en",
        items: items([["drum-screen", 1]]),
        flow: "-3",
      });
      for (const [name, value] of Object.entries({ ...body, captcha })) form.append(name, String(value));
      form.append("files", new Blob([new Uint8Array(bomb)]), "prices.xlsx");
      return fetch(new URL("/api/quote", base()), {
        method: "POST",
        headers: { "x-forwarded-for": address },
        body: form,
      });
    };
    for (let attempt = 1; attempt <= 15; attempt++) {
      const answer = await send();
      expect(answer.status, `attempt ${attempt}`).toBe(400);
      expect(((await answer.json()) as { fileErrorCodes: Record<string, string> }).fileErrorCodes).toEqual({
        0: "fileArchiveRefused",
      });
    }
    const limited = await send();
    expect(limited.status).toBe(429);
  });
});

describe(`the Spanish pages' quote list and back office (${engine})`, () => {
  /** A page's HTML without the markers React leaves between text parts. */
  const html = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
  const DRUM = "Tamiz de tambor rotativo";
  const GRIT = "Clasificador de arenas";

  it("adds, changes and removes with plain forms on the Spanish pages, each coming back where it was", async () => {
    // A category's card and a product's page post to the Spanish list and name where to return.
    const category = await html(await getPage(base(), "/es/equipos-de-desbaste"));
    expect(category).toMatch(/<form[^>]*action="\/es\/cotizacion" method="post"/);
    expect(category).toContain('name="returnTo" value="/es/equipos-de-desbaste"');
    expect(category).toContain(`<span class="sr-only">Cantidad de ${DRUM}</span>`);
    expect(category).toContain(`Añadir a la cotización<span class="sr-only"> (${DRUM})</span>`);
    const added = await postForm(base(), "/es/cotizacion", undefined, {
      intent: "add",
      productId: "drum-screen",
      quantity: "3",
      returnTo: "/es/equipos-de-desbaste",
    });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/es/equipos-de-desbaste");
    let cookie = cookieOf(added);
    expect(await html(await getPage(base(), "/es/equipos-de-desbaste", cookie))).toContain(
      'data-quote-badge="1"',
    );

    const product = await html(await getPage(base(), "/es/clasificador-de-arenas"));
    expect(product).toContain('name="returnTo" value="/es/clasificador-de-arenas"');
    expect(product).toContain(`<span class="sr-only">Cantidad de ${GRIT}</span>`);
    const again = await postForm(base(), "/es/cotizacion", cookie, {
      intent: "add",
      productId: "grit-classifier",
      quantity: "1",
      returnTo: "/es/clasificador-de-arenas",
    });
    expect(again.headers.get("location")).toBe("/es/clasificador-de-arenas");
    cookie = cookieOf(again);
    const productAfter = await html(await getPage(base(), "/es/clasificador-de-arenas", cookie));
    // The header's badge counts both and leads to the Spanish list.
    expect(/<a [^>]*data-quote-badge="2"[^>]*>/.exec(productAfter)?.[0]).toContain('href="/es/cotizacion"');

    const list = await html(await getPage(base(), "/es/cotizacion", cookie));
    expect(list.match(/data-quote-item="/g)).toHaveLength(2);
    expect(list).toMatch(
      new RegExp(
        `Cantidad<span class="sr-only"> \\(${DRUM}\\)</span><input[^>]*name="quantity"[^>]*value="3"`,
      ),
    );
    expect(list).toContain(`Actualizar<span class="sr-only"> (${DRUM})</span>`);
    expect(list).toContain(`Quitar<span class="sr-only"> (${GRIT})</span>`);
    expect(list).toContain('name="returnTo" value="/es/cotizacion"');

    const changed = await postForm(base(), "/es/cotizacion", cookie, {
      intent: "update",
      productId: "drum-screen",
      quantity: "12",
      returnTo: "/es/cotizacion",
    });
    expect(changed.headers.get("location")).toBe("/es/cotizacion");
    cookie = cookieOf(changed);
    expect(await html(await getPage(base(), "/es/cotizacion", cookie))).toMatch(
      /name="quantity"[^>]*value="12"/,
    );
    const removed = await postForm(base(), "/es/cotizacion", cookie, {
      intent: "remove",
      productId: "grit-classifier",
      returnTo: "/es/cotizacion",
    });
    expect(removed.headers.get("location")).toBe("/es/cotizacion");
    cookie = cookieOf(removed);
    const after = await html(await getPage(base(), "/es/cotizacion", cookie));
    expect(after.match(/data-quote-item="/g)).toHaveLength(1);
    expect(after).not.toContain('data-quote-item="grit-classifier"');
    expect(after).toContain('data-quote-badge="1"');
  });

  it("shows a Spanish visitor's request in the Spanish office: English names, Spanish links, the file from the Spanish route", async () => {
    const lastName = "QuoterEs";
    const response = await postQuote(
      {
        locale: "es",
        lastName,
        items: items([
          ["drum-screen", 4, "2 m channel, 6 mm perforation"],
          ["grit-classifier", 2],
        ]),
      },
      [{ name: "inlet-works.pdf", bytes: FILES.pdf }],
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const page = await getPage(base(), `/es/admin/mensajes/${id}`, world.admin.cookie);
    expect(page.status).toBe(200);
    const office = await html(page);
    expect(office).toMatch(new RegExp(`<h1[^>]*>[^<]*${lastName}`));
    // The catalogue's English names (the team's language), linked to the Spanish pages.
    const products = /<ul[^>]*data-quote-items[^>]*>([\s\S]*?)<\/ul>/.exec(office)?.[1] ?? "";
    expect(products).toMatch(/4 × <a href="\/es\/tamiz-de-tambor-rotativo"[^>]*>Drum Screen<\/a>/);
    expect(products).toMatch(/2 × <a href="\/es\/clasificador-de-arenas"[^>]*>Grit Classifier<\/a>/);
    expect(products).not.toContain("Static Screen");
    expect(products).toContain("2 m channel, 6 mm perforation");
    const files = /<ul[^>]*data-attachments[^>]*>([\s\S]*?)<\/ul>/.exec(office)?.[1] ?? "";
    const href = /<a href="([^"]+)"[^>]*>inlet-works\.pdf<\/a>/.exec(files)?.[1];
    expect(href).toMatch(new RegExp(`^/es/admin/mensajes/${id}/attachments/`));
    const download = await getPage(base(), href!.replaceAll("&amp;", "&"), world.admin.cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(Buffer.from(await download.arrayBuffer()).equals(FILES.pdf)).toBe(true);
  });
});
