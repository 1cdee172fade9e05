// @vitest-environment happy-dom
// A choice's options in the content editor: an optional one's empty first option, the names
// a reference's spec gives, countries by name, a long choice in its labels' order, a list of
// plain choices (a project's services) with its buttons, and a number's keypad.
import { cleanup, render, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Messages } from "~/i18n/dictionary";
import { I18nProvider } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages.server";
import { COUNTRY_CODES } from "~/lib/countries";
import type { FieldSpec } from "../content-form";
import { contentFormSpec } from "../content-form-spec.server";
import { ContentField } from "./content-fields";

afterEach(cleanup);

function draw(spec: FieldSpec, path: string[], value: unknown, locale: Locale = "en") {
  return render(
    <I18nProvider locale={locale} messages={messagesFor(locale) as unknown as Messages}>
      <ContentField spec={spec} path={path} value={value} label="Field" />
    </I18nProvider>,
  ).container;
}

const options = (select: HTMLSelectElement) =>
  [...select.options].map((option) => [option.value, option.textContent]);

describe("a choice in the content editor", () => {
  it("offers an optional one's empty choice first, and the choice's own words", () => {
    const sector: FieldSpec = { kind: "choice", options: ["dairy", "textile"], optional: true };
    const en = draw(sector, ["sector"], "").querySelector("select")!;
    expect(options(en)).toEqual([
      ["", "— None —"],
      ["dairy", "Dairy"],
      ["textile", "Textile"],
    ]);
    expect(en.value).toBe("");
    cleanup();
    const es = draw(sector, ["sector"], "textile", "es").querySelector("select")!;
    expect(options(es)[0]).toEqual(["", "— Ninguno —"]);
    expect(es.value).toBe("textile");
  });

  it("names a reference's items by the names its spec gives, in the editor's language", () => {
    const category: FieldSpec = {
      kind: "choice",
      options: ["screening", "aeration"],
      labels: {
        screening: { en: "Screening equipment", es: "Equipos de cribado" },
        aeration: { en: "Aeration", es: "Aireación" },
      },
    };
    expect(options(draw(category, ["categoryId"], "aeration", "es").querySelector("select")!)).toEqual([
      ["screening", "Equipos de cribado"],
      ["aeration", "Aireación"],
    ]);
  });

  it("names countries and orders a long choice by its words", () => {
    // The form's own spec of a reference's country: its names made on the server, in both languages.
    const form = contentFormSpec("project", []);
    const country =
      form.kind === "group" ? form.fields.find((field) => field.name === "country")!.spec : form;
    const en = options(draw(country, ["country"], "ES").querySelector("select")!);
    expect(en).toHaveLength(COUNTRY_CODES.length);
    expect(en).toContainEqual(["ES", "Spain"]);
    const names = en.map(([, label]) => label!);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    cleanup();
    const es = options(draw(country, ["country"], "DE", "es").querySelector("select")!);
    expect(es).toContainEqual(["DE", "Alemania"]);
    const spanish = es.map(([, label]) => label!);
    expect(spanish).toEqual([...spanish].sort(new Intl.Collator("es").compare));
    // A short choice keeps its own order.
    cleanup();
    const short: FieldSpec = { kind: "choice", options: ["private", "industrial", "municipal"] };
    expect(options(draw(short, ["clientType"], "").querySelector("select")!).map(([value]) => value)).toEqual(
      ["private", "industrial", "municipal"],
    );
  });

  it("keeps a value no longer offered first, so that saving does not lose it", () => {
    const spec: FieldSpec = {
      kind: "choice",
      options: ["a-product"],
      labels: { "a-product": { en: "A", es: "A" } },
    };
    const select = draw(spec, ["productId"], "gone-product").querySelector("select")!;
    expect(options(select)).toEqual([
      ["gone-product", "gone-product"],
      ["a-product", "A"],
    ]);
  });

  it("draws a list of plain choices with a select, and buttons, for each entry", () => {
    const services: FieldSpec = {
      kind: "list",
      item: {
        kind: "choice",
        options: ["design", "installation"],
        labels: {
          design: { en: "Design", es: "Diseño" },
          installation: { en: "Installation", es: "Instalación" },
        },
      },
    };
    const container = draw(services, ["services"], ["installation", "design"]);
    const entries = container.querySelectorAll("[data-list-entry]");
    expect(entries).toHaveLength(2);
    const first = entries[0] as HTMLElement;
    const select = first.querySelector("select")!;
    expect(select.name).toBe("services.0");
    expect(select.value).toBe("installation");
    expect(options(select).map(([, label]) => label)).toEqual(["Design", "Installation"]);
    const buttons = within(first)
      .getAllByRole("button")
      .map((button) => (button as HTMLButtonElement).value);
    expect(buttons).toEqual(["list:down:services.0", "list:remove:services.0"]);
    expect(
      within(entries[1] as HTMLElement)
        .getAllByRole("button")
        .map((button) => (button as HTMLButtonElement).value),
    ).toEqual(["list:up:services.1", "list:remove:services.1"]);
    expect(container.querySelector('button[value="list:add:services"]')).not.toBeNull();
  });
});

describe("a number in the content editor", () => {
  it("asks for the keypad of its kind: a decimal mark only where the number may have one", () => {
    const latitude = draw({ kind: "number", min: -90, max: 90 }, ["latitude"], 40.4168).querySelector(
      "input",
    )!;
    expect(latitude.getAttribute("inputmode")).toBe("decimal");
    expect(latitude.value).toBe("40.4168");
    cleanup();
    const capacity = draw({ kind: "number", integer: true }, ["capacity"], 12000).querySelector("input")!;
    expect(capacity.getAttribute("inputmode")).toBe("numeric");
  });
});
