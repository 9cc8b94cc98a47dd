/**
 * A faceted gemstone drawn as SVG. The stone is modelled in 3D (girdle at z = 0, crown above, pavilion below),
 * projected for a viewing elevation and turn, and each facet is shaded from its normal plus a per-facet "internal
 * reflection" term. Drawing the pavilion first and the crown half-transparent over it gives the mosaic of light
 * and dark facets that makes a real stone read as a stone.
 */
import { createRandom, hashString } from '../random';
import { fmt, hsl, type GemColour } from './palette';

export type CutShape = 'oval' | 'round' | 'pear' | 'cushion' | 'marquise' | 'emerald' | 'trillion';

type P2 = [number, number];
type P3 = [number, number, number];

type Facet = { pts: P3[]; part: 'crown' | 'table' | 'pavilion' };

/** Girdle outline at parameter t in [0, 1), clockwise from the top; the stone spans about [-1, 1] in y. */
function outline(cut: CutShape, rawT: number): P2 {
  // Facet code asks for neighbours with t < 0 or >= 1; wrap, or fractional powers below turn into NaN.
  const t = ((rawT % 1) + 1) % 1;
  const th = 2 * Math.PI * t;
  switch (cut) {
    case 'round':
      return [Math.sin(th), -Math.cos(th)];
    case 'oval':
      return [0.74 * Math.sin(th), -Math.cos(th)];
    case 'cushion': {
      // A superellipse: square-ish with soft corners, slightly taller than wide like most cushions.
      const n = 3.2;
      const s = Math.sin(th);
      const c = Math.cos(th);
      return [0.9 * Math.sign(s) * Math.abs(s) ** (2 / n), -Math.sign(c) * Math.abs(c) ** (2 / n)];
    }
    case 'pear': {
      // Teardrop with the point at the top: the width grows from the tip and rounds off at the bottom.
      const y = -Math.cos(th);
      const w = 0.68 * Math.sin(th) * Math.sin(th / 2) ** 0.9;
      return [w * 1.08, y * 0.98 + 0.02];
    }
    case 'marquise': {
      // Two circular arcs meeting in points at top and bottom.
      const y = -Math.cos(th);
      const halfWidth = 0.46;
      const radius = (1 + halfWidth * halfWidth) / (2 * halfWidth);
      const x = Math.sqrt(Math.max(0, radius * radius - y * y)) - (radius - halfWidth);
      return [Math.sign(Math.sin(th)) * x, y];
    }
    case 'trillion': {
      // Triangle with gently convex sides, point up.
      const corners: P2[] = [
        [0, -1],
        [0.95, 0.68],
        [-0.95, 0.68],
      ];
      const side = Math.min(2, Math.floor(t * 3));
      const local = t * 3 - side;
      const a = corners[side] ?? [0, 0];
      const b = corners[(side + 1) % 3] ?? [0, 0];
      const mx = (a[0] + b[0]) / 2;
      const my = (a[1] + b[1]) / 2;
      // Control point pushed outward from the centre for the bulge.
      const cx = mx * 1.28;
      const cy = my * 1.28 + 0.05;
      const u = 1 - local;
      return [
        u * u * a[0] + 2 * u * local * cx + local * local * b[0],
        u * u * a[1] + 2 * u * local * cy + local * local * b[1],
      ];
    }
    case 'emerald': {
      // Octagon: rectangle with cut corners, traced by perimeter length.
      return octagonPoint(0.7, 1, 0.2, t);
    }
  }
}

