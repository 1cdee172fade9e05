// The media library's steps shared by admin-media.spec.ts and admin-office-a11y.spec.ts.
import sharp from "sharp";

/** A photo-like JPEG made here: a colour gradient with some noise. */
export async function photo(width: number, height: number, hue: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const noise = (x * 7 + y * 13) % 23;
      raw[at] = (hue + (x * 255) / width + noise) & 255;
      raw[at + 1] = ((y * 255) / height + noise) & 255;
      raw[at + 2] = (255 - hue + noise) & 255;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
