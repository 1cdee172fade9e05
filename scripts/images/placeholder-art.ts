// Placeholder artwork, drawn as SVG from code: one palette, one layout, one typeface and
// one mark for every image; the motif and its details vary with the image's src.
import { createHash } from "node:crypto";
import type { ImageSlot } from "~/content/image-slots";

/** Bump when the drawing changes: placeholders of an older version are redrawn. */
export const ARTWORK_VERSION = 3;

export const PALETTE = {
  teal900: "#0e6161",
  teal600: "#1a9894",
  teal400: "#36b5b0",
  blue500: "#1f6fb2",
  blue800: "#0f3a5d",
  blue950: "#0b2a45",
} as const;

export const MOTIFS = ["waves", "pipes", "clarifier", "blueprint", "droplets", "screen"] as const;
export type Motif = (typeof MOTIFS)[number];

export interface ArtworkInput {
  src: string;
  slot: ImageSlot;
  width: number;
  height: number;
  /** Drawn as the title (English), wrapped to fit. */
  label?: string;
}

const FONT = "'Liberation Sans', Arial, Helvetica, 'DejaVu Sans', sans-serif";

/**
 * The motif of an image: a function of its src alone, so it never changes between runs.
 * Numbered srcs ("…/gallery-03") step through the motifs, so a gallery never shows the
 * same motif twice in a row.
 */
export function motifFor(src: string): Motif {
  const numbered = /^(.*?)(\d+)$/.exec(src);
  const index = numbered ? seedOf(numbered[1]!) + Number(numbered[2]) : seedOf(src);
  return MOTIFS[index % MOTIFS.length]!;
}

export function placeholderSvg(input: ArtworkInput): string {
  const { width: W, height: H } = input;
  const S = Math.min(W, H);
  const rng = random(seedOf(`${input.src}#details`));
  const portrait = H > W;
  const ctx: Ctx = {
    W,
    H,
    S,
    rng,
    portrait,
    fx: portrait ? W * 0.5 : W * (0.66 + rng() * 0.08),
    fy: portrait ? H * (0.32 + rng() * 0.04) : H * (0.36 + rng() * 0.08),
  };
  const margin = Math.round(Math.max(W, H) * 0.055);
  const markSize = Math.round(S * 0.06);
  const body =
    input.slot === "certificate"
      ? certificate(ctx, input.label)
      : [
          background(ctx),
          grid(ctx),
          MOTIF_DRAWERS[motifFor(input.src)](ctx),
          input.label ? scrim(ctx) : "",
          input.label ? title(ctx, input.label, margin, markSize) : "",
        ].join("");
  // Certificates carry the mark at the top of the document instead of the corner.
  const mark =
    input.slot === "certificate"
      ? brandMark(W / 2 - markSize / 2, H * 0.08 + S * 0.1, markSize, true)
      : brandMark(W - margin - markSize, H - margin * 0.8 - markSize, markSize, false);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}${mark}</svg>`;
}

// ---------------------------------------------------------------------------------------
// Shared layers

interface Ctx {
  W: number;
  H: number;
  S: number;
  rng: () => number;
  portrait: boolean;
  /** The motif's focal point (upper right on wide images, upper centre on tall ones). */
  fx: number;
  fy: number;
}

function background({ W, H, rng, fx, fy }: Ctx): string {
  const schemes = [
    [PALETTE.blue950, PALETTE.blue800, PALETTE.teal900],
    [PALETTE.teal900, PALETTE.blue800, PALETTE.blue950],
    [PALETTE.blue800, PALETTE.blue950, PALETTE.blue950],
  ] as const;
  const [a, b, c] = schemes[Math.floor(rng() * schemes.length)]!;
  const glow = rng() < 0.5 ? PALETTE.teal400 : PALETTE.blue500;
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${a}"/><stop offset="0.55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>` +
    `<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${n(fx)}" cy="${n(fy)}" r="${n(Math.max(W, H) * 0.6)}">` +
    `<stop offset="0" stop-color="${glow}" stop-opacity="0.32"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>`
  );
}

/** A faint blueprint grid, fading out from the focal point. */
function grid({ W, H, S, fx, fy }: Ctx): string {
  const step = Math.round(S / 14);
  return (
    `<defs><pattern id="grid" width="${step}" height="${step}" patternUnits="userSpaceOnUse">` +
    `<path d="M${step} 0H0V${step}" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="1"/></pattern>` +
    `<radialGradient id="gridfade" gradientUnits="userSpaceOnUse" cx="${n(fx)}" cy="${n(fy)}" r="${n(Math.max(W, H) * 0.55)}">` +
    `<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<mask id="gridmask"><rect width="${W}" height="${H}" fill="url(#gridfade)"/></mask></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#grid)" mask="url(#gridmask)"/>`
  );
}

