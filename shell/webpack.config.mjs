import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * The shop's two typefaces, self-hosted (no external URLs). `name` is the stable file index.html preloads; a face
 * with `firstScreen` also gets `<name>-latin.woff2`, the whole Latin file, for the characters the cut leaves out.
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

const copy = faces.flatMap(({ from, name, firstScreen }) => {
  const source = fontFile(...from);
  if (!firstScreen) return [{ from: source, to: `fonts/${name}.woff2` }];
  return [
    { from: source, to: `fonts/${name}-latin.woff2` },
    {
      from: source,
      to: `fonts/${name}.woff2`,
      // harfbuzz's subsetter keeps the variable font's weight axis and the kerning of what is left.
      transform: {
        transformer: (content) => subsetFont(content, firstScreenText, { targetFormat: 'woff2' }),
        cache: true,
      },
    },
  ];
});

/**
 * The @font-face rules for index.html, as a <style> element of their own. With two rules for one face the browser
 * checks the later one first, so a first-screen character comes from the small preloaded file and any other Latin
 * one from the whole file. font-display: optional — a font that is not there at first paint is not swapped in
 * later, so text never jumps (no layout shift); preloaded from the same origin, it is there in practice.
 */
const fontFaceRules = faces
  .flatMap(({ family, style, weight, name, firstScreen }) => {
    const rule = (file, range) =>
      `@font-face { font-family: '${family}'; font-style: ${style}; font-weight: ${weight}; ` +
      `font-display: optional; src: url('/fonts/${file}') format('woff2');${range ? ` unicode-range: ${range};` : ''} }`;
    return firstScreen
      ? [rule(`${name}-latin.woff2`, LATIN), rule(`${name}.woff2`, firstScreenRange)]
      : [rule(`${name}.woff2`)];
  })
  .join('\n');
const fontFaces = `<style>\n${fontFaceRules}\n</style>`;

export default (_env, argv) =>
  shellConfig(
    {
      dir,
      copy,
      headScript: 'src/early-start/head-script.ts',
      serverEntry: 'src/first-screen/render-page.tsx',
      html: { fontFaces },
    },
    argv,
  );