function octagonPoint(hw: number, hh: number, corner: number, t: number): P2 {
  const verts = octagon(hw, hh, corner);
  const lengths = verts.map((v, i) => {
    const w = verts[(i + 1) % verts.length] ?? v;
    return Math.hypot(w[0] - v[0], w[1] - v[1]);
  });
  const total = lengths.reduce((a, b) => a + b, 0);
  let d = (((t % 1) + 1) % 1) * total;
  for (let i = 0; i < verts.length; i++) {
    const len = lengths[i] ?? 0;
    const v = verts[i] ?? [0, 0];
    const w = verts[(i + 1) % verts.length] ?? v;
    if (d <= len) return [v[0] + ((w[0] - v[0]) * d) / len, v[1] + ((w[1] - v[1]) * d) / len];
    d -= len;
  }
  return verts[0] ?? [0, 0];
}

/** Octagon vertices clockwise starting at the top edge's left end. */
function octagon(hw: number, hh: number, c: number): P2[] {
  return [
    [-hw + c, -hh],
    [hw - c, -hh],
    [hw, -hh + c],
    [hw, hh - c],
    [hw - c, hh],
    [-hw + c, hh],
    [-hw, hh - c],
    [-hw, -hh + c],
  ];
}

function lerp3(a: P3, b: P3, f: number): P3 {
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
}

function at(cut: CutShape, t: number, scale: number, z: number): P3 {
  const [x, y] = outline(cut, t);
  return [x * scale, y * scale, z];
}

/** Brilliant-style facets (round, oval, pear, cushion, marquise, trillion): table, stars, kites, upper and lower girdle facets, pavilion mains. */
function brilliantFacets(cut: CutShape): Facet[] {
  const n = cut === 'trillion' ? 6 : 8;
  const tableScale = cut === 'trillion' ? 0.5 : 0.56;
  const tableZ = 0.3;
  const starZ = 0.21;
  const culet: P3 = [0, cut === 'pear' ? 0.1 : 0, -0.86];
  const facets: Facet[] = [];
  const tab = (j: number) => at(cut, j / n, tableScale, tableZ);
  const star = (j: number) => at(cut, (j + 0.5) / n, 0.8, starZ);
  const girdleArc = (t0: number, t1: number): P3[] => {
    const steps = 5;
    const pts: P3[] = [];
    for (let s = 0; s <= steps; s++) pts.push(at(cut, t0 + ((t1 - t0) * s) / steps, 1, 0));
    return pts;
  };
  facets.push({ pts: Array.from({ length: n }, (_, j) => tab(j)), part: 'table' });
  for (let j = 0; j < n; j++) {
    facets.push({ pts: [tab(j), tab(j + 1), star(j)], part: 'crown' });
    facets.push({ pts: [tab(j), star(j - 1), at(cut, j / n, 1, 0), star(j)], part: 'crown' });
    facets.push({ pts: [star(j), ...girdleArc(j / n, (j + 0.5) / n)], part: 'crown' });
    facets.push({ pts: [star(j), ...girdleArc((j + 0.5) / n, (j + 1) / n)], part: 'crown' });
  }
  // Pavilion: mains from the culet to the main girdle points, lower girdle facets between them.
  const lower = (j: number): P3 => lerp3(culet, at(cut, (j + 0.5) / n, 1, 0), 0.62);
  for (let j = 0; j < n; j++) {
    facets.push({ pts: [culet, lower(j - 1), at(cut, j / n, 1, 0), lower(j)], part: 'pavilion' });
    facets.push({ pts: [lower(j), ...girdleArc(j / n, (j + 0.5) / n)], part: 'pavilion' });
    facets.push({ pts: [lower(j), ...girdleArc((j + 0.5) / n, (j + 1) / n)], part: 'pavilion' });
  }
  return facets;
}