/** Darkens the lower left, where the title sits, so white text always reads. */
function scrim({ W, H, portrait }: Ctx): string {
  const side = portrait
    ? ""
    : `<linearGradient id="scrimside" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${PALETTE.blue950}" stop-opacity="0.55"/><stop offset="0.6" stop-color="${PALETTE.blue950}" stop-opacity="0"/></linearGradient>`;
  return (
    `<defs><linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="${portrait ? 0.45 : 0.35}" stop-color="${PALETTE.blue950}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${PALETTE.blue950}" stop-opacity="0.88"/></linearGradient>${side}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#scrim)"/>` +
    (portrait ? "" : `<rect width="${W}" height="${H}" fill="url(#scrimside)"/>`)
  );
}

function title({ W, H, S, portrait }: Ctx, label: string, margin: number, markSize: number): string {
  const maxWidth = portrait ? W - 2 * margin - markSize * 1.2 : W * 0.6;
  const maxLines = portrait ? 4 : 3;
  let size = S * (portrait ? 0.085 : 0.082);
  let lines = wrap(label, size, maxWidth);
  while (
    size > S * 0.03 &&
    (lines.length > maxLines || lines.some((line) => textWidth(line, size) > maxWidth))
  ) {
    size *= 0.92;
    lines = wrap(label, size, maxWidth);
  }
  const leading = size * 1.14;
  const lastBaseline = H - margin - size * 0.1;
  const firstBaseline = lastBaseline - (lines.length - 1) * leading;
  const barY = firstBaseline - size - S * 0.035;
  const text = lines
    .map(
      (line, index) =>
        `<tspan x="${margin}" y="${n(firstBaseline + index * leading)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return (
    `<rect x="${margin}" y="${n(barY)}" width="${n(S * 0.09)}" height="${n(Math.max(3, S * 0.009))}" rx="${n(S * 0.0045)}" fill="${PALETTE.teal400}"/>` +
    `<text font-family="${FONT}" font-weight="700" font-size="${n(size)}" fill="#ffffff">${text}</text>`
  );
}

/** The small mark in the corner of every placeholder: a droplet in a ring. */
function brandMark(x: number, y: number, size: number, onPaper: boolean): string {
  const r = size / 2;
  const cx = x + r;
  const cy = y + r;
  const colour = onPaper ? PALETTE.teal900 : "#ffffff";
  const d = r * 0.5;
  return (
    `<g opacity="${onPaper ? 0.8 : 0.6}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.92)}" fill="none" stroke="${colour}" stroke-width="${n(r * 0.1)}"/>` +
    `<path d="${dropPath(cx, cy + d * 0.12, d)}" fill="${colour}"/></g>`
  );
}

// ---------------------------------------------------------------------------------------
// Motifs

const MOTIF_DRAWERS: Record<Motif, (ctx: Ctx) => string> = {
  waves,
  pipes,
  clarifier,
  blueprint,
  droplets,
  screen,
};

/** Layered flowing bands, like a section through moving water. */
function waves({ W, H, S, rng, portrait }: Ctx): string {
  const count = 5 + Math.floor(rng() * 3);
  const fills = [
    [PALETTE.teal400, PALETTE.blue500],
    [PALETTE.blue500, PALETTE.teal600],
    [PALETTE.teal600, PALETTE.blue500],
    [PALETTE.blue800, PALETTE.teal600],
    [PALETTE.teal900, PALETTE.blue800],
    [PALETTE.blue800, PALETTE.blue950],
    [PALETTE.blue950, PALETTE.teal900],
  ] as const;
  const baseLength = W * (0.8 + rng() * 0.5);
  let defs = "";
  let out = "";
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const y0 = H * ((portrait ? 0.2 : 0.22) + t * (portrait ? 0.52 : 0.58));
    const amplitude = H * (0.035 + rng() * 0.045) * (1 - t * 0.3);
    const length = baseLength * (0.75 + rng() * 0.5);
    const phase = rng() * Math.PI * 2;
    const curve = (offset: number) => {
      const points: Array<[number, number]> = [];
      for (let x = -W * 0.1; x <= W * 1.1 + 1; x += length / 10) {
        points.push([
          x,
          y0 +
            offset +
            amplitude * Math.sin((2 * Math.PI * x) / length + phase) +
            amplitude * 0.3 * Math.sin((2 * Math.PI * x) / (length * 0.43) + phase * 1.7),
        ]);
      }
      return smoothPath(points);
    };
    const crest = curve(0);
    const [from, to] = fills[Math.min(fills.length - 1, Math.round(t * (fills.length - 1)))]!;
    defs += `<linearGradient id="band${i}" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
    const stroke = Math.max(1.5, S * 0.0035);
    out +=
      `<path d="${crest}L${n(W * 1.1)} ${n(H * 1.1)}L${n(-W * 0.1)} ${n(H * 1.1)}Z" fill="url(#band${i})" fill-opacity="${n(0.55 + t * 0.3)}"/>` +
      `<path d="${crest}" fill="none" stroke="${PALETTE.teal400}" stroke-opacity="${n(0.75 - t * 0.4)}" stroke-width="${n(stroke)}"/>` +
      (i % 2 === 0
        ? `<path d="${curve(S * 0.022)}" fill="none" stroke="#ffffff" stroke-opacity="${n(0.16 - t * 0.08)}" stroke-width="${n(stroke * 0.6)}"/>`
        : "");
  }
  return `<defs>${defs}</defs>${out}`;
}

