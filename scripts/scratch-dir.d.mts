/** A new folder for one test run's throwaway files (scripts/scratch-dir.mjs). */
export function makeScratchDir(name: string): string;
export function removeScratchDir(dir: string): void;