/** Emerald step cut: concentric octagonal steps on the crown and pavilion, a long table, a keel-line culet. */
function stepFacets(): Facet[] {
  const hw = 0.7;
  const hh = 1;
  const c = 0.2;
  const ring = (scale: number, z: number): P3[] =>
    octagon(hw * scale, hh * scale, c * scale).map(([x, y]) => [x, y, z]);
  const crownRings = [ring(1, 0), ring(0.9, 0.1), ring(0.8, 0.18), ring(0.68, 0.24)];
  const pavRings = [ring(1, 0), ring(0.74, -0.28), ring(0.48, -0.52), ring(0.24, -0.7)];
  const facets: Facet[] = [];
  const band = (outer: P3[], inner: P3[], part: Facet['part']) => {
    for (let i = 0; i < 8; i++) {
      const a = outer[i];
      const b = outer[(i + 1) % 8];
      const d = inner[i];
      const e = inner[(i + 1) % 8];
      if (a && b && d && e) facets.push({ pts: [a, b, e, d], part });
    }
  };
  for (let r = 0; r < pavRings.length - 1; r++) band(pavRings[r] ?? [], pavRings[r + 1] ?? [], 'pavilion');
  facets.push({ pts: pavRings[pavRings.length - 1] ?? [], part: 'pavilion' });
  for (let r = 0; r < crownRings.length - 1; r++) band(crownRings[r] ?? [], crownRings[r + 1] ?? [], 'crown');
  facets.push({ pts: crownRings[crownRings.length - 1] ?? [], part: 'table' });
  return facets;
}

const facetCache = new Map<CutShape, Facet[]>();
function facetsOf(cut: CutShape): Facet[] {
  let facets = facetCache.get(cut);
  if (!facets) {
    facets = cut === 'emerald' ? stepFacets() : brilliantFacets(cut);
    facetCache.set(cut, facets);
  }
  return facets;
}

export type GemDrawOptions = {
  cut: CutShape;
  colour: GemColour;
  cx: number;
  cy: number;
  /** Half the stone's length in pixels. */
  r: number;
  /** Viewing elevation in degrees: 90 = face-up, 30 = low angle showing the pavilion. */
  elevation?: number;
  /** Turn about the stone's vertical axis, degrees. */
  turn?: number;
  /** Rotation of the face-up picture in the image plane, degrees. */
  roll?: number;
  /** Seeds the internal-reflection pattern, so each product's stone has its own look. */
  seed: number;
  /** Moves the reflection pattern (animation frames). */
  phase?: number;
  /** Unique prefix for gradient ids when several stones share one SVG. */
  id: string;
  sparkles?: number;
};

