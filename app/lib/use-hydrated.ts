import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML (so the first render matches it), true
 * from then on: for controls that work as plain HTML until their script can take over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
