/**
 * Product photographs drawn in code: the stone or the piece of jewellery on a backdrop, one composition per
 * gallery index (face-up studio shot, angled on a mirror, on gem parcel paper, macro, in tweezers; for jewellery
 * studio, velvet, close-up and in its box).
 */
import { createRandom } from '../random';
import { aspectOf, drawGem, gemOutline, pathOf, sparkleStar, type CutShape } from './gem';
import { fmt, gemColour, hsl, type GemColour } from './palette';

export const SIZE = 800;

export type Metal = 'yellow' | 'rose' | 'white';
export type PieceKind = 'ring' | 'earrings' | 'necklace' | 'bracelet' | 'brooch';

export type ArtSpec = {
  id: number;
  seed: number;
  section: 'gemstones' | 'jewellery';
  cut: CutShape;
  colour: GemColour;
  /** Name of the stone's colour for captions (certificate). */
  piece: PieceKind;
  metal: Metal;
  /** Whether jewellery is accented with white diamonds (halo, pavé). */
  accents: boolean;
};

function svg(body: string, defs = '', w = SIZE, h = SIZE): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

const blur = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

function radialBackdrop(
  id: string,
  inner: string,
  outer: string,
  cx = 0.5,
  cy = 0.42,
): { defs: string; body: string } {
  return {
    defs: `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="0.8"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`,
    body: `<rect width="${SIZE}" height="${SIZE}" fill="url(#${id})"/>`,
  };
}

/** Soft contact shadow plus the coloured light a transparent stone throws on the surface. */
function stoneShadow(
  spec: ArtSpec,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  strength = 0.35,
): { defs: string; body: string } {
  return {
    defs: blur('shadowBlur', Math.max(6, rx / 9)) + blur('causticBlur', Math.max(8, rx / 6)),
    body: `<ellipse cx="${fmt(cx + rx * 0.08)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="#000" fill-opacity="${fmt(strength)}" filter="url(#shadowBlur)"/>
<ellipse cx="${fmt(cx + rx * 0.18)}" cy="${fmt(cy + ry * 0.1)}" rx="${fmt(rx * 0.55)}" ry="${fmt(ry * 0.5)}" fill="${spec.colour.mid}" fill-opacity="0.45" filter="url(#causticBlur)"/>`,
  };
}

function watermark(dark: boolean): string {
  return `<text x="${SIZE - 28}" y="${SIZE - 26}" text-anchor="end" font-family="serif" font-size="18" letter-spacing="5" fill="${
    dark ? '#ffffff' : '#5b5346'
  }" fill-opacity="${dark ? 0.35 : 0.4}">GEMSTORE</text>`;
}

// ---------------------------------------------------------------- gemstones

export function gemstoneView(spec: ArtSpec, view: number): string {
  switch (view) {
    case 1:
      return gemStudio(spec);
    case 2:
      return gemAngled(spec);
    case 3:
      return gemParcel(spec);
    case 4:
      return gemMacro(spec);
    default:
      return gemTweezers(spec);
  }
}

function gemStudio(spec: ArtSpec): string {
  const bg = radialBackdrop('bg', '#fdfbf7', '#e4ddd1');
  const r = 250;
  const w = aspectOf(spec.cut);
  const sh = stoneShadow(spec, 415, 410 + r * 0.72, r * w * 0.95, r * 0.42);
  const gem = drawGem({
    cut: spec.cut,
    colour: spec.colour,
    cx: 400,
    cy: 380,
    r,
    seed: spec.seed,
    id: 'gem',
    sparkles: 3,
  });
  return svg(`${bg.body}${sh.body}${gem}${watermark(false)}`, bg.defs + sh.defs);
}

