#!/usr/bin/env node
// Regenerates the home page's media in shell/public/media/: the looping hero video (home-hero.mp4, H.264, and
// home-hero.webm, VP9), its poster (home-hero-poster.jpg, the first frame) and the stills of the four promotional
// sections (home-*-480.webp, home-*-960.webp).
//
// Only for whoever wants to change those files: they are committed, and nobody else (shoppers, `npm start`, CI)
// runs this. Everything is drawn here with the demo catalogue's product-art code (server/demo/art), so no
// stock footage and no external URL is involved. The frames are the same on every run (the MP4, poster and stills come
// out byte-identical; libvpx threads may vary the WebM's bytes, not its picture).
//
// Needs: ffmpeg on PATH with libx264 and libvpx-vp9 (Debian: `apt-get install -y ffmpeg`), and the workspace's
// node_modules (sharp, tsx).
//
//   node scripts/media/make-home-video.mjs            video, poster and stills
//   node scripts/media/make-home-video.mjs --preview  a few frames and the stills into /tmp only, to look at
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

/**
 * The parts of the demo's art modules used here (they are TypeScript, loaded through tsx).
 * @typedef {'oval' | 'round' | 'pear' | 'cushion' | 'marquise' | 'emerald' | 'trillion'} CutShape
 * @typedef {{ h: number, s: number, l: number, colourless?: boolean, fire?: number }} Tone
 * @typedef {{ mid: string, deep: string, hue: number }} GemColour
 * @typedef {{ cut: CutShape, colour: GemColour, cx: number, cy: number, r: number, elevation?: number,
 *   turn?: number, roll?: number, seed: number, phase?: number, id: string, sparkles?: number }} GemDrawOptions
 * @typedef {{ id: number, seed: number, section: 'gemstones' | 'jewellery', cut: CutShape, colour: GemColour,
 *   piece: 'ring' | 'earrings' | 'necklace' | 'bracelet' | 'brooch', metal: 'yellow' | 'rose' | 'white',
 *   accents: boolean }} ArtSpec
 * @typedef {{
 *   drawGem: (o: GemDrawOptions) => string,
 *   sparkleStar: (x: number, y: number, size: number, angle?: number, opacity?: number) => string,
 *   gemColour: (tone: Tone) => GemColour,
 *   gemstoneView: (spec: ArtSpec, view: number) => string,
 *   jewelleryView: (spec: ArtSpec, view: number) => string,
 *   createRandom: (seed: number) => { next: () => number },
 * }} Art
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const preview = process.argv.includes('--preview');
const outDir = preview
  ? mkdtempSync(path.join(tmpdir(), 'home-media-'))
  : path.join(root, 'shell/public/media');

/** @returns {Promise<Art>} */
async function loadArt() {
  const art = path.join(root, 'server/demo/art');
  /** @param {string} file */
  const load = (file) => tsImport(pathToFileURL(path.join(art, file)).href, import.meta.url);
  const [gem, palette, scenes, random] = await Promise.all([
    load('gem.ts'),
    load('palette.ts'),
    load('scenes.ts'),
    load('../random.ts'),
  ]);
  return {
    drawGem: gem.drawGem,
    sparkleStar: gem.sparkleStar,
    gemColour: palette.gemColour,
    gemstoneView: scenes.gemstoneView,
    jewelleryView: scenes.jewelleryView,
    createRandom: random.createRandom,
  };
}

const art = await loadArt();

/** Two decimals keep the SVG small; more is invisible at these sizes. */
const f2 = (/** @type {number} */ n) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const TAU = Math.PI * 2;

/** The stones' tones, as the product art paints a Burmese ruby, a cornflower sapphire and so on. */
const tones = /** @type {const} */ ({
  ruby: { h: 350, s: 88, l: 40 },
  sapphire: { h: 224, s: 78, l: 36 },
  emerald: { h: 146, s: 78, l: 33 },
  padparadscha: { h: 12, s: 75, l: 66 },
  pinkSapphire: { h: 328, s: 70, l: 62 },
  yellowSapphire: { h: 47, s: 92, l: 55 },
  paraiba: { h: 184, s: 85, l: 48 },
  diamond: { h: 210, s: 0, l: 95, colourless: true, fire: 0.22 },
});

// ------------------------------------------------------------------------------------------------- hero video

const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;

/**
 * Stones lying on black velvet, seen from just above, as a dealer shows a parcel under a lamp. The text of the
 * page sits over the left third on wide screens and over the middle on phones (object-position keeps the ruby in
 * view), so the stones gather in the centre-right.
 * @type {{ name: keyof typeof tones, cut: CutShape, x: number, y: number, r: number, roll: number, seed: number,
 *   rock: number, offset: number }[]}
 */
