/**
 * The shop at another commit, for the bench to measure before and after a change in one run (issue 18): with
 * `BENCH_BASE=<commit>` set, `npm run bench:ui` checks that commit out in a worktree of its own (under the system's
 * temporary folder, kept for the next run), installs and builds it once, and measures it beside this checkout.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildMissing, repoRoot } from '../support/shop-server';

export type Measured = { label: string; root: string };

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

/** The shops to measure: the base commit's first when BENCH_BASE names one, then this checkout. */
export function shopsToMeasure(): Measured[] {
  const head: Measured = { label: `this checkout (${git('rev-parse', '--short', 'HEAD')})`, root: repoRoot };
  const base = process.env['BENCH_BASE'];
  if (!base) return [head];
  const commit = git('rev-parse', '--short', `${base}^{commit}`);
  const root = path.join(tmpdir(), 'gemstore-bench', commit);
  if (!existsSync(path.join(root, 'package.json'))) {
    mkdirSync(path.dirname(root), { recursive: true });
    git('worktree', 'add', '--force', '--detach', root, commit);
  }
  if (!existsSync(path.join(root, 'node_modules'))) {
    console.log(`bench: installing ${commit} in ${root}`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  }
  buildMissing(root);
  return [{ label: `before (${commit})`, root }, head];
}
