export const root: string;
export const serverEntry: string;
export const imagesMarker: string;
export const documentsManifest: string;
export function buildIsStale(): boolean;
export function ensureBuild(options?: { log?: (message: string) => void }): void;
