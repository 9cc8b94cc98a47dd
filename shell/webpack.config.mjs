import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellConfig } from '../build/webpack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => shellConfig({ dir }, argv);