function gemAngled(spec: ArtSpec): string {
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3f48"/><stop offset="0.62" stop-color="#1d2026"/><stop offset="0.62" stop-color="#121418"/><stop offset="1" stop-color="#07080a"/></linearGradient>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#121418" stop-opacity="0.2"/><stop offset="0.6" stop-color="#07080a" stop-opacity="1"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.35" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  const r = 215;
  const cy = 340;
  const gem = drawGem({
    cut: spec.cut,
    colour: spec.colour,
    cx: 400,
    cy,
    r,
    elevation: 32,
    turn: 18,
    seed: spec.seed,
    id: 'gem',
    sparkles: 4,
  });
  const reflection = drawGem({
    cut: spec.cut,
    colour: spec.colour,
    cx: 400,
    cy,
    r,
    elevation: 32,
    turn: 18,
    seed: spec.seed,
    id: 'ref',
    sparkles: 0,
  });
  // The tip of the pavilion touches the mirror at about cy + 0.75 r; the reflection is mirrored about that line.
  const mirrorY = cy + r * 0.78;
  return svg(
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/><rect width="${SIZE}" height="${SIZE}" fill="url(#spot)"/>
<g transform="translate(0 ${fmt(2 * mirrorY)}) scale(1 -1)" opacity="0.35">${reflection}</g>
<rect x="0" y="${fmt(mirrorY)}" width="${SIZE}" height="${fmt(SIZE - mirrorY)}" fill="url(#fade)"/>
${gem}${watermark(true)}`,
    defs,
  );
}

function gemParcel(spec: ArtSpec): string {
  const rnd = createRandom(spec.seed + 3);
  const tilt = rnd.range(-8, 8);
  const defs = `<linearGradient id="wood" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5a3b26"/><stop offset="0.5" stop-color="#4a2f1d"/><stop offset="1" stop-color="#2f1d12"/></linearGradient>
<linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9ecef"/></linearGradient>
<linearGradient id="lining" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dbe8f5"/><stop offset="1" stop-color="#bcd2e8"/></linearGradient>
${blur('paperShadow', 14)}`;
  const grain = Array.from({ length: 14 }, (_, i) => {
    const y = 30 + i * 58 + rnd.range(-10, 10);
    return `<path d="M 0 ${fmt(y)} C 200 ${fmt(y + rnd.range(-25, 25))} 500 ${fmt(y + rnd.range(-25, 25))} 800 ${fmt(y + rnd.range(-15, 15))}" stroke="#2a1a0f" stroke-opacity="0.35" stroke-width="${fmt(rnd.range(1, 3))}" fill="none"/>`;
  }).join('');
  const r = 165;
  const w = aspectOf(spec.cut);
  const sh = stoneShadow(spec, 412, 400 + r * 0.7, r * w * 0.9, r * 0.38, 0.3);
  const gem = drawGem({
    cut: spec.cut,
    colour: spec.colour,
    cx: 400,
    cy: 380,
    r,
    roll: rnd.range(-25, 25),
    seed: spec.seed,
    id: 'gem',
    sparkles: 3,
  });
  return svg(
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#wood)"/>${grain}
<g transform="rotate(${fmt(tilt)} 400 400)">
<rect x="95" y="105" width="620" height="620" fill="#000" fill-opacity="0.5" filter="url(#paperShadow)"/>
<rect x="80" y="80" width="640" height="640" fill="url(#paper)"/>
<rect x="150" y="150" width="500" height="500" fill="url(#lining)"/>
<path d="M 80 293 L 720 293 M 80 507 L 720 507 M 293 80 L 293 720 M 507 80 L 507 720" stroke="#8aa0b8" stroke-opacity="0.35" stroke-width="2"/>
<path d="M 80 295 L 720 295 M 80 509 L 720 509 M 295 80 L 295 720 M 509 80 L 509 720" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>
</g>${sh.body}${gem}`,
    defs + sh.defs,
  );
}

function gemMacro(spec: ArtSpec): string {
  const bg = radialBackdrop('bg', '#26242c', '#050507', 0.5, 0.5);
  const rnd = createRandom(spec.seed + 4);
  const gem = drawGem({
    cut: spec.cut,
    colour: spec.colour,
    cx: 400,
    cy: 400,
    r: 360,
    roll: rnd.range(-30, 30),
    seed: spec.seed + 1,
    phase: 1.3,
    id: 'gem',
    sparkles: 6,
  });
  const glow = `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${spec.colour.mid}" stop-opacity="0.5"/><stop offset="1" stop-color="${spec.colour.mid}" stop-opacity="0"/></radialGradient>`;
  return svg(`${bg.body}<circle cx="400" cy="400" r="420" fill="url(#glow)"/>${gem}`, bg.defs + glow);
}

