/**
 * Clicks and key presses that reached a control before it was hydrated, given to it again
 * once it is (ADR 013).
 *
 * A button that only React makes work does nothing before hydration: a click that comes
 * before the page's scripts finds no listener, and React drops (and stops) a click or key
 * press aimed at a part it cannot hydrate at once (one whose code is still on its way, see
 * lazy-when-near.tsx). The keeper notices such an input — it came before React listened, it
 * never reached its target, or it was a click that reached a button React has not taken over
 * yet — keeps it, and dispatches it again when told that something has hydrated: on the
 * button for a click, on the element that had focus for a key press.
 * One that still finds its control unhydrated waits for the next time. A control that React
 * replaced meanwhile (a part it rendered again on the client rather than hydrate, when an
 * update reached it before its code) is found again where it stood: the same place in the
 * document, the same kind of element, the same name.
 *
 * Only inputs with no action of their own are kept: clicks on `<button type="button">` and
 * the carousels' arrow keys outside form fields. An arrow key counts as taken only when a
 * handler prevented its default (the carousels do): one that reached a carousel whose own
 * listener was not attached yet is kept for the carousel's hydration, which tells the keeper. Links, form buttons, labels, radios and
 * `<details>` work without scripts, so their inputs are never repeated.
 *
 * Text typed into a `<textarea>` before React takes it over is kept too: React's hydration sets
 * a textarea back to the server's text (it spares an `<input>`'s typed value, not a textarea's),
 * so the keeper notes what was typed and, once the textarea is hydrated, puts it back and
 * announces it with an `input` event, as typing would.
 *
 * `keepInputs` runs in the page from the first paint, before any of the app's scripts:
 * app/.server/paint-first.ts writes its source, minified at build (scripts/vite-input-keeper.ts),
 * into the page's inline loader, so it refers to nothing outside itself. The app reaches it
 * with `inputKeeper()`.
 */

export interface InputKeeper {
  /** React listens for events (set as hydration starts). */
  listening: boolean;
  /** Who is told of each lost input (and at once if some are kept already). */
  whenLost(then: () => void): void;
  /** Something has hydrated: the kept inputs are given again, after the current task. */
  replay(): void;
}

type KeeperWindow = Window & { __inputKeeper?: InputKeeper };

/** The page's keeper, where its inline loader has started one. */
export const inputKeeper = (): InputKeeper | undefined =>
  typeof window === "undefined" ? undefined : (window as KeeperWindow).__inputKeeper;

export function keepInputs() {
  /** Each kept input, with where its control stood (child indexes from the body down). */
  const kept: Array<{ input: Event; place: number[] }> = [];
  let lost = () => {};
  let replaying = false;
  /** Text typed into each textarea React had not taken over yet. */
  const typed = new Map<HTMLTextAreaElement, string>();

  /** The element a kept input acts on; undefined for an input that is never repeated. */
  const controlOf = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return undefined;
    if (event.type === "click") {
      const control = target.closest("a[href],button,input,select,textarea,label,summary");
      return control instanceof HTMLButtonElement && control.type === "button" ? control : undefined;
    }
    const { key, altKey, ctrlKey, metaKey } = event as KeyboardEvent;
    return (key === "ArrowLeft" || key === "ArrowRight") &&
      !(altKey || ctrlKey || metaKey) &&
      target instanceof HTMLElement &&
      target !== document.body &&
      !target.closest("input,select,textarea,[contenteditable]")
      ? target
      : undefined;
  };

  /**
   * Whether React has taken the element over: it keeps each element's props on the element
   * itself, under a key of its own. A click usually tells by itself (React stops one aimed
   * at a part it cannot hydrate yet), but not always: now and then, while a part waits for
   * its code, React lets the click through to the server's button and calls nothing.
   */
  const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

  /** Whether the event reaches `target` (React stops those it drops first): ask when it is over. */
  const reach = (target: EventTarget, type: string) => {
    let reached = false;
    const mark = () => (reached = true);
    target.addEventListener(type, mark, { capture: true, once: true });
    return () => {
      target.removeEventListener(type, mark, { capture: true });
      return reached;
    };
  };

  /** Runs `then` in a task of its own, after the current one (an event's whole dispatch). */
  const afterTask = (then: () => void) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = then;
    channel.port2.postMessage(null);
  };

  const placeOf = (element: Element) => {
    const place: number[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
      place.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : -1);
    return place;
  };

  /** What a person would call the control: its kind and its name. */
  const nameOf = (element: Element) =>
    `${element.tagName}|${element.getAttribute("aria-label") ?? ""}|${element.textContent ?? ""}`;

  /** The input's control, or the one now standing in its place when React replaced it. */
  const currentControl = (input: Event, place: number[]) => {
    const control = controlOf(input);
    if (!control || control.isConnected) return control;
    let found: Element | undefined = document.body;
    for (const index of place) found = found?.children[index];
    return found instanceof HTMLElement && nameOf(found) === nameOf(control) ? found : undefined;
  };

  const keep = (input: Event, place: number[]) => {
    kept.push({ input, place });
    lost();
  };

  const keeper: InputKeeper = {
    listening: false,
    whenLost(then) {
      lost = then;
      if (kept.length > 0) then();
    },
    replay() {
      // Typed text at once, before a click (a form's submit) can send the server's text instead.
      for (const [field, text] of typed) {
        if (!hydrated(field)) continue;
        typed.delete(field);
        if (!field.isConnected || field.value === text) continue;
        // The prototype's setter: React then sees the change, as it sees typing.
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(field, text);
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
      afterTask(() => {
        if (!keeper.listening) return;
        for (const { input, place } of kept.splice(0)) {
          const control = currentControl(input, place);
          if (!control) continue;
          if (input.type === "click" && !hydrated(control)) {
            keep(input, placeOf(control));
            continue;
          }
          const reached = reach(control, input.type);
          replaying = true;
          let taken = true;
          if (input.type === "click") control.click();
          else {
            const { key, code } = input as KeyboardEvent;
            const again = new KeyboardEvent("keydown", { key, code, bubbles: true, cancelable: true });
            control.dispatchEvent(again);
            taken = again.defaultPrevented;
          }
          replaying = false;
          if (!reached() || !taken) keep(input, placeOf(control));
        }
      });
    },
  };

  const watch = (event: Event) => {
    const control = replaying ? undefined : controlOf(event);
    if (!control) return;
    const place = placeOf(control);
    if (!keeper.listening) return keep(event, place);
    const reached = reach(event.target!, event.type);
    afterTask(() => {
      const taken = event.type === "click" ? hydrated(control) : event.defaultPrevented;
      if (!reached() || !taken) keep(event, place);
    });
  };

  const note = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLTextAreaElement && !hydrated(field)) typed.set(field, field.value);
  };

  (window as KeeperWindow).__inputKeeper = keeper;
  addEventListener("click", watch, true);
  addEventListener("keydown", watch, true);
  addEventListener("input", note, true);
}