/** Parallel pipe runs bending together, with flanges, a valve and a steel rack. */
function pipes({ W, H, S, rng, fx, fy, portrait }: Ctx): string {
  const count = 3 + Math.floor(rng() * 2);
  const d = S * (portrait ? 0.05 : 0.055);
  const gap = d * 1.9;
  const outerRadius = d * 2.2 + (count - 1) * gap;
  // The arcs' common centre; pipe 0 is the outermost (leftmost and lowest).
  const cx = (portrait ? W * 0.3 : fx - S * 0.4) + outerRadius;
  const cy = (portrait ? fy + H * 0.05 : fy + S * 0.12) - outerRadius;
  const colours = rng() < 0.5 ? [PALETTE.teal600, PALETTE.blue500] : [PALETTE.blue500, PALETTE.teal600];
  const flangeYs = [cy - S * 0.32, cy - S * 0.08].filter((y) => y > d);
  const flangeXs = [cx + S * 0.22, cx + S * 0.55, cx + S * 0.85];
  let rack = "";
  const beamY = cy + outerRadius + d * 0.75;
  rack += `<rect x="${n(cx - d)}" y="${n(beamY)}" width="${n(W)}" height="${n(d * 0.35)}" fill="${PALETTE.blue950}" fill-opacity="0.7"/>`;
  for (const x of [cx + S * 0.38, cx + S * 0.72, cx + S * 1.05]) {
    if (x > W) continue;
    rack += `<rect x="${n(x)}" y="${n(beamY)}" width="${n(d * 0.45)}" height="${n(H)}" fill="${PALETTE.blue950}" fill-opacity="0.55"/>`;
  }
  let runs = "";
  let fittings = "";
  for (let j = 0; j < count; j++) {
    const r = outerRadius - j * gap;
    const x = cx - r;
    const y = cy + r;
    const path = `M${n(x)} ${n(-d * 2)}V${n(cy)}A${n(r)} ${n(r)} 0 0 0 ${n(cx)} ${n(y)}H${n(W + d * 2)}`;
    const colour = colours[j % 2]!;
    runs +=
      `<path d="${path}" fill="none" stroke="${PALETTE.blue950}" stroke-opacity="0.8" stroke-width="${n(d * 1.22)}"/>` +
      `<path d="${path}" fill="none" stroke="${colour}" stroke-width="${n(d)}"/>` +
      `<path d="${path}" fill="none" stroke="#ffffff" stroke-opacity="0.16" stroke-width="${n(d * 0.28)}"/>`;
    for (const fy2 of flangeYs) fittings += flange(x, fy2, d, false);
    for (const fx2 of flangeXs) if (fx2 < W) fittings += flange(fx2, y, d, true);
  }
  // A gate valve with a handwheel on the innermost run.
  const innerY = cy + outerRadius - (count - 1) * gap;
  // Between two flanges (or between the bend and the first one), clear of both.
  const visible = [cx, ...flangeXs.filter((x) => x < W - d * 3)];
  const gapIndex = Math.floor(rng() * (visible.length - 1));
  const vx = visible.length > 1 ? (visible[gapIndex]! + visible[gapIndex + 1]!) / 2 : cx + (W - cx) * 0.5;
  const v = d * 0.85;
  fittings +=
    `<path d="M${n(vx - v)} ${n(innerY - v * 0.7)}L${n(vx + v)} ${n(innerY + v * 0.7)}V${n(innerY - v * 0.7)}L${n(vx - v)} ${n(innerY + v * 0.7)}Z" fill="${PALETTE.teal400}" stroke="${PALETTE.blue950}" stroke-width="${n(d * 0.1)}"/>` +
    `<rect x="${n(vx - d * 0.08)}" y="${n(innerY - d * 1.9)}" width="${n(d * 0.16)}" height="${n(d * 1.3)}" fill="${PALETTE.teal400}"/>` +
    `<rect x="${n(vx - d * 0.9)}" y="${n(innerY - d * 2.05)}" width="${n(d * 1.8)}" height="${n(d * 0.3)}" rx="${n(d * 0.15)}" fill="${PALETTE.teal400}" stroke="${PALETTE.blue950}" stroke-width="${n(d * 0.08)}"/>`;
  return rack + runs + fittings;
}

function flange(x: number, y: number, d: number, vertical: boolean): string {
  const long = d * 1.55;
  const short = d * 0.3;
  const [w, h] = vertical ? [short, long] : [long, short];
  return `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(d * 0.06)}" fill="${PALETTE.teal400}" stroke="${PALETTE.blue950}" stroke-opacity="0.6" stroke-width="${n(d * 0.06)}"/>`;
}