function gemTweezers(spec: ArtSpec): string {
  const bg = radialBackdrop('bg', '#eef1f4', '#b7bfc9', 0.4, 0.35);
  const r = 180;
  const cx = 400;
  const cy = 350;
  const gem = drawGem({
    cut: spec.cut,
    colour: spec.colour,
    cx,
    cy,
    r,
    elevation: 62,
    roll: -28,
    seed: spec.seed + 2,
    id: 'gem',
    sparkles: 3,
  });
  const w = aspectOf(spec.cut) * r;
  const steel = `<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f7f9fb"/><stop offset="0.45" stop-color="#a9b1ba"/><stop offset="0.55" stop-color="#7d858f"/><stop offset="1" stop-color="#d9dee3"/></linearGradient>${blur(
    'tzShadow',
    10,
  )}`;
  // The two arms hold the stone at opposite points of its girdle and run down to the joint below the frame.
  const grip = (side: 1 | -1) => {
    const tipX = cx + side * (w + 3);
    return `<path d="M ${fmt(tipX)} ${fmt(cy - 14)} L ${fmt(tipX + side * 9)} ${fmt(cy - 12)} L ${fmt(cx + side * 40)} 900 L ${fmt(cx + side * 14)} 900 L ${fmt(tipX - side * 4)} ${fmt(cy + 20)} L ${fmt(tipX)} ${fmt(cy + 14)} Z" fill="url(#steel)" stroke="#6b737c" stroke-width="1"/>`;
  };
  const tweezers = `<g transform="rotate(-28 ${cx} ${cy})">${grip(-1)}${grip(1)}</g>`;
  // The tips sit in front of the girdle, the arms behind the stone.
  const tip = (side: 1 | -1) =>
    `<path d="M ${fmt(cx + side * (w + 3))} ${fmt(cy - 14)} L ${fmt(cx + side * (w - 6))} ${fmt(cy - 10)} L ${fmt(cx + side * (w - 6))} ${fmt(cy + 10)} L ${fmt(cx + side * (w + 3))} ${fmt(cy + 14)} Z" fill="url(#steel)" stroke="#6b737c" stroke-width="1"/>`;
  const tips = `<g transform="rotate(-28 ${cx} ${cy})">${tip(-1)}${tip(1)}</g>`;
  return svg(
    `${bg.body}<g transform="translate(18 30)" opacity="0.25" filter="url(#tzShadow)">${tweezers.replace(/url\(#steel\)/g, '#000')}</g>${tweezers}${gem}${tips}${watermark(false)}`,
    bg.defs + steel,
  );
}

// ---------------------------------------------------------------- jewellery

const metals: Record<Metal, { stops: string[]; dark: string; light: string }> = {
  yellow: {
    stops: ['#fff2c2', '#e8c16a', '#b8862b', '#f6d98a', '#8f6419'],
    dark: '#7a5514',
    light: '#fff5d6',
  },
  rose: { stops: ['#ffe3d6', '#e9a990', '#b86e58', '#f1c2ae', '#8d4f3f'], dark: '#7a4436', light: '#fff0e8' },
  white: {
    stops: ['#ffffff', '#d5dade', '#9aa1a8', '#eef1f3', '#767d84'],
    dark: '#5f666d',
    light: '#ffffff',
  },
};

function metalDefs(metal: Metal): string {
  const m = metals[metal];
  const stops = m.stops
    .map((c, i) => `<stop offset="${fmt(i / (m.stops.length - 1))}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient>
<linearGradient id="metalV" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>
<radialGradient id="melee" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#dfe6ee"/><stop offset="0.8" stop-color="#8d98a5"/><stop offset="1" stop-color="#4b5460"/></radialGradient>`;
}

/** A small round white diamond in a bead setting: alternating light and dark wedges read as facets at this size. */
function melee(x: number, y: number, r: number, metal: Metal): string {
  const d = metals[metal].dark;
  const wedges: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a0 = (i * Math.PI) / 4 + 0.2;
    const a1 = a0 + Math.PI / 4;
    const shade =
      ['#ffffff', '#6f7b88', '#dce3ea', '#3f4954', '#f4f7fa', '#8a96a3', '#ffffff', '#56606b'][i] ??
      '#ffffff';
    wedges.push(
      `<path d="M ${fmt(x)} ${fmt(y)} L ${fmt(x + Math.cos(a0) * r)} ${fmt(y + Math.sin(a0) * r)} L ${fmt(x + Math.cos(a1) * r)} ${fmt(y + Math.sin(a1) * r)} Z" fill="${shade}"/>`,
    );
  }
  const t = r * 0.45;
  const table = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4 + Math.PI / 8;
    return `${fmt(x + Math.cos(a) * t)} ${fmt(y + Math.sin(a) * t)}`;
  }).join(' L ');
  return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r * 1.2)}" fill="url(#metal)" stroke="${d}" stroke-width="0.6"/>${wedges.join('')}<path d="M ${table} Z" fill="#eef3f8" fill-opacity="0.75" stroke="#ffffff" stroke-width="${fmt(Math.max(0.4, r / 14))}"/><circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="none" stroke="#4b5460" stroke-opacity="0.5" stroke-width="${fmt(Math.max(0.4, r / 12))}"/>`;
}

