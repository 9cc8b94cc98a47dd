import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import arial from '@capsizecss/metrics/arial';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { shellConfig } from '../build/webpack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const fontFile = (pkg, file) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file);

/**
 * The characters of the shop's first screens: printable ASCII and the punctuation its own words use (· in a
 * card's facts, … while loading, ’ “ ” – — × © ← → −, a no-break space). The two typefaces every page shows are
 * preloaded cut down to these, about 30 KB instead of 50 KB: on a slow phone they share the line with main.js
 * (ADR 017). Any other Latin character (the í of Paraíba, the è of Rivière) comes from the whole Latin file, which
 * the browser asks for only on a page that has one.
 */
const FIRST_SCREEN = [
  [0x20, 0x7e],
  [0xa0],
  [0xa9],
  [0xb7],
  [0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022],
  [0x2026],
  [0x2190],
  [0x2192],
  [0x2212],
];
/** What fontsource's Latin files cover (their index.css). */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, ' +
  'U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
const firstScreenRange = FIRST_SCREEN.map(([from, to]) =>
  to ? `U+${hex(from)}-${hex(to)}` : `U+${hex(from)}`,
).join(', ');
const firstScreenText = FIRST_SCREEN.flatMap(([from, to = from]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

/**
 * The shop's two typefaces, self-hosted (no external URLs). `name` starts the file's name (fontFiles adds its hash);
 * a face with `firstScreen` is cut to the first screen's characters, preloaded by index.html, and also gets
 * `<name>-latin.<hash>.woff2`, the whole Latin file, for the characters the cut leaves out.
 */
const faces = [
  {
    family: 'Cormorant Garamond',
    style: 'normal',
    weight: '500',
    from: ['@fontsource/cormorant-garamond', 'cormorant-garamond-latin-500-normal.woff2'],
    name: 'cormorant-garamond-500',
    firstScreen: true,
  },
  {
    family: 'Cormorant Garamond',
    style: 'italic',
    weight: '500',
    from: ['@fontsource/cormorant-garamond', 'cormorant-garamond-latin-500-italic.woff2'],
    name: 'cormorant-garamond-500-italic',
    firstScreen: false,
  },
  {
    family: 'Jost',
    style: 'normal',
    weight: '300 700',
    from: ['@fontsource-variable/jost', 'jost-latin-wght-normal.woff2'],
    name: 'jost-variable',
    firstScreen: true,
  },
];

/** webpack's `[name].[contenthash:8]` shape, which shop-server serves as immutable (cache-control.ts). */
const hashed = (name, bytes) =>
  `${name}.${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.woff2`;

/**
 * Every font file the shell serves, made once per build: its bytes and its name with a hash of them. A hashed name is
 * cached for good (a second page finds the face in the cache at once, where a `no-cache` name was asked again and
 * missed the first paint, so font-display: optional left the page in the fallback serif, issue 30), and index.html
 * preloads and names exactly those files.
 */
/**
 * The system faces a brand face stands in for until it arrives, scaled to its measure (issue 30, ADR 048): each
 * brand family is followed in the theme's stacks by '<family> Fallback', a local face whose size, ascent, descent and
 * line gap are overridden so a line of it takes the brand face's room. The brand faces swap in when they arrive
 * (font-display: swap), so a first visit ends in the same typefaces as the next, and the swap moves nothing.
 * Times New Roman and Arial's metrics, with the faces that share them on Linux and Android (Liberation, Tinos, Arimo).
 */
const fallbacks = {
  'Cormorant Garamond': {
    metrics: timesNewRoman,
    local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'],
  },
  Jost: { metrics: arial, local: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo', 'Helvetica'] },
};

/** The overrides that give a fallback face the brand face's width and line box (as Next.js's font fallback does). */
function fallbackRule(family, brand, { metrics, local }) {
  const sizeAdjust = brand.xWidthAvg / brand.unitsPerEm / (metrics.xWidthAvg / metrics.unitsPerEm);
  const share = (value) => `${((Math.abs(value) / (brand.unitsPerEm * sizeAdjust)) * 100).toFixed(2)}%`;
  return (
    `@font-face { font-family: '${family} Fallback'; src: ${local.map((name) => `local('${name}')`).join(', ')}; ` +
    `size-adjust: ${(sizeAdjust * 100).toFixed(2)}%; ascent-override: ${share(brand.ascent)}; ` +
    `descent-override: ${share(brand.descent)}; line-gap-override: ${share(brand.lineGap)}; }`
  );
}

async function fontFiles() {
  const files = await Promise.all(
    faces.map(async (face) => {
      const whole = await readFile(fontFile(...face.from));
      if (!face.firstScreen) return { ...face, file: hashed(face.name, whole), bytes: whole };
      // harfbuzz's subsetter keeps the variable font's weight axis and the kerning of what is left.
      const cut = await subsetFont(whole, firstScreenText, { targetFormat: 'woff2' });
      return {
        ...face,
        file: hashed(face.name, cut),
        bytes: cut,
        latin: { file: hashed(`${face.name}-latin`, whole), bytes: whole },
      };
    }),
  );
  const copy = files.flatMap(({ from, file, bytes, latin }) => {
    // Copied from the package's file, written as made above (the cut, or the file itself).
    const pattern = (to, content) => ({
      from: fontFile(...from),
      to: `fonts/${to}`,
      transform: () => content,
    });
    return latin ? [pattern(file, bytes), pattern(latin.file, latin.bytes)] : [pattern(file, bytes)];
  });

  /**
   * The @font-face rules for index.html, as a <style> element of their own. With two rules for one face the browser
   * checks the later one first, so a first-screen character comes from the small preloaded file and any other Latin
   * one from the whole file. font-display: swap — preloaded, the faces are usually there at first paint; when the
   * line is slow, the text is drawn in the measured fallback and the brand face replaces it when it comes (with
   * `optional` a first visit stayed in the fallback serif for the whole page, issue 30 item 19).
   */
  const brandRules = files.flatMap(({ family, style, weight, file, latin }) => {
    const rule = (name, range) =>
      `@font-face { font-family: '${family}'; font-style: ${style}; font-weight: ${weight}; ` +
      `font-display: swap; src: url('/fonts/${name}') format('woff2');${range ? ` unicode-range: ${range};` : ''} }`;
    return latin ? [rule(latin.file, LATIN), rule(file, firstScreenRange)] : [rule(file)];
  });
  const fallbackRules = await Promise.all(
    files
      .filter(({ firstScreen }) => firstScreen)
      .map(async ({ family, bytes, latin }) =>
        fallbackRule(family, await fromBuffer(latin?.bytes ?? bytes), fallbacks[family]),
      ),
  );
  const fontFaceRules = [...brandRules, ...fallbackRules].join('\n');
  // The first screen's two cuts, asked for with the page, before the styles that name them are read.
  const fontPreloads = files
    .filter(({ firstScreen }) => firstScreen)
    .map(
      ({ file }) =>
        `<link rel="preload" href="/fonts/${file}" as="font" type="font/woff2" crossorigin fetchpriority="high" />`,
    )
    .join('\n    ');
  return { copy, fontFaces: `<style>\n${fontFaceRules}\n</style>`, fontPreloads };
}

export default async (_env, argv) => {
  const { copy, fontFaces, fontPreloads } = await fontFiles();
  return shellConfig(
    {
      dir,
      copy,
      headScript: 'src/early-start/head-script.ts',
      serverEntry: 'src/first-screen/render-page.tsx',
      html: { fontFaces, fontPreloads },
    },
    argv,
  );
};