const parcel = [
  { name: 'emerald', cut: 'emerald', x: 548, y: 470, r: 96, roll: -16, seed: 31, rock: 5, offset: 0.1 },
  { name: 'padparadscha', cut: 'pear', x: 668, y: 176, r: 58, roll: 152, seed: 17, rock: 7, offset: 0.55 },
  { name: 'ruby', cut: 'oval', x: 812, y: 372, r: 158, roll: 8, seed: 7, rock: 4, offset: 0.3 },
  { name: 'diamond', cut: 'round', x: 960, y: 170, r: 52, roll: 0, seed: 23, rock: 9, offset: 0.8 },
  { name: 'sapphire', cut: 'cushion', x: 1062, y: 420, r: 110, roll: -9, seed: 5, rock: 5, offset: 0.65 },
  { name: 'paraiba', cut: 'trillion', x: 840, y: 606, r: 56, roll: 196, seed: 41, rock: 8, offset: 0.2 },
  {
    name: 'pinkSapphire',
    cut: 'marquise',
    x: 1196,
    y: 226,
    r: 50,
    roll: 62,
    seed: 13,
    rock: 7,
    offset: 0.45,
  },
];

/** Glints: each flashes once a loop at its own moment over one stone, so the loop has no seam. */
const glints = Array.from({ length: 14 }, (_, i) => {
  const stone = parcel[(i * 3) % parcel.length] ?? parcel[0];
  const angle = (i * 137.5 * Math.PI) / 180;
  const reach = 0.25 + ((i * 0.37) % 0.4);
  return {
    x: (stone?.x ?? 0) + Math.cos(angle) * (stone?.r ?? 0) * reach * 0.7,
    y: (stone?.y ?? 0) + Math.sin(angle) * (stone?.r ?? 0) * reach,
    size: (stone?.r ?? 60) * (0.26 + ((i * 0.23) % 0.22)),
    at: (i / 14 + 0.03) % 1,
    spin: (i * 23) % 45,
  };
});

/** The velvet, the lamp's pool of light, the stones' shadows and coloured light on the cloth: the same every frame. */
async function stage() {
  const shadows = parcel
    .map((s) => {
      const c = art.gemColour(tones[s.name]);
      return `<ellipse cx="${f2(s.x + s.r * 0.1)}" cy="${f2(s.y + s.r * 0.16)}" rx="${f2(s.r * 1.02)}" ry="${f2(s.r * 1.08)}" fill="url(#shadow)"/>
<ellipse cx="${f2(s.x + s.r * 0.22)}" cy="${f2(s.y + s.r * 0.34)}" rx="${f2(s.r * 0.9)}" ry="${f2(s.r * 0.8)}" fill="${c.mid}" fill-opacity="0.22" filter="url(#soft)"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>
<radialGradient id="lamp" cx="0.64" cy="0.5" r="0.62"><stop offset="0" stop-color="#3a2b31"/><stop offset="0.45" stop-color="#21171b"/><stop offset="1" stop-color="#0b0809"/></radialGradient>
<radialGradient id="shadow"><stop offset="0.55" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="26"/></filter>
</defs><rect width="${W}" height="${H}" fill="url(#lamp)"/>${shadows}</svg>`;
  // Velvet pile: fine, soft grey noise, seeded so every run draws the same. It is the same in every frame, so the
  // encoder pays for it once, and it keeps the dark gradient from banding in 8-bit video.
  const random = art.createRandom(2025);
  const grain = Buffer.alloc(W * H);
  for (let i = 0; i < grain.length; i++) {
    // Box-Muller: a normal deviate, sigma 10 around mid-grey.
    const u = Math.max(1e-9, random.next());
    const gauss = Math.sqrt(-2 * Math.log(u)) * Math.cos(TAU * random.next());
    grain[i] = Math.max(0, Math.min(255, Math.round(128 + 10 * gauss)));
  }
  const noise = await sharp(grain, { raw: { width: W, height: H, channels: 1 } })
    .toColourspace('srgb')
    .blur(0.8)
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'soft-light' }])
    .png()
    .toBuffer();
}