/** A coloured (or white) stone with its metal setting: claws for brilliants, a rub-over bezel for step cuts. */
function setStone(
  spec: ArtSpec,
  cut: CutShape,
  colour: GemColour,
  x: number,
  y: number,
  r: number,
  id: string,
  opts: { halo?: boolean; roll?: number; elevation?: number; seedShift?: number } = {},
): string {
  const roll = opts.roll ?? 0;
  const elevation = opts.elevation ?? 90;
  const squash = Math.sin((elevation * Math.PI) / 180);
  const outlinePts = gemOutline(cut, x, y, r * 1.06, squash);
  const parts: string[] = [];
  if (opts.halo && spec.accents) {
    const haloPts = gemOutline(cut, x, y, r * 1.3, squash);
    const step = Math.max(
      1,
      Math.round(haloPts.length / Math.max(10, Math.round((r * 6.5) / Math.max(6, r * 0.17)))),
    );
    parts.push(
      `<path d="${pathOf(gemOutline(cut, x, y, r * 1.44, squash))}" fill="url(#metal)" stroke="${metals[spec.metal].dark}" stroke-width="1"/>`,
    );
    for (let i = 0; i < haloPts.length; i += step) {
      const p = haloPts[i];
      if (p) parts.push(melee(p[0], p[1], Math.max(4, r * 0.13), spec.metal));
    }
  }
  parts.push(
    `<path d="${pathOf(outlinePts)}" fill="url(#metal)" stroke="${metals[spec.metal].dark}" stroke-width="1.2"/>`,
  );
  parts.push(
    drawGem({
      cut,
      colour,
      cx: x,
      cy: y,
      r,
      elevation,
      seed: spec.seed + (opts.seedShift ?? 0),
      id,
      sparkles: r > 60 ? 2 : 1,
    }),
  );
  if (cut !== 'emerald') {
    // Claws at the points of the outline (tips for pears and marquises, four or six around the rest).
    const claws =
      cut === 'trillion'
        ? [0, 1 / 3, 2 / 3]
        : cut === 'pear'
          ? [0, 0.35, 0.65]
          : cut === 'marquise'
            ? [0, 0.5, 0.2, 0.8]
            : [0.125, 0.375, 0.625, 0.875];
    for (const t of claws) {
      const p = outlinePts[Math.round(t * outlinePts.length) % outlinePts.length];
      if (!p) continue;
      parts.push(
        `<ellipse cx="${fmt(p[0])}" cy="${fmt(p[1])}" rx="${fmt(Math.max(3, r * 0.1))}" ry="${fmt(Math.max(3, r * 0.1 * (0.6 + 0.4 * squash)))}" fill="url(#metal)" stroke="${metals[spec.metal].dark}" stroke-width="0.8"/>`,
      );
    }
  }
  return `<g transform="rotate(${fmt(roll)} ${fmt(x)} ${fmt(y)})">${parts.join('')}</g>`;
}

