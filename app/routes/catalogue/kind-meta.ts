/** What a catalogue page's meta function reads: its kind's loader data, and the matches. */
export interface KindMetaArgs<Data> {
  loaderData: Data | undefined;
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
}
