/**
 * `@gemstore/shared/contract` is imported by the server: everything it reaches must be React-free. Follows every
 * import and re-export from the subpath's entry, the way a bundler would.
 */
import fs from 'node:fs';
import path from 'node:path';

const entry = path.join(__dirname, '..', 'index.ts');
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]/g;

function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (file) => fs.existsSync(file),
  );
  if (!found) throw new Error(`${from} imports ${specifier}, which does not resolve`);
  return found;
}

function reachable(start: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [start];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier = ''] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier.startsWith('.')) pending.push(resolve(file, specifier));
      else packages.add(specifier);
    }
  }
  return { files: [...files].map((file) => path.relative(path.join(__dirname, '../..'), file)), packages };
}

it('reaches only zod and React-free modules of shared (no .tsx, no UI, session or platform code)', () => {
  const { files, packages } = reachable(entry);
  expect([...packages]).toEqual(['zod']);
  expect(files).toContain('contract/catalogue.ts');
  for (const file of files) {
    expect(file).toMatch(/^((contract|types|taxonomy)\/[^/]+|shop\/identity)\.ts$/);
  }
});