function ring(spec: ArtSpec, cx: number, cy: number, s: number): string {
  const m = metals[spec.metal];
  const bandRx = 150 * s;
  const bandRy = 165 * s;
  const thick = 24 * s;
  const stoneY = cy - bandRy - 10 * s;
  const r = 92 * s;
  // The band as an upright hoop: back edge darker, front edge lit.
  const band = `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(bandRx)}" ry="${fmt(bandRy)}" fill="none" stroke="${m.dark}" stroke-width="${fmt(thick)}"/>
<ellipse cx="${fmt(cx)}" cy="${fmt(cy + thick * 0.35)}" rx="${fmt(bandRx - 2 * s)}" ry="${fmt(bandRy - 2 * s)}" fill="none" stroke="url(#metalV)" stroke-width="${fmt(thick * 0.8)}"/>
<ellipse cx="${fmt(cx)}" cy="${fmt(cy + thick * 0.35)}" rx="${fmt(bandRx + thick * 0.38)}" ry="${fmt(bandRy + thick * 0.38)}" fill="none" stroke="${m.light}" stroke-opacity="0.6" stroke-width="${fmt(1.5 * s)}"/>`;
  const shoulders = spec.accents
    ? Array.from({ length: 6 }, (_, i) => {
        const a = -Math.PI / 2 + (i < 3 ? -1 : 1) * (0.5 + (i % 3) * 0.22);
        return melee(cx + Math.cos(a) * bandRx, cy + thick * 0.3 + Math.sin(a) * bandRy, 7 * s, spec.metal);
      }).join('')
    : '';
  const basket = `<path d="M ${fmt(cx - r * 0.55)} ${fmt(stoneY + r * 0.3)} L ${fmt(cx - 22 * s)} ${fmt(cy - bandRy + 8 * s)} L ${fmt(cx + 22 * s)} ${fmt(cy - bandRy + 8 * s)} L ${fmt(cx + r * 0.55)} ${fmt(stoneY + r * 0.3)} Z" fill="url(#metal)" stroke="${m.dark}" stroke-width="1"/>`;
  return (
    band +
    shoulders +
    basket +
    setStone(spec, spec.cut, spec.colour, cx, stoneY, r, 'ringStone', { halo: true, elevation: 62 })
  );
}

function earrings(spec: ArtSpec, cx: number, cy: number, s: number): string {
  const one = (x: number, mirror: number) => {
    const topY = cy - 150 * s;
    const dropY = cy + 40 * s;
    const m = metals[spec.metal];
    const hook = `<path d="M ${fmt(x)} ${fmt(topY)} C ${fmt(x)} ${fmt(topY - 90 * s)} ${fmt(x + mirror * 70 * s)} ${fmt(topY - 90 * s)} ${fmt(x + mirror * 60 * s)} ${fmt(topY - 10 * s)}" fill="none" stroke="url(#metal)" stroke-width="${fmt(5 * s)}" stroke-linecap="round"/>`;
    const link = `<path d="M ${fmt(x)} ${fmt(topY)} L ${fmt(x)} ${fmt(dropY - 85 * s)}" stroke="${m.dark}" stroke-width="${fmt(4 * s)}"/>`;
    const top = spec.accents
      ? melee(x, topY, 14 * s, spec.metal)
      : `<circle cx="${fmt(x)}" cy="${fmt(topY)}" r="${fmt(12 * s)}" fill="url(#metal)"/>`;
    const cut: CutShape =
      spec.cut === 'round' || spec.cut === 'cushion' ? spec.cut : spec.cut === 'emerald' ? 'emerald' : 'pear';
    // Pears hang point up, as drops are worn.
    const drop = setStone(spec, cut, spec.colour, x, dropY, 78 * s, `drop${mirror > 0 ? 'R' : 'L'}`, {
      halo: true,
      seedShift: mirror > 0 ? 7 : 0,
    });
    return hook + link + top + drop;
  };
  return one(cx - 140 * s, -1) + one(cx + 140 * s, 1);
}

