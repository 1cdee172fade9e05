// Photograph-like JPEGs for the benchmarks (bench-photos.ts, bench-media-upload.ts): large files
// that compress as photographs do, not as flat artwork.
import sharp from "sharp";

const WIDTH = 4000;
const HEIGHT = 3000;

/** A photograph-like JPEG: coloured gradients under fine noise, blurred a little (as a lens does). */
export async function makePhoto(seed: number, width = WIDTH, height = HEIGHT): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < noise.length; i += 3) {
    state = (state * 1103515245 + 12345) >>> 0;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    const grain = (state >>> 24) - 128;
    noise[i] = Math.max(0, Math.min(255, 40 + (x * 160) / width + grain * 0.35 + seed * 20));
    noise[i + 1] = Math.max(0, Math.min(255, 90 + (y * 120) / height + grain * 0.3));
    noise[i + 2] = Math.max(0, Math.min(255, 150 - (x * 60) / width + (y * 40) / height + grain * 0.4));
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 92, chromaSubsampling: "4:4:4" })
    .toBuffer();
}