/** Circular clarifiers seen from above: walls, weirs, feed well and the scraper bridge. */
function clarifier({ W, H, S, rng, fx, fy, portrait }: Ctx): string {
  const R = S * (portrait ? 0.42 : 0.5);
  const angle = -20 - rng() * 50;
  let out =
    `<defs><radialGradient id="water"><stop offset="0" stop-color="${PALETTE.teal600}" stop-opacity="0.5"/>` +
    `<stop offset="1" stop-color="${PALETTE.blue500}" stop-opacity="0.22"/></radialGradient></defs>`;
  const second = portrait
    ? { x: W * (rng() < 0.5 ? 0.05 : 0.95), y: fy + R * 1.45, r: R * 0.62 }
    : { x: fx - R * 1.75, y: fy - R * 0.55, r: R * 0.6 };
  out += tank(second.x, second.y, second.r, angle + 70, S);
  out += tank(fx, fy, R, angle, S);
  void H;
  return out;
}

function tank(cx: number, cy: number, R: number, angle: number, S: number): string {
  const line = (ratio: number) => n(Math.max(1, R * ratio));
  let out =
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 1.04)}" fill="${PALETTE.blue950}" fill-opacity="0.35"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="url(#water)" stroke="${PALETTE.teal400}" stroke-opacity="0.75" stroke-width="${line(0.028)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.92)}" fill="none" stroke="${PALETTE.teal400}" stroke-opacity="0.4" stroke-width="${line(0.012)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.875)}" fill="none" stroke="${PALETTE.teal400}" stroke-opacity="0.55" stroke-width="${line(0.014)}" stroke-dasharray="${n(R * 0.012)} ${n(R * 0.014)}"/>`;
  for (const ratio of [0.34, 0.5, 0.66, 0.8]) {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * ratio)}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="${line(0.006)}"/>`;
  }
  const bridgeWidth = R * 0.075;
  out +=
    `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">` +
    `<line x1="${n(cx - R * 0.88)}" y1="${n(cy)}" x2="${n(cx - R * 0.2)}" y2="${n(cy)}" stroke="${PALETTE.teal400}" stroke-opacity="0.45" stroke-width="${line(0.012)}"/>` +
    `<rect x="${n(cx)}" y="${n(cy - bridgeWidth / 2)}" width="${n(R * 1.08)}" height="${n(bridgeWidth)}" fill="${PALETTE.blue950}" fill-opacity="0.85" stroke="${PALETTE.teal400}" stroke-opacity="0.8" stroke-width="${line(0.007)}"/>` +
    `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx + R * 1.08)}" y2="${n(cy)}" stroke="${PALETTE.teal400}" stroke-opacity="0.5" stroke-width="${line(0.005)}" stroke-dasharray="${n(R * 0.03)} ${n(R * 0.02)}"/>` +
    `<rect x="${n(cx + R * 0.93)}" y="${n(cy - bridgeWidth * 0.9)}" width="${n(R * 0.09)}" height="${n(bridgeWidth * 1.8)}" rx="${n(R * 0.012)}" fill="${PALETTE.teal600}"/>` +
    `</g>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.2)}" fill="${PALETTE.blue950}" fill-opacity="0.4" stroke="${PALETTE.teal400}" stroke-opacity="0.75" stroke-width="${line(0.013)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.06)}" fill="${PALETTE.teal400}"/>`;
  void S;
  return out;
}