/** The stone as an SVG group (with its own defs). */
export function drawGem(o: GemDrawOptions): string {
  const elevation = ((o.elevation ?? 90) * Math.PI) / 180;
  const turn = ((o.turn ?? 0) * Math.PI) / 180;
  const roll = o.roll ?? 0;
  const sinE = Math.sin(elevation);
  const cosE = Math.cos(elevation);
  const cosT = Math.cos(turn);
  const sinT = Math.sin(turn);
  const phase = o.phase ?? 0;
  const view = ([x, y, z]: P3): P3 => [x * cosT - y * sinT, x * sinT + y * cosT, z];
  const project = (p: P3): P2 => {
    const [x, y, z] = view(p);
    return [o.cx + o.r * x, o.cy + o.r * (y * sinE - z * cosE)];
  };
  const depth = (p: P3): number => {
    const [, y, z] = view(p);
    return y * cosE + z * sinE;
  };
  const rnd = createRandom(o.seed ^ hashString(o.cut));
  const facets = facetsOf(o.cut).map((f, index) => ({ ...f, index, noise: rnd.next(), noise2: rnd.next() }));

  // Light from the upper left and in front; half-vector with the viewer for a specular term.
  const light = normalise([-0.45, -0.55, 0.7]);
  const viewer: P3 = [0, cosE, sinE];
  const half = normalise([light[0] + viewer[0], light[1] + viewer[1], light[2] + viewer[2]]);

  const parts: string[] = [];
  const order = [...facets].sort((a, b) => {
    const rank = (f: Facet) => (f.part === 'pavilion' ? 0 : 1);
    if (rank(a) !== rank(b)) return rank(a) - rank(b);
    return avgDepth(a.pts, depth) - avgDepth(b.pts, depth);
  });
  const faceUp = (o.elevation ?? 90) > 70;
  for (const f of order) {
    const pts = f.pts.map(project);
    const normal = facetNormal(f.pts.map(view));
    const spec = Math.max(0, dot(normal, half)) ** 24;
    let brightness: number;
    if (f.part === 'pavilion') {
      // Seen through the crown: internal reflections, which move as the stone turns.
      brightness = 0.5 + 0.5 * Math.sin(2 * Math.PI * f.noise + phase * 2.3 + turn * 3);
      brightness = brightness * 0.85 + spec * 0.3;
    } else {
      const facing = Math.max(0, dot(normal, light));
      brightness =
        0.18 +
        0.35 * facing +
        0.45 * (0.5 + 0.5 * Math.sin(2 * Math.PI * f.noise2 + phase * 1.7)) +
        spec * 0.6;
    }
    // Step cuts have long facets: fire on them reads as stripes, so it is kept to the brilliants' small facets.
    const fireNoise = o.cut === 'emerald' ? 0.2 + f.noise * 0.8 : f.noise;
    const fill = o.colour.facet(Math.min(1, Math.max(0, brightness)), fireNoise);
    const opacity =
      f.part === 'pavilion' ? 1 : f.part === 'table' ? (faceUp ? 0.3 : 0.75) : faceUp ? 0.62 : 0.92;
    // Hide facets turned away from the viewer in angled views (the back of the pavilion shows through anyway).
    if (!faceUp && f.part !== 'pavilion' && dot(normal, viewer) < -0.05) continue;
    parts.push(
      `<path d="${pathOf(pts)}" fill="${fill}" fill-opacity="${fmt(opacity)}" stroke="${o.colour.edge}" stroke-opacity="${fmt(
        o.colour.edgeOpacity,
      )}" stroke-width="${fmt(Math.max(0.6, o.r / 260))}" stroke-linejoin="round"/>`,
    );
  }

  // The silhouette: girdle for face-up, girdle plus pavilion for angled views.
  const girdle: P2[] = [];
  for (let i = 0; i < 96; i++) girdle.push(project(at(o.cut, i / 96, 1, 0)));
  const silhouette = faceUp
    ? girdle
    : convexHull([...girdle, project([0, 0, -0.86]), ...facets.flatMap((f) => f.pts.map(project))]);
  const sil = pathOf(silhouette);
  const id = o.id;
  const sparkle = drawSparkles(
    o,
    facets.filter((f) => f.part !== 'pavilion').flatMap((f) => f.pts.map(project)),
    rnd,
  );
  const { cx, cy, r } = o;
  return `<g transform="rotate(${fmt(roll)} ${fmt(cx)} ${fmt(cy)})">
<defs>
<clipPath id="${id}-clip"><path d="${sil}"/></clipPath>
<radialGradient id="${id}-depth" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r * 1.05)}" gradientUnits="userSpaceOnUse">
<stop offset="0.45" stop-color="${o.colour.deep}" stop-opacity="0"/>
<stop offset="1" stop-color="${o.colour.deep}" stop-opacity="${fmt(o.colour.rimDarkness)}"/>
</radialGradient>
<linearGradient id="${id}-gloss" x1="${fmt(cx - r)}" y1="${fmt(cy - r)}" x2="${fmt(cx + r * 0.4)}" y2="${fmt(cy + r * 0.5)}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#ffffff" stop-opacity="0.42"/>
<stop offset="0.45" stop-color="#ffffff" stop-opacity="0.06"/>
<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
</linearGradient>
</defs>
<path d="${sil}" fill="${o.colour.body}"/>
<g clip-path="url(#${id}-clip)">
${parts.join('\n')}
<path d="${sil}" fill="url(#${id}-depth)"/>
<path d="${sil}" fill="url(#${id}-gloss)"/>
</g>
<path d="${pathOf(girdle)}" fill="none" stroke="${o.colour.girdle}" stroke-opacity="0.55" stroke-width="${fmt(Math.max(0.8, r / 150))}"/>
${sparkle}
</g>`;
}

