import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../build/webpack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  remoteConfig(
    {
      dir,
      exposes: { './app': './src/bootstrap.tsx', './cart': './src/cart-exposure.ts' },
      firstScreen: 'src/first-screen.tsx',
    },
    argv,
  );