/** An engineering elevation of a mixed tank with dimension lines, on a blueprint grid. */
function blueprint({ W, H, S, rng, fx, fy, portrait }: Ctx): string {
  const stroke = Math.max(1.5, S * 0.0035);
  const tw = portrait ? W * 0.56 : S * 0.62;
  const th = tw * (0.62 + rng() * 0.12);
  const x0 = fx - tw / 2;
  const y0 = fy - th / 2 + S * 0.03;
  const hopper = th * 0.22;
  const white = `stroke="#ffffff" stroke-opacity="0.8" stroke-width="${n(stroke)}" fill="none"`;
  const thin = `stroke="#ffffff" stroke-opacity="0.55" stroke-width="${n(stroke * 0.6)}" fill="none"`;
  const step = Math.round(S / 28);
  let out =
    `<defs><pattern id="finegrid" width="${step}" height="${step}" patternUnits="userSpaceOnUse">` +
    `<path d="M${step} 0H0V${step}" fill="none" stroke="${PALETTE.teal400}" stroke-opacity="0.12" stroke-width="1"/></pattern></defs>` +
    `<rect x="${n(x0 - tw * 0.35)}" y="${n(y0 - th * 0.45)}" width="${n(tw * 1.7)}" height="${n(th * 1.75)}" fill="url(#finegrid)"/>`;
  const waterY = y0 + th * 0.16;
  const waterPoints: Array<[number, number]> = [];
  for (let i = 0; i <= 8; i++)
    waterPoints.push([x0 + (tw * i) / 8, waterY + Math.sin(i * 1.3 + rng() * 0.5) * th * 0.012]);
  const body = `M${n(x0)} ${n(y0)}V${n(y0 + th)}L${n(fx)} ${n(y0 + th + hopper)}L${n(x0 + tw)} ${n(y0 + th)}V${n(y0)}`;
  out +=
    `<path d="${smoothPath(waterPoints)}V${n(y0 + th)}L${n(fx)} ${n(y0 + th + hopper)}L${n(x0)} ${n(y0 + th)}Z" fill="${PALETTE.teal400}" fill-opacity="0.16"/>` +
    `<path d="${smoothPath(waterPoints)}" stroke="${PALETTE.teal400}" stroke-width="${n(stroke)}" fill="none"/>` +
    `<path d="${body}" ${white}/>` +
    `<path d="M${n(x0 - tw * 0.06)} ${n(y0)}H${n(x0 + tw * 1.06)}" ${white}/>`;
  // Agitator: motor on the bridge, shaft, two impellers.
  const motorW = tw * 0.12;
  out +=
    `<rect x="${n(fx - motorW / 2)}" y="${n(y0 - motorW * 1.1)}" width="${n(motorW)}" height="${n(motorW * 1.1)}" rx="${n(motorW * 0.1)}" ${white}/>` +
    `<path d="M${n(fx)} ${n(y0)}V${n(y0 + th * 0.82)}" ${white}/>`;
  for (const level of [0.5, 0.82]) {
    const iy = y0 + th * level;
    const blade = tw * 0.11;
    out +=
      `<path d="M${n(fx - blade)} ${n(iy)}H${n(fx + blade)}" ${white}/>` +
      `<ellipse cx="${n(fx - blade * 0.62)}" cy="${n(iy)}" rx="${n(blade * 0.38)}" ry="${n(blade * 0.13)}" transform="rotate(-14 ${n(fx - blade * 0.62)} ${n(iy)})" fill="${PALETTE.teal400}" fill-opacity="0.35" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${n(stroke * 0.8)}"/>` +
      `<ellipse cx="${n(fx + blade * 0.62)}" cy="${n(iy)}" rx="${n(blade * 0.38)}" ry="${n(blade * 0.13)}" transform="rotate(14 ${n(fx + blade * 0.62)} ${n(iy)})" fill="${PALETTE.teal400}" fill-opacity="0.35" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${n(stroke * 0.8)}"/>` +
      `<circle cx="${n(fx)}" cy="${n(iy)}" r="${n(blade * 0.09)}" fill="#ffffff" fill-opacity="0.85"/>`;
  }
  // Inlet and outlet nozzles.
  const inletY = y0 + th * 0.3;
  const outletY = y0 + th * 0.78;
  const pipe = th * 0.07;
  out +=
    `<path d="M${n(x0 - tw * 0.22)} ${n(inletY - pipe / 2)}H${n(x0)}M${n(x0 - tw * 0.22)} ${n(inletY + pipe / 2)}H${n(x0)}" ${white}/>` +
    `<path d="M${n(x0 - tw * 0.1)} ${n(inletY - pipe)}V${n(inletY + pipe)}" ${white}/>` +
    `<path d="M${n(x0 + tw)} ${n(outletY - pipe / 2)}H${n(x0 + tw * 1.2)}M${n(x0 + tw)} ${n(outletY + pipe / 2)}H${n(x0 + tw * 1.2)}" ${white}/>` +
    `<path d="M${n(x0 + tw * 1.1)} ${n(outletY - pipe)}V${n(outletY + pipe)}" ${white}/>`;
  // Centre line and dimension lines.
  const dash = S * 0.012;
  out += `<path d="M${n(fx)} ${n(y0 - th * 0.28)}V${n(y0 + th + hopper + th * 0.12)}" stroke="${PALETTE.teal400}" stroke-opacity="0.8" stroke-width="${n(stroke * 0.6)}" stroke-dasharray="${n(dash * 3)} ${n(dash)} ${n(dash * 0.4)} ${n(dash)}"/>`;
  const dimY = y0 + th + hopper + th * 0.2;
  const dimX = x0 + tw + tw * 0.14;
  const arrow = S * 0.014;
  out +=
    `<path d="M${n(x0)} ${n(y0 + th + th * 0.04)}V${n(dimY + arrow)}M${n(x0 + tw)} ${n(y0 + th + th * 0.04)}V${n(dimY + arrow)}M${n(x0)} ${n(dimY)}H${n(x0 + tw)}" ${thin}/>` +
    `<path d="M${n(x0)} ${n(dimY)}l${n(arrow * 1.6)} ${n(-arrow * 0.5)}v${n(arrow)}ZM${n(x0 + tw)} ${n(dimY)}l${n(-arrow * 1.6)} ${n(-arrow * 0.5)}v${n(arrow)}Z" fill="#ffffff" fill-opacity="0.7"/>` +
    `<path d="M${n(x0 + tw + tw * 0.04)} ${n(y0)}H${n(dimX + arrow)}M${n(x0 + tw + tw * 0.04)} ${n(y0 + th)}H${n(dimX + arrow)}M${n(dimX)} ${n(y0)}V${n(y0 + th)}" ${thin}/>` +
    `<path d="M${n(dimX)} ${n(y0)}l${n(-arrow * 0.5)} ${n(arrow * 1.6)}h${n(arrow)}ZM${n(dimX)} ${n(y0 + th)}l${n(-arrow * 0.5)} ${n(-arrow * 1.6)}h${n(arrow)}Z" fill="#ffffff" fill-opacity="0.7"/>`;
  const diameter = 4 + Math.floor(rng() * 20);
  const height = 3 + Math.floor(rng() * 6);
  const small = S * 0.026;
  out +=
    `<text font-family="${FONT}" font-size="${n(small)}" fill="#ffffff" fill-opacity="0.75" text-anchor="middle">` +
    `<tspan x="${n(fx)}" y="${n(dimY - small * 0.5)}">Ø ${diameter} 000</tspan></text>` +
    `<text font-family="${FONT}" font-size="${n(small)}" fill="#ffffff" fill-opacity="0.75" text-anchor="middle" transform="rotate(-90 ${n(dimX - small * 0.5)} ${n(y0 + th / 2)})">` +
    `<tspan x="${n(dimX - small * 0.5)}" y="${n(y0 + th / 2)}">${height} ${rng() < 0.5 ? 500 : 200}</tspan></text>`;
  void H;
  return out;
}

