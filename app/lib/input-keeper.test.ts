// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { inputKeeper, keepInputs, type InputKeeper } from "./input-keeper";

/** Waits for the keeper's "after this task" callbacks (a message each). */
const tasks = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Tells the keeper something hydrated, and waits for what it gives back. */
async function replayed(keeper: InputKeeper) {
  keeper.replay();
  await tasks();
}

/** Stands for React taking an element over as it hydrates it (its props kept on the element). */
function takeOver<T extends Element>(element: T): T {
  Object.assign(element, { __reactProps$test: {} });
  return element;
}

function button(type = "button") {
  const element = document.createElement("button");
  element.type = type as "button";
  element.innerHTML = "<span>Next</span>";
  document.body.append(element);
  const clicks: boolean[] = [];
  element.addEventListener("click", (event) => clicks.push(event.isTrusted));
  return { element, clicks };
}

/** Stands for React dropping (and stopping) an event aimed at a part it cannot hydrate yet. */
function dropAtDocument(type: string) {
  const drop = (event: Event) => event.stopPropagation();
  document.addEventListener(type, drop, true);
  return () => document.removeEventListener(type, drop, true);
}

describe("input keeper", () => {
  const listeners: Array<() => void> = [];
  afterEach(() => {
    listeners.splice(0).forEach((stop) => stop());
    document.body.innerHTML = "";
    Reflect.deleteProperty(window, "__inputKeeper");
  });

  function start() {
    const added: Array<[string, EventListener]> = [];
    const original = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, listener: EventListener, options?: unknown) => {
      added.push([type, listener]);
      original(type, listener, options as boolean);
    }) as typeof window.addEventListener;
    keepInputs();
    window.addEventListener = original;
    listeners.push(() =>
      added.forEach(([type, listener]) => window.removeEventListener(type, listener, true)),
    );
    return inputKeeper()!;
  }

  it("keeps a click on a button made before React listens, and gives it back once told", async () => {
    const keeper = start();
    const next = button();
    next.element.querySelector("span")!.click();
    expect(next.clicks).toHaveLength(1); // the original, which nothing handled
    keeper.listening = true;
    takeOver(next.element);
    await replayed(keeper);
    expect(next.clicks).toHaveLength(2);
    // Given once only.
    await replayed(keeper);
    expect(next.clicks).toHaveLength(2);
  });

  it("gives a click to the button React put in the kept one's place (a part rendered again on the client)", async () => {
    const keeper = start();
    const section = document.createElement("section");
    section.innerHTML = '<p>Products</p><button type="button" aria-label="Next slide">›</button>';
    document.body.append(section);
    section.querySelector("button")!.click();
    // React replaces the part's DOM with the same markup rendered on the client.
    section.innerHTML = '<p>Products</p><button type="button" aria-label="Next slide">›</button>';
    const replacement = takeOver(section.querySelector("button")!);
    const clicks: Event[] = [];
    replacement.addEventListener("click", (event) => clicks.push(event));
    keeper.listening = true;
    await replayed(keeper);
    expect(clicks).toHaveLength(1);
  });

  it("gives a kept click to nothing when its place now holds another control", async () => {
    const keeper = start();
    const section = document.createElement("section");
    section.innerHTML = '<button type="button" aria-label="Next slide">›</button>';
    document.body.append(section);
    section.querySelector("button")!.click();
    section.innerHTML = '<button type="button" aria-label="Delete">×</button>';
    const clicks: Event[] = [];
    takeOver(section.querySelector("button")!).addEventListener("click", (event) => clicks.push(event));
    keeper.listening = true;
    await replayed(keeper);
    expect(clicks).toHaveLength(0);
  });

  it("keeps a click React dropped, tells who asked, and repeats it until it gets through", async () => {
    const keeper = start();
    keeper.listening = true;
    let lost = 0;
    keeper.whenLost(() => lost++);
    const next = button();
    const stopDropping = dropAtDocument("click");
    next.element.click();
    await tasks();
    expect(next.clicks).toHaveLength(0);
    expect(lost).toBe(1);
    // Still not hydrated: dropped again, kept again.
    await replayed(keeper);
    expect(next.clicks).toHaveLength(0);
    stopDropping();
    takeOver(next.element);
    await replayed(keeper);
    expect(next.clicks).toHaveLength(1);
  });

  it("keeps a click that reached a button React has not taken over yet, and repeats it once it has", async () => {
    const keeper = start();
    keeper.listening = true;
    let lost = 0;
    keeper.whenLost(() => lost++);
    const next = button();
    next.element.querySelector("span")!.click();
    await tasks();
    expect(lost).toBe(1);
    // Told of another part's hydration: this button is still the server's, so it is not clicked.
    await replayed(keeper);
    expect(next.clicks).toHaveLength(1);
    takeOver(next.element);
    await replayed(keeper);
    expect(next.clicks).toHaveLength(2);
    await replayed(keeper);
    expect(next.clicks).toHaveLength(2);
  });

  it("does not keep what reached its control, nor inputs that act without scripts", async () => {
    const keeper = start();
    const link = document.createElement("a");
    link.href = "#here";
    document.body.append(link);
    link.click();
    button("submit").element.click();
    const field = document.createElement("input");
    document.body.append(field);
    field.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    keeper.listening = true;
    const delivered = button();
    takeOver(delivered.element).click();
    await tasks();
    let lost = 0;
    keeper.whenLost(() => lost++);
    expect(lost).toBe(0);
  });

  it("gives a carousel's arrow key back to the element that had focus", async () => {
    const keeper = start();
    const next = button();
    const keys: string[] = [];
    next.element.addEventListener("keydown", (event) => keys.push(event.key));
    next.element.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    next.element.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    keeper.listening = true;
    await replayed(keeper);
    expect(keys).toEqual(["ArrowRight", "Tab", "ArrowRight"]);
  });

  it("keeps an arrow key until a carousel takes it (prevents its default), then gives it no more", async () => {
    const keeper = start();
    keeper.listening = true;
    const next = button();
    const keys: string[] = [];
    next.element.addEventListener("keydown", (event) => keys.push(event.key));
    // Reaches the button, but the carousel's own listener is not there yet.
    next.element.dispatchEvent(
      new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true }),
    );
    await tasks();
    await replayed(keeper);
    expect(keys).toEqual(["ArrowRight", "ArrowRight"]);
    // The carousel has hydrated: it takes the key once, and it is not given again.
    next.element.addEventListener("keydown", (event) => event.preventDefault());
    await replayed(keeper);
    await replayed(keeper);
    expect(keys).toEqual(["ArrowRight", "ArrowRight", "ArrowRight"]);
  });

  it("puts back text typed into a textarea before React took it over, which hydration set back to the server's", async () => {
    const keeper = start();
    const field = document.createElement("textarea");
    field.textContent = "The server's text";
    document.body.append(field);
    field.value = "Typed before the scripts";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    keeper.listening = true;
    // Hydration: React sets the textarea back to its text and takes it over.
    field.value = field.textContent;
    takeOver(field);
    const heard: string[] = [];
    field.addEventListener("input", () => heard.push(field.value));
    await replayed(keeper);
    expect(field.value).toBe("Typed before the scripts");
    expect(heard).toEqual(["Typed before the scripts"]);
    // Typing once React listens is React's own: nothing is put back.
    field.value = "Typed after";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    await replayed(keeper);
    expect(field.value).toBe("Typed after");
    expect(heard).toEqual(["Typed before the scripts", "Typed after"]);
  });
});
