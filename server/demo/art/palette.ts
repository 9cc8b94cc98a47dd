/**
 * Stone colours: how a ruby, a cornflower sapphire or a fancy yellow diamond is painted, facet by facet.
 */

export function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

export function hsl(h: number, s: number, l: number): string {
  return `hsl(${fmt(((h % 360) + 360) % 360)},${fmt(clamp(s, 0, 100))}%,${fmt(clamp(l, 0, 100))}%)`;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

export type GemColour = {
  /** Colour of a facet for a brightness in [0, 1] and a per-facet random number. */
  facet: (brightness: number, noise: number) => string;
  body: string;
  deep: string;
  edge: string;
  edgeOpacity: number;
  girdle: string;
  rimDarkness: number;
  /** Mid tone, for glows, shadows and certificate swatches. */
  mid: string;
  hue: number;
  colourless: boolean;
};

export type Tone = { h: number; s: number; l: number; colourless?: boolean; fire?: number };

export function gemColour(tone: Tone): GemColour {
  const { h, s, l } = tone;
  if (tone.colourless) {
    const fire = tone.fire ?? 0.18;
    return {
      facet: (b, noise) => {
        // Dispersion: a few facets flash spectral colours, the rest range from steel grey to white.
        if (noise < fire && b > 0.35) return hsl(noise * 360 * 7, 85, 58 + b * 20);
        if (b > 0.9) return '#ffffff';
        return hsl(215, 12, 12 + b * 86);
      },
      body: hsl(215, 10, 70),
      deep: hsl(220, 20, 12),
      edge: '#ffffff',
      edgeOpacity: 0.45,
      girdle: hsl(220, 10, 35),
      rimDarkness: 0.35,
      mid: hsl(210, 15, 80),
      hue: 210,
      colourless: true,
    };
  }
  const fire = tone.fire ?? 0;
  return {
    facet: (b, noise) => {
      if (fire > 0 && noise < fire && b > 0.45) return hsl(noise * 360 * 9, 80, 62);
      if (b > 0.95) return hsl(h, s * 0.35, 94);
      if (b < 0.5) return hsl(h + (0.5 - b) * 8, s, l * (0.28 + 1.44 * b));
      const f = ((b - 0.5) / 0.45) ** 1.4;
      return hsl(h - f * 4, s * (1 - 0.25 * f), l + (Math.min(92, l + 42) - l) * f);
    },
    body: hsl(h, s, l * 0.85),
    deep: hsl(h, Math.min(100, s + 10), l * 0.3),
    edge: hsl(h, s * 0.5, Math.min(95, l + 45)),
    edgeOpacity: 0.35,
    girdle: hsl(h, s, l * 0.45),
    rimDarkness: 0.55,
    mid: hsl(h, s, l),
    hue: h,
    colourless: false,
  };
}

const tones: Record<string, Tone> = {
  // Ruby colours (§taxonomy.colours)
  'ruby:red': { h: 350, s: 88, l: 40 },
  'ruby:purplish red': { h: 334, s: 75, l: 36 },
  'ruby:pinkish red': { h: 343, s: 80, l: 50 },
  'ruby:orangy red': { h: 4, s: 85, l: 44 },
  // Sapphire
  'sapphire:blue': { h: 224, s: 78, l: 36 },
  'sapphire:pink': { h: 328, s: 70, l: 62 },
  'sapphire:orange': { h: 18, s: 80, l: 58 },
  'sapphire:yellow': { h: 47, s: 92, l: 55 },
  'sapphire:green': { h: 155, s: 45, l: 32 },
  'sapphire:violet': { h: 262, s: 50, l: 50 },
  'sapphire:purple': { h: 285, s: 52, l: 40 },
  'sapphire:colourless': { h: 210, s: 5, l: 90, colourless: true, fire: 0.08 },
  'sapphire:other': { h: 182, s: 55, l: 34 },
  // Emerald
  'emerald:green': { h: 146, s: 78, l: 33 },
  'emerald:bluish-green': { h: 162, s: 72, l: 32 },
  'emerald:yellowish-green': { h: 112, s: 62, l: 38 },
  // Fancy-colour diamonds: lighter tones, some fire
  'diamond:red': { h: 355, s: 70, l: 42, fire: 0.08 },
  'diamond:green': { h: 118, s: 40, l: 50, fire: 0.1 },
  'diamond:blue': { h: 205, s: 62, l: 58, fire: 0.1 },
  'diamond:yellow': { h: 50, s: 95, l: 60, fire: 0.12 },
  'diamond:purple': { h: 288, s: 35, l: 52, fire: 0.1 },
  'diamond:pink': { h: 336, s: 58, l: 72, fire: 0.1 },
  'diamond:violet': { h: 262, s: 32, l: 58, fire: 0.1 },
  'diamond:colourless': { h: 210, s: 0, l: 95, colourless: true, fire: 0.22 },
  // Other species used among featured stones and in jewellery
  'spinel:red': { h: 352, s: 82, l: 44 },
  'spinel:pink': { h: 335, s: 78, l: 60 },
  'paraiba:blue': { h: 184, s: 85, l: 48 },
  'tanzanite:violet': { h: 250, s: 55, l: 45 },
  'tsavorite:green': { h: 128, s: 70, l: 38 },
  'padparadscha:orange': { h: 12, s: 75, l: 66 },
};

/** Picks the stone's tone from its category, colour and name (names can name the species: "Paraíba", "Padparadscha"). */
export function toneFor(category: string, colour: string | null, name: string): Tone {
  const n = name.toLowerCase();
  const c = (colour ?? '').toLowerCase();
  const named = (species: string, fallback: string) =>
    tones[`${species}:${c}`] ?? tones[`${species}:${fallback}`];
  if (n.includes('padparadscha')) return tones['padparadscha:orange'] ?? fallbackTone;
  if (n.includes('paraíba') || n.includes('paraiba')) return tones['paraiba:blue'] ?? fallbackTone;
  if (n.includes('tanzanite')) return tones['tanzanite:violet'] ?? fallbackTone;
  if (n.includes('tsavorite')) return tones['tsavorite:green'] ?? fallbackTone;
  if (n.includes('spinel')) return named('spinel', 'red') ?? fallbackTone;
  const species = speciesOf(category, n, c);
  if (species === 'diamond' && (c === '' || c === 'colourless' || c === 'white'))
    return tones['diamond:colourless'] ?? fallbackTone;
  const direct = tones[`${species}:${c}`];
  if (direct) return direct;
  // Colour names shared across species (featured stones): borrow the closest species' tone.
  const byColour: Record<string, string> = {
    red: 'ruby:red',
    green: 'emerald:green',
    blue: 'sapphire:blue',
    yellow: 'sapphire:yellow',
    purple: 'sapphire:purple',
    pink: 'sapphire:pink',
    violet: 'sapphire:violet',
    orange: 'sapphire:orange',
  };
  const borrowed = byColour[c];
  if (borrowed && tones[borrowed]) return tones[borrowed] ?? fallbackTone;
  return (
    tones[
      `${species}:${species === 'ruby' ? 'red' : species === 'emerald' ? 'green' : species === 'diamond' ? 'colourless' : 'blue'}`
    ] ?? fallbackTone
  );
}

const fallbackTone: Tone = { h: 224, s: 70, l: 38 };

function speciesOf(category: string, name: string, colour: string): string {
  const cat = category.toLowerCase();
  if (cat === 'ruby' || cat === 'sapphire' || cat === 'emerald' || cat === 'diamond') return cat;
  if (name.includes('ruby')) return 'ruby';
  // "Emerald-cut" names a shape, not the stone.
  if (name.replace(/emerald[- ]cut/g, '').includes('emerald')) return 'emerald';
  if (name.includes('sapphire')) return 'sapphire';
  if (name.includes('diamond')) return 'diamond';
  return colour === 'red' ? 'ruby' : colour === 'green' ? 'emerald' : 'sapphire';
}
