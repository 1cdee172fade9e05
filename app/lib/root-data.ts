export interface RootData {
  origin: string;
}

/** The root loader's data, as seen from a child route's meta function. */
export function rootData(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData {
  const root = matches.find((match) => match?.id === "root");
  return (root?.data as RootData | undefined) ?? { origin: "http://localhost:3000" };
}
