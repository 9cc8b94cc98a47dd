import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellConfig } from '../build/webpack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const fontFile = (pkg, file) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file);

// The shop's two typefaces, self-hosted (no external URLs), preloaded by index.html under stable names.
const fonts = [
  [
    '@fontsource/cormorant-garamond',
    'cormorant-garamond-latin-500-normal.woff2',
    'cormorant-garamond-500.woff2',
  ],
  [
    '@fontsource/cormorant-garamond',
    'cormorant-garamond-latin-500-italic.woff2',
    'cormorant-garamond-500-italic.woff2',
  ],
  ['@fontsource-variable/jost', 'jost-latin-wght-normal.woff2', 'jost-variable.woff2'],
].map(([pkg, file, name]) => ({ from: fontFile(pkg, file), to: `fonts/${name}` }));

export default (_env, argv) =>
  shellConfig({ dir, copy: fonts, headScript: 'src/early-start/head-script.ts' }, argv);
