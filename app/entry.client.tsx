import { startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { inputKeeper } from "./lib/input-keeper";

// React Router's default entry, and the input keeper (ADR 013): React listens from here on,
// and the inputs the page missed before it hydrated are given again once it has.
const keeper = inputKeeper();

function ReplayInputs() {
  useEffect(() => keeper?.replay(), []);
  return null;
}

// Hydration starts in a task of its own: evaluating the framework's modules is one long task
// already, and the first render of the page would otherwise be added to it (ADR 016). Inputs
// made meanwhile are kept like those made before the scripts arrived. A message, not a timer:
// it runs as the next task, whatever timers are pending.
const nextTask = new MessageChannel();
nextTask.port1.onmessage = () => {
  if (keeper) keeper.listening = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
        <ReplayInputs />
      </StrictMode>,
    );
  });
};
nextTask.port2.postMessage(null);
