// What a picker of the media library knows of each image (ADR 028): the content editor's image
// fields and a post's picture offer the same choice.

/** An image of the media library, as an editor's picker shows it (the content editor's image fields, a post's picture). */
export interface MediaChoice {
  id: string;
  fileName: string;
  /** The whole image, small, and its size. */
  thumb: string;
  width: number;
  height: number;
  /** Its alt text in the editor's language (empty: missing, unless decorative). */
  alt: string;
  missingAlt: boolean;
  /** File name, alt texts and captions in both languages, lower-cased: what the picker's search matches. */
  search: string;
}
