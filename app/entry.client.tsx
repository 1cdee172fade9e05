import { startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { inputKeeper } from "./lib/input-keeper";

// React Router's default entry, and the input keeper (ADR 013): React listens from here on,
// and the inputs the page missed before it hydrated are given again once it has.
const keeper = inputKeeper();
if (keeper) keeper.listening = true;

function ReplayInputs() {
  useEffect(() => keeper?.replay(), []);
  return null;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <ReplayInputs />
    </StrictMode>,
  );
});
