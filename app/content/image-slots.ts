/**
 * The kinds of image slot, each with one aspect ratio and the widths the build produces.
 * A source image of another shape is cropped to the slot (centre), so layout never shifts.
 */
export const IMAGE_SLOTS = {
  hero: { aspect: [16, 9], widths: [640, 960, 1280, 1920] },
  banner: { aspect: [21, 9], widths: [640, 1024, 1440, 1920] },
  card: { aspect: [4, 3], widths: [320, 480, 640, 960] },
  gallery: { aspect: [4, 3], widths: [480, 800, 1200] },
  cover: { aspect: [3, 4], widths: [300, 450, 600] },
  certificate: { aspect: [3, 4], widths: [300, 450, 600, 900] },
  portrait: { aspect: [4, 5], widths: [400, 600, 800] },
} as const;
export type ImageSlot = keyof typeof IMAGE_SLOTS;