/** Frame t in [0, 1): every moving part is a sine of t, so frame FRAMES would equal frame 0. */
function stonesAt(/** @type {number} */ t) {
  const stones = parcel
    .map((s, i) => {
      const a = TAU * (t + s.offset);
      return art.drawGem({
        cut: s.cut,
        colour: art.gemColour(tones[s.name]),
        cx: s.x,
        cy: s.y,
        r: s.r,
        elevation: 80,
        // The stone rocks a few degrees under the lamp, and its inner reflections move with it.
        turn: s.rock * Math.sin(a),
        roll: s.roll,
        phase: 1.5 * Math.sin(a) + 0.5 * Math.sin(2 * a + i),
        seed: s.seed,
        id: `s${i}`,
        sparkles: 0,
      });
    })
    .join('');
  const flashes = glints
    .map((g) => {
      // A short flash once a loop: cos^48 stays above half for about 0.4 s of the 8.
      const life = Math.max(0, Math.cos(TAU * (t - g.at))) ** 48;
      if (life < 0.02) return '';
      return art.sparkleStar(
        g.x,
        g.y,
        g.size * (0.35 + 0.65 * life),
        g.spin + life * 20,
        Math.min(1, life * 1.2),
      );
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${stones}${flashes}</svg>`;
}

/** @param {number} limit @param {number[]} items @param {(item: number) => Promise<void>} work */
async function inPool(limit, items, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** @param {string[]} args */
function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (result.error) throw new Error(`ffmpeg is needed (apt-get install -y ffmpeg): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`ffmpeg exited with ${result.status}`);
}

async function heroVideo() {
  const frames = mkdtempSync(path.join(tmpdir(), 'home-hero-frames-'));
  try {
    const background = await stage();
    const count = preview ? 6 : FRAMES;
    const step = preview ? Math.floor(FRAMES / count) : 1;
    await inPool(2, [...Array(count).keys()], async (i) => {
      const frame = i * step;
      await sharp(background)
        .composite([{ input: Buffer.from(stonesAt(frame / FRAMES)) }])
        .png({ compressionLevel: 1 })
        .toFile(path.join(frames, `${String(frame).padStart(4, '0')}.png`));
    });
    // The poster is the first frame, so the video takes over from it without a jump.
    await sharp(path.join(frames, '0000.png'))
      .jpeg({ quality: 68, progressive: true, mozjpeg: true })
      .toFile(path.join(outDir, 'home-hero-poster.jpg'));
    if (preview) {
      for (let i = 0; i < count; i++) {
        const name = `${String(i * step).padStart(4, '0')}.png`;
        await sharp(path.join(frames, name)).toFile(path.join(outDir, `frame-${name}`));
      }
      return;
    }
    const input = ['-framerate', String(FPS), '-i', path.join(frames, '%04d.png')];
    // One keyframe a loop: a keyframe re-encodes the velvet's grain, and mid-loop that shows as a faint flicker.
    const gop = ['-g', String(FRAMES), '-keyint_min', String(FRAMES), '-sc_threshold', '0'];
    // H.264 for every browser: yuv420p, moov atom first (faststart) so it starts before it has all arrived, no
    // audio track at all (muted by construction).
    ffmpeg([
      ...input,
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '22', '-tune', 'film', ...gop],
      ...['-profile:v', 'high', '-level', '4.0', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', '-an', path.join(outDir, 'home-hero.mp4')],
    ]);
    // VP9, offered first: smaller for the same look.
    ffmpeg([
      ...input,
      ...[
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '36',
        '-deadline',
        'good',
        '-cpu-used',
        '1',
        '-row-mt',
        '1',
      ],
      ...['-pix_fmt', 'yuv420p', ...gop, '-an', path.join(outDir, 'home-hero.webm')],
    ]);
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
}

// ----------------------------------------------------------------------------------------------------- stills

/** Sections' pictures are 4:5; each is written at two widths for srcset. */
const STILL = { width: 960, height: 1200 };
const stillWidths = [480, 960];

/** Loose stones laid out on ivory card, seen from above: the gemstones section. */
function looseStones() {
  const { width, height } = STILL;
  const layout =
    /** @type {{ name: keyof typeof tones, cut: CutShape, x: number, y: number, r: number, roll: number, seed: number }[]} */ ([
      { name: 'sapphire', cut: 'cushion', x: 330, y: 400, r: 150, roll: -8, seed: 5 },
      { name: 'ruby', cut: 'oval', x: 640, y: 560, r: 185, roll: 12, seed: 7 },
      { name: 'emerald', cut: 'emerald', x: 330, y: 800, r: 135, roll: -4, seed: 31 },
      { name: 'yellowSapphire', cut: 'round', x: 690, y: 235, r: 82, roll: 0, seed: 19 },
      { name: 'paraiba', cut: 'pear', x: 700, y: 900, r: 96, roll: 200, seed: 41 },
    ]);
  const shadows = layout
    .map((s) => {
      const c = art.gemColour(tones[s.name]);
      return `<ellipse cx="${f2(s.x + s.r * 0.12)}" cy="${f2(s.y + s.r * 0.2)}" rx="${f2(s.r * 0.95)}" ry="${f2(s.r * 1.02)}" fill="url(#shadow)"/>
<ellipse cx="${f2(s.x + s.r * 0.3)}" cy="${f2(s.y + s.r * 0.42)}" rx="${f2(s.r * 0.7)}" ry="${f2(s.r * 0.6)}" fill="${c.mid}" fill-opacity="0.3" filter="url(#soft)"/>`;
    })
    .join('');
  const stones = layout
    .map((s, i) =>
      art.drawGem({
        cut: s.cut,
        colour: art.gemColour(tones[s.name]),
        cx: s.x,
        cy: s.y,
        r: s.r,
        elevation: 84,
        roll: s.roll,
        seed: s.seed,
        phase: 0.6,
        id: `g${i}`,
        sparkles: 2,
      }),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>
<radialGradient id="card" cx="0.45" cy="0.4" r="0.85"><stop offset="0" stop-color="#fbf8f2"/><stop offset="1" stop-color="#e2d9ca"/></radialGradient>
<radialGradient id="shadow"><stop offset="0.5" stop-color="#3b2f22" stop-opacity="0.28"/><stop offset="1" stop-color="#3b2f22" stop-opacity="0"/></radialGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="22"/></filter>
</defs><rect width="${width}" height="${height}" fill="url(#card)"/>${shadows}${stones}</svg>`;
}

/** @param {Partial<ArtSpec> & { section: ArtSpec['section'], tone: Tone }} o @returns {ArtSpec} */
function specOf({ tone, ...o }) {
  return {
    id: 1,
    seed: 4242,
    cut: 'oval',
    piece: 'ring',
    metal: 'yellow',
    accents: true,
    ...o,
    colour: art.gemColour(tone),
  };
}

/**
 * The server's square 800 px compositions, drawn at 1200 px and cut to the middle 4:5. Their corner watermark
 * would be cut in half, so it goes (the name on the box of the service picture stays).
 */
async function fromSquare(/** @type {string} */ svg) {
  const size = STILL.height;
  const unmarked = svg.replace(/<text x="772"[^>]*>GEMSTORE<\/text>/, '');
  const raster = await sharp(Buffer.from(unmarked), { density: (72 * size) / 800 })
    .resize(size, size)
    .png()
    .toBuffer();
  return sharp(raster)
    .extract({ left: (size - STILL.width) / 2, top: 0, width: STILL.width, height: size })
    .png()
    .toBuffer();
}

/** The tweezers scene's backdrop is a cool steel gradient; the home page's pictures share one warm ivory light. */
const warmBackdrop = (/** @type {string} */ svg) =>
  svg
    .replace('stop-color="#eef1f4"', 'stop-color="#f7f3ec"')
    .replace('stop-color="#b7bfc9"', 'stop-color="#d6ccbd"');

async function stills() {
  /** @type {[string, Buffer][]} */
  const pictures = [
    ['home-gemstones', await sharp(Buffer.from(looseStones())).png().toBuffer()],
    // Bespoke: a sapphire in a diamond halo, on the bench.
    [
      'home-bespoke',
      await fromSquare(
        art.jewelleryView(specOf({ section: 'jewellery', tone: tones.sapphire, seed: 907 }), 1),
      ),
    ],
    // Gemology: a stone held in tweezers to be examined, on the warm grey of the other pictures (not steel blue).
    [
      'home-gemology',
      await fromSquare(
        warmBackdrop(
          art.gemstoneView(
            specOf({ section: 'gemstones', cut: 'cushion', tone: tones.pinkSapphire, seed: 12345 }),
            5,
          ),
        ),
      ),
    ],
    // Quality service: a finished piece in its box.
    [
      'home-service',
      await fromSquare(
        art.jewelleryView(
          specOf({
            section: 'jewellery',
            piece: 'necklace',
            cut: 'pear',
            metal: 'white',
            tone: tones.paraiba,
          }),
          4,
        ),
      ),
    ],
  ];
  for (const [name, png] of pictures) {
    for (const width of stillWidths) {
      await sharp(png)
        .resize(width, Math.round((width * STILL.height) / STILL.width))
        .webp({ quality: width > 480 ? 74 : 78, effort: 6, smartSubsample: true })
        .toFile(path.join(outDir, `${name}-${width}.webp`));
    }
  }
}

mkdirSync(outDir, { recursive: true });
await heroVideo();
await stills();
for (const file of [
  'home-hero.mp4',
  'home-hero.webm',
  'home-hero-poster.jpg',
  ...['gemstones', 'bespoke', 'gemology', 'service'].flatMap((n) =>
    stillWidths.map((w) => `home-${n}-${w}.webp`),
  ),
]) {
  try {
    console.log(
      `${String(Math.round(statSync(path.join(outDir, file)).size / 1024)).padStart(6)} KB  ${file}`,
    );
  } catch {
    // --preview writes no video
  }
}
console.log(`written to ${outDir}`);