/** A large droplet with ripples spreading below it and a few smaller drops. */
function droplets({ W, H, S, rng, fx, fy, portrait }: Ctx): string {
  const size = S * (portrait ? 0.26 : 0.3);
  const cy = fy - size * 0.15;
  let out =
    `<defs><linearGradient id="drop" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${PALETTE.teal400}" stop-opacity="0.85"/>` +
    `<stop offset="1" stop-color="${PALETTE.blue500}" stop-opacity="0.55"/></linearGradient></defs>`;
  const rippleY = cy + size * 1.25;
  for (let i = 0; i < 5; i++) {
    const rx = size * (0.7 + i * 0.55);
    out += `<ellipse cx="${n(fx)}" cy="${n(rippleY)}" rx="${n(rx)}" ry="${n(rx * 0.2)}" fill="none" stroke="${PALETTE.teal400}" stroke-opacity="${n(0.6 - i * 0.11)}" stroke-width="${n(Math.max(1.5, S * (0.005 - i * 0.0006)))}"/>`;
  }
  out +=
    `<path d="${dropPath(fx, cy, size)}" fill="url(#drop)" stroke="${PALETTE.teal400}" stroke-width="${n(S * 0.004)}"/>` +
    highlightArc(fx, cy + size * 0.11, size * 0.26, S * 0.009);
  const spots = portrait
    ? [
        [0.18, 0.12],
        [0.82, 0.2],
        [0.88, 0.55],
        [0.14, 0.5],
      ]
    : [
        [0.42, 0.14],
        [0.9, 0.16],
        [0.93, 0.62],
        [0.5, 0.5],
        [0.78, 0.78],
      ];
  for (const [sx, sy] of spots) {
    const s = size * (0.16 + rng() * 0.22);
    out += `<path d="${dropPath(W * sx!, H * sy!, s)}" fill="${rng() < 0.5 ? PALETTE.teal400 : PALETTE.blue500}" fill-opacity="${n(0.25 + rng() * 0.3)}"/>`;
  }
  return out;
}

/** A white arc inside a droplet's round part, lower left: its shine. */
function highlightArc(cx: number, cy: number, r: number, width: number): string {
  const at = (degrees: number) => {
    const a = (degrees * Math.PI) / 180;
    return `${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}`;
  };
  return `<path d="M${at(205)}A${n(r)} ${n(r)} 0 0 0 ${at(125)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${n(width)}" stroke-linecap="round"/>`;
}