function necklace(spec: ArtSpec, cx: number, cy: number, s: number): string {
  const m = metals[spec.metal];
  const pendantY = cy + 120 * s;
  const chain = `M ${fmt(cx - 300 * s)} ${fmt(cy - 330 * s)} C ${fmt(cx - 260 * s)} ${fmt(cy + 20 * s)} ${fmt(cx - 80 * s)} ${fmt(pendantY - 70 * s)} ${fmt(cx)} ${fmt(pendantY - 95 * s)} C ${fmt(cx + 80 * s)} ${fmt(pendantY - 70 * s)} ${fmt(cx + 260 * s)} ${fmt(cy + 20 * s)} ${fmt(cx + 300 * s)} ${fmt(cy - 330 * s)}`;
  const links = `<path d="${chain}" fill="none" stroke="${m.dark}" stroke-width="${fmt(5 * s)}"/><path d="${chain}" fill="none" stroke="url(#metal)" stroke-width="${fmt(4 * s)}" stroke-dasharray="${fmt(7 * s)} ${fmt(3 * s)}"/>`;
  const bail = `<ellipse cx="${fmt(cx)}" cy="${fmt(pendantY - 92 * s)}" rx="${fmt(9 * s)}" ry="${fmt(16 * s)}" fill="none" stroke="url(#metal)" stroke-width="${fmt(5 * s)}"/>`;
  const pendant = setStone(spec, spec.cut, spec.colour, cx, pendantY, 72 * s, 'pendant', { halo: true });
  return links + bail + pendant;
}

function bracelet(spec: ArtSpec, cx: number, cy: number, s: number): string {
  const rx = 270 * s;
  const ry = 140 * s;
  const count = 22;
  const items: { y: number; svg: string }[] = [];
  const m = metals[spec.metal];
  items.push({
    y: -1e9,
    svg: `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="none" stroke="${m.dark}" stroke-width="${fmt(10 * s)}"/>`,
  });
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const x = cx + Math.cos(a) * rx;
    const y = cy + Math.sin(a) * ry;
    const near = 0.75 + 0.25 * Math.sin(a);
    const r = 25 * s * near;
    // Alternate coloured stones with white diamonds (a classic line bracelet); plain metal links when unaccented.
    const coloured = !spec.accents || i % 2 === 0;
    items.push({
      y,
      svg: coloured
        ? `<rect x="${fmt(x - r * 1.25)}" y="${fmt(y - r * 1.25)}" width="${fmt(r * 2.5)}" height="${fmt(r * 2.5)}" rx="${fmt(r * 0.5)}" fill="url(#metal)" stroke="${m.dark}" stroke-width="0.8"/>` +
          drawGem({
            cut: spec.cut === 'emerald' ? 'emerald' : spec.cut === 'cushion' ? 'cushion' : 'oval',
            colour: spec.colour,
            cx: x,
            cy: y,
            r,
            seed: spec.seed + i,
            id: `b${i}`,
            sparkles: 0,
            roll: (a * 180) / Math.PI + 90,
          })
        : melee(x, y, r * 0.9, spec.metal),
    });
  }
  items.sort((p, q) => p.y - q.y);
  return items.map((i) => i.svg).join('');
}

function brooch(spec: ArtSpec, cx: number, cy: number, s: number): string {
  const m = metals[spec.metal];
  const leafColour = gemColour({ h: 146, s: 70, l: 34 });
  const parts: string[] = [];
  // Stem and two leaves, then six petals (pears pointing inward) around a diamond cluster.
  parts.push(
    `<path d="M ${fmt(cx)} ${fmt(cy + 60 * s)} C ${fmt(cx + 20 * s)} ${fmt(cy + 180 * s)} ${fmt(cx - 30 * s)} ${fmt(cy + 260 * s)} ${fmt(cx + 10 * s)} ${fmt(cy + 330 * s)}" fill="none" stroke="url(#metal)" stroke-width="${fmt(12 * s)}" stroke-linecap="round"/>`,
  );
  for (const side of [-1, 1]) {
    parts.push(
      setStone(
        spec,
        'marquise',
        spec.colour.hue > 90 && spec.colour.hue < 170 ? spec.colour : leafColour,
        cx + side * 85 * s,
        cy + 220 * s,
        55 * s,
        `leaf${side}`,
        { roll: side * 55 },
      ),
    );
  }
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
    parts.push(
      setStone(
        spec,
        'pear',
        spec.colour,
        cx + Math.cos(a) * 105 * s,
        cy + Math.sin(a) * 105 * s,
        66 * s,
        `petal${i}`,
        { roll: (a * 180) / Math.PI + 90 + 180, seedShift: i },
      ),
    );
  }
  parts.push(
    `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(52 * s)}" fill="url(#metal)" stroke="${m.dark}"/>`,
  );
  for (let i = 0; i < 7; i++) {
    const a = (i / 6) * Math.PI * 2;
    const rr = i === 6 ? 0 : 30 * s;
    parts.push(melee(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr, 13 * s, spec.metal));
  }
  return parts.join('');
}

