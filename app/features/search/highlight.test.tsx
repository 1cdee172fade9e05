// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Highlight, matchRanges } from "./highlight";

const marked = (text: string, query: string) =>
  matchRanges(text, query).map(([start, end]) => text.slice(start, end));

describe("marking the query in a result", () => {
  it("finds every occurrence, in the text's own case and accents", () => {
    expect(marked("Drum Screen and drum screens", "DRUM")).toEqual(["Drum", "drum"]);
    expect(marked("Desinfección en Córdoba", "cordoba")).toEqual(["Córdoba"]);
    expect(marked("Deshidratacion de lodos", "deshidratación")).toEqual(["Deshidratacion"]);
    expect(marked("aaaa", "aa")).toEqual(["aa", "aa"]);
  });

  it("matches runs of white space as one, and a letter with a separate combining accent", () => {
    expect(marked("drum  \n screen", "drum screen")).toEqual(["drum  \n screen"]);
    const decomposed = "Co\u0301rdoba";
    expect(marked(decomposed, "cordoba")).toEqual([decomposed]);
    expect(marked(`${decomposed} x`, "co")).toEqual(["Co\u0301"]);
  });

  it("marks nothing for a blank query or no match", () => {
    expect(matchRanges("Drum Screen", "   ")).toEqual([]);
    expect(matchRanges("Drum Screen", "mixer")).toEqual([]);
  });

  it("renders marks as elements and the text as text, never as HTML", () => {
    const { container } = render(
      <p>
        <Highlight text={`<img src=x onerror=alert(1)> & <b>bold</b>`} query="<b>" />
      </p>,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["<b>"]);
    expect(container.textContent).toBe(`<img src=x onerror=alert(1)> & <b>bold</b>`);
  });
});
