// @vitest-environment happy-dom
// The content editor's form as a workspace: sections that are tabs once the page's code runs
// (all shown without it), gallery entries folded to a line with their name and thumbnail, an
// image's shape and artwork posted by the form itself (never picked), an error opening its tab
// and its entry.
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { seedItems } from "~/.server/content/seed-items";
import type { Messages } from "~/i18n/dictionary";
import { I18nProvider } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages.server";
import { contentFormSpec } from "../content-form-spec.server";
import { dataFromForm, formEntries } from "../content-form";
import { ContentForm, FieldsProvider } from "./content-fields";

afterEach(cleanup);

const spec = contentFormSpec("product", []);
const drum = seedItems().find((item) => item.key === "drum-screen")!.data as Record<string, unknown>;

function form(errors: Record<string, string> = {}, locale: Locale = "en") {
  return (
    <I18nProvider locale={locale} messages={messagesFor(locale) as unknown as Messages}>
      <FieldsProvider value={{ errors, missing: new Set(), disabled: false, library: [] }}>
        <form data-testid="form">
          <ContentForm spec={spec} values={drum} heading="Drum Screen" dirty={false} />
        </form>
      </FieldsProvider>
    </I18nProvider>
  );
}

describe("the content editor's sections", () => {
  it("are all in the server's HTML, one under the other with their headings, without tabs", () => {
    const html = renderToString(form());
    expect(html).not.toContain('role="tablist"');
    expect(html).not.toMatch(/<section[^>]*hidden/);
    for (const heading of ["Content", "Images", "Specifications", "Search engines"])
      expect(html).toContain(`>${heading}</h2>`);
  });

  it("are tabs once the code runs, moved by the arrow keys, a hidden tab's fields still in the form", () => {
    const { getByRole, getByTestId } = render(form({}, "es"));
    const tabs = within(getByRole("tablist")).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Contenido",
      "Imágenes",
      "Especificaciones",
      "Buscadores",
    ]);
    expect(tabs[0]!.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(tabs[0]!, { key: "ArrowRight" });
    expect(tabs[1]!.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1]!, { key: "End" });
    expect(tabs[3]!.getAttribute("aria-selected")).toBe("true");
    const panels = getByTestId("form").querySelectorAll<HTMLElement>("[data-editor-section]");
    expect([...panels].map((panel) => panel.hidden)).toEqual([true, true, true, false]);
    // Hidden panels keep their controls: the form posts (and the preview reads) every field.
    const posted = new FormData(getByTestId("form") as HTMLFormElement);
    expect(posted.get("name.en")).toBe("Drum Screen");
    expect(posted.get("page.gallery.0.slot")).toBe("gallery");
    expect(posted.get("image.slot")).toBe("card");
  });

  it("opens on the tab of a field with an error, and that gallery entry open, the others folded", () => {
    const { getByRole, container } = render(form({ "page.gallery.1.title.en": "required" }));
    const selected = within(getByRole("tablist"))
      .getAllByRole("tab")
      .find((tab) => tab.getAttribute("aria-selected") === "true");
    expect(selected?.textContent).toBe("Images");
    const entries = [...container.querySelectorAll<HTMLDetailsElement>("details[data-entry]")];
    expect(entries.map((entry) => entry.open)).toEqual([false, true, false, false]);
    expect(entries[1]!.querySelector("summary")!.textContent).toContain("Has an error");
  });
});

describe("an image field", () => {
  it("offers no source or shape to pick: both are posted as they are", () => {
    const html = renderToString(form());
    expect(html).not.toContain("Image shape");
    expect(html).not.toContain("Image source");
    expect(html).toMatch(/<input type="hidden" name="image.src" value="products\/drum-screen\/[a-z-]+"/);
    expect(html).not.toMatch(/<select[^>]*name="[^"]*\.slot"/);
  });

  it("takes its field's slot when read back, and a new gallery entry its list's artwork", () => {
    const posted = new Map(formEntries(spec, drum));
    posted.set("image.slot", "hero");
    posted.set("page.gallery.4.title.en", "New view");
    posted.set("page.gallery.4.alt.en", "A new view");
    const data = dataFromForm(spec, (name) => posted.get(name), [...posted.keys()], true) as {
      image: { slot: string };
      page: { gallery: { slot: string; src: string }[] };
    };
    expect(data.image.slot).toBe("card");
    expect(data.page.gallery[4]!.slot).toBe("gallery");
    expect(data.page.gallery[4]!.src).toMatch(/^products\//);
  });
});

describe("a gallery's entries", () => {
  it("are folded to a line with their title and the image's thumbnail", () => {
    const gallery = (drum.page as { gallery: { title: { en: string } }[] }).gallery;
    const { container } = render(form());
    const entries = [...container.querySelectorAll<HTMLDetailsElement>("details[data-entry]")];
    expect(entries).toHaveLength(gallery.length);
    for (const [index, entry] of entries.entries()) {
      expect(entry.open).toBe(false);
      const summary = entry.querySelector("summary")!;
      expect(summary.textContent).toContain(gallery[index]!.title.en);
      expect(summary.querySelector("img")!.getAttribute("src")).toMatch(/^\/images\/products\/.+\.webp$/);
    }
  });

  it("open with nothing in them yet (a new entry)", () => {
    const values = structuredClone(drum) as { page: { gallery: unknown[] } };
    values.page.gallery.push({
      src: "",
      slot: "gallery",
      alt: { en: "", es: "" },
      title: { en: "", es: "" },
    });
    const { container } = render(
      <I18nProvider locale="en" messages={messagesFor("en") as unknown as Messages}>
        <ContentForm spec={spec} values={values} heading="Drum Screen" dirty={false} />
      </I18nProvider>,
    );
    const entries = [...container.querySelectorAll<HTMLDetailsElement>("details[data-entry]")];
    expect(entries.at(-1)!.open).toBe(true);
  });
});