function piece(spec: ArtSpec, cx: number, cy: number, s: number): string {
  switch (spec.piece) {
    case 'ring':
      return ring(spec, cx, cy + 60 * s, s);
    case 'earrings':
      return earrings(spec, cx, cy + 40 * s, s);
    case 'necklace':
      return necklace(spec, cx, cy, s);
    case 'bracelet':
      return bracelet(spec, cx, cy, s);
    case 'brooch':
      return brooch(spec, cx, cy - 60 * s, s);
  }
}

export function jewelleryView(spec: ArtSpec, view: number): string {
  const defs = metalDefs(spec.metal) + blur('pieceShadow', 12);
  const shadowed = (body: string, dx: number, dy: number, opacity: number) =>
    `<g transform="translate(${dx} ${dy})" opacity="${opacity}" filter="url(#pieceShadow)"><g>${body.replace(/fill="url\(#[a-zA-Z]+\)"|fill="(hsl|#)[^"]*"/g, 'fill="#000"').replace(/stroke="url\(#[a-zA-Z]+\)"/g, 'stroke="#000"')}</g></g>`;
  switch (view) {
    case 1: {
      const bg = radialBackdrop('bg', '#fdfbf7', '#e2dacd');
      const body = piece(spec, 400, 400, 1);
      return svg(`${bg.body}${shadowed(body, 16, 26, 0.22)}${body}${watermark(false)}`, defs + bg.defs);
    }
    case 2: {
      const bg = radialBackdrop('bg', '#2c3a4f', '#0b1019');
      const rnd = createRandom(spec.seed + 9);
      const body = `<g transform="rotate(${fmt(rnd.range(-14, 14))} 400 400)">${piece(spec, 400, 400, 0.9)}</g>`;
      const sparkles = Array.from({ length: 5 }, () =>
        sparkleStar(rnd.range(200, 600), rnd.range(180, 560), rnd.range(20, 38), rnd.range(0, 40), 0.85),
      ).join('');
      return svg(
        `${bg.body}${shadowed(body, 10, 18, 0.45)}${body}${sparkles}${watermark(true)}`,
        defs + bg.defs,
      );
    }
    case 3: {
      // Close-up of the centre stone in its setting.
      const bg = radialBackdrop('bg', '#f6f1ea', '#cfc4b4', 0.5, 0.5);
      const stone = setStone(
        spec,
        spec.piece === 'brooch' ? 'pear' : spec.cut,
        spec.colour,
        400,
        400,
        250,
        'closeup',
        { halo: true, roll: spec.piece === 'brooch' ? 180 : 0 },
      );
      return svg(`${bg.body}${stone}`, defs + bg.defs);
    }
    default: {
      // In its presentation box.
      const defsBox = `<linearGradient id="box" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f2d4a"/><stop offset="1" stop-color="#0e1628"/></linearGradient>
<radialGradient id="satin" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="#f5f1ea"/><stop offset="1" stop-color="#cfc6b8"/></radialGradient>
<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9e3da"/><stop offset="1" stop-color="#cbc2b5"/></linearGradient>`;
      const body = piece(spec, 400, 440, 0.62);
      return svg(
        `<rect width="800" height="800" fill="url(#table)"/>
<rect x="110" y="70" width="580" height="250" rx="26" fill="url(#box)"/><rect x="140" y="95" width="520" height="200" rx="14" fill="#f1ece4" opacity="0.9"/>
<text x="400" y="205" text-anchor="middle" font-family="serif" font-size="34" letter-spacing="10" fill="#1f2d4a">GEMSTORE</text>
<text x="400" y="240" text-anchor="middle" font-family="serif" font-size="15" letter-spacing="6" fill="#6d6253">SINGAPORE</text>
<rect x="100" y="300" width="600" height="450" rx="30" fill="url(#box)"/>
<rect x="130" y="320" width="540" height="400" rx="18" fill="url(#satin)"/>
${shadowed(body, 8, 14, 0.25)}${body}`,
        defs + defsBox,
      );
    }
  }
}

export { hsl };
