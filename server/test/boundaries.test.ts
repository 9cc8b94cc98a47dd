/**
 * The production server never loads the demo catalogue (issue 31 item 7, ADR 051): no module of server/src imports
 * anything under server/demo, directly or through another module (the workspace's own packages included). Lint
 * refuses such an import where it is written (eslint.config.mjs); this follows every import to the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const serverDir = path.resolve(__dirname, '..');
const src = path.join(serverDir, 'src');
const demo = path.join(serverDir, 'demo');
const repoRoot = path.resolve(serverDir, '..');

const sourceFile = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The file a specifier names, or undefined for a package outside the workspace (node_modules). */
function resolve(specifier: string, from: string): string | undefined {
  if (specifier.startsWith('.')) {
    const base = path.resolve(path.dirname(from), specifier);
    const candidates = [base, ...['.ts', '.tsx', '.js', '.mjs', '.json'].map((e) => base + e)];
    candidates.push(...['index.ts', 'index.tsx', 'index.js'].map((f) => path.join(base, f)));
    return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? base;
  }
  try {
    const found = require.resolve(specifier, { paths: [path.dirname(from)] });
    const real = fs.realpathSync(found);
    return real.includes(`${path.sep}node_modules${path.sep}`) ? undefined : real;
  } catch {
    return undefined; // a type-only package, or a Node built-in
  }
}

/** Every workspace file reachable by imports from `entries`, each with the chain that reached it. */
function reachable(entries: string[]): Map<string, string[]> {
  const seen = new Map<string, string[]>(entries.map((file) => [file, [file]]));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!sourceFile.test(file) || !fs.existsSync(file)) continue;
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of info.importedFiles) {
      const target = resolve(fileName, file);
      if (!target || seen.has(target)) continue;
      seen.set(target, [...(seen.get(file) ?? []), target]);
      queue.push(target);
    }
  }
  return seen;
}

const relative = (file: string) => path.relative(repoRoot, file);

describe('the production server and the demo catalogue', () => {
  const graph = reachable(filesUnder(src));

  it('follows the imports of every module of server/src (the API, its command-line tools)', () => {
    for (const file of ['src/main.ts', 'src/app.ts', 'src/modules/media/index.ts', 'src/db/schema.ts'])
      expect(graph.has(path.join(serverDir, file))).toBe(true);
    // Into the workspace's packages as well.
    expect([...graph.keys()].some((file) => file.startsWith(path.join(repoRoot, 'shared', 'src')))).toBe(
      true,
    );
  });

  it('reaches nothing under server/demo', () => {
    const intoDemo = [...graph.entries()]
      .filter(([file]) => file.startsWith(`${demo}${path.sep}`))
      .map(([, chain]) => chain.map(relative).join(' → '));
    expect(intoDemo).toEqual([]);
  });

  it('would notice a chain into the demo: from npm start’s first step, it reaches the demo’s art', () => {
    const fromNewShop = reachable([path.join(demo, 'cli', 'new-shop.ts')]);
    expect(fromNewShop.get(path.join(demo, 'art', 'render.ts'))?.map(relative)).toEqual([
      'server/demo/cli/new-shop.ts',
      'server/demo/pictures.ts',
      'server/demo/art/render.ts',
    ]);
  });
});
