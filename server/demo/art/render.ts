/**
 * Turns a product row and a gallery file name into the file's bytes, as the shop stores them: SVG drawn in code,
 * rasterised by sharp. A still is an 800 px JPEG (the media route makes the smaller and WebP copies), the lab
 * report a 1000 × 700 PNG, the animations an animated WebP or GIF.
 */
import sharp from 'sharp';
import { createRandom } from '../random';
import type { DemoPictureName } from '../gallery';
import { drawGem, sparkleStar } from './gem';
import { certificateSvg } from './certificate';
import { gemstoneView, jewelleryView, SIZE } from './scenes';
import { artSpecFor, certificateDataFor, type ProductArtRow } from './spec';

const JPEG = { quality: 82, mozjpeg: true } as const;

export async function renderPicture(row: ProductArtRow, file: DemoPictureName): Promise<Buffer> {
  const spec = artSpecFor(row);
  if (file === 'certificate.png') {
    const svg = certificateSvg(spec, certificateDataFor(row, spec));
    return sharp(Buffer.from(svg)).png({ compressionLevel: 8, palette: false }).toBuffer();
  }
  if (file === 'spin.webp') return spinningStone(spec);
  if (file === 'sparkle.gif') return sparklingPiece(spec);
  const index = Number(file.split('.')[0]);
  // Indexes past the number of compositions reuse them with another seed, so they still differ.
  const compositions = spec.section === 'gemstones' ? 5 : 4;
  const view = ((index - 1) % compositions) + 1;
  const variant = index > compositions ? { ...spec, seed: spec.seed + 101 * index } : spec;
  const svg = spec.section === 'gemstones' ? gemstoneView(variant, view) : jewelleryView(variant, view);
  const image = sharp(Buffer.from(svg));
  if (file.endsWith('.png')) return image.png({ compressionLevel: 8 }).toBuffer();
  return image.jpeg(JPEG).toBuffer();
}

const ANIM_SIZE = 480;
const FRAMES = 12;

/** The stone turning on a dark stage, its facets catching the light frame by frame (animated WebP). */
async function spinningStone(spec: ReturnType<typeof artSpecFor>): Promise<Buffer> {
  const frames: Buffer[] = [];
  const background = `<radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#2d2b33"/><stop offset="1" stop-color="#07070a"/></radialGradient>`;
  for (let f = 0; f < FRAMES; f++) {
    const turn = (360 / FRAMES) * f;
    const gem = drawGem({
      cut: spec.cut,
      colour: spec.colour,
      cx: ANIM_SIZE / 2,
      cy: ANIM_SIZE / 2 - 6,
      r: 148,
      elevation: 68,
      turn,
      phase: (f / FRAMES) * Math.PI * 2,
      seed: spec.seed,
      id: `f${f}`,
      sparkles: 0,
    });
    const rnd = createRandom(spec.seed + f * 13);
    const glints = Array.from({ length: 3 }, () =>
      sparkleStar(
        rnd.range(140, 340),
        rnd.range(120, 320),
        rnd.range(22, 44),
        rnd.range(0, 45),
        rnd.range(0.6, 1),
      ),
    ).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ANIM_SIZE}" height="${ANIM_SIZE}"><defs>${background}</defs><rect width="${ANIM_SIZE}" height="${ANIM_SIZE}" fill="url(#bg)"/><ellipse cx="${ANIM_SIZE / 2}" cy="${ANIM_SIZE - 70}" rx="150" ry="18" fill="${spec.colour.mid}" fill-opacity="0.18"/>${gem}${glints}</svg>`;
    frames.push(await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer());
  }
  return sharp(frames, { join: { animated: true } })
    .webp({ quality: 78, effort: 2, loop: 0, delay: Array.from({ length: FRAMES }, () => 110) })
    .toBuffer();
}

/** The piece in the studio with glints twinkling over its stones (animated GIF). Rendered once, glints composited per frame. */
async function sparklingPiece(spec: ReturnType<typeof artSpecFor>): Promise<Buffer> {
  const base = await sharp(Buffer.from(jewelleryView(spec, 1)))
    .resize(ANIM_SIZE, ANIM_SIZE)
    .png({ compressionLevel: 1 })
    .toBuffer();
  const frames: Buffer[] = [];
  const count = 10;
  const rnd = createRandom(spec.seed + 5);
  const spots = Array.from({ length: 6 }, () => ({
    x: rnd.range(150, 330),
    y: rnd.range(130, 330),
    size: rnd.range(18, 36),
    offset: rnd.next(),
  }));
  for (let f = 0; f < count; f++) {
    const glints = spots
      .map((s) => {
        const life = Math.sin(Math.PI * 2 * (f / count + s.offset));
        return life > 0.2 ? sparkleStar(s.x, s.y, s.size * life, f * 9, life) : '';
      })
      .join('');
    const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${ANIM_SIZE}" height="${ANIM_SIZE}">${glints}</svg>`;
    frames.push(
      await sharp(base)
        .composite([{ input: Buffer.from(overlay) }])
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
  }
  return sharp(frames, { join: { animated: true } })
    .gif({ effort: 3, loop: 0, delay: Array.from({ length: count }, () => 120), colours: 128 })
    .toBuffer();
}

export { SIZE };