function drawSparkles(o: GemDrawOptions, points: P2[], rnd: ReturnType<typeof createRandom>): string {
  const count = o.sparkles ?? 3;
  if (count <= 0 || points.length === 0) return '';
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const p = points[Math.floor(rnd.next() * points.length)] ?? [o.cx, o.cy];
    const size = o.r * rnd.range(0.12, 0.26);
    out.push(sparkleStar(p[0], p[1], size, rnd.range(0, 40)));
  }
  return out.join('\n');
}

/** A four-pointed glint with a soft halo. */
export function sparkleStar(x: number, y: number, size: number, angle = 0, opacity = 0.95): string {
  const w = size * 0.09;
  const arm = (len: number, rot: number) =>
    `<path d="M ${fmt(x)} ${fmt(y - len)} L ${fmt(x + w)} ${fmt(y)} L ${fmt(x)} ${fmt(y + len)} L ${fmt(x - w)} ${fmt(y)} Z" fill="#ffffff" transform="rotate(${fmt(rot)} ${fmt(x)} ${fmt(y)})"/>`;
  return `<g opacity="${fmt(opacity)}"><circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(size * 0.22)}" fill="#ffffff" fill-opacity="0.35"/><circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(size * 0.08)}" fill="#ffffff"/>${arm(size, angle)}${arm(size * 0.75, angle + 90)}${arm(size * 0.35, angle + 45)}${arm(size * 0.35, angle - 45)}</g>`;
}

function avgDepth(pts: P3[], depth: (p: P3) => number): number {
  return pts.reduce((s, p) => s + depth(p), 0) / pts.length;
}

function facetNormal(pts: P3[]): P3 {
  // Newell's method: robust for the non-planar polygons the girdle arcs produce.
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] ?? [0, 0, 0];
    const b = pts[(i + 1) % pts.length] ?? [0, 0, 0];
    nx += (a[1] - b[1]) * (a[2] + b[2]);
    ny += (a[2] - b[2]) * (a[0] + b[0]);
    nz += (a[0] - b[0]) * (a[1] + b[1]);
  }
  const n = normalise([nx, ny, nz]);
  // Orient away from the stone's centre (crown up, pavilion down).
  const c = pts.reduce<P3>((s, p) => [s[0] + p[0], s[1] + p[1], s[2] + p[2]], [0, 0, 0]);
  return dot(n, c) < 0 ? [-n[0], -n[1], -n[2]] : n;
}

function normalise([x, y, z]: P3): P3 {
  const len = Math.hypot(x, y, z) || 1;
  return [x / len, y / len, z / len];
}

function dot(a: P3, b: P3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

export function pathOf(pts: P2[]): string {
  if (pts.length === 0) return '';
  return `M ${pts.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(' L ')} Z`;
}

function convexHull(points: P2[]): P2[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P2[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] ?? p, lower[lower.length - 1] ?? p, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: P2[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2] ?? p, upper[upper.length - 1] ?? p, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** The girdle outline in pixels (for shadows and settings). */
export function gemOutline(cut: CutShape, cx: number, cy: number, r: number, squash = 1): P2[] {
  const pts: P2[] = [];
  for (let i = 0; i < 64; i++) {
    const [x, y] = outline(cut, i / 64);
    pts.push([cx + r * x, cy + r * y * squash]);
  }
  return pts;
}

/** Width / height of the face-up outline (for laying stones out). */
export function aspectOf(cut: CutShape): number {
  let minX = 0;
  let maxX = 0;
  for (let i = 0; i < 64; i++) {
    const [x] = outline(cut, i / 64);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
  }
  return (maxX - minX) / 2;
}

export { hsl };
