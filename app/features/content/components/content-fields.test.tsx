// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { Messages } from "~/i18n/dictionary";
import { I18nProvider } from "~/i18n/i18n-context";
import { messagesFor } from "~/i18n/messages.server";
import type { FieldSpec } from "../content-form";
import { ContentField } from "./content-fields";

afterEach(cleanup);

const gallery: FieldSpec = {
  kind: "list",
  item: {
    kind: "group",
    fields: [{ name: "title", optional: false, spec: { kind: "localized", long: false } }],
  },
};
const entries = [
  { title: { en: "Basket screen", es: "Rejilla" } },
  { title: { en: "Guide rails", es: "Guías" } },
];

const field = (
  <I18nProvider locale="en" messages={messagesFor("en") as unknown as Messages}>
    <ContentField spec={gallery} path={["gallery"]} value={entries} label="Gallery" />
  </I18nProvider>
);

describe("a list's entries", () => {
  it("are not draggable in the server's HTML, where a drag would be dropped on nothing that moves it", () => {
    const html = renderToString(field);
    expect(html.match(/data-list-entry/g)).toHaveLength(2);
    expect(html).not.toContain('draggable="true"');
  });

  it("are draggable once the page's code runs", () => {
    const { container } = render(field);
    const rendered = container.querySelectorAll("[data-list-entry]");
    expect(rendered).toHaveLength(2);
    for (const entry of rendered) expect(entry.getAttribute("draggable")).toBe("true");
  });
});