/** A mechanical bar screen: inclined bars in a channel, the rake's chain loop and the flow. */
function screen({ W, H, S, rng, fx, fy: focusY, portrait }: Ctx): string {
  // Lower than the focal point, so the drive head on top stays in the picture.
  const fy = focusY + H * (portrait ? 0.04 : 0.08);
  const span = portrait ? W * 0.6 : S * 0.72;
  const tall = portrait ? H * 0.42 : H * 0.6;
  const tilt = 12 + rng() * 8;
  const bars = 11 + Math.floor(rng() * 5);
  const barWidth = (span / bars) * 0.32;
  const top = fy - tall / 2;
  let out = `<g transform="rotate(${n(tilt)} ${n(fx)} ${n(fy)})">`;
  // Side frames.
  out +=
    `<rect x="${n(fx - span / 2 - barWidth * 3)}" y="${n(top - tall * 0.1)}" width="${n(barWidth * 2.2)}" height="${n(tall * 1.2)}" fill="${PALETTE.blue950}" fill-opacity="0.8" stroke="${PALETTE.teal400}" stroke-opacity="0.6" stroke-width="${n(S * 0.003)}"/>` +
    `<rect x="${n(fx + span / 2 + barWidth * 0.8)}" y="${n(top - tall * 0.1)}" width="${n(barWidth * 2.2)}" height="${n(tall * 1.2)}" fill="${PALETTE.blue950}" fill-opacity="0.8" stroke="${PALETTE.teal400}" stroke-opacity="0.6" stroke-width="${n(S * 0.003)}"/>`;
  for (let i = 0; i < bars; i++) {
    const x = fx - span / 2 + (span * (i + 0.5)) / bars - barWidth / 2;
    out += `<rect x="${n(x)}" y="${n(top)}" width="${n(barWidth)}" height="${n(tall)}" rx="${n(barWidth / 2)}" fill="${i % 4 === 0 ? PALETTE.teal400 : PALETTE.teal600}" fill-opacity="${i % 4 === 0 ? 0.85 : 0.6}"/>`;
  }
  // The rake's cross-beam, and the drive head on top of the frame.
  const rakeY = top + tall * (0.25 + rng() * 0.35);
  const head = barWidth * 3.2;
  out +=
    `<rect x="${n(fx - span / 2 - barWidth * 2)}" y="${n(rakeY - barWidth * 0.75)}" width="${n(span + barWidth * 4.2)}" height="${n(barWidth * 1.5)}" rx="${n(barWidth * 0.4)}" fill="${PALETTE.blue500}" stroke="${PALETTE.blue950}" stroke-width="${n(S * 0.003)}"/>` +
    `<rect x="${n(fx - span / 2 - barWidth * 3)}" y="${n(top - tall * 0.1 - head)}" width="${n(span + barWidth * 6)}" height="${n(head)}" rx="${n(head * 0.15)}" fill="${PALETTE.blue950}" stroke="${PALETTE.teal400}" stroke-opacity="0.7" stroke-width="${n(S * 0.003)}"/>` +
    `<rect x="${n(fx + span / 2 - head * 1.2)}" y="${n(top - tall * 0.1 - head * 1.9)}" width="${n(head * 1.6)}" height="${n(head * 0.9)}" rx="${n(head * 0.12)}" fill="${PALETTE.teal600}"/>` +
    `</g>`;
  // The flow, passing through the screen.
  const waterTop = fy + tall * 0.18;
  out += `<rect x="0" y="${n(waterTop)}" width="${W}" height="${n(H - waterTop)}" fill="${PALETTE.blue500}" fill-opacity="0.18"/>`;
  const wavePoints: Array<[number, number]> = [];
  for (let i = 0; i <= 12; i++)
    wavePoints.push([(W * i) / 12 - W * 0.02, waterTop + Math.sin(i * 1.1) * S * 0.008]);
  out += `<path d="${smoothPath(wavePoints)}" fill="none" stroke="${PALETTE.teal400}" stroke-opacity="0.7" stroke-width="${n(Math.max(1.5, S * 0.004))}"/>`;
  const chevron = S * 0.025;
  for (let i = 0; i < 3; i++) {
    const x = fx + span * 0.62 + i * chevron * 2.2;
    const y = waterTop + S * 0.07;
    if (x + chevron > W - S * 0.05) continue;
    out += `<path d="M${n(x)} ${n(y - chevron)}L${n(x + chevron)} ${n(y)}L${n(x)} ${n(y + chevron)}" fill="none" stroke="#ffffff" stroke-opacity="${n(0.35 + i * 0.15)}" stroke-width="${n(S * 0.006)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return out;
}

/** Certificates: a framed document with a seal, on the brand background. */
function certificate(ctx: Ctx, label: string | undefined): string {
  const { W, H, S } = ctx;
  const inset = S * 0.08;
  const pw = W - inset * 2;
  const ph = H - inset * 2;
  const paper = "#f6fafa";
  const frame = S * 0.035;
  let out =
    background(ctx) +
    grid(ctx) +
    `<rect x="${n(inset + S * 0.012)}" y="${n(inset + S * 0.018)}" width="${n(pw)}" height="${n(ph)}" fill="#000" fill-opacity="0.25"/>` +
    `<rect x="${n(inset)}" y="${n(inset)}" width="${n(pw)}" height="${n(ph)}" fill="${paper}"/>` +
    `<rect x="${n(inset + frame)}" y="${n(inset + frame)}" width="${n(pw - frame * 2)}" height="${n(ph - frame * 2)}" fill="none" stroke="${PALETTE.teal600}" stroke-width="${n(S * 0.006)}"/>` +
    `<rect x="${n(inset + frame * 1.4)}" y="${n(inset + frame * 1.4)}" width="${n(pw - frame * 2.8)}" height="${n(ph - frame * 2.8)}" fill="none" stroke="${PALETTE.teal600}" stroke-opacity="0.5" stroke-width="${n(S * 0.002)}"/>`;
  const cx = W / 2;
  let y = inset + ph * 0.14 + S * 0.06;
  if (label) {
    const maxWidth = pw - frame * 4;
    let size = S * 0.085;
    let lines = wrap(label, size, maxWidth);
    while (size > S * 0.03 && (lines.length > 2 || lines.some((line) => textWidth(line, size) > maxWidth))) {
      size *= 0.92;
      lines = wrap(label, size, maxWidth);
    }
    y += size;
    out += `<text font-family="${FONT}" font-weight="700" font-size="${n(size)}" fill="${PALETTE.blue950}" text-anchor="middle">`;
    for (const line of lines) {
      out += `<tspan x="${n(cx)}" y="${n(y)}">${escapeXml(line)}</tspan>`;
      y += size * 1.15;
    }
    out += `</text>`;
  }
  // Lines of body text, as grey bars.
  y += S * 0.05;
  const bar = (ratio: number, height: number, opacity: number) => {
    const w = (pw - frame * 4) * ratio;
    out += `<rect x="${n(cx - w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(height)}" rx="${n(height / 2)}" fill="${PALETTE.blue800}" fill-opacity="${opacity}"/>`;
  };
  for (const ratio of [0.7, 0.78, 0.62]) {
    bar(ratio, S * 0.014, 0.18);
    y += S * 0.04;
  }
  y += S * 0.04;
  bar(0.46, S * 0.026, 0.3);
  y += S * 0.08;
  for (const ratio of [0.74, 0.8, 0.68, 0.5]) {
    bar(ratio, S * 0.014, 0.14);
    y += S * 0.04;
  }
  // Seal and signature line.
  const sealR = S * 0.11;
  const sealX = inset + pw - frame * 2 - sealR;
  const sealY = inset + ph - frame * 2 - sealR;
  let zigzag = "";
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    const r = i % 2 === 0 ? sealR : sealR * 0.9;
    zigzag += `${i === 0 ? "M" : "L"}${n(sealX + Math.cos(a) * r)} ${n(sealY + Math.sin(a) * r)}`;
  }
  out +=
    `<path d="M${n(sealX - sealR * 0.45)} ${n(sealY + sealR * 0.6)}l${n(-sealR * 0.25)} ${n(sealR * 0.9)}l${n(sealR * 0.32)} ${n(-sealR * 0.18)}l${n(sealR * 0.2)} ${n(sealR * 0.28)}ZM${n(sealX + sealR * 0.45)} ${n(sealY + sealR * 0.6)}l${n(sealR * 0.25)} ${n(sealR * 0.9)}l${n(-sealR * 0.32)} ${n(-sealR * 0.18)}l${n(-sealR * 0.2)} ${n(sealR * 0.28)}Z" fill="${PALETTE.teal900}"/>` +
    `<path d="${zigzag}Z" fill="${PALETTE.teal600}"/>` +
    `<circle cx="${n(sealX)}" cy="${n(sealY)}" r="${n(sealR * 0.72)}" fill="none" stroke="${paper}" stroke-opacity="0.8" stroke-width="${n(S * 0.004)}"/>` +
    `<path d="${dropPath(sealX, sealY + sealR * 0.05, sealR * 0.38)}" fill="${paper}"/>` +
    `<path d="M${n(inset + frame * 2.2)} ${n(sealY + sealR * 0.4)}H${n(inset + frame * 2.2 + pw * 0.36)}" stroke="${PALETTE.blue800}" stroke-opacity="0.45" stroke-width="${n(S * 0.003)}"/>`;
  return out;
}

// ---------------------------------------------------------------------------------------
// Geometry and text

/** A droplet with its tip up, centred on (cx, cy), `size` high-ish. */
function dropPath(cx: number, cy: number, size: number): string {
  const s = size / 2;
  const p = (x: number, y: number) => `${n(cx + x * s)} ${n(cy + y * s)}`;
  return `M${p(0, -1.25)}C${p(0.28, -0.82)} ${p(0.72, -0.3)} ${p(0.72, 0.22)}A${n(0.72 * s)} ${n(0.72 * s)} 0 0 1 ${p(-0.72, 0.22)}C${p(-0.72, -0.3)} ${p(-0.28, -0.82)} ${p(0, -1.25)}Z`;
}

/** A smooth curve through the points (Catmull-Rom as cubic Béziers). */
function smoothPath(points: ReadonlyArray<readonly [number, number]>): string {
  const [first] = points;
  if (!first) return "";
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0]!)} ${n(c1[1]!)} ${n(c2[0]!)} ${n(c2[1]!)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

// Advance widths of Arial/Liberation Sans Bold (metric-compatible), in 1/1000 em.
// prettier-ignore
const BOLD_WIDTHS: Record<string, number> = {
  " ": 278, "-": 333, ",": 278, ".": 278, "/": 278, "(": 333, ")": 333, "&": 722, "'": 238, ":": 333,
  A: 722, B: 722, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 556, K: 722, L: 611, M: 833,
  N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
  a: 556, b: 611, c: 556, d: 611, e: 556, f: 333, g: 611, h: 611, i: 278, j: 278, k: 556, l: 278, m: 889,
  n: 611, o: 611, p: 611, q: 611, r: 389, s: 556, t: 333, u: 611, v: 556, w: 778, x: 556, y: 556, z: 500,
};

/** The width of a line of bold text at a font size (accents measured as their base letter). */
export function textWidth(text: string, size: number): number {
  let total = 0;
  for (const char of text.normalize("NFD").replace(/[\u0300-\u036f]/g, "")) {
    total += BOLD_WIDTHS[char] ?? (/\d/.test(char) ? 556 : 600);
  }
  return (total / 1000) * size;
}

/** Greedy word wrap to a width. */
export function wrap(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function seedOf(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0);
}

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
