#!/usr/bin/env node
// `npm run compile -w @gemstore/server`: the API as one JavaScript file, server/dist/main.js (with its source map and
// the database migrations beside it), which `npm start` and the journeys run with plain Node (issue 32): no
// TypeScript loader transpiling at run time. The shop's own packages (@gemstore/shared, TypeScript sources) are
// bundled in; every other package stays in node_modules, loaded as it is.
//
// dist sits at the same depth as src, so the paths the code finds from its own folder (`../../.env`, the default
// data folder) mean the same in both. Each file is written under a temporary name and renamed: two journeys
// compiling at once never start an API from half a file.
import { build } from 'esbuild';
import { cpSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(server, 'dist');

const result = await build({
  absWorkingDir: server,
  entryPoints: ['src/main.ts'],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  write: false,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-in-node-modules',
      setup(compiler) {
        compiler.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@gemstore/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

mkdirSync(dist, { recursive: true });
// The migrations first: a main.js that is there finds the migrations it was built with.
cpSync(path.join(server, 'src', 'db', 'migrations'), path.join(dist, 'migrations'), { recursive: true });
// The map before the code it describes, for the same reason.
for (const file of [...result.outputFiles].sort(
  (a, b) => Number(a.path.endsWith('.js')) - Number(b.path.endsWith('.js')),
)) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
